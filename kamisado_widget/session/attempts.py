"""Attempts: what the user tried on the board, and the hooks that may refuse it (exercises use them)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine import Fill, Verdict


@dataclass(frozen=True)
class Attempt:
    """Something the user tried on the board: a move (with the engine's verdict, D1) or a fill choice."""

    kind: str  # "move" or "fill"
    verdict: Verdict | None = None
    direction: Fill | None = None


@dataclass(frozen=True)
class Refusal:
    """A hook's refusal with its look: ``kind`` (error, or info for "solved already") and the rule badge;
    ``arrows``: moves the board draws with it (e.g. the opponent's answer to a losing try, "d2-d8"), each with its
    kind ("answer" or "tried", see :meth:`~kamisado_widget.session.board_session.BoardSession.show_arrows`)."""

    text: str
    kind: str = "error"
    rule: str | None = None
    arrows: tuple[tuple[str, str], ...] = ()  # (move text, kind) pairs


AttemptHook = Callable[[Attempt], "str | Refusal | None"]
"""Called before an attempt is carried out; return a refusal (a text, shown as an error, or a
:class:`Refusal`) to stop it."""


class AttemptHooks:
    """The hooks registered with ``on_attempt``, asked in order."""

    def __init__(self) -> None:
        self._hooks: list[AttemptHook] = []

    def add(self, hook: AttemptHook) -> None:
        self._hooks.append(hook)

    def remove(self, hook: AttemptHook) -> None:
        self._hooks.remove(hook)

    @property
    def active(self) -> bool:
        """Some hook is registered: the board has a task (an exercise), so moves from Python are judged too."""
        return bool(self._hooks)

    def refusal(self, attempt: Attempt) -> str | Refusal | None:
        """The first hook's refusal, or None when every hook lets the attempt through."""
        for hook in list(self._hooks):
            refusal = hook(attempt)
            if refusal:
                return refusal
        return None
