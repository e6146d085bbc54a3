"""Nothing a lesson shows gives the answer away before a try: a task about which tower moves hides the board's own
mark and name for it (T2, R3), and a click on an empty square names no tower."""

from __future__ import annotations

from helpers.positions import after

from kamisado_widget import AnyMove, Exercise
from kamisado_widget.engine import Colour, Player
from kamisado_widget.engine.catalogue import _
from kamisado_widget.engine.names import tower_name
from kamisado_widget.session.sentences import message


def test_T2_a_task_about_the_colour_rule_hides_the_mover_on_its_board():
    ex = Exercise("Answer the colour", "Make Gold's move.", after(), AnyMove(), past=["c1-c6"], show_mover=False)
    view = ex.view().board.view
    assert view["mover"] is None and view["movable"] == []
    assert view["status"] == _("Make the move the task asks for.")
    assert "Orange" not in view["status"]


def test_T2_the_board_marks_the_mover_in_other_tasks():
    view = Exercise("Any", "Make Gold's move.", after(), AnyMove(), past=["c1-c6"]).view().board.view
    assert view["mover"] == "gold-orange" and view["status"] == _("{player} moves: {colour} ({rule}).").format(
        player="Gold", colour="Orange", rule="T2")


def test_T2_after_a_wrong_try_the_refusal_may_name_the_tower():
    view = Exercise("Answer the colour", "Make Gold's move.", after(), AnyMove(), past=["c1-c6"],
                    show_mover=False).view()
    said = view.attempt("b8-b7")
    assert said == message("T2", _(
        "the tower on {square} is {tower}, but {player} must move {colour} — the opponent's last move "
        "ended on a square of that colour."
    ).format(square="b8", tower=tower_name(Player.GOLD, Colour.BLUE, None), player="Gold", colour="Orange"))
    assert view.board.view["mover"] is None, "still not marked: the learner finds it from the words"
