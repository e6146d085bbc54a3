"""The opening book: every first move of a single round, proven by :func:`.solver.solve`.

The data is ``kamisado_widget/engine/data/opening_book.json``, written by
``scripts/make_opening_book.py`` (never by hand). For each legal first move from the initial
position (standard layout, Black to move; the first move is free, T1) an entry holds:

* ``move``: the move's text; ``position``: the position after it (Position text);
* ``result``: ``"win"`` / ``"loss"`` for the first mover, or ``"unknown"`` when the script's node
  budget ran out (then ``distance`` and ``line`` are None);
* ``distance``: the plies from the initial position to the end of the round with best play
  (the shortest win, the longest defence), passes and the extra moves after a push included;
* ``line``: those plies as move texts, the first move first;
* ``nodes``, ``seconds``: what the proof cost.

>>> from kamisado_widget.engine import Position
>>> entry = book_entry(Position.initial().play_text("d1-d5"))
>>> entry is not None and entry["move"]
'd1-d5'
>>> book_entry(Position.initial()) is None
True
"""

from __future__ import annotations

import functools
import json
import pathlib
from typing import Any

from ..position import Position

DATA = pathlib.Path(__file__).resolve().parents[1] / "data" / "opening_book.json"

Entry = dict[str, Any]


@functools.cache
def opening_book() -> dict[str, Any]:
    """The whole book as loaded from its JSON file (read once, then cached): ``layout``,
    ``initial``, ``node_budget``, ``summary`` and ``entries``. Treat it as read-only."""
    with DATA.open(encoding="utf-8") as f:
        book: dict[str, Any] = json.load(f)
    return book


@functools.cache
def _by_position() -> dict[str, Entry]:
    return {entry["position"]: entry for entry in opening_book()["entries"]}


def book_entry(position: Position) -> Entry | None:
    """The book's entry for ``position`` when it is the single round's initial position after
    exactly one move (matched by its Position text), else None."""
    return _by_position().get(position.text())
