"""Property tests: random full matches, with pushes, passes, deadlocks and refills, keep
every invariant of the rules (B6, P2, M8, R4) and every notation round-trips."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kamisado_widget.engine import Match, Phase, Player, Position, parse_match_state

TARGETS = st.sampled_from([1, 3, 7, 15])
MAX_ROUND_PLIES = 400


def play_random_match(seed: int, target: int) -> tuple[Match, list[str]]:
    """Play a whole match with random legal moves and fill choices; check invariants as it goes."""
    rng = random.Random(seed)
    match = Match(target)
    texts = [match.text()]
    plies = 0
    while not match.is_over:
        before = match.state
        if match.phase is Phase.FILL:
            match.fill(rng.choice(["left", "right"]))
            plies = 0
        else:
            match.play(rng.choice(match.legal_moves()))
            plies += 1
            assert plies < MAX_ROUND_PLIES, "M8: every round terminates"
        check_invariants(match, before)
        texts.append(match.text())
    return match, texts


def check_invariants(match: Match, before) -> None:
    pos = match.position
    towers = list(pos.towers())
    assert len(towers) == 16, "B6: 16 towers"
    assert len({t.square for t in towers}) == 16, "M3: towers stand on distinct squares"
    assert all(0 <= t.rank <= 3 for t in towers), "B6: ranks 0-3 while playing"
    promoted = match.state.promoted_position()
    for p in Player:
        ranks = [t.rank for t in promoted.towers() if t.player is p]
        assert match.score(p) == sum(2**r - 1 for r in ranks), "P2: score = sum(2^rank - 1)"
        assert all(r <= 4 for r in ranks)
        if 4 in ranks:
            assert match.is_over, "P4: a Quadruple only at the end"
    if pos.result is not None and before.position.result is None:
        winner = pos.result.winner
        rank = before.position.rank_of(winner, pos.result.tower)
        assert match.score(winner) - before.score(winner) == 2**rank, "P2: 1, 2, 4 or 8 points"
        assert match.score(winner.opponent) == before.score(winner.opponent)
    if match.is_over:
        assert match.score(match.winner) >= match.target > match.score(match.winner.opponent), "R4"


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), target=TARGETS)
def test_random_matches_keep_invariants_and_round_trip(seed, target):
    match, texts = play_random_match(seed, target)
    # every match text round-trips exactly
    for text in texts[:: max(1, len(texts) // 25)] + [texts[-1]]:
        assert parse_match_state(text).text() == text
    # the record saves, loads and replays exactly, fill choices included
    again = Match.from_record(match.record())
    assert again.text() == match.text()
    assert again.events == match.events
    assert [s.text() for s in again._states] == [s.text() for s in match._states]


@pytest.mark.slow
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), target=TARGETS, data=st.data())
def test_undo_restores_every_earlier_state_exactly(seed, target, data):
    match, texts = play_random_match(seed, target)
    states = list(match._states)
    k = data.draw(st.integers(1, len(match.events)))
    undone = [match.undo() for _ in range(k)]
    assert match.state == states[-1 - k]
    assert match.text() == texts[-1 - k]
    for event in reversed(undone):
        assert match.redo() == event
    assert match.state == states[-1]
    while match.can_undo:
        match.undo()
    assert match.state == Match(target).state


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_positions_equal_and_hash_by_value(seed):
    rng = random.Random(seed)
    pos = Position.initial()
    seen = []
    while pos.result is None and len(seen) < 60:
        seen.append(pos)
        pos = pos.play(rng.choice(pos.legal_moves()))
    for p in seen:
        copy = Position.from_text(p.text())
        assert copy == p and hash(copy) == hash(p)
    assert len(set(seen)) == len(seen), "M8: no position repeats within a round"
