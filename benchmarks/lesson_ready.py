"""Benchmark: how long each lesson of the offline site takes, from asking for its page to a board that answers a click.

Builds the site if needed (scripts/build_lite.sh, cached), serves it on 127.0.0.1 and opens each lesson page
(``lessons/<lesson>.html``, the lesson as an app) in Debian's Chromium, in a fresh browser context each time, with
every request outside the site refused (tests/helpers/lite.py). For each lesson page (the English
course's, then the German course's, ``de/…``) it prints, in seconds from the moment the page is asked for:

- pictures: the lesson's still pictures are on screen (its text and a picture of each board, captioned as getting
  ready: kamisado_widget/teaching/course/lesson_preview.py), the page's first paint of the lesson;
- drawn: the lesson's first board is on the page;
- ready: that board has stopped saying it is loading (the page's widget asks the kernel and waits for its answer);
- selected: a click on a tower that may move, made as soon as the board is ready, has selected it: the board is
  usable (nan for a first board with no tower to select, such as 04b's refill: its "ready" is when it is usable).

The machine's load average is printed before and after: timings on a busy machine are slower.

    .venv/bin/python benchmarks/lesson_ready.py [--runs 1] [--site DIR] [LESSON ...]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).parents[1]
sys.path.insert(0, str(REPO / "tests"))  # the tests' helpers package

from helpers import lab, lite

# The lesson's first board on the page; it marks itself busy (aria-busy) until the kernel has answered it.
ANY_BOARD = ".kamisado-widget:has([role='grid'])"
TOWER = "[role='gridcell']:has([data-movable='true'])"


def load() -> str:
    return ", ".join(f"{value:.2f}" for value in os.getloadavg())


def one_run(browser, url: str, lesson: str) -> dict[str, float]:
    from playwright.sync_api import expect

    context = lite.offline_context(browser, url, viewport={"width": 1280, "height": 1000})
    try:
        page = context.new_page()
        started = time.monotonic()
        page.goto(f"{url}/lessons/{lesson}.html")
        board = page.locator(f"{ANY_BOARD} >> visible=true").first
        expect(page.locator(".kw-cover figure").first.or_(board)).to_be_visible(timeout=300_000)
        # (a site built before the lesson pages had still pictures shows the live board first: no "pictures" then)
        marks = {"pictures": time.monotonic() - started if page.locator(".kw-cover").count() else float("nan")}
        expect(board).to_be_visible(timeout=300_000)
        marks["drawn"] = time.monotonic() - started
        expect(board).not_to_have_attribute("aria-busy", "true", timeout=300_000)
        marks["ready"] = time.monotonic() - started
        square = board.locator(TOWER).first
        if square.count():  # a board in fill mode (04b) has no tower to select: its "ready" is when it is usable
            name = square.get_attribute("data-square")
            square.click()
            expect(board.locator(f"[data-square='{name}']")).to_have_attribute("aria-selected", "true", timeout=300_000)
            marks["selected"] = time.monotonic() - started
        else:
            marks["selected"] = float("nan")
        if context.kw_foreign:
            raise SystemExit(f"{lesson}: requests left the site: {context.kw_foreign[:3]}")
        return marks
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--site", type=Path, help="serve this built site instead of building build/lite")
    parser.add_argument("lessons", nargs="*", help="lesson names (default: every tutorial)")
    args = parser.parse_args()
    if args.site is None:
        print(f"site build (or cache check): {lite.build_site():.1f} s")
    lessons = args.lessons or [f"{folder}{path.stem}" for folder in ("", "de/") for path in lite.NOTEBOOKS]
    print(f"load average (1, 5, 15 min) before: {load()} on {os.cpu_count()} CPUs")
    print(f"{'lesson':<29} {'pictures':>8} {'drawn':>7} {'ready':>7} {'selected':>9}   (median of {args.runs}; "
          "runs of 'selected')")
    with lite.serving(args.site or lite.SITE) as served, lab.chromium() as browser:
        for lesson in lessons:
            runs = [one_run(browser, served.url, lesson) for _ in range(args.runs)]
            median = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
            each = ", ".join(f"{run['selected']:.2f}" for run in runs)
            print(f"{lesson:<29} {median['pictures']:8.2f} {median['drawn']:7.2f} {median['ready']:7.2f} "
                  f"{median['selected']:9.2f}   ({each})", flush=True)
    print(f"load average (1, 5, 15 min) after: {load()}")


if __name__ == "__main__":
    main()
