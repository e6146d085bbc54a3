"""A text fuzzer over every reader: real texts the engine wrote, mutated (byte flips, truncations,
field and line swaps, huge numbers, unicode digits, odd characters, 1 MB inputs), are either refused
with one of the engine's own errors, whose message stays short, or read back equal when written again.

Readers: Position.from_text, parse_match_state / Match.from_text (the widget's paste path),
Match.from_record, read_record_file, parse_square, Move.from_text, Fill.parse and the computer's side.
"""

from __future__ import annotations

import os
import random
import re
import tempfile
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from kamisado_widget.engine import (
    Fill,
    KamisadoError,
    Match,
    Move,
    Phase,
    Player,
    Position,
    parse_match_state,
    parse_square,
    square_name,
)
from kamisado_widget.engine.record import record_name
from kamisado_widget.engine.record_files import read_record_file
from kamisado_widget.session.computer import parse_side

MAX_MESSAGE = 600  # a message quotes at most a short excerpt of the input (14.4)
FUZZ = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _written_texts() -> tuple[list[str], list[str], list[str]]:
    """Position texts, match texts and records the engine wrote during a few random matches."""
    positions, matches, records = [], [], []
    for seed, (target, start) in enumerate([(1, None), (3, None), (7, None), (15, 9999), (3, 42)]):
        rng = random.Random(seed)
        match = Match(target) if start is None else Match.from_text(
            f"obupyrgn/8/8/8/8/8/8/NGRYPUBO g * - mirrored target={target} round={start} challenger=g score=0-0"
        )
        match.names = {Player.BLACK: ["Ann", "Ann  Bo", "Zoë", "黒", "x:y"][seed], Player.GOLD: "Gold"}
        while not match.is_over and len(match.events) < 150:
            if match.phase is Phase.FILL:
                match.fill(rng.choice(["left", "right"]))
                records.append(match.record())
            else:
                match.play(rng.choice(match.legal_moves()))
            if rng.random() < 0.15 or match.position.extra_turn or match.position.result is not None:
                positions.append(match.position.text())
                matches.append(match.text())
        records.append(match.record())
    return positions, matches, records


POSITIONS, MATCHES, RECORDS = _written_texts()
SQUARES_AND_MOVES = ["a1", "h8", "d4", "c1-c6", "e4>e5", "d2=", "left", "right", "black", "gold", "none"]

DIGIT_FAMILIES = ["٠١٢٣٤٥٦٧٨٩", "０１２３４５６７８９", "⁰¹²³⁴⁵⁶⁷⁸⁹", "०१२३४५६७८९", "𝟎𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖𝟗", "₀₁₂₃₄₅₆₇₈₉"]
HUGE = ["0", "00", "10000", "99999", "999999999", "9999999999", "9" * 5000, "1" + "0" * 100, "-1", "+3"]
ODD = list("\u212a\u2028\x85\ufeff\x00İıſﬀ=:/+#-*\n\r\t ") + ["\ud800", "\udcff", "é", "\u0301", "\U0001f600"]


def _byte_flip(draw: st.DrawFn, text: str) -> str:
    data = bytearray(text.encode("utf-8", "surrogatepass"))
    if not data:
        return text
    i = draw(st.integers(0, len(data) - 1))
    data[i] ^= 1 << draw(st.integers(0, 7))
    return data.decode("utf-8", "surrogateescape")


def _truncate(draw: st.DrawFn, text: str) -> str:
    return text[: draw(st.integers(0, len(text)))]


def _cut(draw: st.DrawFn, text: str) -> str:
    i = draw(st.integers(0, len(text)))
    j = draw(st.integers(i, min(len(text), i + 12)))
    return text[:i] + (text[i:j] * draw(st.integers(0, 3))) + text[j:]


def _swap(draw: st.DrawFn, text: str) -> str:
    sep = draw(st.sampled_from([r"(\s+)", r"(\n)", r"([=:/-])"]))
    parts = re.split(sep, text)
    if len(parts) < 3:
        return text
    i, j = draw(st.integers(0, len(parts) - 1)), draw(st.integers(0, len(parts) - 1))
    parts[i], parts[j] = parts[j], parts[i]
    return "".join(parts)


def _number(draw: st.DrawFn, text: str) -> str:
    runs = list(re.finditer(r"[0-9]+", text))
    new = draw(st.sampled_from(HUGE))
    if not runs:
        return text + new
    m = draw(st.sampled_from(runs))
    return text[: m.start()] + new + text[m.end():]


def _unicode_digits(draw: st.DrawFn, text: str) -> str:
    family = draw(st.sampled_from(DIGIT_FAMILIES))
    table = str.maketrans("0123456789", family)
    if draw(st.booleans()):
        return text.translate(table)
    runs = list(re.finditer(r"[0-9]", text))
    if not runs:
        return text
    i = draw(st.sampled_from(runs)).start()
    return text[:i] + text[i].translate(table) + text[i + 1:]


def _insert(draw: st.DrawFn, text: str) -> str:
    i = draw(st.integers(0, len(text)))
    ch = draw(st.sampled_from(ODD) | st.characters(blacklist_categories=()))
    return text[:i] + ch + text[i:]


def _case(draw: st.DrawFn, text: str) -> str:
    how = draw(st.sampled_from(["upper", "lower", "swapcase", "kelvin", "title"]))
    return text.replace("k", "\u212a") if how == "kelvin" else getattr(text, how)()


