"""The board's one feedback line: what it says, refusals and internal errors, and the serial/repeat counts.

:class:`MessageLine` writes ``UiState.message`` (and the screen reader's ``announce``); the text is
composed by :func:`kamisado_widget.session.feedback.message`, and with a rule it starts "T2: " (the page
shows the rule as a badge).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..engine import Move, NotationError, square_name
from .feedback import message
from .state import UiState

KINDS = ("info", "success", "warning", "error")
ARROW_KINDS = ("answer", "tried")  # the opponent's answer (drawn red) and the learner's refused try (dashed)
MESSAGE_LIMIT = 300  # characters of a refusal shown on the board; the rest is cut with "…"


def shortened(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """``text`` cut to ``limit`` characters with "…" (a refusal must not echo a huge input)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def check_kind(kind: str) -> None:
    """Raise ValueError unless ``kind`` is one of :data:`KINDS`."""
    if kind not in KINDS:
        raise ValueError(f"kind is info, success, warning or error, not {kind!r}")


class MessageLine:
    """The feedback line of one board, kept in its :class:`UiState`."""

    def __init__(self, ui: UiState) -> None:
        self.ui = ui

    def say(self, text: str, kind: str = "info", rule: str | None = None, announce: bool = False) -> None:
        """Replace the line. ``serial`` counts every message, so the page shows a change even when the same
        message comes again; ``repeat`` counts such repeats. ``announce`` also reads it to a screen reader."""
        text = message(rule, text)
        old = self.ui.message
        same = bool(text) and (old["text"], old["kind"], old["rule"]) == (text, kind, rule)
        self.ui.message = {
            "text": text, "kind": kind, "rule": rule,
            "serial": old.get("serial", 0) + 1, "repeat": old.get("repeat", 1) + 1 if same else 1,
        }
        if announce:
            self.ui.announce = text

    def draw(self, arrows: Iterable[tuple[str, str]]) -> None:
        """Draw ``arrows`` ((move text, kind) pairs, e.g. ``("d2-d8", "answer")``) on the board with the message
        shown now: the next message takes them away. A move that cannot be read raises NotationError."""
        marks = []
        for text, kind in arrows:
            if kind not in ARROW_KINDS:
                raise NotationError(f"an arrow's kind is {' or '.join(ARROW_KINDS)}, not {kind!r}")
            move = Move.from_text(text)
            marks.append({"move": move.text(), "from": square_name(move.from_square),
                          "to": square_name(move.to_square), "kind": kind})
        self.ui.arrows, self.ui.arrows_serial = tuple(marks), self.ui.message.get("serial", 0)

    def refuse(self, err: Exception) -> None:
        """Say why an action from the board was refused (with its rule when there is one)."""
        rule = getattr(err, "rule", None)
        text = shortened(str(err))
        self.say(text if rule else f"Nothing changed: {text}.", "error", rule)

    def report_failure(self, err: BaseException) -> None:
        """Say that the board met an unexpected error of its own (a bug, not the user's fault)."""
        try:
            detail = shortened(f"{type(err).__name__}: {err}", 120)
        except Exception:  # noqa: BLE001 (an error whose text itself fails)
            detail = type(err).__name__
        self.say(f"Nothing changed: the board met an internal error ({detail}). Please report it.", "error")
