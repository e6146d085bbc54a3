"""The welcome notebook in a real JupyterLab and Chromium: the board renders, clicks reach Python."""

import os
from pathlib import Path

from helpers.lab import add_cell, open_notebook, run_all_cells, widget_in_view
from playwright.sync_api import expect

from kamisado_widget.engine import Colour, Match, Player, colour_name
from kamisado_widget.engine.catalogue import ngettext
from kamisado_widget.engine.names import tower_name
from kamisado_widget.protocol.page_words import page_words

SCREENSHOT = Path(__file__).parents[2] / "docs" / "board.png"


def test_board_renders_the_initial_position_and_a_click_reaches_the_kernel(page, lab, b3_colours, b7_towers):
    open_notebook(page, lab, "00_welcome.ipynb")
    run_all_cells(page)

    widget = widget_in_view(page)
    squares = widget.locator("[data-square]")
    towers = widget.locator("[data-tower]")
    expect(squares).to_have_count(64)
    expect(towers).to_have_count(16)
    # The display also holds a picture of the position for exports; a live JupyterLab shows the widget only.
    expect(page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-RenderedSVG")).to_have_count(0)
    # JupyterLab's output area has no height cap: the board keeps its full width (js/fit.js leaves it alone).
    assert abs(widget.bounding_box()["width"] - 560) < 1

    # Every square carries its B3 colour.
    colours = squares.evaluate_all("els => els.map(e => [e.dataset.square, e.dataset.colour])")
    assert dict(colours) == b3_colours

    # Every tower stands inside its B7 square, named by player and colour.
    found = towers.evaluate_all(
        """els => els.map(e => ({tower: e.dataset.tower, player: e.dataset.player,
              colour: e.dataset.colour, rank: e.dataset.rank,
              square: e.closest('[data-square]').dataset.square}))"""
    )
    assert {(t["player"], t["colour"]): t["square"] for t in found} == b7_towers
    assert all(t["tower"] == f"{t['player']}-{t['colour']}" and t["rank"] == "0" for t in found)

    # Black's and Gold's towers look different.
    black, gold = (widget.locator(f'[data-tower="{name}"]') for name in ("black-red", "gold-red"))
    style = "e => getComputedStyle(e).backgroundImage + getComputedStyle(e).borderColor"
    assert black.evaluate(style) != gold.evaluate(style)

    # Squares are named in words, not by colour alone; at T1 every Black tower may move.
    d1 = widget.locator('[data-square="d1"]')
    words = page_words()
    yellow = tower_name(Player.BLACK, Colour.YELLOW, 0)
    expect(d1).to_have_attribute("title", ", ".join([words["square"].format(square="d1", colour=colour_name(Colour.YELLOW)),
                                                     yellow, words["may_move"]]))
    expect(widget.locator('[data-square="d4"]')).to_have_attribute("aria-label", ", ".join([
        words["square"].format(square="d4", colour=colour_name(Colour.BROWN)), words["square_empty"]]))

    # Rank 8 is at the top, rank 1 (Black's home row) at the bottom, files a-h left to right.
    a8, a1, h1 = (widget.locator(f'[data-square="{n}"]').bounding_box() for n in ("a8", "a1", "h1"))
    assert a8["y"] < a1["y"] and a1["x"] < h1["x"]
    assert abs(a1["width"] - a1["height"]) < 1.5  # squares are square

    # Click d1: the front-end sends a click intent, Python selects the tower, the view syncs back.
    d1.click()
    expect(d1).to_have_attribute("aria-selected", "true")
    expect(widget.locator('.kw-board [aria-selected="true"]')).to_have_count(1)  # one square
    # The engine's targets for Black's Yellow on d1 (T1): straight and diagonal up to rank 7.
    targets = widget.locator("[data-target]")
    expect(targets.first).to_be_visible()
    names = set(targets.evaluate_all("els => els.map(e => e.dataset.square)"))
    assert {"d2", "d7", "c2", "a4", "e2", "h5"} <= names and "d8" not in names and "d1" not in names
    message = widget.locator(".kw-message")
    legal = [t.text() for t in Match(3).legal_moves() if t.text().startswith("d1")]
    expect(message).to_have_text(ngettext("{tower} on {square}: {count} legal move.",
                                          "{tower} on {square}: {count} legal moves.", len(legal)).format(
        tower=yellow, square="d1", count=len(legal)))

    # The kernel agrees: the selection and the message shown are Python's.
    output = run_python(page, 'print("selected:", w.view["selected"]); print("message:", w.message)')
    expect(output).to_contain_text("selected: d1")
    shown = message.locator(".kw-message-text").text_content()
    expect(output).to_contain_text(f"message: {shown}")

    if os.environ.get("KAMISADO_UPDATE_SCREENSHOTS") == "1" or not SCREENSHOT.exists():
        SCREENSHOT.parent.mkdir(exist_ok=True)
        widget.screenshot(path=str(SCREENSHOT))


def run_python(page, code):
    """Append a code cell holding ``code`` at the end of the notebook, run it, return its output."""
    cell = add_cell(page, code)
    output = cell.locator(".jp-OutputArea-output")
    expect(output).to_have_count(1)
    return output
