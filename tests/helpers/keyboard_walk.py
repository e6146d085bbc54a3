"""The course by keyboard and screen reader (issue 39), as the walk through the offline site takes lessons 00-03
(tests/browser/test_offline_course.py): the learner finds every control through the accessibility tree (roles,
names, states) and acts by keys alone; every exercise on those pages is solved by keyboard; every move, refusal,
verdict and round end is announced once through a live region.

How the learner is modelled: a screen reader's jump to an element found by role and name is ``locator.focus()``;
every action is a key press (arrows on the board's grid, Enter or Space on a square, Enter on a button or a link).
An exercise, an exercise set and the welcome board are each read as one block of the page (their containers), and
everything used inside a block is found by its role and name. The expected words come from the package itself: each
board on the page is mirrored by a board of the same exercise made in this process, given the same clicks as the
page sends them (tests/helpers/front_end.py), so its announcement and message are what the page must show. The
answers are the exercises' own (``Exercise.answer()``, then the goal's next answer after each reply).

Live regions: an init script (:data:`LIVE_LOG`) logs every text change inside every live region of the page
(``[aria-live]`` not "off", ``role=status``, ``role=alert``), judged as the page marks it when the change is made
(js/status.js turns the message line's ``aria-live`` off while the hidden announcement says the same sentence), with
what a screen reader would read: the whole region if it is atomic (``role=status`` is), else the text added. Each key
press opens a new entry in the log; after each press no sentence may be announced twice, by two regions or by one.
"""

from __future__ import annotations

import re
from collections import Counter

from playwright.sync_api import expect

from helpers.front_end import send
from helpers.notebook_files import named
from helpers.tutorial_exercises import exercises_of, without_rule_ids
from kamisado_widget import KamisadoWidget
from kamisado_widget.engine import Fill, Move
from kamisado_widget.protocol.page_words import page_words
from kamisado_widget.teaching import ExerciseView
from kamisado_widget.teaching.exercises.solving import next_answer

WALK = ["00_welcome", "01_which_tower", "02_moving", "03_sumo"]
AFTER = "04_scoring_and_matches"  # the lesson 03 links to (its page is complete once that link is there)
NEXT_LINK = {"00_welcome": re.compile(r"^Which tower moves\?$"), "01_which_tower": re.compile(r"^2 · "),
             "02_moving": re.compile(r"^3 · "), "03_sumo": re.compile(r"^4 · ")}  # fmt: skip
WRONG_FIRST = {"Answer the colour": "c6", "Find the open line": "c4", "Push!": "c6"}
"""A refused try before the answer, one per lesson: on 01 a tower of the wrong side (T2), on 02 a move that does
not win (the goal's refusal), on 03 a step where the push is asked for."""
ANSWERED = 60_000  # ms: a key press until the kernel's answer is drawn (Pyodide on a busy machine)

