"""The course as a learner meets it, as apps: in the offline site (scripts/build_lite.sh, served from 127.0.0.1
only) a learner opens lesson 00 and reaches 09 by clicking links alone, solving an exercise on the way in every
lesson that has one, by clicks on the board; the lesson pages show no console toolbar and nowhere to type code; a
board drawn while the kernel is still busy takes no click until the kernel can answer it; and neither the offline
site nor Voilà's lesson apps on a server ask any other host for anything (issue 26)."""

from __future__ import annotations

import pathlib
import re
import urllib.parse

import pytest
from helpers.keyboard_walk import LIVE_LOG, walk_lesson_by_keyboard
from helpers.keyboard_walk import WALK as KEYBOARD_WALK
from helpers.lab import watched_page
from helpers.lesson_words import ids_taught, problems
from helpers.lite import offline_context
from helpers.offline_lessons import (
    COURSES,
    COVER_LOG,
    LESSON_TIMEOUT,
    LESSONS,
    STDERR,
    expect_covered_first,
    expect_lesson_page,
    pages_of,
)
from helpers.practice_page import practise_five
from playwright.sync_api import expect

from kamisado_widget.engine import Fill, Move
from kamisado_widget.engine.catalogue import pgettext, speaking
from kamisado_widget.protocol.view import session_view
from kamisado_widget.session.board_session import BoardSession
from kamisado_widget.teaching.course.lesson_app import lesson_cells
from kamisado_widget.teaching.course.map import read_lesson
from kamisado_widget.teaching.course.tutorials import tutorials_dir

# The text a learner sees on a lesson page: each shown text, less the course's links, lists of links (the welcome page's
# list of lessons) and its map (the course's lessons and exercises), as tests/helpers/lesson_words.py's readable_text
# reads a page's HTML.
VISIBLE_TEXT = """panel => {
  const walker = document.createTreeWalker(panel, NodeFilter.SHOW_TEXT);
  const parts = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || element.closest("a, svg, .kw-course-map, style, script, li:has(a)")) continue;
    if (element.checkVisibility({ visibilityProperty: true })) parts.push(node.textContent);
  }
  return parts.join(" ");
}"""


AXE = pathlib.Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"  # (npm ci installs it)


def accessibility_violations(page) -> list[str]:
    """What axe-core finds wrong on the page for a screen reader or a keyboard, at any impact: each rule broken, with
    its impact and the first element that breaks it."""
    page.add_script_tag(path=str(AXE))
    return page.evaluate("""async () => (await axe.run(document)).violations.map(
        (v) => `${v.id} [${v.impact}] x${v.nodes.length}: ${v.help} (${v.nodes[0].target.join(" ")})`)""")


def link_to_lesson(panel, stem: str, language: str = "en"):
    """The first link on the page to lesson ``stem``'s page (a lesson's Next, 00's list, or the course map)."""
    link = panel.locator(f'a[href$="/{pages_of(language)}/{stem}.html"]').first
    expect(link).to_be_visible(timeout=LESSON_TIMEOUT)
    return link


# ------------------------------------------------------------------ solving an exercise by clicks

def simple_answer(ex):
    """The exercise's answer when it is a step by clicks (a move that is neither a pass nor a push) or a fill."""
    answer = ex.answer()
    if isinstance(answer, Fill):
        return answer
    if isinstance(answer, Move) and re.fullmatch(r"[a-h][1-8]-[a-h][1-8]", str(answer)):
        return answer
    return None


def towers_of(ex) -> set[tuple[str, str]]:
    """The (square, tower) pairs of the exercise's starting board."""
    return {(t["square"], t["id"]) for t in session_view(BoardSession(ex.start()))["towers"] if t["square"]}


def towers_on_page(board) -> set[tuple[str, str]]:
    pairs = board.evaluate("""root => [...root.querySelectorAll('[data-square]')].flatMap(
        square => [...square.querySelectorAll('[data-tower]')].map(t => [square.dataset.square, t.dataset.tower]))""")
    return {(square, tower) for square, tower in pairs}


def first_exercise_to_solve(panel, stem: str, language: str = "en"):
    """The first exercise on the page that a few clicks solve: its element and the exercise (found by its title and
    its board, so a lesson's text may change around it)."""
    from helpers.notebook_files import named
    from helpers.tutorial_exercises import exercises_of

    exercises = [ex for ex in exercises_of(named(f"{stem}.ipynb", language)) if simple_answer(ex) is not None]
    shown = panel.locator(".kw-exercise")
    for i in range(shown.count()):
        element = shown.nth(i)
        title = element.locator("b").first.inner_text().strip()
        board = element.locator(".kamisado-widget")
        if board.count() != 1:
            continue
        on_page = towers_on_page(board)
        for ex in exercises:
            if ex.title == title and towers_of(ex) == on_page:
                return element, ex
    return None


