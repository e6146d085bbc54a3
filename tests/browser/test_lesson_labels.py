"""Every lesson as a learner opens it (the Voilà app route), at 1280 px and at 360 px: no button or label is cut
("Export my progr…", "Previo…", "Auto" were), and a button focused from the keyboard wears a clear ring of at
least 2 px in the theme's brand colour (ipywidgets' own is a faint 1 px line). One server and one browser serve
the module; each lesson opens once and is measured at both widths."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

LESSONS = [
    "00_welcome", "01_which_tower", "02_moving", "03_sumo", "04_scoring_and_matches", "04b_refilling", "05_match",
    "06_sandbox", "07_play_the_computer", "08_puzzles", "09_the_solved_opening",
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


def open_lesson(page, lab, name):
    page.goto(f"{lab.url}/voila/render/{name}.ipynb")
    expect(page.locator("#rendered_cells")).to_be_visible(timeout=240_000)  # shown once every cell has run
    expect(page.locator("#loading")).to_be_hidden()
    return page.locator("#rendered_cells")


@pytest.mark.parametrize("name", LESSONS)
def test_no_button_or_label_of_the_lesson_is_cut_at_1280_or_360_px(page, lab, name):
    (lab.notebooks.parent / "progress.json").unlink(missing_ok=True)
    cells = open_lesson(page, lab, name)
    cut = {}
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_function(f"() => document.documentElement.clientWidth <= {width}")
        page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
        found = cells.evaluate(CUT)
        if found:
            cut[width] = found
    assert not cut, f"{name}: cut labels {cut}"


def test_a_focused_lesson_button_wears_a_clear_ring_in_the_brand_colour(page, lab):
    cells = open_lesson(page, lab, "01_which_tower")
    hint = cells.locator(".kw-exercise").first.get_by_role("button", name="Hint")
    expect(hint).to_be_visible()
    hint.focus()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")  # focused from the keyboard: :focus-visible
    ring = hint.evaluate("""(b) => { const s = getComputedStyle(b); const probe = document.createElement('i');
      probe.style.color = 'var(--jp-brand-color1, #1976d2)'; document.body.append(probe);
      const brand = getComputedStyle(probe).color; probe.remove();
      return {width: parseFloat(s.outlineWidth), style: s.outlineStyle, colour: s.outlineColor, brand,
              focused: document.activeElement === b}; }""")
    assert ring["focused"], ring
    assert ring["width"] >= 2 and ring["style"] == "solid" and ring["colour"] == ring["brand"], ring
