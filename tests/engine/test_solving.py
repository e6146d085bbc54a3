"""A solve worked in slices (:class:`~kamisado_widget.engine.ai.solver.Solving`): the same answers as a solve worked
at once, every slice within its nodes, the whole budget kept across the slices. Node budgets only (no clock).

The positions: every 7th line of benchmarks/solver_positions_far.txt (40 positions taken 3-25 moves before the end
of random and greedy rounds; both layouts, some with Sumos)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kamisado_widget.engine import Layout, Position
from kamisado_widget.engine.ai import UNKNOWN, solve
from kamisado_widget.engine.ai.solver import Solution, Solving

FAR = Path(__file__).resolve().parents[2] / "benchmarks" / "solver_positions_far.txt"
SLICE = 2_000
EXPANSION = 64  # more than the moves of any position: one node expansion's worth (the prover counts a whole one)


def far_positions() -> list[Position]:
    lines = [line.split("\t")[2] for line in FAR.read_text().splitlines() if line.strip()]
    return [Position.from_text(text) for text in lines[::7]]


def sliced(position: Position, max_nodes: int | None, exact_distance: bool = True) -> tuple[Solution, list[int]]:
    """Work ``position``'s solve in slices of SLICE nodes: its Solution and the nodes each slice worked."""
    solving = Solving(position, max_nodes, exact_distance=exact_distance)
    worked: list[int] = []
    while True:
        before = solving.nodes
        assert not solving.done
        answer = solving.advance(nodes=SLICE)
        worked.append(solving.nodes - before)
        if answer is not None:
            assert solving.done and answer.nodes == solving.nodes
            return answer, worked


def assert_line(position: Position, sol: Solution, plies: int) -> None:
    """The line replays legally and ends the round in ``plies`` plies, won by the proven winner."""
    assert len(sol.line) == plies
    end = position
    for move in sol.line:
        assert end.result is None
        end = end.play(move)
    assert end.result is not None and end.result.winner is sol.winner


def test_the_positions_cover_both_layouts_and_sumos() -> None:
    positions = far_positions()
    assert len(positions) == 40
    assert {p.layout for p in positions} == {Layout.STANDARD, Layout.MIRRORED}
    assert sum(any(t.rank for t in p.towers()) for p in positions) >= 5


@pytest.mark.slow
def test_sliced_solves_give_the_same_results_and_distances_as_whole_ones() -> None:
    """With no node limit: the same result and distance as ``solve``, a line of best play as long; no slice works
    more than its nodes plus one expansion (slices that do not finish: never more than their nodes); the last slice
    reads the line off the finished proofs."""
    several = 0
    for position in far_positions():
        whole = solve(position, max_nodes=None)
        answer, worked = sliced(position, None)
        assert whole.proven and (answer.result, answer.distance) == (whole.result, whole.distance), position.text()
        assert answer.bound == answer.depth == answer.distance
        assert_line(position, answer, whole.distance or 0)
        assert all(n <= SLICE for n in worked[:-1]) and worked[-1] <= SLICE + EXPANSION
        several += len(worked) > 5
    assert several >= 10  # many were worked in several slices


def test_a_node_budget_is_kept_across_the_slices() -> None:
    """With the same max_nodes as ``solve``: where both prove the distance, the same result and distance; an
    unknown answer never worked more than max_nodes over all its slices."""
    budget = 20_000
    both = unknown = 0
    for position in far_positions():
        whole = solve(position, max_nodes=budget)
        answer, worked = sliced(position, budget)
        assert all(n <= SLICE for n in worked[:-1]) and worked[-1] <= SLICE + EXPANSION
        if answer.result is UNKNOWN:
            unknown += 1
            assert answer.nodes <= budget and answer.line == () and answer.distance is None
            continue
        assert sum(worked[:-1]) <= budget  # the proofs were done within the budget (then the line is read)
        if whole.proven:
            both += 1
            assert (answer.result, answer.distance) == (whole.result, whole.distance), position.text()
    assert both >= 20 and unknown >= 5, (both, unknown)


def test_advance_after_the_end_gives_the_same_solution() -> None:
    position = far_positions()[1]
    solving = Solving(position, None)
    answer = None
    while answer is None:
        answer = solving.advance(nodes=SLICE)
    nodes = solving.nodes
    assert solving.advance(nodes=SLICE) is answer and solving.advance() is answer and solving.nodes == nodes


def test_a_finished_round_is_done_at_once() -> None:
    position = far_positions()[0]
    while position.result is None:
        position = position.play(position.legal_moves()[0])
    solving = Solving(position)
    assert solving.done and solving.nodes == 0
    answer = solving.advance(nodes=0)
    assert answer is not None and answer.proven and answer.distance == 0


def test_a_slice_of_no_nodes_does_nothing() -> None:
    solving = Solving(far_positions()[0], None)
    assert solving.advance(nodes=0) is None and solving.nodes == 0 and not solving.done


def test_a_proven_result_without_its_distance_is_kept_when_sliced() -> None:
    """``exact_distance=False``: a budget the prover finishes in but not the distance's search gives the proven
    result with a bound (a line that long, won by the winner) when sliced as when worked at once; the exact
    default gives UNKNOWN on the same budget."""
    budget = 30_000
    found = 0
    for position in far_positions():
        whole = solve(position, max_nodes=budget, exact_distance=False)
        if not whole.proven or whole.distance is not None:
            continue
        full = solve(position, max_nodes=None)
        answer, _worked = sliced(position, budget, exact_distance=False)
        assert answer.result is whole.result
        if answer.distance is None:
            assert answer.bound is not None and answer.depth < full.distance <= answer.bound  # type: ignore[operator]
            assert_line(position, answer, answer.bound)
            strict, _worked = sliced(position, budget)
            assert strict.result is UNKNOWN
            found += 1
        else:
            assert answer.distance == full.distance
    assert found >= 3


@pytest.mark.parametrize(
    ("seconds", "nodes", "error", "words"),
    [
        (None, -1, ValueError, "nodes is how many positions a slice may look at, a whole number from 0, or None, not -1"),
        (None, 1.5, TypeError, "nodes is how many positions a slice may look at, a whole number from 0, or None, not 1.5"),
        (None, "2000", TypeError, "nodes is how many positions a slice may look at, a whole number from 0, or None, not '2000'"),
        (None, True, TypeError, "nodes is how many positions a slice may look at, a whole number from 0, or None, not True"),
        (-0.5, None, ValueError, "seconds is how long a slice may work, a number from 0, or None, not -0.5"),
        ("0.05", None, TypeError, "seconds is how long a slice may work, a number from 0, or None, not '0.05'"),
        (float("nan"), None, ValueError, "seconds is how long a slice may work, a number from 0, or None, not nan"),
    ],
)
def test_a_bad_slice_is_refused_naming_the_form(seconds: object, nodes: object, error: type, words: str) -> None:
    solving = Solving(far_positions()[0], None)
    with pytest.raises(error, match=re.escape(words)):
        solving.advance(seconds, nodes)  # type: ignore[arg-type]
    assert solving.nodes == 0 and not solving.done
