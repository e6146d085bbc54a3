"""The bounded search: a proof-number search of "the winner wins within k plies", which finds the distance
and the line of best play (step 3 of :func:`.solving.solve`)."""

from __future__ import annotations

import random
from typing import TypeAlias

from ...core import PUSH, Board, decode
from ...moves import Move
from ..heuristics import some_step_holds, some_step_lets_the_reply_step
from ..search import MAX_PLY, Searcher
from .proof_numbers import DISPROVEN, EPSILON, PN_INF, PROVEN
from .prover import Prover

BOUNDED_LIMIT = 2_000_000  # entries of the bounded search's table
DEFENCE_WEIGHT = 32  # the bounded search's defences: see Bounded._init
# Deep df-pn (Zhang and Iida): the bounded search's first numbers for a child with j plies left are multiplied
# by DEEP_BIAS + j, so a child grows cheaper the deeper it lies. A line being searched then looks cheaper than
# its untouched siblings higher up, and the search goes on down it instead of switching back and forth between
# them (the seesaw effect), which cost most in the disproof that settles the distance. 6: 16 % fewer nodes to
# the exact distance on the far benchmark's 23 slowest positions (from 4 to 12 all gave 13-16 %)
DEEP_BIAS = 6

Live: TypeAlias = list[tuple[int, int, bool, tuple[int, int]]]

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