def solve(element, ex) -> None:
    """Play the exercise's answer by clicks and see it checked right."""
    answer = simple_answer(ex)
    if isinstance(answer, Fill):
        element.locator(f'button[data-fill="{answer.value}"]').click()
    else:
        start, end = str(answer).split("-")
        element.locator(f'[data-square="{start}"]').click()
        expect(element.locator(f'[data-square="{start}"]')).to_have_attribute("aria-selected", "true")
        element.locator(f'[data-square="{end}"]').click()
    expect(element.locator(".kw-message")).to_have_attribute("data-kind", "success", timeout=120_000)


@pytest.mark.parametrize("language", COURSES)
def test_the_offline_course_is_walked_from_00_to_09_by_its_links_alone(offline_page, site, language):
    """Issue 26, Done when: from the offline site's lesson 00, each next lesson is reached by a click on a link (00's
    list, then each lesson's Next link), in the same tab; in every lesson that has an exercise one is solved by clicks
    on its board; every page shows no console toolbar (its Clear Console Cells wiped the lesson) and no prompt; every
    page's cells run in Pyodide without an error or warning and draw every board whole (so the lesson pages of both
    languages are checked as the notebooks without a cell of their own are in test_jupyterlite.py); every
    request goes to the site's own server (the fixture fails on any other host).
    Issue 29: the German course is walked the same way from lessons/de/, its links stay in the German course, and
    its exercises' buttons and the feedback on a solved one speak German. Issue 39: the German walk reaches each
    next lesson by keyboard, Enter on the focused link; every page shows the lesson's still pictures before anything
    else, links to the same lesson in the other language (the English 09 leads to the German 09), logs no error and
    no failed request (404), and axe-core finds no accessibility violation of any impact on it. The English walk takes
    lessons 00-03 by keyboard and the accessibility tree alone (tests/helpers/keyboard_walk.py): every exercise on
    them solved by keys on the board's grid (T1, T2, M1-M8, S1-S11), a refused try in each, Enter on each next link,
    and each move, refusal, verdict and round end announced through a live region exactly once. Issue 40: on the
    practice page (10) five puzzles are practised by clicks in each language: a wrong try refuted on the board, then
    four solved in a row, the streak counted on the page, and the table per theme shown."""
    page = offline_page
    page.add_init_script(COVER_LOG)
    page.add_init_script(LIVE_LOG)
    logged = []
    on = lambda: re.findall(r"open_lesson\('(\w+)'", urllib.parse.unquote_plus(page.url))
    page.on("console", lambda message: logged.append(f"{message.text} ({on()})") if message.type == "error" else None)
    page.on("response", lambda response: logged.append(f"{response.status} {response.url} ({on()})")
            if response.status >= 400 else None)  # fmt: skip
    page.goto(f"{site.url}/{pages_of(language)}/{LESSONS[0]}.html")
    with speaking(language):
        hint = pgettext("button", "Hint")
    solved = []
    for here, following in zip(LESSONS, [*LESSONS[1:], None], strict=True):
        panel = expect_lesson_page(page, here, following or LESSONS[0], language)
        # nothing before its time on the live page either: its scoreboards, status lines and buttons included
        text = panel.evaluate(VISIBLE_TEXT)
        taught = ids_taught(here, lambda name: "\n".join(s for k, s in lesson_cells(name, language) if k == "markdown"))
        assert problems(text, here, language, taught) == [], here
        assert accessibility_violations(page) == [], here
        other = COURSES[1 - COURSES.index(language)]  # the same lesson in the other language, linked at the top
        expect(panel.locator(f'a[href$="/{pages_of(other)}/{here}.html"]')).to_have_count(1)
        if here == LESSONS[0]:  # 00's course map lists the lessons of this course, by their titles in its language
            titles = [read_lesson(path).title for path in sorted(tutorials_dir(language).glob("[01][0-9]*.ipynb"))
                      if path.stem != "00_welcome"]
            expect(panel.locator(".kw-course-map > ul > li > a")).to_have_text(titles)
        if here == "10_practice":  # five puzzles practised by clicks: a wrong try, then a streak of four (issue 40)
            practised = practise_five(panel, language)
            solved += [f"{here}: {pid}" for pid in practised[1:]]
        if language == "en" and here in KEYBOARD_WALK:  # 00-03 by keyboard alone, every exercise (issue 39)
            solved += [f"{here}: {title}" for title in walk_lesson_by_keyboard(page, panel, here)]
            continue
        found = None if here == "10_practice" else first_exercise_to_solve(panel, here, language)
        if found is not None:
            element, ex = found
            hint_button = element.get_by_role("button", name=re.compile(rf"^\W*{re.escape(hint)}$"))
            expect(hint_button).to_be_visible()
            if language != "en" and here == "01_which_tower":  # by keyboard: Enter on Hint is the button's (issue 39)
                hint_button.focus()
                page.keyboard.press("Enter")
                expect(element.locator(".kw-message-text")).to_contain_text(ex.hints[0])
            solve(element, ex)
            solved.append(f"{here}: {ex.title}")
        if following is None:
            if language == "en":  # the last lesson's German page, by its link
                panel.locator(f'a[href$="/{pages_of("de")}/{here}.html"]').click()
                expect_lesson_page(page, here, LESSONS[0], "de")
            break
        link = link_to_lesson(panel, following, language)
        if language == "en":
            link.click()
        else:  # by keyboard: Enter on the focused link is the link's, not the console's shortcut (issue 39)
            link.focus()
            page.keyboard.press("Enter")
        assert len(page.context.pages) == 1, "a link between lessons opens in the same tab"
    print("\nsolved on the way:", *solved, sep="\n  ")
    with_exercises = {"01_which_tower", "02_moving", "03_sumo", "04_scoring_and_matches", "04b_refilling",
                      "07_play_the_computer", "08_puzzles", "09_the_solved_opening", "10_practice"}  # fmt: skip
    assert {entry.split(":")[0] for entry in solved} == with_exercises
    expect(page.locator(STDERR)).to_have_count(0)
    assert not page.kw_errors, page.kw_errors
    assert not logged, logged


