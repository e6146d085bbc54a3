"""The welcome notebook in a real JupyterLab and Chromium: the board renders, clicks reach Python."""

import os
import re
from pathlib import Path

from playwright.sync_api import expect

SCREENSHOT = Path(__file__).parents[2] / "docs" / "board.png"
KERNEL_IDLE = "Python 3 (ipykernel) | Idle"


def open_notebook(page, lab, name):
    page.goto(f"{lab.url}/lab/tree/{name}")
    # The execution indicator says idle before the kernel exists; the status bar text does not.
    expect(page.locator(".jp-StatusBar-TextItem", has_text=KERNEL_IDLE)).to_be_visible(timeout=60_000)


def run_all_cells(page):
    page.locator('.lm-MenuBar-itemLabel:text-is("Run")').click()
    page.locator('.lm-Menu-itemLabel:text-is("Run All Cells")').click()


def run_cell(page, cell):
    cell.locator(".jp-InputArea-editor").click()
    page.keyboard.press("Control+Enter")


def test_board_renders_the_initial_position_and_a_click_reaches_the_kernel(page, lab, b3_colours, b7_towers):
    open_notebook(page, lab, "00_welcome.ipynb")
    run_all_cells(page)

    widget = page.locator(".kamisado-widget")
    squares = widget.locator("[data-square]")
    towers = widget.locator("[data-tower]")
    expect(squares).to_have_count(64)
    expect(towers).to_have_count(16)

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

    # Squares are named in words, not by colour alone.
    expect(widget.locator('[data-square="d1"]')).to_have_attribute("title", "d1, Yellow square, Black's Yellow tower")
    expect(widget.locator('[data-square="d4"]')).to_have_attribute("aria-label", "d4, Brown square, empty")

    # Rank 8 is at the top, rank 1 (Black's home row) at the bottom, files a-h left to right.
    a8, a1, h1 = (widget.locator(f'[data-square="{n}"]').bounding_box() for n in ("a8", "a1", "h1"))
    assert a8["y"] < a1["y"] and a1["x"] < h1["x"]
    assert abs(a1["width"] - a1["height"]) < 1.5  # squares are square

    print_cell = page.locator(".jp-CodeCell", has_text='print("selected:"')
    printed = print_cell.locator(".jp-OutputArea-output")
    expect(printed).to_have_text(re.compile(r"^selected:\s*$"))

    # Click d1: the front-end sends an intent, Python sets `selected`, the trait syncs back.
    d1 = widget.locator('[data-square="d1"]')
    d1.click()
    expect(d1).to_have_attribute("aria-pressed", "true")
    expect(widget.locator('[aria-pressed="true"]')).to_have_count(1)
    expect(widget.locator(".kw-message")).to_have_text("d1: Yellow square with Black's Yellow tower.")

    run_cell(page, print_cell)
    expect(printed).to_have_text(re.compile(r"^selected: d1\s*$"))

    if os.environ.get("KAMISADO_UPDATE_SCREENSHOTS") == "1" or not SCREENSHOT.exists():
        SCREENSHOT.parent.mkdir(exist_ok=True)
        widget.screenshot(path=str(SCREENSHOT))
