"""The board's one feedback line: what it says, refusals and internal errors, and the serial/repeat counts.

:class:`MessageLine` writes ``UiState.message`` (and the screen reader's ``announce``); the text is
composed by :func:`kamisado_widget.session.feedback.message`, and with a rule it starts "T2: " (the page
shows the rule as a badge).
"""

from __future__ import annotations

from .feedback import message
from .state import UiState

KINDS = ("info", "success", "warning", "error")
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
