"""A lesson page of the offline site starts fast: its first board answers a click while the rest of the lesson is
still loading below it (teaching/course/lesson_rest.py), and the page fetches no MathJax (the lesson pages show no
formulas; the site's REPL app is built without the typesetter). Requests go to the site's own server only
(issue 26)."""

from __future__ import annotations

import re

from helpers.lite import SITE
from playwright.sync_api import expect

FIRST_BOARD = ".kamisado-widget:has([data-movable='true'])"
LAST_WORDS = "What you learned"  # 03's last section: shown only once every cell of the lesson has run


def mathjax_files() -> set[str]:
    """The site's script files that hold MathJax (its input jax), by name."""
    found = set()
    for path in (SITE / "build").glob("*.js"):
        text = path.read_text(encoding="utf-8", errors="replace")
        if "AbstractInputJax" in text:
            found.add(path.name)
    return found


def test_a_lesson_page_answers_its_first_board_and_loads_the_rest_without_mathjax(offline_page, site):
    """03 as an app: its first board becomes ready and selects a tower; the rest of the lesson arrives below it, down
    to its last section; the page asked for no MathJax file. (That the first board is shown before the later cells
    run is tested without a browser: tests/teaching/test_lesson_rest.py.)"""
    page = offline_page
    asked: set[str] = set()
    page.context.on("request", lambda r: asked.add(re.sub(r"[?#].*$", "", r.url).rsplit("/", 1)[-1]))
    page.goto(f"{site.url}/lessons/03_sumo.html")
    board = page.locator(f"{FIRST_BOARD} >> visible=true").first
    expect(board).to_be_visible(timeout=300_000)
    expect(board).not_to_have_attribute("aria-busy", "true", timeout=300_000)
    square = board.locator("[role='gridcell']:has([data-movable='true'])").first
    name = square.get_attribute("data-square")
    square.click()
    expect(board.locator(f"[data-square='{name}']")).to_have_attribute("aria-selected", "true")
    expect(page.get_by_role("heading", name=LAST_WORDS)).to_be_visible(timeout=300_000)
    boards = page.locator(".kamisado-widget")
    assert boards.count() >= 5
    mathjax = mathjax_files()
    assert mathjax, "the site's MathJax files were not found (the check would prove nothing)"
    assert not asked & mathjax, f"the lesson page fetched MathJax: {sorted(asked & mathjax)}"
