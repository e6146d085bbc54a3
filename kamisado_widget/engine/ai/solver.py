"""The exact solver for the current round: who wins with best play, and how fast.

:func:`solve` answers for the side to move in three steps, all exact:

1. the exact (leaves-unknown) negamax of :mod:`.search` to depth 1, 2, 3, ... plies, within
   ``SHALLOW_NODES`` nodes: a round that ends that soon is settled with its distance at once;
2. :class:`Prover`, a depth-first proof-number search (df-pn) with a table, proves who wins,
   without distances. A round always ends (M8) and no position repeats in it, so a proof or a
   disproof there is exact;
3. :class:`Bounded`, the same search for "the winner wins within k plies" (the winner's
   positions OR nodes, the loser's AND nodes), which also uses step 2's results (a position the
   winner loses is never won within any k; one its proof wins within n plies is won within every
   k >= n). It goes down from the length of step 2's proof, asking "within k - 1" while that is
   proven (cheap; each proof's facts may shorten k by several plies), until it is disproven or k
   is one more than step 1's depth (no result within it): k is the distance once "within k" is
   proven and "within k - 1" disproven. So the distance is the shortest win or the longest loss,
   and the line is read off the facts these proofs left. Its first numbers grow with the plies
   left (deep df-pn, ``DEEP_BIAS``), so it follows the line it is on down rather than switching
   back and forth between sibling defences.

Plies count every move, passes (M6) and the extra move after a push (S3) included. Kamisado
knowledge in the searches: a tower with an open line to the home row wins next move (M7); a
move that lets the opponent's next tower do so loses; a push never reaches the home row (S5);
a defender with a step after which the round goes on (no M8) is not lost within one ply, and
with one after which the answering tower can step but has no open line, not within two. The
moves come with these facts in one list (:func:`.heuristics.expand`, from the core's make); the same facts give
the two proof-number searches their first numbers at a position not searched yet (``INIT``).

When the node or time budget runs out first, the answer is UNKNOWN; ``depth`` then says how
far the round was searched without a result (every position generated counts as a node).

With ``exact_distance=False`` a caller that needs who wins more than how soon gets the proven
result even when step 3 runs out of budget: the distance is then None, ``bound`` the fewest plies
within which step 3 (or else step 2's proof) showed the win, and the line is read off those facts.

:class:`Solving` is the same solve worked in slices (``advance(seconds=..., nodes=...)``), so that a caller on an
event loop (the board's explore mode) answers clicks between them; the budget counts the work in the slices only.
"""

from __future__ import annotations

import enum
import gc
import random
import time
from dataclasses import dataclass

from ..basics import Player
from ..catalogue import _, ngettext
from ..core import HOLDS_SHIFT, PUSH, Board, decode
from ..errors import SearchAborted
from ..excerpt import excerpt
from ..moves import Move
from ..names import player_name
from ..position import Position
from .counting import winner_moves
from .heuristics import NEXT, move_facts, some_step_holds, some_step_lets_the_reply_step
from .search import INF, MATE, MAX_PLY, Searcher, Table

DEFAULT_MAX_NODES = 500_000
SHALLOW_NODES = 12_000  # the exact search's share, before the proof-number searches
PN_INF = 1 << 40
EPSILON = 6  # the 1 + epsilon trick: a child is searched until its number passes the second best by 1/EPSILON (6: 9 % fewer prover nodes than 4 on a sample of the far benchmark)
PROVEN, DISPROVEN = (0, PN_INF), (PN_INF, 0)
KIDS_LIMIT = 400_000  # positions whose moves the prover keeps
BOUNDED_LIMIT = 2_000_000  # entries of the bounded search's table


class Outcome(enum.Enum):
    WIN = "win"
    LOSS = "loss"
    UNKNOWN = "unknown"


WIN, LOSS, UNKNOWN = Outcome.WIN, Outcome.LOSS, Outcome.UNKNOWN


