"""Tower ids of the widget protocol: ``"black-red"`` is Black's Red tower (B6), and back."""

from __future__ import annotations

from typing import Any, Protocol

from .basics import Colour, Player
from .catalogue import _
from .errors import NotationError
from .pieces import Tower


class Coloured(Protocol):
    """Anything that names a tower by its owner and colour (Tower, PlacedTower, Blocked)."""

    @property
    def player(self) -> Player: ...

    @property
    def colour(self) -> Colour: ...


def tower_id(tower: Coloured) -> str:
    """The protocol's id of a tower: ``"black-red"``."""
    return f"{tower.player.title.lower()}-{tower.colour.name.lower()}"


TOWER_IDS: tuple[str, ...] = tuple(tower_id(Tower(p, c)) for p in Player for c in Colour)


def parse_tower(value: Any) -> Tower:
    """``"black-red"`` → Tower(BLACK, RED); anything else raises a NotationError saying why."""
    if not isinstance(value, str):
        raise NotationError(_("a tower is named like 'black-red', not {kind}").format(kind=type(value).__name__))
    player, _dash, colour = value.partition("-")
    if player.upper() not in Player.__members__ or colour.upper() not in Colour.__members__:
        raise NotationError(
            _("{value} is not a tower: use 'black-' or 'gold-' and a colour, e.g. 'gold-blue'").format(value=repr(value))
        )
    return Tower(Player[player.upper()], Colour[colour.upper()])
