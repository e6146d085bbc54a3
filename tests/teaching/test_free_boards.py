"""A lesson's free boards give no hint before the lesson's exercises are tried: their Hint and Analyse (the
computer's controls) appear once every exercise of the lesson has been tried, here or in the saved progress
(issue 26)."""

from __future__ import annotations

from kamisado_widget import AnyMove, Exercise, KamisadoWidget, OneOf, free_board, lesson
from kamisado_widget.engine import Match
from kamisado_widget.teaching.course.lesson_widgets import WAITING, gate
from kamisado_widget.teaching.learner import progress


def _two_exercises() -> tuple[Exercise, Exercise]:
    start = Match(1).text()
    return (
        Exercise("First", "Open with Red.", start, OneOf(["c1-c6"])),
        Exercise("Second", "Open with any tower.", start, AnyMove()),
    )


def test_a_free_board_in_a_lesson_hides_its_hint_until_every_exercise_is_tried():
    lesson("Gated lesson")
    first, second = _two_exercises()
    board = free_board()
    assert board.view["controls"]["computer"] is False and board.message == WAITING
    first.view().attempt("c1-c5")  # a wrong try is a try
    assert board.view["controls"]["computer"] is False, "one exercise of two tried"
    second.view().show_me()
    assert board.view["controls"]["computer"] is True and board.message == ""


def test_a_board_written_before_the_exercises_waits_for_them():
    lesson("Board first")
    board = free_board()
    first, second = _two_exercises()
    first.view().attempt("c1-c6")
    second.view().attempt("a1-a2")
    assert board.view["controls"]["computer"] is True


def test_exercises_tried_in_an_earlier_session_open_the_board_at_once():
    lesson("Came back")
    first, second = _two_exercises()
    progress.save_state(first.progress_id, "solved")
    progress.save_state(second.progress_id, "shown")
    assert free_board().view["controls"]["computer"] is True


def test_a_board_hidden_by_the_teacher_stays_hidden_and_outside_a_lesson_nothing_changes():
    lesson("Teacher's choice")
    first, _ = _two_exercises()
    board = gate(KamisadoWidget(controls={"computer": False}))
    first.view().show_me()
    assert board.view["controls"]["computer"] is False
    from kamisado_widget.teaching.learner.lessons import forget

    forget()
    assert free_board().view["controls"]["computer"] is True
