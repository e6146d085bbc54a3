"""The rules core: the only code that generates moves, plays steps, pushes and passes, follows
pass chains, detects deadlock, and says how a round ends and what it gains (M7, M8, P1-P4): every other
module, the searches' heuristics (``engine.ai.heuristics``) included, asks the functions and
:class:`Board` methods here (a test reads every module for a rule worked out anywhere else).

Everything here works on three small arrays, numbered like the towers (``player * 8 + colour``):

* ``sq[i]``: the square of tower ``i``; ``rk[i]``: its rank (B6);
* ``bd[s]``: the tower on square ``s``, or -1 when it is empty.

:class:`~kamisado_widget.engine.position.Position` keeps them as tuples and asks the functions
below; the search (``engine.ai``) keeps them in a mutable :class:`Board` and plays with
:meth:`Board.make` / :meth:`Board.unmake`; :func:`move_or_refusal` answers "why can this tower not go
there" with a :class:`Refusal` (a rule ID and the tower or square in the way), which
``engine.explain`` puts into words. Each rule ID is enforced once, where it is named.

A move is an int: ``kind << 12 | from_square << 6 | to_square`` with kind 0 step, 1 push, 2 pass.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple, Protocol, TypeAlias

from .basics import Layout, Player, Square, square_colours
from .moves import Move, MoveKind

STEP, PUSH, PASS = 0, 1, 2
NO_WINNER = -1
OPEN_LINE = 8  # Board.step_facts: the answering tower has an open line to its goal row (M7 next move)
HOLDS_SHIFT, HOLDS_LIMIT = 4, 8  # Board.step_facts: from this bit on, its steps that hold, counted up to the limit
REACH = (7, 5, 3, 1)  # S1: how far a tower of each rank may move (a normal tower: up to 7)
MAX_PLAY_RANK = 3  # ranks 0-3 play; 4 (Quadruple) exists only at a match end (P2, P4)
FORWARD = (8, -8)  # M1: one rank forward for Black (0) and for Gold (1), as a square offset
GOAL_RANK = (Player.GOLD.home_rank, Player.BLACK.home_rank)  # M7: the opponent's home row (B2) for Black, Gold

Ray: TypeAlias = tuple[int, ...]  # the squares a tower may slide along in one direction
_KINDS = (MoveKind.STEP, MoveKind.PUSH, MoveKind.PASS)
KIND_CODES = {MoveKind.STEP: STEP, MoveKind.PUSH: PUSH, MoveKind.PASS: PASS}
_MOVES: dict[int, Move] = {}


def encode(move: Move) -> int:
    return KIND_CODES[move.kind] << 12 | move.from_square << 6 | move.to_square


def decode(m: int) -> Move:
    """The :class:`Move` for an int move (moves are immutable values, so one object is shared)."""
    move = _MOVES.get(m)
    if move is None:
        move = _MOVES[m] = Move(_KINDS[m >> 12], (m >> 6) & 63, m & 63)
    return move


Rays: TypeAlias = tuple[Ray, ...]
RayTable: TypeAlias = tuple[tuple[tuple[Rays, ...], ...], ...]  # [player][rank][square] -> lines


def _rays() -> tuple[RayTable, RayTable]:
    """RAYS[player][rank][square]: the three forward lines (straight, left, right), cut to
    the rank's reach. GOALS[...]: the lines among them that end on the goal row (M7)."""
    rays: list[tuple[tuple[Rays, ...], ...]] = []
    goals: list[tuple[tuple[Rays, ...], ...]] = []
    for p in (0, 1):
        dr = 1 if p == 0 else -1
        pr: list[tuple[Rays, ...]] = []
        pg: list[tuple[Rays, ...]] = []
        for reach in REACH:  # S1: a line is cut to the rank's reach
            rr: list[Rays] = []
            rg: list[Rays] = []
            for sq in range(64):
                lines: list[Ray] = []
                wins: list[Ray] = []
                for df in (0, -1, 1):  # M1: straight or diagonally forward, never sideways or back
                    f, r = sq & 7, sq >> 3
                    line: list[int] = []
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
COLOURS = {layout: tuple(int(c) for c in square_colours(layout)) for layout in Layout}

_rng = random.Random(20240607)
Z_TOWER = tuple(tuple(_rng.getrandbits(128) for _ in range(64)) for _ in range(16))
Z_RANK = tuple(tuple(_rng.getrandbits(128) for _ in range(5)) for _ in range(16))
Z_SIDE = tuple(tuple(_rng.getrandbits(128) for _ in range(9)) for _ in range(2))  # [turn][to_move + 1]
Z_LAYOUT = {Layout.STANDARD: 0, Layout.MIRRORED: _rng.getrandbits(128)}


