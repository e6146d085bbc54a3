"""The board a lesson needs, in a real JupyterLab and Chromium: a first lesson's board shows no computer, analysis,
match length, layout or position text; a try that throws a won round away draws the opponent's answer as a red
arrow; a push preview runs no arrow against the last move's; the move list says a pass in words; a solved exercise's
status says so and Show me is no longer highlighted (issue 26)."""

from __future__ import annotations

import re

from helpers.lab import open_notebook, run_all_cells, square, times_shown, widget_in_view
from playwright.sync_api import expect

from kamisado_widget.engine import Colour, Player
from kamisado_widget.engine.catalogue import _
from kamisado_widget.engine.names import tower_name
from kamisado_widget.protocol.page_words import page_words
from kamisado_widget.teaching.exercises.exercise_view import SOLVED_STATUS

FIRST_LESSON_HIDES = ["computer_plays", "level", "hint", "analyse", "length", "layout", "new_match",
                      "position_summary"]
"""The page words (their keys) of the controls a first lesson's board leaves out."""


def boards(page, lab):
    open_notebook(page, lab, "lesson_boards.ipynb")
    run_all_cells(page)
    widgets = widget_in_view(page)
    expect(widgets).to_have_count(7, timeout=60_000)
    for i in range(7):
        expect(widgets.nth(i).locator("[data-tower]")).to_have_count(16)
    expect(page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .kamisado-widget[aria-busy='true']")).to_have_count(0)
    return widgets


def visible_words(board) -> str:
    return " ".join(board.evaluate("""(b) => [...b.querySelectorAll('button, label, summary, select')]
      .filter((e) => e.offsetParent !== null).map((e) => e.innerText)""")).replace("\n", " ")


def test_a_first_lessons_board_shows_no_computer_analysis_match_or_position_text(page, lab):
    widgets = boards(page, lab)
    basic, full = widgets.nth(0), widgets.nth(1)
    shown, everything = visible_words(basic), visible_words(full)
    for key in FIRST_LESSON_HIDES:
        words = page_words()[key]
        assert words in everything, f"{words!r} missing from the full board"
        assert words not in shown, f"{words!r} on a first lesson's board"
    expect(basic.locator(".kw-match-info")).to_be_hidden()  # "Single round match: first to 1 point" (R1)
    expect(basic.locator(".kw-score").first).to_be_hidden()  # points (P2) come in lesson 04
    expect(full.locator(".kw-match-info")).to_be_visible()


def test_M7_a_first_lessons_round_ends_without_points_or_match_words(page, lab):
    """01's demo ended "... Blue becomes a Sumo (P1, P2)"; 02's boards "Match over: Black wins 1–0 (target 1, R4)"."""
    board = boards(page, lab).nth(6)
    headline = _("{player} wins the round ({how}).").format(player="Black", how=_("home row reached, M7"))
    expect(board.locator(".kw-status-text")).to_have_text(headline)
    expect(board.locator(".kw-round-end")).to_be_hidden()  # the status says the round's end: said once
    assert times_shown(board, headline) == 1
    expect(board.locator(".kw-round-result")).to_have_text(page_words()["round_won_any"].format(player="Black",
                                                                                              reason="M7"))
    words = board.inner_text()
    for word in ("Sumo", "promot", "point", "R4", "Challenger", "Defender", "match"):
        assert word not in words, f"{word!r} on a first lesson's board"


def test_a_try_that_throws_the_win_away_draws_the_opponents_answer_in_red(page, lab):
    board = boards(page, lab).nth(2)
    square(board, "d1").click()
    square(board, "e2").click()
    message = board.locator(".kw-message-text")
    answer = board.locator('[data-arrow-kind="answer"]')
    expect(answer).to_have_count(1)
    expect(message).to_contain_text(_("The move {tried} throws the win away: in answer, {tower} on {square} is blocked and "
                                      "passes ({move}, M6).").format(tried="d1-e2",
                                                                    tower=tower_name(Player.GOLD, Colour.GREEN, 0),
                                                                    square="a2", move="a2="))
    expect(board.locator('[data-arrow="d1-e2"][data-arrow-kind="tried"]')).to_have_count(1)
    move = answer.get_attribute("data-arrow")
    assert move and move.replace("-", "")[:2] in message.inner_text(), (move, message.inner_text())
    colour = answer.locator(".kw-arrow-over").evaluate("(l) => getComputedStyle(l).stroke")
    assert colour == "rgb(255, 77, 77)", colour
    square(board, "d1").click()  # the next message takes the arrows away
    expect(board.locator('[data-arrow-kind="answer"], [data-arrow-kind="tried"]')).to_have_count(0)


def test_S2_a_push_preview_runs_no_arrow_against_the_last_moves(page, lab):
    """03's "Push!": the last move d8-d6 ran down through d7 while the preview pushed Gold's Pink up to d7."""
    board = boards(page, lab).nth(3)
    expect(board.locator('[data-arrow="d8-d6"]')).to_have_count(1)
    square(board, "d5").click()
    expect(board.locator('[data-arrow="d6-d7"][data-arrow-kind="preview"]')).to_have_count(1)
    expect(board.locator('[data-arrow="d8-d6"]')).to_have_count(0)
    expect(square(board, "d8")).to_have_attribute("data-last", "from")  # the last move keeps its frames
    square(board, "d5").click()  # the selection dropped: the last move's arrow is back
    expect(board.locator('[data-arrow="d8-d6"]')).to_have_count(1)


def test_M6_the_move_list_says_a_pass_in_words(page, lab):
    board = boards(page, lab).nth(4)
    entry = board.locator('.kw-move--pass')
    expect(entry).to_have_count(1)
    passed = _("{tower} on {square} is blocked and passes (M6).").format(tower=tower_name(Player.GOLD, Colour.PINK, None),
                                                                          square="d6")
    expect(entry).to_have_attribute("title", passed)
    expect(entry).to_have_attribute("aria-label", page_words()["move_words"].format(number=2, player="Gold", move="d6=",
                                                                                    words=passed))


def test_T2_a_solved_exercise_says_so_and_show_me_is_no_longer_highlighted(page, lab):
    boards(page, lab)
    ex = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .kw-exercise").nth(1)
    show_me = ex.get_by_role("button", name="Show me")
    square(ex, "b8").click()  # refused (T2): Show me is offered more visibly
    expect(show_me).to_have_class(re.compile(r"\bmod-info\b"))
    square(ex, "a8").click()
    square(ex, "a7").click()
    expect(ex.locator(".kw-message")).to_have_attribute("data-kind", "success")
    expect(ex.locator(".kw-status-text")).to_have_text(_(SOLVED_STATUS))
    expect(show_me).not_to_have_class(re.compile(r"\bmod-info\b"))
    expect(show_me).to_be_disabled()
