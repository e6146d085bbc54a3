"""Error messages quote at most a short excerpt of the input, never a whole 1 MB paste (14.4)."""

import pytest

from kamisado_widget.engine import (
    Fill,
    KamisadoError,
    Match,
    MatchState,
    Move,
    NotationError,
    Position,
    parse_match_state,
    parse_square,
)
from kamisado_widget.engine.excerpt import EXCERPT_CHARS, excerpt

MB = 1_000_000
POSITION = "obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard"

BIG_INPUTS = {
    "a paste of one long word": "x" * MB,
    "a position with a huge first field": "o" * MB + POSITION[8:],
    "a position with a huge side field": POSITION.replace(" b ", " " + "b" * MB + " "),
    "a position with a huge unknown field": POSITION + " colour=" + "r" * MB,
    "a position with a huge unknown key": POSITION + " " + "k" * MB + "=1",
    "a position with many unknown keys": POSITION + "".join(f" k{i}=1" for i in range(MB // 10)),
    "a position with a huge result": POSITION + " result=" + "gold:" * (MB // 5),
    "a match with a huge round": POSITION + " target=3 round=" + "9" * MB,
    "a match with a huge challenger": POSITION + " target=3 challenger=" + "g" * MB,
    "a match with a huge score": POSITION + " target=3 score=0-" + "0" * MB,
    "a rank of a million squares": "8" * MB + "/8/8/8/8/8/8/NGRYPUBO b * - standard",
}
BIG_RECORDS = {
    "a record with a huge header line": "kamisado record\n" + "x" * MB,
    "a record with a huge header name": "kamisado record\n" + "y" * MB + ": 1",
    "a record with a huge target": "kamisado record\ntarget: " + "3" * MB,
    "a record with a huge layout": "kamisado record\nlayout: " + "s" * MB,
    "a record with a huge move": "kamisado record\nround 1: c1-c6 " + "b" * MB,
    "a record with a huge round label": "kamisado record\nround " + "1" * MB + ": c1-c6",
    "a record with a huge fill": "kamisado record\nround 1: c1-c7 d8-d6 c7-d8\nfill: " + "l" * MB,
    "a record whose header contradicts its start": f"kamisado record\nstart: {POSITION}\nlayout: " + "m" * MB,
}


def assert_short(err: BaseException) -> None:
    """The message names the problem in a few hundred characters; a quoted input is cut with '…'."""
    message = str(err)
    assert len(message) < 400, f"{len(message):,} characters: {message[:200]}"
    quoted = any(ch * (EXCERPT_CHARS // 2) in message for ch in "xob89g0rs:lymq ")
    assert not quoted or "…" in message, message


@pytest.mark.parametrize("text", BIG_INPUTS.values(), ids=BIG_INPUTS.keys())
def test_position_and_match_readers_quote_an_excerpt(text):
    for read in (Position.from_text, parse_match_state, Match.from_text):
        with pytest.raises(KamisadoError) as info:
            read(text)
        assert_short(info.value)


@pytest.mark.parametrize("text", BIG_RECORDS.values(), ids=BIG_RECORDS.keys())
def test_the_record_reader_quotes_an_excerpt(text):
    with pytest.raises(NotationError) as info:
        Match.from_record(text)
    assert_short(info.value)


@pytest.mark.parametrize("read", [parse_square, Move.from_text, Fill.parse], ids=["square", "move", "fill"])
def test_square_move_and_fill_readers_quote_an_excerpt(read):
    for text in ("q" * MB, "c1" + " " * MB + "-c1"):
        with pytest.raises(NotationError) as info:
            read(text)
        assert_short(info.value)


def test_a_state_with_a_huge_round_number_is_refused_without_printing_it():
    """R3: even a number too long to print (over 4,300 digits) gives a short message, not a ValueError."""
    state = Match(3).state
    with pytest.raises(KamisadoError, match="R3") as info:
        MatchState(state.position, 3, 10**5000, state.challenger).validate()
    assert len(str(info.value)) < 400 and "5,000 digits" in str(info.value)


def test_excerpt_shows_the_start_an_ellipsis_and_the_length():
    assert excerpt("c1-c6") == "'c1-c6'"
    long = excerpt("abc" * 1000)
    assert long.startswith("'abcabc") and long.endswith("'… (3,000 characters)")
    assert len(long) < EXCERPT_CHARS + 40
    assert excerpt(10**5000) == "a number of about 5,000 digits"
