"""Benchmark: the practice bank's first load and the practice board's next puzzle, in CPython (issue 40).

Prints, in milliseconds (the median of ``--runs`` runs, each in a fresh process so the bank is read anew):

- import: importing the practice board's module (the package's teaching layer with it);
- bank load: reading and checking ``bank.json`` the first time (:func:`~kamisado_widget.teaching.positions.bank.bank`);
- first board: ``practice()``, the board with its first puzzle;
- next puzzle: ``Practice.next()`` after a puzzle has ended (the median of 20 in a row);
- another like this: ``Practice.another_like_this()`` (the median of 20).

Targets (issue 40): next puzzle ≤ 200 ms, the bank's first load ≤ 300 ms.

    .venv/bin/python benchmarks/practice.py [--runs 5]
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
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
