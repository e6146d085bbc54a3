"""Every lesson as an app hides its exercises' answers before a try: each tutorial 00-10 opens on the Voilà route,
and before any try the page — its text, every status and message line, every ARIA label and tooltip — holds none of
an exercise's answer moves, no answer square marked on an exercise's board, and no "must pass" line, Pass button or
mark for a tower the exercise asks about; the lesson's free boards show no Hint or Analyse yet. No app shows a
printed value or asks the learner to run code (issue 26, "Done when"). Opened once, each app is then measured at
1280 and 360 px: no button or label of it is cut ("Export my progr…", "Previo…", "Auto" were).

The answers come from the exercises themselves: each lesson also runs in this process (lesson_contents.run_lesson)
and its exercises are asked (``goal.answers``), never written out here."""

from __future__ import annotations

import re

import pytest
from helpers.catalogue_pattern import message_pattern
from helpers.lesson_contents import run_lesson, stops_at_its_reach
from playwright.sync_api import expect

from kamisado_widget.engine import Move, square_name
from kamisado_widget.protocol.page_words import page_words

LESSONS = [
    "00_welcome", "01_which_tower", "02_moving", "03_sumo", "04_scoring_and_matches", "04b_refilling", "05_match",
    "06_sandbox", "07_play_the_computer", "08_puzzles", "09_the_solved_opening", "10_practice",
]
WIDTHS = (1280, 360)

# Every button and label a learner reads, shown now, whose words do not fit its box (the page's own shortening
# of a long player name, with its full name as the tooltip, is not a label being cut).
CUT = """(root) => [...root.querySelectorAll('button, label, .widget-label, summary, .kw-note')]
  .filter((e) => e.offsetParent !== null && e.getClientRects().length && (e.innerText || '').trim())
  .filter((e) => !e.closest('.kw-name'))
  .filter((e) => e.scrollWidth > e.clientWidth + 1
      || (getComputedStyle(e).textOverflow === 'ellipsis' && e.scrollWidth > e.clientWidth))
  .map((e) => `${(e.innerText || '').trim().slice(0, 40)} (${e.scrollWidth} > ${e.clientWidth})`)"""

# Every text the page holds for a reader: what it shows, and what it says to a screen reader or in a tooltip.
PAGE_WORDS = """(root) => {
  const said = [root.innerText];
  for (const el of root.querySelectorAll("[aria-label], [title]")) {
    said.push(el.getAttribute("aria-label") || "", el.getAttribute("title") || "");
  }
  return said.join("\\n");
}"""


@pytest.fixture(autouse=True)
def no_saved_progress(lab):
    """Each lesson is opened as by a new learner: no progress saved by the lesson before."""
    (lab.notebooks.parent / "progress.json").unlink(missing_ok=True)


def open_app(page, lab, name):
    page.goto(f"{lab.url}/voila/render/{name}.ipynb")
    expect(page.locator("#rendered_cells")).to_be_visible(timeout=180_000)  # shown once every cell has run
    expect(page.locator("#loading")).to_be_hidden()
    cells = page.locator("#rendered_cells")
    expect(cells.locator(".kamisado-widget").first).to_be_visible(timeout=60_000)
    return cells


def answers_of(ex):
    """The exercise's right first moves, or None when there is nothing to give away (a fill, or every move right)."""
    if ex.goal.kind == "fill":
        return None
    start = ex.start().position
    answers = set(ex.goal.answers(ex.start()))
    return None if answers >= {m.text() for m in start.legal_moves()} else answers


INSIDE_A_TASK = "xpath=ancestor::*[contains(@class,'kw-exercise') or contains(@class,'kw-demo')]"


def exercise_boards(cells, check):
    """Each exercise on the page in order (an exercise set's by Next, which is not a try), checked against the next
    exercise of ``check`` (the lesson's exercises, in the same order); yields each title shown."""
    boxes = cells.locator(".kw-exercise-set, .kw-exercise:not(.kw-exercise-set .kw-exercise)")  # a set's own: by Next
    for i in range(boxes.count()):
        box = boxes.nth(i)
        if "kw-exercise-set" in (box.get_attribute("class") or ""):
            while True:
                element = box.locator(".kw-exercise:visible").first  # the set keeps the ones shown before, hidden
                title = element.locator("b").first.inner_text()
                check_board(next(check), element)
                yield title
                following = box.get_by_role("button", name="Next")
                # The set's line ends "... {count} solved — exercise {at}": the last exercise has no Next. (Read from
                # the line, not the button: its disabled state arrives after the line when Next was just pressed.)
                counter = box.locator(".kw-exercise-progress").inner_text()
                count, at = (int(n) for n in re.findall(r"\d+", counter)[-2:])
                if at == count:
                    expect(following).to_be_disabled()
                    break
                following.click()
                expect(box.locator(".kw-exercise-progress")).not_to_have_text(counter)
        elif not box.locator("xpath=ancestor::*[contains(@class,'kw-exercise-set')]").count():
            check_board(next(check), box)
            yield box.locator("b").first.inner_text()