class CoreState(NamedTuple):
    """A position as the core keeps it: the three arrays, whose turn it is, the colour that must move (-1: a
    free choice), the extra turn after a push (S3), the round's winner (-1 while it goes on) and the layout."""

    sq: tuple[int, ...]
    rk: tuple[int, ...]
    bd: tuple[int, ...]
    turn: int
    to_move: int
    extra: bool
    winner: int
    layout: Layout


class HasCoreState(Protocol):
    """Anything a :class:`Board` can be made from (a :class:`~kamisado_widget.engine.position.Position`)."""

    @property
    def core_state(self) -> CoreState: ...


class Refusal(NamedTuple):
    """Why a tower may not go somewhere: ``rule`` is the rule ID; ``tower`` the tower in the way
    (or concerned), ``square`` the square that blocks, ``number`` a number the rule speaks of (the
    distance for S1, the towers in a row for S7), ``detail`` which case of the rule it is."""

    rule: str
    tower: int = -1
    square: int = -1
    number: int = 0
    detail: str = ""


# ------------------------------------------------------------------ moves
def steps(bd: Sequence[int], sq: Sequence[int], rk: Sequence[int], i: int) -> list[int]:
    """Every step of tower i along its lines (M1, S1, in RAYS): any number of empty squares, never
    through (M2) or onto (M3) a tower; a diagonal passes between two towers touching corners (M4)."""
    frm = sq[i]
    base = frm << 6
    out = []
    for line in RAYS[i >> 3][rk[i]][frm]:
        for s in line:  # M4: only the line's own squares count, so a diagonal passes between corners
            if bd[s] >= 0:  # M2, M3: the line stops at the first tower
                break
            out.append(base | s)
    return out


def push(bd: Sequence[int], sq: Sequence[int], rk: Sequence[int], i: int) -> int | Refusal:
    """Tower i's push (S2), or -1 when no tower stands in front of it, or why it may not push."""
    r = rk[i]
    p = i >> 3
    d = FORWARD[p]  # S4: a push goes straight forward only
    s = sq[i]
    line: list[int] = []
    n = s + d
    while 0 <= n < 64 and bd[n] >= 0:  # S7: the pushed towers stand in one line with no gap
        line.append(bd[n])
        n += d
    if not line:
        return -1
    if r == 0:
        return Refusal("M3", line[0], s + d, detail="not a Sumo")  # M3: only a Sumo may push
    for j in line:
        if j >> 3 == p:
            return Refusal("S9", j, sq[j])  # S9: only the opponent's towers are pushed
    if len(line) > r:
        return Refusal("S7", line[0], s + d, len(line))  # S7: a Sumo pushes at most its rank in towers
    for j in line:
        if rk[j] >= r:
            return Refusal("S8", j, sq[j])  # S8: every pushed tower ranks strictly lower
    if not 0 <= n < 64:
        return Refusal("S6", line[-1], sq[line[-1]])  # S5, S6: the last tower would leave the board
    return PUSH << 12 | s << 6 | (s + d)


def has_move(bd: Sequence[int], sq: Sequence[int], rk: Sequence[int], i: int) -> bool:
    """Tower i can step (an empty square one step forward, M1-M3) or push (S2, S11)."""
    for s in FIRST[i >> 3][sq[i]]:
        if bd[s] < 0:
            return True
    if rk[i] == 0:
        return False
    m = push(bd, sq, rk, i)
    return isinstance(m, int) and m >= 0


def moves(bd: Sequence[int], sq: Sequence[int], rk: Sequence[int], turn: int, to_move: int) -> list[int]:
    """Every legal move of the side to move; ``to_move`` is the colour that must move, -1 for a free choice."""
    if to_move < 0:  # T1: any tower may move, but only steps (S2: only the tower that must move pushes)
        out: list[int] = []
        for i in range(turn * 8, turn * 8 + 8):
            out += steps(bd, sq, rk, i)
        return out
    i = turn * 8 + to_move  # T2, S3: the tower of the colour the last move finished on
    out = steps(bd, sq, rk, i)
    if rk[i]:
        m = push(bd, sq, rk, i)
        if isinstance(m, int) and m >= 0:
            out.append(m)  # S10: the push is one more choice; S11: when it is the only one, it must be played
    if not out:  # M5: a tower that can move must move; only a blocked one passes
        s = sq[i]
        out.append(PASS << 12 | s << 6 | s)  # M6: a blocked tower passes
    return out