def _spaces(draw: st.DrawFn, text: str) -> str:
    """Harmless changes a hand-edited file has: other white space, blank and comment lines, leading zeros."""
    how = draw(st.sampled_from(["space", "blank", "comment", "zeros"]))
    if how == "zeros":
        return re.sub(r"(?<=[= ])([0-9])", r"00\1", text, count=draw(st.integers(1, 3)))
    if how == "space":
        return re.sub(r"[ ]", lambda m: draw(st.sampled_from([" ", "  ", "\t", " \t "])), text, count=8)
    lines = text.split("\n")
    i = draw(st.integers(0, len(lines)))
    lines.insert(i, "" if how == "blank" else "# " + draw(st.text(max_size=8)))
    return "\n".join(lines)


MUTATIONS: list[Callable[[st.DrawFn, str], str]] = [
    _byte_flip, _truncate, _cut, _swap, _number, _unicode_digits, _insert, _case, _spaces, _spaces,
]


@st.composite
def mutated(draw: st.DrawFn, bases: list[str]) -> str:
    text = draw(st.sampled_from(bases))
    for mutation in draw(st.lists(st.sampled_from(MUTATIONS), min_size=1, max_size=3)):
        text = mutation(draw, text)
    return text


def refused_or_read_back(read: Callable[[str], object], check: Callable[[object], None], text: str) -> bool:
    """Read ``text``: an engine error with a short message, or a value that reads back equal."""
    name = getattr(read, "__qualname__", "read")
    try:
        value = read(text)
    except KamisadoError as err:
        event(f"{name}: refused")
        assert len(str(err)) <= MAX_MESSAGE, str(err)[:200]
        assert str(err)
        return False
    event(f"{name}: read back")
    check(value)
    return True


def position_reads_back(pos: object) -> None:
    assert isinstance(pos, Position)
    assert Position.from_text(pos.text()) == pos and Position.from_text(pos.text()).text() == pos.text()


def match_reads_back(match: object) -> None:
    assert isinstance(match, Match)
    again = parse_match_state(match.text())
    assert again == match.state and again.text() == match.text()


def record_reads_back(match: object) -> None:
    assert isinstance(match, Match)
    text = match.record()
    again = Match.from_record(text)
    assert again.states == match.states and again.events == match.events
    assert again.names == {p: record_name(n) for p, n in match.names.items()}
    assert again.record() == text


def test_every_text_the_engine_wrote_reads_back_unchanged():
    """The fuzzer's seeds themselves, e.g. a match at round 10000 after a start at round 9999 (R3)."""
    assert any("round=10000" in text for text in MATCHES)
    for text in POSITIONS:
        assert Position.from_text(text).text() == text
    for text in MATCHES:
        assert parse_match_state(text).text() == text
    for text in RECORDS:
        assert Match.from_record(text).record() == text


@pytest.mark.slow
@settings(FUZZ, max_examples=800)
@given(text=mutated(POSITIONS + MATCHES))
def test_position_and_match_texts_are_refused_cleanly_or_read_back(text):
    refused_or_read_back(Position.from_text, position_reads_back, text)
    refused_or_read_back(Match.from_text, match_reads_back, text)  # the widget's paste path


@pytest.mark.slow
@settings(FUZZ, max_examples=400)
@given(text=mutated(RECORDS))
def test_records_are_refused_cleanly_or_read_back(text):
    refused_or_read_back(Match.from_record, record_reads_back, text)


_FILES = tempfile.mkdtemp(prefix="kamisado-fuzz-")


def load_record_file(path: str) -> Match:
    return Match.from_record(read_record_file(path))


@settings(FUZZ, max_examples=200)
@given(text=mutated(RECORDS), bom=st.booleans())
def test_record_files_with_flipped_bytes_are_refused_cleanly_or_read_back(text, bom):
    """Byte-level damage reaches the file reader as bytes (invalid UTF-8, NUL bytes, stray BOMs)."""
    path = os.path.join(_FILES, "record.txt")
    with open(path, "wb") as f:
        f.write((b"\xef\xbb\xbf" if bom else b"") + text.encode("utf-8", "surrogatepass"))
    refused_or_read_back(load_record_file, record_reads_back, path)


def square_reads_back(sq: object) -> None:
    assert isinstance(sq, int) and parse_square(square_name(sq)) == sq


def move_reads_back(move: object) -> None:
    assert isinstance(move, Move) and Move.from_text(move.text()) == move


def fill_reads_back(fill: object) -> None:
    assert isinstance(fill, Fill) and Fill.parse(fill.value) is fill


def side_reads_back(side: object) -> None:
    assert side is None or isinstance(side, Player)
    assert parse_side(side.title.lower() if side is not None else "none") is side


@settings(FUZZ, max_examples=500)
@given(text=mutated(SQUARES_AND_MOVES) | st.text(st.characters(blacklist_categories=()), max_size=8))
def test_squares_moves_fills_and_sides_are_refused_cleanly_or_read_back(text):
    refused_or_read_back(parse_square, square_reads_back, text)
    refused_or_read_back(Move.from_text, move_reads_back, text)
    refused_or_read_back(Fill.parse, fill_reads_back, text)
    refused_or_read_back(parse_side, side_reads_back, text)


@settings(FUZZ, max_examples=12)
@given(
    base=st.sampled_from(POSITIONS + MATCHES + RECORDS + SQUARES_AND_MOVES),
    how=st.sampled_from(["repeat", "pad", "field"]),
)
def test_one_megabyte_inputs_are_refused_with_a_short_message(base, how):
    """14.4: a 1 MB paste comes back as a short excerpt, not a 1,000,000-character message."""
    if how == "repeat":
        text = (base + " ") * (1_000_000 // (len(base) + 1) + 1)
    elif how == "pad":
        text = base + "x" * 1_000_000
    else:
        text = base.replace("=", "=" + "9" * 1_000_000, 1) if "=" in base else "y" * 1_000_000 + base
    for read in (Position.from_text, Match.from_text, Match.from_record, parse_square, Move.from_text, Fill.parse,
                 parse_side):
        refused_or_read_back(read, lambda value: None, text)
