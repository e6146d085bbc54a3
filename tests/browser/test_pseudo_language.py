"""Every word on the boards comes from the catalogue. In the pseudo-language ``qps`` each message is between ⟦ and
⟧, accented and 40 % longer (scripts/catalogue.py), so a word the page shows outside the markers (or an English word
put into a message's placeholder) was not looked up in the catalogue (issue 29, item 3).

One notebook (tests/browser/notebooks/pseudo_language.ipynb) chooses ``qps`` and shows, in JupyterLab: a match
(by clicks a push, a pass and a round won; the New match question; a move replayed from the move list; the
round's Review; the refill and the computer's move in the next round), the end of a match (the coach's Hint and
Analyse, Explore, then a deadlock), the editor opened by its button (a tower picked up, a wrong position text
pasted, the board cleared), an exercise (a wrong try, a hint, Show me, Reset, then solved by clicks) and one of
the package's puzzles (a wrong first move, then solved by clicks). After each stage every visible text node,
button label, option, tooltip (``title``, SVG ``<title>``), SVG text, ``aria-label``, placeholder and style
sheet ``content`` inside the boards, exercises and exercise sets is read; the test fails listing each one with a
word from outside the catalogue, grouped by the element that shows it, with the stages that showed it. Then, at
360 px (in JupyterLab, and as a lesson app on the Voilà route in a 360 px window), nothing inside a board or an
exercise is wider than it or reaches past its right edge with the longer words.

Words that are not words are allowed (:data:`NOT_WORDS`): square names and move notation (``c1``, ``a8>a7``),
the file letters on the board's edge, the rules' IDs (``T2``, ``S7``: RULE_IDS), the colour-blind view's
characters (B5), and the two player names this test chose. Numbers, punctuation and arrows have no letters, so
they pass anyway. The exercise's own texts (title, task, hint, success) are the teacher's, written in the
lesson's language: the notebook writes them between the markers.
"""

from __future__ import annotations

import importlib.util
import re
from collections import defaultdict

import pytest
from helpers.lab import REPO, open_notebook, run_all_cells, settled
from playwright.sync_api import expect

from kamisado_widget.engine import RULE_IDS, Colour, Move, square_name
from kamisado_widget.teaching.positions.puzzles import puzzles_of

NOTEBOOK = "pseudo_language.ipynb"
STAGES = ("round", "ending", "editor", "exercise", "puzzle")  # the notebook's cells, by their "# stage:" line
PLAYER_NAMES = ("Annabel", "Benedict")  # the notebook's match board: names a teacher gives are not translated
OPEN, CLOSE = "⟦", "⟧"
# The pseudo-language accents these letters in every message (scripts/catalogue.py, _ACCENTS): a word between
# the markers that still has one of them came into the message through a placeholder, untranslated.
UNACCENTED = set("aeiouAEIOUcnsyCNSY")
NOT_WORDS = [
    re.compile(r"^[a-h][1-8]$"),  # a square: d4, or a move's ends (c1-c6, a8>a7, h2=)
]
EDGE_LABEL = re.compile(r"^\s*[a-h]\s*$")  # a file letter on the board's edge: a text of its own
CHARACTERS = {c.character for c in Colour}  # the colour-blind view's characters (B5): not words of a language
WORD = re.compile(r"[^\W\d_]+(?:\d+)?")  # letters, with the digits that follow them (c1, T2)

