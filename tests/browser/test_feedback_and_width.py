"""Looks, measured in JupyterLab: the feedback line's colours keep at least 4.5:1 contrast (WCAG AA)
against the line's real background in JupyterLab Light and Dark, for every kind a learner sees (error,
success, info); and the board and its panels fit from 360 px wide: rank labels centred on their rows,
file labels on their columns, square squares, nothing wider than the widget, the scoreboard not
overflowing. Writes docs/feedback.png and docs/narrow-360.png when they are missing or when
KAMISADO_UPDATE_SCREENSHOTS=1."""


from helpers.lab import add_cell, open_board, set_theme, settled, square
from helpers.looks import COLOURS, contrast, save
from playwright.sync_api import expect

from kamisado_widget.engine import Colour, Player
from kamisado_widget.engine.catalogue import _
from kamisado_widget.engine.names import tower_name


def show(page, widget, kind):
    """Put a message of this kind on the board's one feedback line: a refused click for an error,
    the board's own words otherwise."""
    message = widget.locator(".kw-message")
    if kind == "error":
        square(widget, "a1").click()  # Black's Yellow may not move: the Green Sumo must (T2)
        expect(message.locator(".kw-rule")).to_have_text("T2")
    else:
        add_cell(page, f'w.say("A {kind} message, as an exercise shows it.", "{kind}")')
    expect(message).to_have_attribute("data-kind", kind)
    return message


def test_feedback_colours_have_AA_contrast_in_light_and_dark(page, lab):
    page.emulate_media(reduced_motion="reduce")
    widget = open_board(page, lab, "narrow.ipynb")
    seen = {}
    for theme in ("JupyterLab Light", "JupyterLab Dark"):
        if theme != "JupyterLab Light":
            set_theme(page, theme)
        for kind in ("error", "success", "info"):
            message = show(page, widget, kind)
            text = message.locator(".kw-message-text")
            colours = text.evaluate(COLOURS)
            ratio = contrast(colours["fg"], colours["bg"])
            assert ratio >= 4.5, f"{theme} {kind}: {colours} has contrast {ratio:.2f}"
            seen[theme, kind] = tuple(colours["fg"][:3])
            if kind == "error":
                badge = message.locator(".kw-rule").evaluate(COLOURS)
                assert contrast(badge["fg"], badge["bg"]) >= 4.5, f"{theme}: the rule badge {badge}"
                if theme == "JupyterLab Light":
                    save(message, "feedback.png")
        # the kinds are told apart by colour too (never by colour alone: the rule badge and the words)
        assert len({seen[theme, k] for k in ("error", "success", "info")}) == 3
    assert seen["JupyterLab Light", "error"] != seen["JupyterLab Dark", "error"], "the colours follow the theme"
    set_theme(page, "JupyterLab Light")
    assert page.kw_errors == []


LAYOUT = """w => {
  const box = el => el.getBoundingClientRect();
  const widget = box(w);
  const outside = [...w.querySelectorAll('*')].filter(el => {
    const b = box(el);
    if (b.width === 0 || b.height === 0 || getComputedStyle(el).visibility === 'hidden') return false;
    return b.left < widget.left - 1 || b.right > widget.right + 1;
  }).map(el => el.className || el.tagName);
  const rows = [...w.querySelectorAll('.kw-board .kw-row')].map(box);
  const firstRow = [...w.querySelectorAll('.kw-board .kw-row')][0];
  const columns = [...firstRow.querySelectorAll('.kw-square')].map(box);
  const ranks = [...w.querySelectorAll('.kw-ranks .kw-label')].map(box);
  const files = [...w.querySelectorAll('.kw-files .kw-label')].map(box);
  const score = w.querySelector('.kw-scoreboard');
  return {
    widget: [widget.width, w.parentElement.getBoundingClientRect().width, w.scrollWidth, w.clientWidth],
    outside,
    rankOffsets: rows.map((r, i) => Math.abs((r.top + r.bottom) / 2 - (ranks[i].top + ranks[i].bottom) / 2)),
    fileOffsets: columns.map((c, i) => Math.abs((c.left + c.right) / 2 - (files[i].left + files[i].right) / 2)),
    square: [columns[0].width, rows[0].height],
    scoreboard: [score.scrollWidth, score.clientWidth],
    names: [...w.querySelectorAll('.kw-name')].map(n => [n.textContent, n.clientWidth, n.scrollWidth]),
  };
}"""


