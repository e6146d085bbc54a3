"""Positions with a past: a board, an exercise or a demo can start with moves already played from an
earlier position. The engine checks every past move, and the board's view carries the last one, so the
page draws its arrow and frames."""

import re

import pytest
from helpers.catalogue_pattern import message_pattern

from kamisado_widget.engine import IllegalMoveError, Match
from kamisado_widget.teaching import Exercise, OneOf
from kamisado_widget.teaching.course.demo import Demo
from kamisado_widget.widget.board import KamisadoWidget

# Gold's Pink on d8 is to move; d8-d6 ends on a red square in front of Black's Red Sumo (d5).
BEFORE = "o1upyrgn/8/8/3R+b3/8/8/8/NG1YPUBO g p - standard target=3 round=2 challenger=g score=1-0"
AFTER = "o1u1yrgn/8/3p4/3R+b3/8/8/8/NG1YPUBO b r - standard target=3 round=2 challenger=g score=1-0"


def push_exercise() -> Exercise:
    return Exercise(
        title="Push!", task="Gold's Pink has just moved to d6. Push it back.", position=BEFORE, past=["d8-d6"],
        goal=OneOf(["d5>d6"]),
    )


def test_the_past_moves_are_played_and_the_last_one_is_in_the_view():
    board = KamisadoWidget(BEFORE, past=["d8-d6"])
    assert board.match.text() == AFTER
    assert board.last_move == "d8-d6"
    last = board.view["last_move"]
    assert (last["from"], last["to"], last["player"], last["kind"]) == ("d8", "d6", "gold", "step")


def test_S2_a_past_push_shows_where_the_pushed_tower_went():
    board = KamisadoWidget(BEFORE, past=["d8-d6", "d5>d6"])
    last = board.view["last_move"]
    assert last["move"] == "d5>d6" and last["player"] == "black"
    assert [(p["from"], p["to"]) for p in last["pushed"]] == [("d6", "d7")]


def test_T2_an_illegal_past_move_is_refused_by_the_engine_naming_it():
    with pytest.raises(IllegalMoveError) as err:
        KamisadoWidget(BEFORE, past=["d8-d6", "c8-c7"])  # Black's Red must move, not a Gold tower
    assert re.fullmatch(message_pattern("past move {number} ({move}) is not allowed: {reason}", number=2,
                                        move="'c8-c7'"), err.value.reason), err.value.reason
    with pytest.raises(IllegalMoveError, match="past move 1"):
        Match.from_text(BEFORE, ["e8-e7"])  # Pink must move (T2), not Yellow


def test_bad_past_arguments_are_clear_errors():
    with pytest.raises(TypeError, match=message_pattern("past is a list of moves, e.g. ['d8-d6'], not the text {value}",
                                                        value="'d8-d6'")):
        Match.from_text(BEFORE, "d8-d6")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="give position= too"):
        KamisadoWidget(past=["c1-c6"])


def test_load_position_with_a_past_shows_its_last_move_and_a_bad_one_changes_nothing():
    board = KamisadoWidget()
    board.load_position(BEFORE, ["d8-d6"])
    assert board.last_move == "d8-d6" and board.match.text() == AFTER
    with pytest.raises(IllegalMoveError):
        board.load_position(BEFORE, ["d8-d5", "d5-d4"])
    assert board.last_move == "d8-d6" and board.match.text() == AFTER


def test_an_exercise_with_a_past_starts_after_it_and_shows_it_until_reset():
    ex = push_exercise()
    assert ex.start().text() == AFTER and ex.goal.answers(ex.start()) == ["d5>d6"]
    view = ex.view()
    assert view.board.view["last_move"]["move"] == "d8-d6"
    view.attempt("d5-d4")  # a wrong try is refused: the past move stays on the board
    assert not view.solved and view.board.last_move == "d8-d6"
    view.attempt("d5>d6")
    assert view.solved and view.board.last_move == "d5>d6"
    view.reset()
    assert view.board.match.text() == AFTER and view.board.view["last_move"]["move"] == "d8-d6"


def test_an_exercise_with_an_illegal_past_fails_when_it_is_written():
    with pytest.raises(IllegalMoveError, match="past move 1"):
        Exercise(title="x", task="x", position=BEFORE, past=["d5>d6"], goal=OneOf(["d5>d6"]))


def test_a_demo_with_a_past_opens_with_it_and_comes_back_to_it():
    demo = Demo(BEFORE, ["d5>d6"], past=["d8-d6"])
    assert demo.board.last_move == "d8-d6" and demo.board.match.text() == AFTER
    demo.go(1)
    assert demo.board.last_move == "d5>d6"
    demo.go(0)
    assert demo.board.last_move == "d8-d6" and demo.board.match.text() == AFTER
