"""Make the practice bank: proven puzzles by theme and grade, found in computer games (issue 40).

Run from the repository root (after ``bash scripts/test.sh`` has made ``.venv``)::

    .venv/bin/python scripts/make_bank.py                 # seeds 0.. until the bank holds --target puzzles
    .venv/bin/python scripts/make_bank.py --target 1200   # more
    .venv/bin/python scripts/make_bank.py --seeds 0 99    # exactly these games (first and last seed)
    .venv/bin/python scripts/make_bank.py --cache /tmp/games --out /tmp/bank.json   # from scratch, elsewhere

It is seeded and resumable: game ``seed`` always plays the same match, each game's puzzles are kept in
``build/bank/<seed>.json`` as soon as it is done, and a second run takes up where the first stopped (a run stopped
half-way loses only the game it was in). The bank is then written to
``kamisado_widget/teaching/positions/bank.json`` from the cached games.

Which games
-----------
Game ``seed`` (:func:`game_for`) pairs two of the computer's levels 1-3 (one against itself, the stronger against
the weaker, the weaker against the stronger: play that looks real, mistakes included), a match length (a single
round, a Standard, a Long match: later rounds have Sumos, so pushes), and the layout (every third game mirrored,
B4). Levels 1-3 do not look at the clock, so a seed always gives the same game.

Which positions
---------------
Each round is walked backwards from its end, as ``scripts/make_puzzles.py`` does; the walk stops at the first
position the solver cannot decide within :data:`FIND_NODES`. A position is a bank puzzle when the package's
:func:`~kamisado_widget.teaching.positions.puzzles.puzzle_facts` proves it is one (the side to move wins; exactly one
legal move keeps the win, every other is proven to lose within :data:`CHECK_NODES`; the win takes 1 to 5 of the
winner's own moves, the grade) and it has at least three legal moves. A free first choice (T1) is left out. The
themes are read from the proven line by the engine (``kamisado_widget.engine.themes``). A position is taken once.

The rating
----------
A puzzle's starting rating, on the Glicko scale the learner's rating uses (never shown before it is solved):
``700 + 250 * grade + 12 * min(legal moves - 1, 20) + 90 per rare theme`` (a push, a double push, a pass, a
deadlock, the move after a push), so a plain win in 1 is near 1000 and a win in 5 with a push near 2200.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import sys
import time
from dataclasses import dataclass
from typing import Any

from kamisado_widget.engine import Layout, Match, Move, Phase, Position
from kamisado_widget.engine.ai import EnginePlayer, play_match, solve
from kamisado_widget.engine.themes import themes_of
from kamisado_widget.teaching.positions.puzzles import puzzle_facts

ROOT = pathlib.Path(__file__).resolve().parents[1]
BANK = ROOT / "kamisado_widget" / "teaching" / "positions" / "bank.json"
CACHE = ROOT / "build" / "bank"

FIND_NODES = 20_000
CHECK_NODES = 60_000
MOST = 5  # own moves: the grades are 1-5
LEAST_LEGAL = 3
RARE = frozenset({"sumo push", "double push", "pass", "deadlock", "move after a push"})
LEVELS = [(1, 1), (2, 2), (3, 3), (1, 2), (2, 1), (1, 3), (3, 1), (2, 3), (3, 2)]
TARGETS = [1, 3, 7]


@dataclass(frozen=True)
class Game:
    black: int
    gold: int
    target: int
    layout: Layout


def game_for(seed: int) -> Game:
    """The levels, match length and layout of game ``seed`` (see the module docstring)."""
    black, gold = LEVELS[seed % len(LEVELS)]
    target = TARGETS[(seed // len(LEVELS)) % len(TARGETS)]
    layout = Layout.MIRRORED if seed % 3 == 2 else Layout.STANDARD
    return Game(black, gold, target, layout)


def rating_of(grade: int, legal: int, themes: list[str]) -> int:
    return 700 + 250 * grade + 12 * min(legal - 1, 20) + 90 * sum(t in RARE for t in themes)


def puzzles_of_game(seed: int) -> list[dict[str, Any]]:
    """Every bank puzzle of game ``seed``, with its source."""
    g = game_for(seed)
    match = play_match(EnginePlayer(g.black, seed=seed), EnginePlayer(g.gold, seed=seed + 1000), target=g.target,
                       layout=g.layout)
    rounds: dict[int, list[tuple[int, str, Position]]] = {}
    for i, st in enumerate(match.states):
        if st.phase is Phase.PLAY:
            rounds.setdefault(st.round_number, []).append((i, st.text(), st.position))
    found = []
    for number in sorted(rounds):
        for ply, text, position in reversed(rounds[number]):
            if position.to_move is None:
                break
            if len(position.legal_moves()) < LEAST_LEGAL:
                continue
            s = solve(position, max_nodes=FIND_NODES)
            if not s.proven:
                break
            facts = puzzle_facts(text, position, s, CHECK_NODES, most=MOST)
            if isinstance(facts, str):
                continue
            line = [Move.from_text(m) for m in facts["line"]]
            themes = list(themes_of(position, line))
            found.append({
                "position": text, "answer": facts["answer"], "line": facts["line"], "grade": facts["moves"],
                "themes": themes, "legal": facts["legal"], "rating": rating_of(facts["moves"], facts["legal"], themes),
                "source": f"{seed}/{g.black}-{g.gold}/{g.target}/{g.layout.value}/{number}/{ply}",
            })
    return found


def cached(seed: int, cache: pathlib.Path = CACHE) -> list[dict[str, Any]]:
    """Game ``seed``'s puzzles from the cache, made (and kept) when missing."""
    path = cache / f"{seed}.json"
    if path.exists():
        return json.loads(path.read_text())
    found = puzzles_of_game(seed)
    cache.mkdir(parents=True, exist_ok=True)
    part = path.with_suffix(".part")
    part.write_text(json.dumps(found))
    part.replace(path)  # whole or not at all: a stopped run never leaves half a game
    return found