def walk_passes(
    bd: Sequence[int], sq: Sequence[int], rk: Sequence[int], col: Sequence[int], p: int, c: int
) -> tuple[list[int], bool]:
    """Follow the forced passes from player p having to move colour c: the blocked towers in
    order (D2), and whether the chain came back to a tower that already passed (M8)."""
    chain: list[int] = []
    seen = 0
    while True:
        i = p * 8 + c
        if seen >> i & 1:
            return chain, True  # M8: the chain of passes repeats: a deadlock
        if has_move(bd, sq, rk, i):
            return chain, False
        seen |= 1 << i
        chain.append(i)
        c = col[sq[i]]  # M6: the pass finishes on the blocked tower's square (T2)
        p ^= 1


AnswerWalk: TypeAlias = Callable[[Sequence[int], Sequence[int], Sequence[int], Sequence[int], int, int], int]
_NO_LINES: RayTable = tuple(tuple(((),) * 64 for _rank in REACH) for _p in (0, 1))  # GOALS' shape, every set empty


def make_answer_walk(stop: int, counted: int, lines: bool = True) -> AnswerWalk:
    """The walk over a tower's steps (M1-M3, in RAYS), in turn, written once, that finds for each step (a what-if,
    none is made) the opponent's tower that must answer it (T2) and what that tower has then, as a bit: 1 no step,
    so it passes (M6); 2 a step and an open line to its goal row within its reach (M7); 4 a step and no such line
    (the bit ``1 << a`` of :meth:`Board.answer_after`'s ``a``; without ``lines`` the answering tower's lines are
    not looked at and any step is 4). ``walk(bd, sq, rk, col, i, limit)`` returns the bits found for tower i's steps
    and, from bit :data:`HOLDS_SHIFT` on, how many steps had a bit in ``counted``; the walk ends at the first step
    whose bit is in ``stop`` once that count has reached ``limit``.

    Every what-if of the answering tower after each step of a tower is this walk, made once for each question
    (:data:`KINDS_WALKS`, :data:`PROFILE_WALK`, :data:`STEP_WALK`, :data:`COUNT_WALKS`): what it stops at and
    counts is fixed when the walk is made, so a question costs what a walk written out for it would (the searches
    ask at every node). Only :meth:`Board.answer_after` asks about one step."""
    c1, c2, c4 = counted & 1, counted & 2, counted & 4
    s1, s2, s4 = stop & 1, stop & 2, stop & 4
    goal_sets = GOALS if lines else _NO_LINES

    def walk(bd: Sequence[int], sq: Sequence[int], rk: Sequence[int], col: Sequence[int], i: int, limit: int) -> int:
        p = i >> 3
        frm = sq[i]
        opp = (p ^ 1) * 8
        first, goals = FIRST[p ^ 1], goal_sets[p ^ 1]
        kinds = 0
        n = 0
        for line in RAYS[p][rk[i]][frm]:
            for to in line:
                if bd[to] >= 0:  # M2, M3
                    break
                j = opp + col[to]  # T2
                sj = sq[j]
                for s in first[sj]:
                    if s != to and (bd[s] < 0 or s == frm):
                        break
                else:
                    kinds |= 1  # M6: the answering tower passes
                    if c1:
                        n += 1
                    if s1 and n >= limit:
                        return kinds | n << HOLDS_SHIFT
                    continue
                for gl in goals[rk[j]][sj]:
                    for s in gl:
                        if s == to or (bd[s] >= 0 and s != frm):
                            break
                    else:
                        kinds |= 2  # M7: it has an open line
                        if c2:
                            n += 1
                        if s2 and n >= limit:
                            return kinds | n << HOLDS_SHIFT
                        break
                else:
                    kinds |= 4  # a step and no open line
                    if c4:
                        n += 1
                    if s4 and n >= limit:
                        return kinds | n << HOLDS_SHIFT
        return kinds | n << HOLDS_SHIFT

    return walk


