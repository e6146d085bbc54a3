"""Benchmark: the whole proof of a single round's opening, as scripts/make_opening_book.py makes it; prints
figures, asserts nothing.

    .venv/bin/python benchmarks/opening_proof.py                     # standard layout (27.8 million nodes; 107 s here)
    .venv/bin/python benchmarks/opening_proof.py --layout mirrored

It proves every first move into a temporary file (the package's book is not touched) and prints the time of
the whole proof (target: under 4 minutes on the project's 2-core machine), the nodes, the slowest first
moves, and whether every result and distance agrees with the book in the package for that layout.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "scripts"))

import make_opening_book

from kamisado_widget.engine.ai import opening_book


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--layout", choices=["standard", "mirrored"], default="standard")
    ap.add_argument("--nodes", type=int, default=30_000_000, help="node budget per first move")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "book.json"
        started = time.perf_counter()
        make_opening_book.main(["--layout", args.layout, "--nodes", str(args.nodes), "--out", str(out)])
        seconds = time.perf_counter() - started
        book = json.loads(out.read_text(encoding="utf-8"))
    entries = book["entries"]
    nodes = sum(e["nodes"] for e in entries)
    print(f"\nwhole proof ({args.layout}): {seconds:.1f} s = {seconds / 60:.1f} min (target under 4 min), "
          f"{nodes:,} nodes, {nodes / seconds:,.0f} nodes/s")
    for e in sorted(entries, key=lambda e: -e["seconds"])[:5]:
        print(f"  slowest: {e['move']:6} {e['result']:7} {e['seconds']:7.1f} s {e['nodes']:>12,} nodes")
    shipped = {e["move"]: (e["result"], e["distance"]) for e in opening_book(args.layout)["entries"]}
    again = {e["move"]: (e["result"], e["distance"]) for e in entries}
    differ = sorted(m for m in shipped if shipped[m] != again.get(m))
    print("agrees with the package's book" if not differ else f"differs from the package's book: {differ}")


if __name__ == "__main__":
    main()
