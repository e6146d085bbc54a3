"""The widget's edit mode: a set-up being built by clicks, with undo (see engine.setup)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..engine import RANK_NAMES, TARGETS, Colour, KamisadoError, Layout, Player, square_name
from ..engine.match import MatchState
from ..engine.position import Tower
from ..engine.setup import Setup
from ..engine.towers import parse_tower, tower_id


class EditError(KamisadoError):
    """An edit step that cannot be made (the message says why)."""


class EditSession:
    """The set-up being edited, the tower picked up, and the undo stack."""

    def __init__(self, state: MatchState) -> None:
        self._stack: list[Setup] = [Setup.from_state(state)]
        self.picked: Tower | None = None

    @property
    def setup(self) -> Setup:
        return self._stack[-1]

    def _push(self, setup: Setup) -> None:
        if setup != self.setup:
            self._stack.append(setup)

    @property
    def can_undo(self) -> bool:
        return len(self._stack) > 1

    def undo(self) -> str:
        if not self.can_undo:
            raise EditError("there is no edit to undo")
        self._stack.pop()
        self.picked = None
        return "Took back the last edit."

    # ------------------------------------------------------------------ steps
    def pick(self, tower: Tower) -> str:
        self.picked = tower
        return f"Picked {tower.name()}: click a square to put it there."

    def click(self, sq: int) -> str:
        setup = self.setup
        here = setup.tower_at(sq)
        if self.picked is not None:
            tower, self.picked = self.picked, None
            self._push(setup.place(tower, sq))
            bumped = f"; {here.name()} went off the board" if here is not None and here != tower else ""
            return f"{tower.name()} now stands on {square_name(sq)}{bumped}."
        if here is not None:
            return self.pick(here)
        return f"{square_name(sq)} is empty: pick a tower from the palette first."

    def remove(self, tower: Tower) -> str:
        self._push(self.setup.remove(tower))
        if self.picked == tower:
            self.picked = None
        return f"{tower.name()} is off the board."

    def set_rank(self, tower: Tower, rank: Any) -> str:
        self._push(self.setup.set_rank(tower, rank))
        return f"{tower.name()} is now a {RANK_NAMES[rank]}."

    def set_field(self, name: str, value: Any) -> str:
        setup = self.setup
        if name in ("turn", "challenger"):
            if value not in ("black", "gold"):
                raise EditError(f"{name} is 'black' or 'gold', not {value!r}")
            side = Player[value.upper()]
            new = replace(setup, turn=side) if name == "turn" else replace(setup, challenger=side)
        elif name == "to_move":
            new = replace(setup, to_move=None if value is None else parse_tower(value))
        elif name == "extra_turn":
            if not isinstance(value, bool):
                raise EditError(f"extra_turn is true or false, not {value!r}")
            new = replace(setup, extra_turn=value)
        elif name == "layout":
            if value not in ("standard", "mirrored"):
                raise EditError(f"B4: the layout is 'standard' or 'mirrored', not {value!r}")
            new = replace(setup, layout=Layout(value))
        elif name == "target":
            if type(value) is not int or value not in TARGETS:
                raise EditError(f"R1: the target is 1, 3, 7 or 15 points, not {value!r}")
            new = replace(setup, target=value)
        elif name == "round":
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise EditError(f"the round is a whole number from 1, not {value!r}")
            new = replace(setup, round_number=value)
        else:
            raise EditError(f"unknown setting {name!r} (turn, to_move, extra_turn, layout, target, round, challenger)")
        self._push(new)
        return f"Set {name.replace('_', ' ')} to {value if value is not None else 'free choice'}."

    def clear(self) -> str:
        self._push(Setup.empty(self.setup.layout))
        self.picked = None
        return "Every tower is off the board: pick towers from the palette and place them."

    def load(self, state: MatchState) -> str:
        self._push(Setup.from_state(state))
        self.picked = None
        return "Loaded the position into the editor."

    # ------------------------------------------------------------------- view
    def view(self) -> dict[str, Any]:
        s = self.setup
        towers = []
        for i, sq in enumerate(s.squares):
            t = Tower(Player(i // 8), Colour(i % 8))
            towers.append({
                "id": tower_id(t), "player": t.player.title.lower(), "colour": t.colour.name.lower(),
                "square": square_name(sq) if sq is not None else None, "rank": s.ranks[i],
                "label": f"{t.name()} {RANK_NAMES[s.ranks[i]]}",
            })
        return {
            "towers": towers,
            "picked": tower_id(self.picked) if self.picked else None,
            "turn": s.turn.title.lower(),
            "to_move": tower_id(s.to_move) if s.to_move else None,
            "extra_turn": s.extra_turn,
            "layout": s.layout.value,
            "target": s.target,
            "round": s.round_number,
            "challenger": s.challenger.title.lower(),
            "scores": {p.title.lower(): s.score(p) for p in Player},
            "problem": s.problem(),
            "can_undo": self.can_undo,
        }
