"""Clicks that come quickly, in a real JupyterLab and Chromium: a double click on a tower does what one click does
(the tower is selected, not selected and dropped again), and a click made while the kernel is still busy with a cell
that draws the board again is carried out once the kernel is free, with no word of versions on the page."""

from __future__ import annotations

import re

from helpers.lab import add_cell, open_board, square
from playwright.sync_api import expect


def test_a_double_click_on_a_tower_selects_it(page, lab):
    widget = open_board(page, lab, "keyboard.ipynb")
    version = int(widget.get_attribute("data-version"))
    square(widget, "c1").dblclick()
    expect(square(widget, "c1")).to_have_attribute("aria-selected", "true")
    # The next click plays the move: had the repeat reached Python too, it would have dropped the tower again, and
    # this click would ask for a tower first.
    square(widget, "c6").click()
    expect(square(widget, "c6").locator("[data-tower]")).to_have_count(1)
    expect(square(widget, "c1").locator("[data-tower]")).to_have_count(0)
    expect(widget).to_have_attribute("data-version", str(version + 2))  # two clicks reached Python, not three
    expect(widget.locator(".kw-message")).not_to_have_attribute("data-kind", "error")


def test_a_click_made_while_the_kernel_is_busy_is_carried_out_when_it_is_free(page, lab):
    """The kernel runs a cell that keeps it busy until the test opens a gate (a file), then draws the board again (new
    controls, the same position and selection). The click is made while the gate is shut, so it leaves the page
    stamped with the view before the cell's; it reaches Python after that view, and still selects the tower."""
    widget = open_board(page, lab, "keyboard.ipynb")
    version = int(widget.get_attribute("data-version"))
    gate = lab.notebooks / "quick-clicks-gate"
    # one line (the cell's editor is filled as typed): iter(...) calls the check until it says True
    waiting = f"any(iter(lambda: pathlib.Path({gate.name!r}).exists(), True))"
    cell = add_cell(page, f"import pathlib; {waiting}; w.set_controls(moves=False)")
    expect(cell.locator(".jp-InputPrompt")).to_have_text("[*]:")  # the kernel is busy with the cell
    square(widget, "c1").click()  # sent now, stamped with the view before the cell's
    gate.touch()
    expect(cell.locator(".jp-InputPrompt")).not_to_have_text("[*]:")
    expect(square(widget, "c1")).to_have_attribute("aria-selected", "true")
    expect(widget).to_have_attribute("data-version", str(version + 2))  # the cell's view, then the click's
    message = widget.locator(".kw-message")
    expect(message).not_to_have_attribute("data-kind", "error")
    assert not re.search(r"version|older board|\(click\)", message.inner_text())