# Every place a word can be shown or read out inside the roots (boards, exercises, exercise sets), with the
# depth of ⟦⟧ nesting each text node starts at (a message may span several elements, e.g. its rule badge).
COLLECT = r"""root => {
  const found = [];
  const shown = e => e.checkVisibility({checkOpacity: true, checkVisibilityCSS: true}) && e.getClientRects().length > 0;
  const rendered = e => e.checkVisibility({checkVisibilityCSS: true}) && e.getClientRects().length > 0;
  const where = e => {
    for (let n = e; n && n !== root.parentElement; n = n.parentElement) {
      const named = [...n.classList].filter(c => /^(kw-|widget-|jupyter-button$)/.test(c));
      if (named.length) return n.tagName.toLowerCase() + '.' + named.join('.');
    }
    return e.tagName.toLowerCase();
  };
  let depth = 0;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.data, start = depth;
    for (const ch of text) depth = ch === '⟦' ? depth + 1 : ch === '⟧' ? Math.max(0, depth - 1) : depth;
    const parent = node.parentElement;
    if (!text.trim() || !parent || parent.closest('title, desc, option, style, script')) continue;
    if (!shown(parent)) continue;
    const kind = parent.closest('button') ? 'button label'
      : parent.closest('.kw-sr-only') ? 'screen-reader text' : parent.closest('svg') ? 'svg text' : 'text';
    found.push({kind, where: where(parent), text, depth: start});
  }
  if (depth > 0) found.push({kind: 'unclosed ⟦', where: where(root), text: root.textContent.slice(-160), depth: 0});
  for (const e of [root, ...root.querySelectorAll('*')]) {
    if ((e.tagName === 'title' || e.tagName === 'desc') && e.closest('svg')) {  // an SVG shape's tooltip
      const shape = e.parentElement;  // shown (and read) where its shape is
      if (rendered(shape)) found.push({kind: 'svg ' + e.tagName, where: where(shape), text: e.textContent, depth: 0});
      continue;
    }
    if (!rendered(e)) continue;
    for (const name of ['title', 'aria-label', 'placeholder', 'aria-description', 'aria-roledescription', 'alt']) {
      const value = e.getAttribute(name);
      if (value && value.trim()) found.push({kind: name, where: where(e), text: value, depth: 0});
    }
    for (const pseudo of ['::before', '::after']) {  // words a style sheet writes (content: "...")
      const content = getComputedStyle(e, pseudo).content;
      if (/^".*\p{L}.*"$/u.test(content)) {
        found.push({kind: 'style sheet ' + pseudo, where: where(e), text: content.slice(1, -1), depth: 0});
      }
    }
    if (e.tagName === 'SELECT') {
      for (const option of e.options) found.push({kind: 'option', where: where(e), text: option.text, depth: 0});
    }
  }
  return found;
}"""

# Every element of a root that takes up room, with its box (as test_long_names.py), except screen-reader text.
BOXES = """root => {
  const r0 = root.getBoundingClientRect();
  const out = root.closest('.jp-OutputArea-output') ?? root.parentElement;
  return {
    root: {left: r0.left, right: r0.right, width: r0.width},
    room: out.getBoundingClientRect().right, overflow: out.scrollWidth - out.clientWidth,
    boxes: [root, ...root.querySelectorAll('*')]
      .filter(e => !e.closest('.kw-sr-only') && e.getClientRects().length > 0
                   && e.checkVisibility({checkVisibilityCSS: true}))
      .map(e => { const r = e.getBoundingClientRect();
                  return {what: e.tagName.toLowerCase() + '.' + String(e.className.baseVal ?? e.className).trim()
                                .replace(/\\s+/g, '.'), left: r.left, right: r.right, width: r.width,
                          text: (e.textContent || '').trim().slice(0, 60)}; }),
  };
}"""


WIDTH = 360
NARROW = """(area, width) => { for (const out of area.querySelectorAll('.jp-OutputArea-output')) {
  out.style.width = width + 'px'; out.style.maxWidth = width + 'px'; } }"""


def not_from_the_catalogue(text: str, depth: int = 0) -> list[str]:
    """The words of ``text`` that did not come from the catalogue: those outside ⟦…⟧ (``depth``: how many
    markers are open where the text starts), and those inside that the pseudo-language would have accented
    (an untranslated placeholder value); not the words of :data:`NOT_WORDS`, the test's player names or the
    colour-blind characters."""
    if depth == 0 and EDGE_LABEL.match(text):
        return []
    bad = []
    for match in re.finditer(r"[⟦⟧]|" + WORD.pattern, text):
        token = match.group()
        if token == OPEN:
            depth += 1
            continue
        if token == CLOSE:
            depth = max(0, depth - 1)
            continue
        if token in PLAYER_NAMES or token in RULE_IDS or any(rule.match(token) for rule in NOT_WORDS):
            continue
        if all(ch in CHARACTERS for ch in token):
            continue
        if depth == 0 or UNACCENTED & set(token):
            bad.append(token)
    return bad


