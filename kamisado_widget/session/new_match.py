"""A new match for a board: from a position or match text, a record, or the initial position."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import KamisadoError, Layout, Match


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
    if isinstance(layout, str):
        try:
            layout = Layout(layout)
        except ValueError:
            raise KamisadoError(f"B4: the layout is 'standard' or 'mirrored', not {layout!r}") from None
    return Match(target, layout)
