"""A board inside an exercise hides every mark, status line and label that answers its question, before a try:
with ``show_mover=False`` no mark or name for the tower that must move (T2), no "must pass" line or chain for the
blocked tower (M6), no Pass button until the learner has selected that tower, and no Challenger label or mark on
the side to move (R3); with ``show_targets=False`` no marked squares for the selected tower (S1). Other boards show
them all. A refusal after a wrong try names the tower that must move only on boards that show it: with
``show_mover=False`` it says the rule without the colour (issue 41; issue 26 had let it name the tower)."""

from __future__ import annotations

from helpers.positions import after

from kamisado_widget import AnyMove, Exercise, OneOf
from kamisado_widget.engine import Colour, Player
from kamisado_widget.engine.catalogue import _
from kamisado_widget.engine.names import tower_name
from kamisado_widget.session.sentences import message
from kamisado_widget.teaching.exercises.go import HIDDEN_MOVER

BLOCKED = "obu1y2n/8/3p1r2/2NgY3/8/5U2/7O/RG2P1B1 b r - standard"  # after a1-a5 Gold's Pink (d6) must pass
ROUND_TWO = "urobpygn/8/8/8/8/8/8/NGRPUOYB+ g * - standard target=3 round=2 challenger=g score=1-0"
OPEN_FILE = "obupyrgn/8/8/8/3Y4/8/5R+2/NGU1P1BO g r - standard target=3 round=2 challenger=g score=1-0"


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


def test_T2_after_a_wrong_try_the_refusal_does_not_name_the_tower():
    view = Exercise("Answer the colour", "Make Gold's move.", after(), AnyMove(), past=["c1-c6"],
                    show_mover=False).view()
    said = view.attempt("b8-b7")
    assert said == message("T2", _(HIDDEN_MOVER["T2"]))
    assert "Orange" not in said and tower_name(Player.GOLD, Colour.ORANGE, None) not in said
    assert view.board.view["mover"] is None, "still not marked: the learner finds it from the rule"


def test_T2_after_a_wrong_try_a_board_showing_the_mover_names_it():
    view = Exercise("Colour, shown", "Make Gold's move.", after(), AnyMove(), past=["c1-c6"], id="colour-shown",
                    lesson="hide-tests").view()
    assert view.attempt("b8-b7") == message("T2", _(
        "the tower on {square} is {tower}, but {player} must move {colour} — the opponent's last move "
        "ended on a square of that colour."
    ).format(square="b8", tower=tower_name(Player.GOLD, Colour.BLUE, None), player="Gold", colour="Orange"))


def _pass_task(show_mover: bool) -> Exercise:
    return Exercise("Pass", "Make Gold's move.", BLOCKED, AnyMove(), past=["a1-a5"], show_mover=show_mover,
                    id=f"pass-{show_mover}", lesson="hide-tests")


def test_M6_a_task_about_a_blocked_tower_does_not_say_it_must_pass():
    board = _pass_task(False).view().board
    view = board.view
    assert "must pass" not in view["status"] and "M6" not in view["status"]
    assert view["chain"] == [] and view["pass"] is None and view["mover"] is None


def test_M6_its_pass_is_offered_once_the_board_has_told_the_learner_the_tower_is_blocked():
    ex = _pass_task(False)
    board = ex.view().board
    board.click("d6")
    assert board.view["pass"] is not None and board.view["pass"]["square"] == "d6"
    board.click("d6")  # dropped again: the line still says it is blocked, and its Pass stays offered
    assert board.view["selected"] is None and board.view["message"]["rule"] == "M6"
    assert board.view["pass"] is not None
    board.session.pass_turn("d6")
    assert ex.view().solved


def test_M6_other_boards_still_name_the_blocked_tower_and_offer_its_pass():
    view = _pass_task(True).view().board.view
    assert "must pass (M6)" in view["status"]
    assert view["chain"] and view["pass"] is not None


def test_R3_a_task_about_who_opens_the_round_hides_the_challenger_and_the_side_to_move():
    ex = Exercise("Round two", "Make the first move of round 2.", ROUND_TWO, AnyMove(), show_mover=False,
                  id="round-two", lesson="hide-tests")
    board = ex.view().board.view["scoreboard"]
    assert board["roles_shown"] is False
    shown = Exercise("Round two, told", "Gold opens round 2.", ROUND_TWO, AnyMove(), id="told", lesson="hide-tests")
    assert shown.view().board.view["scoreboard"]["roles_shown"] is True


def test_S1_a_task_about_a_sumos_reach_marks_no_targets():
    ex = Exercise("Reach", "Move the Sumo as far up the f-file as it may go.", OPEN_FILE, OneOf(["f2-f7"]),
                  past=["f8-b4"], show_targets=False, id="reach", lesson="hide-tests")
    board = ex.view().board
    board.click("f2")
    assert board.view["selected"] == "f2" and board.view["targets"] == []
    assert ex.view().attempt("f2-f7").startswith("Right")


def test_S1_other_exercises_mark_the_targets():
    ex = Exercise("Reach, marked", "Move the Sumo.", OPEN_FILE, OneOf(["f2-f7"]), past=["f8-b4"], id="marked",
                  lesson="hide-tests")
    board = ex.view().board
    board.click("f2")
    assert "f7" in [t["square"] for t in board.view["targets"]]
