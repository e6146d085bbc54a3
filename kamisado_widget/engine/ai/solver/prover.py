"""The prover: a depth-first proof-number search (df-pn) of who wins the round, without distances (step 2 of
:func:`.solving.solve`), and the length and line of its proof."""

from __future__ import annotations

from typing import TypeAlias

from ...core import Board, decode
from ...errors import SearchAborted
from ...moves import Move
from ..heuristics import move_facts
from ..search import Searcher
from .proof_numbers import EPSILON, FIRST_NUMBERS, PN_INF, PROVEN

KIDS_LIMIT = 400_000  # positions whose moves the prover keeps
_NONE = (0, 0)  # a move that ends the round has no numbers of its own

Kids: TypeAlias = list[tuple[int, int, bool, tuple[int, int], int]]


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
