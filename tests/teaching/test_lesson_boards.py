"""The board a lesson needs, from the teaching side: the exercises and demos of lessons 01-02 speak of no Sumo,
promotion, points or match; a refused try that throws a won round away draws the opponent's answer on the board; a
solved exercise says so in its status and no longer offers "Show me" (issue 26)."""

from __future__ import annotations

from helpers.positions import KEEP_THE_WIN

from kamisado_widget import AnyMove, Exercise, OneOf, WinIn, lesson
from kamisado_widget.engine import Colour, Move, Player
from kamisado_widget.engine.catalogue import _
from kamisado_widget.engine.names import tower_name
from kamisado_widget.session.sentences import message
from kamisado_widget.teaching.course.demo import Demo
from kamisado_widget.teaching.course.lesson_boards import taught_in
from kamisado_widget.teaching.exercises.exercise_view import SOLVED_STATUS
from kamisado_widget.teaching.exercises.refutations import refute

ROUND = "obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard target=3 round=1 challenger=b score=0-0"
ROUND_01 = ["g1-g4", "c8-c2", "d1-d6", "f8-e7", "g4-c8"]
FACE_TO_FACE = "1bupyrgn/8/8/8/8/8/o7/NGRYPUBO b n - standard"


def test_the_lessons_before_Sumos_name_only_the_board_which_tower_and_moving():
    assert taught_in("01-which-tower") == taught_in("00-welcome") == "BTD"  # M's IDs come with lesson 02 (issue 39)
    assert taught_in("02_moving") == "BTMD"
    assert taught_in("03-sumo") == "BTMDS"  # Sumos, but no points, match kind, Challenger or Defender (issue 39)
    assert taught_in("04_scoring_and_matches") is None and taught_in("04b-refilling") is None
    assert taught_in("") is None and taught_in(None) is None and taught_in("012-mine") is None


def test_M7_lesson_01s_demo_ends_its_round_without_a_word_of_Sumos():
    """01's demo ended "... Blue becomes a Sumo (P1, P2)": Sumos are lesson 03's, points lesson 04's."""
    lesson("01_which_tower")
    demo = Demo(position=ROUND, steps=ROUND_01)
    demo.go(len(ROUND_01))
    view = demo.board.view
    # 01 comes before 02 names the movement rules: the round's end in words, without M7 (issue 39).
    assert view["status"] == _("{player} wins the round ({how}).").format(player="Black", how=_("home row reached"))
    assert "Sumo" not in view["round_end"]["headline"] and "P1" not in view["round_end"]["headline"]
    assert "M7" not in view["message"]["text"] + view["announce"] + view["round_end"]["text"]
    lesson("02_moving")
    moving = Demo(position=ROUND, steps=ROUND_01)
    moving.go(len(ROUND_01))
    assert moving.board.view["status"] == _("{player} wins the round ({how}).").format(
        player="Black", how=_("home row reached, M7"))
    lesson("03_sumo")
    sumos = Demo(position=ROUND, steps=ROUND_01)
    sumos.go(len(ROUND_01))
    assert "P1" not in sumos.board.view["status"] and set(sumos.board.view["taught"]) == set("BTMDS")
    lesson("04_scoring_and_matches")
    later = Demo(position=ROUND, steps=ROUND_01)
    later.go(len(ROUND_01))
    assert "Sumo (P1, P2)" in later.board.view["status"]


def test_M1_lesson_01s_board_refuses_a_crooked_move_in_words_without_the_rule_id():
    """01's messages named M1 and M7, which lesson 02 teaches: the refusal keeps its words, the ID waits for 02."""
    said = {}
    for name in ("01_which_tower", "02_moving"):
        lesson(name)
        board = Exercise("Any", "Move Brown.", FACE_TO_FACE, AnyMove(), id="any").view().board
        board.click("a1")
        board.click("c2")  # neither straight nor diagonal: M1
        said[name] = board.view["message"]
    first, later = said["01_which_tower"], said["02_moving"]
    assert first["kind"] == "error" and first["rule"] is None and "M1" not in first["text"]
    assert first["text"].endswith(_("a tower moves only straight or diagonally forward."))
    assert later["rule"] == "M1" and later["text"] == "M1: " + first["text"]