# Every text change in a live region, as a screen reader would hear it, tagged with the action (key press) that was
# the last one before it. A region is the nearest element with aria-live or a live role; aria-live="off" there (as
# the page has it when the change is made: the observer runs after the page's update) means not announced.
LIVE_LOG = """
window.kwLive = { action: "page load", log: [] };
(() => {
  const LIVE = '[aria-live], [role="status"], [role="alert"]';
  const ids = new WeakMap();
  let count = 0;
  const elementOf = (node) => (node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement);
  const regionOf = (node) => {
    const region = elementOf(node)?.closest(LIVE);
    return region && region.getAttribute("aria-live") !== "off" ? region : null;
  };
  const shown = (element) => Boolean(element) && element.checkVisibility() && !element.closest('[aria-hidden="true"]');
  const textOf = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return shown(node.parentElement) ? node.data : "";
    if (node.nodeType !== Node.ELEMENT_NODE || !shown(node)) return "";
    const parts = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (shown(text.parentElement)) parts.push(text.data);
    }
    return parts.join(" ");
  };
  const atomic = (region) => {
    const said = region.getAttribute("aria-atomic");
    return said !== null ? said === "true" : ["status", "alert"].includes(region.getAttribute("role"));
  };
  const describe = (region) => [region.tagName.toLowerCase(), region.className && `.${region.className}`,
    region.getAttribute("role") && `role=${region.getAttribute("role")}`,
    region.getAttribute("aria-live") && `aria-live=${region.getAttribute("aria-live")}`].filter(Boolean).join(" ");
  new MutationObserver((records) => {
    const changed = new Map();
    for (const record of records) {
      const region = regionOf(record.target);
      if (!region || !shown(region)) continue;
      if (!changed.has(region)) changed.set(region, []);
      if (atomic(region)) continue;
      const added = record.type === "characterData" ? [record.target] : [...record.addedNodes];
      changed.get(region).push(...added.map(textOf));
    }
    for (const [region, added] of changed) {
      const text = (atomic(region) ? textOf(region) : added.join(" ")).replace(/\\s+/g, " ").trim();
      if (!text) continue;
      if (!ids.has(region)) ids.set(region, ++count);
      window.kwLive.log.push({ action: window.kwLive.action, region: ids.get(region), kind: describe(region), text });
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();
"""


# ------------------------------------------------------------------ what is said, and how often

def sentences(text: str) -> list[str]:
    """The sentences of an announcement, compared without the rule IDs (the message line shows its rule as a badge
    before the sentence; an announcement cites rules in brackets); fragments without a letter ("×2") left out."""
    found = []
    for part in re.split(r"(?<=[.!?])\s+", text):
        plain = re.sub(r"^(?:[A-Z]\d{1,2}:?\s+)+", "", without_rule_ids(part)).strip().casefold()
        if re.search(r"[^\W\d_]", plain):
            found.append(plain)
    return found


class Walk:
    """The page, the live-region log and the actions: each key press (or run of arrow presses) is one action."""

    def __init__(self, page) -> None:
        self.page = page
        self.actions: list[str] = []

    def act(self, label: str, *keys: str) -> None:
        """Check what the previous action announced, then press ``keys`` as the action ``label``."""
        self.check_once()
        number = len(self.actions)
        self.actions.append(label)
        self.page.evaluate("label => { window.kwLive.action = label; }", f"{number}: {label}")
        for key in keys:
            self.page.keyboard.press(key)

    def said(self) -> list[dict]:
        """What the live regions announced for the last action: each entry's region, its kind and its text."""
        tag = f"{len(self.actions) - 1}: {self.actions[-1]}"
        return [entry for entry in self.page.evaluate("window.kwLive.log") if entry["action"] == tag]

    def check_once(self) -> None:
        """No sentence of the last action was announced twice, by two live regions or by one."""
        if not self.actions:
            return
        entries = self.said()
        counted = Counter(s for entry in entries for s in sentences(entry["text"]))
        twice = [s for s, n in counted.items() if n > 1]
        assert not twice, f"announced more than once after '{self.actions[-1]}': {twice}\nlog: {entries}"

    def expect_announced(self, text: str, what: str) -> None:
        """Every sentence of ``text`` was announced exactly once for the last action, through a live region."""
        entries = self.said()
        counted = Counter(s for entry in entries for s in sentences(entry["text"]))
        for sentence in sentences(text):
            assert counted[sentence] == 1, (
                f"{what}: {sentence!r} announced {counted[sentence]} times after '{self.actions[-1]}'\nlog: {entries}")


# ------------------------------------------------------------------ a board on the page and its mirror

def towers_named(grid) -> set[tuple[str, str]]:
    """The (square, tower) pairs a grid's cells are named with, read from the accessibility tree."""
    names = re.findall(r'- gridcell "([^"]*)"', grid.aria_snapshot())
    assert len(names) == 64, names
    words = page_words()
    pairs = set()
    for name in names:
        parts = name.split(words["label_separator"])  # "d1", "Yellow square", "Black's Yellow tower", "may move"...
        if parts[2] != words["square_empty"]:
            pairs.add((parts[0], parts[2]))
    return pairs


