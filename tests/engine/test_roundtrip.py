"""Whatever the engine writes, it reads: match texts and records round-trip over the writers' whole
range of rounds (R3), scores (P2), targets (R1), names and fill choices (F1)."""

import random
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kamisado_widget.engine import (
    Colour,
    InvalidPositionError,
    Layout,
    Match,
    MatchState,
    NotationError,
    Phase,
    Player,
    Tower,
    parse_match_state,
)
from kamisado_widget.engine.match import START_ROUND_LIMIT
from kamisado_widget.engine.record import record_name
from kamisado_widget.engine.setup import Setup

TOWERS = [Tower(p, c) for p in Player for c in Colour]

# Names: any text, lone surrogates and line breaks included (a record keeps a name on one line).
NAMES = st.text(st.characters(blacklist_categories=()), max_size=12) | st.sampled_from(
    ["Black", "Gold", "", "  ", "Ann\nBo", "Ann\u2028Bo", "#1", "gold: x", "kamisado record", "Ann \ud800", "x" * 300]
)
ROUNDS = st.integers(1, 12) | st.integers(START_ROUND_LIMIT - 3, START_ROUND_LIMIT) | st.just(START_ROUND_LIMIT)


@st.composite
def starts(draw: st.DrawFn) -> MatchState:
    """A playable start anywhere in the writers' range: target, layout, ranks (so scores), round, challenger."""
    target = draw(st.sampled_from([1, 3, 7, 15]))
    layout = draw(st.sampled_from(list(Layout)))
    setup = Setup.from_state(Match(target, layout).state)
    for tower in draw(st.lists(st.sampled_from(TOWERS), max_size=6, unique=True)):
        rank = draw(st.integers(1, 3))
        raised = setup.set_rank(tower, rank)
        if raised.score(tower.player) < target:  # R4: a start cannot already be won
            setup = raised
    challenger = draw(st.sampled_from(list(Player)))
    limit = START_ROUND_LIMIT + setup.score(Player.BLACK) + setup.score(Player.GOLD)
    rnd = min(draw(ROUNDS | st.just(limit)), limit)
    return replace(setup, turn=challenger, challenger=challenger, round_number=rnd).build()


def assert_state_round_trips(state: MatchState) -> None:
    text = state.text()
    again = parse_match_state(text)
    assert again == state
    assert again.text() == text


def assert_record_round_trips(match: Match) -> None:
    text = match.record()
    again = Match.from_record(text)
    assert again.states == match.states
    assert again.events == match.events
    assert again.names == {p: record_name(n) for p, n in match.names.items()}
    assert again.record() == text


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(start=starts(), black=NAMES, gold=NAMES, seed=st.integers(0, 2**32 - 1), restart=st.integers(0, 150))
def test_every_state_a_match_reaches_reads_back_from_its_text_and_record(start, black, gold, seed, restart):
    """R3, P2, R1, F1: random play from anywhere in range, with random fills, to the end of the match;
    every state's match text and the whole record read back equal. Halfway through, the match is
    started again from its text (a start mid-round, after a push or in the fill phase)."""
    rng = random.Random(seed)
    match = Match(start=start)
    match.names = {Player.BLACK: black, Player.GOLD: gold}
    assert_state_round_trips(match.state)
    plies = 0
    while not match.is_over and plies < 400:
        if plies == restart:
            assert_record_round_trips(match)
            match = Match(start=match.text())
            match.names = {Player.BLACK: gold, Player.GOLD: black}
        if match.phase is Phase.FILL:
            match.fill(rng.choice(["left", "right"]))
        else:
            match.play(rng.choice(match.legal_moves()))
        plies += 1
        assert match.round_number <= match.state.round_limit
        assert_state_round_trips(match.state)
    assert_record_round_trips(match)


def short_round(match: Match) -> None:
    """Black's Red runs c1-c7, Gold's Pink answers d8-d6, Red reaches d8 (M7)."""
    for move in ["c1-c7", "d8-d6", "c7-d8"]:
        match.play(move)


def test_R3_a_match_at_the_highest_start_round_plays_on_and_reads_back():
    """Round 9999 plays on to round 10000: its text and record read back (they were refused before)."""
    start = f"obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard target=3 round={START_ROUND_LIMIT} challenger=b score=0-0"
    match = Match.from_text(start)
    short_round(match)
    match.fill("left")
    assert match.round_number == START_ROUND_LIMIT + 1
    assert "round=10000" in match.text()
    assert parse_match_state(match.text()) == match.state
    assert f"round {START_ROUND_LIMIT + 1}:" in match.record()
    assert Match.from_record(match.record()).states == match.states


@pytest.mark.parametrize("rnd, score", [(START_ROUND_LIMIT + 1, "0-0"), (START_ROUND_LIMIT + 2, "1-0")])
def test_R3_a_round_beyond_what_the_score_allows_is_refused_by_the_reader(rnd, score):
    """The reader's limit is the one play keeps: the start limit plus the points scored."""
    ranks = "obupyrgn/8/8/8/8/8/8/NGRYPUBO" if score == "0-0" else "obupyrgn/8/8/8/8/8/8/NGR+YPUBO"
    with pytest.raises(InvalidPositionError, match=f"R3: round {rnd} cannot be reached") as info:
        parse_match_state(f"{ranks} b * - standard target=3 round={rnd} challenger=b score={score}")
    assert f"at most {rnd - 1}" in str(info.value)


def test_R3_the_setup_and_match_state_keep_the_same_limit():
    state = Match(3).state
    with pytest.raises(InvalidPositionError, match="R3"):
        Match(start=replace(state, round_number=START_ROUND_LIMIT + 1))
    with pytest.raises(InvalidPositionError, match="R3"):
        replace(Setup.from_state(state), round_number=START_ROUND_LIMIT + 1).build()
    assert Match(start=replace(state, round_number=START_ROUND_LIMIT)).round_number == START_ROUND_LIMIT


@pytest.mark.parametrize("text", ["round=" + "9" * 10, "round=" + "9" * 5000, "score=0-" + "0" * 10])
def test_numbers_longer_than_the_reader_takes_are_notation_errors(text):
    with pytest.raises(NotationError, match="at most 9"):
        parse_match_state(f"obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard target=3 {text}")


def test_names_are_written_on_one_line_and_read_back_the_same_way():
    match = Match(3)
    match.names = {Player.BLACK: "Ann\n  Bo\u2028Li", Player.GOLD: "gold: #x"}
    text = match.record()
    assert "black: Ann Bo Li" in text.splitlines() and "gold: gold: #x" in text.splitlines()
    assert Match.from_record(text).names == {Player.BLACK: "Ann Bo Li", Player.GOLD: "gold: #x"}
