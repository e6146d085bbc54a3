"""Soak test: a long session of random play with undo, redo, save/load round trips and fills.

Plays random matches through the engine's ``Match`` (and then through ``KamisadoWidget``'s Python
API), checking as it goes that every save/load and every match text reads back equal, and prints
plies per second and memory growth (tracemalloc). Run it after ``bash scripts/test.sh`` made .venv::

    .venv/bin/python benchmarks/soak.py                      # 100,000 Match plies, 20,000 widget plies
    .venv/bin/python benchmarks/soak.py --plies 5000 --widget-plies 1000   # a quick run
    .venv/bin/python benchmarks/soak.py --no-trace          # speed without tracemalloc's overhead

It exits with status 1 if anything failed to read back.
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kamisado_widget import KamisadoWidget
from kamisado_widget.engine import Layout, Match, Phase, Player, UndoError, parse_match_state
from kamisado_widget.engine.record import record_name
from kamisado_widget.engine.record_files import read_record_file, write_record_file

TARGETS = [1, 3, 7, 15]
NAMES = ["Ann", "Bo  Li", "Zoë", "黒い塔", "x" * 200, "Gold", ""]


@dataclass
class Tally:
    plies: int = 0
    undos: int = 0
    redos: int = 0
    fills: int = 0
    saves: int = 0
    texts: int = 0
    matches: int = 0
    failures: list[str] = field(default_factory=list)
    memory: list[tuple[int, int]] = field(default_factory=list)  # (plies, traced bytes)


def checkpoint(tally: Tally, every: int) -> None:
    if tracemalloc.is_tracing() and tally.plies % every == 0:
        gc.collect()
        tally.memory.append((tally.plies, tracemalloc.get_traced_memory()[0]))


def fresh_match(rng: random.Random) -> Match:
    match = Match(rng.choice(TARGETS), rng.choice(list(Layout)))
    match.names = {Player.BLACK: rng.choice(NAMES), Player.GOLD: rng.choice(NAMES)}
    return match


def same(a: Match, b: Match) -> bool:
    return a.states == b.states and a.events == b.events and b.names == {p: record_name(n) for p, n in a.names.items()}


def soak_match(plies: int, rng: random.Random, folder: Path, every: int) -> Tally:
    """Random play through Match: moves and fills, undo/redo bursts, save/load and text round trips."""
    tally = Tally()
    match = fresh_match(rng)
    path = folder / "match.txt"
    while tally.plies < plies:
        roll = rng.random()
        if match.is_over:
            match = fresh_match(rng)
            tally.matches += 1
        elif roll < 0.06 and match.can_undo:
            for _ in range(rng.randint(1, 6)):
                try:
                    match.undo()
                    tally.undos += 1
                except UndoError:
                    break
        elif roll < 0.10 and match.can_redo:
            while match.can_redo and rng.random() < 0.8:
                match.redo()
                tally.redos += 1
        elif match.phase is Phase.FILL:
            match.fill(rng.choice(["left", "right"]))
            tally.fills += 1
        else:
            match.play(rng.choice(match.legal_moves()))
            tally.plies += 1
            checkpoint(tally, every)
            if tally.plies % 97 == 0:
                tally.texts += 1
                if parse_match_state(match.text()) != match.state:
                    tally.failures.append(f"match text did not read back: {match.text()}")
            if tally.plies % 499 == 0:
                tally.saves += 1
                write_record_file(path, match.record())
                loaded = Match.from_record(read_record_file(path))
                if not same(match, loaded):
                    tally.failures.append(f"record did not read back:\n{match.record()}")
                match = loaded  # play on from the loaded match (its redo list starts empty)
            if tally.plies % 1009 == 0:
                match = Match(start=match.text())  # continue from the text alone, mid-round
    return tally


def soak_widget(plies: int, rng: random.Random, folder: Path, every: int) -> Tally:
    """The same through the widget's Python API: play, fill, undo, redo, save, load, paste, reset."""
    tally = Tally()
    w = KamisadoWidget(target=rng.choice(TARGETS))
    path = folder / "widget.txt"
    while tally.plies < plies:
        match = w.match
        roll = rng.random()
        if match.is_over:
            w.reset(rng.choice(TARGETS), rng.choice(["standard", "mirrored"]))
            w.black_name, w.gold_name = rng.choice(NAMES), rng.choice(NAMES)
            tally.matches += 1
        elif roll < 0.06 and match.can_undo:
            w.undo()
            tally.undos += 1
        elif roll < 0.10 and match.can_redo:
            w.redo()
            tally.redos += 1
        elif match.phase is Phase.FILL:
            w.fill(rng.choice(["left", "right"]))
            tally.fills += 1
        else:
            w.play(rng.choice(match.legal_moves()))
            tally.plies += 1
            checkpoint(tally, every)
            if tally.plies % 499 == 0:
                tally.saves += 1
                before = w.match
                w.save(path)
                w.load(path)
                if not same(before, w.match):
                    tally.failures.append(f"widget save/load did not read back:\n{before.record()}")
            if tally.plies % 1009 == 0:
                tally.texts += 1
                text = w.position_text
                w.paste(text)
                if w.position_text != text:
                    tally.failures.append(f"paste did not read back: {text}")
    return tally


