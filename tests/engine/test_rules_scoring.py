"""Rules P1-P4: promotion and points."""

import pytest
from helpers.rules import build, match_from, orange_onto_blue, play, purple_about_to_win, sq

from kamisado_widget.engine import (
    Blocked,
    Colour,
    InvalidPositionError,
    Match,
    MatchState,
    Phase,
    Player,
    Position,
)
from kamisado_widget.engine.pieces import RoundResult

B, G = Player.BLACK, Player.GOLD


# ------------------------------------------------------------------------ P1
@pytest.mark.parametrize("rank", [0, 1, 2, 3])
def test_P1_the_winning_tower_gains_one_rank(rank):
    m = match_from(purple_about_to_win(rank), target=15)
    m.play("f7-f8")
    assert m.position.result == RoundResult(B, Colour.PURPLE, "M7")
    # The round's final position keeps the rank it was played with...
    assert m.position.rank_of(B, Colour.PURPLE) == rank
    # ...and the match promotes the winner: normal -> Sumo -> Double -> Triple -> Quadruple.
    promoted = m.state.promoted_position()
    assert promoted.rank_of(B, Colour.PURPLE) == rank + 1
    others = [(t.player, t.colour, t.rank) for t in promoted.towers() if (t.player, t.colour) != (B, Colour.PURPLE)]
    assert all(r == 0 for _, _, r in others)


def test_P1_purple_reaches_the_top_row_and_becomes_a_sumo_worth_one_point():
    """Worked example: Black's Purple reaches Gold's home row, becomes a Sumo, scores 1."""
    m = match_from(purple_about_to_win(0), target=3)
    assert (m.score(B), m.score(G)) == (0, 0)
    m.play("f7-f8")
    assert m.state.promoted_position().rank_of(B, Colour.PURPLE) == 1
    assert (m.score(B), m.score(G)) == (1, 0)
    assert m.phase is Phase.FILL


def test_P1_gold_wins_and_promotes_too():
    pos = build({"a3": "G:brown:1", "c4": "B:red"}, turn="G", to_move="brown")
    m = match_from(pos, target=7, round_number=2, challenger=B)
    assert (m.score(B), m.score(G)) == (0, 1)
    m.play("a3-c1")
    assert m.state.promoted_position().rank_of(G, Colour.BROWN) == 2
    assert (m.score(B), m.score(G)) == (0, 3)


# ------------------------------------------------------------------------ P2
@pytest.mark.parametrize("rank, points", [(0, 1), (1, 2), (2, 4), (3, 8)])
def test_P2_points_for_winning_with_each_rank(rank, points):
    m = match_from(purple_about_to_win(rank), target=15)
    before = m.score(B)
    assert before == 2**rank - 1
    m.play("f7-f8")
    assert m.score(B) - before == points
    assert m.score(G) == 0


def test_P2_score_is_the_sum_of_2_to_the_rank_minus_1():
    pos = build(
        {"d4": "B:red:1", "a3": "B:blue:2", "h3": "B:green:3", "c6": "G:yellow:1", "f6": "G:pink:2"},
        to_move="red",
    )
    assert pos.score(B) == 1 + 3 + 7
    assert pos.score(G) == 1 + 3
    assert build({}).score(B) == 0


def test_P2_points_add_up_over_rounds():
    # Black owns a Red Sumo (1), a Blue Double (3) and the Purple Sumo (1): 5 points. Winning
    # with the Purple Sumo earns 2 more (it becomes a Double, worth 3): 7 points.
    pos = purple_about_to_win(1, d3="B:red:1", g3="B:blue:2")
    m = match_from(pos, target=7, round_number=3, challenger=G)
    assert m.score(B) == 1 + 3 + 1
    m.play("f7-f8")
    assert m.score(B) == 1 + 3 + 3
    assert m.phase is Phase.OVER  # 7 points: the Long match is over (R4)


# ------------------------------------------------------------------------ P3
def test_P3_deadlock_winner_promotes_the_tower_of_the_losers_last_square():
    """Worked example: Black's Orange onto the Blue square c5 deadlocks; Gold wins the round
    and its Blue becomes a Sumo."""
    m = match_from(orange_onto_blue(), target=3)
    m.play("c2-c5")
    res = m.position.result
    assert (res.winner, res.tower, res.reason) == (G, Colour.BLUE, "M8")
    assert m.position.rank_of(G, Colour.BLUE) == 0
    promoted = m.state.promoted_position()
    assert promoted.rank_of(G, Colour.BLUE) == 1
    assert promoted.rank_of(B, Colour.ORANGE) == 0
    assert (m.score(B), m.score(G)) == (0, 1)
    assert m.phase is Phase.FILL
    assert (m.round_number, m.challenger) == (1, B)  # still round 1, opened by Black
    m.fill("left")
    assert (m.challenger, m.defender) == (B, G)  # R3: Black lost, Black opens round 2


