"""Benchmark of the engine AI (kamisado_widget.engine.ai): prints figures, asserts nothing.

    .venv/bin/python benchmarks/search.py                 # everything (about 15-25 minutes)
    .venv/bin/python benchmarks/search.py --games 20      # shorter level matches
    .venv/bin/python benchmarks/search.py --only solver   # one part: speed, solver or levels

1. speed: search nodes per second of the level-4 search and of the exact solver;
2. solver: a fixed suite of positions from seeded random play of a first round, 10, 14 and 18
   plies before its end; proven / unknown counts and times within the budget;
3. levels: each level against the one below, single-round matches with the first move
   (Black, B7) alternating between them.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kamisado_widget.engine import Player, Position
from kamisado_widget.engine.ai import UNKNOWN, EnginePlayer, play_match, solve
from kamisado_widget.engine.ai.search import Searcher, search_root
from kamisado_widget.engine.core import Board


def random_round(seed: int) -> list[Position]:
    rng = random.Random(seed)
    pos = Position.initial()
    out = [pos]
    while pos.result is None:
        pos = pos._play_unchecked(rng.choice(pos.legal_moves()))
        out.append(pos)
    return out


def suite(back: int, count: int, seed: int) -> list[Position]:
    """``count`` positions ``back`` plies before the end of seeded random rounds."""
    out = []
    s = seed * 1_000_003 + back * 10_007
    while len(out) < count:
        line = random_round(s)
        s += 1
        if len(line) > back + 1:
            out.append(line[-1 - back])
    return out


def speed(seconds: float, seed: int) -> None:
    print("== search speed")
    positions = [p for p in suite(8, 6, seed) if p.to_move is not None]
    nodes = spent = 0.0
    for pos in positions:
        b = Board(pos)
        s = Searcher(b, deadline=time.perf_counter() + seconds)
        t = time.perf_counter()
        search_root(s, s.order(b.moves(), -1, 0), 64)
        spent += time.perf_counter() - t
        nodes += s.nodes
    print(
        f"  level-4 search: {nodes / spent:,.0f} nodes/s"
        f" ({int(nodes):,} nodes in {spent:.1f} s, {len(positions)} positions)"
    )
    nodes = spent = 0.0
    for pos in positions:
        sol = solve(pos, max_nodes=None, time_limit=seconds)
        nodes += sol.nodes
        spent += sol.seconds
    print(f"  exact solver:   {nodes / spent:,.0f} nodes/s ({int(nodes):,} nodes in {spent:.1f} s)")


def solver(count: int, max_nodes: int, time_limit: float, seed: int) -> None:
    print(f"== solver: {count} positions per row, budget {max_nodes:,} nodes or {time_limit:g} s each")
    print("  plies before end | proven (win/loss) | unknown | median s | max s | mean distance | nodes")
    for back in (10, 14, 18):
        results = [solve(p, max_nodes=max_nodes, time_limit=time_limit) for p in suite(back, count, seed)]
        proven = [r for r in results if r.result is not UNKNOWN]
        wins = sum(r.result.value == "win" for r in proven)
        times = [r.seconds for r in results]
        dist = statistics.mean(r.distance for r in proven) if proven else float("nan")
        print(
            f"  {back:>16} | {len(proven):>6} ({wins}/{len(proven) - wins}){'':>6} | {len(results) - len(proven):>7} |"
            f" {statistics.median(times):>8.2f} | {max(times):>5.1f} | {dist:>13.1f}"
            f" | {sum(r.nodes for r in results):,}"
        )


def levels(games: int, time_limit: float, seed: int) -> None:
    print(f"== levels: {games} single-round games per pair, first move alternating; level 4 at {time_limit:g} s/move")
    for level in (2, 3, 4):
        strong_wins = 0
        t = time.perf_counter()
        plies = 0
        for g in range(games):
            strong = EnginePlayer(level, time_limit=time_limit, seed=seed * 100_000 + level * 1000 + g)
            weak = EnginePlayer(level - 1, time_limit=time_limit, seed=seed * 100_000 + level * 1000 + 500 + g)
            if g % 2 == 0:
                match = play_match(strong, weak)
                strong_wins += match.winner is Player.BLACK
            else:
                match = play_match(weak, strong)
                strong_wins += match.winner is Player.GOLD
            plies += len(match.events)
        spent = time.perf_counter() - t
        print(
            f"  level {level} vs level {level - 1}: {strong_wins}/{games} = {100 * strong_wins / games:.0f}%"
            f"  (mean round {plies / games:.1f} plies, {spent:.0f} s)"
        )


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=100, help="games per level pair (default 100)")
    ap.add_argument("--time", type=float, default=1.0, help="level-4 seconds per move (default 1.0)")
    ap.add_argument("--positions", type=int, default=10, help="solver positions per row (default 10)")
    ap.add_argument("--solve-nodes", type=int, default=500_000, help="solver node budget (default 500000)")
    ap.add_argument("--solve-time", type=float, default=20.0, help="solver seconds per position (default 20)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only", choices=["speed", "solver", "levels"])
    args = ap.parse_args(argv)
    start = time.perf_counter()
    if args.only in (None, "speed"):
        speed(1.0, args.seed)
    if args.only in (None, "solver"):
        solver(args.positions, args.solve_nodes, args.solve_time, args.seed)
    if args.only in (None, "levels"):
        levels(args.games, args.time, args.seed)
    print(f"(total {time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
