"""Edit mode (B6): the editor, a set-up being built by clicks, with undo (see engine.setup).

The board session enters and leaves edit mode (Done is checked by the engine, Cancel changes nothing);
while it lasts, the session holds an :class:`EditSession`, and its steps are this module's.

Every step takes the words a user writes — squares like ``"f3"``, towers like ``"black-blue"``, ranks as
numbers (0-3) or names (``"sumo"``, ``"double sumo"``) — and returns the sentence the board shows. A wrong
argument raises :class:`EditError` naming the argument and the form it takes, and changes nothing::

    >>> from kamisado_widget.engine import Match
    >>> editor = EditSession(Match(3).state)
    >>> editor.pick("black-blue")
    "Picked Black's Blue: click a square to put it there."
    >>> editor.click("f3")
    "Black's Blue now stands on f3."
    >>> editor.set_rank("black-blue", "sumo")
    "Black's Blue is now a Sumo."
    >>> editor.pick("blue")
    Traceback (most recent call last):
    ...
    kamisado_widget.session.edit_mode.EditError: pick(tower): 'blue' is not a tower: name it like 'black-blue' ...
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..engine import RANK_NAMES, Colour, KamisadoError, Layout, Player, parse_square, square_name
from ..engine.catalogue import N_, _, ngettext
from ..engine.excerpt import excerpt
from ..engine.match import MatchState, check_target
from ..engine.names import player_name, tower_name
from ..engine.pieces import Tower
from ..engine.setup import Setup
from ..engine.towers import parse_tower, tower_id
from ..engine.words import parse_layout


class EditError(KamisadoError):
    """An edit step that cannot be made (the message says why)."""


RANK_WORDS = {name.lower(): rank for rank, name in enumerate(RANK_NAMES[:4])} | {"normal": 0, "double": 2, "triple": 3}
"""The names a rank may be given by (case ignored): "tower" or "normal" (0), "sumo" (1), "double sumo" (2),
"triple sumo" (3)."""


def read_tower(value: object, argument: str) -> Tower:
    """The tower named by ``value`` (``"black-blue"`` or a :class:`Tower`), or EditError naming ``argument``."""
    if isinstance(value, Tower):
        return value
    if isinstance(value, str):
        try:
            return parse_tower(value.strip().lower())
        except KamisadoError:
            pass
    raise EditError(
        _("{argument}: {value} is not a tower: name it like 'black-blue' or 'gold-red' (player-colour).").format(
            argument=argument, value=excerpt(value)
        )
    )


def read_square(value: object, argument: str) -> int:
    """The square named by ``value`` (``"f3"``, or its number 0-63 from a1), or EditError naming ``argument``."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 64:
        return value
    if isinstance(value, str):
        try:
            return parse_square(value)
        except KamisadoError:
            pass
    raise EditError(
        _("{argument}: {value} is not a square: name it like 'f3' (a file a-h, a rank 1-8).").format(
            argument=argument, value=excerpt(value)
        )
    )


