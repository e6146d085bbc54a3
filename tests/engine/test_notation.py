"""Notation: squares (B2), move texts, position texts and match texts round-trip exactly."""

import pytest
from helpers.catalogue_pattern import message_pattern

from kamisado_widget.engine import (
    Colour,
    InvalidPositionError,
    Layout,
    Match,
    Move,
    MoveKind,
    NotationError,
    Player,
    Position,
    parse_match_state,
    parse_square,
    square_name,
)

INITIAL = "obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard"


def test_B2_square_names_round_trip():
    names = [square_name(sq) for sq in range(64)]
    assert names[0] == "a1" and names[7] == "h1" and names[56] == "a8" and names[63] == "h8"
    assert [parse_square(n) for n in names] == list(range(64))
    assert parse_square(" D4 ") == parse_square("d4") == 27


@pytest.mark.parametrize("bad", ["i1", "a9", "a0", "", "d", "44", "dd4"])
def test_B2_bad_square_names_are_refused(bad):
    with pytest.raises(NotationError, match="not a square"):
        parse_square(bad)


@pytest.mark.parametrize(
    "text, kind",
    [("c1-c6", MoveKind.STEP), ("e4>e5", MoveKind.PUSH), ("d2=", MoveKind.PASS)],
)
def test_move_texts_round_trip(text, kind):
    move = Move.from_text(text)
    assert move.kind is kind
    assert move.text() == text
    assert Move.from_text(move.text()) == move


@pytest.mark.parametrize("bad", ["c1c6", "c1-c1", "c1-", "pass", "c1-c6-c7", "", "x1-c6", "c1>>c2"])
def test_malformed_move_texts_are_refused(bad):
    with pytest.raises(NotationError):
        Move.from_text(bad)


def test_initial_position_text():
    assert Position.initial().text() == INITIAL
    assert Position.from_text(INITIAL) == Position.initial()
    mirrored = Position.initial(Layout.MIRRORED)
    assert mirrored.text() == "ngrypubo/8/8/8/8/8/8/OBUPYRGN b * - mirrored"
    assert Position.from_text(mirrored.text()) == mirrored


def test_position_text_keeps_ranks_side_tower_and_push_flag():
    text = "o1upyrgn/8/1B+6/8/3b4/8/8/NGRYPU1O b r push standard"
    pos = Position.from_text(text)
    assert pos.rank_of(Player.BLACK, Colour.BLUE) == 1
    assert pos.square_of(Player.GOLD, Colour.BLUE) == parse_square("d4")
    assert pos.turn is Player.BLACK and pos.to_move is Colour.RED and pos.extra_turn
    assert pos.text() == text


def test_match_text_round_trips_with_score_target_round_and_challenger():
    m = Match(3)
    for move in ["c1-c6", "a8-a2", "f1-f5", "g8-g4"]:
        m.play(move)
    text = m.text()
    assert text.endswith("target=3 round=1 challenger=b score=0-0")
    assert parse_match_state(text).text() == text
    assert Match.from_text(text).position == m.position


@pytest.mark.parametrize(
    "text, words",
    [
        ("obupyrgn/8/8/8/8/8/8 b * - standard", "8 ranks"),
        ("obupyrgn/8/8/8/8/8/8/NGRYPUB b * - standard", "rank 1"),
        ("obupyrgn/8/8/8/8/8/8/NGRYPUBX b * - standard", "'X'"),
        ("obupyrgn/8/8/8/8/8/8/NGRYPUBO x * - standard", "side to move"),
        ("obupyrgn/8/8/8/8/8/8/NGRYPUBO b q - standard", "tower to move"),
        ("obupyrgn/8/8/8/8/8/8/NGRYPUBO b * yes standard", "fourth field"),
        ("obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - round", "layout"),
        ("obupyrgn/8/8/8/8/8/8/NGRYPUBO b *", "5 fields"),
        ("obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard colour=red", "unknown field"),
        (INITIAL + " score=1", "score"),
        (INITIAL + " target=x", "whole number"),
    ],
)
def test_unreadable_texts_say_what_and_where(text, words):
    with pytest.raises(NotationError, match=words):
        parse_match_state(text)


def test_P1_a_sumo_written_with_a_digit_says_what_a_sumos_mark_is():
    with pytest.raises(NotationError, match=message_pattern(
            "position text: rank {rank} ({row}) has more than 8 squares; a digit after a tower counts empty squares "
            "({pair} is a tower and {digit} empty), while a Sumo is marked by '+' after its letter: '{letter}+' a "
            "Sumo, '{letter}++' a Double Sumo", rank=6, pair="'R1'", digit=1, letter="R")):
        Match.from_text("obupyrgn/8/2R13B1/8/8/8/8/NGRYPUBO b * - standard")


@pytest.mark.parametrize(
    "text, words",
    [
        ("obupyrgn/8/8/8/8/8/8/NGRYPUBN b * - standard", "twice"),
        ("obupyrgn/8/8/8/8/8/8/NGRYPUB1 b * - standard", "missing"),
        ("obupyrgn/8/8/8/8/8/8/NGRYPUBO+++++ b * - standard", "rank"),
        ("obupyrgn/8/8/8/8/8/8/NGRYPUBO++++ b * - standard", "P4"),
        ("obupyrgO/8/8/8/8/8/8/NGRYPUBn b * - standard", "M7"),
        ("obupyrgn/8/8/8/8/8/8/NGRYPUBO b * push standard", "S3"),
        (INITIAL + " target=4", "R1"),
        (INITIAL + " score=1-0", "P2"),
        (INITIAL + " round=0", "R3"),
        ("obupyrgn/8/8/8/8/8/8/NGRYPUBO+ b * - standard target=1 round=2 challenger=g score=1-0", "R4"),
    ],
)
def test_impossible_positions_say_what_is_wrong(text, words):
    with pytest.raises(InvalidPositionError, match=words):
        parse_match_state(text)


def test_finished_round_round_trips_with_its_result():
    m = Match(3)
    for move in ["c1-c7", "d8-d6", "c7-d8"]:
        m.play(move)
    assert m.position.result is not None
    text = m.text()
    assert "result=black:red:M7" in text and "score=1-0" in text
    again = Match.from_text(text)
    assert again.text() == text and again.position.result == m.position.result


def test_R1_a_bare_position_text_is_read_as_the_shortest_match_its_ranks_allow():
    assert parse_match_state(INITIAL).target == 1
    assert parse_match_state("o1upyrgn/8/8/3b4/3R+4/8/8/NG1YPUBO b r - standard").target == 3
    assert parse_match_state("o1upyrgn/8/8/3b4/3R+++4/8/8/NG1YPUBO b r - standard").target == 15
