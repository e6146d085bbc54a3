"""A damaged data file of an installed copy disables only the feature that needs it, with the project's error naming
the file: the puzzles file (load_puzzles, puzzle_set) and the opening book as the opening lesson reads it
(first_moves, first_moves_table, opening_line). Each damage is made on a copy in a temporary folder; the package's
own files are never touched (issue 27, item 5)."""

from __future__ import annotations

import json
import pathlib
from collections.abc import Callable
from typing import Any

import pytest
from helpers.catalogue_pattern import message_pattern
from helpers.positions import after
from hypothesis import given, settings
from hypothesis import strategies as st

from kamisado_widget import AnyMove, Exercise
from kamisado_widget.engine import Layout
from kamisado_widget.engine.ai import book as book_module
from kamisado_widget.engine.errors import BookWarning, UnreadableFileError
from kamisado_widget.teaching.positions import opening
from kamisado_widget.teaching.positions import puzzles as puzzles_module
from kamisado_widget.teaching.positions.puzzles import load_puzzles, puzzle_set

PUZZLES: dict[str, Any] = json.loads(puzzles_module.DATA.read_text(encoding="utf-8"))
BOOK: dict[str, Any] = json.loads(book_module.FILES[Layout.STANDARD].read_text(encoding="utf-8"))


def copy_with(doc: dict[str, Any], change: Callable[[dict[str, Any]], object]) -> bytes:
    twin = json.loads(json.dumps(doc))
    change(twin)
    return json.dumps(twin).encode()


def first_puzzle(change: Callable[[dict[str, Any]], object]) -> bytes:
    return copy_with(PUZZLES, lambda doc: change(doc["puzzles"][0]))


FIRST = PUZZLES["puzzles"][0]
LEGAL_OTHER = next(iter(FIRST["refutations"]))
DAMAGED_PUZZLES: dict[str, tuple[bytes, str]] = {  # the damage, and what the message says after the file's name
    "not JSON": (b"{not json", "it is not JSON"),
    "empty object": (b"{}", "it is not a puzzles file"),
    "puzzles not a list": (copy_with(PUZZLES, lambda d: d.update(puzzles={"W1-01": 1})), "it is not a puzzles file"),
    "truncated": (puzzles_module.DATA.read_bytes()[:9_000], "it is not JSON"),
    "nested too deep": (b'{"puzzles": ' + b"[" * 5_000 + b"]" * 5_000 + b"}", "nested more than 64 levels deep"),
    "not UTF-8": (b'{"puzzles": ["\xff"]}', "is not UTF-8 text"),
    "an entry not an object": (copy_with(PUZZLES, lambda d: d["puzzles"].insert(0, 7)), "puzzle 1: it is a JSON int"),
    "no answer": (first_puzzle(lambda p: p.pop("answer")), "puzzle 1 ('W1-01'): its 'answer' must be a non-empty text"),
    "an answer of the wrong type": (first_puzzle(lambda p: p.update(answer=5)), "its 'answer' must be a non-empty text"),
    "moves of the wrong type": (first_puzzle(lambda p: p.update(moves="1")), "its 'moves' must be one of 1, 2, 3, 4"),
    "a bad position": (first_puzzle(lambda p: p.update(position="8/8")), "its position cannot be read"),
    "an illegal move in the line": (first_puzzle(lambda p: p.update(line=["h8-a1"], answer="h8-a1")),
                                    "move 1 of its line, h8-a1, is not legal"),
    "an answer that is not the line's": (first_puzzle(lambda p: p.update(answer=LEGAL_OTHER)),
                                         "its line must begin with its answer"),
    "a refutation missing": (first_puzzle(lambda p: p["refutations"].pop(LEGAL_OTHER)),
                             "its 'refutations' must name every legal first move but the answer"),
    "a refutation of the wrong shape": (first_puzzle(lambda p: p["refutations"].update({LEGAL_OTHER: {"x": 1}})),
                                        f"its refutation of {LEGAL_OTHER!r} must have exactly"),
    "a theme unknown": (first_puzzle(lambda p: p.update(themes=["magic"])), "its 'themes' must be a list of"),
    "a wrong distance": (first_puzzle(lambda p: p.update(distance=3)), "its 'distance' must be the number of moves"),
}


@pytest.fixture
def puzzles_file(tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch) -> Callable[[bytes], pathlib.Path]:
    """Write ``data`` as the package's puzzles file (a copy in a temporary folder that ``DATA`` points to)."""

    def put(data: bytes) -> pathlib.Path:
        path = tmp_path / "puzzles.json"
        path.write_bytes(data)
        monkeypatch.setattr(puzzles_module, "DATA", path)
        return path

    return put


