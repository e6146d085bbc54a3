"""Find proven Kamisado puzzles in computer games and write them to ``kamisado_widget/teaching/positions/puzzles.json``.

Run from the repository root (after ``bash scripts/test.sh`` has made ``.venv``)::

    .venv/bin/python scripts/make_puzzles.py            # every seed, rewrites the data file
    .venv/bin/python scripts/make_puzzles.py --seeds 3 7 --print   # only these games, to stdout

How a puzzle is found
---------------------
Game ``seed`` is a match (:func:`game_for` gives its levels and length) between two computer
players of ``engine/ai/player.py`` seeded with ``seed`` and ``seed + 1000``: levels 1-3 never
look at the clock, so the same seed always gives the same game. Longer matches have later
rounds, and later rounds have Sumos (P1), so pushes (S2) appear there.

Each round is walked backwards from its end. Every position in which the side to move must
move a given tower (T2, S3), has at least two legal moves, and is not a free choice (T1) is
solved by the project's solver (``engine.ai.solver.solve``) within :data:`FIND_NODES` nodes;
the walk back stops at the first position the solver cannot decide. A position is a puzzle when

* the solver proves that the side to move (the puzzle's *player*) wins, and
* **exactly one legal move wins** (the *unique* winning first move): after every other legal
  move the solver proves, within :data:`CHECK_NODES` nodes, that the opponent wins. A Kamisado
  round cannot be drawn (M8 ends every blocked round), so "does not win" and "loses" are the
  same; a move whose result the solver cannot prove disqualifies the position, so uniqueness is
  always proven, never assumed;
* a win in 1 has at least three legal moves (``puzzles.MIN_LEGAL_WIN_IN_1``): with two, a learner who
  cannot see the win still finds it half the time, a coin toss.

Distances
---------
The solver counts **plies**: every move of either side, including passes (M6) and the extra move
a pusher makes after a push (S3). ``distance`` is the solver's shortest win in plies against the
longest defence. The grade ``moves`` is the number of the player's own plies in the solver's
line of best play (``line``, ``distance`` plies long) — the moves the learner makes, a pass or
the move after a push included; the opponent's replies (and the opponent's passes) are not
counted. The solver minimises plies, not own moves, so the grade is read from its line
(``kamisado_widget.engine.ai.own_moves``, the one count every learner's text uses). Puzzles
keep ``moves`` from 1 ("win in 1") to 4 ("win in 4"). Without pushes and passes a win in ``n``
own moves is ``2n - 1`` plies long, or ``2n`` when it ends with the opponent causing a deadlock.
No text a learner reads gives plies: "win in N", a success text and a refutation count the
winner's own moves.

Fields
------
``position`` (match text), ``answer``, ``line``, ``distance``, ``moves``, ``themes``, ``legal``
(the number of legal moves), ``rating``, ``refutations`` (for every other legal move: the
opponent's shortest win after it in plies, ``distance``, 0 when the move itself causes a deadlock
the player loses; ``moves``, the opponent's own moves in that win, the count its sentence gives;
``next``, the first move of the solver's line after it; ``end``, "M7" or "M8")
and ``source`` (seed, both levels, match target, round, and the index of the position in the
match's states).

Themes, read from the solution line
-----------------------------------
``sumo push``: a push (S2) is played in the line (by either side); ``pass``: a tower passes (M6)
in the line; ``deadlock``: the line ends in a deadlock (M8); ``home row``: it ends with a tower
reaching the opponent's home row (M7).

Choice and rating
-----------------
From each game one puzzle is kept (none if the game has none): preferring, in this order, a
deadlock, a Sumo push, the grade ``seed % 4 + 1`` (so the grades take turns), a pass, more legal
moves (up to 21), and a later position in the game.
A position already taken from an earlier seed is not taken again. ``rating`` is a number for
ordering puzzles by difficulty (never shown to a learner): ``600 + 300 * moves + 15 * (legal
moves - 1, at most 20) + 100 per theme among pass, deadlock, sumo push``.

Deadlocks are rare in these games: in seeds 0-31, 4 of the 1,585 positions the solver decided
had a winning line that ends in a deadlock, and 128 more games (seeds 64-191) searched for
deadlock puzzles alone gave none, so the set has the two that seeds 0-63 give.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import sys
import time
from dataclasses import dataclass
from typing import Any

from kamisado_widget.engine import Match, Phase, Position
from kamisado_widget.engine.ai import EnginePlayer, Solution, play_match, solve
from kamisado_widget.teaching.positions.puzzles import MAX_MOVES, RARE, puzzle_facts

ROOT = pathlib.Path(__file__).resolve().parents[1]
DATA = ROOT / "kamisado_widget" / "teaching" / "positions" / "puzzles.json"

FIND_NODES = 20_000
CHECK_NODES = 60_000
SEEDS = range(64)


@dataclass(frozen=True)
class Game:
    black: int
    gold: int
    target: int


def game_for(seed: int) -> Game:
    """The levels and match length of game ``seed``: short matches for the early-round puzzles,
    long ones (Sumos in the later rounds) for the pushes."""
    pairs = [(3, 3), (2, 3), (3, 2), (3, 3)]
    black, gold = pairs[seed % 4]
    target = 7 if seed % 2 else 3
    return Game(black, gold, target)


def play_game(seed: int) -> Match:
    g = game_for(seed)
    return play_match(EnginePlayer(g.black, seed=seed), EnginePlayer(g.gold, seed=seed + 1000), target=g.target)


def puzzle_at(text: str, position: Position, s: Solution) -> dict[str, Any] | None:
    """The puzzle in this position, given the solver's answer ``s`` for it, or None (see the module docstring).
    The package's :func:`~kamisado_widget.teaching.positions.puzzles.puzzle_facts` decides, as it does for a teacher's own
    positions; a free first choice (T1) is left out here."""
    if position.to_move is None:
        return None
    facts = puzzle_facts(text, position, s, CHECK_NODES)
    return None if isinstance(facts, str) else facts


def round_positions(match: Match) -> list[list[tuple[int, str, Position]]]:
    """The positions of each round that is being played, as (ply in the match, match text, position)."""
    rounds: dict[int, list[tuple[int, str, Position]]] = {}
    for i, st in enumerate(match.states):
        if st.phase is Phase.PLAY:
            rounds.setdefault(st.round_number, []).append((i, st.text(), st.position))
    return [rounds[k] for k in sorted(rounds)]


def candidates_from_game(seed: int) -> list[dict[str, Any]]:
    """Every puzzle found in game ``seed`` (see the module docstring), with its source."""
    match = play_game(seed)
    g = game_for(seed)
    found = []
    for number, positions in enumerate(round_positions(match), start=1):
        for ply, text, position in reversed(positions):
            if position.to_move is None:
                break
            if len(position.legal_moves()) < 2:
                continue
            s = solve(position, max_nodes=FIND_NODES)
            if not s.proven:
                break
            p = puzzle_at(text, position, s)
            if p is None:
                continue
            p["source"] = {
                "seed": seed, "black_level": g.black, "gold_level": g.gold, "target": g.target,
                "round": number, "ply": ply,
            }
            found.append(p)
    return found


def puzzles_from_game(seed: int) -> list[dict[str, Any]]:
    """The one puzzle kept from game ``seed`` (or none): see "Choice and rating" above."""
    found = candidates_from_game(seed)
    if not found:
        return []
    grade = seed % MAX_MOVES + 1

    def key(p: dict[str, Any]) -> tuple[int, ...]:
        themes = p["themes"]
        return ("deadlock" in themes, "sumo push" in themes, p["moves"] == grade, "pass" in themes,
                min(p["legal"], 21), p["source"]["ply"])

    return [max(found, key=key)]


def collect(seeds: list[int] | range, log: bool = False) -> list[dict[str, Any]]:
    """The puzzles of these games in seed order, a position taken only once."""
    out: list[dict[str, Any]] = []
    seen: set[str] = set()
    for seed in seeds:
        t = time.perf_counter()
        found = [p for p in puzzles_from_game(seed) if p["position"] not in seen]
        seen.update(p["position"] for p in found)
        out.extend(found)
        if log:
            grades = " ".join(f"{p['moves']}{''.join(t[0] for t in p['themes'] if t in RARE)}" for p in found)
            print(f"seed {seed}: {len(found)} puzzles [{grades}] in {time.perf_counter() - t:.1f} s", file=sys.stderr)
    return out


def numbered(puzzles: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Sorted by grade, then rating, then source; each given an id such as ``"W2-07"``."""
    ordered = sorted(puzzles, key=lambda p: (p["moves"], p["rating"], p["source"]["seed"], p["source"]["ply"]))
    counts: dict[int, int] = {}
    out = []
    for p in ordered:
        counts[p["moves"]] = counts.get(p["moves"], 0) + 1
        out.append({"id": f"W{p['moves']}-{counts[p['moves']]:02d}", **p})
    return out