def towers_of(board: KamisadoWidget) -> set[tuple[str, str]]:
    """The (square, tower) pairs of a board made here, as its view names them."""
    return {(t["square"], t["label"]) for t in board.view["towers"] if t["square"]}


class Board:
    """A board on the page (``block``: the welcome board, an exercise or an exercise set showing one exercise),
    played by keyboard, with the same board made here (``mirror``: a KamisadoWidget or an ExerciseView's board)
    given the same clicks, which says what the page must say."""

    def __init__(self, walk: Walk, block, mirror: KamisadoWidget) -> None:
        self.walk, self.block, self.mirror = walk, block, mirror
        self.grid = block.get_by_role("grid")
        self.widget = block.locator(".kamisado-widget").filter(visible=True)
        self.message = self.widget.locator(".kw-message")
        self.status = block.get_by_role("status")  # the board's announcement (its loading line is hidden now)
        self.focused: str | None = None

    def cell(self, square: str, **state):
        return self.grid.get_by_role("gridcell", name=re.compile(rf"^{square}, "), **state)

    def expect_ready(self) -> None:
        """The board is answered (not busy), an ARIA grid of 8 rows of 64 cells with one cell in the tab order."""
        expect(self.widget).not_to_have_attribute("aria-busy", "true", timeout=ANSWERED)
        expect(self.grid).to_have_count(1)
        expect(self.grid.get_by_role("row")).to_have_count(8)
        expect(self.grid.get_by_role("gridcell")).to_have_count(64)
        expect(self.grid.locator('[role="gridcell"][tabindex="0"]')).to_have_count(1)

    def towers(self) -> set[tuple[str, str]]:
        return towers_named(self.grid)

    def flipped(self) -> bool:
        first = self.grid.aria_snapshot().splitlines()[0]
        return page_words()["grid_flipped"] in first

    def enter_grid(self) -> None:
        """Jump to the grid: the focus lands on its one tabbable cell."""
        tabbable = self.grid.locator('[role="gridcell"][tabindex="0"]')
        tabbable.focus()
        self.focused = re.search(r'gridcell "([a-h][1-8]),', tabbable.aria_snapshot()).group(1)
        expect(self.cell(self.focused)).to_be_focused()

    def go_to(self, square: str) -> None:
        """Arrow keys from the focused cell to ``square``, in screen directions (the view may be flipped)."""
        if self.focused is None:
            self.enter_grid()
        flipped = self.flipped()

        def place(name: str) -> tuple[int, int]:
            file, rank = "abcdefgh".index(name[0]), int(name[1])
            return (rank - 1, 7 - file) if flipped else (8 - rank, file)

        (r0, c0), (r1, c1) = place(self.focused), place(square)
        keys = (["ArrowDown"] * (r1 - r0) + ["ArrowUp"] * (r0 - r1) + ["ArrowRight"] * (c1 - c0)
                + ["ArrowLeft"] * (c0 - c1))
        if keys:
            self.walk.act(f"arrows to {square}", *keys)
        expect(self.cell(square)).to_be_focused()
        self.focused = square

    def activate(self, square: str, key: str = "Enter") -> None:
        """Enter (or Space) on ``square``: what a click there does; the page must then say what the mirror says."""
        self.go_to(square)
        before = dict(self.mirror.view)
        what = f"{'Space' if key == ' ' else key} on {square}"
        self.walk.act(what, key)
        send(self.mirror, type="click", square=square)
        self.expect_answer(before, what)

    def pass_turn(self, square: str) -> None:
        """The blocked tower on ``square`` passes (M6): select it, then Enter on the Pass button that is offered."""
        self.activate(square)
        offer = self.mirror.view["pass"]
        assert offer is not None and offer["square"] == square, offer
        button = self.block.get_by_role("button", name=offer["title"])
        expect(button).to_be_visible()
        expect(button).to_have_text(offer["button"])
        button.focus()
        before = dict(self.mirror.view)
        self.walk.act(f"Enter on {offer['title']}", "Enter")
        send(self.mirror, type="pass", square=square)
        expect(button, f"Enter on the focused button {offer['title']!r} passes (M6): the offer goes").to_be_hidden(
            timeout=ANSWERED)
        self.expect_answer(before, f"Enter on {offer['title']}")
        self.focused = None  # the button is gone: the next move starts from the grid again

    def play(self, step: Move | Fill, key: str = "Enter") -> None:
        """A move by keyboard: select its tower (unless selected), then Space/Enter on its target; a pass by its
        button."""
        assert isinstance(step, Move), f"{step}: no fill in lessons 00-03"
        if step.is_pass:
            self.pass_turn(step.text()[:2])
            return
        start, end = step.text()[:2], step.text()[3:5]
        if self.mirror.view["selected"] != start:
            self.activate(start, "Enter")
            expect(self.cell(start, selected=True)).to_have_count(1)
        self.activate(end, key)
        expect(self.cell(end)).to_be_focused()  # the focus stays where the tower went

    def expect_answer(self, before: dict, what: str) -> None:
        """The page shows and announces what the mirror says after the same action: the announcement (a move, a
        round end) in the role=status region, the message (a selection, a refusal, a verdict) on the message line,
        each new sentence announced once."""
        view = self.mirror.view
        announce, message = view["announce"], view["message"]
        expect(self.status).to_have_text(announce, timeout=ANSWERED)
        if message["text"]:
            expect(self.message.locator(".kw-message-text")).to_have_text(message["sentence"], timeout=ANSWERED)
            expect(self.message).to_have_attribute("data-kind", message["kind"])
        if announce and announce != before["announce"]:
            self.walk.expect_announced(announce, f"{what}: the move")
            if self.mirror.match.position.result is not None:  # M7, M8: the round end is in it, so said once too
                assert any("wins the round" in s for s in sentences(announce)), announce
        if message["text"] and message["serial"] != before["message"]["serial"] and message["text"] != announce:
            self.walk.expect_announced(message["sentence"], f"{what}: the message ({message['kind']})")


