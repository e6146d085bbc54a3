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
from ..catalogue import _, ngettext
from ..core import Board, decode
from ..moves import Move
from ..names import player_name, tower_name
from ..position import Position
from .book import answer
from .counting import own_moves
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


def hint(position: Position, time_limit: float = 1.0, *, max_nodes: int | None = None) -> Hint:
    """Suggest a move for the side to move, with the reason the search established."""
    start = time.perf_counter()
    me, opp = position.turn, position.turn.opponent
    if position.result is not None:
        return Hint(None, _("the round is over: {how}").format(how=position.result.describe()))
    board = Board(position)
    moves = board.moves()
    win = immediate_win(board)
    if win >= 0:
        return Hint(decode(win), ngettext("wins in {count}", "wins in {count}", 1).format(count=1), WIN, 1, (decode(win),))
    sol, source = answer(position, max_nodes=max_nodes, time_limit=time_limit * SOLVE_SHARE, exact_distance=False)
    exact = sol.distance is not None  # else a proven result whose fastest line was not found in time
    book = source == "book"
    who, you = player_name(opp), player_name(me)
    if sol.result is WIN:
        n = own_moves(sol.line, me, me)
        if exact:
            reason = ngettext("wins in {count}", "wins in {count}", n).format(count=n)
        else:
            reason = _("wins, proven (the fastest win was not worked out in time)")
        return Hint(sol.line[0], _by_book(reason, book), WIN, sol.distance, sol.line)
    if len(moves) == 1:
        move = decode(moves[0])
        reason = _("the only legal move") if not move.is_pass else _pass_reason(position)
        if sol.result is LOSS:
            if exact:
                n = own_moves(sol.line, me, opp)
                more = ngettext("{player} wins in {count}", "{player} wins in {count}", n).format(player=who, count=n)
            else:
                more = _("{player} wins").format(player=who)
            # Translators: two clauses of a hint: "the only legal move; Gold wins in 2".
            reason = _("{reason}; {more}").format(reason=reason, more=more)
        return Hint(move, _by_book(reason, book), sol.result, sol.distance, sol.line)
    if sol.result is LOSS:
        n = own_moves(sol.line, me, opp)
        if not exact:
            reason = _("every move loses: {player} wins whatever {you} does").format(player=who, you=you)
        elif sol.distance == 1:
            reason = _("every move loses: each one causes a deadlock that {you} loses (M8)").format(you=you)
        elif n == 1:
            reason = _("every move loses: {player} wins with its next move; this one lasts longest").format(player=who)
        else:
            reason = ngettext(
                "every move loses; this one holds out longest ({player} needs {count} move of its own)",
                "every move loses; this one holds out longest ({player} needs {count} moves of its own)",
                n,
            ).format(player=who, count=n)
        return Hint(sol.line[0], _by_book(reason, book), LOSS, sol.distance, sol.line)
    # not solved: the heuristic search chooses, and the reason is what a check of the move shows
    remaining = max(0.05, time_limit - (time.perf_counter() - start))
    s = Searcher(board, exact=False, max_nodes=max_nodes, deadline=time.perf_counter() + remaining)
    losing = {m for m in moves if loses_at_once(board, m)}
    candidates = [m for m in moves if m not in losing] or moves  # never suggest a move that loses at once
    best, _v, depth, _n = search_root(s, s.order(candidates, -1, 0), 64)
    return Hint(decode(best), _reason(board, moves, losing, best, depth, opp), UNKNOWN, None, ())


def _pass_reason(position: Position) -> str:
    mover = position.mover
    assert mover is not None
    return _("{tower} is blocked and must pass (M6)").format(tower=mover.describe())


def _by_book(reason: str, book: bool) -> str:
    """``reason``, and that the opening book proved it when it did."""
    if not book:
        return reason
    # Translators: a hint's reason, then its source: "wins in 3; proven by the opening book".
    return _("{reason}; proven by the opening book").format(reason=reason)


def _reason(board: Board, moves: list[int], losing: set[int], best: int, depth: int, opp: Player) -> str:
    if best not in losing and len(losing) == len(moves) - 1:
        hands_over = all(not _deadlocks(board, m) for m in losing)
        if hands_over:
            return _("every other move lets {player} win at once").format(player=player_name(opp))
        return _("the only move that does not lose at once")
    blocked = _blocks(board, best)
    if blocked is not None and best not in losing:
        return _("blocks {tower}").format(tower=tower_name(opp, blocked, None))
    if best in losing:
        return _("every move lets {player} win at once or loses by deadlock (M8); no better choice").format(
            player=player_name(opp)
        )
    return ngettext(
        "my best guess, looking {count} move ahead (both sides' moves); it does not let {player} win at once",
        "my best guess, looking {count} moves ahead (both sides' moves); it does not let {player} win at once",
        depth,
    ).format(count=depth, player=player_name(opp))


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

