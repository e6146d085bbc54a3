"""Negamax alpha-beta over the core's :class:`~kamisado_widget.engine.core.Board`, with a transposition table.

Scores are for the side to move. A round won ``k`` plies from the root scores
``MATE - k`` (lost: ``-(MATE - k)``); every other score lies strictly between
``-MATE_BOUND`` and ``MATE_BOUND``. After a push the same side moves again (S3), so the
child's score is *not* negated there; after a pass (M6) or a step it is.

Two modes:

* ``exact=True`` (the solver): leaves score 0, "not known yet". A search to depth ``d`` then
  returns exactly the value of the game tree cut at ``d`` plies, whose win / loss scores are
  the true ones (shortest win, longest loss) for every round that ends within ``d`` plies.
  Table entries are only reused where that stays true (see :meth:`Searcher._probe`).
* ``exact=False`` (the engine player): leaves get the static evaluation, forced moves are
  not counted against the depth, and the search uses principal-variation windows.

A transposition table must not be shared between the two modes.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeAlias

from ..core import Board
from ..errors import SearchAborted
from .evaluate import evaluate
from .heuristics import hands_over_win, some_step_lets_the_reply_step

MATE = 100_000
MATE_BOUND = MATE - 2_000
INF = MATE + 1
EXACT, LOWER, UPPER = 0, 1, 2
MAX_PLY = 400
TT_LIMIT = 500_000  # entries (about 100 MB); the table is emptied when it grows past this
_CHECK_EVERY = 256
TranspositionTable: TypeAlias = dict[int, tuple[int, int, int, int]]  # key -> (depth, flag, value, best move)


class Searcher:
    def __init__(
        self,
        board: Board,
        *,
        exact: bool = False,
        tt: TranspositionTable | None = None,
        max_nodes: int | None = None,
        deadline: float | None = None,
        evaluate: Callable[[Board], int] = evaluate,
    ) -> None:
        self.b = board
        self.exact = exact
        self.tt: TranspositionTable = {} if tt is None else tt
        self.nodes = 0
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.evaluate = evaluate
        self._next_check = _CHECK_EVERY if max_nodes is None else min(_CHECK_EVERY, max_nodes)
        self.killers = [[-1, -1] for _i in range(MAX_PLY + 2)]
        self.history = [0] * 12288

    # ------------------------------------------------------------------ budget
    def _tick(self) -> None:
        self._next_check = self.nodes + _CHECK_EVERY
        if self.max_nodes is not None:
            if self.nodes >= self.max_nodes:
                raise SearchAborted
            self._next_check = min(self._next_check, self.max_nodes)
        if self.deadline is not None and time.perf_counter() >= self.deadline:
            raise SearchAborted

    def unwind(self, depth: int = 0) -> None:
        """Take back moves left on the board by an aborted search, down to ``depth`` moves."""
        while len(self.b._undo) > depth:
            self.b.unmake()

    # ---------------------------------------------------------------- ordering
    def order(self, moves: list[int], ttmove: int, ply: int) -> list[int]:
        """Moves in the order to try them. At the root: the table move, pushes, killer moves,
        the rest by history, and last the moves that hand the opponent a tower with an open
        line to the goal row. Inside the tree (and in the solver) only the table move and
        the history: measured, the cheaper order searches faster there."""
        if self.exact or ply > 0:  # measured: inside the tree, cheap ordering pays best
            if len(moves) > 1:
                moves.sort(key=self.history.__getitem__, reverse=True)
            if ttmove >= 0 and ttmove in moves:
                moves.remove(ttmove)
                moves.insert(0, ttmove)
            return moves
        b = self.b
        k0, k1 = self.killers[ply]
        front: list[int] = []
        killers: list[int] = []
        safe: list[int] = []
        unsafe: list[int] = []
        for m in moves:
            if m == ttmove:
                front.insert(0, m)
                continue
            if m >> 12:  # a push (S3: the pusher moves again) or a lone pass
                front.append(m)
                continue
            if hands_over_win(b, m):
                unsafe.append(m)
            elif m == k0 or m == k1:
                killers.append(m)
            else:
                safe.append(m)
        if len(safe) > 1:
            safe.sort(key=self.history.__getitem__, reverse=True)
        return front + killers + safe + unsafe

    def _good(self, m: int, ply: int, depth: int) -> None:
        self.history[m] += depth * depth
        if ply > MAX_PLY:
            return
        k = self.killers[ply]
        if k[0] != m:
            k[1] = k[0]
            k[0] = m

    # ------------------------------------------------------------------- table
    def _probe(self, key: int, depth: int, ply: int, alpha: int, beta: int) -> tuple[int | None, int]:
        """(a score that settles the node, or None; the table's best move or -1)."""
        e = self.tt.get(key)
        if e is None:
            return None, -1
        edepth, flag, v, move = e
        mate = v > MATE_BOUND or v < -MATE_BOUND
        if edepth >= depth:
            if mate and self.exact and MATE - abs(v) > depth:
                v = 0  # a result beyond this search's horizon: the cut tree says "not known"
        elif not (mate and (flag == EXACT or (flag == LOWER) == (v > 0))):
            return None, move
        # proven facts (a win within k plies, a loss within k plies) hold at every depth
        if v > MATE_BOUND:
            v -= ply
        elif v < -MATE_BOUND:
            v += ply
        if flag == EXACT or (flag == LOWER and v >= beta) or (flag == UPPER and v <= alpha):
            return v, move
        return None, move

    def _store(self, key: int, depth: int, ply: int, flag: int, v: int, move: int) -> None:
        if v > MATE_BOUND:
            v += ply
        elif v < -MATE_BOUND:
            v -= ply
        tt = self.tt
        e = tt.get(key)
        if e is None:
            if len(tt) >= TT_LIMIT:
                tt.clear()  # only a cache: every result stays correct without it
            tt[key] = (depth, flag, v, move)
        elif e[0] <= depth or v > MATE_BOUND or v < -MATE_BOUND:
            tt[key] = (depth, flag, v, move)

    # ------------------------------------------------------------------ search
    def negamax(self, depth: int, ply: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        if self.nodes >= self._next_check:
            self._tick()
        b = self.b
        turn = b.turn
        to_move = b.to_move
        exact = self.exact
        if to_move >= 0 and (depth > 0 or not exact) and b.can_win(turn * 8 + to_move):
            return MATE - ply - 1  # M7 next move
        if depth <= 0:
            return 0 if exact else self.evaluate(b)
        if exact and depth == 1 and to_move >= 0:
            # every child is a leaf ("not known", 0) unless the move ends the round: it cannot
            # win here (checked above), so only a deadlock it causes (M8, a loss) is terminal
            # quick look first: a step after which the opponent's next tower can step too
            if some_step_lets_the_reply_step(b, turn * 8 + to_move):
                return 0
            lost = -(MATE - ply - 1)
            for m in b.moves():
                w = b.make(m)
                b.unmake()
                if w < 0:
                    return 0
            return lost
        key = b.key
        v, ttmove = self._probe(key, depth, ply, alpha, beta)
        if v is not None:
            return v
        moves = b.moves()
        if len(moves) > 1:
            moves = self.order(moves, ttmove, ply)
        child = depth - 1
        if not exact and len(moves) == 1 and ply < MAX_PLY - 50:
            child = depth  # a forced move (a pass, a lone step) costs no depth
        a0 = alpha
        best = -INF
        bestm = moves[0]
        win = MATE - ply - 1
        first = True
        for m in moves:
            w = b.make(m)
            if w >= 0:
                v = win if w == turn else -win
            elif b.turn == turn:  # S3: the pusher moves again; no sign change
                if exact or first:
                    v = self.negamax(child, ply + 1, alpha, beta)
                else:
                    v = self.negamax(child, ply + 1, alpha, alpha + 1)
                    if alpha < v < beta:
                        v = self.negamax(child, ply + 1, v, beta)
            else:
                if exact or first:
                    v = -self.negamax(child, ply + 1, -beta, -alpha)
                else:
                    v = -self.negamax(child, ply + 1, -alpha - 1, -alpha)
                    if alpha < v < beta:
                        v = -self.negamax(child, ply + 1, -beta, -v)
            b.unmake()
            first = False
            if v > best:
                best = v
                bestm = m
                if v > alpha:
                    alpha = v
                    if v >= beta:
                        self._good(m, ply, depth)
                        break
        flag = UPPER if best <= a0 else LOWER if best >= beta else EXACT
        self._store(key, depth, ply, flag, best, bestm)
        return best

    def value_of(self, m: int, depth: int, ply: int, alpha: int, beta: int) -> int:
        """The score of move m for the side to move (the child searched to ``depth``)."""
        b = self.b
        turn = b.turn
        n = len(b._undo)
        w = b.make(m)
        try:
            if w >= 0:
                win = MATE - ply - 1
                return win if w == turn else -win
            if b.turn == turn:
                return self.negamax(depth, ply + 1, alpha, beta)
            return -self.negamax(depth, ply + 1, -beta, -alpha)
        finally:
            self.unwind(n)



def search_root(s: Searcher, moves: list[int], max_depth: int) -> tuple[int, int, int, dict[int, int]]:
    """Iterative deepening over the root moves, in the order given (the first is tried first).

    Returns (best move, its score, the deepest iteration completed, the last score bound of
    every root move searched). When the budget runs out mid-iteration, the best move among
    those that iteration finished is kept (the previous best is always searched first).
    Stops early once the best move is a proven win, every move is a proven loss, or only
    one move is not a proven loss.
    """
    order = list(moves)
    best_m, best_v, done = order[0], -INF, 0
    scores: dict[int, int] = {}
    base = len(s.b._undo)
    for depth in range(1, max_depth + 1):
        alpha = -INF
        it_m, it_v = -1, -INF
        try:
            for idx, m in enumerate(order):
                if idx == 0:
                    v = s.value_of(m, depth - 1, 0, -INF, INF)
                else:
                    v = s.value_of(m, depth - 1, 0, alpha, alpha + 1)
                    if v > alpha:
                        v = s.value_of(m, depth - 1, 0, alpha, INF)
                scores[m] = v
                if v > it_v:
                    it_m, it_v = m, v
                    alpha = max(alpha, v)
        except SearchAborted:
            s.unwind(base)
            if it_m >= 0:
                best_m, best_v = it_m, it_v
            break
        best_m, best_v, done = it_m, it_v, depth
        rest = sorted((m for m in order if m != best_m), key=lambda m: scores.get(m, -INF), reverse=True)
        order = [best_m] + rest
        if best_v > MATE_BOUND or best_v < -MATE_BOUND:
            break
        alive = [m for m in order if scores.get(m, 0) >= -MATE_BOUND]
        if len(alive) == 1:
            break
    return best_m, best_v, done, scores
