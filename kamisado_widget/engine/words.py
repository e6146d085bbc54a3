"""Reading the few words the engine and the widget accept (sides, directions, layouts).

A word matches one of the documented names exactly, ignoring case over ASCII letters only:
``"BLACK"`` reads as ``"black"``, but ``"blac\\u212a"`` (ending in the Kelvin sign, whose
``lower()`` is ``"k"``) is refused like any other unknown word.
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import TypeVar

from .basics import Layout
from .errors import NotationError
from .excerpt import excerpt

T = TypeVar("T")

_ASCII_LOWER = str.maketrans(string.ascii_uppercase, string.ascii_lowercase)


def ascii_lower(text: str) -> str:
    """``text`` with A-Z lowered and every other character unchanged."""
    return text.translate(_ASCII_LOWER)


def parse_word(value: object, choices: Mapping[str, T], what: str) -> T:
    """The choice ``value`` names (keys of ``choices`` are lower case); NotationError otherwise.

    >>> parse_word("Left", {"left": 1, "right": 2}, "a fill direction")
    1
    """
    if isinstance(value, str):
        key = ascii_lower(value)
        if key in choices:
            return choices[key]
    names = [repr(c) for c in choices]
    listed = ", ".join(names[:-1]) + f" or {names[-1]}" if len(names) > 1 else names[0]
    odd = next((c for c in value[:1000] if ord(c) > 127), None) if isinstance(value, str) else None
    note = f" (it holds U+{ord(odd):04X}, which is not an ASCII letter)" if odd is not None else ""
    raise NotationError(f"{what} is {listed}, not {excerpt(value)}{note}")


def parse_layout(value: object) -> Layout:
    """The layout ``value`` names (B3, B4): a :class:`Layout`, or exactly ``"standard"`` or ``"mirrored"``.
    The one place a layout word is read; anything else raises NotationError citing B4.

    >>> parse_layout("mirrored")
    <Layout.MIRRORED: 'mirrored'>
    """
    if isinstance(value, Layout):
        return value
    if isinstance(value, str):
        for layout in Layout:
            if value == layout.value:
                return layout
    raise NotationError(f"B4: the layout is 'standard' or 'mirrored', not {excerpt(value)}")


def article(word: str) -> str:
    """"a" or "an" before ``word``, by its first letter (all the engine's and the board's words need); the one
    place the article is chosen.

    >>> article("Orange"), article("red")
    ('an', 'a')
    """
    return "an" if word[:1].lower() in "aeiou" else "a"
