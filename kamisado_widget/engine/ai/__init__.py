"""The computer opponent, the exact round solver and teaching hints (pure Python).

>>> from kamisado_widget.engine import Position
>>> from kamisado_widget.engine.ai import EnginePlayer, solve, hint
>>> EnginePlayer(level=2, seed=1).choose_move(Position.initial())  # doctest: +SKIP
Move.from_text('d1-d5')

* :class:`EnginePlayer` (levels 1-4, see :mod:`.player`), :func:`play_match`;
* :func:`solve` -> :class:`Solution` (WIN / LOSS / UNKNOWN for the side to move, the distance
  in plies and the line of best play);
* :func:`hint` -> :class:`Hint` (a move and a short reason the search established);
* :func:`own_moves`, :func:`winner_moves`, :func:`moves_words`: a distance as a learner counts it, the
  winner's own moves (see :mod:`.counting`), never plies;
* :func:`opening_book`, :func:`book_entry`, :func:`book_solution`: every first move of a single round,
  proven, and the answer on every position of the book's lines (``book``).

The searches play on the rules core's :class:`~kamisado_widget.engine.core.Board` (make / unmake) and
weigh what its public methods say; no rule is worked out here. Modules: ``heuristics`` (the facts the
searches weigh: threats, safe steps, steps that hold, the moves with what they lead to), ``evaluate`` (the
static evaluation), ``search`` (negamax alpha-beta with a transposition table), ``solver`` (a package: the
answer, the solve and its slices, the prover and the bounded distance search), ``player``, ``hint``, ``book``,
``explore`` (every legal move of a position with its proven value, in slices: the explorer beside the board),
``counting`` and ``review`` (a round's moves graded by the proven result before and after each; its chart
is drawn by ``engine.review_chart``).
"""

from .book import book_entry, book_solution, opening_book
from .counting import moves_words, own_moves, winner_moves
from .hint import Hint, hint
from .player import LEVELS, EnginePlayer, SearchInfo, play_match
from .solver import LOSS, UNKNOWN, WIN, Outcome, Solution, solve

__all__ = [
    "LEVELS",
    "LOSS",
    "UNKNOWN",
    "WIN",
    "EnginePlayer",
    "Hint",
    "Outcome",
    "SearchInfo",
    "Solution",
    "book_entry",
    "book_solution",
    "hint",
    "moves_words",
    "opening_book",
    "own_moves",
    "play_match",
    "solve",
    "winner_moves",
]