@pytest.mark.parametrize("damage", list(DAMAGED_PUZZLES), ids=list(DAMAGED_PUZZLES))
def test_a_damaged_puzzles_file_is_refused_naming_the_file_and_the_entry(damage: str, puzzles_file: Any) -> None:
    data, said = DAMAGED_PUZZLES[damage]
    path = puzzles_file(data)
    for load in (load_puzzles, lambda: puzzle_set(1)):
        with pytest.raises(UnreadableFileError) as err:
            load()
        assert str(err.value).startswith(f"{path}: ") and said in str(err.value), str(err.value)
    # only the puzzles are lost: an exercise of the teacher's still works
    made = Exercise("Move", "Move Orange.", after("c1-c6"), AnyMove(), id=f"still-{damage}")
    assert made.view().attempt("a8-a7") == "Right!"


def test_the_puzzles_file_is_read_with_a_size_cap(puzzles_file: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    path = puzzles_file(puzzles_module.DATA.read_bytes())
    monkeypatch.setattr(puzzles_module, "MAX_PUZZLE_BYTES", 1_000)
    with pytest.raises(UnreadableFileError, match="larger than 1,000 bytes"):
        load_puzzles(path)


def test_the_package_puzzles_file_passes_every_check() -> None:
    assert [p.id for p in load_puzzles()] == [p["id"] for p in PUZZLES["puzzles"]]


def test_a_missing_puzzles_file_is_named(tmp_path: pathlib.Path) -> None:
    with pytest.raises(FileNotFoundError):
        load_puzzles(tmp_path / "none.json")


# ------------------------------------------------------------------ the opening lesson on a damaged book
@pytest.mark.parametrize("data", [b"{not json", b"{}", b'{"initial": 5}', b"[]"], ids=["not JSON", "{}", "types", "list"])
def test_the_opening_lessons_functions_name_a_damaged_book(data: bytes, book_file: Any) -> None:
    path = book_file(data)
    with pytest.warns(BookWarning, match="use the solver instead of the opening book"):
        book_module.layouts()
    for call in (opening.first_moves, opening.first_moves_table, lambda: opening.opening_line("a1-a5")):
        with pytest.raises(UnreadableFileError) as err:
            call()
        assert str(err.value).startswith(f"{path}: ")


def test_M1_an_illegal_line_is_left_out_of_the_first_moves_and_named(book_file: Any) -> None:
    def spoil(doc: dict[str, Any]) -> None:
        next(e for e in doc["entries"] if e["move"] == "a1-a5")["line"][1] = "h8-a1"

    path = book_file(copy_with(BOOK, spoil))
    with pytest.warns(BookWarning, match="move 2 of its line, h8-a1, is not legal"):
        moves = opening.first_moves()
    assert len(moves) == len(BOOK["entries"]) - 1 and "a1-a5" not in {m.move for m in moves}
    with pytest.raises(UnreadableFileError, match=message_pattern(
            "{file}: the line of {move} is not used: it does not replay legally", file=path, move="'a1-a5'")):
        opening.opening_line("a1-a5")
    assert opening.opening_line("a1-a2").view["moves"][0] == "a1-a2"
    assert "a1-a5" not in opening.first_moves_table()


# ------------------------------------------------------------------ fuzz: any value in any field of a puzzle
JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-2, 70) | st.sampled_from([FIRST["answer"], LEGAL_OTHER, "h8-a1", "M7", ""]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(["distance", "next", "x"]), inner,
                                                                max_size=3),
    max_leaves=6,
)


@settings(max_examples=40, derandomize=True, database=None)
@given(index=st.integers(0, len(PUZZLES["puzzles"]) - 1), field=st.sampled_from(sorted(FIRST)), value=JSON)
def test_whatever_a_puzzle_holds_it_is_refused_or_it_plays(
    index: int, field: str, value: Any, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """Fuzz: one field of one puzzle replaced by any JSON value. load_puzzles() refuses the file naming it and the
    puzzle, or the puzzle it returns plays: its answer is legal (M1-M8) and every other legal move has its sentence."""
    doc = {"puzzles": [{**PUZZLES["puzzles"][index], field: value}]}
    path = tmp_path_factory.mktemp("puzzles") / "puzzles.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    try:
        (puzzle,) = load_puzzles(path)
    except UnreadableFileError as err:
        assert str(err).startswith(f"{path}: puzzle 1")
        return
    start = puzzle.start
    legal = {m.text() for m in start.legal_moves()}
    assert puzzle.answer in legal
    for move in legal - {puzzle.answer}:
        assert puzzle.wrong(move)
    assert puzzle.task() and puzzle.hints() and puzzle.success()