KINDS_WALKS = tuple(make_answer_walk(until | 4, 0) for until in range(8))
"""KINDS_WALKS[until & 7]: :meth:`Board.step_answer_kinds` (limit 0): the bits until the first 4 or the first bit in
``until``."""
HOLDS = 0b101
"""The answers after which a step holds: the answering tower passes (bit 1, M6) or has a step and no open line
(bit 4, M7)."""
PROFILE_WALK = make_answer_walk(4, HOLDS)
""":meth:`Board.step_answer_profile` (limit :data:`HOLDS_LIMIT`, read through :data:`PROFILE`): the bits, and the
steps that hold counted, the walk ending at the step that makes :data:`HOLDS_LIMIT` of them with a step and no
open line (so the bits always say whether there is one)."""
STEP_WALK = make_answer_walk(4, 0, lines=False)
""":meth:`Board.some_step_leaves_answer_a_step` (limit 0): to the first step the answering tower can answer with a
step of its own, its lines not looked at."""
COUNT_WALKS = tuple(make_answer_walk(kinds, kinds) for kinds in range(8))
"""COUNT_WALKS[kinds & 7]: :meth:`Board.count_step_answers` (limit its ``limit``)."""
MOST_STEPS = max(sum(map(len, lines)) for by_rank in RAYS for by_square in by_rank for lines in by_square)
PROFILE = tuple(f & 7 | min(f >> HOLDS_SHIFT, HOLDS_LIMIT) << HOLDS_SHIFT for f in range((MOST_STEPS + 1) << HOLDS_SHIFT))
"""PROFILE[walk]: :data:`PROFILE_WALK`'s result with its count capped at :data:`HOLDS_LIMIT` (a tuple looked up, as
the proof-number searches ask it for every child)."""


def tower_rule(to_move: int, extra: bool) -> str:
    """The rule that says which tower moves now: T1 (free choice), S3 (again after a push), T2."""
    return "T1" if to_move < 0 else "S3" if extra else "T2"


# ------------------------------------------------- how a round ends, promotion and points (M7, M8, P)
def on_goal_row(i: int, s: int) -> bool:
    """M7: tower ``i`` standing on square ``s`` is on the opponent's home row, so its owner has won the round."""
    return s >> 3 == GOAL_RANK[i >> 3]


def arrived(sq: Sequence[int]) -> list[int]:
    """M7: the towers (numbered ``player * 8 + colour``) that stand on the opponent's home row."""
    return [i for i in range(16) if sq[i] >> 3 == GOAL_RANK[i >> 3]]


def deadlock_loser(turn: int, extra: bool) -> int:
    """M8: the player who made the last real move (a step or a push) and so loses the deadlock, read from the
    position the deadlock left (``turn`` to move, ``extra`` after a push): after a push the pusher is still to
    move (S3); after a step the opponent is."""
    return turn if extra else turn ^ 1


def deadlock_promotions(
    bd: Sequence[int], sq: Sequence[int], rk: Sequence[int], col: Sequence[int], turn: int, to_move: int, extra: bool
) -> tuple[int, ...]:
    """P3: the colours the deadlock's winner may promote, read from the position the deadlock left. After a step
    it is the one colour the step finished on (the colour to move, T2). After a push it is the colour of the
    square the pushing Sumo moved onto (**Decided**): one of the squares where a Sumo of the pusher stands with an
    opponent's tower straight in front of it (S2); in a position given as text any of them may be that square."""
    if not extra:
        return (to_move,)
    d = FORWARD[turn]
    out: list[int] = []
    for i in range(turn * 8, turn * 8 + 8):
        s = sq[i]
        ahead = s + d
        if rk[i] > 0 and 0 <= ahead < 64 and bd[ahead] >= 0 and bd[ahead] >> 3 != turn and col[s] not in out:
            out.append(col[s])
    return tuple(out)


def can_play(rank: int) -> bool:
    """P4: a tower of this rank can play in a round (0-3); a Quadruple Sumo (4) only exists once the match is over."""
    return 0 <= rank <= MAX_PLAY_RANK


def reach(rank: int) -> int:
    """S1: how many squares a tower of this rank may move at most (a normal tower 7, a Sumo 5, a Double 3, a
    Triple 1)."""
    return REACH[min(rank, MAX_PLAY_RANK)]


def promoted_rank(rank: int) -> int:
    """P1: the rank of the tower that won a round, after its promotion (normal -> Sumo -> Double -> Triple ->
    Quadruple); ``rank`` is its rank before."""
    return rank + 1


def points_for(rank: int) -> int:
    """P2: points for winning a round with a tower of this rank (before promotion): 1, 2, 4, 8."""
    return 1 << rank


