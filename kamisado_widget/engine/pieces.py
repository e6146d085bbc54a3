"""The pieces of a position, as values: towers, placed towers, pass-chain links, a round's result.

They sit below :mod:`~kamisado_widget.engine.position` so that the modules which write a position
as text (``notation``), in words (``explain``) or as a picture (``svg``) need not import it: they
read a position through :class:`ReadsPosition`, the part of its API they use.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import NamedTuple, Protocol

from . import core
from .basics import Colour, Layout, Player, Square, square_name
from .catalogue import _
from .core import points_for, score_of_ranks
from .moves import Move, MoveKind
from .names import player_name, tower_name

RANK_NAMES = ("tower", "Sumo", "Double Sumo", "Triple Sumo", "Quadruple Sumo")
"""The ranks' English words as data (a view's ``rank_name``); a sentence takes them from
:func:`~kamisado_widget.engine.names.rank_name` or names the tower with ``names.tower_name``."""
_PLAYERS = tuple(Player)
_COLOURS = tuple(Colour)
__all__ = ["RANK_NAMES", "Blocked", "PlacedTower", "ReadsPosition", "RoundResult", "Tower", "points_for",
           "score_of_ranks"]  # points_for and score_of_ranks are the core's (P2), named here for old imports


class Tower(NamedTuple):
    """A tower is identified by its owner and colour (B6)."""

    player: Player
    colour: Colour

    @property
    def index(self) -> int:  # type: ignore[override]  # a tower's number 0-15, not tuple.index (public name)
        return self.player * 8 + self.colour

    def name(self) -> str:
        """E.g. "Black's Red" / "Rot (Schwarz)" (the rank left unsaid)."""
        return tower_name(self.player, self.colour, None)


class PlacedTower(NamedTuple):
    player: Player
    colour: Colour
    square: Square
    rank: int

    @property
    def tower(self) -> Tower:
        return Tower(self.player, self.colour)

    def describe(self) -> str:
        """E.g. "Gold's Red Sumo" or "Black's Blue tower" (German: "Sumo Rot (Gold)", "Blau (Schwarz)")."""
        return tower_name(self.player, self.colour, self.rank)


class Blocked(NamedTuple):
    """One link of a pass chain (D2): a tower that could not move, and where it stood."""

    player: Player
    colour: Colour
    square: Square

    def describe(self) -> str:
        """E.g. "Black's Red on c4"."""
        # Translators: a blocked tower of a deadlock's chain; {tower} is "Black's Red", {square} "c4".
        return _("{tower} on {square}").format(
            tower=tower_name(self.player, self.colour, None), square=square_name(self.square)
        )


@dataclass(frozen=True)
class RoundResult:
    """How a round ended: ``reason`` is ``"M7"`` (home row reached) or ``"M8"`` (deadlock).

    ``tower`` is the winner's tower that is promoted (P1, P3); ``chain`` lists the blocked
    towers of a deadlock in order (D2).
    """

    winner: Player
    tower: Colour
    reason: str
    chain: tuple[Blocked, ...] = ()

    @property
    def loser(self) -> Player:
        return self.winner.opponent

    def describe(self) -> str:
        """How the round ended, after its rule ID: "M7: Gold's Red reached the opponent's home row; ..."."""
        return f"{self.reason}: {self.sentence()}"

    def sentence(self, *, promotion: bool = True) -> str:
        """How the round ended, a whole sentence without the rule ID; ``promotion=False`` leaves out the
        deadlock's "promoted (P3)" (for learners who have not met promotion yet)."""
        tower = tower_name(self.winner, self.tower, None)
        if self.reason == "M7":
            return _("{tower} reached the opponent's home row; {player} wins the round.").format(
                tower=tower, player=player_name(self.winner)
            )
        chain, loser = chain_words([b.describe() for b in self.chain]), player_name(self.loser)
        if promotion:
            return _(
                "Deadlock — {chain} could not move, and the chain of passes repeats. "
                "{loser} made the last real move and loses the round; {tower} is promoted (P3)."
            ).format(chain=chain, loser=loser, tower=tower)
        return _(
            "Deadlock — {chain} could not move, and the chain of passes repeats. "
            "{loser} made the last real move and loses the round."
        ).format(chain=chain, loser=loser)


def chain_words(links: list[str]) -> str:
    """The links of a pass chain in order: "A, then B, then C" (one message per pair, so a language can
    order and join them its own way)."""
    if not links:
        return ""
    out = links[0]
    for link in links[1:]:
        # Translators: joins the towers of a deadlock's chain in order; {earlier} may itself be a list.
        out = _("{earlier}, then {later}").format(earlier=out, later=link)
    return out


class ReadsPosition(Protocol):
    """What ``notation``, ``explain`` and ``svg`` read of a :class:`~kamisado_widget.engine.Position`."""

    turn: Player
    to_move: Colour | None
    extra_turn: bool
    layout: Layout
    result: RoundResult | None

    def towers(self) -> Iterator[PlacedTower]: ...

    def tower_at(self, sq: Square) -> PlacedTower | None: ...

    def square_of(self, player: Player, colour: Colour) -> Square: ...

    def rank_of(self, player: Player, colour: Colour) -> int: ...

    def colour_of(self, sq: Square) -> Colour: ...

    def move_or_refusal(
        self, from_square: Square, to_square: Square, kind: MoveKind | None = None
    ) -> Move | core.Refusal: ...
