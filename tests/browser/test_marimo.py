"""The marimo match notebook in Chromium: under `marimo run` a move made by clicks (or the computer's
reply) re-runs the cell that reads the board's value, and the widget fits marimo's output area, also
on a narrow screen; under `marimo edit`, whose output boxes are at most 610 px high, the whole widget
shows without scrolling."""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import sys
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.lab import REPO, LabError, free_port, settled, square, start_server
from helpers.marimo_serve import LISTENING
from helpers.servers import stop
from playwright.sync_api import expect

from kamisado_widget.engine import Colour, Player
from kamisado_widget.engine.catalogue import _
from kamisado_widget.engine.names import tower_name


def red_moved() -> str:
    """Black's opening c1-c6, as the catalogue says it."""
    return _("{tower} moved from {start} to {end}.").format(tower=tower_name(Player.BLACK, Colour.RED, None),
                                                           start="c1", end="c6")

NOTEBOOK = REPO / "notebooks" / "marimo_match.py"
SERVE = Path(__file__).parents[1] / "helpers" / "marimo_serve.py"  # marimo, saying when it listens
INITIAL = "obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard target=3 round=1 challenger=b score=0-0"
AFTER_C1_C6 = "obupyrgn/8/2R5/8/8/8/8/NG1YPUBO g o - standard target=3 round=1 challenger=b score=0-0"


@contextlib.contextmanager
def marimo_server(root: Path, command: str) -> Iterator[str]:
    """`marimo run` or `marimo edit` of a copy of the notebook on 127.0.0.1, its config and caches in
    ``root`` (cells run when the page opens, also in `marimo edit`); always stopped."""
    notebook = root / NOTEBOOK.name
    shutil.copy(NOTEBOOK, notebook)
    config = root / "config" / "marimo"
    config.mkdir(parents=True)
    (config / "marimo.toml").write_text("[runtime]\nauto_instantiate = true\n")
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    env = {
        **os.environ,
        "MARIMO_SKIP_UPDATE_CHECK": "1",
        "XDG_CONFIG_HOME": str(root / "config"),
        "XDG_STATE_HOME": str(root / "state"),
        "XDG_CACHE_HOME": str(root / "cache"),
    }
    argv = [sys.executable, str(SERVE), command, str(notebook), "--host", "127.0.0.1", "--port", str(port),
               "--headless", "--no-token"]  # fmt: skip
    log_path = root / f"marimo-{command}.log"
    try:
        server = start_server(argv, log_path, LISTENING.encode(), name="marimo", timeout=60, env=env, cwd=root)
    except LabError as error:
        pytest.fail(str(error))
    try:
        with urllib.request.urlopen(f"{url}/health", timeout=10) as response:
            assert response.status == 200, f"marimo's /health answered {response.status}"
        yield url
    finally:
        stop(server)


@pytest.fixture(scope="module")
def marimo_url(tmp_path_factory):
    try:
        import marimo  # noqa: F401
    except ImportError:
        pytest.fail("marimo is not installed: install the test extra (`pip install -e '.[test]'`)")
    with marimo_server(tmp_path_factory.mktemp("marimo"), "run") as url:
        yield url


@pytest.fixture(scope="module")
def marimo_edit_url(tmp_path_factory):
    with marimo_server(tmp_path_factory.mktemp("marimo-edit"), "edit") as url:
        yield url


def open_match(page, url):
    """The app page, its board once all 16 towers are drawn and Python has answered it (before that the board takes
    no click or choice: one made then is dropped), and the output of the cell that reads it."""
    page.goto(url)
    widget = page.locator(".kamisado-widget")  # Playwright's CSS locators reach into the shadow root
    expect(widget.locator("[data-tower]")).to_have_count(16, timeout=60_000)
    expect(widget).not_to_have_attribute("aria-busy", "true", timeout=60_000)
    reader = page.locator(".output-area", has_text="Moves this round:")
    expect(reader).to_have_count(1)
    return widget, reader


