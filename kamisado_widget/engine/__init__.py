"""The Kamisado rules engine: pure Python, the single authority on what is legal.

Rule IDs in docstrings and messages refer to the project's RULES reference.
"""

from .basics import (
    COLOUR_HEX,
    Colour,
    Layout,
    Player,
    Square,
    colour_at,
    home_square,
    parse_square,
    square,
    square_colours,
    square_file,
    square_name,
    square_rank,
)
from .errors import (
    IllegalFillError,
    IllegalMoveError,
    InvalidPositionError,
    KamisadoError,
    NotationError,
    RuleError,
    UndoError,
)
from .explain import Verdict, explain
from .fill import Fill, fill_order, refill
from .match import TARGETS, FillChoice, Match, MatchState, Phase, RoundRecord, parse_match_state
from .moves import Move, MoveKind
from .position import RANK_NAMES, Blocked, PlacedTower, Position, RoundResult, Tower

__all__ = [
    "COLOUR_HEX",
    "RANK_NAMES",
    "TARGETS",
    "Blocked",
    "Colour",
    "Fill",
    "FillChoice",
    "IllegalFillError",
    "IllegalMoveError",
    "InvalidPositionError",
    "KamisadoError",
    "Layout",
    "Match",
    "MatchState",
    "Move",
    "MoveKind",
    "NotationError",
    "Phase",
    "PlacedTower",
    "Player",
    "Position",
    "RoundRecord",
    "RoundResult",
    "RuleError",
    "Square",
    "Tower",
    "UndoError",
    "Verdict",
    "colour_at",
    "explain",
    "fill_order",
    "home_square",
    "parse_match_state",
    "parse_square",
    "refill",
    "square",
    "square_colours",
    "square_file",
    "square_name",
    "square_rank",
]
