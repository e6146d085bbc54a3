"""Benchmark: where the offline JupyterLite site's first seconds go, until a tutorial's first board is usable.

Builds the site if needed (scripts/build_lite.sh, cached), serves it on 127.0.0.1 and opens it in Debian's
Chromium in a fresh profile (nothing cached), as the browser tests do (tests/helpers/lite.py). Each run
opens tutorial 01 and stamps, in seconds from the moment the page is asked for:

- worker: JupyterLab's page has started the kernel's worker (the page's own files loaded, its plugins started);
- wasm: Pyodide's WebAssembly compiled and instantiated (``loadPyodide``'s first step);
- python: Python started (Pyodide's bootstrap: its own modules and the standard library imported);
- packages: the preloaded wheels unpacked (``loadPyodide`` returns; how many wheels were fetched is printed too);
- kernel: the kernel ready (piplite set up, ``import pyodide_kernel``: IPython and the rest);
- run: the first code sent to the kernel (Run All's first cell, or the lesson app's ``open_lesson``);
- board: tutorial 01's first exercise drawn with its 16 towers and usable (its loading state ended: the kernel
  answered it; the notebook: also ``notebook``, its first cell
  shown, and ``kernel idle``, the status bar's word).

The worker's stages are read from marks the benchmark adds to the served worker and ``pyodide.mjs`` (the site's
files are not changed); a stage whose code is not found is printed as nan. A breakdown of each route into
its stages' seconds follows the marks. The lesson as an app (``lessons/01_which_tower.html``, run on open) is timed
the same way, to its first board: in a fresh profile, and as a second lesson (the welcome lesson opened first in
the same browser profile; the tests' request guard turns Chromium's HTTP cache off, so this is mostly a warm
browser process). The machine's load average is printed with the results: timings on a busy machine are slower.

    .venv/bin/python benchmarks/lite_startup.py [--runs 3] [--timeline] [--site DIR]
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).parents[1]
sys.path.insert(0, str(REPO / "tests"))  # the tests' helpers package

from helpers import lab, lite

EXERCISE = '.kw-exercise:has(b:text-is("Your opening move")) [data-tower]'
# The board is usable once it has left its loading state (the kernel answered it: js/ready.js).
LOADING = '.kw-exercise:has(b:text-is("Your opening move")) .kamisado-widget[aria-busy="true"]'
MARK = "KAMISADO-BENCHMARK"
# The worker's start-up steps (jupyterlite-pyodide-kernel's worker, minified) and loadPyodide's (pyodide.mjs).
WORKER_STEPS = {"initRuntime": "packages", "initGlobals": "kernel"}
WORKER_RUN = "let l=await this._kernel.run(e.code)"
LOAD_PYODIDE = re.compile(r"(\w+=await \w+\(\w+,\w+\);)(\w+\(\w+,\w+\);let \w+=\w+\(\w+,\w+,\w+\);)(return await \w+\(\w+,\w+\)\})")
STAGES = ["worker", "wasm", "python", "packages", "kernel", "run", "board"]


def _log(name: str) -> str:
    return f"console.log('{MARK} {name} '+Date.now());"


def mark_worker(route) -> None:
    """The kernel's worker script, served with marks at its start-up steps and at its first run of code."""
    response = route.fetch()
    body = response.text()
    for step, name in WORKER_STEPS.items():
        body = body.replace(f"await this.{step}(e)", f"await this.{step}(e),{_log(name)[:-1]}", 1)
    body = body.replace(WORKER_RUN, _log("run") + WORKER_RUN, 1)
    route.fulfill(response=response, body=_log("worker") + body)


def mark_pyodide(route) -> None:
    """pyodide.mjs, served with marks after the WebAssembly's instantiation and after Python's bootstrap."""
    response = route.fetch()
    body = LOAD_PYODIDE.sub(lambda m: m[1] + _log("wasm") + m[2] + _log("python") + m[3], response.text(), count=1)
    route.fulfill(response=response, body=body)


def stamp_requests(context, started: float, found: dict[str, float]) -> None:
    """Note when each of the site's requests finished (seconds from ``started``), by file name."""

    def finished(request) -> None:
        name = request.url.split("?")[0].rsplit("/", 1)[-1]
        found[name] = time.monotonic() - started

    context.on("requestfinished", finished)


