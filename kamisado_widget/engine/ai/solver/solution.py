"""The solver's answer: :class:`Solution` (WIN / LOSS / UNKNOWN for the side to move, how soon, the line of best
play) and its words."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ...basics import Player
from ...catalogue import ngettext
from ...moves import Move
from ...names import player_name
from ..counting import winner_moves


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
        """The answer in words; "wins in N" counts the winner's own moves (:mod:`..counting`), not plies."""
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