# ------------------------------------------------------------------ a board before the kernel can answer it

GATE = "/kamisado-test-gate"
# The site's console with the lesson pages' options, its code: a board, then the kernel kept busy until the test
# opens the gate (the kernel asks the page's server for GATE until it says "open"), as the rest of a lesson would.
BUSY_CODE = f"""from IPython.display import display
from pyodide.http import open_url
from kamisado_widget import KamisadoWidget
display(KamisadoWidget())
while open_url({GATE!r}).read() != "open":
    pass"""


def test_a_board_takes_no_click_until_the_kernel_answers_it_then_the_first_click_selects(offline_page, site):
    """Issue 26: a board drawn while the kernel still runs other code says it is loading (Python's words, aria-busy)
    and takes no click: clicks made then do nothing (before, they waited in the kernel's queue and later toggled the
    selection). Once the kernel is free it answers the board, the loading state ends, and the first click selects.
    The console's right-click menu has no "Clear Console Cells" or "Restart Kernel…" (scripts/build_lite.py)."""
    page = offline_page
    gate = {"open": False}
    page.context.route(f"**{GATE}", lambda route: route.fulfill(body="open" if gate["open"] else "shut"))
    query = urllib.parse.urlencode({"kernel": "python", "showBanner": "0", "hideCodeInput": "1", "code": BUSY_CODE})
    page.goto(f"{site.url}/repl/index.html?{query}")
    board = page.locator(".kamisado-widget")
    expect(board.locator("[data-tower]")).to_have_count(16, timeout=LESSON_TIMEOUT)
    from kamisado_widget.protocol.ready import LOADING

    expect(board).to_have_attribute("aria-busy", "true")
    expect(board.locator(".kw-loading")).to_have_text(LOADING)
    version = board.get_attribute("data-version")
    d1 = board.locator('[data-square="d1"]')
    for _ in range(3):  # clicks on Black's Yellow while the kernel is busy: the loading words take them
        d1.click(force=True)
    d1.focus()
    page.keyboard.press("Enter")  # and the keyboard's too
    gate["open"] = True
    expect(board).not_to_have_attribute("aria-busy", "true", timeout=120_000)
    expect(board.locator(".kw-loading")).to_be_hidden()
    assert board.get_attribute("data-version") == version, "no click reached the kernel"
    expect(d1).not_to_have_attribute("aria-selected", "true")
    d1.click()
    expect(d1).to_have_attribute("aria-selected", "true")
    # The console's right-click menu offers neither to clear the lesson away nor to restart its kernel.
    page.locator(".jp-CodeConsole-content").click(button="right", position={"x": 5, "y": 5})
    menu = page.locator(".lm-Menu-content")
    expect(menu).to_be_visible()
    expect(menu.locator(".lm-Menu-itemLabel", has_text=re.compile("Clear Console Cells|Restart Kernel"))).to_have_count(0)
    page.keyboard.press("Escape")
    assert not page.kw_errors, page.kw_errors


