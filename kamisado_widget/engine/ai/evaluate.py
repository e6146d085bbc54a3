"""Static evaluation of a search position for the side to move (Kamisado heuristics).

The facts that decide Kamisado rounds are short: a tower with an open line to the opponent's
home row wins as soon as its owner has to move it (M7), and every move hands the opponent the
tower of the colour it lands on (T2). So the evaluation counts, for each side, the towers that
*threaten* to win (open line within reach, S1), and for the tower the side to move must move
now, how many of its moves are *safe*: they do not hand the opponent a tower that can win at
once. A side with no safe move is close to lost. A small term rewards advanced towers.

Scores are in "centi-towers", far below the search's win scores.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core import Board
from .heuristics import advance, safe_steps, threats

THREAT = 40  # an own tower with an open line to the goal row
SAFE = 6  # per safe move of the tower that must move (counted up to 4)
NO_SAFE = 300  # the tower that must move can only hand the opponent a win
ADVANCE = 1  # per rank a tower has advanced


def make_evaluator(
    threat: int = THREAT, safe_move: int = SAFE, no_safe: int = NO_SAFE, advance_rank: int = ADVANCE
) -> Callable[[Board], int]:
    """An evaluation with the given weights (the defaults are the engine's)."""

    def evaluate(b: Board) -> int:
        """The side to move's advantage; the caller has already checked that it cannot win at once."""
        me = b.turn
        score = threat * (threats(b, me) - threats(b, me ^ 1)) + advance_rank * (advance(b, me) - advance(b, me ^ 1))
        if b.to_move < 0:
            return score
        # the tower that must move: how many of its steps keep the opponent from winning at once
        i = me * 8 + b.to_move
        safe = safe_steps(b, i, 4)
        if safe:
            return score + safe_move * min(safe, 4)
        if b.can_step(i):
            return score - no_safe  # it can move, but every move hands over a win
        return score

    return evaluate


evaluate = make_evaluator()