@dataclass(frozen=True)
class Solution:
    """The solver's answer for the side to move (``position.turn``).

    ``distance`` is the number of plies to the end of the round with best play (shortest
    win, longest loss), ``line`` those plies as moves; both are empty/None when UNKNOWN.
    ``depth`` is the deepest search completed (so an UNKNOWN round lasts more than ``depth``
    plies with best play), ``nodes`` and ``seconds`` what it cost.

    ``bound`` is a proven upper bound on the distance: the winner wins within ``bound`` plies
    against every defence. It equals ``distance`` when that is known. Only ``solve(...,
    exact_distance=False)`` gives a proven result (WIN / LOSS) whose distance was not found in
    the budget: then ``distance`` is None, the distance lies between ``depth + 1`` and
    ``bound``, and ``line`` is read off the proofs found: the winner's moves keep the win within
    the plies left, the loser's hold out as long as those proofs allow; it ends the round in
    ``bound`` plies (won by :attr:`winner`), and is not always best play. ``bound`` is None when
    UNKNOWN.
    """

    result: Outcome
    distance: int | None
    line: tuple[Move, ...]
    player: Player
    depth: int
    nodes: int
    seconds: float
    bound: int | None = None

    @property
    def winner(self) -> Player | None:
        if self.result is WIN:
            return self.player
        if self.result is LOSS:
            return self.player.opponent
        return None

    @property
    def proven(self) -> bool:
        return self.result is not UNKNOWN

    def text(self) -> str:
        """The answer in words; "wins in N" counts the winner's own moves (:mod:`.counting`), not plies."""
        if self.result is UNKNOWN:
            return ngettext(
                "not worked out: no result looking {count} move ahead (both sides' moves)",
                "not worked out: no result looking {count} moves ahead (both sides' moves)",
                self.depth,
            ).format(count=self.depth)
        winner = self.winner
        assert winner is not None
        n = winner_moves(self) or 0
        values = {"winner": player_name(winner), "loser": player_name(winner.opponent), "count": n}
        if self.distance is None and self.result is LOSS:
            return ngettext(
                "{loser} loses: {winner} wins (proven; a winning line takes {count} move of its own)",
                "{loser} loses: {winner} wins (proven; a winning line takes {count} moves of its own)",
                n,
            ).format(**values)
        if self.distance is None:
            return ngettext(
                "{winner} wins (proven; a winning line takes {count} move of its own)",
                "{winner} wins (proven; a winning line takes {count} moves of its own)",
                n,
            ).format(**values)
        if self.result is LOSS:
            return ngettext(
                "{loser} loses: {winner} wins in {count} move of its own",
                "{loser} loses: {winner} wins in {count} moves of its own",
                n,
            ).format(**values)
        return ngettext(
            "{winner} wins in {count} move of its own", "{winner} wins in {count} moves of its own", n
        ).format(**values)


