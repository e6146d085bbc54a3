"""A damaged opening book in an installed copy disables only the book: Hint, Analyse and level 4 (Strong) go on
with the solver, a message names the file, and a book line is checked move by move before it is believed.

Each damage is made on a copy of the package's book in a temporary folder (``book.FILES`` points there); the
package's own file is never touched. Node budgets only (conftest's KAMISADO_THINK_NODES), no clocks.
"""

from __future__ import annotations

import json
import pathlib
import warnings
from collections.abc import Callable
from typing import Any

import pytest
from helpers.book_files import clear_book as _clear
from hypothesis import given, settings
from hypothesis import strategies as st

from kamisado_widget.engine import Layout, Match, Move, Position
from kamisado_widget.engine.ai import EnginePlayer, hint
from kamisado_widget.engine.ai import book as book_module
from kamisado_widget.engine.ai.book import book_entry, book_solution, layouts, opening_book
from kamisado_widget.engine.errors import BookWarning, UnreadableFileError
from kamisado_widget.session.computer import Opponent, analysis_view, hint_view

START = Position.initial()
NODES = 3_000
ORIGINAL: dict[str, Any] = json.loads(book_module.FILES[Layout.STANDARD].read_text(encoding="utf-8"))


def changed(change: Callable[[dict[str, Any]], object]) -> bytes:
    """The package's book with ``change`` made to a copy of it."""
    doc = json.loads(json.dumps(ORIGINAL))
    change(doc)
    return json.dumps(doc).encode()


def entry_of(doc: dict[str, Any], move: str) -> dict[str, Any]:
    return next(e for e in doc["entries"] if e["move"] == move)


FASTEST = "a1-a5"  # the book's shortest win: the initial position's answer goes through it
DAMAGED: dict[str, bytes] = {
    "not JSON": b"{not json",
    "empty object": b"{}",
    "a list": b"[1, 2, 3]",
    "truncated": book_module.FILES[Layout.STANDARD].read_bytes()[:20_000],
    "not UTF-8": b'{"initial": "\xff\xfe"}',
    "nested too deep": b"[" * 100_000 + b"]" * 100_000,
    "entries of the wrong type": changed(lambda d: d.update(entries={"a1-a2": 1})),
    "a summary of the wrong type": changed(lambda d: d.update(summary=[])),
    "another initial position": changed(lambda d: d.update(initial=Position.initial(Layout.MIRRORED).text())),
    "too large": b" " * (book_module.MAX_BOOK_BYTES + 1) + b"{}",
}


def legal_texts(position: Position) -> set[str]:
    return {m.text() for m in position.legal_moves()}


@pytest.mark.parametrize("damage", list(DAMAGED), ids=list(DAMAGED))
def test_a_damaged_book_is_refused_naming_its_file_and_the_solver_takes_over(damage: str, book_file: Any) -> None:
    path = book_file(DAMAGED[damage])
    with pytest.warns(BookWarning, match="Hint, Analyse and the Strong level use the solver") as said:
        assert book_solution(START) is None
    assert str(path) in str(said[0].message)
    with pytest.raises(UnreadableFileError) as err:
        opening_book()
    assert str(err.value).startswith(f"{path}: ")
    assert Layout.STANDARD not in layouts() and Layout.MIRRORED in layouts()  # the other book is still used
    after = START.play_text(FASTEST)
    assert book_entry(after) is None and book_solution(after) is None
    # Hint and Analyse answer in every position, with the solver (issue 27: refused with a bare JSON error)
    match = Match()
    shown = hint_view(match, nodes=NODES)
    assert shown["move"] in legal_texts(START) and "opening book" not in shown["text"]
    analysis = analysis_view(match, nodes=NODES)
    assert analysis["source"] != "book" and analysis["text"].startswith("Analysis: ")
    # level 4 can be chosen and plays (issue 27: it could not)
    seat = Opponent(side=START.turn, level=4, think_nodes=NODES)
    assert seat.decide(match).text() in legal_texts(START)