# ------------------------------------------------------------------ Voilà on a server

@pytest.fixture
def voila_page(browser, lab, request):
    """A page on the tutorials' server whose requests to any other host are aborted, recorded and fail the test."""
    context = offline_context(browser, lab.url, viewport={"width": 1280, "height": 1000}, color_scheme="light")
    with watched_page(context, request) as page:
        yield page
    assert not context.kw_foreign, f"requests to other hosts: {context.kw_foreign}"


def test_voila_lessons_ask_no_other_host_and_their_links_lead_to_the_next_lessons_app(voila_page, lab):
    """Issue 26: on the tutorials' server (its Voilà settings, jupyter/etc/voila.py) a lesson app requests nothing
    from another host (Voilà's own template linked Font Awesome on a CDN and its page loaded MathJax from cdnjs), and
    the links between lessons (00's list, the course map, a lesson's Next) lead to the next lesson's Voilà page in the
    same tab. Every request of the pages is recorded; one to another host fails the test.
    Issue 39: each page shows the lesson's still pictures before anything else, until a live board is answered."""
    page = voila_page
    page.add_init_script(COVER_LOG)
    page.goto(f"{lab.url}/voila/render/00_welcome.ipynb")
    expect(page.locator("#rendered_cells")).to_be_visible(timeout=120_000)
    expect_covered_first(page, "00_welcome")
    course = page.locator(".kw-course-map")
    expect(course.locator('a[href="03_sumo.ipynb"]')).to_have_attribute("target", "_self")
    page.locator("#rendered_cells a[href='01_which_tower.ipynb']").first.click()
    page.wait_for_url(f"{lab.url}/voila/render/01_which_tower.ipynb")
    expect(page.locator("#rendered_cells")).to_be_visible(timeout=120_000)
    expect_covered_first(page, "01_which_tower")
    expect(page.locator("#rendered_cells a[href='de/01_which_tower.ipynb']")).to_have_text("Diese Lektion auf Deutsch")
    assert accessibility_violations(page) == []
    board = page.locator(".kamisado-widget").first
    expect(board).not_to_have_attribute("aria-busy", "true", timeout=60_000)
    page.locator("#rendered_cells a[href='02_moving.ipynb']").first.click()
    page.wait_for_url(f"{lab.url}/voila/render/02_moving.ipynb")
    expect(page.locator("#rendered_cells")).to_be_visible(timeout=120_000)
    assert len(page.context.pages) == 1, "a link between lessons opens in the same tab"
    # The widgets' icons still come from the page's own Font Awesome.
    icon = page.locator(".jupyter-button i.fa").first
    expect(icon).to_be_visible()
    family = icon.evaluate("i => getComputedStyle(i, '::before').fontFamily")
    assert "Font Awesome" in family, family
    assert not page.context.kw_foreign, f"requests to other hosts: {page.context.kw_foreign}"
    assert not page.kw_errors, page.kw_errors


def test_export_my_progress_downloads_the_file_in_the_offline_site(offline_page, site):
    """Issue 39: the course map's "Export my progress" said to download the file from a file browser the offline site
    does not have; now a link beside the message downloads it. Clicked as a learner would, on 00's page."""
    import json

    page = offline_page
    page.goto(f"{site.url}/lessons/{LESSONS[0]}.html")
    box = page.locator(".kw-export-progress")
    expect(box).to_be_visible(timeout=LESSON_TIMEOUT)
    box.locator("input").fill("Ada Lovelace")
    box.get_by_role("button", name="Export my progress").click()
    link = box.locator("a[download]")
    expect(link).to_have_text(re.compile(r"^Download kamisado-progress-ada-lovelace-.*\.json$"), timeout=60_000)
    with page.expect_download() as downloading:
        link.click()
    download = downloading.value
    assert download.suggested_filename == link.get_attribute("download")
    saved = json.loads(pathlib.Path(download.path()).read_text(encoding="utf-8"))
    assert saved["kind"] == "kamisado-widget progress" and saved["learner"] == "Ada Lovelace"
    assert len(page.context.pages) == 1 and not page.kw_errors
