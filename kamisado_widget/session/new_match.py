"""A new match for a board: from a position or match text, a record, or the initial position."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Layout, Match
from ..engine.words import parse_layout


def new_match(
    position: str | None, record: str | None, target: int, layout: str | Layout, past: Sequence[str] = ()
) -> Match:
    """A match from a position or match text (with the ``past`` moves played from it, each checked), from a
    record, or from the initial position."""
    if position is not None and record is not None:
        raise TypeError("give either position= or record=, not both")
    if past:
        if position is None:
            raise TypeError("past= moves are played from a position: give position= too")
        return Match.from_text(position, past)
    if record is not None:
        return Match.from_record(record)
    if position is not None:
        return Match.from_text(position)
    return Match(target, parse_layout(layout))
