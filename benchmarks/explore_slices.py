"""Benchmark of explore mode's slices (kamisado_widget.engine.ai.solver.Solving): prints figures, asserts nothing.

    .venv/bin/python benchmarks/explore_slices.py            # the 280 far positions, 0.05 s slices, 1 s of work each
    .venv/bin/python benchmarks/explore_slices.py --sample 60

Explore mode works a move's solve in slices on the kernel's event loop (session/explore.py: SLICE_SECONDS of work,
then the kernel answers the page), so a click waits at most one slice. Each position of the far set
(benchmarks/solver_positions_far.txt) is solved here as the explorer solves the position after a move: the
opening book first, else a ``Solving`` with the widget's 1 s of work and ``exact_distance=False``, advanced in
slices of SLICE_SECONDS. Printed: the slices, their median, 99th percentile and longest (a slice that ends the
solve also reads the line off the proof, past its budget, as ``solve`` does), the positions left unknown or
without their exact distance (the same figures as ``benchmarks/solver.py --set far --only 1s --book``), and the
load average before and after (other processes slow the clock figures).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kamisado_widget.engine import Position
from kamisado_widget.engine.ai.book import book_solution
from kamisado_widget.engine.ai.solver import Solving
from kamisado_widget.session.explore import SLICE_SECONDS

FAR = Path(__file__).resolve().with_name("solver_positions_far.txt")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sample", type=int, help="only N positions, evenly spread over the set")
    args = ap.parse_args(argv)
    texts = [line.split("\t")[2] for line in FAR.read_text(encoding="utf-8").splitlines() if line.strip()]
    if args.sample:
        step = max(1, len(texts) // args.sample)
        texts = texts[::step][: args.sample]
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}; {len(texts)} positions, "
          f"slices of {SLICE_SECONDS} s, 1 s of work per position")
    going: list[float] = []  # slices after which the solve went on
    ending: list[float] = []  # slices that ended a solve
    booked = unknown = no_distance = 0
    worst = (0.0, "")
    started = time.perf_counter()
    for text in texts:
        position = Position.from_text(text)
        if book_solution(position) is not None:
            booked += 1
            continue
        solving = Solving(position, max_nodes=None, time_limit=1.0, exact_distance=False)
        while True:
            t = time.perf_counter()
            answer = solving.advance(seconds=SLICE_SECONDS)
            took = time.perf_counter() - t
            (going if answer is None else ending).append(took)
            if took > worst[0]:
                worst = (took, text)
            if answer is not None:
                unknown += not answer.proven
                no_distance += answer.proven and answer.distance is None
                break
    every = sorted(going + ending)
    print(f"{len(every)} slices in {time.perf_counter() - started:.1f} s; {booked} positions answered by the book")
    print(f"slice: median {statistics.median(every):.3f} s, 99th percentile {every[int(0.99 * len(every))]:.3f} s, "
          f"longest {worst[0]:.3f} s ({worst[1]})")
    print(f"longest slice after which the solve went on: {max(going, default=0.0):.3f} s; "
          f"longest that ended one: {max(ending, default=0.0):.3f} s")
    n = len(texts)
    print(f"unknown: {unknown} ({100 * unknown / n:.1f} %); without their exact distance: {no_distance} "
          f"({100 * no_distance / n:.1f} %)")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