def test_a_move_by_clicks_reruns_the_cell_that_reads_the_board(page, marimo_url):
    widget, reader = open_match(page, marimo_url)
    expect(reader).to_contain_text("Moves this round: none yet")
    expect(reader).to_contain_text(INITIAL)

    square(widget, "c1").click()
    expect(square(widget, "c1")).to_have_attribute("aria-selected", "true")
    square(widget, "c6").click()
    expect(widget.locator(".kw-message")).to_contain_text(red_moved())

    # The cell below the board ran again by itself: it shows the move and the new position.
    expect(reader).to_contain_text("Moves this round: c1-c6", timeout=10_000)
    expect(reader).to_contain_text(AFTER_C1_C6)

    # And again for Gold's reply (T2: Gold must move Orange, on a8).
    square(widget, "a8").click()
    square(widget, "a2").click()
    expect(reader).to_contain_text("Moves this round: c1-c6 a8-a2", timeout=10_000)
    assert page.kw_errors == []


RIGHT_EDGES = """(w) => {
  const box = w.getRootNode().host.closest('.output-area').getBoundingClientRect();
  const own = w.getBoundingClientRect();
  const controls = [...w.querySelectorAll('button, select, input, [data-square]')]
    .filter((e) => e.getClientRects().length)
    .map((e) => e.getBoundingClientRect().right);
  return {area: box.right, areaLeft: box.left, widget: own.right, widgetLeft: own.left,
          controls: Math.max(...controls)};
}"""


@pytest.mark.parametrize("width", [1280, 420])
def test_the_widget_fits_marimos_output_area(page, marimo_url, width):
    page.set_viewport_size({"width": width, "height": 1000})
    widget, _ = open_match(page, marimo_url)
    settled(widget)  # the layout after the first draw
    edges = widget.evaluate(RIGHT_EDGES)
    assert edges["areaLeft"] <= edges["widgetLeft"] < edges["widget"] <= edges["area"] + 0.5, edges
    assert edges["controls"] <= edges["area"] + 0.5, edges  # no control or square is cut off
    a1, h1 = (square(widget, name).bounding_box() for name in ("a1", "h1"))
    assert abs(a1["width"] - a1["height"]) < 1.5 and h1["x"] > a1["x"]  # still a square board
    if width == 1280:  # the output area of `marimo run` has no height limit: the board keeps its full size
        assert widget.bounding_box()["width"] == pytest.approx(560, abs=1)


BOX = """(w) => {
  const box = w.getRootNode().host.closest('.output-area');
  const edges = (e) => e.getBoundingClientRect();
  const buttons = [...w.querySelectorAll('button, select')].filter((e) => e.getClientRects().length);
  return {maxHeight: getComputedStyle(box).maxHeight, hidden: box.scrollHeight - box.clientHeight,
          box: edges(box).toJSON(), widget: edges(w).toJSON(),
          lowest: Math.max(...buttons.map((e) => edges(e).bottom))};
}"""


def test_the_whole_widget_shows_in_an_output_box_of_marimo_edit(page, marimo_edit_url):
    """`marimo edit` caps each output box at 610 px and scrolls the rest: the widget narrows to fit."""
    page.goto(marimo_edit_url)
    widget = page.locator(".kamisado-widget")
    expect(widget.locator("[data-tower]")).to_have_count(16, timeout=60_000)
    settled(widget)  # the fit runs on the first layout (js/fit.js)
    fit = widget.evaluate(BOX)
    assert fit["maxHeight"] == "610px", fit  # the cap this test is about is still there
    assert fit["hidden"] <= 1, fit  # nothing to scroll to: every control shows
    assert fit["widget"]["bottom"] <= fit["box"]["bottom"] + 0.5 and fit["lowest"] <= fit["box"]["bottom"], fit
    assert fit["widget"]["right"] <= fit["box"]["right"] + 0.5, fit
    assert 320 <= fit["widget"]["width"] < 560, fit  # narrowed (js/fit.js: MIN_WIDTH), still big enough to play
    # The narrowed board still plays.
    square(widget, "c1").click()
    square(widget, "c6").click()
    expect(widget.locator(".kw-message")).to_contain_text(red_moved())


def test_the_computers_reply_reruns_the_cell_too(page, marimo_url):
    """The computer's move comes from Python's timer, not from a click: the page acknowledges it too."""
    widget, reader = open_match(page, marimo_url)
    widget.locator('select[name="computer-side"]').select_option("gold")
    expect(widget.locator('[data-computer="gold"]')).to_be_visible()
    square(widget, "c1").click()
    square(widget, "c6").click()
    # T2: Gold must move Orange, from a8; the computer chooses where.
    expect(reader).to_contain_text(re.compile(r"Moves this round: c1-c6 a8[-=>]\w*"), timeout=20_000)
    expect(widget.locator(".kw-status")).to_contain_text("Black")
    assert page.kw_errors == []
