"""A solve and its budget: :func:`solve`, and :class:`Solving`, the same solve worked in slices, which run the
three steps in turn (the exact search, :class:`~.prover.Prover`, :class:`~.bounded.Bounded`), and the line of
best play read off the exact search (:func:`principal_line`)."""

from __future__ import annotations

import gc
import time

from ...catalogue import _
from ...core import Board, decode
from ...errors import SearchAborted
from ...excerpt import excerpt
from ...moves import Move
from ...position import Position
from ..search import INF, MATE, Searcher, TranspositionTable
from .bounded import Bounded
from .prover import Prover
from .solution import LOSS, UNKNOWN, WIN, Solution

DEFAULT_MAX_NODES = 500_000
SHALLOW_NODES = 12_000  # the exact search's share, before the proof-number searches


def solve(
    position: Position,
    max_nodes: int | None = DEFAULT_MAX_NODES,
    time_limit: float | None = None,
    *,
    tt: TranspositionTable | None = None,
    exact_distance: bool = True,
) -> Solution:
    """Solve the round from ``position`` for its side to move, within the budget.

    A finished round gives WIN or LOSS for ``position.turn`` at distance 0. With
    ``exact_distance=False`` a proven result whose exact distance is not found within the
    budget is still returned (``distance`` None, see :class:`Solution`); otherwise it is UNKNOWN.
    The work is a :class:`Solving` run to its end at once.
    """
    solution = Solving(position, max_nodes, time_limit, tt=tt, exact_distance=exact_distance).advance()
    assert solution is not None, "a solve without a slice runs to its end"
    return solution


# the phases of a solve (see the package's docstring): 1. the exact search, 2. the prover, 3. the proof's
# length, then the descent of "within k" to the distance
_SHALLOW, _PROVE, _LENGTH, _DESCEND = range(4)


