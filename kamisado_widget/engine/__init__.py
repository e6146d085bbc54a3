"""The Kamisado rules engine: pure Python, the single authority on what is legal (layer 1 of 5).

It imports nothing but the standard library, so it runs in Pyodide and without a widget::

    >>> from kamisado_widget.engine import Match
    >>> m = Match(target=3)
    >>> m.play("c1-c6").text()
    'c1-c6'

One word for one idea: ``to_move`` is always the colour of the tower that must move (``None``, or -1 inside
the core, for a free choice, T1), and ``mover`` the tower of that colour (``Position.mover``).

Rule IDs in docstrings and messages (``T2``, ``S7``, ...) are those of the rules table in the README.

- ``core``: the rules core, the only code that generates moves, plays steps, pushes and passes, follows
  pass chains and decides how a round ends (make/unmake on a compact ``Board``).
- ``basics``: players, colours, squares and the two layouts (B1-B6).
- ``pieces``: towers, placed towers, pass-chain links and a round's result, as values.
- ``position``: :class:`Position`, the immutable, validated position of one round.
- ``moves``: :class:`Move` and its notation.
- ``notation``: the one-line position text, read and written.
- ``match``: :class:`Match`, rounds, promotion, points and refills with exact undo (P, R, F).
- ``fill``: refilling the home rows between rounds (F1-F5).
- ``record``: the game record of a whole match.
- ``record_files``: record files on disk, saved atomically (through ``safe_files``).
- ``safe_files``: any file written whole or not at all, and outside files read with a size cap and a depth-safe
  JSON parser, never waiting on a pipe or a device (used by ``record_files``, the book and the teaching layer's files).
- ``explain``: why a move is legal or not, in words (D1).
- ``setup``: positions set up by hand, checked when done.
- ``svg``: a static picture of a position.
- ``review_chart``: the static picture of a game review (``ai.review``): who wins after each move, and how soon.
- ``themes``: a puzzle's themes, read from its proven line (a push, a pass, a deadlock, the race to the home row…).
- ``towers``: tower names such as ``"black-red"``.
- ``words``: reading the few words the engine accepts (sides, directions, layouts).
- ``excerpt``: short quotations of bad input for error messages.
- ``catalogue``: the message catalogue: every sentence of the package in the language chosen (gettext).
- ``names``: the one place towers, colours and players are named, as whole phrases from the catalogue.
- ``rule_book``: every rule ID's title and sentence, in the project's words, for the learner.
- ``errors``: every exception type the engine defines (a test reads every module for one defined elsewhere).
- ``ai``: the computer opponent, the exact solver and hints.
"""

from .basics import (
    COLOUR_HEX,
    Colour,
    Layout,
    Player,
    Square,
    parse_square,
    square,
    square_colours,
    square_name,
)
from .errors import (
    RULE_IDS,
    IllegalFillError,
    IllegalMoveError,
    InvalidPositionError,
    KamisadoError,
    NotationError,
    RuleBookError,
    UndoError,
)
from .explain import Verdict, explain
from .fill import Fill, refill
from .match import TARGETS, FillChoice, Match, MatchState, Phase, parse_match_state
from .moves import Move, MoveKind
from .names import colour_name, player_name, rank_name, tower_name, tower_of
from .pieces import RANK_NAMES, Blocked, PlacedTower, Tower
from .position import Position
from .rule_book import rule_sentence, rule_title

__all__ = [
    "COLOUR_HEX",
    "RANK_NAMES",
    "RULE_IDS",
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
    "RuleBookError",
    "Square",
    "Tower",
    "UndoError",
    "Verdict",
    "colour_name",
    "explain",
    "parse_match_state",
    "parse_square",
    "player_name",
    "rank_name",
    "refill",
    "rule_sentence",
    "rule_title",
    "square",
    "square_colours",
    "square_name",
    "tower_name",
    "tower_of",
]
