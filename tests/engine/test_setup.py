"""Setting up positions by hand: every validation message, and random positions always pass."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kamisado_widget.engine import (
    Colour,
    InvalidPositionError,
    KamisadoError,
    Layout,
    Match,
    Phase,
    Player,
    Tower,
    parse_match_state,
    parse_square,
)
from kamisado_widget.engine.setup import Setup

RED, GOLD_RED = Tower(Player.BLACK, Colour.RED), Tower(Player.GOLD, Colour.RED)


def initial() -> Setup:
    return Setup.from_state(Match(3).state)


def test_the_initial_setup_builds_the_initial_match_state():
    assert initial().build() == Match(3).state
    assert initial().problem() is None


@pytest.mark.parametrize(
    "edit, words",
    [
        (lambda s: s.remove(RED), "B6: place every tower; missing: Black's Red"),
        (lambda s: s.place(RED, parse_square("d1")), "missing: Black's Yellow"),  # Yellow was bumped off d1
        (lambda s: s.place(RED, parse_square("d8")), "missing: Gold's Pink"),
        (lambda s: s.place(RED, parse_square("c8")).place(Tower(Player.GOLD, Colour.PURPLE), parse_square("c5")),
         "M7: Black's Red tower already stands on c8"),
        (lambda s: s.__class__(**{**s.__dict__, "to_move": GOLD_RED}),
         "T2: the tower to move, Gold's Red, belongs to Gold, but Black is to move"),
        (lambda s: s.__class__(**{**s.__dict__, "extra_turn": True}), "S3: an extra turn after a push needs"),
        (lambda s: s.__class__(**{**s.__dict__, "target": 5}), "R1: a match is played to 1, 3, 7 or 15"),
        (lambda s: s.set_rank(RED, 2), "P2, R4: Black's ranks are worth 3 points, which reaches the target of 3"),
        (lambda s: s.__class__(**{**s.__dict__, "round_number": 0}), "R3: the round number must be 1 or more"),
    ],
)
def test_each_invalid_setup_names_its_problem(edit, words):
    setup = edit(initial())
    with pytest.raises(InvalidPositionError) as info:
        setup.build()
    assert words in str(info.value)
    assert setup.problem() == str(info.value)


def test_B6_rank_out_of_range_is_refused_at_the_edit():
    with pytest.raises(KamisadoError, match="B6: a rank is 0"):
        initial().set_rank(RED, 4)
    with pytest.raises(KamisadoError, match="B6"):
        initial().set_rank(RED, True)


def test_M8_a_setup_that_is_already_deadlocked_is_refused():
    rng = random.Random(3)
    while True:  # find a round that ended in deadlock by seeded random play
        match = Match(3)
        while match.phase is Phase.PLAY:
            match.play(rng.choice(match.legal_moves()))
        if match.position.result.reason == "M8":
            break
    ended = match.position.text()
    without_result = " ".join(w for w in ended.split() if not w.startswith("result="))
    with pytest.raises(InvalidPositionError, match="M8: this position is already a deadlock"):
        parse_match_state(without_result)
    state = parse_match_state(without_result + " " + next(w for w in ended.split() if w.startswith("result=")))
    assert state.position.result == match.position.result


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), plies=st.integers(0, 60), target=st.sampled_from([1, 3, 7, 15]))
def test_positions_from_random_play_pass_validation_and_round_trip(seed, plies, target):
    rng = random.Random(seed)
    match = Match(target, rng.choice(list(Layout)))
    for _ in range(plies):
        if match.phase is Phase.OVER:
            break
        if match.phase is Phase.FILL:
            match.fill(rng.choice(["left", "right"]))
        else:
            match.play(rng.choice(match.legal_moves()))
    if match.phase is not Phase.PLAY:
        return
    state = match.state
    assert Setup.from_state(state).build() == state
    assert parse_match_state(state.text()) == state


def test_B2_B6_a_set_up_step_refused_by_a_rule_carries_the_rule() -> None:
    """The set-up's refusals are rule errors with ``.rule`` (B2 a square, B6 a rank), not bare errors."""
    from kamisado_widget.engine import Colour, Player, Tower
    from kamisado_widget.engine.errors import RuleError
    from kamisado_widget.engine.setup import Setup

    blue = Tower(Player.BLACK, Colour.BLUE)
    with pytest.raises(RuleError) as square:
        Setup.empty().place(blue, 64)
    with pytest.raises(RuleError) as rank:
        Setup.empty().set_rank(blue, 5)
    assert (square.value.rule, str(square.value)) == ("B2", "B2: 64 is not a square")
    assert rank.value.rule == "B6" and str(rank.value).startswith("B6: a rank is 0 (tower)")
