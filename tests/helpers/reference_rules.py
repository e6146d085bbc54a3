"""A slow, plain reference of the movement rules, written from the rules reference (T1, T2, M1-M8,
S1-S11) for the tests only. It shares no code with the engine's core: it reads a Position through
its public queries (towers, turn, to_move, layout) and works on a dict of squares.

The hypothesis tests in test_core.py check the core (through Position) against it.
"""

from __future__ import annotations

from dataclasses import dataclass

from helpers.rules import FILES, colour_name
from kamisado_widget.engine import Player, Position

REACH = {0: 7, 1: 5, 2: 3, 3: 1}  # S1


@dataclass(frozen=True)
class Tower:
    player: Player
    colour: str
    rank: int


@dataclass(frozen=True)
class State:
    """Towers by (file, rank) index pairs, the side to move, the colour that must move (None at
    T1), whether it is an extra turn after a push (S3), and the layout's colour table."""

    board: dict[tuple[int, int], Tower]
    turn: Player
    to_move: str | None
    extra: bool
    layout: object

    def colour_at(self, f: int, r: int) -> str:
        return colour_name(f"{FILES[f]}{r + 1}", self.layout)


def name(f: int, r: int) -> str:
    return f"{FILES[f]}{r + 1}"


def state_of(pos: Position) -> State:
    board = {
        (t.square & 7, t.square >> 3): Tower(t.player, t.colour.name.lower(), t.rank) for t in pos.towers()
    }
    to_move = None if pos.to_move is None else pos.to_move.name.lower()
    return State(board, pos.turn, to_move, pos.extra_turn, pos.layout)


def where(state: State, player: Player, colour: str) -> tuple[int, int]:
    return next(fr for fr, t in state.board.items() if t.player is player and t.colour == colour)


def forward(player: Player) -> int:
    return 1 if player is Player.BLACK else -1


def steps(state: State, at: tuple[int, int]) -> list[str]:
    """M1 straight or diagonally forward; M2 never through a tower; M3 onto an empty square; S1 reach."""
    t = state.board[at]
    f0, r0 = at
    out = []
    for df in (-1, 0, 1):
        for k in range(1, REACH[t.rank] + 1):
            f, r = f0 + df * k, r0 + forward(t.player) * k
            if not (0 <= f < 8 and 0 <= r < 8) or (f, r) in state.board:
                break
            out.append(f"{name(f0, r0)}-{name(f, r)}")
    return out


def push(state: State, at: tuple[int, int]) -> str | None:
    """S2, S4-S9: the Sumo's push straight forward, if it is allowed."""
    t = state.board[at]
    f, r = at
    d = forward(t.player)
    line = []
    rr = r + d
    while 0 <= rr < 8 and (f, rr) in state.board:
        line.append(state.board[(f, rr)])
        rr += d
    if t.rank == 0 or not line:
        return None
    if not 0 <= rr < 8:  # S5, S6
        return None
    if len(line) > t.rank:  # S7
        return None
    if any(x.rank >= t.rank for x in line):  # S8
        return None
    if any(x.player is t.player for x in line):  # S9
        return None
    return f"{name(f, r)}>{name(f, r + d)}"


def tower_moves(state: State, at: tuple[int, int]) -> list[str]:
    out = steps(state, at)
    p = push(state, at)
    return out + [p] if p else out


def moves(state: State) -> set[str]:
    if state.to_move is None:  # T1: any tower, steps only
        return {m for at, t in state.board.items() if t.player is state.turn for m in steps(state, at)}
    at = where(state, state.turn, state.to_move)  # T2, S3
    out = tower_moves(state, at)
    return set(out) if out else {f"{name(*at)}="}  # M6


def passes(state: State) -> tuple[list[str], bool]:
    """M6, M8, D2: the towers that pass in turn from here, and whether the chain repeats."""
    if state.to_move is None:
        return [], False
    chain: list[str] = []
    seen = set()
    player, colour = state.turn, state.to_move
    while (player, colour) not in seen:
        at = where(state, player, colour)
        if tower_moves(state, at):
            return chain, False
        seen.add((player, colour))
        chain.append(f"{player.title}'s {colour.title()} on {name(*at)}")
        player, colour = player.opponent, state.colour_at(*at)
    return chain, True


@dataclass(frozen=True)
class After:
    towers: dict[str, tuple[str, str, int]]  # square -> (player, colour, rank)
    turn: Player
    to_move: str | None
    extra: bool
    result: tuple[str, Player, str, tuple[str, ...]] | None  # (rule, winner, promoted colour, chain)


def play(state: State, move: str) -> After:
    """The position after a legal move, worked out by the rules (T2, M6, M7, M8, S2, S3, P3)."""
    frm = (FILES.index(move[0]), int(move[1]) - 1)
    mover = state.board[frm]
    me = mover.player
    board = dict(state.board)
    if move.endswith("="):  # M6: the pass finishes on the blocked tower's square
        nxt = State(board, me.opponent, state.colour_at(*frm), False, state.layout)
        return After(_towers(board), nxt.turn, nxt.to_move, False, None)
    to = (FILES.index(move[3]), int(move[4]) - 1)
    if move[2] == "-":
        del board[frm]
        board[to] = mover
        if to[1] == me.opponent.home_rank:  # M7
            return After(_towers(board), me.opponent, None, False, ("M7", me, mover.colour, ()))
        nxt = State(board, me.opponent, state.colour_at(*to), False, state.layout)  # T2
    else:  # S2: the line goes back one square, the Sumo steps into the first square
        d = forward(me)
        line = []
        r = to[1]
        while (to[0], r) in state.board:
            line.append((to[0], r))
            r += d
        for f, rr in reversed(line):
            board[(f, rr + d)] = state.board[(f, rr)]
        del board[frm]
        board[to] = mover
        nxt = State(board, me, state.colour_at(to[0], r), True, state.layout)  # S3
    chain, loops = passes(nxt)
    if loops:  # M8: the last real mover loses; P3: the square that move finished on
        ended = ("M8", me.opponent, state.colour_at(*to), tuple(chain))
        return After(_towers(board), nxt.turn, nxt.to_move, nxt.extra, ended)
    return After(_towers(board), nxt.turn, nxt.to_move, nxt.extra, None)


def _towers(board: dict[tuple[int, int], Tower]) -> dict[str, tuple[str, str, int]]:
    return {name(*fr): (t.player.title, t.colour, t.rank) for fr, t in board.items()}


def after_of(pos: Position) -> After:
    """The same summary read from an engine Position."""
    towers = {name(t.square & 7, t.square >> 3): (t.player.title, t.colour.name.lower(), t.rank) for t in pos.towers()}
    res = pos.result
    result = None
    if res is not None:
        result = (res.reason, res.winner, res.tower.name.lower(), tuple(b.describe() for b in res.chain))
    to_move = None if pos.to_move is None else pos.to_move.name.lower()
    return After(towers, pos.turn, to_move, pos.extra_turn, result)
