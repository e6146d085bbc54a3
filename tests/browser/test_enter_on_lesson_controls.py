"""Enter on a lesson's own controls in JupyterLab and on the Voilà route: Enter on an exercise's Hint button shows
the hint, and Enter on the link to the next lesson opens it, with the page's key guard (js/host_keys.js) in place.
The host where Enter did nothing, the offline site's console, is walked by keyboard in test_offline_course.py (the
German walk presses Enter on 01's Hint and on every link to the next lesson); js/tests/host_keys.test.js checks the
guard against a host that cancels the key."""

from __future__ import annotations

import pytest
from helpers.lesson_page import exercise, exercise_of, notebook
from playwright.sync_api import expect

from kamisado_widget.teaching import ExerciseView

LESSON = "01_which_tower.ipynb"


@pytest.mark.parametrize("route", ["lab", "voila"])
def test_enter_on_an_exercises_hint_button_shows_the_hint(page, lab, route):
    first = exercise_of(LESSON, "en", "Your opening move")
    view = ExerciseView(first)
    view.hint()
    said = view.board.view["message"]["sentence"]  # the hint as the board's message line says it
    panel = notebook(page, lab, LESSON, route)
    ex = exercise(panel, first.title)
    hint = ex.get_by_role("button", name="Hint")
    hint.focus()
    page.keyboard.press("Enter")
    expect(ex.locator(".kw-message-text")).to_have_text(said)


def test_enter_on_the_link_to_the_next_lesson_opens_it_in_jupyterlab(page, lab):
    panel = notebook(page, lab, LESSON)
    # The lesson's last cell holds the link; JupyterLab draws only the cells in view, so go to the end first.
    panel.locator(".jp-WindowedPanel-outer").evaluate("e => { e.scrollTop = e.scrollHeight; }")
    link = panel.locator("a", has_text="2 ·").last
    expect(link).to_be_visible()
    link.focus()
    page.keyboard.press("Enter")
    expect(page.locator(".lm-TabBar-tab", has_text="02_moving.ipynb")).to_have_count(1)
