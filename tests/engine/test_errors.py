"""Bad input gets a typed error that names the problem, and a rejected call changes nothing."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kamisado_widget.engine import (
    IllegalFillError, IllegalMoveError, KamisadoError, Match, Move, Position, RuleError,
    parse_match_state, parse_square,
)

VALID = [
    "obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard target=3 round=1 challenger=b score=0-0",
    "o1upyrgn/8/1B+6/8/3b4/8/8/NGRYPU1O b r push standard",
]
ALPHABET = "obupyrgnNGRYPUBO+12345678/ -*=:abcdefghstandrmio"


def mutate(text: str, rng: random.Random) -> str:
    chars = list(text)
    for _ in range(rng.randint(1, 4)):
        op = rng.randrange(3)
        i = rng.randrange(len(chars) + 1)
        if op == 0 and chars:
            del chars[min(i, len(chars) - 1)]
        elif op == 1:
            chars.insert(i, rng.choice(ALPHABET))
        elif chars:
            chars[min(i, len(chars) - 1)] = rng.choice(ALPHABET)
    return "".join(chars)


@settings(max_examples=400, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), base=st.sampled_from(VALID))
def test_mutated_position_texts_raise_only_engine_errors(seed, base):
    text = mutate(base, random.Random(seed))
    try:
        state = parse_match_state(text)
    except KamisadoError as err:
        assert str(err), "the message names the problem"
    else:
        assert parse_match_state(state.text()) == state


@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=30))
def test_arbitrary_texts_raise_only_engine_errors(text):
    for reader in (parse_match_state, Move.from_text, parse_square, Match.from_record):
        try:
            reader(text)
        except KamisadoError:
            pass


@pytest.mark.parametrize("value", [None, 3, 2.5, ["c1-c6"], b"c1-c6"])
def test_wrong_types_are_refused_with_a_clear_error(value):
    with pytest.raises((KamisadoError, TypeError)) as info:
        Match(3).play(value)
    assert type(value).__name__ in str(info.value)
    for reader in (parse_match_state, Move.from_text, parse_square, Match.from_record):
        with pytest.raises(KamisadoError, match=type(value).__name__):
            reader(value)


def test_a_rejected_move_changes_nothing():
    m = Match(3)
    m.play("c1-c6")
    before = (m.state, m.events, m.text())
    for bad in ["b8-b3", "a8-a9", "a8=", "c6-c7", "a8>a7"]:
        with pytest.raises(KamisadoError) as info:
            m.play(bad)
        assert (m.state, m.events, m.text()) == before
        if isinstance(info.value, RuleError):
            assert info.value.rule and info.value.reason
    with pytest.raises(IllegalFillError):
        m.fill("left")
    assert (m.state, m.events) == before[:2]


def test_an_illegal_move_carries_its_rule_id():
    pos = Position.initial()
    with pytest.raises(IllegalMoveError) as info:
        pos.play(Move.from_text("c1-b1"))
    assert info.value.rule == "M1"
    assert "sideways" in info.value.reason


def test_undo_and_redo_with_nothing_to_do_are_engine_errors():
    m = Match(1)
    with pytest.raises(KamisadoError, match="nothing to undo"):
        m.undo()
    with pytest.raises(KamisadoError, match="nothing to redo"):
        m.redo()


def test_a_new_move_after_undo_clears_redo():
    m = Match(1)
    m.play("c1-c6")
    m.undo()
    assert m.can_redo
    m.play("d1-d5")
    assert not m.can_redo
