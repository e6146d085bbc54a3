"""Perft benchmark: move-generation and play speed, through the public API and through the core.

    .venv/bin/python benchmarks/perft.py              # best of 3 runs of each
    .venv/bin/python benchmarks/perft.py --repeat 1

Prints, for the initial position (Black to move, free choice T1; a pass is a ply, a finished
round has no moves):

1. perft(1-5) through the public ``Position`` API: ``legal_moves()`` and ``play()`` at every
   node, the leaves counted with ``len(legal_moves())``;
2. perft(1-6) through the rules core's own make / unmake board (``engine.core.perft``).

It checks the counts (102, 1150, 11182, 105020, 900982, 7399794) and prints the best wall-clock
and CPU times; it asserts no time. Targets (issue 10): perft(5) via ``Position`` <= 1.5 s, perft(6) via the
core <= 3 s on the project's machine.
"""

from __future__ import annotations

import argparse
import functools
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kamisado_widget.engine import Position
from kamisado_widget.engine.core import Board, perft

COUNTS = {1: 102, 2: 1150, 3: 11182, 4: 105020, 5: 900982, 6: 7399794}


def perft_position(pos: Position, depth: int) -> int:
    """Perft through the public API only."""
    moves = pos.legal_moves()
    if depth == 1:
        return len(moves)
    return sum(perft_position(pos.play(m), depth - 1) for m in moves)


def best_time(run, repeat: int) -> tuple[int, float, float]:
    """The count, and the best wall-clock and CPU (process) times over ``repeat`` runs. The CPU
    time is the steadier figure on a busy machine."""
    best = cpu = float("inf")
    count = 0
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        count = run()
        best = min(best, time.perf_counter() - start)
        cpu = min(cpu, time.process_time() - start_cpu)
    return count, best, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs of each depth; the best time is printed")
    args = parser.parse_args()
    ok = True
    for label, max_depth, run in (
        ("Position.legal_moves()/play()", 5, lambda d: perft_position(Position.initial(), d)),
        ("core Board make/unmake", 6, lambda d: perft(Board(Position.initial()), d)),
    ):
        print(f"perft via {label}")
        for depth in range(1, max_depth + 1):
            count, seconds, cpu = best_time(functools.partial(run, depth), args.repeat)
            good = count == COUNTS[depth]
            ok &= good
            verdict = "ok" if good else f"WRONG, expected {COUNTS[depth]:,}"
            print(f"  depth {depth}: {count:>9,}  {seconds:7.3f} s wall  {cpu:7.3f} s cpu  {verdict}")
    print("counts:", "all as expected" if ok else "WRONG")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
