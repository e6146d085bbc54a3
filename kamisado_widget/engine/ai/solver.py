"""The exact solver for the current round: who wins with best play, and how fast.

:func:`solve` searches depth 1, 2, 3, ... plies with the exact (leaves-unknown) negamax of
:mod:`.search`. The first depth ``d`` at which the root is proven decides it: the side to move
wins in exactly ``d`` plies (the shortest win) or loses in exactly ``d`` (the longest loss),
because the search to ``d - 1`` plies found neither. Plies count every move, passes (M6) and
the extra move after a push (S3) included. When the node or time budget runs out first, the
answer is UNKNOWN.
"""

from __future__ import annotations

import enum
import time
from dataclasses import dataclass

from ..basics import Player
from ..core import Board, decode
from ..errors import SearchAborted
from ..moves import Move
from ..position import Position
from .search import INF, MATE, Searcher, Table

DEFAULT_MAX_NODES = 500_000


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
    """

    result: Outcome
    distance: int | None
    line: tuple[Move, ...]
    player: Player
    depth: int
    nodes: int
    seconds: float

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
        if self.result is UNKNOWN:
            return f"not solved (no result within {self.depth} plies; budget spent)"
        who = "wins" if self.result is WIN else "loses"
        return f"{self.player.title} {who} in {self.distance} pl{'y' if self.distance == 1 else 'ies'}"


def solve(
    position: Position,
    max_nodes: int | None = DEFAULT_MAX_NODES,
    time_limit: float | None = None,
    *,
    tt: Table | None = None,
) -> Solution:
    """Solve the round from ``position`` for its side to move, within the budget.

    A finished round gives WIN or LOSS for ``position.turn`` at distance 0.
    """
    start = time.perf_counter()
    player = position.turn
    if position.result is not None:
        res = WIN if position.result.winner is player else LOSS
        return Solution(res, 0, (), player, 0, 0, 0.0)
    board = Board(position)
    deadline = None if time_limit is None else start + time_limit
    s = Searcher(board, exact=True, tt=tt, max_nodes=max_nodes, deadline=deadline)
    depth = 0
    try:
        while True:
            v = s.negamax(depth + 1, 0, -1, 1)
            depth += 1
            if v >= 1 or v <= -1:
                break
    except SearchAborted:
        s.unwind()
        return Solution(UNKNOWN, None, (), player, depth, s.nodes, time.perf_counter() - start)
    result = WIN if v > 0 else LOSS
    s.max_nodes = s.deadline = None  # the proof is done; reading off its line is cheap
    s._next_check = 1 << 62
    line = principal_line(s, result is WIN, depth)
    return Solution(result, depth, line, player, depth, s.nodes, time.perf_counter() - start)


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
            _, ttmove = s._probe(b.key, k, ply, -INF, INF)
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
