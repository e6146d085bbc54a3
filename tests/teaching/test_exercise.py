"""The exercise facility: every feedback path (right, each kind of wrong, hint, reset, progress)."""

import pytest
from helpers.positions import after, colour_rule
from helpers.scenarios import PUSH_READY

from kamisado_widget.engine import Colour, Match, Move, MoveKind, Player
from kamisado_widget.engine.catalogue import _
from kamisado_widget.engine.names import tower_name
from kamisado_widget.session.sentences import message
from kamisado_widget.teaching import AnyMove, Exercise, ExerciseSet, FillDirection, OneOf, Satisfies, WinsRound
from kamisado_widget.teaching.learner import progress

START = Match(3).text()


def progress_line(title, solved, count, at):
    """A set's progress line, as the catalogue words it: "Lesson: 1 of 2 solved — exercise 1"."""
    line = _("{solved} of {count} solved — exercise {at}").format(solved=solved, count=count, at=at)
    return _("{title}: {progress}").format(title=title, progress=line)




def test_T2_right_answer_is_played_and_praised():
    view = colour_rule().view()
    assert view.attempt("a8-a3") == "Yes: Orange had to move."
    assert view.solved and view.feedback_kind == "success"
    assert view.board.last_move == "a8-a3"
    assert view.board.message == "Yes: Orange had to move."


def test_T2_illegal_attempt_cites_the_rule_and_the_teachers_words():
    view = colour_rule().view()
    text = view.attempt("b8-b3")
    refusal = colour_rule().start().explain_move(Move.from_text("b8-b3"))  # the engine's sentence, then the teacher's
    assert text == message("T2", refusal.reason, "The square c6 is orange."), text
    assert "T2" not in text[4:], "the rule ID is shown once, as the message's badge"
    assert view.board.view["message"]["rule"] == "T2" and view.board.view["message"]["kind"] == "error"
    assert not view.solved and view.board.position_text == colour_rule().position, "nothing was played"


def test_M1_illegal_step_of_the_right_tower_cites_M1():
    view = colour_rule().view()
    assert view.attempt("a8-c7") == message("M1", _(
        "the move from {start} to {end} is not a straight or diagonal line; a tower moves only straight or "
        "diagonally forward."
    ).format(start="a8", end="c7"))


def test_legal_but_not_the_answer_is_refused_with_the_goals_words():
    start = after("e1-b4", "f8-f4", "g1-b6", "d8-d7", "b1-a2", "c8-c6", "h1-h7")
    ex = Exercise("Win", "Win at once.", start, WinsRound(wrong="Legal, but not a win."))
    view = ex.view()
    assert ex.goal.answers(view.board.match) == ["c6-h1"]
    assert view.attempt("c6-c7") == message("M1", _(
        "the move from {start} to {end} goes backwards; a tower moves only straight or diagonally forward."
    ).format(start="c6", end="c7"))
    assert view.board.view["message"]["rule"] == "M1"
    assert view.attempt("c6=") == message("M5", _(
        "{tower} on {square} can move, so it must move at least one square; a pass is only for a blocked tower."
    ).format(tower=tower_name(Player.GOLD, Colour.PURPLE, 0), square="c6"))
    assert view.board.view["message"]["rule"] == "M5"
    assert view.board.view["selected"] is None
    assert view.attempt("c6-c5") == "Legal, but not a win."
    assert not view.solved and view.board.position_text == start
    assert view.attempt("c6-h1") == _("Right!") and view.solved


def test_S2_push_goal_and_oneof_goal():
    push = Exercise("Push", "Push.", PUSH_READY, AnyMove(of_kind=MoveKind.PUSH))
    view = push.view()
    assert view.attempt("d4-c5") == _("That move is legal, but the task asks for a push.")
    assert view.attempt("d4>d5") == _("Right!")
    one = Exercise("One", "Go to c5.", PUSH_READY, OneOf(["d4-c5"], wrong="Not c5."))
    assert one.view().attempt("d4-e5") == "Not c5."