# ------------------------------------------------------------------ the lessons' exercises

def own_steps(ex, view: ExerciseView):
    """The learner's steps of ``ex``, each computed once the mirror has played the ones before (and the replies)."""
    yield ex.answer()
    while not view.solved:
        yield next_answer(ex, view.run.match, view.run.played)


def solve(walk: Walk, block, ex) -> None:
    """Solve the exercise shown in ``block`` by keyboard, mirrored here, and see it said solved."""
    view = ExerciseView(ex)
    board = Board(walk, block, view.board)
    board.expect_ready()
    board.enter_grid()
    wrong = WRONG_FIRST.get(ex.title)
    if wrong is not None:  # a refused try first: the refusal is announced once, nothing is played
        start = ex.answer().text()[:2]
        if wrong != start and view.board.view["selected"] is None and ex.title != "Answer the colour":
            board.activate(start)
        board.activate(wrong, " ")
        assert view.board.view["message"]["kind"] == "error" and not view.run.played, view.board.view["message"]
    for step in own_steps(ex, view):
        board.play(step, key=" " if len(walk.actions) % 2 else "Enter")  # Space and Enter both play a target
    assert view.solved, f"{ex.title}: the mirror is not solved"
    success = view.board.view["message"]
    expect(board.message).to_have_attribute("data-kind", "success")
    said = board.message.aria_snapshot()  # the verdict as the accessibility tree reads it
    assert " ".join(success["sentence"].split()) in " ".join(said.split()), (said, success["sentence"])
    expect(block.get_by_label("solved", exact=True).filter(visible=True)).to_have_count(1)  # the check mark