def test_the_board_and_its_panels_fit_from_360_px_wide(page, lab):
    page.emulate_media(reduced_motion="reduce")
    widget = open_board(page, lab, "narrow.ipynb")
    square(widget, "h1").click()  # the Sumo's targets, so the panels below the board show too
    expect(square(widget, "h1")).to_have_attribute("aria-selected", "true")
    for width in (360, 800, None):
        widget.evaluate(
            "(w, width) => { const out = w.closest('.jp-OutputArea-output'); out.style.width = width ? width + 'px' "
            ": '';"
            " out.style.maxWidth = width ? width + 'px' : ''; }",
            width,
        )
        settled(widget)  # laid out at the new width
        got = widget.evaluate(LAYOUT)
        shown, room, scroll, client = got["widget"]
        assert shown <= room + 0.5 and scroll <= client + 1, f"{width}: the widget overflows: {got['widget']}"
        if width == 360:
            assert shown >= 340, f"the widget uses the width it has: {shown}"
        assert got["outside"] == [], f"{width}: wider than the widget: {got['outside']}"
        assert max(got["rankOffsets"]) <= 1.5, f"{width}: rank labels off their rows: {got['rankOffsets']}"
        assert max(got["fileOffsets"]) <= 1.5, f"{width}: file labels off their columns: {got['fileOffsets']}"
        side, height = got["square"]
        assert abs(side - height) <= 1 and side >= (30 if width == 360 else 55), f"{width}: squares {got['square']}"
        assert got["scoreboard"][0] <= got["scoreboard"][1], f"{width}: the scoreboard overflows {got['scoreboard']}"
        for name, shown_width, needed in got["names"]:  # short names are shown whole, not cut to "…"
            assert 0 < needed <= shown_width, f"{width}: the name {name!r} is cut: {got['names']}"
        if width == 360:
            save(widget, "narrow-360.png")
    assert page.kw_errors == []


CAPPED = """(w, height) => {
  const out = w.closest('.jp-OutputArea-output');
  if (height) { out.style.maxHeight = height; out.style.overflowY = 'auto'; window.dispatchEvent(new Event('resize')); }
  return {hidden: out.scrollHeight - out.clientHeight, width: w.getBoundingClientRect().width};
}"""


def test_in_an_output_box_of_capped_height_the_widget_narrows_again_when_a_panel_appears(page, lab):
    """An output box capped in height (as `marimo edit` does) scrolls what overflows: the widget narrows to fit
    when it is first drawn, and again when the move list and the message line appear with the first move."""
    widget = open_board(page, lab, "keyboard.ipynb")
    widget.evaluate(CAPPED, "880px")
    settled(widget)  # fitted into the capped box (js/fit.js)
    first = widget.evaluate(CAPPED, None)
    assert first["hidden"] <= 1 and 320 < first["width"] < 600, first
    expect(widget.locator(".kw-movelist")).to_be_hidden()
    square(widget, "c1").click()
    square(widget, "c6").click()
    expect(widget.locator(".kw-movelist")).to_be_visible()
    expect(widget.locator(".kw-message")).to_contain_text(_("{tower} moved from {start} to {end}.").format(
        tower=tower_name(Player.BLACK, Colour.RED, None), start="c1", end="c6"))
    settled(widget)  # fitted again with the new panels
    after = widget.evaluate(CAPPED, None)
    assert after["hidden"] <= 1 and 320 <= after["width"] < first["width"], (first, after)