def score_of_ranks(ranks: Iterable[int]) -> int:
    """P2: a player's score from the ranks of their towers: a tower of rank r is worth 2^r - 1 points (a Sumo 1,
    a Double 3, a Triple 7, a Quadruple 15)."""
    return sum((1 << r) - 1 for r in ranks)


# ------------------------------------------------------------------ why not
def move_or_refusal(
    bd: Sequence[int], sq: Sequence[int], rk: Sequence[int], turn: int, to_move: int, extra: bool,
    frm: Square, to: Square, kind: int = -1,
) -> int | Refusal:
    """The legal move of the tower on ``frm`` to ``to`` (``frm == to`` asks for a pass; ``kind``
    may insist on a step or a push), or the :class:`Refusal` that says why there is none."""
    i = bd[frm]
    who = tower_rule(to_move, extra)
    if i < 0:
        return Refusal(who, detail="empty")
    if i >> 3 != turn:
        return Refusal(who, i, frm, detail="opponent")
    if to_move >= 0 and i & 7 != to_move:
        return Refusal(who, i, frm, detail="colour")
    own = [m for m in moves(bd, sq, rk, turn, to_move) if (m >> 6) & 63 == frm]
    if frm == to:
        if not own and to_move < 0:
            return Refusal("T1", i, frm, detail="blocked")
        if own and own[0] >> 12 == PASS:
            return own[0]
        if own and all(m >> 12 == PUSH for m in own):
            return Refusal("S11", i, frm)
        return Refusal("M5", i, frm)
    for m in own:
        if m & 63 == to and (kind < 0 or kind == m >> 12):
            return m
    # Not a legal move: name the rule that left it out of moves() above, and what is in the way.
    p = i >> 3
    fwd = 1 if p == 0 else -1
    df = (to & 7) - (frm & 7)
    dr = ((to >> 3) - (frm >> 3)) * fwd
    if dr <= 0:
        return Refusal("M1", detail="sideways" if dr == 0 else "backwards")
    rank = min(rk[i], MAX_PLAY_RANK)
    line = next((ln for ln in RAYS[p][0][frm] if to in ln), None)
    if line is None:
        return Refusal("M1", detail="not a line")
    target = bd[to]
    ahead = to == frm + FORWARD[p]
    if ahead and target >= 0:
        if to_move < 0 and rk[i] > 0:
            return Refusal("S2", i, frm, detail="free choice")
        problem = push(bd, sq, rk, i)
        if isinstance(problem, Refusal):
            return problem
    if kind == PUSH and not ahead:
        return Refusal("S4", i, frm, detail="not straight ahead")
    if kind == PUSH and target < 0:
        return Refusal("S2", detail="nothing to push")
    if dr == 1 and df != 0 and target >= 0 and rk[i] > 0:
        return Refusal("S4", target, to, detail="diagonal")
    if to not in next(ln for ln in RAYS[p][rank][frm] if ln[0] == line[0]):
        return Refusal("S1", i, frm, dr)
    reached = {m & 63 for m in own if m >> 12 == STEP}
    for s in line:  # the first square of the line that the steps did not reach stops them
        if s not in reached or s == to:
            return Refusal("M2" if s != to else "M3", bd[s], s)
    return Refusal("M1")  # pragma: no cover - every case is named above