def test_the_words_check_itself():
    """The check above, on texts whose answer is known."""
    assert not_from_the_catalogue("⟦Góĺd wíñš thé řóúñd (M7).··········⟧") == []
    assert not_from_the_catalogue("Gold wins the round (M7).") == ["Gold", "wins", "the", "round"]
    assert not_from_the_catalogue("⟦Gold wíñš (T2)⟧") == ["Gold"]  # an English name filled into a message
    assert not_from_the_catalogue("⟦⟦Góĺd⟧ wíñš⟧ c1-c6 a8>a7 h2= 1. T2 × ★ →") == []
    assert not_from_the_catalogue("d") == [] and not_from_the_catalogue("Annabel") == []
    assert not_from_the_catalogue("a tower") == ["a", "tower"]
    assert not_from_the_catalogue(Colour.RED.character) == []
    assert not_from_the_catalogue("wíñš⟧", depth=1) == []  # a message that began in an earlier text node
    assert not_from_the_catalogue("Pass") == ["Pass"]
    assert not_from_the_catalogue("W9") == ["W9"]  # an explore mark is a word of the catalogue, not a rule ID


# ------------------------------------------------------------------ the page


def stage_cell(page, stage: str):
    """The notebook's cell of one stage (its first line says ``# stage: <stage>``)."""
    panel = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")
    return panel.locator(".jp-CodeCell", has=page.locator(".jp-InputArea-editor", has_text=f"# stage: {stage}"))


def roots_of(cell):
    """The outermost boards, exercises and exercise sets a cell (or the whole notebook) shows."""
    return cell.locator(
        ".kw-exercise-set, .kw-exercise:not(.kw-exercise-set .kw-exercise), "
        ".kamisado-widget:not(.kw-exercise .kamisado-widget)"
    )


def board_of(cell):
    return cell.locator(".kamisado-widget")


def expect_ready(page, cell, boards: int = 1) -> None:
    """The cell's (or the notebook's) boards are drawn and answered by the kernel (js/ready.js); a cell that
    failed says why."""
    errors = cell.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')
    try:
        expect(board_of(cell)).to_have_count(boards, timeout=120_000)
        for i in range(boards):
            expect(board_of(cell).nth(i).locator("[data-tower]")).to_have_count(16)
        expect(cell.locator(".kamisado-widget[aria-busy='true']")).to_have_count(0)
    except AssertionError:
        if errors.count():
            pytest.fail(f"the notebook's cell failed:\n{errors.first.inner_text()[-3000:]}")
        raise


def click(board, start: str, end: str | None = None) -> None:
    """Select the tower on ``start`` (waiting until the kernel has selected it) and click ``end``."""
    sq = board.locator(f'[data-square="{start}"]')
    sq.click()
    expect(sq).to_have_attribute("aria-selected", "true")
    if end is not None:
        board.locator(f'[data-square="{end}"]').click()


def play_the_round(match) -> None:
    """On the round's board: Gold's Sumo pushes (S2), Gold's Green passes (M6), Black's Red reaches Gold's home
    row (M7); then New match, which asks before it discards the game (R1)."""
    click(match, "a8", "a7")
    expect(match.locator('[data-square="h2"]')).to_have_attribute("data-blocked", "1")
    click(match, "h2")
    match.locator(".kw-pass:visible").first.click()
    expect(match.locator('[data-square="h2"]')).to_have_attribute("data-last", "pass")
    click(match, "a6", "c8")
    expect(match.locator(".kw-fill")).to_be_visible()
    expect(match.locator(".kw-round-end")).to_be_hidden()  # the status line says the round's end: said once
    match.locator('[data-action="new-match"]').click()
    expect(match.locator(".kw-new-match-confirm")).to_be_visible()


def review_the_round(match) -> None:
    """The ended round's Review: every move graded, then Python's chart (an SVG) and the mistakes."""
    review = match.locator(".kw-review")
    review.locator('[data-action="review"]').click()
    expect(review.locator(".kw-review-chart svg")).to_be_visible(timeout=120_000)  # node budgets, a busy machine
    expect(review.locator('[role="progressbar"]')).to_be_hidden()


