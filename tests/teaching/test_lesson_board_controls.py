"""The board a lesson needs: named control sets, words kept to the rule families taught so far, the learner's
natural next clicks after a refusal, arrows drawn with a message, the push preview's one sentence, and pass and push
notation said in words in the move list. Python's side, fed what the board sends (issue 26)."""

from __future__ import annotations

import pytest

from kamisado_widget import KamisadoWidget
from kamisado_widget.engine import Colour, Player
from kamisado_widget.engine.catalogue import _, ngettext
from kamisado_widget.engine.names import tower_name
from kamisado_widget.engine.pieces import chain_words
from kamisado_widget.session.pointer import PUSH_PREVIEW
from kamisado_widget.session.sentences import message
from kamisado_widget.session.state import TaughtError

START = "obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard"
ROUND_01 = ["g1-g4", "c8-c2", "d1-d6", "f8-e7", "g4-c8"]  # lesson 01's demo: Black's Blue reaches c8 (M7)
# A normal tower straight in front of an opponent's: a step onto it is refused (M3).
FACE_TO_FACE = "1bupyrgn/8/8/8/8/8/o7/NGRYPUBO b n - standard"
# Gold's a3-a2 ends the round in a deadlock (M8) that promotes Black's tower (P3).
DEADLOCK = "obupy2n/U7/8/8/6g1/r3B3/8/NGRYP2O g r - standard target=1 round=1 challenger=b score=0-0"
SUMO = "o1upyrgn/8/8/3R+b3/8/8/8/NG1YPUBO g p - standard target=3 round=2 challenger=g score=1-0"  # 03's "Push!"
FIRST_WORDS = ("Sumo", "promot", "point", "R4", "target", "P1", "P2", "P3", "F1", "refill", "match")


def played(board: KamisadoWidget, moves: list[str]) -> KamisadoWidget:
    for move in moves:
        board.play(move)
    return board


def words_on(board: KamisadoWidget) -> str:
    """Every sentence the board shows: the status, the message, the round's end and the match's."""
    view = board.view
    end = view["round_end"] or {}
    return " ".join([view["status"], view["message"]["text"], end.get("headline", ""), end.get("text", ""),
                     view["match_end"] or ""])


# ------------------------------------------------------------------ named control sets
def test_basic_controls_hide_the_computer_the_new_match_form_and_the_position_text():
    board = KamisadoWidget(controls="basic")
    controls = board.view["controls"]
    assert controls["computer"] is False and controls["match"] is False and controls["edit"] is False
    assert controls["undo"] and controls["moves"] and controls["fill"] and controls["mover"] and controls["targets"]
    board.set_controls("full")
    assert all(board.view["controls"].values())
    board.set_controls("basic", undo=False)
    assert board.view["controls"]["undo"] is False and board.view["controls"]["computer"] is False
    assert all(KamisadoWidget().view["controls"].values()), "every group by default"


def test_a_control_set_or_a_taught_family_that_does_not_exist_is_refused_by_name():
    with pytest.raises(TaughtError, match=r"(?i)the named control sets are 'full', 'basic', not 'simple'"):
        KamisadoWidget(controls="simple")
    with pytest.raises(TaughtError, match=r"taught names rule families by their letters, e\.g\. 'BTMD'.*not 'TX'"):
        KamisadoWidget(taught="TX")
    assert KamisadoWidget().view["taught"] == "BTMSPRFD"
    assert KamisadoWidget(taught="mtd").view["taught"] == "TMD"


def gold_orange() -> str:
    return tower_name(Player.GOLD, Colour.ORANGE, 0)


def black_wins_m7() -> str:
    """The headline of Black's round won on the home row, without promotion or points (a first lesson's)."""
    return _("{player} wins the round ({how}).").format(player="Black", how=_("home row reached, M7"))