def one_run(browser, url: str, app: bool, timeline: bool = False, warm: bool = False) -> dict[str, float]:
    from playwright.sync_api import expect

    context = lite.offline_context(browser, url, viewport={"width": 1280, "height": 1000})
    context.route(re.compile(r".*/(comlink|coincident)\.worker\.[^/]*\.js$"), mark_worker)
    context.route(re.compile(r".*/static/pyodide/pyodide\.mjs$"), mark_pyodide)
    found: dict[str, float] = {}
    try:
        if warm:  # a learner's second lesson: the browser has the site's files (and its compiled Pyodide) cached
            first = context.new_page()
            first.goto(f"{url}/lessons/00_welcome.html")
            expect(first.locator(".kw-course-map")).to_be_visible(timeout=300_000)
            first.close()
        page = context.new_page()
        started = time.monotonic()
        started_ms = time.time() * 1000
        stamp_requests(context, started, found)
        marks: dict[str, float] = {}
        worker: dict[str, float] = {}

        def note(message) -> None:
            parts = message.text.split()
            if len(parts) == 3 and parts[0] == MARK:
                worker.setdefault(parts[1], (int(parts[2]) - started_ms) / 1000)

        page.on("console", note)
        if app:
            page.goto(f"{url}/lessons/01_which_tower.html")
            expect(page.locator(EXERCISE)).to_have_count(16, timeout=300_000)
            expect(page.locator(LOADING)).to_have_count(0, timeout=300_000)
            marks["board"] = time.monotonic() - started
        else:
            page.goto(f"{url}/lab/index.html?path=01_which_tower.ipynb")
            expect(page.locator(".jp-NotebookPanel .jp-Cell").first).to_be_visible(timeout=300_000)
            marks["notebook"] = time.monotonic() - started
            expect(page.locator(".jp-StatusBar-TextItem", has_text=lite.KERNEL_IDLE)).to_be_visible(timeout=300_000)
            marks["kernel idle"] = time.monotonic() - started
            lab.run_all_cells(page)
            expect(page.locator(EXERCISE)).to_have_count(16, timeout=300_000)
            expect(page.locator(LOADING)).to_have_count(0, timeout=300_000)
            marks["board"] = time.monotonic() - started
        if timeline:
            for name, at in sorted(found.items(), key=lambda item: item[1]):
                print(f"    {at:6.2f} s  {name}")
        wheels = [name for name in found if name.endswith(".whl")]
        for stage in STAGES:
            marks.setdefault(stage, worker.get(stage, float("nan")))
        marks["wheels"] = len(wheels)
        return marks
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--timeline", action="store_true", help="also print when each file finished loading")
    parser.add_argument("--site", type=Path, help="serve this built site instead of building build/lite")
    args = parser.parse_args()
    if args.site is None:
        built = lite.build_site()
        print(f"site build (or cache check): {built:.1f} s")
    rows: dict[str, list[dict[str, float]]] = {"notebook (Run All)": [], "lesson app": [], "lesson app, second lesson": []}
    with lite.serving(args.site or lite.SITE) as served, lab.chromium() as browser:
        for _ in range(args.runs):
            rows["notebook (Run All)"].append(one_run(browser, served.url, app=False, timeline=args.timeline))
            rows["lesson app"].append(one_run(browser, served.url, app=True, timeline=args.timeline))
            rows["lesson app, second lesson"].append(one_run(browser, served.url, app=True, warm=True))
    load = ", ".join(f"{value:.2f}" for value in os.getloadavg())
    print(f"\nload average (1, 5, 15 min) after the runs: {load} on {os.cpu_count()} CPUs")
    for route, runs in rows.items():
        print(f"\n{route}: median of {len(runs)} runs, seconds from asking for the page")
        for key in runs[0]:
            values = [run[key] for run in runs]
            unit = "" if key == "wheels" else " s"
            print(f"  {key:<14} {statistics.median(values):7.2f}{unit}   (runs: {', '.join(f'{v:.2f}' for v in values)})")
        print("  where the seconds go (median of each stage's own seconds):")
        previous = "page asked for"
        for before, stage in zip(["start", *STAGES], STAGES, strict=False):
            spent = [run[stage] - run.get(before, 0.0) for run in runs]
            print(f"    {previous} -> {stage:<9} {statistics.median(spent):6.2f} s")
            previous = stage


if __name__ == "__main__":
    main()