def explore(board) -> None:
    """Explore mode on: every legal move marked with its proven result and listed, once all are worked out."""
    board.locator('[data-action="explore"]').click()
    expect(board.locator('[data-action="explore"]')).to_have_attribute("aria-pressed", "true")
    expect(board.locator(".kw-explore-move").first).to_be_visible(timeout=120_000)
    expect(board.locator(".kw-explore")).not_to_have_attribute("data-pending", "true")
    expect(board.locator('.kw-explore-move[data-result="pending"]')).to_have_count(0)


def collect(found: dict, stage: str, cell) -> int:
    """Add to ``found`` every text of the cell's roots with a word from outside the catalogue: by where it is
    shown, then the text (with its foreign words), then the stages it was seen in. Returns how many texts had
    a marker (none at all: the notebook did not speak the pseudo-language)."""
    cell.scroll_into_view_if_needed()
    items = [item for i in range(roots_of(cell).count()) for item in roots_of(cell).nth(i).evaluate(COLLECT)]
    # A stage that found next to nothing looked in the wrong place: it must never pass for that.
    assert len(items) >= 20, f"{stage}: only {len(items)} texts found: {items}"
    for item in items:
        words = not_from_the_catalogue(item["text"], item["depth"])
        if item["kind"] == "unclosed ⟦" or words:
            text = " ".join(item["text"].split())
            entry = f"{text[:200]!r}" + (f"  [{' '.join(dict.fromkeys(words))}]" if words else "")
            found[f"{item['kind']} in {item['where']}"].setdefault(entry, []).append(stage)
    return sum(OPEN in item["text"] for item in items)


