"""A compact, mutable copy of a round's position for searching (make / unmake).

The search plays hundreds of thousands of moves; :class:`~kamisado_widget.engine.Position`
is an immutable value built for clarity, so the search works on this small mirror instead.
It implements exactly the engine's rules (T1, T2, M1-M8, S1-S11) and the tests check it
against ``Position.legal_moves()`` and ``Position.play()``.

Towers are numbered ``player * 8 + colour``. A move is an int:
``kind << 12 | from_square << 6 | to_square`` with kind 0 step, 1 push, 2 pass.
"""

from __future__ import annotations

import random

from ..basics import Layout, square_colours
from ..moves import Move, MoveKind
from ..position import REACH, Position

STEP, PUSH, PASS = 0, 1, 2
_KINDS = (MoveKind.STEP, MoveKind.PUSH, MoveKind.PASS)
_KIND_OF = {MoveKind.STEP: STEP, MoveKind.PUSH: PUSH, MoveKind.PASS: PASS}
NO_WINNER = -1
GOAL_RANK = (7, 0)  # the opponent's home row for Black (0) and Gold (1), M7
FORWARD = (8, -8)


def encode(move: Move) -> int:
    return _KIND_OF[move.kind] << 12 | move.from_square << 6 | move.to_square


def decode(m: int) -> Move:
    return Move(_KINDS[m >> 12], (m >> 6) & 63, m & 63)


def _rays() -> tuple:
    """RAYS[player][rank][square]: the three forward lines (straight, left, right), cut to
    the rank's reach (S1). GOALS[...]: the lines among them that end on the goal row (M7)."""
    rays, goals = [], []
    for p in (0, 1):
        dr = 1 if p == 0 else -1
        pr, pg = [], []
        for reach in REACH:
            rr, rg = [], []
            for sq in range(64):
                lines, wins = [], []
                for df in (0, -1, 1):
                    f, r, line = sq & 7, sq >> 3, []
                    for _ in range(reach):
                        f += df
                        r += dr
                        if not (0 <= f < 8 and 0 <= r < 8):
                            break
                        line.append(f + 8 * r)
                    if line:
                        lines.append(tuple(line))
                        if line[-1] >> 3 == GOAL_RANK[p]:
                            wins.append(tuple(line))
                rr.append(tuple(lines))
                rg.append(tuple(wins))
            pr.append(tuple(rr))
            pg.append(tuple(rg))
        rays.append(tuple(pr))
        goals.append(tuple(pg))
    return tuple(rays), tuple(goals)


RAYS, GOALS = _rays()
# FIRST[player][square]: the (up to three) squares one step forward; any empty one is a move.
FIRST = tuple(tuple(tuple(line[0] for line in RAYS[p][3][sq]) for sq in range(64)) for p in (0, 1))

_rng = random.Random(20240607)
Z_TOWER = tuple(tuple(_rng.getrandbits(128) for _ in range(64)) for _ in range(16))
Z_RANK = tuple(tuple(_rng.getrandbits(128) for _ in range(5)) for _ in range(16))
Z_SIDE = tuple(tuple(_rng.getrandbits(128) for _ in range(9)) for _ in range(2))  # [turn][to_move + 1]
Z_LAYOUT = {Layout.STANDARD: 0, Layout.MIRRORED: _rng.getrandbits(128)}


