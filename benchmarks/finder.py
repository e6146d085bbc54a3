"""Benchmark: the position finder's time for five positions of a theme, in CPython (issue 41).

For each ask below it prints, in seconds, the time of ``find_positions(..., count=5)`` with its default node count
(the median of ``--runs`` runs, each in a fresh process, so the practice bank is read anew and no solve is cached),
then the same call again in that process, the positions found and where they came from (the practice bank or the
games searched) and the median busyness of their boards (towers off the edge rows plus Sumo ranks).

The asks: a teacher's "push, win in 2" (34-38 s before issue 41, with ``seeds=`` widened), "must pass" (no search
for it before), "make the opponent pass, win in 2", "reach the home row, win in 1", "keep the win", a win in 3 on a
quiet board (``busy=8``), "force a deadlock" (the bank has three: the games are searched for more) and "push, win
in 2" from the games alone (``from_bank=False``: the search's own speed).

Target (issue 41): five positions of a theme the bank holds in a few seconds.

    .venv/bin/python benchmarks/finder.py [--runs 3] [--only "must pass"]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys

ASKS: dict[str, dict[str, object]] = {
    "push, win in 2": {"goal": "push", "moves": 2},
    "must pass": {"goal": "must pass"},
    "make the opponent pass, win in 2": {"goal": "make the opponent pass", "moves": 2},
    "reach the home row, win in 1": {"goal": "reach the home row", "moves": 1},
    "keep the win": {"goal": "keep the win"},
    "win in 3, busy at most 8": {"goal": "win", "moves": 3, "busy": 8},
    "force a deadlock": {"goal": "force a deadlock", "time_limit": 60},
    "push, win in 2, games only": {"goal": "push", "moves": 2, "from_bank": False, "seeds": range(30),
                                   "time_limit": 120},
}

ONE_RUN = r"""
import json, statistics, sys, time
t = time.perf_counter()
from kamisado_widget import find_positions
from kamisado_widget.teaching.positions.finder_fit import busyness
imported = time.perf_counter() - t
ask = eval(sys.argv[1])  # the benchmark's own literal
t = time.perf_counter(); found = find_positions(count=5, progress=False, **ask); first = time.perf_counter() - t
t = time.perf_counter(); find_positions(count=5, progress=False, **ask); again = time.perf_counter() - t
print(json.dumps({"import": imported, "first": first, "again": again, "found": len(found),
                  "bank": sum("bank" in f.source for f in found),
                  "busy": statistics.median(busyness(f.start) for f in found) if found else None}))
"""


def literal(ask: dict[str, object]) -> str:
    return "{" + ", ".join(f"{k!r}: {v!r}" for k, v in ask.items()) + "}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--only", help="one ask's name, e.g. 'must pass'")
    args = parser.parse_args()
    asks = {args.only: ASKS[args.only]} if args.only else ASKS
    print(f"{'ask':34} {'first s':>8} {'again s':>8} {'found':>6} {'bank':>5} {'busy':>5}")
    for name, ask in asks.items():
        runs = [json.loads(subprocess.run([sys.executable, "-c", ONE_RUN, literal(ask)], check=True,
                                          capture_output=True, text=True).stdout) for _ in range(args.runs)]
        first = statistics.median(r["first"] for r in runs)
        again = statistics.median(r["again"] for r in runs)
        last = runs[-1]
        busy = "-" if last["busy"] is None else f"{last['busy']:g}"
        print(f"{name:34} {first:8.2f} {again:8.2f} {last['found']:6} {last['bank']:5} {busy:>5}", flush=True)
    print(f"(the median of {args.runs} runs, each in a fresh process; import {runs[-1]['import']:.2f} s)")


if __name__ == "__main__":
    main()
