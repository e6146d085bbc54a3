"""A board inside an exercise hides every mark, status line and label that answers its question (issue 26):
with ``show_mover=False`` no "must pass" line or chain for the blocked tower (M6), no Pass button until the learner
has selected that tower, and no Challenger label or mark on the side to move (R3); with ``show_targets=False`` no
marked squares for the selected tower (S1)."""

from __future__ import annotations

from kamisado_widget import AnyMove, Exercise, OneOf

BLOCKED = "obu1y2n/8/3p1r2/2NgY3/8/5U2/7O/RG2P1B1 b r - standard"  # after a1-a5 Gold's Pink (d6) must pass
ROUND_TWO = "urobpygn/8/8/8/8/8/8/NGRPUOYB+ g * - standard target=3 round=2 challenger=g score=1-0"
OPEN_FILE = "obupyrgn/8/8/8/3Y4/8/5R+2/NGU1P1BO g r - standard target=3 round=2 challenger=g score=1-0"


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
