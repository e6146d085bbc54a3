"""The widget outside JupyterLab, in Jupyter Notebook 7 and in Voilà: the board renders, a click
moves a tower, and the kernel sees the new position (a label updated by ``observe`` in the kernel,
and in Notebook 7 also a cell that prints ``w.position_text``)."""

from __future__ import annotations

import pytest
from helpers.lab import TEST_NOTEBOOKS, LabError, add_cell, run_all_cells, square
from helpers.servers import running_notebook7, running_voila
from playwright.sync_api import expect

from kamisado_widget import KamisadoWidget

NOTEBOOK = "observe.ipynb"


def own_errors(page) -> list[str]:
    """Script errors on the page, less one that Notebook 7 itself raises on every page, also one
    without a widget (its settings registry: "Cannot read properties of undefined (reading 'schema')",
    thrown inside static/notebook/notebook_core)."""
    return [e for e in page.kw_stacks if not ("(reading 'schema')" in e and "/static/notebook/notebook_core." in e)]


def position_after(move: str) -> str:
    """The position text the kernel should report after ``move`` from the start, as this process computes it."""
    board = KamisadoWidget()
    board.play(move)
    return board.position_text


def move_by_clicks(widget, start: str, end: str) -> None:
    square(widget, start).click()
    expect(square(widget, start)).to_have_attribute("aria-selected", "true")
    square(widget, end).click()
    expect(square(widget, end).locator('[data-tower="black-yellow"]')).to_have_count(1)
    expect(square(widget, start).locator("[data-tower]")).to_have_count(0)


def test_notebook7_board_click_and_kernel(page, tmp_path):
    """Notebook 7: the board renders, d1-d4 by clicks moves Black's Yellow, the kernel sees it."""
    expected = position_after("d1-d4")
    page.kw_stacks = []
    page.on("pageerror", lambda error: page.kw_stacks.append(error.stack or str(error)))
    try:
        with running_notebook7(tmp_path) as server:
            page.goto(f"{server.url}/notebooks/{NOTEBOOK}")
            # Notebook 7 has no status bar: wait for the kernel's name in the toolbar and an idle indicator.
            toolbar = page.locator(".jp-NotebookPanel-toolbar", has_text="Python 3 (ipykernel)")
            expect(toolbar).to_be_visible(timeout=60_000)
            expect(page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']")).to_have_count(1, timeout=60_000)
            widget = run_until_board(page)
            expect(page.locator(".kernel-sees")).not_to_have_text(expected)
            move_by_clicks(widget, "d1", "d4")
            expect(page.locator(".kernel-sees")).to_have_text(expected)
            cell = add_cell(page, "print('kernel sees:', w.position_text)")
            expect(cell.locator(".jp-OutputArea-output")).to_have_text(f"kernel sees: {expected}")
            assert not own_errors(page), own_errors(page)
    except LabError as error:
        pytest.fail(str(error))


def run_until_board(page):
    """Run all cells until the board is drawn: a Run All sent before the kernel is connected runs nothing."""
    widget = page.locator(".kamisado-widget")
    for _ in range(6):
        run_all_cells(page)
        try:
            expect(widget.locator("[data-tower]")).to_have_count(16, timeout=10_000)
            return widget
        except AssertionError:
            continue
    expect(widget.locator("[data-tower]")).to_have_count(16)
    return widget


def test_voila_board_click_and_kernel(page, tmp_path):
    """Voilà: the notebook as an app; the board renders, d1-d4 by clicks moves Black's Yellow, and the
    label the kernel updates through ``observe`` shows the new position."""
    expected = position_after("d1-d4")
    try:
        with running_voila(tmp_path, TEST_NOTEBOOKS / NOTEBOOK) as server:
            page.goto(server.url)
            widget = page.locator(".kamisado-widget")
            expect(widget.locator("[data-tower]")).to_have_count(16, timeout=60_000)
            expect(page.locator(".kernel-sees")).not_to_have_text(expected)
            move_by_clicks(widget, "d1", "d4")
            expect(page.locator(".kernel-sees")).to_have_text(expected)
            assert not page.kw_errors, page.kw_errors
    except LabError as error:
        pytest.fail(str(error))