def test_M3_lesson_02s_exercise_refuses_a_step_onto_a_tower_without_a_word_of_Sumos():
    lesson("02_moving")
    view = Exercise("Onto it", "Move Brown.", FACE_TO_FACE, AnyMove(), id="onto-it").view()
    said = view.attempt("a1-a2")
    assert said == message("M3", _("the square {square} is taken by {tower}; a tower moves only onto an empty square.")
                           .format(square="a2", tower=tower_name(Player.GOLD, Colour.ORANGE, 0)))
    assert "Sumo" not in said


def test_S2_a_try_that_throws_the_win_away_draws_the_opponents_answer():
    ex = Exercise("Win in 3", "Win.", KEEP_THE_WIN, WinIn(moves=3), id="win-in-3-arrows", lesson="arrows")
    view = ex.view()
    said = view.attempt("d1-e2")
    answer = refute(ex.start().position, Move.from_text("d1-e2"))
    assert answer is not None and answer.next is not None
    assert said.startswith(_("The move {tried} throws the win away: in answer, {tower} on {square} is blocked and passes "
                             "({move}, M6).").format(tried="d1-e2", tower=tower_name(Player.GOLD, Colour.GREEN, 0),
                                                     square="a2", move=answer.next))
    arrows = view.board.view["arrows"]
    assert [(a["kind"], a["move"]) for a in arrows] == [("tried", "d1-e2"), ("answer", answer.next)]
    assert answer.next in said, "the arrow is the answer the sentence names"
    view.board.click("d1")
    assert view.board.view["arrows"] == [], "the next message takes them away"


def test_a_wrong_but_not_losing_try_draws_no_arrow():
    ex = Exercise("Far", "Move Orange to a3.", ROUND, OneOf(["c1-c3"]), id="far-arrows", lesson="arrows")
    view = ex.view()
    view.attempt("c1-c6")
    assert view.feedback_kind == "error" and view.board.view["arrows"] == []


def test_T2_a_solved_exercise_says_so_in_its_status_and_show_me_is_no_longer_offered():
    """01 "Answer the colour" solved still said "Make the move the task asks for." with Show me highlighted."""
    ex = Exercise(
        "Answer the colour", "Make Gold's move.", "obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard", AnyMove(),
        past=["c1-c6"], show_mover=False, id="answer-the-colour", lesson="status",
    )
    view = ex.view()
    view.attempt("b8-b7")  # T2: refused, and Show me is offered more visibly
    assert view.show_button.button_style == "info"
    assert view.board.view["status"] == _("Make the move the task asks for.")
    view.attempt("a8-a7")
    assert view.solved
    assert view.board.view["status"] == SOLVED_STATUS
    assert view.show_button.button_style == "" and view.show_button.disabled
    view.reset()
    assert view.board.view["status"] == _("Make the move the task asks for.") and not view.show_button.disabled


def test_the_export_button_is_as_wide_as_its_words():
    """At 1280 px ipywidgets' fixed 148 px cut it to "Export my progr…" (a page with no board has no widget CSS)."""
    from kamisado_widget.teaching.classroom.class_table import export_button

    button = next(child for child in export_button().children if getattr(child, "description", "") == "Export my progress")
    assert button.layout.width == "auto"


def test_T1_a_board_that_has_not_met_the_colour_rule_names_no_rule_in_its_headline():
    """Issue 39: the welcome page's board (taught="BD") says who moves without the ID of a rule lesson 01 teaches."""
    from kamisado_widget import KamisadoWidget

    welcome = KamisadoWidget(controls="basic", taught="BD")
    assert welcome.view["status"] == _("{player} to move: any tower.").format(player="Black")
    welcome.play("c1-c4")
    assert "(T2)" not in welcome.view["status"] and welcome.view["status"].startswith(_("Gold"))
    first = KamisadoWidget(controls="basic", taught="BTMD")
    assert first.view["status"] == _("{player} to move: any tower ({rule}).").format(player="Black", rule="T1")
