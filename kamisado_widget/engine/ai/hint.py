"""Hints for learners: a suggested move and a short, honest reason.

The reason only states what was established: a proof, the solver's or the opening book's
("wins in 3", "wins in 9; proven by the opening book"), a check of every
legal move one reply deep ("every other move lets Gold win at once"), a fact about the board
("blocks Gold's Red"), or, failing those, that it is the search's choice.

When the solver proves the winner but has no time left to find the fastest line, the reason says so
and gives no number. "wins in N" and "X needs N moves" count the winner's own moves (its passes and the
move after a push included: :func:`.counting.own_moves`), as every distance a learner reads does;
:attr:`Hint.distance` gives the plies.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from ..basics import Colour, Player
from ..core import Board, decode
from ..moves import Move
from ..position import Position
from .book import answer
from .counting import moves_words
from .counting import own_moves as _own_moves
from .player import immediate_win, loses_at_once
from .search import Searcher, search_root
from .solver import LOSS, UNKNOWN, WIN, Outcome

SOLVE_SHARE = 0.6  # of the time limit, for the exact solver; the rest for the heuristic search


@dataclass(frozen=True)
class Hint:
    """``move`` (None once the round is over), ``reason``, and what the solver proved:
    ``result`` for the side to move, ``distance`` in plies, ``line`` the best play."""

    move: Move | None
    reason: str
    result: Outcome = UNKNOWN
    distance: int | None = None
    line: tuple[Move, ...] = ()

    def __str__(self) -> str:
        return self.reason if self.move is None else f"{self.move.text()}: {self.reason}"


def own_moves(position: Position, line: tuple[Move, ...], player: Player) -> int:
    """How many of the line's moves ``player`` makes, starting from ``position`` (:func:`.counting.own_moves`)."""
    return _own_moves(line, position.turn, player)


def hint(position: Position, time_limit: float = 1.0, *, max_nodes: int | None = None) -> Hint:
    """Suggest a move for the side to move, with the reason the search established."""
    start = time.perf_counter()
    me, opp = position.turn, position.turn.opponent
    if position.result is not None:
        return Hint(None, "the round is over: " + position.result.describe())
    board = Board(position)
    moves = board.moves()
    win = immediate_win(board)
    if win >= 0:
        return Hint(decode(win), "wins in 1", WIN, 1, (decode(win),))
    sol, source = answer(position, max_nodes=max_nodes, time_limit=time_limit * SOLVE_SHARE, exact_distance=False)
    exact = sol.distance is not None  # else a proven result whose fastest line was not found in time
    by_book = "; proven by the opening book" if source == "book" else ""
    if sol.result is WIN:
        n = own_moves(position, sol.line, me)
        reason = (f"wins in {n}" if exact else "wins, proven (the fastest win was not worked out in time)") + by_book
        return Hint(sol.line[0], reason, WIN, sol.distance, sol.line)
    if len(moves) == 1:
        move = decode(moves[0])
        reason = "the only legal move" if not move.is_pass else _pass_reason(position)
        if sol.result is LOSS:
            reason += f"; {opp.title} wins in {own_moves(position, sol.line, opp)}" if exact else f"; {opp.title} wins"
        return Hint(move, reason + by_book, sol.result, sol.distance, sol.line)
    if sol.result is LOSS:
        n = own_moves(position, sol.line, opp)
        if not exact:
            reason = f"every move loses: {opp.title} wins whatever {me.title} does"
        elif sol.distance == 1:
            reason = f"every move loses: each one causes a deadlock that {me.title} loses (M8)"
        elif n == 1:
            reason = f"every move loses: {opp.title} wins with its next move; this one lasts longest"
        else:
            reason = f"every move loses; this one holds out longest ({opp.title} needs {moves_words(n)} of its own)"
        return Hint(sol.line[0], reason + by_book, LOSS, sol.distance, sol.line)
    # not solved: the heuristic search chooses, and the reason is what a check of the move shows
    remaining = max(0.05, time_limit - (time.perf_counter() - start))
    s = Searcher(board, exact=False, max_nodes=max_nodes, deadline=time.perf_counter() + remaining)
    losing = {m for m in moves if loses_at_once(board, m)}
    candidates = [m for m in moves if m not in losing] or moves  # never suggest a move that loses at once
    best, _, depth, _ = search_root(s, s.order(candidates, -1, 0), 64)
    return Hint(decode(best), _reason(board, moves, losing, best, depth, opp), UNKNOWN, None, ())


def _pass_reason(position: Position) -> str:
    mover = position.mover
    assert mover is not None
    return f"{mover.describe()} is blocked and must pass (M6)"


def _reason(board: Board, moves: list[int], losing: set[int], best: int, depth: int, opp: Player) -> str:
    if best not in losing and len(losing) == len(moves) - 1:
        hands_over = all(not _deadlocks(board, m) for m in losing)
        if hands_over:
            return f"every other move lets {opp.title} win at once"
        return "the only move that does not lose at once"
    blocked = _blocks(board, best)
    if blocked is not None and best not in losing:
        return f"blocks {opp.title}'s {blocked.title}"
    if best in losing:
        return f"every move lets {opp.title} win at once or loses by deadlock (M8); no better choice"
    return f"my best guess, looking {depth} moves ahead (both sides' moves); it does not let {opp.title} win at once"


def _deadlocks(board: Board, m: int) -> bool:
    """Move m ends the round in a deadlock its mover loses (M8)."""
    turn = board.turn
    w = board.make(m)
    board.unmake()
    return w >= 0 and w != turn


def _open_towers(board: Board, player: int) -> set[int]:
    return set(board.towers_that_can_win(player))


def _blocks(board: Board, m: int) -> Colour | None:
    """The opponent's tower whose open line to the home row this step closes, if any."""
    if m >> 12 != 0:
        return None
    opp = board.turn ^ 1
    before = _open_towers(board, opp)
    if not before:
        return None
    board.make(m)
    after = _open_towers(board, opp)
    board.unmake()
    closed = sorted(before - after)
    return Colour(closed[0] & 7) if closed else None

