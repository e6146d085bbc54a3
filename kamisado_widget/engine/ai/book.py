"""The opening book: every first move of a single round, proven by :func:`.solver.solve`.

The data is ``kamisado_widget/engine/data/opening_book.json`` (the standard layout) and
``opening_book_mirrored.json`` (the mirrored one, when it is there), written by
``scripts/make_opening_book.py`` (never by hand). For each legal first move from the initial
position (Black to move; the first move is free, T1) an entry holds:

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

:func:`book_solution` answers for every position on the book's lines (the initial position, each
first move, and each position along a principal line), as :func:`.solver.solve` would:

>>> book_solution(Position.initial()).text()
'Black wins in 9 moves of its own'
"""

from __future__ import annotations

import functools
import json
import pathlib
from typing import Any

from ..basics import Layout, Player
from ..moves import Move
from ..position import Position
from .solver import LOSS, WIN, Solution, solve

DATA = pathlib.Path(__file__).resolve().parents[1] / "data" / "opening_book.json"
FILES = {Layout.STANDARD: DATA, Layout.MIRRORED: DATA.with_name("opening_book_mirrored.json")}
"""The book's file for each layout (a layout whose file is missing has no book)."""

Entry = dict[str, Any]


@functools.cache
def _load(layout: Layout) -> dict[str, Any] | None:
    path = FILES[layout]
    if not path.is_file():
        return None
    with path.open(encoding="utf-8") as f:
        book: dict[str, Any] = json.load(f)
    return book


def opening_book(layout: Layout | str = Layout.STANDARD) -> dict[str, Any]:
    """The whole book of ``layout`` as loaded from its JSON file (read once, then cached): ``layout``,
    ``initial``, ``node_budget``, ``summary`` and ``entries``. Treat it as read-only. Raises
    ``LookupError`` for a layout without a book."""
    book = _load(Layout(layout))
    if book is None:
        raise LookupError(f"there is no opening book for the {Layout(layout).value} layout")
    return book


def layouts() -> list[Layout]:
    """The layouts that have an opening book."""
    return [layout for layout in FILES if _load(layout) is not None]


@functools.cache
def _by_position() -> dict[str, Entry]:
    return {entry["position"]: entry for layout in layouts() for entry in opening_book(layout)["entries"]}


def book_entry(position: Position) -> Entry | None:
    """The book's entry for ``position`` when it is a single round's initial position (of a layout
    with a book) after exactly one move (matched by its Position text), else None."""
    return _by_position().get(position.text())


@functools.cache
def _solutions() -> dict[str, Solution]:
    """Every position on a principal line, with the rest of that line as best play from it.

    A principal line is best play from every position along it (the winner keeps the shortest
    win, the loser holds out longest), so each position's distance is the plies left on it. The
    initial position takes the first mover's best first move: the shortest win, or if every move
    loses, the longest defence."""
    out: dict[str, Solution] = {}
    for layout in layouts():
        out.update(_solutions_of(opening_book(layout)))
    return out


def _solutions_of(book: dict[str, Any]) -> dict[str, Solution]:
    start = Position.from_text(book["initial"])
    first = Player.BLACK if book["summary"]["first_mover"] == "black" else Player.GOLD
    out: dict[str, Solution] = {}
    proven = [e for e in book["entries"] if e["result"] in ("win", "loss")]
    for entry in proven:
        moves = [Move.from_text(t) for t in entry["line"]]
        first_wins = entry["result"] == "win"
        position = start
        for i in range(1, len(moves)):
            position = position._play_unchecked(moves[i - 1])
            wins = first_wins == (position.turn is first)
            left = entry["distance"] - i
            out[position.text()] = Solution(
                WIN if wins else LOSS, left, tuple(moves[i:]), position.turn, left, 0, 0.0, left
            )
    wins = [e for e in proven if e["result"] == "win"]
    if len(proven) == len(book["entries"]) and proven:  # the initial position is settled only by every move
        best = min(wins, key=lambda e: e["distance"]) if wins else max(proven, key=lambda e: e["distance"])
        line = tuple(Move.from_text(t) for t in best["line"])
        d = best["distance"]
        out[start.text()] = Solution(WIN if wins else LOSS, d, line, first, d, 0, 0.0, d)
    return out


def book_solution(position: Position) -> Solution | None:
    """The proven answer for ``position``'s side to move when the book covers it (the initial
    position, after any first move, or on a principal line), else None. Its ``nodes`` and
    ``seconds`` are 0: nothing is searched."""
    return _solutions().get(position.text())


def answer(position: Position, **budget: Any) -> tuple[Solution, str]:
    """The book's answer where it covers ``position`` (with ``"book"``), else :func:`.solver.solve`'s within
    ``budget`` (its keyword arguments; with ``"solver"``). One place for the coach's "the book, then the solver"."""
    booked = book_solution(position) if position.result is None else None
    if booked is not None:
        return booked, "book"
    return solve(position, **budget), "solver"
