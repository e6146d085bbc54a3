"""What a board adds to the engine's state: :class:`UiState` (version, selection, message, controls, replay
cursor), and what a board shows a learner who has met only some of the rules: its named sets of controls
and the rule families its words may name.

The rules are the engine's on every board; only the words and the controls change. A board for the first
lessons (``taught="BTMD"``) ends a round without a word about Sumos, promotion, points or the match, and refuses
a move onto a taken square without saying "not a Sumo"; the full set (the default) says everything::

    >>> parse_taught("TM") == frozenset("TM")
    True
    >>> parse_taught(None) == ALL_FAMILIES
    True
    >>> control_set("basic")["computer"]
    False
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ..engine import KamisadoError, Match
from ..engine.basics import Square
from ..engine.catalogue import N_, _
from ..engine.excerpt import excerpt

FAMILIES: dict[str, str] = {
    "B": N_("the board and its colours"),
    "T": N_("which tower moves"),
    "M": N_("how a tower moves, passes and wins a round"),
    "S": N_("Sumos and their pushes"),
    "P": N_("points and promotion"),
    "R": N_("matches of several rounds"),
    "F": N_("refilling the home rows"),
    "D": N_("the board's explanations"),
}
# The rule families by the letter their rule IDs start with (the README's rules table), each described in
# words translated where they are shown.

ALL_FAMILIES: frozenset[str] = frozenset(FAMILIES)

CONTROL_GROUPS: tuple[str, ...] = ("match", "undo", "fill", "edit", "computer", "moves", "mover", "targets")

CONTROL_SETS: dict[str, dict[str, bool]] = {
    "full": {group: True for group in CONTROL_GROUPS},
    # A first lesson: the board, its messages, undo and the move list; no computer, hint or analysis, no new-match
    # form (match length, layout) and no position text or editor.
    "basic": {**{group: True for group in CONTROL_GROUPS}, "match": False, "computer": False, "edit": False},
}
"""The named sets of controls a board may start with (``KamisadoWidget(controls="basic")``)."""


class TaughtError(KamisadoError, ValueError):
    """A ``taught=`` or ``controls=`` value that names no rule family or control set."""


def parse_taught(taught: str | Iterable[str] | None) -> frozenset[str]:
    """The rule families of ``taught``: letters such as ``"BTMD"`` (or an iterable of them); None is every family."""
    if taught is None:
        return ALL_FAMILIES
    letters = list(taught) if isinstance(taught, str) else list(taught) if isinstance(taught, Iterable) else None
    bad = None if letters is not None else taught
    for letter in letters or []:
        if not isinstance(letter, str) or letter.upper() not in FAMILIES:
            bad = letter
            break
    if bad is not None or not letters:
        # Translators: {families} lists each letter with its family: "B: the board and its colours, T: ...".
        raise TaughtError(
            _("taught names rule families by their letters, e.g. 'BTMD' for the first lessons or '{all}' for all "
              "({families}), not {value}.").format(
                all="".join(FAMILIES), value=excerpt(taught),
                families=", ".join(f"{k}: {_(v)}" for k, v in FAMILIES.items()),
            )
        )
    return frozenset(letter.upper() for letter in letters)


def control_set(name: str) -> dict[str, bool]:
    """The control groups of the named set ``name`` ("full" or "basic")."""
    if not isinstance(name, str) or name not in CONTROL_SETS:
        raise TaughtError(
            _("The named control sets are {names}, not {value}.").format(
                names=", ".join(map(repr, CONTROL_SETS)), value=excerpt(name)
            )
        )
    return dict(CONTROL_SETS[name])


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
    taught: frozenset[str] = ALL_FAMILIES  # the rule families the board's words may name (see parse_taught)
    refused: bool = False  # the last click's try with the selected tower was refused: a click on it keeps it
    arrows: tuple[dict[str, str], ...] = ()  # arrows drawn with the message of serial ``arrows_serial``
    arrows_serial: int = -1
    status: str | None = None  # a headline of the board's owner (an exercise: "Solved.") instead of the board's own
    push_explained: bool = False  # the push preview's sentence was said once on this board


def shown_ply(match: Match, ui: UiState) -> int:
    """Which of the match's states the board shows: the replay cursor, or the last state (the game)."""
    last = len(match.states) - 1
    return ui.replay if ui.replay is not None and 0 <= ui.replay < last else last
