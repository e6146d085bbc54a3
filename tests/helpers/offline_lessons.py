"""A lesson page of the offline site as the browser tests open it: which page is the lesson's, when it is complete,
and the log of its still pictures (issue 39). Shared by the walks through the course (tests/browser/
test_offline_course.py by clicks and links, test_keyboard_course.py by keyboard)."""

from __future__ import annotations

import urllib.parse

from playwright.sync_api import expect

from helpers.lite import NOTEBOOKS
from kamisado_widget.teaching.course.lesson_app import lesson_cells
from kamisado_widget.teaching.course.map import read_lesson
from kamisado_widget.teaching.course.tutorials import tutorials_dir

LESSONS = [path.stem for path in NOTEBOOKS]  # 00_welcome ... 10_practice, in course order
STDERR = '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]'  # an error's traceback too
LESSON_TIMEOUT = 240_000  # ms: a lesson page until its last cell has run (a fresh kernel each time, on a busy machine)

# Each page notes, as its document changes, when the lesson's still pictures (teaching/course/cover/lesson_cover.js) came
# and went:
# what was on the page when they came (the app's widgets? a board?), their title and captions, and whether a board
# the kernel had answered was there when they went. Mutation records come in order, so this is an order, not a time.
COVER_LOG = """
window.kwCover = { came: false };
new MutationObserver(() => {
  const log = window.kwCover, cover = document.querySelector(".kw-cover");
  if (cover && !log.came) {
    Object.assign(log, { came: true, appThere: document.querySelector(".lm-Widget") !== null,
      boardThere: document.querySelector(".kamisado-widget") !== null,
      title: cover.querySelector("h1")?.textContent ?? null, pictures: cover.querySelectorAll("figure > svg").length,
      captions: [...new Set([...cover.querySelectorAll("figure > figcaption")].map((c) => c.textContent))] });
  }
  if (!cover && log.came && log.answered === undefined) {
    log.answered = document.querySelector(".kamisado-widget[data-version]:not([aria-busy])") !== null;
  }
}).observe(document, { subtree: true, childList: true });
"""


# ------------------------------------------------------------------ the lesson page

COURSES = ["en", "de"]  # the English course (lessons/) and the German one (lessons/de/), the same lessons


def pages_of(language: str) -> str:
    """The folder of the course's lesson pages in the site: ``lessons`` or ``lessons/de``."""
    return "lessons" if language == "en" else f"lessons/{language}"


def lesson_shown(page, stem: str, language: str = "en") -> bool:
    """Whether the page is the console that runs lesson ``stem`` of the course in ``language`` (its name and, for
    German, its language are in the console's code)."""
    query = urllib.parse.parse_qs(urllib.parse.urlsplit(page.url).query)
    speaks = "" if language == "en" else f"language={language!r}"
    return "/repl/" in page.url and any(f"open_lesson({stem!r}" in code and speaks in code
                                        for code in query.get("code", []))


def links_in_lesson(stem: str, to: str, language: str = "en") -> int:
    """How many links to lesson ``to`` the app of lesson ``stem`` shows: in its text, and one in a course map."""
    cells = lesson_cells(stem, language)
    in_text = sum(source.count(f"]({to}.ipynb") + source.count(f"](./{to}.ipynb")
                  for kind, source in cells if kind == "markdown")
    return in_text + any(kind == "code" and "course_map(" in source for kind, source in cells)


def expect_covered_first(page, stem: str, language: str = "en") -> None:
    """Issue 39: lesson ``stem``'s still pictures covered the page before JupyterLite drew anything, each board's
    captioned as getting ready in the lesson's language, and went only once the kernel had answered a live board."""
    from kamisado_widget.teaching.course.lesson_preview import caption

    path = tutorials_dir(language) / f"{stem}.ipynb"
    # (not "no cover on the page": the page at the lesson's address may not have put it there yet)
    page.wait_for_function("window.kwCover?.answered !== undefined", timeout=LESSON_TIMEOUT)
    log = page.evaluate("window.kwCover")
    assert log["came"], f"{stem}: no still pictures"
    assert (log["appThere"], log["boardThere"]) == (False, False), f"{stem}: the app was drawn before its pictures"
    assert log["title"] == read_lesson(path).title
    assert log["pictures"] >= 1 and log["captions"] == [caption(language)], log
    assert log.get("answered"), f"{stem}: the pictures went before a live board was answered: {log}"


def expect_lesson_page(page, stem: str, following: str, language: str = "en"):
    """The console of lesson ``stem``, once it has shown its last link (to lesson ``following``; the lesson's cells
    after its first board run one by one after the page opened); it shows no toolbar and nowhere to type; its still
    pictures came first (:func:`expect_covered_first`)."""
    page.wait_for_url(lambda url: lesson_shown(page, stem, language), timeout=60_000)
    expect_covered_first(page, stem, language)
    panel = page.locator(".jp-CodeConsole")
    links = panel.locator(f'a[href$="/{pages_of(language)}/{following}.html"]')
    expect(links).to_have_count(links_in_lesson(stem, following, language), timeout=LESSON_TIMEOUT)
    expect(page.locator(".jp-ConsolePanel .jp-Toolbar, .jp-ConsolePanel [data-command='console:clear']")).to_have_count(0)
    expect(panel.locator(".jp-CodeConsole-promptCell")).to_be_hidden()
    expect(panel.locator(".jp-InputArea:visible, .jp-InputPrompt:visible, .jp-OutputPrompt:visible, .cm-editor:visible")).to_have_count(0)
    # nor the strip beside an output that collapses it on a click (it would lie over the boards' left file)
    expect(panel.locator(".jp-OutputArea-promptOverlay:visible")).to_have_count(0)
    # Every cell ran without an error (a traceback or a warning is shown as stderr) and every board is drawn whole.
    expect(panel.locator(STDERR)).to_have_count(0)
    boards = panel.locator(".kamisado-widget")
    assert boards.count() >= 1
    unfinished = boards.evaluate_all("all => all.filter(b => b.querySelectorAll('[data-square]').length !== 64).length")
    assert unfinished == 0, f"{stem}: {unfinished} of {boards.count()} boards are not drawn whole"
    return panel
