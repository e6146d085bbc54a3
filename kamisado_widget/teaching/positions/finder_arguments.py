"""What a teacher asks the position finder for (:class:`Ask`), read from :func:`~.finder.find_positions`'
arguments: each one checked, a bad one refused with :class:`~kamisado_widget.teaching.exercises.goals.ExerciseError`
naming the argument and the forms it takes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import Layout, Player
from ...engine.catalogue import _
from ..exercises import arguments as must
from ..exercises.goals import ExerciseError
from .theme_names import MUST_PASS, THEMES, finder_theme

GOAL_WORDS = ("win", "keep the win")
"""What a found position asks of the side to move: a proven win, or a proven win that some legal move throws away.
A theme's name is a goal too: ``"win"`` with that theme (``"forced pass"``, ``"deadlock"``: the older goals)."""
GAMES = ("mixed", "self-play", "random")
"""The games the search plays: ``"mixed"`` (single rounds and matches, the computer's levels 1-3 against each other),
``"self-play"`` (at the ``levels`` asked) or ``"random"`` (both sides at level 1)."""


@dataclass(frozen=True)
class Ask:
    """What a found position must have (see :func:`~.finder.find_positions`); ``themes`` are the finder's names."""

    goal: str
    moves: int | None
    side: Player | None
    themes: tuple[str, ...]
    layout: Layout
    min_legal: int
    unique: bool
    busy: int | None
    max_nodes: int | None


def choice(name: str, value: object, choices: Sequence[str]) -> str:
    if not isinstance(value, str) or value.strip().lower() not in choices:
        forms = ", ".join(repr(c) for c in choices)
        raise ExerciseError(_("find_positions: {name} must be one of {choices}, not {value}").format(
            name=name, choices=forms, value=must.excerpt(value)))
    return value.strip().lower()


def side_of(value: object) -> Player | None:
    if value is None or isinstance(value, Player):
        return value
    if isinstance(value, str) and value.strip().lower() in ("black", "gold"):
        return Player.BLACK if value.strip().lower() == "black" else Player.GOLD
    raise ExerciseError(_("find_positions: side must be None (either side), 'black' or 'gold', not {value}").format(
        value=must.excerpt(value)))


def layout_of(value: object) -> Layout:
    if isinstance(value, Layout):
        return value
    if isinstance(value, str) and value.strip().lower() in ("standard", "mirrored"):
        return Layout(value.strip().lower())
    raise ExerciseError(_("find_positions: layout must be 'standard' or 'mirrored' (or a Layout), not {value}").format(
        value=must.excerpt(value)))


def seeds_of(value: object) -> tuple[int, ...]:
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence) or not value:
        raise ExerciseError(_("find_positions: seeds must be a list of whole numbers, e.g. range(10) or [3, 7], not "
                              "{value}").format(value=must.excerpt(value)))
    for s in value:
        if not isinstance(s, int) or isinstance(s, bool) or s < 0:
            raise ExerciseError(_("find_positions: seeds must be a list of whole numbers, e.g. range(10) or [3, 7], "
                                  "and {value} is not a whole number").format(value=must.excerpt(s)))
    return tuple(value)


def levels_of(value: object) -> tuple[int, int]:
    if (not isinstance(value, (tuple, list)) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 3 for v in value)):
        raise ExerciseError(_("find_positions: levels must be two computer levels from 1 to 3 (the level of Black, "
                              "then of Gold), e.g. (3, 3), not {value}").format(value=must.excerpt(value)))
    return value[0], value[1]


def time_limit_of(value: object) -> float | None:
    if value is not None and (not isinstance(value, (int, float)) or isinstance(value, bool) or value <= 0):
        raise ExerciseError(_("find_positions: time_limit must be a number of seconds above 0 or None, not {value}"
                              ).format(value=must.excerpt(value)))
    return value


def goal_of(value: object) -> tuple[str, str | None]:
    """The goal, and the theme it names when it is a theme's name (``"must pass"``: a win where the side to move
    must pass first)."""
    if isinstance(value, str) and value.strip().lower() in GOAL_WORDS:
        return value.strip().lower(), None
    theme = finder_theme(value)
    if theme is None:
        raise ExerciseError(_("find_positions: goal must be 'win', 'keep the win' or a theme ({themes}), not "
                              "{value}").format(themes=", ".join(repr(t) for t in THEMES), value=must.excerpt(value)))
    return "win", theme


def themes_of_argument(value: object) -> tuple[str, ...]:
    """The finder's names of the themes asked (an older name stands for its theme)."""
    if isinstance(value, str):
        value = (value,)
    listed = must.sequence("find_positions", "themes", value, "['push', 'must pass']")
    out = []
    for name in listed:
        theme = finder_theme(name)
        if theme is None:
            choice("each of themes", name, tuple(THEMES))  # raises, naming the themes
        assert theme is not None
        out.append(theme)
    return tuple(out)


def ask_of(goal: object, moves: object, side: object, themes: object, layout: object, min_legal: object,
           unique: object, busy: object, max_nodes: object) -> Ask:
    """The :class:`Ask` of find_positions' arguments (``min_legal`` None: 3, or 1 for "must pass")."""
    aim, named = goal_of(goal)
    asked = themes_of_argument(themes)
    listed = tuple(dict.fromkeys((*asked, named) if named else asked))
    must_pass = MUST_PASS in listed
    least = must.whole("find_positions", "min_legal", min_legal, none=True)
    unique_ = must.flag("find_positions", "unique", unique)
    if must_pass and ((least or 1) > 1 or unique_ or aim == "keep the win"):
        raise ExerciseError(_("find_positions: with the theme 'must pass' the side to move has one legal move, the "
                              "pass, so ask it without min_legal above 1, unique=True or the goal 'keep the win'"))
    return Ask(
        goal=aim,
        moves=must.whole("find_positions", "moves", moves, none=True),
        side=side_of(side),
        themes=listed,
        layout=layout_of(layout),
        min_legal=least if least is not None else (1 if must_pass else 3),
        unique=unique_,
        busy=must.whole("find_positions", "busy", busy, least=0, none=True),
        max_nodes=must.whole("find_positions", "max_nodes", max_nodes, none=True),
    )


__all__ = ["GAMES", "GOAL_WORDS", "Ask", "ask_of", "choice", "levels_of", "seeds_of", "time_limit_of"]