def test_the_mirrored_book_damaged_leaves_the_standard_one_working(
    tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "opening_book_mirrored.json"
    path.write_text("{}", encoding="utf-8")
    monkeypatch.setitem(book_module.FILES, Layout.MIRRORED, path)
    _clear()
    try:
        with pytest.warns(BookWarning, match=str(path)):
            assert layouts() == [Layout.STANDARD]
        assert book_solution(START) is not None
        assert book_solution(Position.initial(Layout.MIRRORED)) is None
    finally:
        _clear()


def test_M1_a_book_line_with_an_illegal_move_is_never_suggested(book_file: Any) -> None:
    """Issue 27's h8-a1: a line is replayed move by move (T2, M1-M3) before it is believed; an illegal move ends
    that line's use, the rest of the book still answers."""

    def spoil(doc: dict[str, Any]) -> None:
        entry_of(doc, FASTEST)["line"][1] = "h8-a1"

    path = book_file(changed(spoil))
    after = START.play_text(FASTEST)
    with pytest.warns(BookWarning) as said:
        assert book_solution(after) is None
    message = str(said[0].message)
    assert message.startswith(f"{path}: entry ") and f"({FASTEST}): move 2 of its line, h8-a1, is not legal" in message
    h = hint(after, time_limit=float("inf"), max_nodes=NODES)
    assert h.move is not None and h.move.text() != "h8-a1" and h.move in after.legal_moves()
    assert "opening book" not in h.reason
    assert book_solution(START) is None  # the initial position's answer needs every line believed
    other = START.play_text("a1-a2")
    assert book_solution(other) is not None and book_entry(other) is not None  # the other lines still answer
    assert book_entry(after) is None
    assert EnginePlayer(level=4, time_limit=None, max_nodes=NODES).choose_move(after) in after.legal_moves()


SPOILED_ENTRIES: dict[str, Callable[[dict[str, Any]], object]] = {
    "a move that is no move": lambda e: e["line"].__setitem__(3, "zz"),
    "a number in the line": lambda e: e["line"].__setitem__(2, 7),
    "a line that stops early": lambda e: e.update(line=e["line"][:-1], distance=len(e["line"]) - 1),
    "a line that goes past the end": lambda e: e.update(line=[*e["line"], "a8-a7"], distance=len(e["line"]) + 1),
    "a wrong distance": lambda e: e.update(distance=e["distance"] - 2),
    "a distance of the wrong type": lambda e: e.update(distance="17"),
    "the wrong result": lambda e: e.update(result="loss"),
    "an unknown result": lambda e: e.update(result="draw"),
    "a line of another move": lambda e: e.update(move="a1-a2"),
    "another position": lambda e: e.update(position=START.text()),
    "not an object": lambda e: e.clear(),
}


@pytest.mark.parametrize("spoil", list(SPOILED_ENTRIES), ids=list(SPOILED_ENTRIES))
def test_a_spoiled_entry_is_left_out_and_named(spoil: str, book_file: Any) -> None:
    path = book_file(changed(lambda doc: SPOILED_ENTRIES[spoil](entry_of(doc, FASTEST))))
    with pytest.warns(BookWarning, match="that line is not used") as said:
        opening_book()
    assert str(said[0].message).startswith(f"{path}: entry ")
    after = START.play_text(FASTEST)
    assert book_solution(after) is None and book_solution(START) is None
    assert book_solution(START.play_text("a1-a2")) is not None


def test_the_package_book_is_believed_whole() -> None:
    _clear()
    checked = book_module._checked(Layout.STANDARD)
    assert checked is not None and checked.complete and len(checked.entries) == len(ORIGINAL["entries"])
    answer = book_solution(START)
    assert answer is not None and answer.line[0] == Move.from_text(FASTEST)


# ------------------------------------------------------------------ fuzz: any value in any field of an entry
JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 60) | st.sampled_from(["a1-a5", "h8-a1", "d8-d3", "a7=", "win", ""]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(["move", "line", "x"]), inner, max_size=3),
    max_leaves=8,
)
FIELDS = ["move", "position", "result", "distance", "line"]


@pytest.mark.slow
@settings(max_examples=15, derandomize=True, database=None)
@given(index=st.integers(0, len(ORIGINAL["entries"]) - 1), field=st.sampled_from(FIELDS), value=JSON,
       ply=st.integers(0, 40))
def test_whatever_an_entry_holds_the_book_never_answers_with_an_illegal_move(
    index: int, field: str, value: Any, ply: int, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """M1-M8 (fuzz): one field of one entry (or one move of its line) replaced by any JSON value; the book loads or
    is named, and every answer it still gives on that entry's line replays legally from its position to the end."""

    def spoil(doc: dict[str, Any]) -> None:
        entry = doc["entries"][index]
        if field == "line" and isinstance(value, str):
            entry["line"][min(ply, len(entry["line"]) - 1)] = value
        else:
            entry[field] = value

    path = tmp_path_factory.mktemp("book") / "opening_book.json"
    path.write_bytes(changed(spoil))
    saved = book_module.FILES[Layout.STANDARD]
    book_module.FILES[Layout.STANDARD] = path
    _clear()
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", BookWarning)
            answers = book_module._solutions()
        on_line, position = [START], START  # the positions of the spoiled entry's line, as it was
        for move_text in ORIGINAL["entries"][index]["line"] or ():
            position = position.play_text(move_text)
            on_line.append(position)
        for start in on_line:
            solution = answers.get(start)
            if solution is None:
                continue
            position = start
            for move in solution.line:
                assert position.result is None and move in position.legal_moves(), (start.text(), solution.line)
                position = position.play(move)
            assert position.result is not None
    finally:
        book_module.FILES[Layout.STANDARD] = saved
        _clear()
