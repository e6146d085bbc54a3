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
import pathlib
import warnings
from dataclasses import dataclass
from typing import Any, TypeAlias

from ..basics import Layout, Player
from ..catalogue import _
from ..errors import BookWarning, KamisadoError, UnreadableFileError
from ..moves import Move
from ..names import player_name
from ..position import Position
from ..record import play_line
from ..safe_files import read_json
from .solver import LOSS, WIN, Solution, solve

DATA = pathlib.Path(__file__).resolve().parents[1] / "data" / "opening_book.json"
FILES = {Layout.STANDARD: DATA, Layout.MIRRORED: DATA.with_name("opening_book_mirrored.json")}
"""The book's file for each layout (a layout whose file is missing has no book)."""
MAX_BOOK_BYTES = 4 << 20
"""The largest book file read (the package's are about 44 KB); a larger one is refused, as damaged."""

BookEntry: TypeAlias = dict[str, Any]
RESULTS = ("win", "loss", "unknown")


@dataclass(frozen=True)
class Checked:
    """A book as read: the whole file (``book``) and the ``entries`` whose line replayed legally."""

    book: dict[str, Any]
    entries: tuple[BookEntry, ...]
    first: Player
    complete: bool  # every legal first move has an entry, proven and believed


def _load(layout: Layout) -> Checked | UnreadableFileError | None:
    """The layout's book checked (None: no file), or the error that names its file and the problem; a damaged
    book or a refused line is said once, as a :class:`BookWarning`."""
    return _read(FILES[layout], layout)


@functools.cache
def _read(path: pathlib.Path, layout: Layout) -> Checked | UnreadableFileError | None:
    """:func:`_load` for the file at ``path`` (read once, then cached)."""
    if not path.is_file():
        return None
    try:
        checked, refused = _check(read_json(path, MAX_BOOK_BYTES), layout, path)
    except UnreadableFileError as err:
        warnings.warn(_("{problem}; Hint, Analyse and the Strong level use the solver instead of the opening book").format(
                      problem=err),
                      BookWarning, stacklevel=3)
        return err
    for problem in refused:
        warnings.warn(_("{path}: {problem}; that line is not used").format(path=path, problem=problem), BookWarning,
                      stacklevel=3)
    return checked


def _check(doc: Any, layout: Layout, path: pathlib.Path) -> tuple[Checked, list[str]]:
    """The book ``doc`` checked against the rules engine, and the sentences for the entries not believed; a book
    that cannot be used at all raises :class:`UnreadableFileError` naming ``path`` and the problem."""

    def bad(problem: str) -> UnreadableFileError:
        return UnreadableFileError(_("{path}: {problem}").format(path=path, problem=problem))

    if not isinstance(doc, dict):
        raise bad(_("it is not an opening book: it holds a JSON {kind}, not an object").format(kind=type(doc).__name__))
    start = Position.initial(layout)
    if "initial" not in doc:
        raise bad(_("it has no 'initial' (the {layout} layout's initial position): it is not an opening book").format(
            layout=layout.value))
    if doc.get("initial") != start.text():
        raise bad(_("its 'initial' is {value}, not the {layout} layout's initial position {initial}").format(
            value=repr(doc.get("initial")), layout=layout.value, initial=repr(start.text())))
    summary = doc.get("summary")
    mover = summary.get("first_mover") if isinstance(summary, dict) else None
    if mover != start.turn.title.lower():
        raise bad(_("its 'summary' must name the first mover ('first_mover': {expected}), not {value}").format(
            expected=repr(start.turn.title.lower()), value=repr(mover)))
    entries = doc.get("entries")
    if not isinstance(entries, list):
        raise bad(_("its 'entries' must be a list of first moves, not {kind}").format(kind=type(entries).__name__))
    good: list[BookEntry] = []
    refused: list[str] = []
    for n, entry in enumerate(entries, 1):
        problem = _entry_problem(entry, start)
        if problem is None:
            good.append(entry)
        else:
            name = entry.get("move") if isinstance(entry, dict) else None
            if isinstance(name, str):
                refused.append(_("entry {number} ({move}): {problem}").format(number=n, move=name, problem=problem))
            else:
                refused.append(_("entry {number}: {problem}").format(number=n, problem=problem))
    legal = {m.text() for m in start.legal_moves()}
    proven = {e["move"] for e in good if e["result"] != "unknown"}
    complete = not refused and proven == legal and len(good) == len(legal)
    return Checked(doc, tuple(good), start.turn, complete), refused


def _entry_problem(entry: Any, start: Position) -> str | None:
    """Why a book entry is not believed, or None: its fields have their types, and its line is checked move by
    move (each legal, T1 / M1-M8, the round going on until its last move, which ends it with the recorded winner
    at the recorded distance)."""
    if not isinstance(entry, dict):
        return _("it is a {kind}, not an object").format(kind=type(entry).__name__)
    move, position, result = entry.get("move"), entry.get("position"), entry.get("result")
    if not isinstance(move, str) or not isinstance(position, str):
        return _("its 'move' and 'position' must be texts")
    if result not in RESULTS:
        return _("its 'result' must be 'win', 'loss' or 'unknown', not {value}").format(value=repr(result))
    try:
        after = start.play(Move.from_text(move))
    except (KamisadoError, ValueError) as err:
        return _("its move {move} is not a legal first move ({problem})").format(move=repr(move), problem=err)
    if after.text() != position:
        return _("its 'position' is not the position after {move}").format(move=move)
    line, distance = entry.get("line"), entry.get("distance")
    if result == "unknown":
        return None if line is None and distance is None else _("an unknown result has no 'line' and no 'distance'")
    if not isinstance(line, list) or not line or not all(isinstance(t, str) for t in line):
        return _("its 'line' must be a list of move texts")
    if not isinstance(distance, int) or isinstance(distance, bool) or distance != len(line):
        return _("its 'distance' must be the number of moves of its line, {count}, not {value}").format(
            count=len(line), value=repr(distance))
    if line[0] != move:
        return _("its line must begin with its move {move}, not {value}").format(move=move, value=repr(line[0]))
    pos, fault = play_line(start, line)
    if fault is not None:
        return str(fault)
    winner = start.turn if result == "win" else start.turn.opponent
    if pos.result is None or pos.result.winner is not winner:
        return _("its line does not end the round with a win for {player}").format(player=player_name(winner))
    return None


