"""Issue 41, an exercise's second round of findings: ``ExerciseSet.go`` refuses what is not a place in the set with
the teacher's error (True and False included) and changes nothing; with ``show_mover=False`` a wrong tower's
refusal names neither the tower nor the colour that must move (T2, S3), in English and German; and ``tries`` counts
the learner's attempts at the exercise, not their moves (a flawless win in 2 is one try)."""

from __future__ import annotations

import pytest
from helpers.positions import after
from helpers.scenarios import PUSH_READY

from kamisado_widget import AnyMove, Exercise, ExerciseSet, OneOf, WinIn
from kamisado_widget.engine import Colour, Player
from kamisado_widget.engine.catalogue import _, speaking
from kamisado_widget.engine.names import colour_name, tower_name
from kamisado_widget.session.sentences import message
from kamisado_widget.teaching.exercises.arguments import ExerciseError
from kamisado_widget.teaching.exercises.go import HIDDEN_MOVER
from kamisado_widget.teaching.learner import progress

WIN_IN_2 = "6po/6N1/b+3B3/1u5O/4ry1G/g+7/1Un+Y4/3RP3 g p - standard target=7 round=4 challenger=b score=0-3"
"""docs/teaching.md §5: Gold wins in 2 of its own moves, g8-h7 (Black answers b2-b3), then f4-f1 (M7)."""


def two_set() -> ExerciseSet:
    return ExerciseSet([Exercise("One", "Make any move.", after("c1-c6"), AnyMove(), lesson="round-two"),
                        Exercise("Two", "Make any move.", after("c1-c6", "a8-a7"), AnyMove(), lesson="round-two")],
                       title="Set")


# ------------------------------------------------------------------ ExerciseSet.go
@pytest.mark.parametrize("given", ["x", None, 0.5, 1.0, True, False, "1", [1]])
def test_go_refuses_what_is_not_a_place_in_the_set_with_the_teachers_error_and_changes_nothing(given):
    lesson = two_set()
    lesson.go(1)
    holder, line = tuple(lesson.holder.children), lesson.progress.value
    with pytest.raises(ExerciseError) as raised:
        lesson.go(given)
    said = str(raised.value)
    assert "ExerciseSet.go" in said and " i " in said, "the method and its argument are named"
    assert repr(given) in said, "what was given is shown"
    assert "0" in said and "1" in said and _("whole number") in said, "the form expected: a place from 0 to 1"
    assert lesson.index == 1 and tuple(lesson.holder.children) == holder and lesson.progress.value == line
    assert lesson.views[1].layout.display is None and lesson.views[0].layout.display == "none"


def test_go_still_takes_a_whole_number_and_ignores_a_place_outside_the_set():
    lesson = two_set()
    lesson.go(1)
    assert lesson.index == 1
    lesson.go(2)
    lesson.go(-1)
    assert lesson.index == 1, "Previous on the first or Next on the last changes nothing"

    class Place:  # any whole number a program may hold (numpy's integers have __index__ too)
        def __index__(self) -> int:
            return 0

    lesson.go(Place())  # type: ignore[arg-type]
    assert lesson.index == 0


def test_go_speaks_to_a_german_teacher_in_german():
    lesson = two_set()
    with speaking("de"), pytest.raises(ExerciseError) as raised:
        lesson.go("x")
    assert "ganze Zahl" in str(raised.value) and "'x'" in str(raised.value)


# ------------------------------------------------------------------ show_mover=False: a wrong tower's refusal
def hidden(show_mover: bool = False, **kw) -> Exercise:
    return Exercise("Which tower?", "Make Gold's move.", after(), AnyMove(), past=["c1-c6"], show_mover=show_mover,
                    id=f"which-{show_mover}", lesson="round-two", **kw)


def test_T2_a_wrong_tower_on_a_board_hiding_the_mover_is_refused_without_naming_the_tower():
    view = hidden().view()
    events = view.board.match.events  # the past move, c1-c6
    said = view.attempt("b8-b7")  # Gold's Blue: Gold must move Orange (c6 is orange)
    assert said == message("T2", _(HIDDEN_MOVER["T2"]))
    assert colour_name(Colour.ORANGE) not in said and "a8" not in said
    assert view.board.view["message"]["rule"] == "T2" and view.board.view["mover"] is None
    assert not view.solved and view.board.match.events == events