def catalogue_note() -> str:
    """A warning for the report when the pseudo catalogue the kernel read is older than the code: then a
    sentence put into the catalogue since is shown in English, and listed, although it is in the code's catalogue."""
    spec = importlib.util.spec_from_file_location("catalogue_tool", REPO / "scripts" / "catalogue.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    if tool._po_text(tool.extracted()) != (tool.TEMPLATE.read_text("utf-8") if tool.TEMPLATE.exists() else ""):
        return ("NOTE: the catalogue's template is older than the code: run `python scripts/catalogue.py extract`, "
                "then `compile`, and run this test again (texts below may be in the code's catalogue already).\n")
    if tool.stale():
        return "NOTE: the pseudo catalogue is older than the template: run `python scripts/catalogue.py compile`.\n"
    return ""


def report(found: dict) -> str:
    """The texts not from the catalogue, grouped by where they are shown, each with the stages that showed it."""
    count = sum(len(texts) for texts in found.values())
    head = (f"{count} texts with words not from the catalogue, by where they are shown (after each text: its "
            "foreign words, and the stages that showed it):")
    lines = [catalogue_note() + head]
    for place, texts in sorted(found.items()):
        lines.append(f"  {place}:")
        lines.extend(f"    {text}  @ {', '.join(dict.fromkeys(stages))}" for text, stages in sorted(texts.items()))
    return "\n".join(lines)


def test_every_word_of_a_match_the_editor_an_exercise_and_a_puzzle_comes_from_the_catalogue(page, lab):
    page.emulate_media(reduced_motion="reduce")
    found: dict[str, dict[str, list[str]]] = defaultdict(dict)
    marked = 0  # texts with a marker: some, or the notebook did not speak the pseudo-language
    open_notebook(page, lab, NOTEBOOK)
    run_all_cells(page)

    # (a) A match: Gold pushes (S2), passes (M6), Black's Red wins the round (M7); the round's end and the
    # refill (F1) show, and New match asks before it discards the game (R1); a move replayed from the list; the
    # refill chosen, and the computer plays Gold's first move of the next round.
    cell = stage_cell(page, "round")
    expect_ready(page, cell)
    match = board_of(cell)
    match.locator('[data-option="colour_blind"]').check()  # the colour-blind view: characters on the squares (B5)
    expect(match).to_have_attribute("data-colour-blind", "true")
    marked += collect(found, "match: the start", cell)
    play_the_round(match)
    marked += collect(found, "match: a round won, the refill, New match", cell)
    review_the_round(match)
    marked += collect(found, "match: the round reviewed", cell)
    match.locator('.kw-move[data-ply="1"]').click()  # the move list: back to the position after the push
    live = match.locator('[data-replay="live"]')
    expect(live).to_be_enabled()  # "Back to the game": disabled while the game is shown
    marked += collect(found, "match: a move of the list replayed", cell)
    live.click()
    expect(live).to_be_disabled()
    match.locator('[data-action="keep"]').click()  # keep playing: the refill (F1), then the computer plays Gold
    expect(match.locator(".kw-new-match-confirm")).to_be_hidden()
    match.locator('.kw-fill button[data-fill="left"]').click()
    expect(match.locator(".kw-fill")).to_be_hidden()
    expect(match.locator('[data-movable="true"]')).to_have_count(8)  # round 5: Gold may move any tower (T1)
    marked += collect(found, "match: the next round after the refill", cell)
    match.locator('select[name="computer-side"]').select_option("gold")
    expect(match.locator('[data-tower^="black-"][data-mover="true"]')).to_have_count(1)  # Black's turn again (T2)
    marked += collect(found, "match: the computer played Gold's move", cell)

    # The end of a match: the coach's Hint and Analyse, then a deadlock (M8) ends a Single-round match (R4).
    cell = stage_cell(page, "ending")
    expect_ready(page, cell)
    ending = board_of(cell)
    for action in ("hint", "analyse"):
        button = ending.locator(f'[data-action="{action}"]')
        version = ending.get_attribute("data-version")
        button.click()
        expect(ending).not_to_have_attribute("data-version", version)
        expect(button).not_to_have_attribute("aria-busy", "true")
    marked += collect(found, "match end: Hint and Analyse", cell)
    explore(ending)
    marked += collect(found, "match end: Explore", cell)
    click(ending, "a3", "a2")
    expect(ending.locator(".kw-chain")).to_be_visible()
    expect(ending.locator('.kw-player[data-player="black"]')).to_have_attribute("data-winner", "true")
    marked += collect(found, "match end: a deadlock ends the match", cell)

    # (b) The editor, opened by its button; a tower picked up, a wrong position text pasted, then the board
    # cleared (B6: not playable).
    cell = stage_cell(page, "editor")
    expect_ready(page, cell)
    editing = board_of(cell)
    editing.locator(".kw-position summary").click()
    editing.locator('[data-action="edit-start"]').click()
    expect(editing).to_have_attribute("data-mode", "edit")
    editing.locator('[data-square="d1"]').click()
    expect(editing.locator('[data-edit-tower="black-yellow"]')).to_have_attribute("aria-pressed", "true")
    marked += collect(found, "editor: a tower picked up", cell)
    editing.locator(".kw-paste-text").fill("8/8/8/8")  # a position text the editor refuses, saying why
    editing.locator('[data-action="paste"]').click()
    expect(editing.locator(".kw-message")).to_have_attribute("data-kind", "error")
    marked += collect(found, "editor: a wrong position text pasted", cell)
    editing.locator('[data-action="edit-clear"]').click()
    expect(editing.locator("[data-tower]")).to_have_count(0)
    expect(editing.locator(".kw-editor-problem")).not_to_have_attribute("data-ok", "true")
    marked += collect(found, "editor: the board cleared", cell)

    # (c) An exercise: a wrong try, a hint, Show me, then Reset and the answer.
    cell = stage_cell(page, "exercise")
    expect_ready(page, cell)
    exercise = cell.locator(".kw-exercise")
    board = board_of(cell)
    feedback = board.locator(".kw-message")
    marked += collect(found, "exercise: the task", cell)
    click(board, "a8", "c7")  # not in a straight line (M1)
    expect(feedback).to_have_attribute("data-kind", "error")
    marked += collect(found, "exercise: a wrong try", cell)
    hint, show_me, reset = (exercise.locator("button.jupyter-button").nth(i) for i in range(3))
    hint.click()
    expect(feedback).to_have_attribute("data-kind", "info")
    marked += collect(found, "exercise: a hint", cell)
    show_me.click()  # the answer played on the board and explained
    expect(exercise.locator(".kw-shown-mark")).to_have_count(1)
    marked += collect(found, "exercise: Show me", cell)
    reset.click()
    expect(show_me).to_be_enabled()
    expect(board.locator('[data-square="a8"] [data-tower="gold-orange"]')).to_have_count(1)
    click(board, "a8", "a4")
    expect(feedback).to_have_attribute("data-kind", "success")
    marked += collect(found, "exercise: solved", cell)

    # (d) A puzzle of the package (a win in 1): a wrong first move, then the winning one.
    cell = stage_cell(page, "puzzle")
    expect_ready(page, cell)
    board = board_of(cell)
    feedback = board.locator(".kw-message")
    puzzle = puzzles_of(1)[0]
    marked += collect(found, "puzzle: the task", cell)
    for text, kind in ((next(iter(puzzle.refutations)), "error"), (puzzle.answer, "success")):
        if kind == "success":
            cell.locator(".kw-exercise button.jupyter-button").nth(2).click()  # Reset
            expect(feedback).not_to_have_attribute("data-kind", "error")
        move = Move.from_text(text)
        click(board, square_name(move.from_square), square_name(move.to_square))
        expect(feedback).to_have_attribute("data-kind", kind)
        marked += collect(found, f"puzzle: {'a wrong try' if kind == 'error' else 'solved'}", cell)

    assert page.kw_errors == []
    assert marked > 0, "no text on the boards is from the pseudo catalogue: set_language('qps') had no effect"
    if found:
        pytest.fail(report(found), pytrace=False)


@pytest.mark.parametrize("route", ["lab", "voila"])
def test_the_longer_words_fit_at_360_px(page, lab, route):
    """With every message 40 % longer, at 360 px (a phone's width): nothing inside a board, an exercise or an
    exercise set is wider than it or reaches past its right edge, and none reaches past its output area. On the
    Voilà route (the lesson as an app) the window itself is 360 px wide and the page never scrolls sideways; in
    JupyterLab, whose side bars and prompts would take part of such a window, each output area is made 360 px
    wide (as in tests/browser/test_feedback_and_width.py)."""
    page.emulate_media(reduced_motion="reduce")
    if route == "voila":
        page.set_viewport_size({"width": WIDTH, "height": 800})
        page.goto(f"{lab.url}/voila/render/{NOTEBOOK}")
        area = page.locator("#rendered_cells")
        expect(area).to_be_visible(timeout=120_000)  # shown once every cell has run
    else:
        open_notebook(page, lab, NOTEBOOK)
        run_all_cells(page)
        area = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")
    roots = roots_of(area)
    expect(roots).to_have_count(len(STAGES), timeout=120_000)  # one root per stage, in the notebook's order
    expect_ready(page, area, boards=len(STAGES))
    match, editing = (roots.nth(STAGES.index(stage)) for stage in ("round", "editor"))
    play_the_round(match)  # the move list, the round's end, the refill and the New match question show too
    review_the_round(match)
    explore(roots.nth(STAGES.index("ending")))
    editing.locator(".kw-position summary").click()
    editing.locator('[data-action="edit-start"]').click()
    expect(editing).to_have_attribute("data-mode", "edit")
    if route == "lab":
        area.evaluate(NARROW, WIDTH)

    problems = []
    for i, stage in enumerate(STAGES):
        root = roots.nth(i)
        root.scroll_into_view_if_needed()
        settled(root)  # laid out at the width it has (js/fit.js)
        got = root.evaluate(BOXES)
        edge, width = got["root"]["right"], got["root"]["width"]
        assert width <= WIDTH + 1, f"{stage}: a root {width:.0f} px wide at {WIDTH} px"
        if edge > got["room"] + 1 or got["overflow"] > 1:
            problems.append(f"{stage}: the root reaches {edge - got['room']:.0f} px past its output area")
        for b in got["boxes"]:
            if b["width"] > width + 1 or b["right"] > edge + 1:
                problems.append(f"{stage}: {b['what']} {b['width']:.0f} px wide, {b['right'] - edge:+.0f} px past "
                                f"the right edge of a root {width:.0f} px wide: {b['text']!r}")
    if route == "voila":
        scroll = page.evaluate("document.documentElement.scrollWidth")
        assert scroll <= WIDTH, f"the page scrolls sideways: {scroll} px wide in a {WIDTH} px window"
    assert problems == [], f"too wide at {WIDTH} px ({route}):\n" + "\n".join(problems[:40])
    assert page.kw_errors == []
