"""Level 4 (Strong) asks the exact solver before its own search: a win the solver proves within
Strong's share of the budget is played, so Strong never turns a position it could prove won into
a loss (M7, M8; pushes S2-S3 in the Sumo rounds). Node budgets only, so every choice is the same
on every machine."""

from __future__ import annotations

import random

import pytest
from helpers.rounds import random_round

from kamisado_widget.engine import Move, Position
from kamisado_widget.engine.ai import WIN, EnginePlayer, solve
from kamisado_widget.engine.ai.player import SOLVER_NODE_FACTOR

# Black's Yellow tower must move; d1-d5 wins in 21 plies, d1-d4 lets Gold win. The search alone, on
# 150,000 nodes, plays d1-d4; the solver proves the win within Strong's share of the same budget.
SLIPPED = "ob1pyrgn/8/8/8/8/8/N1u5/1GRYPUBO b y - standard"
SMALL = 3_000  # the property test's budget: the solver's share is SOLVER_NODE_FACTOR times it


def keeps_the_win(position: Position, move: Move) -> bool:
    """After ``move`` the mover still wins with best play, as the solver proves without a budget."""
    after = position.play(move)
    sol = solve(after, max_nodes=None, exact_distance=False)
    return sol.winner is position.turn


def test_strong_keeps_the_win_it_let_slip_before() -> None:
    """M7: the won position where Strong's own search played d1-d4 (after which Gold wins)."""
    position = Position.from_text(SLIPPED)
    player = EnginePlayer(level=4, time_limit=None, max_nodes=150_000, seed=0)
    move = player.choose_move(position)
    assert move != Move.from_text("d1-d4")
    assert player.last is not None and player.last.proven_win
    assert player.won == position.play(move)  # the next moves keep it (test_strong_keeps_wins)
    assert keeps_the_win(position, move)


def won_positions(count: int) -> list[Position]:
    """Positions of seeded random rounds (Sumos and pushes, both layouts) that the solver proves won for
    the side to move within Strong's share of ``SMALL`` nodes, and that need more than one move."""
    out: list[Position] = []
    seed = 0
    while len(out) < count:
        seed += 1
        positions, _moves = random_round(seed)
        rng = random.Random(seed)
        pos = positions[max(0, len(positions) - 1 - rng.randint(4, 14))]
        if pos.result is not None or len(pos.legal_moves()) < 2:
            continue
        sol = solve(pos, max_nodes=SMALL * SOLVER_NODE_FACTOR, exact_distance=False)
        if sol.result is WIN and (sol.distance is None or sol.distance > 1):
            out.append(pos)
    return out


WON = won_positions(12)


@pytest.mark.parametrize("position", WON, ids=[f"won-{k}" for k in range(len(WON))])
def test_strong_plays_a_move_that_keeps_a_win_the_solver_proves(position: Position) -> None:
    """Wherever the solver proves the win within Strong's share of its budget, Strong's move keeps it:
    the mover still wins after it, by the solver without a budget."""
    player = EnginePlayer(level=4, time_limit=None, max_nodes=SMALL, seed=1)
    move = player.choose_move(position)
    assert player.last is not None and player.last.proven_win
    assert keeps_the_win(position, move), position.text()


def test_the_sample_holds_both_layouts_and_sumos() -> None:
    assert len({p.layout.name for p in WON}) == 2
    assert any(t.rank for p in WON for t in p.towers())