def read_rank(value: object, argument: str) -> int:
    """The rank named by ``value`` (0-3, or "tower", "sumo", "double sumo", "triple sumo"), or EditError."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 3:
        return value
    if isinstance(value, str) and " ".join(value.lower().split()) in RANK_WORDS:
        return RANK_WORDS[" ".join(value.lower().split())]
    raise EditError(
        _("{argument}: {value} is not a rank (B6): give 0-3 or a name: 'tower', 'sumo', 'double sumo', "
          "'triple sumo'.").format(argument=argument, value=excerpt(value))
    )


_NOW_RANKED = (
    # Translators: the editor gave a tower a rank (B6); {tower} is "Black's Blue".
    N_("{tower} is now a tower."),
    N_("{tower} is now a Sumo."),
    N_("{tower} is now a Double Sumo."),
    N_("{tower} is now a Triple Sumo."),
)


class EditSession:
    """The set-up being edited, the tower picked up, and the undo stack.

    Its steps (:meth:`pick`, :meth:`click`, :meth:`remove`, :meth:`set_rank`, :meth:`set_field`,
    :meth:`clear`, :meth:`undo`) each return the sentence the board shows; :attr:`setup` is the set-up now.
    """

    def __init__(self, state: MatchState) -> None:
        self._stack: list[Setup] = [Setup.from_state(state)]
        self.picked: Tower | None = None

    @property
    def setup(self) -> Setup:
        """The set-up as it stands now (an immutable :class:`~kamisado_widget.engine.setup.Setup`)."""
        return self._stack[-1]

    def _push(self, setup: Setup) -> None:
        if setup != self.setup:
            self._stack.append(setup)

    @property
    def can_undo(self) -> bool:
        """Whether there is an edit to take back."""
        return len(self._stack) > 1

    def undo(self) -> str:
        """Take back the last edit (raises when there is none)."""
        if not self.can_undo:
            raise EditError(_("There is no edit to undo."))
        self._stack.pop()
        self.picked = None
        return _("Took back the last edit.")

    # ------------------------------------------------------------------ steps
    def pick(self, tower: Tower | str) -> str:
        """Pick up ``tower`` (``"black-blue"``) from the palette; the next :meth:`click` puts it on a square."""
        tower = read_tower(tower, "pick(tower)")
        self.picked = tower
        return _("Picked {tower}: click a square to put it there.").format(tower=tower.name())

    def click(self, square: int | str) -> str:
        """A click on ``square`` (``"f3"``): put the picked tower there, or pick up the tower standing there."""
        sq = read_square(square, "click(square)")
        setup = self.setup
        here = setup.tower_at(sq)
        if self.picked is not None:
            tower, self.picked = self.picked, None
            self._push(setup.place(tower, sq))
            if here is not None and here != tower:
                return _("{tower} now stands on {square}; {other} went off the board.").format(
                    tower=tower.name(), square=square_name(sq), other=here.name()
                )
            return _("{tower} now stands on {square}.").format(tower=tower.name(), square=square_name(sq))
        if here is not None:
            return self.pick(here)
        return _("The square {square} is empty: pick a tower from the palette first.").format(square=square_name(sq))

    def remove(self, tower: Tower | str) -> str:
        """Take ``tower`` (``"gold-red"``) off the board."""
        tower = read_tower(tower, "remove(tower)")
        self._push(self.setup.remove(tower))
        if self.picked == tower:
            self.picked = None
        return _("{tower} is off the board.").format(tower=tower.name())

    def set_rank(self, tower: Tower | str, rank: int | str) -> str:
        """Give ``tower`` a rank: 0-3 or ``"tower"``, ``"sumo"``, ``"double sumo"``, ``"triple sumo"`` (B6)."""
        tower, rank = read_tower(tower, "set_rank(tower)"), read_rank(rank, "set_rank(rank)")
        self._push(self.setup.set_rank(tower, rank))
        return _(_NOW_RANKED[rank]).format(tower=tower.name())

    def set_field(self, name: str, value: Any) -> str:
        """Set one of the position's settings: ``turn`` and ``challenger`` ("black" or "gold"), ``to_move`` (a
        tower such as "gold-red", or None for a free choice), ``extra_turn`` (after a push, S3), ``layout``,
        ``target`` and ``round``."""
        setup = self.setup
        if name in ("turn", "challenger"):
            if value not in ("black", "gold"):
                raise EditError(_("{name} is 'black' or 'gold', not {value}.").format(name=name, value=excerpt(value)))
            side = Player[value.upper()]
            new = replace(setup, turn=side) if name == "turn" else replace(setup, challenger=side)
            said = (_("{player} moves now.") if name == "turn" else _("{player} is now the Challenger (R3).")).format(
                player=player_name(side)
            )
        elif name == "to_move":
            tower = None if value is None else parse_tower(value)
            new = replace(setup, to_move=tower)
            if tower is None:
                said = _("The side to move may move any of its towers (free choice, T1).")
            else:
                said = _("The tower to move is now {tower} (T2).").format(tower=tower_name(tower.player, tower.colour,
                                                                                          None))
        elif name == "extra_turn":
            if not isinstance(value, bool):
                raise EditError(_("extra_turn is true or false, not {value}.").format(value=excerpt(value)))
            new = replace(setup, extra_turn=value)
            said = (_("The side to move moves again after a push (S3).") if value
                    else _("The side to move does not move again after a push (S3)."))
        elif name == "layout":
            new = replace(setup, layout=parse_layout(value))
            said = (_("The board now has the mirrored layout (B4).") if new.layout is Layout.MIRRORED
                    else _("The board now has the standard layout (B3)."))
        elif name == "target":
            new = replace(setup, target=check_target(value))
            said = ngettext("The match is now played to {count} point (R1).",
                            "The match is now played to {count} points (R1).", new.target).format(count=new.target)
        elif name == "round":
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise EditError(_("The round is a whole number from 1, not {value}.").format(value=excerpt(value)))
            new = replace(setup, round_number=value)
            said = _("This is now round {number}.").format(number=value)
        else:
            raise EditError(
                _("There is no setting {value}: the settings are turn, to_move, extra_turn, layout, target, round and "
                  "challenger.").format(value=excerpt(name))
            )
        self._push(new)
        return said

    def clear(self) -> str:
        """Take every tower off the board."""
        self._push(Setup.empty(self.setup.layout))
        self.picked = None
        return _("Every tower is off the board: pick towers from the palette and place them.")

    def load(self, state: MatchState) -> str:
        """Replace the set-up by ``state``'s position (an undoable step)."""
        self._push(Setup.from_state(state))
        self.picked = None
        return _("Loaded the position into the editor.")

    # ------------------------------------------------------------------- view
    def view(self) -> dict[str, Any]:
        """The editor panel's part of the board's ``view`` (docs/widget-protocol.md)."""
        s = self.setup
        towers = []
        for i, sq in enumerate(s.squares):
            t = Tower(Player(i // 8), Colour(i % 8))
            towers.append({
                "id": tower_id(t), "player": t.player.title.lower(), "colour": t.colour.name.lower(),
                "square": square_name(sq) if sq is not None else None, "rank": s.ranks[i],
                "label": tower_name(t.player, t.colour, s.ranks[i]),
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
