"""Prove every puzzle of the practice bank again with the solver and print how long it took (issue 40).

    .venv/bin/python scripts/check_bank.py            # every puzzle
    .venv/bin/python scripts/check_bank.py --every 10 # every tenth (a sample)

Each puzzle: the side to move wins, its answer is the only winning move of at least three legal ones, its grade
(the winner's own moves) and its themes, read again from the proven line by the engine, are the bank's. Exits 1 when
one does not hold, naming it.
"""

from __future__ import annotations

import argparse
import sys
import time

from kamisado_widget.teaching.positions.bank import bank, reproved


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--every", type=int, default=1, help="prove every n-th puzzle only")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    entries = bank()[:: args.every]
    wrong = [(e.id, problem) for e in entries if (problem := reproved(e)) is not None]
    for pid, problem in wrong:
        print(f"{pid}: {problem}", file=sys.stderr)
    print(f"{len(entries) - len(wrong)} of {len(entries)} puzzles proven again in {time.perf_counter() - start:.1f} s")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
