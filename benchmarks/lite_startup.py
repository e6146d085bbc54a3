"""Benchmark: where the offline JupyterLite site's first seconds go, until a tutorial's first board is usable.

Builds the site if needed (scripts/build_lite.sh, cached), serves it on 127.0.0.1 and opens it in Debian's
Chromium in a fresh profile (nothing cached), as the browser tests do (tests/browser/lite.py). Each run
opens tutorial 01 and stamps, from the moment the page is asked for:

- the page: JupyterLab's own files loaded and the notebook shown;
- Pyodide: its WebAssembly and standard library fetched (the kernel's worker asks for them);
- the packages: the last wheel the kernel preloads fetched (and how many);
- the kernel: the status bar says it is idle (Python started, the packages imported);
- the board: after Run All, tutorial 01's first exercise drawn with its 16 towers.

The lesson as an app (``lessons/01_which_tower.html``, run on open) is timed the same way, to its first board:
in a fresh profile, and as a second lesson (the welcome lesson opened first in the same browser profile, so
the site's files and Chromium's compiled WebAssembly are in its cache).

    .venv/bin/python benchmarks/lite_startup.py [--runs 3] [--timeline] [--site DIR]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).parents[1]
sys.path.insert(0, str(REPO / "tests" / "browser"))

import lab
import lite

EXERCISE = '.kw-exercise:has(b:text-is("Your opening move")) [data-tower]'


def stamp_requests(context, started: float, found: dict[str, float]) -> None:
    """Note when each of the site's requests finished (seconds from ``started``), by file name."""

    def finished(request) -> None:
        name = request.url.split("?")[0].rsplit("/", 1)[-1]
        found[name] = time.monotonic() - started

    context.on("requestfinished", finished)


def one_run(browser, url: str, app: bool, timeline: bool = False, warm: bool = False) -> dict[str, float]:
    from playwright.sync_api import expect

    context = lite.offline_context(browser, url, viewport={"width": 1280, "height": 1000})
    found: dict[str, float] = {}
    try:
        if warm:  # a learner's second lesson: the browser has the site's files (and its compiled Pyodide) cached
            first = context.new_page()
            first.goto(f"{url}/lessons/00_welcome.html")
            expect(first.locator(".kw-course-map")).to_be_visible(timeout=300_000)
            first.close()
        page = context.new_page()
        started = time.monotonic()
        stamp_requests(context, started, found)
        marks: dict[str, float] = {}
        if app:
            page.goto(f"{url}/lessons/01_which_tower.html")
            expect(page.locator(EXERCISE)).to_have_count(16, timeout=300_000)
            marks["board"] = time.monotonic() - started
        else:
            page.goto(f"{url}/lab/index.html?path=01_which_tower.ipynb")
            expect(page.locator(".jp-NotebookPanel .jp-Cell").first).to_be_visible(timeout=300_000)
            marks["notebook"] = time.monotonic() - started
            expect(page.locator(".jp-StatusBar-TextItem", has_text=lite.KERNEL_IDLE)).to_be_visible(timeout=300_000)
            marks["kernel idle"] = time.monotonic() - started
            lab.run_all_cells(page)
            expect(page.locator(EXERCISE)).to_have_count(16, timeout=300_000)
            marks["board"] = time.monotonic() - started
        if timeline:
            for name, at in sorted(found.items(), key=lambda item: item[1]):
                print(f"    {at:6.2f} s  {name}")
        wheels = {name: at for name, at in found.items() if name.endswith((".whl", ".zip")) and name != "python_stdlib.zip"}
        marks["pyodide wasm"] = found.get("pyodide.asm.wasm", float("nan"))
        marks["stdlib"] = found.get("python_stdlib.zip", float("nan"))
        marks["last package"] = max(wheels.values(), default=float("nan"))
        marks["packages"] = len(wheels)
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
    for route, runs in rows.items():
        print(f"\n{route}: median of {len(runs)} runs, seconds from asking for the page")
        for key in runs[0]:
            values = [run[key] for run in runs]
            unit = "" if key == "packages" else " s"
            print(f"  {key:<14} {statistics.median(values):7.2f}{unit}   (runs: {', '.join(f'{v:.2f}' for v in values)})")


if __name__ == "__main__":
    main()
