"""Goals: what counts as an answer to an exercise, judged on the engine's match.

A goal lists the answers it accepts in a position (:meth:`Goal.answers`, the first is what "Show me" plays
unless the exercise pins one) and judges a legal attempt (:meth:`Goal.judge`: None when it answers the task,
else the words that say why not). Goals import no widget library.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine import Fill, Match, Move, MoveKind, Verdict
from ..session.attempts import Attempt


class Goal:
    """Decides whether a legal attempt answers the task.

    ``judge`` returns None for a right answer, or a sentence saying why this legal attempt is
    not the answer.
    """

    kind = "move"  # or "fill"

    def judge(self, match: Match, attempt: Attempt) -> str | None:  # pragma: no cover - interface
        raise NotImplementedError

    def answers(self, match: Match) -> list[str]:
        """The right answers in the exercise's position (moves or fill directions), for teachers and tests."""
        if self.kind == "fill":
            return [d.value for d in Fill if self.judge(match, Attempt("fill", direction=d)) is None]
        return [
            m.text() for m in match.legal_moves()
            if self.judge(match, Attempt("move", verdict=Verdict(True, m, None, ""))) is None
        ]


@dataclass
class AnyMove(Goal):
    """Any legal move (optionally only of one kind: a push or a pass) — e.g. "move the tower that must move"."""

    of_kind: MoveKind | None = None
    wrong: str = ""

    def judge(self, match: Match, attempt: Attempt) -> str | None:
        move = attempt.verdict.move if attempt.verdict else None
        if move is None:
            return "This task asks for a move on the board."
        if self.of_kind is None or move.kind is self.of_kind:
            return None
        return self.wrong or f"That move is legal, but the task asks for a {self.of_kind.value}."


@dataclass
class OneOf(Goal):
    """One of the listed moves (in move notation, e.g. ``["d4>d5"]``)."""

    moves: Sequence[str]
    wrong: str = "That move is legal, but it is not the one the task asks for."

    def __post_init__(self) -> None:
        self._moves = {Move.from_text(m) for m in self.moves}

    def judge(self, match: Match, attempt: Attempt) -> str | None:
        move = attempt.verdict.move if attempt.verdict else None
        return None if move in self._moves else self.wrong


@dataclass
class WinsRound(Goal):
    """A move after which the mover has won the round (M7, or a deadlock the opponent caused)."""

    wrong: str = "That move is legal, but it does not win the round at once."

    def judge(self, match: Match, attempt: Attempt) -> str | None:
        move = attempt.verdict.move if attempt.verdict else None
        if move is None:
            return self.wrong
        after = match.position.play(move)
        mover = match.position.turn
        return None if after.result is not None and after.result.winner is mover else self.wrong


@dataclass
class Satisfies(Goal):
    """A legal move after which ``test(position_after)`` is true — for any other task.

    ``wrong`` is a sentence, or a function of the position after the move that returns one,
    so the feedback can say what this particular move did.
    """

    test: Callable[..., bool]
    wrong: str | Callable[..., str] = "That move is legal, but it does not do what the task asks."

    def judge(self, match: Match, attempt: Attempt) -> str | None:
        move = attempt.verdict.move if attempt.verdict else None
        if move is None:
            return self.wrong if isinstance(self.wrong, str) else "That is not a move."
        after = match.position.play(move)
        if self.test(after):
            return None
        return self.wrong if isinstance(self.wrong, str) else self.wrong(after)


@dataclass
class FillDirection(Goal):
    """The Defender's fill choice (F1) must be ``direction``."""

    direction: Fill | str
    wrong: str = "That fill is allowed, but it is not the one the task asks for."
    kind = "fill"

    def __post_init__(self) -> None:
        self.direction = Fill.parse(self.direction)

    def judge(self, match: Match, attempt: Attempt) -> str | None:
        if attempt.kind != "fill":
            return "This task is about the fill choice: use the fill buttons."
        return None if attempt.direction is self.direction else self.wrong
