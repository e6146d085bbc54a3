"""The core's answers on how a round ends and what it gains (M7, M8, P1-P4), which every layer asks instead of
working them out itself."""

from __future__ import annotations

from kamisado_widget.engine import Colour, Position, core
from kamisado_widget.engine.basics import parse_square


def test_M7_a_tower_on_the_opponents_home_row_has_arrived() -> None:
    black_red, gold_red = int(Colour.RED), 8 + int(Colour.RED)
    assert core.on_goal_row(black_red, parse_square("c8")) and not core.on_goal_row(black_red, parse_square("c1"))
    assert core.on_goal_row(gold_red, parse_square("c1")) and not core.on_goal_row(gold_red, parse_square("c8"))
    assert core.arrived(Position.initial().core_state.sq) == []


def test_M8_the_last_real_mover_loses() -> None:
    """After a step the opponent is to move; after a push (S3) the pusher still is: either way the last real
    mover is the loser."""
    assert core.deadlock_loser(0, False) == 1 and core.deadlock_loser(1, False) == 0
    assert core.deadlock_loser(0, True) == 0 and core.deadlock_loser(1, True) == 1


def test_P1_P2_P4_promotion_points_and_playable_ranks() -> None:
    assert [core.promoted_rank(r) for r in range(4)] == [1, 2, 3, 4]
    assert [core.points_for(r) for r in range(4)] == [1, 2, 4, 8]
    assert core.score_of_ranks([0, 1, 2, 3, 4]) == 0 + 1 + 3 + 7 + 15
    assert [core.can_play(r) for r in range(5)] == [True, True, True, True, False]


def test_P3_after_a_step_the_colour_the_step_finished_on_after_a_push_the_pushers_square() -> None:
    state = Position.initial().core_state
    col = core.COLOURS[state.layout]
    assert core.deadlock_promotions(state.bd, state.sq, state.rk, col, 1, int(Colour.BLUE), False) == (6,)
    # a Black Sumo on d4 (a brown square) with Gold's Green straight in front: after Black's push, brown
    sq = list(state.sq)
    rk = [0] * 16
    sq[int(Colour.RED)], rk[int(Colour.RED)] = parse_square("d4"), 1
    sq[8 + int(Colour.GREEN)] = parse_square("d5")
    bd = [-1] * 64
    for i, s in enumerate(sq):
        bd[s] = i
    assert core.deadlock_promotions(bd, sq, rk, col, 0, 0, True) == (int(Colour.BROWN),)
    assert core.deadlock_promotions(bd, sq, [0] * 16, col, 0, 0, True) == ()  # no Sumo: no push was made
    assert core.deadlock_promotions(bd, sq, rk, col, 1, 0, True) == ()  # Gold's towers push no one here
