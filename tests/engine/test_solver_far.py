"""The solver further from the end (positions of the benchmark set benchmarks/solver_positions_far.txt, 13-21
plies from the end with best play): on a node budget too small for the exact distance, ``exact_distance=False``
gives the proven winner and a bound on the distance that the searches for "wins within k plies" shrank towards
it, with a line of exactly that many plies that ends the round won by the winner (M7 or M8)."""

from __future__ import annotations

import pytest

from kamisado_widget.engine import Position
from kamisado_widget.engine.ai import solve

FAR = [  # (position text, plies to the end with best play), from the benchmark set
    ("obupyrg1/8/5U2/7n/8/8/8/NGRYP1BO b y - standard", 15),
    ("1bupyrgn/o7/8/8/4G3/8/8/N1RYPUBO b r - standard", 21),
    ("obupyrgn/8/8/7O/8/8/8/NGRYPUB1 g y - standard", 16),
    ("obupyrg1/8/8/7n/6Y1/2R5/8/NG2PUBO g u - standard", 19),
    ("obupyrgn/8/8/8/8/8/1N6/1GRYPUBO g n - standard", 13),
]
BUDGETS = (60_000, 120_000, 180_000)


@pytest.mark.slow
@pytest.mark.parametrize("text, distance", FAR, ids=[f"far-{d}-{k}" for k, (_, d) in enumerate(FAR)])
def test_bound_and_line_when_the_distance_is_not_found(text: str, distance: int) -> None:
    position = Position.from_text(text)
    full = solve(position, max_nodes=1_000_000)
    assert full.distance == distance and len(full.line) == distance
    tight = 0
    for budget in BUDGETS:
        sol = solve(position, max_nodes=budget, exact_distance=False)
        if not sol.proven:
            continue
        assert sol.result is full.result
        if sol.distance is not None:
            assert (sol.distance, sol.line) == (full.distance, full.line)
            continue
        assert sol.bound is not None and sol.depth < distance <= sol.bound
        assert len(sol.line) == sol.bound
        end = position
        for move in sol.line:
            assert end.result is None
            end = end.play(move)
        assert end.result is not None and end.result.winner is full.winner
        tight += sol.bound == distance
    assert tight or solve(position, max_nodes=BUDGETS[-1]).distance == distance


def test_the_positions_are_the_benchmarks() -> None:
    from pathlib import Path

    far = Path(__file__).resolve().parents[2] / "benchmarks" / "solver_positions_far.txt"
    texts = {row.split("\t")[2] for row in far.read_text().splitlines()}
    assert {text for text, _ in FAR} <= texts
