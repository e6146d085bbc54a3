"""The offline JupyterLite site (scripts/build_lite.sh) in Chromium: the tutorial runs in the
browser's Pyodide kernel, served from 127.0.0.1 only. Every request to another host is aborted,
recorded, and fails the test. The build is cached (skipped when its inputs are unchanged)."""

from __future__ import annotations

import time

import pytest
from helpers.lab import add_cell, run_all_cells
from helpers.lesson_page import (
    exercise,
    exercise_of,
    expect_nothing_given_away,
    expect_refused,
    expect_shown,
    expect_solved,
    move,
    said_after_clicks,
    square,
    tower_on,
)
from helpers.lite import KERNEL_IDLE, NOTEBOOKS, offline_context
from playwright.sync_api import expect

from kamisado_widget.engine.catalogue import _, ngettext


def test_tutorial_runs_offline_in_pyodide(offline_page, site):
    """Tutorial 01 in the site: the Pyodide kernel starts from the site's own files, the notebook
    runs, an exercise is solved by clicks (success message) and a wrong move is refused naming T1."""
    page = offline_page
    started = time.monotonic()
    page.goto(f"{site.url}/lab/index.html?path=01_which_tower.ipynb")
    expect(page.locator(".jp-StatusBar-TextItem", has_text=KERNEL_IDLE)).to_be_visible(timeout=180_000)
    kernel_ready = time.monotonic() - started
    run_all_cells(page)
    panel = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")
    opening = exercise(panel, "Your opening move")
    board_ready = time.monotonic() - started
    print(f"\nJupyterLite: kernel idle after {kernel_ready:.1f} s, first exercise board after {board_ready:.1f} s")

    square(opening, "e8").click()  # a Gold tower at Black's free first move
    expect_refused(opening, "T1", said_after_clicks(
        exercise_of("01_which_tower.ipynb", "en", "Your opening move"), "en", "e8"))
    expect(tower_on(opening, "e8", "gold-yellow")).to_have_count(1)
    move(opening, "d1", "d4")
    expect_solved(opening, "Well done — the round has begun. From now on the colours decide (T2).")
    expect(tower_on(opening, "d4", "black-yellow")).to_have_count(1)
    expect(panel.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')).to_have_count(0)
    assert not page.kw_errors, page.kw_errors


def test_the_kernel_starts_without_installing_or_compiling(site):
    """The site's Pyodide lock holds the kernel's own wheels and the start-up preloads them with the rest (the
    kernel then installs nothing one by one), and every module in every wheel and in the standard library comes with
    its bytecode: an unchecked hash-based .pyc made by the site's own Pyodide, so no module is compiled in the browser."""
    import json
    import zipfile

    pyodide = site.site / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())["packages"]
    config = json.loads((site.site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    preload = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]["loadPyodideOptions"]
    for name in ("piplite", "ipykernel", "pyodide-kernel", "ipython", "kamisado-widget"):
        assert name in lock and name in preload["packages"], name
    tag = None
    for entry in lock.values():
        with zipfile.ZipFile(pyodide / entry["file_name"]) as wheel:
            names = set(wheel.namelist())
            modules = [n for n in names if n.endswith(".py") and ".dist-info/" not in n]
            for module in modules:
                folder, slash, file = module.rpartition("/")
                cache = f"{folder}{slash}__pycache__/{file[:-3]}."
                found = [n for n in names if n.startswith(cache) and n.endswith(".pyc")]
                assert len(found) == 1, f"{entry['file_name']}: {module} has no bytecode"
                tag = tag or found[0].rsplit(".", 2)[1]
            if "kamisado_widget/__init__.py" in names:
                header = wheel.read(f"kamisado_widget/__pycache__/__init__.{tag}.pyc")[4:8]
                assert int.from_bytes(header, "little") == 0b01, "hash-based and unchecked (PEP 552)"
    assert tag == "cpython-314"
    # jedi's wheel is trimmed (build_lite.WHEEL_TRIMS): no third-party, Django or Python 2 stubs; Python 3's kept.
    (jedi,) = pyodide.glob("jedi-*.whl")
    with zipfile.ZipFile(jedi) as wheel:
        names = set(wheel.namelist())
        assert "jedi/third_party/typeshed/stdlib/3/builtins.pyi" in names
        trimmed = ("jedi/third_party/typeshed/third_party/", "jedi/third_party/django-stubs/", "jedi/third_party/typeshed/stdlib/2/")
        assert not [n for n in names if n.startswith(trimmed) and not n.endswith("/")]
    # Pyodide's standard library ships as sources: the site's zip holds x.pyc beside each x.py (zipimport's layout).
    with zipfile.ZipFile(pyodide / "python_stdlib.zip") as stdlib:
        names = set(stdlib.namelist())
        modules = [n for n in names if n.endswith(".py")]
        assert len(modules) > 500 and all(f"{n}c" in names for n in modules), "the standard library has no bytecode"
        assert int.from_bytes(stdlib.read("encodings/__init__.pyc")[4:8], "little") == 0b01


def test_the_kernel_defers_piplite_and_the_terminal(offline_page, site):
    """The site's kernel worker is patched (scripts/build_lite.py, patch_kernel_worker) to start without piplite
    (with micropip) and without IPython's terminal (prompt_toolkit): neither is imported when the kernel is idle; piplite
    imported later has the site's options (no PyPI, the site's own index) and IPython.embed is still there. The
    standard library is imported from the bytecode the build adds to its zip, and jedi (its wheel trimmed by the build)
    still completes."""
    static = site.site / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    workers = [path.name for path in static.glob("*.js") if "_kamisado_lazy_piplite" in path.read_text()]
    assert any(name.startswith("comlink.worker.") for name in workers), workers
    page = offline_page
    page.goto(f"{site.url}/lab/index.html?path=00_welcome.ipynb")
    expect(page.locator(".jp-StatusBar-TextItem", has_text=KERNEL_IDLE)).to_be_visible(timeout=180_000)
    code = ("import sys; print(sorted(m for m in ('piplite', 'micropip', 'prompt_toolkit') if m in sys.modules)); "
            "import argparse, piplite.piplite as p, IPython; print(p._PIPLITE_DISABLE_PYPI, p._PIPLITE_URLS, callable(IPython.embed))")
    cell = add_cell(page, code)
    output = cell.locator(".jp-OutputArea-output")
    expect(output).to_contain_text("[]", timeout=180_000)
    expect(output).to_contain_text("True ['")
    expect(output).to_contain_text("pypi/all.json'] True")
    # The standard library is imported from its bytecode (zipimport takes argparse.pyc, not argparse.py).
    cell = add_cell(page, "import zipimport; zipimport._get_module_code(argparse.__loader__, 'argparse')[2]")
    expect(cell.locator(".jp-OutputArea-output")).to_have_text("'/lib/python314.zip/argparse.pyc'", timeout=60_000)
    # jedi, without its third-party and Django stubs, still completes from the standard library's stubs.
    cell = add_cell(page, "import jedi; [c.name for c in jedi.Script('import json; json.dum').complete()]")
    expect(cell.locator(".jp-OutputArea-output")).to_have_text("['dump', 'dumps']", timeout=60_000)


def test_a_lesson_opens_offline_as_an_app(offline_page, site):
    """The site's lesson page opens tutorial 01 as an app: it runs on open in the Pyodide kernel, shows no code
    and no prompt, gives nothing away before a try; a wrong try is refused naming T1, the right one solves the
    exercise, Show me works, and the links to other lessons lead to their app pages."""
    page = offline_page
    started = time.monotonic()
    page.goto(f"{site.url}/lessons/01_which_tower.html")
    panel = page.locator(".jp-CodeConsole")
    expect(panel.locator(".kw-exercise").first).to_be_visible(timeout=180_000)
    opening = exercise(panel, "Your opening move")
    print(f"\nLesson app: first exercise board after {time.monotonic() - started:.1f} s")
    # The lesson's last cell has run: its links to the other lessons are there, pointed at their app pages.
    expect(panel.locator('a[href$="lessons/02_moving.html"]').first).to_be_attached(timeout=180_000)
    expect(panel.locator(".jp-CodeConsole-promptCell")).to_be_hidden()
    expect_nothing_given_away(panel, "01_which_tower.ipynb")
    square(opening, "e8").click()
    expect_refused(opening, "T1", said_after_clicks(
        exercise_of("01_which_tower.ipynb", "en", "Your opening move"), "en", "e8"))
    move(opening, "d1", "d4")
    expect_solved(opening, "Well done — the round has begun. From now on the colours decide (T2).")
    expect_shown(exercise(panel, "Answer the colour"))
    expect(panel.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')).to_have_count(0)
    assert not page.kw_errors, page.kw_errors


def run_offline(page, site, name):
    """Open the site's notebook ``name``, run all its cells in the Pyodide kernel and return its panel once
    every cell has run."""
    page.goto(f"{site.url}/lab/index.html?path={name}")
    expect(page.locator(".jp-StatusBar-TextItem", has_text=KERNEL_IDLE)).to_be_visible(timeout=180_000)
    run_all_cells(page)
    # A cell added at the end runs after every cell queued before it: its output means all have run.
    last = add_cell(page, "print('every cell ran')")
    expect(last.locator(".jp-OutputArea-output")).to_have_text("every cell ran", timeout=180_000)
    return page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")


def notebook_only_code(path) -> bool:
    """Whether the notebook holds a code cell that only the notebook runs (tagged notebook-only: no lesson page
    runs it)."""
    import json

    from kamisado_widget.teaching.course.lesson_app import NOTEBOOK_ONLY

    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return any(c["cell_type"] == "code" and NOTEBOOK_ONLY in c.get("metadata", {}).get("tags", []) for c in cells)


WITH_CELLS_OF_THEIR_OWN = [p.name for p in NOTEBOOKS if notebook_only_code(p)]


def test_the_notebooks_with_cells_of_their_own_are_known():
    """Every other notebook's cells are all run by its lesson page, which the walk through the offline course
    (test_offline_course.py) checks page by page, in both languages: it fails on an error or a warning there."""
    assert WITH_CELLS_OF_THEIR_OWN == ["00_welcome.ipynb", "05_match.ipynb", "06_sandbox.ipynb",
                                      "07_play_the_computer.ipynb"]


@pytest.mark.parametrize("name", WITH_CELLS_OF_THEIR_OWN)
def test_every_notebook_with_cells_of_its_own_runs_offline_in_pyodide(offline_page, site, name):
    """The notebooks that hold code cells no lesson page runs (notebook-only: 00, 05, 06, 07): every cell runs in
    the Pyodide kernel of the site's JupyterLab without an error and the boards are drawn. The other notebooks' cells
    run on their lesson pages in the walk through the offline course, which checks every page for errors (01 is also
    played by clicks above, 09 by its Analyse below)."""
    page = offline_page
    panel = run_offline(page, site, name)
    expect(panel.locator(".kamisado-widget [data-square]").first).to_be_visible()
    expect(panel.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')).to_have_count(0)
    assert not page.kw_errors, page.kw_errors


def by_the_book(winner: str, count: int) -> str:
    """Analyse's result proven by the opening book, in the winner's own moves."""
    return ngettext(
        "Analysis: {winner} wins in {count} move of its own with best play, proven by the opening book.",
        "Analysis: {winner} wins in {count} moves of its own with best play, proven by the opening book.", count,
    ).format(winner=winner, count=count)


def test_analyse_in_the_opening_answers_from_the_opening_book_offline(offline_page, site):
    """Issue: the coach knows the answer. In the site's Pyodide kernel, tutorial 09's own board asks Analyse at the
    start of a round and after a first move played by clicks (T1): both answers are proven by the opening book,
    at once; the proven map appears only when asked, and the board's Analyse only once the exercises are tried."""
    from kamisado_widget.engine.ai import opening_book

    book = opening_book()
    fastest = book["summary"]["shortest_win"]
    after = next(e for e in book["entries"] if e["move"] == "c1-c6")
    assert (fastest["distance"], after["distance"] - 1) == (17, 35)  # plies; the page says the winner's own moves
    page = offline_page
    panel = run_offline(page, site, "09_the_solved_opening.ipynb")
    expect(panel.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')).to_have_count(0)
    expect(panel.locator(".kw-opening")).to_have_count(0)  # nothing given away before a try
    free = panel.locator(".kamisado-widget").last
    host = free.locator("..")
    # The free board waits for the lesson's exercises (nothing given away before a try): a learner who has tried
    # each of them (here with Show me) then gets Hint and Analyse.
    expect(free.locator('[data-action="analyse"]')).to_be_hidden()
    shows = panel.locator(".kw-exercise").get_by_role("button", name="Show me")
    assert shows.count() == 4
    for i in range(4):
        shows.nth(i).click()
    expect(free.locator('[data-action="analyse"]')).to_be_visible(timeout=180_000)
    free.locator('[data-action="analyse"]').click()
    expect(free.locator(".kw-analysis")).to_contain_text(
        by_the_book("Black", 9) + " " + _("Best play: {line}").format(line=fastest["move"] + " "), timeout=60_000)
    square(host, "c1").click()
    expect(square(host, "c1")).to_have_attribute("aria-selected", "true", timeout=30_000)
    square(host, "c6").click()
    expect(tower_on(host, "c6", "black-red")).to_be_visible(timeout=30_000)
    free.locator('[data-action="analyse"]').click()
    expect(free.locator(".kw-analysis")).to_contain_text(by_the_book("Gold", 18), timeout=60_000)
    panel.get_by_role("button", name="Show the proven opening").click()
    expect(panel.locator(".kw-opening")).to_contain_text("winning first moves", timeout=60_000)
    assert not page.kw_errors, page.kw_errors


def test_requests_to_other_hosts_fail_and_are_recorded(browser, site):
    """The guard the site test relies on: a request to another host, from the page or from a
    worker (the Pyodide kernel runs in one), fails and is recorded; the site's own requests are not."""
    context = offline_context(browser, site.url)
    try:
        page = context.new_page()
        page.goto(f"{site.url}/jupyter-lite.json")
        outcome = page.evaluate("""async () => {
            const fromPage = await fetch("http://example.com/from-page").then(() => "loaded", () => "failed");
            const source = `fetch("https://cdn.jsdelivr.net/from-worker")
                .then(() => postMessage("loaded"), () => postMessage("failed"))`;
            const worker = new Worker(URL.createObjectURL(new Blob([source], {type: "text/javascript"})));
            const fromWorker = await new Promise(resolve => { worker.onmessage = event => resolve(event.data); });
            return [fromPage, fromWorker];
        }""")
        assert outcome == ["failed", "failed"]
        assert "http://example.com/from-page" in context.kw_foreign
        assert "https://cdn.jsdelivr.net/from-worker" in context.kw_foreign
        assert not any(site.url in url for url in context.kw_foreign)
    finally:
        context.close()


def test_saved_progress_survives_a_reload_in_the_browsers_storage(offline_page, site):
    """In Pyodide the progress file goes next to the notebook, on JupyterLite's drive: an exercise
    solved by clicks in 01 is saved without a warning, and after the page is left and the welcome
    notebook opened in a new tab (a new kernel), the course map shows it checked."""
    page = offline_page
    page.goto(f"{site.url}/lab/index.html?path=01_which_tower.ipynb")
    expect(page.locator(".jp-StatusBar-TextItem", has_text=KERNEL_IDLE)).to_be_visible(timeout=180_000)
    run_all_cells(page)
    panel = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")
    opening = exercise(panel, "Your opening move")
    move(opening, "d1", "d4")
    expect_solved(opening, "Well done — the round has begun. From now on the colours decide (T2).")
    expect(opening.locator(".kw-solved-mark")).to_have_count(1)
    expect(panel.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')).to_have_count(0)

    welcome = page.context.new_page()
    welcome.set_default_timeout(30_000)
    page.close()  # the first tab and its kernel are gone; only the browser's storage remains
    panel = run_offline(welcome, site, "00_welcome.ipynb")  # every cell has run when it returns
    expect(panel.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')).to_have_count(0)
    course = panel.locator(".kw-course-map")
    expect(course).to_be_visible()
    expect(course.locator(".kw-course-solved")).to_have_text(["\u2713 Your opening move"])
    expect(course).to_contain_text("1 · Which tower moves? — " + _("{solved} of {count} solved").format(solved=1, count=3))
