"""Benchmark of the exact round solver (kamisado_widget.engine.ai.solver): prints figures, asserts nothing.

    .venv/bin/python benchmarks/solver.py                 # the 1 s and the 500,000-node settings
    .venv/bin/python benchmarks/solver.py --big           # also 5,000,000 nodes (long)
    .venv/bin/python benchmarks/solver.py --only 1s       # one setting: 1s, 250k (about 1 s of an idle core
                                                          # here, so not slowed by other processes), 500k or 5m
    .venv/bin/python benchmarks/solver.py --regenerate    # rebuild the position set and check the cache
    .venv/bin/python benchmarks/solver.py --set far --only 1s   # the 280 positions up to 25 moves before
                                                          # the end (solver_far_positions.py writes them)

The position set: 240 single-round positions, each taken 3 to 19 moves (plies: passes and the
extra move after a push count) before the end of a game that was really played:

* ``random``: seeded random play from the opening (both layouts);
* ``engine``: the computer players (levels 2-4; level 4 on a node budget, never a clock, so
  the games are the same on every machine);
* ``sumo``: the second round of a match (a Sumo for the first round's winner, P1) played by
  the computer at level 2, and random rounds with towers promoted up to a Triple Sumo.

The set is made from fixed seeds only, and kept in ``solver_positions.txt`` (one position
text per line, with its kind and how many moves before the end of its game it was taken);
``--regenerate`` makes it again and says whether it is the same.

Every position is solved with ``solve(..., exact_distance=False)``, as the widget's coach
asks: a proven result whose exact distance was not found in the budget still counts as a
result. For each setting it prints how many results stayed unknown (and their share: the
figure to keep low), how many proven results came without their exact distance ("no
distance", and their share), the nodes searched, nodes per second and the total time, also by
kind. Results unknown plus distances not found is what the default ``exact_distance=True``
would leave unknown. Per setting it also prints the median and 95th-percentile time per
position, both on the clock and in CPU time (the process's own), and the load average before and
after (other processes on the machine slow the clock figures, not the CPU ones).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kamisado_widget.engine import Layout, Player, Position
from kamisado_widget.engine.ai import EnginePlayer, solve
from kamisado_widget.engine.ai.book import answer
from kamisado_widget.engine.match import Match, Phase

CACHE = Path(__file__).resolve().with_name("solver_positions.txt")
FAR = Path(__file__).resolve().with_name("solver_positions_far.txt")
COUNTS = {"random": 120, "engine": 80, "sumo": 40}
SETTINGS = {"1s": (None, 1.0), "250k": (250_000, None), "500k": (500_000, None), "5m": (5_000_000, None)}
MIN_BACK, MAX_BACK = 3, 19


def pick(line: list[Position], seed: int) -> tuple[Position, int] | None:
    """A position 3-19 moves before the end of a played round (``line`` ends with the finished one)."""
    back = MIN_BACK + seed % (MAX_BACK - MIN_BACK + 1)
    if len(line) <= back + 1:
        return None
    return line[-1 - back], back


def random_line(seed: int, start: Position | None = None) -> list[Position]:
    rng = random.Random(seed)
    pos = start if start is not None else Position.initial(rng.choice([Layout.STANDARD, Layout.MIRRORED]))
    out = [pos]
    while pos.result is None:
        pos = pos._play_unchecked(rng.choice(pos.legal_moves()))
        out.append(pos)
    return out


def engine_line(seed: int) -> list[Position]:
    """A round between two computer players of seeded levels (level 4 on 1,500 nodes a move)."""
    rng = random.Random(seed)
    levels = [rng.choice((2, 3, 4, 4)), rng.choice((2, 3, 4, 4))]
    players = {p: EnginePlayer(lv, time_limit=None, seed=seed * 2 + k, max_nodes=1_500)
               for k, (p, lv) in enumerate(zip((Player.BLACK, Player.GOLD), levels))}
    pos = Position.initial(rng.choice([Layout.STANDARD, Layout.MIRRORED]))
    out = [pos]
    while pos.result is None:
        pos = pos.play(players[pos.turn].choose_move(pos))
        out.append(pos)
    return out


def sumo_line(seed: int) -> list[Position]:
    """Even seeds: the second round of a match between level-2 players (the first round's winner
    has a Sumo). Odd seeds: a random round from a start with a few promoted towers."""
    rng = random.Random(seed)
    if seed % 2 == 0:
        players = {Player.BLACK: EnginePlayer(2, None, seed * 2), Player.GOLD: EnginePlayer(2, None, seed * 2 + 1)}
        match = Match(3, rng.choice([Layout.STANDARD, Layout.MIRRORED]))
        while match.phase is Phase.PLAY:
            match.play(players[match.position.turn].choose_move(match.position))
        winner = match.position.result.winner  # type: ignore[union-attr]
        match.fill(players[winner].choose_fill(match))
        out = [match.position]
        while match.phase is Phase.PLAY:
            match.play(players[match.position.turn].choose_move(match.position))
            out.append(match.position)
        return out
    layout = rng.choice([Layout.STANDARD, Layout.MIRRORED])
    towers = [t._replace(rank=rng.choice((0, 0, 0, 0, 1, 1, 2, 3))) for t in Position.initial(layout).towers()]
    start = Position.from_towers(towers, rng.choice(list(Player)), None, False, layout)
    return random_line(seed + 1, start)


MAKERS = {"random": random_line, "engine": engine_line, "sumo": sumo_line}


def generate() -> list[tuple[str, int, Position]]:
    out: list[tuple[str, int, Position]] = []
    for kind, count in COUNTS.items():
        seed, got = 0, 0
        while got < count:
            chosen = pick(MAKERS[kind](1000 * len(out) + seed), seed)
            seed += 1
            if chosen is None:
                continue
            pos, back = chosen
            if kind == "sumo" and all(t.rank == 0 for t in pos.towers()):
                continue
            out.append((kind, back, pos))
            got += 1
    return out


def dump(items: list[tuple[str, int, Position]]) -> str:
    return "".join(f"{kind}\t{back}\t{pos.text()}\n" for kind, back, pos in items)


def load(regenerate: bool = False) -> list[tuple[str, int, Position]]:
    if regenerate or not CACHE.exists():
        t = time.perf_counter()
        items = generate()
        text = dump(items)
        if CACHE.exists():
            same = CACHE.read_text() == text
            print(f"(regenerated in {time.perf_counter() - t:.0f} s: {'the same set' if same else 'A DIFFERENT SET'})")
        CACHE.write_text(text)
        return items
    items = []
    for row in CACHE.read_text().splitlines():
        kind, back, text = row.split("\t")
        items.append((kind, int(back), Position.from_text(text)))
    return items


def load_far() -> list[tuple[str, int, Position]]:
    items = []
    for row in FAR.read_text().splitlines():
        kind, back, text = row.split("\t")
        items.append((kind, int(back), Position.from_text(text)))
    return items


def run(items: list[tuple[str, int, Position]], name: str, verbose: bool, book: bool = False) -> None:
    max_nodes, time_limit = SETTINGS[name]
    print(f"== {name}: max_nodes={max_nodes}, time_limit={time_limit}" + (", the book first" if book else ""))
    booked = 0
    rows: dict[str, list[tuple[int, int, int, float]]] = {}
    cpus: list[float] = []
    print(f"  load average before: {machine_load()} ({os.cpu_count()} cores)")
    start = time.perf_counter()
    for k, (kind, back, pos) in enumerate(items):
        cpu = time.process_time()
        if book:
            sol, source = answer(pos, max_nodes=max_nodes, time_limit=time_limit, exact_distance=False)
            booked += source == "book"
        else:
            sol = solve(pos, max_nodes=max_nodes, time_limit=time_limit, exact_distance=False)
        cpus.append(time.process_time() - cpu)
        row = (int(not sol.proven), int(sol.proven and sol.distance is None), sol.nodes, sol.seconds)
        rows.setdefault(kind, []).append(row)
        rows.setdefault("all", []).append(row)
        if verbose:
            print(f"  {k:>3} {kind:<6} back {back:>2}: {sol.text():<40} {sol.nodes:>9,} nodes {sol.seconds:6.2f} s")
    wall = time.perf_counter() - start
    print("  set     | positions | unknown (share) | no distance (share) | nodes        | nodes/s  | time")
    for kind in [*(k for k in rows if k != "all"), "all"]:
        r = rows.get(kind, [])
        unknown = sum(x[0] for x in r)
        vague = sum(x[1] for x in r)
        nodes = sum(x[2] for x in r)
        secs = sum(x[3] for x in r)
        share, vshare = 100 * unknown / max(1, len(r)), 100 * vague / max(1, len(r))
        print(f"  {kind:<7} | {len(r):>9} | {unknown:>4} ({share:5.1f} %) | {vague:>8} ({vshare:5.1f} %) |"
              f" {nodes:>12,} | {nodes / max(secs, 1e-9):>8,.0f} | {secs:7.1f} s")
    if book:
        print(f"  {booked} answered by the opening book, as Analyse and Hint answer them")
    times = sorted(x[3] for x in rows.get("all", []))
    cpus.sort()
    print(f"  time per position: median {statistics.median(times):.3f} s, 95th percentile {percentile(times, 95):.3f} s;"
          f" CPU time: median {statistics.median(cpus):.3f} s, 95th percentile {percentile(cpus, 95):.3f} s,"
          f" total {sum(cpus):.1f} s")
    print(f"  (wall {wall:.1f} s; load average after: {machine_load()})")


def machine_load() -> str:
    """The machine's load average over 1, 5 and 15 minutes (not known in Pyodide: its runner prints it)."""
    if sys.platform == "emscripten":
        return "unknown"
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except (AttributeError, OSError):
        return "unknown"


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile of sorted ``values`` (nearest rank)."""
    if not values:
        return 0.0
    return values[min(len(values) - 1, max(0, -(-len(values) * q // 100) - 1))]


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--big", action="store_true", help="also solve at 5,000,000 nodes")
    ap.add_argument("--only", choices=list(SETTINGS), help="one setting only")
    ap.add_argument("--regenerate", action="store_true", help="make the position set again from its seeds")
    ap.add_argument("--verbose", action="store_true", help="one line per position")
    ap.add_argument("--set", choices=["near", "far"], default="near",
                    help="near: the 240 positions 3-19 moves before the end; far: the 280 up to 25 moves before")
    ap.add_argument("--book", action="store_true", help="the opening book first, then the solver (as Analyse)")
    ap.add_argument("--sample", type=int, help="only N positions of the set, evenly spread over it (every kind)")
    args = ap.parse_args(argv)
    items = load(args.regenerate) if args.set == "near" else load_far()
    if args.sample:
        items = [items[k * len(items) // args.sample] for k in range(min(args.sample, len(items)))]
    kinds = {k: sum(1 for x in items if x[0] == k) for k in dict.fromkeys(x[0] for x in items)}
    sumos = sum(1 for _, _, p in items if any(t.rank for t in p.towers()))
    mirrored = sum(1 for _, _, p in items if p.layout.name == "MIRRORED")
    backs = [b for _, b, _ in items]
    print(f"{len(items)} positions {kinds}, {mirrored} mirrored, {sumos} with Sumo towers,"
          f" {min(backs)}-{max(backs)} moves before the end of their game")
    names = [args.only] if args.only else ["1s", "500k"] + (["5m"] if args.big else [])
    for name in names:
        run(items, name, args.verbose, args.book)


if __name__ == "__main__":
    main()
