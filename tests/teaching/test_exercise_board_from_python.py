"""Moves on an exercise's board from Python are checked like clicks; a move written onto a tower is never turned
into a push; "Solved already" is not an error; the message line is empty at the start and after Reset."""

from __future__ import annotations

from helpers.scenarios import PUSH_READY

from kamisado_widget import AnyMove, Exercise, OneOf
from kamisado_widget.engine import Colour, MoveKind, Player
from kamisado_widget.engine.catalogue import _
from kamisado_widget.engine.names import tower_name
from kamisado_widget.session.sentences import message


def push_task() -> Exercise:
    return Exercise("Push", "Push the Gold tower back.", PUSH_READY, OneOf(["d4>d5"]), success="Shoved! (S2)")


def test_play_from_python_on_an_exercise_board_is_checked_like_a_click():
    view = push_task().view()
    assert view.board.play("d4-c5") is None, "a wrong answer is refused, not played"
    assert view.board.message == _("That move is legal, but it is not the one the task asks for.")
    assert view.board.view["message"]["kind"] == "error" and view.board.match.events == ()
    assert view.tries == 1
    played = view.board.play("d4>d5")
    assert played is not None and played.text() == "d4>d5" and view.solved


def test_S2_a_step_written_onto_a_tower_is_refused_and_shows_how_to_write_the_push():
    view = push_task().view()
    said = view.attempt("d4-d5")
    taken = _("the square {square} is taken by {tower}; a tower moves only onto an empty square.").format(
        square="d5", tower=tower_name(Player.GOLD, Colour.BLUE, 0))
    assert said == message("M3", taken + " " + _("To push that tower, write {move} (S2).").format(move="d4>d5"))
    assert view.board.view["message"]["rule"] == "M3" and not view.solved and view.board.match.events == ()


def test_the_message_line_is_empty_at_the_start_and_after_reset():
    view = push_task().view()
    assert view.board.message == ""
    view.attempt("d4>d5")
    view.reset()
    assert view.board.message == "" and not view.solved


def test_solved_already_is_information_not_an_error():
    view = push_task().view()
    view.attempt("d4>d5")
    assert view.attempt("d5-d6") == _("Solved already: press Reset to try again.")
    assert view.board.view["message"]["kind"] == "info"


def test_show_me_without_an_explanation_does_not_read_praise_as_a_reason():
    view = push_task().view()
    shown = _("Shown: {tower} pushes from {start} to {end} ({move}).").format(
        tower=tower_name(Player.BLACK, Colour.RED, None), start="d4", end="d5", move="d4>d5")
    assert view.show_me() == shown + " " + _("Press Reset to play it yourself."), "no 'Why: Shoved! (S2)'"


def test_a_success_text_ending_in_a_rule_gets_no_second_full_stop():
    ex = Exercise(
        "Push", "Push.", PUSH_READY, AnyMove(of_kind=MoveKind.PUSH), success="Right: the Sumo pushes it back! (S2)"
    )
    why = _("Why: {reason}").format(reason="the Sumo pushes it back! (S2)")  # the teacher's words, "Right: " left out
    assert ex.view().show_me().endswith(why + " " + _("Press Reset to play it yourself."))
