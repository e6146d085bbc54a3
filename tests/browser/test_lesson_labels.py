"""A lesson as a learner opens it (the Voilà app route): a button focused from the keyboard wears a clear ring of at
least 2 px in the theme's brand colour (ipywidgets' own is a faint 1 px line). That no button or label of any lesson
is cut at 1280 or 360 px is checked where each lesson app is opened once for every check of it:
tests/browser/test_lesson_apps_hide_answers.py."""

from __future__ import annotations

from playwright.sync_api import expect


def open_lesson(page, lab, name):
    page.goto(f"{lab.url}/voila/render/{name}.ipynb")
    expect(page.locator("#rendered_cells")).to_be_visible(timeout=240_000)  # shown once every cell has run
    expect(page.locator("#loading")).to_be_hidden()
    return page.locator("#rendered_cells")


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
