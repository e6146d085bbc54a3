"""Benchmark: the practice bank's first load and the practice board's next puzzle, in CPython (issue 40).

Prints, in milliseconds (the median of ``--runs`` runs, each in a fresh process so the bank is read anew):

- import: importing the practice board's module (the package's teaching layer with it);
- bank load: reading and checking ``bank.json`` the first time (:func:`~kamisado_widget.teaching.positions.bank.bank`);
- first board: ``practice()``, the board with its first puzzle;
- next puzzle: ``Practice.next()`` after a puzzle has ended (the median of 20 in a row);
- another like this: ``Practice.another_like_this()`` (the median of 20).

With ``--offline`` it opens the offline site's practice page (``lessons/10_practice.html``, the site built if
needed) in Debian's Chromium and prints, for each of ``--runs`` presses of Next puzzle, the time from the press to
the next puzzle's board drawn and answering (its towers changed, not busy), after the first puzzle has been shown.

Targets (issue 40): next puzzle ≤ 200 ms in CPython and ≤ 1 s in the offline site, the bank's first load ≤ 300 ms.

    .venv/bin/python benchmarks/practice.py [--runs 5] [--offline]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

ONE_RUN = r"""
import json, os, statistics, tempfile, time
os.environ["KAMISADO_PROGRESS"] = os.path.join(tempfile.mkdtemp(), "progress.json")
t = time.perf_counter()
from kamisado_widget.teaching.positions import practice as module
from kamisado_widget.teaching.positions.bank import bank
imported = time.perf_counter() - t
t = time.perf_counter(); entries = bank(); loaded = time.perf_counter() - t
t = time.perf_counter(); board = module.practice(); first = time.perf_counter() - t
nexts, likes = [], []
for _ in range(20):
    board.view.show_me()  # the puzzle ends (counted, saved)
    t = time.perf_counter(); board.next(); nexts.append(time.perf_counter() - t)
for _ in range(20):
    t = time.perf_counter(); board.another_like_this(); likes.append(time.perf_counter() - t)
print(json.dumps({"import": imported, "bank load": loaded, "first board": first,
                  "next puzzle": statistics.median(nexts), "another like this": statistics.median(likes),
                  "puzzles": len(entries)}))
"""


TOWERS = """root => [...root.querySelectorAll('[data-square]')].flatMap(
  s => [...s.querySelectorAll('[data-tower]')].map(t => s.dataset.square + ' ' + t.dataset.tower)).sort().join()"""


def offline(runs: int) -> None:
    import time
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parents[1] / "tests"))  # the tests' helpers package
    from helpers import lab, lite
    from playwright.sync_api import expect

    print(f"site build (or cache check): {lite.build_site():.1f} s")
    with lite.serving(lite.SITE) as served, lab.chromium() as browser:
        context = lite.offline_context(browser, served.url, viewport={"width": 1280, "height": 1000})
        page = context.new_page()
        started = time.monotonic()
        page.goto(f"{served.url}/lessons/10_practice.html")
        practice = page.locator(".kw-practice")
        board = practice.locator(".kamisado-widget")
        expect(board).not_to_have_attribute("aria-busy", "true", timeout=300_000)
        expect(board.locator("[data-tower]").first).to_be_visible(timeout=300_000)
        print(f"practice page: first puzzle answering after {time.monotonic() - started:.2f} s "
              f"(load average {os.getloadavg()[0]:.1f})")
        times = []
        for _ in range(runs):
            before = board.first.evaluate(TOWERS)
            t = time.monotonic()
            practice.get_by_role("button", name="Next puzzle", exact=True).click()
            page.wait_for_function(f"([root, old]) => {{ const b = root.querySelector('.kamisado-widget'); "
                                   f"return b && !b.hasAttribute('aria-busy') && ({TOWERS})(b) !== old; }}",
                                   arg=[practice.element_handle(), before], timeout=60_000)
            times.append(time.monotonic() - t)
        print(f"  next puzzle in the offline site: median {statistics.median(times) * 1000:.0f} ms "
              f"(each: {', '.join(f'{x * 1000:.0f}' for x in times)} ms)")
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--offline", action="store_true", help="time Next puzzle on the offline site's page")
    args = parser.parse_args()
    if args.offline:
        offline(args.runs)
        return
    runs = []
    for _ in range(args.runs):
        out = subprocess.run([sys.executable, "-c", ONE_RUN], capture_output=True, text=True, check=True,
                             env={**os.environ, "TMPDIR": tempfile.gettempdir()})
        runs.append(json.loads(out.stdout.strip().splitlines()[-1]))
    print(f"practice bank: {runs[0]['puzzles']} puzzles; median of {args.runs} runs (load average "
          f"{os.getloadavg()[0]:.1f})")
    for key in ("import", "bank load", "first board", "next puzzle", "another like this"):
        print(f"  {key:18} {statistics.median(r[key] for r in runs) * 1000:7.1f} ms")


if __name__ == "__main__":
    main()
