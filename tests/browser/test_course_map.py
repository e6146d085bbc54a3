"""Saved progress and the course map in a real JupyterLab and Chromium: an exercise solved by clicks in 01
shows a check mark in the welcome notebook's course map, whose link opens the lesson, and when 01 runs again."""

import re

from helpers.lab import KERNEL_IDLE, open_notebook, run_all_cells
from helpers.lesson_page import exercise, expect_solved, move, notebook
from playwright.sync_api import expect

from kamisado_widget.engine.catalogue import _


def test_a_solved_exercise_is_checked_on_the_course_map_and_when_the_lesson_runs_again(page, lab):
    panel = notebook(page, lab, "01_which_tower.ipynb")
    opening = exercise(panel, "Your opening move")
    expect(opening.locator(".kw-solved-mark")).to_have_count(0)
    move(opening, "d1", "d4")
    expect_solved(opening, "Well done — the round has begun. From now on the colours decide (T2).")
    expect(opening.locator(".kw-solved-mark")).to_have_text("\u2713")

    page = page.context.new_page()  # a second tab: the first one would ask before leaving its unsaved notebook
    page.set_default_timeout(30_000)
    open_notebook(page, lab, "00_welcome.ipynb")
    run_all_cells(page)
    course = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .kw-course-map")
    expect(course).to_be_visible(timeout=60_000)
    expect(course.locator(".kw-course-solved")).to_have_text(["\u2713 Your opening move"])
    expect(course).to_contain_text("1 · Which tower moves? — " + _("{solved} of {count} solved").format(solved=1, count=3))
    expect(course.locator(".kw-course-open").first).to_have_text("\u25cb Answer the colour")
    # JupyterLab resolves the relative links of an output (their href changes): find them by their text.
    titles = ("2 · How a tower moves", "3 · Sumo towers", "5 · Play a match", "7 · Play the computer", "8 · Puzzles")
    for title in titles:
        expect(course.locator("a", has_text=title)).to_have_count(1)

    course.locator("a", has_text="1 · Which tower moves?").click()  # the link opens the lesson in JupyterLab
    expect(page.locator(".lm-TabBar-tab.lm-mod-current", has_text="01_which_tower.ipynb")).to_be_visible()

    expect(page.locator(".jp-StatusBar-TextItem", has_text=KERNEL_IDLE)).to_be_visible(timeout=60_000)
    run_all_cells(page)  # 01 runs again: fresh boards, the solved one marked as solved before
    panel = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")
    opening = exercise(panel, "Your opening move")
    expect(opening.locator(".kw-solved-mark")).to_have_text("\u2713")
    expect(opening.locator(".kw-message")).not_to_have_attribute("data-kind", re.compile("success"))
    expect(panel.locator(".kw-exercise-progress")).to_have_text(_("{title}: {progress}").format(
        title="The colour rule", progress=_("{solved} of {count} solved — exercise {at}").format(solved=0, count=2, at=1)))