def document(puzzles: list[dict[str, Any]], seeds: range) -> dict[str, Any]:
    """The bank's file: its fields once, then one row per puzzle (compact: about 200 bytes each)."""
    for p in puzzles:  # read again from the line: a game cached by an earlier version of the themes counts as now
        start = Match.from_text(p["position"]).position
        p["themes"] = list(themes_of(start, [Move.from_text(m) for m in p["line"]]))
        p["rating"] = rating_of(p["grade"], p["legal"], p["themes"])
    ordered = sorted(puzzles, key=lambda p: (p["grade"], p["rating"], p["source"]))
    counts: dict[int, int] = {}
    rows = []
    for p in ordered:
        counts[p["grade"]] = counts.get(p["grade"], 0) + 1
        rows.append([f"B{p['grade']}-{counts[p['grade']]:04d}", p["position"], p["answer"], " ".join(p["line"]),
                     p["grade"], p["themes"], p["legal"], p["rating"], p["source"]])
    return {
        "about": "The practice bank, made by scripts/make_bank.py (its docstring says how); re-proved by "
                 "scripts/check_bank.py.",
        "seeds": [seeds.start, seeds.stop - 1], "find_nodes": FIND_NODES, "check_nodes": CHECK_NODES,
        "fields": ["id", "position", "answer", "line", "grade", "themes", "legal", "rating", "source"],
        "puzzles": rows,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--target", type=int, default=1000, help="stop once the bank holds this many puzzles")
    parser.add_argument("--seeds", type=int, nargs=2, metavar=("FIRST", "LAST"), help="exactly these games")
    parser.add_argument("--cache", type=pathlib.Path, default=CACHE, help="the games' cache (default: build/bank)")
    parser.add_argument("--out", type=pathlib.Path, default=BANK, help="the bank's file (default: the package's)")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    puzzles: dict[str, dict[str, Any]] = {}
    seed = args.seeds[0] if args.seeds else 0
    last = args.seeds[1] if args.seeds else None
    while (last is None and len(puzzles) < args.target) or (last is not None and seed <= last):
        t = time.perf_counter()
        new = [p for p in cached(seed, args.cache) if p["position"] not in puzzles]
        for p in new:
            puzzles[p["position"]] = p
        print(f"seed {seed}: {len(new)} new, {len(puzzles)} in all ({time.perf_counter() - t:.1f} s)", file=sys.stderr)
        seed += 1
    doc = document(list(puzzles.values()), range(args.seeds[0] if args.seeds else 0, seed))
    args.out.write_text(json.dumps(doc, ensure_ascii=False, separators=(",", ":")).replace('],["', '],\n["') + "\n")
    grades: dict[int, int] = {}
    themes: dict[str, int] = {}
    for p in puzzles.values():
        grades[p["grade"]] = grades.get(p["grade"], 0) + 1
        for theme in p["themes"]:
            themes[theme] = themes.get(theme, 0) + 1
    print(f"{len(puzzles)} puzzles from {seed} games in {time.perf_counter() - start:.0f} s; by grade "
          f"{dict(sorted(grades.items()))}; by theme {dict(sorted(themes.items(), key=lambda kv: -kv[1]))}; "
          f"{args.out.stat().st_size:,} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