def _checked(layout: Layout) -> Checked | None:
    """The layout's book if it is there and can be used, else None (the solver answers)."""
    book = _load(layout)
    return book if isinstance(book, Checked) else None


def opening_book(layout: Layout | str = Layout.STANDARD) -> dict[str, Any]:
    """The whole book of ``layout`` as loaded from its JSON file (read once, then cached): ``layout``,
    ``initial``, ``node_budget``, ``summary`` and ``entries``. Treat it as read-only. Raises
    ``LookupError`` for a layout without a book, and :class:`~kamisado_widget.engine.errors.UnreadableFileError`
    (a ``ValueError``) naming the file and the problem for a damaged one."""
    book = _load(Layout(layout))
    if book is None:
        raise LookupError(_("there is no opening book for the {layout} layout").format(layout=Layout(layout).value))
    if isinstance(book, UnreadableFileError):
        raise UnreadableFileError(str(book))
    return book.book


def believed_entries(layout: Layout | str = Layout.STANDARD) -> list[BookEntry]:
    """The book's entries whose line replays legally (see :func:`opening_book` for the errors); a refused entry
    was named by a :class:`BookWarning`."""
    opening_book(layout)
    checked = _checked(Layout(layout))
    assert checked is not None
    return list(checked.entries)


def layouts() -> list[Layout]:
    """The layouts that have an opening book that can be used."""
    return [layout for layout in FILES if _checked(layout) is not None]


@functools.cache
def _by_position() -> dict[str, BookEntry]:
    return {entry["position"]: entry for layout in layouts() for entry in _believed(layout)}


def _believed(layout: Layout) -> tuple[BookEntry, ...]:
    checked = _checked(layout)
    return checked.entries if checked is not None else ()


def book_entry(position: Position) -> BookEntry | None:
    """The book's entry for ``position`` when it is a single round's initial position (of a layout
    with a book) after exactly one move (matched by its Position text), else None."""
    return _by_position().get(position.text())


@functools.cache
def _solutions() -> dict[Position, Solution]:
    """Every position on a principal line, with the rest of that line as best play from it (keyed by the position
    itself: its hash is cheap, where writing 3,800 position texts cost a lesson page seconds in Pyodide).

    A principal line is best play from every position along it (the winner keeps the shortest
    win, the loser holds out longest), so each position's distance is the plies left on it. The
    initial position takes the first mover's best first move: the shortest win, or if every move
    loses, the longest defence."""
    out: dict[Position, Solution] = {}
    for layout in layouts():
        checked = _checked(layout)
        assert checked is not None
        out.update(_solutions_of(checked))
    return out


def _solutions_of(book: Checked) -> dict[Position, Solution]:
    """The answers on the believed lines of ``book``; the initial position's only when every first move is."""
    start = Position.from_text(book.book["initial"])
    first = book.first
    out: dict[Position, Solution] = {}
    proven = [e for e in book.entries if e["result"] in ("win", "loss")]
    for entry in proven:
        moves = [Move.from_text(t) for t in entry["line"]]
        first_wins = entry["result"] == "win"
        position = start
        for i in range(1, len(moves)):
            position = position._play_unchecked(moves[i - 1])
            wins = first_wins == (position.turn is first)
            left = entry["distance"] - i
            out[position] = Solution(
                WIN if wins else LOSS, left, tuple(moves[i:]), position.turn, left, 0, 0.0, left
            )
    wins = [e for e in proven if e["result"] == "win"]
    if book.complete and proven:  # the initial position is settled only by every move
        best = min(wins, key=lambda e: e["distance"]) if wins else max(proven, key=lambda e: e["distance"])
        line = tuple(Move.from_text(t) for t in best["line"])
        d = best["distance"]
        out[start] = Solution(WIN if wins else LOSS, d, line, first, d, 0, 0.0, d)
    return out


def book_solution(position: Position) -> Solution | None:
    """The proven answer for ``position``'s side to move when the book covers it (the initial
    position, after any first move, or on a principal line), else None. Its ``nodes`` and
    ``seconds`` are 0: nothing is searched."""
    return _solutions().get(position)


def answer(position: Position, **budget: Any) -> tuple[Solution, str]:
    """The book's answer where it covers ``position`` (with ``"book"``), else :func:`.solver.solve`'s within
    ``budget`` (its keyword arguments; with ``"solver"``). One place for the coach's "the book, then the solver"."""
    booked = book_solution(position) if position.result is None else None
    if booked is not None:
        return booked, "book"
    return solve(position, **budget), "solver"