# ------------------------------------------------------------------ the search board
class Board:
    """A mutable position for searching (make / unmake). ``to_move`` is the colour that must move,
    -1 for a free choice; ``winner`` is -1 while the round goes on; ``key`` is a Zobrist hash."""

    __slots__ = ("_undo", "bd", "col", "extra", "key", "layout", "rk", "sq", "to_move", "turn", "winner")

    sq: list[int]
    rk: Sequence[int]
    bd: list[int]
    turn: int
    to_move: int
    extra: bool
    winner: int
    col: tuple[int, ...]
    layout: Layout
    key: int
    _undo: list[tuple[int, int, int, int, int, bool, int, Sequence[tuple[int, int]]]]

    def __init__(self, pos: HasCoreState) -> None:
        state = pos.core_state
        self._load(list(state.sq), list(state.rk), list(state.bd), state)
        key = Z_LAYOUT[state.layout] ^ Z_SIDE[self.turn][self.to_move + 1]
        for i in range(16):
            key ^= Z_TOWER[i][self.sq[i]] ^ Z_RANK[i][self.rk[i]]
        self.key = key

    @classmethod
    def scratch(
        cls, sq: Sequence[int], rk: Sequence[int], bd: Sequence[int], turn: int, to_move: int, extra: bool, layout: Layout
    ) -> Board:
        """A board to play one move on, from a round in play (no hash key: it is only read back)."""
        b = cls.__new__(cls)
        b.sq, b.rk, b.bd = list(sq), rk, list(bd)
        b.turn, b.to_move, b.extra, b.winner, b.layout = turn, to_move, extra, NO_WINNER, layout
        b.col = COLOURS[layout]
        b._undo = []
        b.key = 0
        return b

    def _load(self, sq: list[int], rk: Sequence[int], bd: list[int], state: CoreState) -> None:
        self.sq, self.rk, self.bd = sq, rk, bd
        self.turn, self.to_move, self.extra, self.winner, self.layout = state[3:]
        self.col = COLOURS[self.layout]
        self._undo = []

    @property
    def core_state(self) -> CoreState:
        """The board now, as the core's state (a Position is made from it by ``Position.from_core``)."""
        return CoreState(tuple(self.sq), tuple(self.rk), tuple(self.bd), self.turn, self.to_move, self.extra,
                         self.winner, self.layout)

    # ------------------------------------------------------------------ queries
    def moves(self) -> list[int]:
        """Every legal move (none once the round is over)."""
        if self.winner >= 0:
            return []
        return moves(self.bd, self.sq, self.rk, self.turn, self.to_move)

    def steps(self, i: int) -> list[int]:
        return steps(self.bd, self.sq, self.rk, i)

    def deadlocked(self) -> bool:
        """M8: the chain of forced passes from here comes back to a tower that already passed."""
        return walk_passes(self.bd, self.sq, self.rk, self.col, self.turn, self.to_move)[1]

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
        """A step of tower i onto the opponent's home row (M7), or -1."""
        bd = self.bd
        frm = self.sq[i]
        for line in GOALS[i >> 3][self.rk[i]][frm]:
            for s in line:
                if bd[s] >= 0:
                    break
            else:
                return frm << 6 | line[-1]
        return -1

    # ------------------------------------------- the facts the searches' heuristics (engine.ai) are built on
    def square_of(self, i: int) -> int:
        """The square of tower i."""
        return self.sq[i]

    def squares(self, p: int) -> list[int]:
        """The squares of player p's towers, in the towers' order (Brown first)."""
        return self.sq[p * 8 : p * 8 + 8]

    def towers_that_can_win(self, p: int) -> list[int]:
        """Player p's towers with an open line to the opponent's home row within their reach (M7)."""
        bd, sq, rk, goals = self.bd, self.sq, self.rk, GOALS[p]
        out = []
        for i in range(p * 8, p * 8 + 8):
            for line in goals[rk[i]][sq[i]]:
                for s in line:
                    if bd[s] >= 0:
                        break
                else:
                    out.append(i)
                    break
        return out

    def tower_on(self, s: int) -> int:
        """The tower on square s, or -1 when it is empty."""
        return self.bd[s]

    def can_step(self, i: int) -> bool:
        """Tower i has an empty square one step forward (M1-M3)."""
        bd = self.bd
        for s in FIRST[i >> 3][self.sq[i]]:
            if bd[s] < 0:
                return True
        return False

    def answer_after(self, i: int, to: int) -> int:
        """After tower i's step to ``to`` (not made: the searches' what-if), what the opponent's tower that must
        answer it (T2) has: 0 no step, so it passes (M6); 1 a step and an open line to its goal row within its reach
        (M7); 2 a step and no such line."""
        frm = self.sq[i]
        j = ((i >> 3) ^ 1) * 8 + self.col[to]
        bd = self.bd
        sj = self.sq[j]
        for s in FIRST[j >> 3][sj]:
            if s != to and (bd[s] < 0 or s == frm):
                break
        else:
            return 0
        for line in GOALS[j >> 3][self.rk[j]][sj]:
            for s in line:
                if s == to or (bd[s] >= 0 and s != frm):
                    break
            else:
                return 1
        return 2

    def step_answer_kinds(self, i: int, until: int = 4) -> int:
        """What the steps of tower i leave the opponent's tower that must answer them (T2), as a set of
        :meth:`answer_after` values (bit ``1 << a`` for each ``a`` found), the steps looked at in turn until the
        first 2 (a step and no open line) or the first value whose bit is in ``until``, in one call (a what-if,
        none is made): :func:`make_answer_walk`."""
        return KINDS_WALKS[until & 7](self.bd, self.sq, self.rk, self.col, i, 0)

    def step_answer_profile(self, i: int) -> int:
        """What all the steps of tower i leave the opponent's tower that must answer them (T2): the set of
        :meth:`step_answer_kinds`, and from bit :data:`HOLDS_SHIFT` on how many steps hold (no step, M6, or a step
        and no open line, M7), up to :data:`HOLDS_LIMIT`, in one call (a what-if, none is made):
        :func:`make_answer_walk`."""
        return PROFILE[PROFILE_WALK(self.bd, self.sq, self.rk, self.col, i, HOLDS_LIMIT)]

    def some_step_leaves_answer_a_step(self, i: int) -> bool:
        """Some step of tower i leaves the opponent's tower that must answer it (T2) a step of its own, so it does
        not pass (M6): :meth:`step_answer_kinds` ``(i, 6) > 1``, without looking at the answer's lines (a what-if,
        none is made): :func:`make_answer_walk`."""
        return STEP_WALK(self.bd, self.sq, self.rk, self.col, i, 0) > 1

    def count_step_answers(self, i: int, kinds: int, limit: int) -> int:
        """How many steps of tower i (counted up to ``limit``) leave the opponent's tower that must answer them
        (T2) an answer whose bit (``1 << a``, ``a`` as :meth:`answer_after` says) is in ``kinds``, in one call:
        :func:`make_answer_walk`."""
        return COUNT_WALKS[kinds & 7](self.bd, self.sq, self.rk, self.col, i, limit) >> HOLDS_SHIFT

    def step_facts(self, ms: Sequence[int]) -> list[tuple[int, int, int, bool, int]]:
        """The steps at the head of ``ms`` (moves legal here, as :meth:`moves` gives them: the steps first, then a
        push or a pass) as what-ifs, each tried and taken back (the board is left as it was), in one call:
        ``(move, winner, key, False, facts)`` for each (``False``: the opponent moves next, T2), with ``winner``
        who wins the round with the step (0 or 1: M7, it reaches the opponent's home row; M8, the answering
        tower's chain of passes repeats, so the mover loses; else -1), ``key`` the child position's hash key (-1
        when the round ends), and ``facts`` what the answering tower (T2) has: :data:`OPEN_LINE` when it has an
        open line to its goal row (M7 next move), else what its own steps leave the tower that must answer them,
        as :meth:`step_answer_profile` says (the kinds and the count of steps that hold; 0 when the round ends). It
        stops at the first push or pass."""
        out: list[tuple[int, int, int, bool, int]] = []
        append = out.append
        bd, sq, rk, col = self.bd, self.sq, self.rk, self.col
        p = self.turn
        q = p ^ 1
        goal, first, goals, opp = GOAL_RANK[p], FIRST[q], GOALS[q], q * 8
        walk, profile = PROFILE_WALK, PROFILE
        base = self.key ^ Z_SIDE[p][self.to_move + 1]
        side = Z_SIDE[q]
        for m in ms:
            if m >> 12 != STEP:
                break
            to = m & 63
            if to >> 3 == goal:
                append((m, p, -1, False, 0))  # M7: a tower on the opponent's home row wins the round
                continue
            frm = (m >> 6) & 63
            i = bd[frm]
            c = col[to]
            j = opp + c  # T2: the opponent moves the tower of the colour the step finishes on
            bd[frm] = -1
            bd[to] = i
            sq[i] = to
            sj = sq[j]
            for f in first[sj]:
                if bd[f] < 0:
                    break
            else:  # the answering tower is blocked (M6)
                if walk_passes(bd, sq, rk, col, q, c)[1]:
                    bd[to] = -1
                    bd[frm] = i
                    sq[i] = frm
                    append((m, q, -1, False, 0))  # M8: the last real mover loses
                    continue
            key = base ^ Z_TOWER[i][frm] ^ Z_TOWER[i][to] ^ side[c + 1]
            for line in goals[rk[j]][sj]:  # M7 next move: an open line for the answering tower
                for s in line:
                    if bd[s] >= 0:
                        break
                else:
                    append((m, NO_WINNER, key, False, OPEN_LINE))
                    break
            else:
                append((m, NO_WINNER, key, False, profile[walk(bd, sq, rk, col, j, HOLDS_LIMIT)]))
            bd[to] = -1
            bd[frm] = i
            sq[i] = frm
        return out

    # --------------------------------------------------------------------- play
    def make(self, m: int) -> int:
        """Play move m (legal here); return the round's winner (0 or 1) or -1 if it goes on."""
        frm = (m >> 6) & 63
        to = m & 63
        bd, sq = self.bd, self.sq
        i = bd[frm]
        p = i >> 3
        key = self.key ^ Z_SIDE[self.turn][self.to_move + 1]
        kind = m >> 12
        if kind == STEP:
            self._undo.append((STEP, i, frm, self.turn, self.to_move, self.extra, self.key, ()))
            bd[frm] = -1
            bd[to] = i
            sq[i] = to
            key ^= Z_TOWER[i][frm] ^ Z_TOWER[i][to]
            self.turn = p ^ 1
            self.to_move = self.col[to]  # T2: the opponent moves the tower of the colour the step ended on
            self.extra = False
            self.key = key ^ Z_SIDE[p ^ 1][self.to_move + 1]
            if to >> 3 == GOAL_RANK[p]:
                self.winner = p  # M7: a tower on the opponent's home row wins the round
                return p
            for f in FIRST[p ^ 1][sq[(p ^ 1) * 8 + self.to_move]]:
                if bd[f] < 0:
                    return NO_WINNER  # the next tower can step: no pass, no deadlock
            if self.deadlocked():
                self.winner = p ^ 1  # M8: the last real mover loses
            return self.winner
        if kind == PASS:
            self._undo.append((PASS, i, frm, self.turn, self.to_move, self.extra, self.key, ()))
            self.turn = p ^ 1
            self.to_move = self.col[frm]  # M6: the pass finishes on the blocked tower's square
            self.extra = False
            self.key = key ^ Z_SIDE[p ^ 1][self.to_move + 1]
            return NO_WINNER
        # S2: move the line back one square, furthest first, then step in
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
        self._undo.append((PUSH, i, frm, self.turn, self.to_move, self.extra, self.key, moved))
        self.to_move = self.col[last + d]  # S3: the pusher moves again, the colour under the furthest pushed tower
        self.turn = p
        self.extra = True
        self.key = key ^ Z_SIDE[p][self.to_move + 1]
        if self.deadlocked():
            self.winner = p ^ 1  # M8
        return self.winner

    def outcome(self, m: int) -> tuple[int, str, int]:
        """After :meth:`make` of ``m`` ended the round: the winner (0 or 1), the rule that ended it and the
        colour of the winner's tower that is promoted (P1)."""
        to = m & 63
        mover = self.bd[to]  # after a step or a push the mover stands on the move's target square
        if self.winner == mover >> 3:
            return self.winner, "M7", mover & 7  # M7: only the mover reaches the opponent's home row
        # M8 / P3: the last real mover loses; the winner's tower of the colour of the square that move
        # finished on is promoted (after a push, the square the pushing Sumo moved onto)
        return self.winner, "M8", self.col[to]

    def pass_chain(self) -> list[int]:
        """The towers that must pass from here, in order (M6, D2); for a deadlock (M8), the repeating chain."""
        return walk_passes(self.bd, self.sq, self.rk, self.col, self.turn, self.to_move)[0]

    def last_pushed(self) -> list[tuple[int, int, int]]:
        """The towers the last move (if a push, S2) moved back, nearest the pusher first: (tower, from, to)."""
        if not self._undo or self._undo[-1][0] != PUSH:
            return []
        d = FORWARD[self._undo[-1][1] >> 3]
        return [(j, s, s + d) for j, s in reversed(self._undo[-1][7])]

    def unmake(self) -> None:
        kind, i, frm, turn, to_move, extra, key, moved = self._undo.pop()
        bd, sq = self.bd, self.sq
        if kind != PASS:
            to = sq[i]
            bd[to] = -1
            if kind == PUSH:
                d = FORWARD[i >> 3]
                for j, s in reversed(moved):
                    bd[s + d] = -1
                    bd[s] = j
                    sq[j] = s
            bd[frm] = i
            sq[i] = frm
        self.turn, self.to_move, self.extra, self.key = turn, to_move, extra, key
        self.winner = NO_WINNER


def perft(b: Board, depth: int) -> int:
    """The number of move sequences of ``depth`` plies from the board (a pass is a ply; a
    finished round has no moves)."""
    if depth <= 0:
        return 1
    if b.winner >= 0:
        return 0
    ms = moves(b.bd, b.sq, b.rk, b.turn, b.to_move)
    if depth == 1:
        return len(ms)
    n = 0
    for m in ms:
        if b.make(m) < 0:  # a move that ends the round leads to no further moves
            n += perft(b, depth - 1)
        b.unmake()
    return n