def check_board(ex, element):
    """The exercise's own board, before a try: no answer square marked or named, no "must pass" line or Pass button
    for a tower that must pass, no mark or Challenger label when the task asks who moves, and no marked squares for
    a task about reach, even once its tower is selected (selecting is not a try)."""
    title = ex.title
    board = element.locator(".kamisado-widget")
    for name in ("data-target", "data-hint"):
        expect(board.locator(f"[{name}]")).to_have_count(0)
    status = board.locator(".kw-status-area").inner_text()
    moves = [] if ex.goal.kind == "fill" else [Move.from_text(a) for a in ex.goal.answers(ex.start())]
    if any(m.is_pass for m in moves) or not ex.show_mover:
        must_pass = message_pattern("{player} to move: {colour} is blocked and must pass (M6).", whole=False)
        assert not re.search(must_pass, status), f"{title}: the board says the tower must pass"
        expect(board.locator(".kw-pass")).to_be_hidden()
    answers = answers_of(ex)
    for sq in {square_name(Move.from_text(a).to_square) for a in answers or ()}:
        assert not re.search(rf"\b{sq}\b", status), f"{title}: the board's lines name its answer square {sq}"
    if not ex.show_mover:
        expect(board.locator("[data-mover], [data-movable]")).to_have_count(0)
        expect(board.locator('.kw-player[data-turn="true"]')).to_have_count(0)
        assert page_words()["challenger"] not in board.inner_text(), f"{title}: the scoreboard names the side that opens"
    reach = [m for m in moves if stops_at_its_reach(ex, m)] if answers else []
    if reach:
        tower = board.locator(f'[data-square="{square_name(reach[0].from_square)}"]')
        tower.click()
        expect(tower).to_have_attribute("aria-selected", "true")
        expect(board.locator("[data-target]")).to_have_count(0)
        tower.click()  # drop the selection again
        expect(tower).to_have_attribute("aria-selected", "false")


@pytest.mark.parametrize("name", LESSONS)
def test_the_app_gives_nothing_away_before_a_try(page, lab, name):
    exercises = run_lesson(name).exercises()
    if name == "10_practice":  # the practice board's first puzzle: a new learner's, the same here as on the page
        from kamisado_widget import practice

        exercises = [practice().view.exercise]
    cells = open_app(page, lab, name)

    words = cells.evaluate(PAGE_WORDS)
    # An app shows no code-only text: no printed value, no "run the cell" (cells tagged notebook-only are left out).
    expect(cells.locator('[data-mime-type="application/vnd.jupyter.stdout"], [data-mime-type="text/plain"]')).to_have_count(0)
    assert not re.search(r"\brun (the|this|all) |Run All", words), f"{name}: the app asks the learner to run code"
    for ex in exercises:
        for answer in answers_of(ex) or ():
            assert not re.search(rf"(?<![a-h0-9]){re.escape(answer)}(?![0-9])", words), (
                f"{ex.title}: its answer {answer} is on the page before a try"
            )

    shown = list(exercise_boards(cells, check=iter(exercises)))
    assert len(shown) == len(exercises), f"{len(exercises)} exercises, {len(shown)} found on the page"

    if exercises:  # a lesson with exercises: its free boards wait for the tries
        boards = cells.locator(".kamisado-widget")
        for i in range(boards.count()):
            board = boards.nth(i)
            if board.locator(INSIDE_A_TASK).count():
                continue
            for part in ('[data-action="hint"]', '[data-action="analyse"]', ".kw-hint", ".kw-analysis"):
                expect(board.locator(part)).to_be_hidden()

    # No button or label is cut, at 1280 px and at 360 px ("Export my progr…", "Previo…", "Auto" were).
    cut = {}
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_function(f"() => document.documentElement.clientWidth <= {width}")
        page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        found = cells.evaluate(CUT)
        if found:
            cut[width] = found
    assert not cut, f"{name}: cut labels {cut}"
    assert not page.kw_errors, page.kw_errors