class Solving:
    """A :func:`solve` worked in slices: :meth:`advance` works at most a slice more (``seconds`` and/or
    ``nodes``) and returns the :class:`Solution` once the solve is done (after that, always the same one).

    The budget (``max_nodes``, ``time_limit``) counts the work only: the nodes of every slice, and the seconds
    spent inside them (not the time between slices), so a sliced solve answers as well as one worked at once.
    A slice that ends keeps the searches' tables and takes back the moves left on the board; the next slice
    goes on from the phase it was in: the exact search again at the depth it had not finished (its table
    kept), the proof-number searches again from the root with their tables (a depth-first proof-number
    search can stop and start again anywhere), the proof's length with the lengths already complete. Slicing
    repeats a little work at each restart, so a sliced solve may count a few more nodes than one at once.
    Every slice runs with the garbage collector off, as :func:`solve` does.
    """

    def __init__(
        self,
        position: Position,
        max_nodes: int | None = DEFAULT_MAX_NODES,
        time_limit: float | None = None,
        *,
        tt: TranspositionTable | None = None,
        exact_distance: bool = True,
    ) -> None:
        self.player = position.turn
        self.max_nodes = max_nodes
        self.time_limit = time_limit
        self.exact_distance = exact_distance
        self._solution: Solution | None = None
        self._spent = 0.0  # the seconds of work in the slices so far
        self._began = 0.0  # when the slice now working began
        self._now = 0.0  # the clock when a search stopped
        self._time_end: float | None = None  # when the whole budget's seconds end, in this slice's clock
        if position.result is not None:
            res = WIN if position.result.winner is self.player else LOSS
            self._solution = Solution(res, 0, (), self.player, 0, 0, 0.0, 0)
            return
        self._board = Board(position)
        self._shallow = SHALLOW_NODES if max_nodes is None else min(SHALLOW_NODES, max_nodes)
        self._s = Searcher(self._board, exact=True, tt=tt, max_nodes=self._shallow)
        self._slice_nodes: int | None = None  # the node count at which this slice ends
        self._slice_time: float | None = None  # ... and the time
        # the phases' state
        self._phase = _SHALLOW
        self._depth = 0  # the exact search's depths finished
        self._prover: Prover | None = None
        self._win = False  # the prover's result
        self._memo: dict[int, int] = {}  # the prover's complete lengths
        self._proof_length: int | None = None
        self._bounded: Bounded | None = None
        self._k = 0  # the fewest plies "within k" is proven in so far
        self._low = 0  # the most plies "within low" is disproven in (or the exact search found no end in)
        self._shorter = False  # "within k - 1" is proven, its length not read yet

    @property
    def done(self) -> bool:
        return self._solution is not None

    @property
    def nodes(self) -> int:
        """The nodes worked so far, over every slice."""
        if self._solution is not None:
            return self._solution.nodes
        return self._s.nodes

    def advance(self, seconds: float | None = None, nodes: int | None = None) -> Solution | None:
        """Work at most ``seconds`` and/or ``nodes`` more (neither: to the end); the Solution once the solve is
        done, else None. A slice counts against the budget only what it works; reading the line off a finished
        proof is done past the slice, as :func:`solve` reads it past the budget."""
        if seconds is not None and (isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or not seconds >= 0):
            error = ValueError if isinstance(seconds, (int, float)) and not isinstance(seconds, bool) else TypeError
            raise error(_("seconds is how long a slice may work, a number from 0, or None, not {value}.").format(
                value=excerpt(seconds)))
        if nodes is not None and (isinstance(nodes, bool) or not isinstance(nodes, int) or nodes < 0):
            error = ValueError if isinstance(nodes, int) and not isinstance(nodes, bool) else TypeError
            raise error(_(
                "nodes is how many positions a slice may look at, a whole number from 0, or None, not {value}."
            ).format(value=excerpt(nodes)))
        if self._solution is not None or nodes == 0:
            return self._solution  # a slice of no nodes works nothing (the exact search counts a node before it stops)
        self._began = began = time.perf_counter()
        self._time_end = None if self.time_limit is None else began + self.time_limit - self._spent
        self._slice_time = None if seconds is None else began + seconds
        self._slice_nodes = None if nodes is None else self._s.nodes + nodes
        collect = gc.isenabled()
        gc.disable()  # the tables hold only tuples and ints (no cycles); collecting them costs time mid-search
        try:
            self._solution = self._work()
        finally:
            self._spent += time.perf_counter() - began
            if collect:
                gc.enable()
        return self._solution

    # ------------------------------------------------------------ the slice's work
    def _seconds(self) -> float:
        return self._spent + time.perf_counter() - self._began

    def _aim(self) -> None:
        """Give the searcher the nearer of the slice's ends and the whole budget's (and the exact search's share)."""
        s = self._s
        ends = [n for n in (self.max_nodes, self._slice_nodes) if n is not None]
        if self._phase == _SHALLOW:
            ends.append(self._shallow)
        s.max_nodes = min(ends) if ends else None
        times = [t for t in (self._time_end, self._slice_time) if t is not None]
        s.deadline = min(times) if times else None
        if s.max_nodes is not None:
            s._next_check = min(s._next_check, s.max_nodes)

    def _ended(self) -> bool:
        """After an abort: whether the whole budget ran out (else the slice ended, or the exact search's share)."""
        s = self._s
        self._now = now = time.perf_counter()
        if self._time_end is not None and now >= self._time_end:
            return True
        if self.max_nodes is None:
            return False
        if s.nodes >= self.max_nodes:
            return True
        # the prover stops before an expansion that would pass the node limit: the whole budget's when it is the
        # nearer end (not the slice's, nor the exact search's share), unless the slice's clock stopped the search
        return s.max_nodes == self.max_nodes and not (self._slice_time is not None and now >= self._slice_time)

    def _unknown(self) -> Solution:
        """The answer when the whole budget ran out (just read by :meth:`_ended`)."""
        seconds = self._spent + self._now - self._began
        return Solution(UNKNOWN, None, (), self.player, self._depth, self._s.nodes, seconds)

    def _work(self) -> Solution | None:
        s = self._s
        board, player = self._board, self.player
        if self._phase == _SHALLOW:
            self._aim()
            v = 0
            try:
                # 1. short rounds: the exact search, 1, 2, 3, ... plies deep while it is cheap, settles
                # them with their distance (and the same line as ever)
                while True:
                    v = s.negamax(self._depth + 1, 0, -1, 1)
                    self._depth += 1
                    if v >= 1 or v <= -1:
                        break
            except SearchAborted:
                s.unwind()
                if self._ended():
                    return self._unknown()
                if s.nodes < self._shallow:
                    return None  # the slice ended: the next one searches this depth again, with the table
                v = 0  # the exact search's share is spent
            if v >= 1 or v <= -1:
                s.max_nodes = s.deadline = None  # the proof is done; reading off its line is cheap
                s._next_check = 1 << 62
                n = self._depth
                line = principal_line(s, v > 0, n)
                return Solution(WIN if v > 0 else LOSS, n, line, player, n, s.nodes, self._seconds(), n)
            self._phase = _PROVE
            self._prover = Prover(board, s)
            s._next_check = s.nodes + 1
        p = self._prover
        assert p is not None
        self._aim()
        if self._phase == _PROVE:
            try:
                # 2. who wins: proof-number search, without distances
                self._win = p.prove()
            except SearchAborted:
                s.unwind()
                return self._unknown() if self._ended() else None
            self._phase = _LENGTH
            self._low = self._depth
        win = self._win
        result = WIN if win else LOSS
        memo = self._memo
        try:
            # 3. how far: proof-number search of "the winner wins within k plies", with what is left of the budget
            if self._phase == _LENGTH:
                self._k = self._proof_length = p.length(memo)  # the prover's proof wins within k plies
                q = Bounded(board, board.turn if win else board.turn ^ 1, p, s)
                q.tight.update(memo)  # ... and its bounds are the bounded search's facts
                q.ub.update(memo)
                self._bounded = q
                self._phase = _DESCEND
            bounded = self._bounded
            assert bounded is not None
            q = bounded
            # down from the proof's length: "within k - 1" while it holds (a proof: cheap, and the facts it
            # finds often shorten k by several plies at once), until the one disproof that settles the
            # distance. A disproof costs many times a proof (every move of the winner must be refuted),
            # and the only one needed is "not within distance - 1"; the bound shrinks all along, so a
            # budget that runs out in that last query still leaves a bound close to the distance
            while self._k - 1 > self._low:
                if self._shorter or q.within(self._k - 1):
                    self._shorter = True
                    self._k = q.length(self._k - 1)  # the proof just found may be shorter still
                    self._shorter = False
                else:
                    self._low = self._k - 1
            k = self._k
            line = q.line(k)
        except SearchAborted:
            s.unwind()
            if not self._ended():
                return None  # the slice ended: the next one goes on from here
            if self.exact_distance:
                return self._unknown()
            # the result stays proven: the bound is the shortest "within k" proven, the line read off
            # the facts found (walking them costs a few per cent of finding them, so it is done past the
            # budget if need be, as a line is read)
            s.max_nodes = s.deadline = None
            s._next_check = 1 << 62
            k, low = self._k, self._low
            proof_length = self._proof_length
            if proof_length is None:
                proof_length = p.length(memo)  # the lengths already in ``memo`` are complete
            elif k < proof_length:
                assert self._bounded is not None
                short = self._bounded.bound_line(k)
                if short is not None:
                    return Solution(result, None, short, player, low, s.nodes, self._seconds(), k)
            line = p.line(memo)
            assert len(line) == proof_length
            return Solution(result, None, line, player, low, s.nodes, self._seconds(), proof_length)
        return Solution(result, k, line, player, k, s.nodes, self._seconds(), k)


def principal_line(s: Searcher, win: bool, distance: int) -> tuple[Move, ...]:
    """The moves of best play from the searcher's board, whose side to move wins (``win``) or
    loses in exactly ``distance`` plies: at each ply a move whose value is the node's value."""
    b = s.b
    base = len(b._undo)
    line: list[int] = []
    ply, k = 0, distance
    try:
        while k > 0:
            target = MATE - ply - k if win else -(MATE - ply - k)
            _v, ttmove = s._probe(b.key, k, ply, -INF, INF)
            for m in s.order(b.moves(), ttmove, ply):
                if s.value_of(m, k - 1, ply, target - 1, target) >= target:
                    break
            else:  # pragma: no cover - the proof guarantees such a move
                raise AssertionError("no move keeps the proven value")
            turn = b.turn
            w = b.make(m)
            line.append(m)
            ply += 1
            k -= 1
            if w >= 0:
                break
            if b.turn != turn:
                win = not win
        assert k == 0, "the line ends the round at the proven distance"
    finally:
        s.unwind(base)
    return tuple(decode(m) for m in line)