def report(name: str, tally: Tally, seconds: float, cpu: float) -> None:
    print(f"{name}: {tally.plies:,} plies in {seconds:.1f} s = {tally.plies / seconds:,.0f} plies/s "
          f"({tally.plies / cpu:,.0f} per CPU second) "
          f"({tally.matches:,} matches, {tally.fills:,} fills, {tally.undos:,} undos, {tally.redos:,} redos, "
          f"{tally.saves:,} save/load round trips, {tally.texts:,} text round trips)")
    if len(tally.memory) >= 4:
        half = tally.memory[len(tally.memory) // 2]
        first, last = tally.memory[1], tally.memory[-1]
        print(f"  memory (tracemalloc, after gc): {first[1] / 1e6:.2f} MB at ply {first[0]:,}, "
              f"{half[1] / 1e6:.2f} MB at ply {half[0]:,}, {last[1] / 1e6:.2f} MB at ply {last[0]:,}; "
              f"growth over the last {last[0] - half[0]:,} plies: {(last[1] - half[1]) / 1e6:+.2f} MB")
    for failure in tally.failures[:5]:
        print("  FAILED:", failure)


def timed(run: Callable[[], Tally]) -> tuple[Tally, float, float]:
    """The tally, wall-clock seconds and CPU seconds (steadier on a busy machine)."""
    start, cpu = time.perf_counter(), time.process_time()
    tally = run()
    return tally, time.perf_counter() - start, time.process_time() - cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--plies", type=int, default=100_000, help="plies through Match (default 100,000)")
    parser.add_argument("--widget-plies", type=int, default=20_000, help="plies through the widget (default 20,000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-trace", action="store_true", help="do not trace memory (faster; no memory figures)")
    args = parser.parse_args(argv)
    if not args.no_trace:
        tracemalloc.start()
    rng = random.Random(args.seed)
    failures = 0
    with tempfile.TemporaryDirectory(prefix="kamisado-soak-") as tmp:
        folder = Path(tmp)
        if args.plies > 0:
            tally, seconds, cpu = timed(lambda: soak_match(args.plies, rng, folder, max(1, args.plies // 20)))
            report("Match", tally, seconds, cpu)
            failures += len(tally.failures)
        if args.widget_plies > 0:
            every = max(1, args.widget_plies // 20)
            tally, seconds, cpu = timed(lambda: soak_widget(args.widget_plies, rng, folder, every))
            report("KamisadoWidget", tally, seconds, cpu)
            failures += len(tally.failures)
    if tracemalloc.is_tracing():
        print(f"peak traced memory: {tracemalloc.get_traced_memory()[1] / 1e6:.1f} MB (times include tracemalloc)")
    print("all round trips read back equal" if not failures else f"{failures} round trips FAILED")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
