"""Benchmark of the game review (kamisado_widget.engine.ai.review): prints figures, asserts nothing.

    .venv/bin/python benchmarks/review.py              # three seeded rounds of 40 or more moves, and a shorter one
    .venv/bin/python benchmarks/review.py --nodes 60000

A round of 40 moves is long in Kamisado (best play from the opening ends in 17): the long rounds here are seeded
random rounds from openings with Sumos (pushes, S2, and the pusher's extra move, S3, make rounds long), both
layouts; the short one is a standard round between careful random players (each takes a win in one move and
avoids giving one). Each round is reviewed as ``w.review()`` does it: every position (its start, then after
each move) answered by the opening book, else the solver within the review's node budget per position. Printed
per round: its moves, the total time, the time per move, the slowest position, the positions not worked out
and the mistakes found; then the load average before and after (other processes on the machine slow the clock
figures, not the CPU ones).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from helpers.rounds import random_round  # the tests' seeded rounds with Sumos

from kamisado_widget.engine import Move, Position
from kamisado_widget.engine.ai.review import DEFAULT_REVIEW_NODES, Reviewer


def long_rounds(count: int, low: int = 40, high: int = 44) -> list[tuple[str, Position, list[Move]]]:
    """The first ``count`` seeded random rounds (pushes preferred) with ``low`` to ``high`` moves."""
    found = []
    seed = 0
    while len(found) < count:
        positions, moves = random_round(seed, push_bias=0.9)
        if low <= len(moves) <= high:
            found.append((f"random Sumo round, seed {seed}", positions[0], moves))
        seed += 1
    return found


def careful_round(seed: int) -> tuple[str, Position, list[Move]]:
    """A standard round between players that take a win in one move and avoid giving one."""
    rng = random.Random(seed)
    pos = start = Position.initial()
    moves = []
    while pos.result is None:
        legal = pos.legal_moves()
        wins = [m for m in legal if (p := pos.play(m)).result is not None and p.result.winner is pos.turn]

        def safe(m: Move, pos: Position = pos) -> bool:
            p = pos.play(m)
            if p.result is not None:
                return False
            return not any((q := p.play(r)).result is not None and q.result.winner is p.turn for r in p.legal_moves())

        move = wins[0] if wins else rng.choice([m for m in legal if safe(m)] or legal)
        moves.append(move)
        pos = pos.play(move)
    return f"careful standard round, seed {seed}", start, moves


def review(name: str, start: Position, moves: list[Move], nodes: int) -> float:
    work = Reviewer(start, moves, max_nodes=nodes)
    slowest, begin, cpu = 0.0, time.perf_counter(), time.process_time()
    while not work.finished:
        t = time.perf_counter()
        work.step()
        slowest = max(slowest, time.perf_counter() - t)
    result = work.review()
    total, cpu = time.perf_counter() - begin, time.process_time() - cpu
    unknown = sum(not v.known for v in result.values)
    print(f"{name}: {len(moves)} moves, {total:.1f} s ({cpu:.1f} s CPU), {total / len(moves):.2f} s per move, "
          f"slowest position {slowest:.2f} s, {unknown} of {len(result.values)} positions not worked out, "
          f"{len(result.mistakes)} wins thrown away")
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=DEFAULT_REVIEW_NODES, help="the solver's nodes per position")
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.2f}; {os.cpu_count()} cores; {args.nodes:,} nodes per position")
    rounds = [*long_rounds(3), careful_round(13)]
    totals = [(len(m), review(name, start, m, args.nodes)) for name, start, m in rounds]
    moves = sum(n for n, _t in totals)
    seconds = sum(t for _n, t in totals)
    long_moves = sum(n for n, _t in totals[:3])
    long_seconds = sum(t for _n, t in totals[:3])
    print(f"rounds of 40 or more moves: {long_seconds / long_moves:.2f} s per move, "
          f"{40 * long_seconds / long_moves:.1f} s for 40 moves (target: 20 s)")
    print(f"all: {moves} moves in {seconds:.1f} s, {seconds / moves:.2f} s per move")
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
