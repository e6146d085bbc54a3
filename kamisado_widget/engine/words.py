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
from .catalogue import _
from .errors import NotationError
from .excerpt import excerpt

T = TypeVar("T")

_ASCII_LOWER = str.maketrans(string.ascii_uppercase, string.ascii_lowercase)


def ascii_lower(text: str) -> str:
    """``text`` with A-Z lowered and every other character unchanged."""
    return text.translate(_ASCII_LOWER)


def parse_word(value: object, choices: Mapping[str, T], sentence: str | None = None) -> T:
    """The choice ``value`` names (keys of ``choices`` are lower case); NotationError otherwise.

    ``sentence`` is the refusal, a whole sentence already translated, with the placeholders ``{choices}``
    (the words allowed, e.g. "'left' or 'right'") and ``{value}`` (what was given), e.g.
    ``_("The computer's side is {choices}, not {value}.")``; without one, a general sentence is used.
    A word with a character beyond ASCII gets a second sentence naming that character.

    >>> parse_word("Left", {"left": 1, "right": 2}, "A fill direction is {choices}, not {value}.")
    1
    """
    if isinstance(value, str):
        key = ascii_lower(value)
        if key in choices:
            return choices[key]
    if sentence is None or "{value}" not in sentence:  # no whole sentence given: the general one
        sentence = _("The word is {choices}, not {value}.")
    template = sentence
    message = template.format(choices=one_of([repr(c) for c in choices]), value=excerpt(value))
    odd = next((c for c in value[:1000] if ord(c) > 127), None) if isinstance(value, str) else None
    if odd is not None:
        message += " " + _("It holds U+{code}, which is not an ASCII letter.").format(code=f"{ord(odd):04X}")
    raise NotationError(message)


def all_of(names: list[str]) -> str:
    """Things listed together: "A, B and C" (the language's own "and").

    >>> all_of(["c8", "d8"])
    'c8 and d8'
    """
    if len(names) < 2:
        return "".join(names)
    # Translators: the end of a list of things together, "c8 and d8"; {first} may itself be a list.
    return _("{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])


def one_of(names: list[str]) -> str:
    """The choices listed for "one of these": "'a', 'b' or 'c'" (the language's own "or" and order).

    >>> one_of(["'left'", "'right'"])
    "'left' or 'right'"
    """
    if len(names) < 2:
        return "".join(names)
    # Translators: the end of a list of choices, "'left' or 'right'"; {first} may itself be a list.
    return _("{first} or {last}").format(first=", ".join(names[:-1]), last=names[-1])


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
    raise NotationError(_("B4: the layout is 'standard' or 'mirrored', not {value}").format(value=excerpt(value)))