# ------------------------------------------------------------------ words taught so far
def test_M3_a_first_lessons_board_refuses_a_step_onto_a_tower_without_a_word_of_Sumos():
    full = KamisadoWidget(FACE_TO_FACE)
    full.click("a1")
    full.click("a2")
    assert full.view["message"]["rule"] == "M3" and "not a Sumo" in full.message
    first = KamisadoWidget(FACE_TO_FACE, taught="BTMD")
    first.click("a1")
    first.click("a2")
    assert first.message == message("M3", _("the square {square} is taken by {tower}; a tower moves only onto an empty "
                                              "square.").format(square="a2", tower=gold_orange()))


def test_M7_a_first_lessons_round_ends_without_promotion_points_or_match_words():
    """01's demo plays a round of a Standard match: its end said without P1, P2, R4 or F1."""
    text = START + " target=3 round=1 challenger=b score=0-0"
    full = played(KamisadoWidget(text), ROUND_01)
    assert "Sumo (P1, P2)" in full.view["status"] and "promoted to Sumo (P1" in words_on(full)
    first = played(KamisadoWidget(text, taught="BTMD"), ROUND_01)
    assert first.view["status"] == black_wins_m7()
    headline = first.view["round_end"]["headline"]
    assert headline == black_wins_m7(), headline
    said = words_on(first)
    assert not [w for w in FIRST_WORDS if w in said], said
    first.click("a1")  # a click after the round: only that it is over
    said = first.message  # the board's wording (the session's): the round is over, Black won it (M7)
    assert said.startswith(_("The round is over.")) and said.endswith(black_wins_m7()), said


def test_R4_a_first_lessons_single_round_is_not_called_a_match():
    """02's boards are single rounds: 'Match over: Black wins 1–0 (target 1, R4)' speaks of what 04 teaches."""
    full = played(KamisadoWidget(START), ROUND_01)
    assert full.view["status"] == _("Match over: {player} wins {score}–{other} (target {target}, R4).").format(
        player="Black", score=1, other=0, target=1)
    assert full.view["match_end"] is None, "the status says the match's end: the panel does not say it again"
    full.set_status("Well done.")  # a task's own status: then the panel says it
    assert full.view["match_end"] == _("{player} wins the match (R4).").format(player="Black")
    first = played(KamisadoWidget(START, taught="BTMD"), ROUND_01)
    assert first.view["match_end"] is None and first.view["status"] == black_wins_m7()
    first.click("c8")
    assert "R4" not in first.message and "match" not in first.message


def test_M8_a_first_lessons_deadlock_promotes_no_tower_in_words():
    full = KamisadoWidget(DEADLOCK, past=["a3-a2"])
    assert full.view["round_end"]["text"].endswith("Black's Purple is promoted (P3).")
    first = KamisadoWidget(DEADLOCK, past=["a3-a2"], taught="BTMD")
    assert first.view["status"] == _("{player} wins the round ({how}).").format(player="Black", how=_("deadlock, M8"))
    chain = chain_words([link["label"] for link in first.view["round_end"]["chain"]])
    assert first.view["round_end"]["text"] == message("M8", _(
        "Deadlock — {chain} could not move, and the chain of passes repeats. "
        "{loser} made the last real move and loses the round."
    ).format(chain=chain, loser="Gold")), "the deadlock without its promotion (P3)"
    assert not [w for w in FIRST_WORDS if w in words_on(first)], words_on(first)


# ------------------------------------------------------------------ the natural next clicks (item 15)
def test_D1_after_a_refused_try_a_click_on_the_tower_keeps_it_selected_and_the_right_square_plays():
    board = KamisadoWidget(START, past=["c1-c6"])
    board.click("a8")
    board.click("a1")  # refused: the path is blocked
    assert board.view["message"]["kind"] == "error" and board.view["selected"] == "a8"
    board.click("a8")  # the learner "retries" by clicking the tower again: it stays selected
    assert board.view["selected"] == "a8" and board.view["targets"]
    legal = ngettext("{tower} on {square}: {count} legal move.", "{tower} on {square}: {count} legal moves.", 7)
    assert board.message == legal.format(tower=gold_orange(), square="a8", count=7)
    assert board.view["message"]["kind"] == "info"
    board.click("a3")  # ... and the right square plays at once (no "first click the tower")
    assert board.last_move == "a8-a3"