def solve(
    position: Position,
    max_nodes: int | None = DEFAULT_MAX_NODES,
    time_limit: float | None = None,
    *,
    tt: Table | None = None,
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


# the phases of a solve (see the module's docstring): 1. the exact search, 2. the prover, 3. the proof's
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
        tt: Table | None = None,
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


_NONE = (0, 0)  # a move that ends the round has no numbers of its own
# The first (proof, disproof) numbers of a child not searched yet, for the side to move at its parent
# (df-pn+ style; they only steer the search, a result is still a 0 the rules or the search found):
# INIT[the same side moves again, S3][what the child's side to move has, heuristics.expand's ``next``].
# A child whose mover has a step that holds two plies (2) is taken as harder to win through for
# the opponent, HOLDS_PN for each such step (or step after which the answering tower must pass, M6),
# counted up to the core's HOLDS_LIMIT (:meth:`Board.step_facts` counts them); one whose mover has no step
# after which the answering tower can step (0: its tower is blocked, M6, or each of its steps blocks
# the answer) as more likely lost. Tuned on the benchmarks' positions: a flat number for (2) gave 34 %
# fewer prover nodes than all (1, 1); counting the steps that hold halves them again (on the far
# benchmark's Sumo rounds, 56 % fewer). The bounded search starts its children from the same numbers
# (its side to move's goal there is akin).
HOLDS_PN, STUCK_DN = 2, 3
INIT = (
    ((1, STUCK_DN), (1, 1), (HOLDS_PN, 1), (1, 1)),  # the opponent moves next ((2): one step that holds)
    ((STUCK_DN, 1), (1, 1), (1, HOLDS_PN), (1, 1)),  # the same side moves again (S3)
)


def _first_numbers(again: bool, facts: int) -> tuple[tuple[int, int], int]:
    """A child's first numbers (``INIT``, or for a mover with steps that hold, HOLDS_PN for each) and its
    ``next``, from the core's facts."""
    nxt = NEXT[facts]
    if nxt != 2:
        return INIT[again][nxt], nxt
    n = HOLDS_PN * (facts >> HOLDS_SHIFT) or 1
    return ((1, n) if again else (n, 1)), nxt


# FIRST_NUMBERS[again][facts]: (first numbers, ``next``) for every value of the core's facts, looked up once per
# child (the prover's and the bounded search's children come from :meth:`Prover.children`)
FIRST_NUMBERS = tuple(tuple(_first_numbers(again, f) for f in range(len(NEXT))) for again in (False, True))
DEFENCE_WEIGHT = 32  # the bounded search's defences: see Bounded._init
# Deep df-pn (Zhang and Iida): the bounded search's first numbers for a child with j plies left are multiplied
# by DEEP_BIAS + j, so a child grows cheaper the deeper it lies. A line being searched then looks cheaper than
# its untouched siblings higher up, and the search goes on down it instead of switching back and forth between
# them (the seesaw effect), which cost most in the disproof that settles the distance. 6: 16 % fewer nodes to
# the exact distance on the far benchmark's 23 slowest positions (from 4 to 12 all gave 13-16 %)
DEEP_BIAS = 6


Kids = list[tuple[int, int, bool, tuple[int, int], int]]
Live = list[tuple[int, int, bool, tuple[int, int]]]


class Prover:
    """Depth-first proof-number search (df-pn, Nagai 2002) of "the side to move wins", on the
    searcher's board, counting its nodes and keeping its budget.

    ``tt[key] = (proof, disproof)`` for the side to move at that position; a proof number of 0
    means it wins with best play, a disproof number of 0 that it loses (a round always ends,
    M8, and no position repeats within it, so the results are exact). ``at_once`` holds the
    positions whose side to move wins with its next move (M7)."""

    def __init__(self, board: Board, searcher: Searcher) -> None:
        self.b = board
        self.tt: dict[int, tuple[int, int]] = {}
        self.s = searcher
        self.kids: dict[int, Kids] = {}
        self.at_once: set[int] = set()

    def prove(self) -> bool:
        self.mid(PN_INF - 1, PN_INF - 1)
        proof, disproof = self.tt[self.b.key]
        assert proof == 0 or disproof == 0
        return proof == 0

    def length(self, memo: dict[int, int]) -> int:
        """After :meth:`prove`: the plies within which the winner here wins by following the
        prover's proof (the winner's shortest proven line, against every defence); more than the
        shortest win or the longest loss, or equal."""
        b = self.b
        key = b.key
        n = memo.get(key)
        if n is not None:
            return n
        if self.s.nodes >= self.s._next_check:
            self.s._tick()  # before counting the node: the count never passes the budget
        self.s.nodes += 1
        if key in self.at_once or (b.to_move >= 0 and b.can_win(b.turn * 8 + b.to_move)):
            memo[key] = 1
            return 1
        kids = self.children()
        if kids is None:
            memo[key] = 1
            return 1
        wins = self.tt[key][0] == 0
        best = PN_INF if wins else 0
        tt = self.tt
        for m, ck, same, _k, _n in kids:
            if ck < 0:
                if not wins:
                    best = max(best, 1)
                continue
            e = tt.get(ck)
            if wins and (e is None or e[0 if same else 1] != 0):
                continue  # not a proven winning move
            b.make(m)
            n = 1 + self.length(memo)
            b.unmake()
            best = min(best, n) if wins else max(best, n)
        memo[key] = best
        return best

    def line(self, lengths: dict[int, int]) -> tuple[Move, ...]:
        """After :meth:`prove` and :meth:`length` (whose memo is ``lengths``): a line to the end of the
        round that keeps the proven result, read off the proof: the winner plays a proven winning
        move, the shortest by the proof's lengths, the loser one that holds out longest by them. It is
        as long as the proof (:meth:`length`)."""
        b = self.b
        s = self.s
        base = len(b._undo)
        s.max_nodes = s.deadline = None  # the proof is done; reading off its line costs little
        s._next_check = 1 << 62
        tt = self.tt
        out: list[int] = []
        try:
            while True:
                turn = b.turn
                kids = self.children()
                chosen = -1
                if kids is None:  # a move wins at once: find it
                    for m in b.moves():
                        w = b.make(m)
                        b.unmake()
                        if w == turn:
                            chosen = m
                            break
                else:
                    wins = tt[b.key][0] == 0
                    best = PN_INF if wins else -1
                    for m, ck, same, _k, _n in kids:
                        if ck < 0:
                            if not wins and best < 0:
                                best, chosen = 0, m  # loses at once (M8): only when nothing holds longer
                            continue
                        if wins:
                            e = tt.get(ck)
                            if e is None or e[0 if same else 1] != 0:
                                continue  # not a proven winning move
                        n = lengths[ck]
                        if (n < best) if wins else (n > best):
                            best, chosen = n, m
                assert chosen >= 0, "the proof guarantees such a move"
                out.append(chosen)
                if b.make(chosen) >= 0:
                    break
        finally:
            s.unwind(base)
        return tuple(decode(m) for m in out)

    def children(self) -> Kids | None:
        """(move, child key, the same side moves again, the child's first numbers, ``INIT``) for every
        move; the key is -1 for a move that loses at once (M8). None when a move wins at once (M7, or
        an M8 the opponent causes)."""
        b = self.b
        key = b.key
        out = self.kids.get(key)
        if out is not None:
            return out
        tt = self.tt
        turn = b.turn
        out = []
        expanded = move_facts(b)  # the moves with their M7 / M8 facts (the core's make says)
        s = self.s
        if s.max_nodes is not None and s.nodes + len(expanded) > s.max_nodes:
            raise SearchAborted
        s.nodes += len(expanded)  # every position looked at counts, as in the exact search
        at_once = self.at_once
        first = FIRST_NUMBERS
        for m, w, ck, again, facts in expanded:
            if w >= 0:
                if w == turn:
                    return None
                out.append((m, -1, False, _NONE, 0))
                continue
            init, nxt = first[again][facts]
            if nxt == 3:
                tt[ck] = PROVEN  # M7: the tower that must move next reaches the home row
                at_once.add(ck)
            out.append((m, ck, again, init, nxt))
        if len(self.kids) >= KIDS_LIMIT:
            self.kids.clear()
        self.kids[key] = out
        return out

    def mid(self, th_proof: int, th_disproof: int) -> None:
        s = self.s
        if s.nodes >= s._next_check:
            s._tick()  # before counting the node: the count never passes the budget
        s.nodes += 1
        b = self.b
        key = b.key
        tt = self.tt
        kids = self.kids.get(key)
        if kids is None:
            kids = self.children()  # finds a win at once too (M7, or an M8 the opponent causes)
            if kids is None:
                tt[key] = (0, PN_INF)
                return
        while True:
            proof = PN_INF
            proof2 = PN_INF
            disproof = 0
            best = -1
            best_dis = 0
            for idx, (_m, ck, same, init, _n) in enumerate(kids):
                if ck < 0:
                    continue  # a move that loses at once: no proof through it, nothing to disprove
                e = tt.get(ck)
                if e is None:
                    wc, lc = init
                elif same:
                    wc, lc = e
                else:
                    lc, wc = e
                if wc < proof:
                    proof2 = proof
                    proof = wc
                    best = idx
                    best_dis = lc
                elif wc < proof2:
                    proof2 = wc
                disproof += lc
            disproof = min(disproof, PN_INF)
            tt[key] = (proof, disproof)
            if proof >= th_proof or disproof >= th_disproof:
                return
            c_win = min(th_proof, proof2 + 1 + proof2 // EPSILON)  # the 1 + epsilon trick (Pawlewicz, Lew)
            c_lose = th_disproof - disproof + best_dis
            m, _ck, same, _k, _n = kids[best]
            b.make(m)
            if same:
                self.mid(c_win, c_lose)
            else:
                self.mid(c_lose, c_win)
            b.unmake()


_rng = random.Random(20261125)
Z_PLIES = tuple(_rng.getrandbits(128) for _i in range(MAX_PLY + 2))


class Bounded:
    """Proof-number search of "``attacker`` wins within k plies" (attacker's positions are OR
    nodes, the defender's AND nodes), ``tt[key ^ Z_PLIES[k]] = (proof, disproof)``.

    It uses what the :class:`Prover` established: a position whose side to move wins with best
    play is never lost by it within any k plies, and the prover's lists of moves."""

    def __init__(self, board: Board, attacker: int, prover: Prover, searcher: Searcher) -> None:
        self.b = board
        self.att = attacker
        self.p = prover
        self.s = searcher
        self.tt: dict[int, tuple[int, int]] = {}
        self.lo: dict[int, int] = {}  # key -> the most plies within which the attacker is shown not to win
        self.hi: dict[int, int] = {}  # key -> the fewest plies within which the attacker is shown to win
        # (key, k) -> its children not settled yet: (move, child's key at k - 1, same side again, first numbers)
        self.live: dict[int, list[tuple[int, int, bool, tuple[int, int]]]] = {}
        self.tight: dict[int, int] = {}  # the same, read off the proofs by :meth:`length`
        self.ub: dict[int, int] = {}  # key -> the lesser of the two: the bound the facts use

    def within(self, k: int) -> bool:
        """Does the attacker win within k plies from the board's position?"""
        b = self.b
        attacking = b.turn == self.att
        i = b.turn * 8 + b.to_move
        if b.to_move >= 0 and b.can_win(i):
            return attacking  # M7 with the next move
        if k == 1 and b.to_move >= 0 and some_step_lets_the_reply_step(b, i):
            return False  # the defender has a step after which the round goes on (no M8)
        if k == 2 and not attacking and b.to_move >= 0 and some_step_holds(b, i):
            return False  # ... and after which the attacker's answering tower cannot win at once (M7)
        known = self.p.tt.get(b.key)
        if known is not None and known[1 if attacking else 0] == 0:
            return False  # the prover found that the defender wins here
        self.mid(k, PN_INF - 1, PN_INF - 1)
        proof, disproof = self.tt[self.b.key ^ Z_PLIES[k]]
        assert proof == 0 or disproof == 0
        return proof == 0

    def mid(self, k: int, th_proof: int, th_disproof: int) -> None:
        s = self.s
        if s.nodes >= s._next_check:
            s._tick()  # before counting the node: the count never passes the budget
        s.nodes += 1
        b = self.b
        key = b.key
        tt = self.tt
        tkey = key ^ Z_PLIES[k]
        if k <= 0:
            tt[tkey] = DISPROVEN
            return
        if len(tt) >= BOUNDED_LIMIT:
            tt.clear()  # only a cache: the search stays exact without it
        attacking = b.turn == self.att
        # the rules' and the prover's facts here were read by the parent's :meth:`_live` (or by
        # :meth:`within` at the root); a search elsewhere may have settled it since
        if k <= self.lo.get(key, 0):
            tt[tkey] = DISPROVEN
            return
        if k >= self.ub.get(key, PN_INF):
            tt[tkey] = PROVEN
            return
        live = self.live.get(tkey)
        if live is None:
            live = self._live(key, tkey, k, attacking)
            if live is None:
                return  # settled by its children's facts
        th_phi, th_delta = (th_proof, th_disproof) if attacking else (th_disproof, th_proof)
        while True:
            # OR node (attacker): proof = min, disproof = sum; AND node: proof = sum, disproof = min.
            # Written once, for "the side to move's" numbers: phi (its goal), delta (the other).
            phi = PN_INF
            phi2 = PN_INF
            delta = 0
            best = -1
            best_delta = 0
            for idx, (_m, ckz, _same, init) in enumerate(live):
                e = tt.get(ckz)
                if e is None:
                    cphi, cdelta = init  # the prover's first numbers: its goal there, the mover's, is akin
                elif attacking:
                    cphi, cdelta = e
                else:
                    cdelta, cphi = e
                if cphi < phi:
                    phi2 = phi
                    phi = cphi
                    best = idx
                    best_delta = cdelta
                elif cphi < phi2:
                    phi2 = cphi
                delta += cdelta
            delta = min(delta, PN_INF)
            entry = (phi, delta) if attacking else (delta, phi)
            if phi == 0 or delta == 0:
                self._settle(key, tkey, k, entry)
                return
            tt[tkey] = entry
            if phi >= th_phi or delta >= th_delta:
                return
            c_phi = min(th_phi, phi2 + 1 + phi2 // EPSILON)
            c_delta = th_delta - delta + best_delta
            b.make(live[best][0])
            if attacking:
                self.mid(k - 1, c_phi, c_delta)
            else:
                self.mid(k - 1, c_delta, c_phi)
            b.unmake()

    def _live(self, key: int, tkey: int, k: int, attacking: bool) -> Live | None:
        """The children at ``k - 1`` plies that the rules or the facts found do not settle, kept for the
        next visit (a child lost for the side to move is left out); None when one the side to move
        wins, or none at all, settles the node (its result is stored). The facts a child is settled by
        without a search are read here at once for every child (the searches' hottest loop)."""
        tt = self.tt
        kids = self.p.children()
        if kids is None:  # a move wins at once for the side to move
            tt[tkey] = PROVEN if attacking else DISPROVEN
            return None
        j = k - 1
        z = Z_PLIES[j]
        tt_get, lo_get, ub_get, known = tt.get, self.lo.get, self.ub.get, self.p.tt.get
        live: Live = []
        init_of = self._init
        for m, ck, same, init, nxt in kids:
            if ck < 0:
                continue  # the move loses at once for its mover
            ckz = ck ^ z
            e = tt_get(ckz)
            if e is None:
                # the facts that settle a child, for its side to move (the attacker when ``attacking == same``)
                if j <= 0:
                    e = DISPROVEN  # no ply left
                elif nxt == 3:
                    e = PROVEN if attacking == same else DISPROVEN  # M7 with the child's next move
                elif attacking == same:
                    if j <= 1 or j <= lo_get(ck, 0) or ((r := known(ck)) is not None and r[1] == 0):
                        e = DISPROVEN  # no M7 at once (S5: no push reaches the row); or the attacker loses
                    elif j >= ub_get(ck, PN_INF):
                        e = PROVEN
                elif (j <= 2 and nxt == 2) or (j == 1 and nxt) or j <= lo_get(ck, 0) or (
                    (r := known(ck)) is not None and r[0] == 0
                ):
                    e = DISPROVEN  # holds two plies; or goes on for one (no M8); or the defender wins
                elif j >= ub_get(ck, PN_INF):
                    e = PROVEN
                if e is None:
                    live.append((m, ckz, same, init_of(ck, j, attacking, init)))
                    continue
            if e[0] == 0 or e[1] == 0:
                if (e[0] == 0) == attacking:  # proven for the attacker at an attacker's node, or disproven at the defender's
                    self._settle(key, tkey, k, PROVEN if attacking else DISPROVEN)
                    return None
                continue
            live.append((m, ckz, same, init))
        if not live:
            self._settle(key, tkey, k, DISPROVEN if attacking else PROVEN)
            return None
        if len(self.live) >= BOUNDED_LIMIT // 4:
            self.live.clear()  # only a cache
        self.live[tkey] = live
        return live

    def _init(self, ck: int, k: int, attacking: bool, init: tuple[int, int]) -> tuple[int, int]:
        """The first numbers of a child at ``k`` plies not searched at that k yet: the prover's
        (``init``), except where the defender moves and the attacker is known to win from the child
        within a few plies more than k: the fewer, the harder that defence is to hold (8 % fewer
        nodes on the far benchmark than the prover's numbers alone); both times ``DEEP_BIAS + k``
        (deep df-pn: the deeper, the cheaper)."""
        first = init[0]
        if not attacking and (ub := self.ub.get(ck, PN_INF)) != PN_INF:
            first = max(1, first * DEFENCE_WEIGHT // (1 + ub - k))
        return first * (DEEP_BIAS + k), init[1] * (DEEP_BIAS + k)

    def _settle(self, key: int, tkey: int, k: int, entry: tuple[int, int]) -> None:
        """Store a proven (or disproven) "within k" and the bound it gives for every k."""
        self.tt[tkey] = entry
        if entry[0] == 0:
            if k < self.hi.get(key, PN_INF):
                self.hi[key] = k
                if k < self.ub.get(key, PN_INF):
                    self.ub[key] = k
        elif k > self.lo.get(key, 0):
            self.lo[key] = k

    def length(self, k: int) -> int:
        """Where the attacker is shown to win within k plies: within how many it wins by the
        facts found (each step of the bound is a proven fact), at most k."""
        b = self.b
        key = b.key
        memo = self.tight
        n = memo.get(key)
        if n is not None:
            return min(n, k)
        if b.to_move >= 0 and b.can_win(b.turn * 8 + b.to_move):
            return 1
        if self.s.nodes >= self.s._next_check:
            self.s._tick()  # before counting the node: the count never passes the budget
        self.s.nodes += 1
        attacking = b.turn == self.att
        kids = self.p.children()
        if kids is None:
            return 1
        best = k if attacking else 1
        for m, ck, same, _k, _n in kids:
            if ck < 0:
                n = 1  # the defender's move loses at once (M8); an attacker's does not count
                if attacking:
                    continue
            elif ck in self.p.at_once and same == attacking:
                n = 2  # the attacker's tower that moves next reaches the home row
            elif (h := min(self.hi.get(ck, PN_INF), memo.get(ck, PN_INF))) <= k - 1:
                b.make(m)
                n = 1 + self.length(h)
                b.unmake()
            elif attacking:
                continue
            else:
                n = k
            best = min(best, n) if attacking else max(best, n)
        best = min(best, k)
        memo[key] = best
        if best < self.ub.get(key, PN_INF):
            self.ub[key] = best
        return best

    def bound_line(self, k: int) -> tuple[Move, ...] | None:
        """Where the attacker is shown to win within k plies (:meth:`length` gave k): a line of k plies
        to the end of the round read off the facts found, without searching: the attacker's moves keep
        the win within the plies left, the defender's hold out as long as those facts allow. None when
        the facts do not give one of exactly k plies (the prover's line is used then)."""
        b = self.b
        base = len(b._undo)
        out: list[int] = []
        p = self.p
        try:
            n = k
            while n > 0:
                turn = b.turn
                attacking = turn == self.att
                kids = p.children()
                chosen, value = -1, -1
                if kids is None:  # a move wins at once: find it
                    if not attacking:
                        return None
                    for m in b.moves():
                        w = b.make(m)
                        b.unmake()
                        if w == turn:
                            chosen, value = m, 1
                            break
                else:
                    for m, ck, same, _k, _n in kids:
                        if ck < 0:
                            v = -1 if attacking else 1  # the mover loses at once (M8)
                        elif ck in p.at_once and same == attacking:
                            v = 2  # the attacker's tower that moves next reaches the home row (M7)
                        elif (h := min(self.hi.get(ck, PN_INF), self.tight.get(ck, PN_INF))) <= n - 1:
                            b.make(m)
                            v = 1 + self.length(h)
                            b.unmake()
                        else:
                            v = -1 if attacking else PN_INF  # no fact: not the attacker's; the defender's unknown
                        if v < 0:
                            continue
                        if chosen < 0 or (v < value if attacking else v > value):
                            chosen, value = m, v
                if chosen < 0 or value != n:
                    return None  # the facts do not give a line of exactly n plies from here
                w = b.make(chosen)
                out.append(chosen)
                n -= 1
                if w >= 0:
                    return tuple(decode(m) for m in out) if n == 0 and w == self.att else None
            return None
        finally:
            self.s.unwind(base)

    def _known_best(self, key: int, k: int, attacking: bool, m: int) -> bool:
        """Move m (not ending the round, leading to ``key``) keeps the attacker's win within k
        - 1 plies (``attacking``) or holds out for k - 1 (else), by the facts found so far."""
        if attacking:
            again = m >> 12 == PUSH  # S3: after a push the attacker moves again
            return (k - 1 >= min(self.hi.get(key, PN_INF), self.tight.get(key, PN_INF))
                    or (again and k >= 2 and key in self.p.at_once))
        return k - 2 <= self.lo.get(key, 0)  # and within k - 1, as every move here: the line is best play

    def line(self, k: int) -> tuple[Move, ...]:
        """Best play from the board's position, where the attacker wins in exactly k plies: the
        attacker's moves keep a win within the plies left, the defender's hold out that long."""
        b = self.b
        s = self.s
        base = len(b._undo)
        s.max_nodes = s.deadline = None  # the proof is done; reading off its line costs little
        s._next_check = 1 << 62
        out: list[int] = []
        try:
            while k > 0:
                attacking = b.turn == self.att
                chosen = -1
                moves = b.moves()
                for m in moves:  # first a move the searches already showed to be best play
                    w = b.make(m)
                    key = b.key
                    b.unmake()
                    if w < 0 and self._known_best(key, k, attacking, m):
                        chosen = m
                        break
                for m in ([] if chosen >= 0 else moves):
                    w = b.make(m)
                    if w >= 0:
                        good = (w == self.att) if attacking else (k == 1 and w == self.att)
                    elif attacking:
                        good = self.within(k - 1)
                    else:
                        good = k >= 2 and self.within(k - 1) and (k == 2 or not self.within(k - 2))
                    b.unmake()
                    if good:
                        chosen = m
                        break
                assert chosen >= 0, "the proof guarantees such a move"
                w = b.make(chosen)
                out.append(chosen)
                k -= 1
                if w >= 0:
                    break
            assert k == 0, "the line ends the round at the proven distance"
        finally:
            s.unwind(base)
        return tuple(decode(m) for m in out)


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