def test_T2_a_click_on_a_wrong_tower_says_the_same():
    view = hidden().view()
    view.board.click("b8")
    assert view.board.message == message("T2", _(HIDDEN_MOVER["T2"]))
    view.board.click("a1")  # Black's tower, not Gold's: the colour that must move is not named either
    assert colour_name(Colour.ORANGE) not in view.board.message and view.board.view["message"]["rule"] == "T2"
    assert view.board.message == message("T2", _(HIDDEN_MOVER["T2"]))


def test_T2_the_teachers_words_for_the_rule_still_follow():
    view = hidden(feedback={"T2": "Look at the square c6."}).view()
    assert view.attempt("b8-b7") == message("T2", _(HIDDEN_MOVER["T2"]), "Look at the square c6.")


def test_T2_a_board_that_shows_the_mover_still_names_it_after_a_wrong_try():
    view = hidden(show_mover=True).view()
    assert view.attempt("b8-b7") == message("T2", _(
        "the tower on {square} is {tower}, but {player} must move {colour} — the opponent's last move "
        "ended on a square of that colour."
    ).format(square="b8", tower=tower_name(Player.GOLD, Colour.BLUE, None), player="Gold", colour="Orange"))


def test_S3_after_a_push_a_wrong_tower_is_refused_without_naming_the_colour():
    ex = Exercise("Again", "Black pushed. Move again.", PUSH_READY, AnyMove(), past=["d4>d5"], show_mover=False,
                  id="again", lesson="round-two")
    view = ex.view()
    said = view.attempt("a1-a2")  # Black's Brown: after the push Black must move Red
    assert said == message("S3", _(HIDDEN_MOVER["S3"]))
    assert colour_name(Colour.RED) not in said and colour_name(Colour.BROWN) not in said


def test_the_hidden_refusal_is_said_in_german_too():
    with speaking("de"):
        view = hidden().view()
        said = view.attempt("b8-b7")
        assert said.startswith("T2: Das ist nicht der Turm, der ziehen muss.")
        assert "Orange" not in said and colour_name(Colour.ORANGE) not in said


# ------------------------------------------------------------------ tries: attempts at the exercise
def win_in_2() -> Exercise:
    return Exercise("Win in 2", "Gold to move: win in two of your own moves.", WIN_IN_2, WinIn(moves=2),
                    id="win-2", lesson="round-two")


def test_a_flawless_two_move_solve_is_one_try_and_saved_so():
    ex = win_in_2()
    view = ex.view()
    view.attempt("g8-h7")
    assert view.tries == 1 and not view.solved
    view.attempt("f4-f1")
    assert view.solved and view.tries == 1
    assert progress.load_entries()[ex.progress_id]["tries"] == 1


def test_a_refused_move_midway_starts_another_try():
    view = win_in_2().view()
    view.attempt("g8-h7")
    assert view.attempt("f4-f3") != _("Right!")  # a slower win, refused
    assert view.tries == 1, "the try ended; the next move starts another"
    view.attempt("f4-f1")
    assert view.solved and view.tries == 2


def test_each_wrong_answer_to_a_one_move_task_is_a_try_of_its_own():
    view = Exercise("Push", "Push.", PUSH_READY, OneOf(["d4>d5"]), id="push", lesson="round-two").view()
    view.attempt("d4-c5")
    view.attempt("d4-d5")  # illegal (M3): refused too
    view.attempt("d4>d5")
    assert view.solved and view.tries == 3


def test_reset_and_a_take_back_start_another_try_and_solved_already_counts_none():
    view = win_in_2().view()
    view.attempt("g8-h7")
    view.attempt("f4-f1")
    view.attempt("f4-f1")  # "Solved already"
    assert view.tries == 1
    view.reset()
    assert view.tries == 1, "Reset alone is no try"
    view.attempt("g8-h7")
    assert view.tries == 2
    view.board.undo()  # taken back from Python: the go goes back to Gold's first move
    assert view.run.played == []
    view.attempt("g8-h7")
    assert view.tries == 3
