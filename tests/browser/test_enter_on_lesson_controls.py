"""Enter on a lesson's own controls, in a real JupyterLab and Chromium (the host whose shortcuts took Enter for the
notebook: it entered edit mode and the button or link did nothing), and on the Voilà route: Enter on an exercise's
Hint button shows the hint, and Enter on the link to the next lesson opens it. The offline site's lesson pages are
walked by keyboard in test_offline_course.py (the German walk follows each link with Enter)."""

from __future__ import annotations

import pytest
from helpers.lesson_page import exercise, exercise_of, notebook
from playwright.sync_api import expect

from kamisado_widget.teaching import ExerciseView

LESSON = "01_which_tower.ipynb"


@pytest.mark.parametrize("route", ["lab", "voila"])
def test_enter_on_an_exercises_hint_button_shows_the_hint(page, lab, route):
    first = exercise_of(LESSON, "en", "Your opening move")
    said = ExerciseView(first).hint()
    panel = notebook(page, lab, LESSON, route)
    ex = exercise(panel, first.title)
    hint = ex.get_by_role("button", name="Hint")
    hint.focus()
    page.keyboard.press("Enter")
    expect(ex.locator(".kw-message-text")).to_have_text(said)


def test_enter_on_the_link_to_the_next_lesson_opens_it_in_jupyterlab(page, lab):
    panel = notebook(page, lab, LESSON)
    link = panel.locator('a[href$="02_moving.ipynb"]').last
    link.scroll_into_view_if_needed()
    link.focus()
    page.keyboard.press("Enter")
    expect(page.locator(".lm-TabBar-tab", has_text="02_moving.ipynb")).to_have_count(1)
