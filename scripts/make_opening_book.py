"""Prove every first move of a single round and write the opening book,
``kamisado_widget/engine/data/opening_book.json`` (``opening_book_mirrored.json`` for the mirrored layout).

    .venv/bin/python scripts/make_opening_book.py                    # standard layout, 30M nodes a move
    .venv/bin/python scripts/make_opening_book.py --layout mirrored
    .venv/bin/python scripts/make_opening_book.py --nodes 50000000 --out /tmp/book.json

From the initial position of a single round (every tower on its home row, Black to move; the
first move is free, T1) each legal first move is played and the round after it is solved with
:func:`~kamisado_widget.engine.ai.solve` for the opponent, who is then to move. The book records,
for the first mover: the result (win / loss, or unknown when the node budget ran out; an unknown
is never guessed), the distance in plies from the initial position (the first move plus the
solver's distance, which counts every ply: passes and the extra move after a push included) and
the principal line from the first move to the end of the round (M7 / M8).

The file is written only when every move has been tried; progress goes to standard output.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from kamisado_widget.engine import Layout, Position
from kamisado_widget.engine.ai import solve
from kamisado_widget.engine.ai.book import FILES
from kamisado_widget.engine.ai.solver import DEEP_BIAS, EPSILON, SHALLOW_NODES

FORMAT = 1


def prove_opening(layout: Layout, nodes: int) -> dict[str, Any]:
    """Solve the round after every legal first move; the book as a JSON-ready dict."""
    start = Position.initial(layout)
    first = start.turn
    legal = start.legal_moves()
    print(f"{layout.value} layout: {len(legal)} first moves, budget {nodes:,} nodes each", flush=True)
    entries: list[dict[str, Any]] = []
    t0 = time.perf_counter()
    for i, move in enumerate(legal):
        after = start.play(move)
        sol = solve(after, max_nodes=nodes)
        if sol.proven:
            assert sol.distance is not None
            result = "win" if sol.winner is first else "loss"
            distance: int | None = 1 + sol.distance
            line: list[str] | None = [move.text()] + [m.text() for m in sol.line]
        else:
            result, distance, line = "unknown", None, None
        entries.append(
            {
                "move": move.text(),
                "position": after.text(),
                "result": result,
                "distance": distance,
                "line": line,
                "nodes": sol.nodes,
                "seconds": round(sol.seconds, 2),
            }
        )
        print(
            f"  {i + 1:3d}/{len(legal)} {move.text():7s} {result:7s} "
            f"{'-' if distance is None else distance:>3} plies  {sol.nodes:>11,} nodes  {sol.seconds:7.1f} s"
            f"  (total {time.perf_counter() - t0:7.1f} s)",
            flush=True,
        )
    total = time.perf_counter() - t0
    wins = [e for e in entries if e["result"] == "win"]
    losses = [e for e in entries if e["result"] == "loss"]
    unknown = [e["move"] for e in entries if e["result"] == "unknown"]
    shortest = min(wins, key=lambda e: e["distance"]) if wins else None
    longest = max(losses, key=lambda e: e["distance"]) if losses else None
    summary = {
        "first_mover": first.name.lower(),
        "moves": len(entries),
        "wins": len(wins),
        "losses": len(losses),
        "unknown": unknown,
        "shortest_win": None if shortest is None else {"move": shortest["move"], "distance": shortest["distance"]},
        "longest_defence": None if longest is None else {"move": longest["move"], "distance": longest["distance"]},
        "seconds": round(total, 1),
        "nodes": sum(e["nodes"] for e in entries),
    }
    return {
        "format": FORMAT,
        "about": "Every first move of a single round, proven by kamisado_widget.engine.ai.solve; "
        "written by scripts/make_opening_book.py. Results and distances are for the first mover; "
        "distances count plies from the initial position.",
        "layout": layout.value,
        "initial": start.text(),
        "node_budget": nodes,
        "solver": {"shallow_nodes": SHALLOW_NODES, "epsilon": EPSILON, "deep_bias": DEEP_BIAS},
        "summary": summary,
        "entries": entries,
    }


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--nodes", type=int, default=30_000_000, help="node budget per first move")
    ap.add_argument("--layout", choices=["standard", "mirrored"], default="standard")
    ap.add_argument("--out", type=Path, default=None, help="where to write the book (default: the package's file)")
    args = ap.parse_args(argv)
    if args.out is None:
        args.out = FILES[Layout(args.layout)]
    t0 = time.perf_counter()
    book = prove_opening(Layout(args.layout), args.nodes)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    tmp = args.out.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(book, indent=1) + "\n", encoding="utf-8")
    tmp.replace(args.out)
    s = book["summary"]
    print(
        f"{s['wins']} of {s['moves']} first moves win for {s['first_mover']}, {s['losses']} lose, "
        f"{len(s['unknown'])} unknown {s['unknown']}; shortest win {s['shortest_win']}, "
        f"longest defence {s['longest_defence']}",
        flush=True,
    )
    print(f"wrote {args.out}; total {time.perf_counter() - t0:.1f} s", flush=True)


if __name__ == "__main__":
    main()