class Board:
    """The mutable search position. ``tm`` is the colour that must move, -1 for a free choice."""

    __slots__ = ("sq", "rk", "bd", "turn", "tm", "extra", "winner", "col", "layout", "key", "_undo")

    def __init__(self, pos: Position) -> None:
        self.sq = [t.square for t in pos.towers()]
        self.rk = [t.rank for t in pos.towers()]
        self.bd = [-1] * 64
        for i, s in enumerate(self.sq):
            self.bd[s] = i
        self.turn = int(pos.turn)
        self.tm = -1 if pos.to_move is None else int(pos.to_move)
        self.extra = pos.extra_turn
        self.winner = NO_WINNER if pos.result is None else int(pos.result.winner)
        self.layout = pos.layout
        self.col = tuple(int(c) for c in square_colours(pos.layout))
        key = Z_LAYOUT[pos.layout] ^ Z_SIDE[self.turn][self.tm + 1]
        for i in range(16):
            key ^= Z_TOWER[i][self.sq[i]] ^ Z_RANK[i][self.rk[i]]
        self.key = key
        self._undo: list[tuple] = []

    # ------------------------------------------------------------------ queries
    def can_win(self, i: int) -> bool:
        """Tower i has an open line to the opponent's home row within its reach (M7)."""
        bd = self.bd
        for line in GOALS[i >> 3][self.rk[i]][self.sq[i]]:
            for s in line:
                if bd[s] >= 0:
                    break
            else:
                return True
        return False

    def winning_step(self, i: int) -> int:
        """A move of tower i onto the opponent's home row, or -1."""
        bd = self.bd
        frm = self.sq[i]
        for line in GOALS[i >> 3][self.rk[i]][frm]:
            for s in line:
                if bd[s] >= 0:
                    break
            else:
                return frm << 6 | line[-1]
        return -1

    def push_move(self, i: int) -> int:
        """Tower i's push (S2, S4-S9), or -1."""
        r = self.rk[i]
        if r == 0:
            return -1
        p = i >> 3
        d = FORWARD[p]
        s = self.sq[i]
        bd, rk = self.bd, self.rk
        n = s + d
        count = 0
        while 0 <= n < 64:
            j = bd[n]
            if j < 0:
                break
            if j >> 3 == p or rk[j] >= r:  # S9, S8
                return -1
            count += 1
            if count > r:  # S7
                return -1
            n += d
        else:
            return -1  # S5, S6: the last pushed tower would leave the board
        if count == 0:
            return -1
        return 4096 | s << 6 | (s + d)

    def has_move(self, i: int) -> bool:
        bd = self.bd
        for s in FIRST[i >> 3][self.sq[i]]:
            if bd[s] < 0:
                return True
        return self.rk[i] > 0 and self.push_move(i) >= 0

    def steps(self, i: int) -> list[int]:
        bd = self.bd
        frm = self.sq[i]
        base = frm << 6
        out = []
        for line in RAYS[i >> 3][self.rk[i]][frm]:
            for s in line:
                if bd[s] >= 0:
                    break
                out.append(base | s)
        return out

    def moves(self) -> list[int]:
        """Every legal move, like ``Position.legal_moves()`` (T1, T2, S10, S11, M6)."""
        if self.winner >= 0:
            return []
        if self.tm < 0:
            out: list[int] = []
            for c in range(8):
                out += self.steps(self.turn * 8 + c)
            return out
        i = self.turn * 8 + self.tm
        out = self.steps(i)
        if self.rk[i]:
            push = self.push_move(i)
            if push >= 0:
                out.append(push)
        if not out:
            s = self.sq[i]
            out.append(8192 | s << 6 | s)
        return out

    def deadlocked(self) -> bool:
        """M8: the chain of forced passes from here comes back to a tower that already passed."""
        p, c = self.turn, self.tm
        seen = 0
        sq, col = self.sq, self.col
        while True:
            i = p * 8 + c
            if seen >> i & 1:
                return True
            if self.has_move(i):
                return False
            seen |= 1 << i
            c = col[sq[i]]
            p ^= 1

    # --------------------------------------------------------------------- play
    def make(self, m: int) -> int:
        """Play move m (legal here); return the round's winner (0 or 1) or -1 if it goes on."""
        frm = (m >> 6) & 63
        to = m & 63
        bd, sq = self.bd, self.sq
        i = bd[frm]
        p = i >> 3
        key = self.key ^ Z_SIDE[self.turn][self.tm + 1]
        kind = m >> 12
        if kind == 0:
            self._undo.append((0, i, frm, self.turn, self.tm, self.extra, self.key))
            bd[frm] = -1
            bd[to] = i
            sq[i] = to
            key ^= Z_TOWER[i][frm] ^ Z_TOWER[i][to]
            self.turn = p ^ 1
            self.tm = self.col[to]
            self.extra = False
            self.key = key ^ Z_SIDE[p ^ 1][self.tm + 1]
            if to >> 3 == GOAL_RANK[p]:
                self.winner = p  # M7
                return p
            for f in FIRST[p ^ 1][sq[(p ^ 1) * 8 + self.tm]]:
                if bd[f] < 0:
                    return NO_WINNER  # the next tower can step: no pass, no deadlock
            if self.deadlocked():
                self.winner = p ^ 1  # M8: the last real mover loses
            return self.winner
        if kind == 2:
            self._undo.append((2, i, frm, self.turn, self.tm, self.extra, self.key))
            self.turn = p ^ 1
            self.tm = self.col[frm]
            self.extra = False
            self.key = key ^ Z_SIDE[p ^ 1][self.tm + 1]
            return NO_WINNER
        # push (S2, S3): move the line back one square, furthest first, then step in
        d = FORWARD[p]
        last = to
        while last + d >= 0 and last + d < 64 and bd[last + d] >= 0:
            last += d
        moved = []
        s = last
        while s != frm:
            j = bd[s]
            moved.append((j, s))
            bd[s + d] = j
            sq[j] = s + d
            key ^= Z_TOWER[j][s] ^ Z_TOWER[j][s + d]
            s -= d
        bd[frm] = -1
        bd[to] = i
        sq[i] = to
        key ^= Z_TOWER[i][frm] ^ Z_TOWER[i][to]
        self._undo.append((1, i, frm, self.turn, self.tm, self.extra, self.key, moved))
        self.tm = self.col[last + d]
        self.turn = p
        self.extra = True
        self.key = key ^ Z_SIDE[p][self.tm + 1]
        if self.deadlocked():
            self.winner = p ^ 1  # M8
        return self.winner

    def unmake(self) -> None:
        u = self._undo.pop()
        kind, i, frm = u[0], u[1], u[2]
        bd, sq = self.bd, self.sq
        if kind != 2:
            to = sq[i]
            bd[to] = -1
            if kind == 1:
                d = FORWARD[i >> 3]
                for j, s in reversed(u[7]):
                    bd[s + d] = -1
                    bd[s] = j
                    sq[j] = s
            bd[frm] = i
            sq[i] = frm
        self.turn, self.tm, self.extra, self.key = u[3], u[4], u[5], u[6]
        self.winner = NO_WINNER

    def position(self) -> Position:
        """This board as an engine Position (validated), for tests and hand-over."""
        from ..basics import Colour, Player
        from ..position import PlacedTower

        towers = [PlacedTower(Player(i >> 3), Colour(i & 7), self.sq[i], self.rk[i]) for i in range(16)]
        return Position.from_towers(
            towers, Player(self.turn), None if self.tm < 0 else Colour(self.tm), self.extra, self.layout
        )