def push_into_deadlock(gold_red_rank: int = 0):
    """Black's Red Sumo on d5 pushes Gold's Yellow from d6 (Red) to d7 (Green). Black must then
    move Green: it stands on a5 (Pink), boxed in by a6 and b6; Gold's Pink on a6 (Green) is
    boxed in by a5 and b5. The chain of passes repeats: a deadlock caused by the push."""
    return build(
        {
            "d5": "B:red:1",
            "d6": "G:yellow",
            "a5": "B:green",
            "a6": "G:pink",
            "b5": "B:brown",
            "b6": "B:yellow",
            "f8": f"G:red:{gold_red_rank}",
        },
        turn="B",
        to_move="red",
    )


def test_P3_deadlock_after_a_push_promotes_the_colour_the_sumo_moved_onto():
    """P3 Decided: after a push, the loser's last real move finished where the pushing Sumo
    stepped (d6, Red) — not where the pushed tower landed (d7, Green)."""
    end = play(push_into_deadlock(), "d5>d6")
    res = end.result
    assert res is not None
    assert res.reason == "M8"
    assert res.winner is G
    assert res.tower is Colour.RED
    assert res.chain == (Blocked(B, Colour.GREEN, sq("a5")), Blocked(G, Colour.PINK, sq("a6")))


def test_P3_deadlock_after_a_push_in_a_match_scores_by_the_promoted_towers_rank():
    # Gold's Red is already a Sumo: promoting it to a Double earns Gold 2 points (P2).
    m = match_from(push_into_deadlock(gold_red_rank=1), target=7, round_number=2, challenger=B)
    assert (m.score(B), m.score(G)) == (1, 1)
    m.play("d5>d6")
    assert m.state.promoted_position().rank_of(G, Colour.RED) == 2
    assert m.state.promoted_position().rank_of(G, Colour.GREEN) == 0
    assert (m.score(B), m.score(G)) == (1, 3)


def test_P3_gold_causes_the_deadlock_black_promotes():
    pos = build(
        {"f7": "G:orange", "g4": "G:green", "e4": "G:red", "f3": "B:blue", "g3": "B:green", "e3": "B:red"},
        turn="G",
        to_move="orange",
    )
    m = match_from(pos, target=3)
    m.play("f7-f4")  # f4 is Blue
    assert m.state.promoted_position().rank_of(B, Colour.BLUE) == 1
    assert (m.score(B), m.score(G)) == (1, 0)


# ------------------------------------------------------------------------ P4
def test_P4_a_double_sumo_never_plays_in_a_standard_match():
    m = match_from(purple_about_to_win(1), target=3)
    m.play("f7-f8")  # the Sumo wins and becomes a Double: 3 points end the match
    assert m.score(B) == 3
    assert m.phase is Phase.OVER and m.winner is B
    with pytest.raises(InvalidPositionError):
        Match(start=MatchState(build({"d4": "B:red:2"}, to_move="red"), 3, 2, G))


def test_P4_a_triple_sumo_never_plays_in_a_long_match():
    m = match_from(purple_about_to_win(2), target=7)
    m.play("f7-f8")
    assert m.score(B) == 7
    assert m.phase is Phase.OVER and m.winner is B
    with pytest.raises(InvalidPositionError):
        Match(start=MatchState(build({"d4": "B:red:3"}, to_move="red"), 7, 2, G))
    # A Double may play in a Long match.
    assert Match(start=MatchState(build({"d4": "B:red:2"}, to_move="red"), 7, 2, G)).phase is Phase.PLAY


def test_P4_a_quadruple_always_ends_a_marathon():
    m = match_from(purple_about_to_win(3), target=15)
    m.play("f7-f8")
    assert m.state.promoted_position().rank_of(B, Colour.PURPLE) == 4
    assert m.score(B) == 15
    assert m.phase is Phase.OVER and m.winner is B
    with pytest.raises(InvalidPositionError):
        build({"d4": "B:red:4"}, to_move="red")


def test_P3_a_push_deadlock_result_in_a_position_text_must_name_the_pushers_square_colour():
    """P3 (Decided): reading a finished round back, the promoted colour after a push-caused
    deadlock is checked against the square the pushing Sumo stands on."""
    end = play(push_into_deadlock(), "d5>d6")
    text = end.text()
    assert Position.from_text(text) == end
    right = f"{end.result.winner.title.lower()}:{end.result.tower.name.lower()}:M8"
    wrong_colour = next(c for c in Colour if c is not end.result.tower)
    with pytest.raises(InvalidPositionError, match="P3"):
        Position.from_text(text.replace(right, f"{right.split(':')[0]}:{wrong_colour.name.lower()}:M8"))