def test_D1_a_second_click_on_the_kept_tower_drops_it_as_usual():
    board = KamisadoWidget(START, past=["c1-c6"])
    board.click("a8")
    board.click("a1")
    board.click("a8")
    board.click("a8")
    assert board.view["selected"] is None and "no longer selected" in board.message


def test_T2_a_click_on_another_own_tower_is_a_new_choice_not_a_sideways_move():
    board = KamisadoWidget(START, past=["c1-c6"])
    board.click("a8")
    board.click("b8")  # the learner meant to pick Gold's Blue
    assert board.view["message"]["rule"] == "T2" and "sideways" not in board.message
    assert board.message == message("T2", _(
        "the tower on {square} is {tower}, but {player} must move {colour} — the opponent's last move "
        "ended on a square of that colour."
    ).format(square="b8", tower=tower_name(Player.GOLD, Colour.BLUE, None), player="Gold", colour="Orange"))
    assert board.view["selected"] == "a8", "the tower that must move stays selected"
    board.click("a8")  # the natural next click keeps it ...
    board.click("a6")  # ... and the move is played
    assert board.last_move == "a8-a6"


def test_T1_a_click_on_another_movable_own_tower_selects_it():
    board = KamisadoWidget(START)
    board.click("c1")
    board.click("d1")
    assert board.view["selected"] == "d1"


# ------------------------------------------------------------------ arrows, the push preview, notation in words
def test_arrows_are_drawn_with_the_message_shown_now_and_go_with_the_next():
    board = KamisadoWidget(START, past=["c1-c6"])
    board.say("Black answers d2-d8.", "error")
    board.show_arrows(["a8-a5"], kind="tried")
    board.show_arrows(["a8-a5"])
    assert board.view["arrows"] == [{"move": "a8-a5", "from": "a8", "to": "a5", "kind": "answer"}]
    board.click("a8")
    assert board.view["arrows"] == []
    with pytest.raises(Exception, match=r"(?i)an arrow's kind is '?answer'? or '?tried'?, not 'hint'"):
        board.show_arrows(["a8-a5"], kind="hint")


def test_S2_the_push_preview_is_explained_once_per_board():
    board = KamisadoWidget(SUMO, past=["d8-d6"])
    board.click("d5")
    target = next(t for t in board.view["targets"] if t["kind"] == "push")
    assert target["pushes"] == [{"id": "gold-pink", "from": "d6", "to": "d7"}]
    assert board.message.endswith(PUSH_PREVIEW) and board.message.count("(S2)") == 1
    board.click("d5")
    board.click("d5")
    assert PUSH_PREVIEW not in board.message, "said once"
    assert PUSH_PREVIEW not in KamisadoWidget(START).message


def test_M6_S2_a_pass_and_a_push_are_said_in_words_for_the_move_list():
    board = KamisadoWidget("obu1y2n/8/3p1r2/2NgY3/8/R4U2/7O/1G2P1B1 b r - standard")  # 02's "Trapped"
    played(board, ["a3-a5", "d6="])
    assert board.view["moves"] == ["a3-a5", "d6="]
    passed = _("{tower} on {square} is blocked and passes (M6).").format(
        tower=tower_name(Player.GOLD, Colour.PINK, None), square="d6")
    assert board.view["move_words"] == ["", passed]
    sumo = played(KamisadoWidget(SUMO, past=["d8-d6"]), ["d5>d6"])
    assert sumo.view["move_words"][-1] == _("{tower} pushed {pushed} and stepped from {start} to {end}.").format(
        tower=tower_name(Player.BLACK, Colour.RED, None), start="d5", end="d6",
        pushed=_("{tower} from {start} to {end}").format(tower=tower_name(Player.GOLD, Colour.PINK, None), start="d6",
                                                         end="d7"))


def test_the_status_of_the_boards_owner_replaces_the_boards_own_until_given_back():
    board = KamisadoWidget(START)
    board.set_status("Solved.")
    assert board.view["status"] == "Solved."
    board.set_status(None)
    assert board.view["status"] == _("{player} to move: any tower ({rule}).").format(player="Black", rule="T1")
