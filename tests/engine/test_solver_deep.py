"""Deep df-pn in the bounded search (``solver.DEEP_BIAS``): a child's first numbers grow with the plies left to
it, so the search follows the line it is on instead of see-sawing between sibling defences. On two of the far
benchmark's slowest Sumo positions the exact distance (the one an independent solver found) now comes within a
node budget that the search without the bias could not meet (it needed 363,064 and 340,834 nodes)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kamisado_widget.engine import Position
from kamisado_widget.engine.ai import solve
from kamisado_widget.engine.ai.solver import WIN

SLOW = [  # (position text, plies to the end with best play, node budget), from benchmarks/solver_positions_far.txt
    ("n+1rypu+b1/8/5o++2/8/3P+4/1g+6/8/O+BU1YRG++N+ b o - mirrored", 21, 300_000),
    ("o+b+u+1y+r+++gn+++/8/8/8/8/4B++3/3p4/N+++GR++Y+PU++1O g r - standard", 27, 260_000),
]


@pytest.mark.slow
@pytest.mark.parametrize("text, distance, budget", SLOW, ids=["sumo-21", "sumo-27"])
def test_exact_distance_within_a_budget_the_seesaw_exceeded(text: str, distance: int, budget: int) -> None:
    """M7, M8, S3: the winner, the exact distance and a line of that many plies, within ``budget`` nodes."""
    position = Position.from_text(text)
    sol = solve(position, max_nodes=budget)
    assert sol.result is WIN and sol.distance == distance and sol.nodes <= budget
    end = position
    for move in sol.line:
        end = end.play(move)
    assert len(sol.line) == distance and end.result is not None and end.result.winner is position.turn


def test_the_positions_are_the_benchmarks() -> None:
    far = Path(__file__).resolve().parents[2] / "benchmarks" / "solver_positions_far.txt"
    texts = {row.split("\t")[2] for row in far.read_text().splitlines()}
    assert {text for text, _d, _b in SLOW} <= texts