def exercise_in(block, remaining: list, starts: dict) -> object:
    """The exercise ``block`` shows: the one of ``remaining`` whose title it shows and whose towers its grid has
    (``starts``: each exercise's starting towers)."""
    grid = block.get_by_role("grid")
    expect(grid).to_have_count(1, timeout=ANSWERED)
    expect(grid.get_by_role("gridcell")).to_have_count(64)
    grid_towers = towers_named(grid)
    for ex in remaining:
        if starts[id(ex)] == grid_towers and block.get_by_text(ex.title, exact=True).filter(visible=True).count() == 1:
            return ex
    raise AssertionError(f"no exercise of {[ex.title for ex in remaining]} on the page has the towers {grid_towers}")


def solve_lesson(walk: Walk, panel, stem: str) -> list[str]:
    """Solve every exercise on lesson ``stem``'s page, in page order: each exercise, and each of an exercise set's
    in turn, reached by Enter on the set's Next button. Returns the titles solved."""
    remaining = list(exercises_of(named(f"{stem}.ipynb")))
    starts = {id(ex): towers_of(ExerciseView(ex).board) for ex in remaining}
    solved = []
    blocks = panel.locator(".kw-exercise-set, .kw-exercise:not(.kw-exercise-set .kw-exercise)")
    for i in range(blocks.count()):
        block = blocks.nth(i)
        in_set = "kw-exercise-set" in (block.get_attribute("class") or "")
        total = 1
        if in_set:
            progress = block.get_by_text(re.compile(r"\d+ of \d+ solved — exercise \d+$"))
            expect(progress).to_contain_text("0 of", timeout=ANSWERED)
            total = int(re.search(r"\d+ of (\d+) solved", progress.inner_text()).group(1))
        for number in range(total):
            if in_set:
                expect(progress).to_contain_text(f"— exercise {number + 1}", timeout=ANSWERED)
            ex = exercise_in(block, remaining, starts)
            solve(walk, block, ex)
            remaining.remove(ex)
            solved.append(ex.title)
            if in_set:
                expect(progress).to_contain_text(f"{number + 1} of {total} solved")
                next_button = block.get_by_role("button", name="Next", exact=True)
                if number + 1 < total:
                    next_button.focus()
                    walk.act(f"Enter on Next after {ex.title}", "Enter")
                else:
                    expect(next_button).to_be_disabled()
    assert not remaining, f"{stem}: exercises not on the page or not solved: {[ex.title for ex in remaining]}"
    return solved


def walk_lesson_by_keyboard(page, panel, here: str) -> list[str]:
    """Lesson ``here`` (00-03) by keyboard, on its page (``panel``, complete): on 00 a move on the welcome board by
    arrows and Space is announced (T1); on 01-03 every exercise is solved by keys (:func:`solve_lesson`). Then Enter
    on the focused link to the next lesson (same tab). Returns the titles solved."""
    walk = Walk(page)
    solved: list[str] = []
    if here == "00_welcome":  # the welcome board: one move by keyboard, announced (T1: any Black tower)
        board = Board(walk, panel, KamisadoWidget(controls="basic", taught="BD"))  # 00's one board
        board.expect_ready()
        assert board.towers() == towers_of(board.mirror)
        board.enter_grid()
        board.play(Move.from_text("d1-d4"), key=" ")
        assert ("d4", dict(towers_of(board.mirror))["d4"]) in board.towers()
    else:
        solved = solve_lesson(walk, panel, here)
        assert len(solved) == len(exercises_of(named(f"{here}.ipynb")))
    walk.check_once()
    link = page.get_by_role("link", name=NEXT_LINK[here]).first
    expect(link).to_be_visible()
    link.focus()
    page.keyboard.press("Enter")
    assert len(page.context.pages) == 1, "a link between lessons opens in the same tab"
    return solved
