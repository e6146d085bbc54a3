"""Clicks after a refused try, in a real JupyterLab and Chromium: the learner's natural next clicks (the tower
again, then the right square) play the move, and a click on another own tower after selecting one is a new choice of
tower, refused by the colour rule (T2), not a sideways move."""

from __future__ import annotations

from helpers.lab import square
from helpers.lesson_page import exercise_and_board
from playwright.sync_api import expect

from kamisado_widget.engine import Colour, Player
from kamisado_widget.engine.catalogue import _, ngettext
from kamisado_widget.engine.names import tower_name
from kamisado_widget.session.sentences import message as board_message


def line(ex):
    return ex.locator(".kw-message")


def test_D1_after_a_refused_try_the_natural_next_clicks_work(page, lab):
    """The re-click trap: after a refused try the learner clicks the tower again to "retry", then the right square.
    The tower stays selected (the click on it keeps it), so the right square plays: never "The square a3 is
    empty: first click the tower"."""
    ex, _board = exercise_and_board(page, lab)
    message = line(ex)
    square(ex, "a8").click()
    square(ex, "a5").click()  # legal, but not the task's answer: refused, and Orange stays selected
    expect(message.locator(".kw-message-text")).to_have_text("That move is legal, but the task asks for a3.")  # the notebook's
    expect(square(ex, "a8")).to_have_attribute("aria-selected", "true")
    square(ex, "a8").click()  # the learner clicks the tower again: it stays selected, its targets shown
    expect(message).to_have_attribute("data-kind", "info")
    expect(message.locator(".kw-message-text")).to_have_text(ngettext(
        "{tower} on {square}: {count} legal move.", "{tower} on {square}: {count} legal moves.", 7).format(
        tower=tower_name(Player.GOLD, Colour.ORANGE, 0), square="a8", count=7))
    expect(square(ex, "a8")).to_have_attribute("aria-selected", "true")
    expect(square(ex, "a3")).to_have_attribute("data-target", "step")
    square(ex, "a3").click()  # ... then the right square: played at once
    expect(message).to_have_attribute("data-kind", "success")
    expect(message.locator(".kw-message-text")).to_have_text("Right: a3.")


def test_T2_a_click_on_another_own_tower_after_selecting_one_is_a_new_choice_of_tower(page, lab):
    """Selecting a8 then clicking b8 (the learner meant to pick Blue) answered M1 "sideways"; it is T2 now."""
    ex, _board = exercise_and_board(page, lab)
    message = line(ex)
    square(ex, "a8").click()
    square(ex, "b8").click()
    expect(message.locator(".kw-rule")).to_have_text("T2")
    refusal = board_message("T2", _(
        "the tower on {square} is {tower}, but {player} must move {colour} — the opponent's last move "
        "ended on a square of that colour.").format(square="b8", tower=tower_name(Player.GOLD, Colour.BLUE, None),
                                                    player="Gold", colour="Orange"))
    expect(message.locator(".kw-message-text")).to_have_text(refusal.removeprefix("T2: "))
    expect(square(ex, "a8")).to_have_attribute("aria-selected", "true")
    square(ex, "a8").click()  # the natural next click keeps Orange selected ...
    square(ex, "a3").click()  # ... and the right square plays
    expect(message.locator(".kw-message-text")).to_have_text("Right: a3.")
