"""The one place towers, colours and players are named: each name a whole phrase from the catalogue.

A sentence that names a tower takes the phrase from here and puts it into its own placeholder; it never
builds a possessive, an article or a rank's word itself. The forms (English / German, after
docs/glossary.md):

=====================================  ===============================  ==============================
call                                   English                          German
=====================================  ===============================  ==============================
``colour_name(Colour.RED)``            Red                              Rot
``player_name(Player.BLACK)``          Black                            Schwarz
``rank_name(1)``                       Sumo                             Sumo
``tower_name(BLACK, RED, 0)``          Black's Red tower                Rot (Schwarz)
``tower_name(GOLD, RED, 1)``           Gold's Red Sumo                  Sumo Rot (Gold)
``tower_name(BLACK, BLUE, 2)``         Black's Blue Double Sumo         Doppel-Sumo Blau (Schwarz)
``tower_name(BLACK, RED, None)``       Black's Red                      Rot (Schwarz)
``tower_name(..., player_label="Ana")``  Ana's Red tower                Rot (Ana)
``tower_of(RED, 0)``                   the Red tower                    Rot
``tower_of(RED, 1, at_start=True)``    The Red Sumo                     Sumo Rot
=====================================  ===============================  ==============================

``tower_name`` fits anywhere in a sentence (it starts with a name). ``tower_of`` names a tower without its
player: inside a sentence as it is, at the start of one with ``at_start=True`` (English needs a capital
"The"; German says the same either way). ``rank=None`` names a tower whose rank does not matter.

Colours and players are looked up with a context (``pgettext("colour", ...)``, ``pgettext("player", ...)``)
so that "Gold" the player, "Orange" the colour and the same words elsewhere can be translated apart.
"""

from __future__ import annotations

from .basics import Colour, Player
from .catalogue import N_, _, pgettext
from .errors import NotationError
from .excerpt import excerpt

__all__ = ["MAX_RANK", "colour_name", "player_name", "rank_name", "tower_name", "tower_of"]

MAX_RANK = 4
"""The highest rank a tower can have (Quadruple Sumo, P1)."""



def colour_name(colour: Colour) -> str:
    """The colour's name, capitalised as a name ("Red" / "Rot"): a square's colour or a tower's."""
    c = _colour(colour)
    if c is Colour.BROWN:
        return pgettext("colour", "Brown")
    if c is Colour.GREEN:
        return pgettext("colour", "Green")
    if c is Colour.RED:
        return pgettext("colour", "Red")
    if c is Colour.YELLOW:
        return pgettext("colour", "Yellow")
    if c is Colour.PINK:
        return pgettext("colour", "Pink")
    if c is Colour.PURPLE:
        return pgettext("colour", "Purple")
    if c is Colour.BLUE:
        return pgettext("colour", "Blue")
    return pgettext("colour", "Orange")


def player_name(player: Player) -> str:
    """The player's name ("Black" / "Schwarz", "Gold" / "Gold")."""
    if _player(player) is Player.BLACK:
        return pgettext("player", "Black")
    return pgettext("player", "Gold")


_RANKS = (N_("tower"), N_("Sumo"), N_("Double Sumo"), N_("Triple Sumo"), N_("Quadruple Sumo"))


def rank_name(rank: int) -> str:
    """The word for a tower of ``rank`` 0-4: "tower", "Sumo", "Double Sumo", "Triple Sumo",
    "Quadruple Sumo" (German: Turm, Sumo, Doppel-Sumo, Dreifach-Sumo, Vierfach-Sumo)."""
    return _(_RANKS[_rank(rank)])


_TOWER_NAMES = (
    # Translators: a tower with its owner; {player} is "Black", "Gold" or a learner's name, {colour} "Red".
    N_("{player}'s {colour} tower"),
    N_("{player}'s {colour} Sumo"),
    N_("{player}'s {colour} Double Sumo"),
    N_("{player}'s {colour} Triple Sumo"),
    N_("{player}'s {colour} Quadruple Sumo"),
)
# Translators: a tower with its owner, its rank left unsaid; {player} is "Black" or "Gold", {colour} "Red".
_TOWER_NO_RANK = N_("{player}'s {colour}")


def tower_name(player: Player, colour: Colour, rank: int | None, *, player_label: str | None = None) -> str:
    """A tower with its owner, as a whole phrase ("Gold's Red Sumo" / "Sumo Rot (Gold)"); ``player_label``
    names the player otherwise (a learner's name); ``rank=None`` leaves the rank unsaid ("Black's Red")."""
    who = player_name(player) if player_label is None else player_label
    template = _TOWER_NO_RANK if rank is None else _TOWER_NAMES[_rank(rank)]
    return _(template).format(player=who, colour=colour_name(colour))


_TOWERS_OF = (
    # Translators: a tower named without its player, inside a sentence; {colour} is "Red".
    N_("the {colour} tower"),
    N_("the {colour} Sumo"),
    N_("the {colour} Double Sumo"),
    N_("the {colour} Triple Sumo"),
    N_("the {colour} Quadruple Sumo"),
)
_TOWERS_OF_AT_START = (
    # Translators: a tower named without its player, at the start of a sentence; {colour} is "Red".
    N_("The {colour} tower"),
    N_("The {colour} Sumo"),
    N_("The {colour} Double Sumo"),
    N_("The {colour} Triple Sumo"),
    N_("The {colour} Quadruple Sumo"),
)


def tower_of(colour: Colour, rank: int, *, at_start: bool = False) -> str:
    """A tower without its player ("the Red Sumo" / "Sumo Rot"); ``at_start`` for the start of a sentence
    ("The Red Sumo")."""
    templates = _TOWERS_OF_AT_START if at_start else _TOWERS_OF
    return _(templates[_rank(rank)]).format(colour=colour_name(colour))


def _colour(value: object) -> Colour:
    if isinstance(value, Colour):
        return value
    raise NotationError(
        _("A colour is one of the Colour values (Colour.RED ...), not {value}.").format(value=excerpt(value))
    )


def _player(value: object) -> Player:
    if isinstance(value, Player):
        return value
    raise NotationError(
        _("A player is Player.BLACK or Player.GOLD, not {value}.").format(value=excerpt(value))
    )


def _rank(value: object) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_RANK:
        return value
    raise NotationError(
        _("A tower's rank is a whole number from 0 to {highest}, not {value}.").format(
            highest=MAX_RANK, value=excerpt(value)
        )
    )
