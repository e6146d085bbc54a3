"""How far the exact solver is from the opening: solve the round after ONE first move from the initial
single-round position, within a node budget and a time cap; prints figures, asserts nothing.

    .venv/bin/python benchmarks/opening_probe.py                       # the first move listed, 20M nodes
    .venv/bin/python benchmarks/opening_probe.py --moves 0,1 --nodes 50000000 --time 900
    .venv/bin/python benchmarks/opening_probe.py --layout mirrored

A move is named by its index in the initial position's list of legal moves (``legal_moves()``,
the order of the move generator). The result is given for the side that made the first move.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kamisado_widget.engine import Layout, Position
from kamisado_widget.engine.ai import solve


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--moves", default="0", help="indices of first moves, comma-separated (default 0)")
    ap.add_argument("--nodes", type=int, default=20_000_000, help="node budget per move")
    ap.add_argument("--time", type=float, default=900.0, help="time cap per move, seconds")
    ap.add_argument("--layout", choices=["standard", "mirrored"], default="standard")
    args = ap.parse_args(argv)
    start = Position.initial(Layout.STANDARD if args.layout == "standard" else Layout.MIRRORED)
    legal = start.legal_moves()
    print(f"{args.layout} layout: {len(legal)} first moves; budget {args.nodes:,} nodes, {args.time:.0f} s per move")
    for idx in (int(x) for x in args.moves.split(",")):
        move = legal[idx]
        after = start.play(move)
        t = time.perf_counter()
        sol = solve(after, max_nodes=args.nodes, time_limit=args.time)
        secs = time.perf_counter() - t
        if sol.proven:
            first = "wins" if sol.winner is start.turn else "loses"
            what = f"{start.turn.title} {first}; round ends {sol.distance} plies after it"
        else:
            what = f"unknown (no result within {sol.depth} plies after it)"
        print(f"  #{idx} {move}: {what}; {sol.nodes:,} nodes, {secs:.1f} s ({sol.nodes / max(secs, 1e-9):,.0f} nodes/s)",
              flush=True)
        if sol.proven:
            print("     line:", " ".join(str(m) for m in sol.line))


if __name__ == "__main__":
    main()
