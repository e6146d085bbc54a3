"""Board basics: players, colours, squares and the two layouts (rules B1-B4, B6)."""

from __future__ import annotations

import enum
from typing import TypeAlias

from .catalogue import _
from .errors import NotationError
from .excerpt import excerpt


class Player(enum.IntEnum):
    """The two sides. Black's home row is rank 1, Gold's is rank 8 (B2)."""

    BLACK = 0
    GOLD = 1

    def __bool__(self) -> bool:  # a player is never "nothing", even Black (0)
        return True

    @property
    def opponent(self) -> Player:
        return Player(1 - self)

    @property
    def home_rank(self) -> int:
        """Index (0-7) of this player's home row."""
        return 0 if self is Player.BLACK else 7

    @property
    def title(self) -> str:
        """The English word, for ids, notation and files; a sentence names a player with
        :func:`~kamisado_widget.engine.names.player_name`."""
        return "Black" if self is Player.BLACK else "Gold"

    @property
    def letter(self) -> str:
        return "b" if self is Player.BLACK else "g"


class Colour(enum.IntEnum):
    """The eight colours, in the standard order of the towers (B1)."""

    BROWN = 0
    GREEN = 1
    RED = 2
    YELLOW = 3
    PINK = 4
    PURPLE = 5
    BLUE = 6
    ORANGE = 7

    def __bool__(self) -> bool:  # a colour is never "nothing", even Brown (0)
        return True

    @property
    def title(self) -> str:
        """The English word, for ids and data; a sentence names a colour with
        :func:`~kamisado_widget.engine.names.colour_name`."""
        return self.name.capitalize()

    @property
    def letter(self) -> str:
        """One-letter code used by the position text (unique per colour)."""
        return COLOUR_LETTERS[self]

    @property
    def character(self) -> str:
        """The Chinese character for this colour, as on the colour-blind side (B5)."""
        return COLOUR_CHARACTERS[self]


COLOUR_LETTERS = {
    Colour.BROWN: "n",
    Colour.GREEN: "g",
    Colour.RED: "r",
    Colour.YELLOW: "y",
    Colour.PINK: "p",
    Colour.PURPLE: "u",
    Colour.BLUE: "b",
    Colour.ORANGE: "o",
}
LETTER_COLOURS = {letter: colour for colour, letter in COLOUR_LETTERS.items()}

COLOUR_CHARACTERS = {
    Colour.BROWN: "茶",
    Colour.GREEN: "緑",
    Colour.RED: "赤",
    Colour.YELLOW: "黄",
    Colour.PINK: "桃",
    Colour.PURPLE: "紫",
    Colour.BLUE: "青",
    Colour.ORANGE: "橙",
}

# Hex values used by the SVG and the widget for each square colour.
COLOUR_HEX = {
    Colour.BROWN: "#8b5a2b",
    Colour.GREEN: "#2e9e4f",
    Colour.RED: "#d93a3a",
    Colour.YELLOW: "#f2cf1d",
    Colour.PINK: "#f07fb4",
    Colour.PURPLE: "#8a4fbf",
    Colour.BLUE: "#2f6fd6",
    Colour.ORANGE: "#f08a24",
}

Square: TypeAlias = int
"""A square is an int 0-63: file + 8 * rank, a1 = 0, h1 = 7, a8 = 56, h8 = 63 (B2)."""

SQUARES: tuple[Square, ...] = tuple(range(64))
FILE_NAMES = "abcdefgh"
RANK_DIGITS = "12345678"  # the rank names of squares (B2); RANK_NAMES (position.py) names tower ranks
SQUARE_NAMES: tuple[str, ...] = tuple(f + r for r in RANK_DIGITS for f in FILE_NAMES)
_NAME_TO_SQUARE = {name: sq for sq, name in enumerate(SQUARE_NAMES)}


def square(file: int, rank: int) -> Square:
    """The square at file index 0-7 and rank index 0-7."""
    return file + 8 * rank


def square_file(sq: Square) -> int:
    return sq & 7


def square_rank(sq: Square) -> int:
    return sq >> 3


def square_name(sq: Square) -> str:
    return SQUARE_NAMES[sq]


def parse_square(name: str) -> Square:
    """Parse a square name such as ``"d4"``; raises NotationError on anything else."""
    if not isinstance(name, str):
        raise NotationError(_("a square must be a text such as 'd4', not {kind}").format(kind=type(name).__name__))
    sq = _NAME_TO_SQUARE.get(name.strip().lower())
    if sq is None:
        raise NotationError(
            _("{value} is not a square: use a file a-h and a rank 1-8, e.g. 'd4'").format(value=excerpt(name))
        )
    return sq


class Layout(enum.Enum):
    """Standard board (B3) or the mirrored one with files reversed (B4)."""

    STANDARD = "standard"
    MIRRORED = "mirrored"


# B3, rank 1 first, files a-h.
_STANDARD_ROWS = (
    "Brown Green Red Yellow Pink Purple Blue Orange",
    "Purple Brown Yellow Blue Green Pink Orange Red",
    "Blue Yellow Brown Purple Red Orange Pink Green",
    "Yellow Red Green Brown Orange Blue Purple Pink",
    "Pink Purple Blue Orange Brown Green Red Yellow",
    "Green Pink Orange Red Purple Brown Yellow Blue",
    "Red Orange Pink Green Blue Yellow Brown Purple",
    "Orange Blue Purple Pink Yellow Red Green Brown",
)
_STANDARD: tuple[Colour, ...] = tuple(
    Colour[name.upper()] for row in _STANDARD_ROWS for name in row.split()
)
_MIRRORED: tuple[Colour, ...] = tuple(
    _STANDARD[square(7 - square_file(sq), square_rank(sq))] for sq in SQUARES
)
_COLOURS = {Layout.STANDARD: _STANDARD, Layout.MIRRORED: _MIRRORED}


def square_colours(layout: Layout = Layout.STANDARD) -> tuple[Colour, ...]:
    """The colour of each of the 64 squares, indexed by square."""
    return _COLOURS[layout]


def colour_at(sq: Square, layout: Layout = Layout.STANDARD) -> Colour:
    return _COLOURS[layout][sq]


def home_square(player: Player, colour: Colour, layout: Layout = Layout.STANDARD) -> Square:
    """The square of ``colour`` on ``player``'s home row (B7)."""
    rank = player.home_rank
    colours = _COLOURS[layout]
    for file in range(8):
        if colours[square(file, rank)] is colour:
            return square(file, rank)
    raise AssertionError("every home row holds every colour")  # pragma: no cover

