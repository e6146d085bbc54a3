"""What a board session adds to the engine's state: the version, selection, message, controls and replay cursor."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine import Match
from ..engine.basics import Square
from .taught import ALL_FAMILIES


@dataclass
class UiState:
    """What the board adds to the engine's state: version, selection, message, announcement, controls."""

    version: int = 0
    selected: Square | None = None
    message: dict[str, Any] = field(
        default_factory=lambda: {"text": "", "kind": "info", "rule": None, "serial": 0, "repeat": 1}
    )
    announce: str = ""
    controls: dict[str, bool] = field(
        default_factory=lambda: {
            "match": True, "undo": True, "fill": True, "edit": True, "computer": True, "moves": True,
            "mover": True,  # mark the tower that must move (and name it in the status); a task about T2 hides it
            "targets": True,  # mark the squares the selected tower may move to; a task about reach hides them
        }
    )
    replay: int | None = None  # the match state shown while replaying (an index into match.states), else None
    replay_asking: bool = False  # a board action while replaying: "Play on from here" or "Back to the game"?
    taught: frozenset[str] = ALL_FAMILIES  # the rule families the board's words may name (session/taught.py)
    refused: bool = False  # the last click's try with the selected tower was refused: a click on it keeps it
    arrows: tuple[dict[str, str], ...] = ()  # arrows drawn with the message of serial ``arrows_serial``
    arrows_serial: int = -1
    status: str | None = None  # a headline of the board's owner (an exercise: "Solved.") instead of the board's own
    push_explained: bool = False  # the push preview's sentence was said once on this board


def shown_ply(match: Match, ui: UiState) -> int:
    """Which of the match's states the board shows: the replay cursor, or the last state (the game)."""
    last = len(match.states) - 1
    return ui.replay if ui.replay is not None and 0 <= ui.replay < last else last