def document(puzzles: list[dict[str, Any]], seeds: list[int] | range) -> dict[str, Any]:
    return {
        "about": "Kamisado puzzles found by scripts/make_puzzles.py; see its docstring for what each field means.",
        "seeds": [min(seeds), max(seeds)] if seeds else [],
        "find_nodes": FIND_NODES,
        "check_nodes": CHECK_NODES,
        "puzzles": numbered(puzzles),
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", type=int, nargs="*", help="only these games (default: all of SEEDS)")
    parser.add_argument("--print", action="store_true", help="print the JSON instead of writing the data file")
    args = parser.parse_args(argv)
    seeds = args.seeds if args.seeds else SEEDS
    start = time.perf_counter()
    doc = document(collect(seeds, log=True), seeds)
    text = json.dumps(doc, indent=1) + "\n"
    if args.print:
        print(text, end="")
    else:
        DATA.write_text(text)
    by_grade: dict[int, int] = {}
    for p in doc["puzzles"]:
        by_grade[p["moves"]] = by_grade.get(p["moves"], 0) + 1
    print(f"{len(doc['puzzles'])} puzzles {dict(sorted(by_grade.items()))} in {time.perf_counter() - start:.0f} s",
          file=sys.stderr)


if __name__ == "__main__":
    main()