def test_a_solved_exercise_refuses_more_moves_until_reset():
    view = colour_rule().view()
    view.attempt("a8-a3")
    assert view.board.view["mover"] == "black-blue"  # a3 is blue
    view.attempt("c6-c7")
    assert view.board.message == _("Solved already: press Reset to try again.")
    view.reset()
    assert not view.solved and view.board.position_text == colour_rule().position
    assert view.attempt("a8-a4") == "Yes: Orange had to move."


def test_hints_cycle_and_show():
    view = colour_rule().view()
    assert view.hint() == "Look at the colour of c6."
    assert view.feedback_text == _("Hint: {hint}").format(hint="Look at the colour of c6.")
    assert view.hint() == "Orange."
    assert view.hint() == "Look at the colour of c6."


def test_hints_given_as_one_text_are_one_hint(own_progress_file):
    view = Exercise("One hint", "Move.", START, AnyMove(), hints="Look at h8").view()
    assert view.hint() == "Look at h8" and view.hint() == "Look at h8"


def test_F1_fill_goal():
    ex = Exercise("Fill", "Fill from the right.", after("c1-c7", "d8-d6", "c7-d8"), FillDirection("right"))
    view = ex.view()
    assert view.attempt_fill("left") == _("That fill is allowed, but it is not the one the task asks for.")
    assert view.board.match.round_number == 1
    assert view.attempt_fill("right") == _("Right!")
    assert view.board.match.round_number == 2


def test_satisfies_goal_uses_the_position_after_the_move():
    ex = Exercise(
        "Gold Blue next", "Make Gold move Blue.", after("c1-c6"),
        Satisfies(lambda pos: pos.to_move is Colour.BLUE, wrong=lambda pos: f"Gold would move {pos.to_move.title}."),
    )
    view = ex.view()
    answers = ex.goal.answers(view.board.match)
    assert answers and all(a.startswith("a8-") for a in answers)
    assert view.attempt("a8-a7") == "Gold would move Red."  # a7 is red


def test_an_exercise_without_a_right_answer_is_refused_when_written():
    with pytest.raises(ValueError, match="no right answer"):
        Exercise("Bad", "Win at once.", after("c1-c6"), WinsRound())


def test_exercise_set_counts_progress():
    one = colour_rule()
    two = Exercise("Push", "Push.", PUSH_READY, AnyMove(of_kind=MoveKind.PUSH))
    lesson = ExerciseSet([one, two], title="Lesson")
    assert lesson.progress.value == progress_line("Lesson", 0, 2, 1)
    lesson[0].attempt("a8-a3")
    assert lesson.progress.value == progress_line("Lesson", 1, 2, 1)
    lesson.go(1)
    lesson[1].attempt("d4>d5")
    assert lesson.progress.value == progress_line("Lesson", 2, 2, 2)
    assert lesson.next_button.disabled and not lesson.prev_button.disabled
    lesson[0].reset()
    assert not lesson[0].solved and lesson[0].done, "Reset clears the board, not the saved progress"
    assert lesson.solved == 2
    progress.reset_progress()
    lesson[0].reset()
    assert lesson.solved == 1, "after a reset of the saved progress, only the board that holds its answer counts"


def test_a_fill_outside_the_fill_phase_is_refused_by_the_engine_not_counted():
    view = colour_rule().view()
    view.attempt_fill("left")
    assert not view.solved and view.board.view["message"]["rule"] == "F1"
    assert view.attempt("a8-a3") == "Yes: Orange had to move."


def test_F1_a_solved_exercise_hides_its_fill_buttons_until_reset():
    """Once solved, the fill buttons (which could only answer "Solved already") vanish."""
    ex = Exercise("Win", "Win the round.", after("c1-c7", "d8-d6"), WinsRound())
    view = ex.view()
    assert view.board.view["controls"]["fill"] is True
    view.attempt("c7-d8")
    assert view.solved and view.board.view["fill"] is not None, "the round is over: a fill is due"
    assert view.board.view["controls"]["fill"] is False
    view.reset()
    assert view.board.view["controls"]["fill"] is True
