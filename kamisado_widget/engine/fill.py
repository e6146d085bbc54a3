"""Refilling the home rows between rounds (F1-F5)."""

from __future__ import annotations

import enum

from .basics import Colour, Player, Square, home_square, square, square_file, square_rank
from .catalogue import _
from .errors import NotationError
from .excerpt import excerpt
from .pieces import PlacedTower
from .position import Position
from .words import ascii_lower


class Fill(enum.Enum):
    """The Defender's choice (F1). Per F3, "left" starts on each player's Brown corner of
    their own home row and works towards the Orange corner; "right" is the reverse."""

    LEFT = "left"
    RIGHT = "right"

    @classmethod
    def parse(cls, value: Fill | str) -> Fill:
        if isinstance(value, Fill):
            return value
        if isinstance(value, str) and ascii_lower(value.strip()) in ("left", "right"):
            return cls(ascii_lower(value.strip()))
        raise NotationError(_("a fill direction is 'left' or 'right', not {value}").format(value=excerpt(value)))


def fill_order(pos: Position, player: Player, direction: Fill) -> list[PlacedTower]:
    """The player's towers in the order they are placed (F4): the row nearest their own home
    row first (the home row itself first), and within a row the tower nearest the corner."""
    corner = _corner(pos, player, direction)
    cf = square_file(corner)
    home = player.home_rank
    mine = [t for t in pos.towers() if t.player is player]
    return sorted(mine, key=lambda t: (abs(square_rank(t.square) - home), abs(square_file(t.square) - cf)))


def _corner(pos: Position, player: Player, direction: Fill) -> Square:
    colour = Colour.BROWN if direction is Fill.LEFT else Colour.ORANGE
    return home_square(player, colour, pos.layout)


def home_row_targets(pos: Position, player: Player, direction: Fill) -> list[Square]:
    """The home-row squares in filling order, starting at the chosen corner."""
    cf = square_file(_corner(pos, player, direction))
    step = 1 if cf == 0 else -1
    return [square(cf + step * k, player.home_rank) for k in range(8)]


def fill_trips(pos: Position, direction: Fill, challenger: Player) -> list[tuple[PlacedTower, Square]]:
    """Each tower and the home square it goes to, in the order the towers are placed: the Defender's first
    (F5), each player's in fill order (F4) from the chosen corner (F3). Ranks are kept."""
    trips: list[tuple[PlacedTower, Square]] = []
    for player in (challenger.opponent, challenger):
        trips += zip(fill_order(pos, player, direction), home_row_targets(pos, player, direction))
    return trips


def refill(pos: Position, direction: Fill, challenger: Player) -> Position:
    """The next round's opening position: both home rows filled in ``direction``, ranks kept,
    the Challenger to move with a free choice (R3, T1). The Defender fills first (F5)."""
    placed = [PlacedTower(t.player, t.colour, sq, t.rank) for t, sq in fill_trips(pos, direction, challenger)]
    return Position.from_towers(placed, challenger, None, False, pos.layout)
