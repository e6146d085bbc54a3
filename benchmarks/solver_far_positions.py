"""Writes ``solver_positions_far.txt``: the solver's benchmark positions further from the end.

    .venv/bin/python benchmarks/solver_far_positions.py           # (re)write the file, say if it changed
    .venv/bin/python benchmarks/solver_far_positions.py --check   # only say whether the file is up to date

280 single-round positions, each taken 3 to 25 moves (plies: passes and the extra move after a
push count) before the end of a game that was really played, from fixed seeds only:

* ``random``: seeded random play from the opening (120; the layout by a seeded choice);
* ``greedy``: seeded games between the greedy players, levels 1-3 (100): level 1 takes a win in
  one move, level 2 also never hands one over, level 3 searches two plies;
* ``sumo``: 60 seeded random or greedy rounds from a start with towers promoted up to a Triple
  Sumo (S1-S3), both layouts.

Every third position of each kind is from the mirrored layout, so the set holds both layouts
whatever the seeded choices. Each line: kind, moves before the end, the position's text.
:mod:`benchmarks.solver` reads it with ``--set far``.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kamisado_widget.engine import Layout, Player, Position
from kamisado_widget.engine.ai import EnginePlayer

FILE = Path(__file__).resolve().with_name("solver_positions_far.txt")
COUNTS = {"random": 120, "greedy": 100, "sumo": 60}
MIN_BACK, MAX_BACK = 3, 25


def layout_of(index: int) -> Layout:
    return Layout.MIRRORED if index % 3 == 2 else Layout.STANDARD


def play(start: Position, seed: int, levels: tuple[int, int] | None) -> list[Position]:
    """A whole round from ``start``: random moves (``levels`` None) or two greedy players."""
    rng = random.Random(seed)
    players = None
    if levels is not None:
        players = {p: EnginePlayer(lv, time_limit=None, seed=seed * 2 + k)
                   for k, (p, lv) in enumerate(zip((Player.BLACK, Player.GOLD), levels))}
    pos, out = start, [start]
    while pos.result is None:
        move = rng.choice(pos.legal_moves()) if players is None else players[pos.turn].choose_move(pos)
        pos = pos._play_unchecked(move)
        out.append(pos)
    return out


def sumo_start(rng: random.Random, layout: Layout) -> Position:
    towers = [t._replace(rank=rng.choice((0, 0, 0, 1, 1, 2, 3))) for t in Position.initial(layout).towers()]
    return Position.from_towers(towers, rng.choice(list(Player)), None, False, layout)


def generate() -> list[tuple[str, int, Position]]:
    out: list[tuple[str, int, Position]] = []
    for kind, count in COUNTS.items():
        seed = 0
        got = 0
        while got < count:
            seed += 1
            rng = random.Random(f"{kind}-{seed}")
            layout = layout_of(got)
            back = rng.randint(MIN_BACK, MAX_BACK)
            greedy = kind == "greedy" or (kind == "sumo" and seed % 2 == 0)
            levels = (rng.choice((1, 2, 2, 3)), rng.choice((1, 2, 2, 3))) if greedy else None
            start = sumo_start(rng, layout) if kind == "sumo" else Position.initial(layout)
            line = play(start, rng.getrandbits(32), levels)
            if len(line) <= back + 1:
                continue
            pos = line[-1 - back]
            if kind == "sumo" and all(t.rank == 0 for t in pos.towers()):
                continue
            out.append((kind, back, pos))
            got += 1
    return out


def dump(items: list[tuple[str, int, Position]]) -> str:
    return "".join(f"{kind}\t{back}\t{pos.text()}\n" for kind, back, pos in items)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="do not write; say whether the file is up to date")
    args = ap.parse_args(argv)
    text = dump(generate())
    same = FILE.exists() and FILE.read_text() == text
    if args.check:
        print("up to date" if same else "DIFFERENT from the seeds")
        raise SystemExit(0 if same else 1)
    FILE.write_text(text)
    print(f"{FILE.name}: {text.count(chr(10))} positions ({'unchanged' if same else 'written'})")


if __name__ == "__main__":
    main()
