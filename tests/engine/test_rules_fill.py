"""Rules F1-F5: refilling the home rows between rounds."""

import pytest
from helpers.rules import build, gold_about_to_win_round_one, home_row, match_from

from kamisado_widget.engine import (
    Colour,
    Fill,
    FillChoice,
    IllegalFillError,
    Layout,
    Phase,
    Player,
    refill,
)
from kamisado_widget.engine.fill import fill_order
from kamisado_widget.engine.pieces import RoundResult

B, G = Player.BLACK, Player.GOLD

# The end of a round won by Gold (its Yellow reached c1). Black's nearest towers stand on
# rank 2, on d2 (a Blue square) and g2 (an Orange square), as in the rulebook's example.
F4_SPEC = {
    "d2": "B:red", "g2": "B:green", "b3": "B:yellow", "h3": "B:brown",
    "e4": "B:pink:1", "a5": "B:purple", "c6": "B:blue", "f7": "B:orange",
    "a8": "G:orange", "e8": "G:blue", "b7": "G:red", "g7": "G:green",
    "d5": "G:pink", "h4": "G:purple", "f3": "G:brown", "c1": "G:yellow",
}


def f4_end(layout=Layout.STANDARD):
    return build(F4_SPEC, turn="B", layout=layout, result=RoundResult(G, Colour.YELLOW, "M7"))


def row(pairs: str, rank: int):
    """'a:red b:green ...' -> the home_row() dict for rank ``rank`` (rank 0 unless ':1')."""
    out = {}
    for item in pairs.split():
        parts = item.split(":")
        out[f"{parts[0]}{rank}"] = (parts[1], int(parts[2]) if len(parts) > 2 else 0)
    return out


# Worked out by hand from F3/F4 for the position above (ranks kept: Black's Pink is a Sumo).
BLACK_FROM_A1 = row("a:red b:green c:yellow d:brown e:pink:1 f:purple g:blue h:orange", 1)
BLACK_FROM_H1 = row("h:green g:red f:brown e:yellow d:pink:1 c:purple b:blue a:orange", 1)
GOLD_FROM_H8 = row("h:blue g:orange f:green e:red d:pink c:purple b:brown a:yellow", 8)
GOLD_FROM_A8 = row("a:orange b:blue c:red d:green e:pink f:purple g:brown h:yellow", 8)


# ------------------------------------------------------------------------ F1
def test_F1_the_defender_chooses():
    m = gold_about_to_win_round_one()
    m.play("a3-a1")  # Gold wins round 1 and will defend round 2
    assert m.phase is Phase.FILL
    with pytest.raises(IllegalFillError) as err:
        m.fill("left", player=B)
    assert err.value.rule == "F1"
    assert m.phase is Phase.FILL and m.round_number == 1  # nothing changed
    choice = m.fill("left", player=G)
    assert choice == FillChoice(Fill.LEFT, G)
    assert m.round_number == 2


def test_F1_default_chooser_is_the_defender():
    m = match_from(build({"f7": "B:purple", "a5": "G:red"}, turn="B", to_move="purple"), target=3)
    m.play("f7-f8")
    assert m.fill("right") == FillChoice(Fill.RIGHT, B)


def test_F1_no_fill_while_the_round_is_played():
    m = gold_about_to_win_round_one()
    with pytest.raises(IllegalFillError) as err:
        m.fill("left")
    assert err.value.rule == "F1"


# ------------------------------------------------------------------------ F2
def test_F2_challenger_fills_in_the_same_direction_left():
    m = gold_about_to_win_round_one()
    m.play("a3-a1")
    m.fill("left")
    pos = m.position
    # Gold (Defender) from h8 towards a8: g8, a8 | e7 | f6, d6, b6 | h5 | a1 (the new Sumo).
    assert home_row(pos, G) == row("h:purple g:orange f:yellow e:red d:pink c:green b:brown a:blue:1", 8)
    # Black (Challenger) from a1 towards h1: c1 | b2 | d3, g3 | e4, h4 | c5, f5.
    assert home_row(pos, B) == row("a:red b:brown c:green d:blue e:yellow f:orange g:pink h:purple", 1)


def test_F2_challenger_fills_in_the_same_direction_right():
    m = gold_about_to_win_round_one()
    m.play("a3-a1")
    m.fill("right")
    pos = m.position
    # Gold from a8 towards h8: a8, g8 | e7 | b6, d6, f6 | h5 | a1.
    assert home_row(pos, G) == row("a:orange b:purple c:yellow d:green e:pink f:red g:brown h:blue:1", 8)
    # Black from h1 towards a1: c1 | b2 | g3, d3 | h4, e4 | f5, c5.
    assert home_row(pos, B) == row("h:red g:brown f:blue e:green d:orange c:yellow b:purple a:pink", 1)


# ------------------------------------------------------------------------ F3
def test_F3_left_starts_on_each_players_brown_corner():
    nxt = refill(f4_end(), Fill.LEFT, challenger=B)
    assert home_row(nxt, B) == BLACK_FROM_A1  # Black's Brown corner is a1
    assert home_row(nxt, G) == GOLD_FROM_H8  # Gold's Brown corner is h8


def test_F3_right_starts_on_each_players_orange_corner():
    nxt = refill(f4_end(), Fill.RIGHT, challenger=B)
    assert home_row(nxt, B) == BLACK_FROM_H1
    assert home_row(nxt, G) == GOLD_FROM_A8


def test_F3_mirrored_board_swaps_the_corners():
    # On the mirrored board Brown is at h1 and a8, Orange at a1 and h8.
    left = refill(f4_end(Layout.MIRRORED), Fill.LEFT, challenger=B)
    assert left.layout is Layout.MIRRORED
    assert home_row(left, B) == BLACK_FROM_H1
    assert home_row(left, G) == GOLD_FROM_A8
    right = refill(f4_end(Layout.MIRRORED), Fill.RIGHT, challenger=B)
    assert home_row(right, B) == BLACK_FROM_A1
    assert home_row(right, G) == GOLD_FROM_H8


def test_F3_refill_works_the_same_whoever_is_challenger():
    for challenger in (B, G):
        nxt = refill(f4_end(), Fill.LEFT, challenger=challenger)
        assert home_row(nxt, B) == BLACK_FROM_A1
        assert home_row(nxt, G) == GOLD_FROM_H8
        assert (nxt.turn, nxt.to_move, nxt.result) == (challenger, None, None)


# ------------------------------------------------------------------------ F4
def test_F4_worked_example_nearest_row_first_then_nearest_the_corner():
    """Decided from the worked example: Black fills from the left, its nearest towers are on
    rank 2 at d2 and g2; the one on d2 is nearer the a-file corner and goes to a1 first."""
    pos = f4_end()
    order = fill_order(pos, B, Fill.LEFT)
    assert [t.colour.name.lower() for t in order] == [
        "red", "green", "yellow", "brown", "pink", "purple", "blue", "orange",
    ]
    nxt = refill(pos, Fill.LEFT, challenger=B)
    assert nxt.tower_at(0)[:2] == (B, Colour.RED)  # from d2 to a1
    assert home_row(nxt, B)["b1"] == ("green", 0)  # from g2 to b1


def test_F4_home_row_itself_comes_first_and_gold_counts_rows_from_rank_8():
    order = fill_order(f4_end(), G, Fill.LEFT)
    assert [t.colour.name.lower() for t in order] == [
        "blue", "orange",  # rank 8: e8 nearer h8 than a8
        "green", "red",  # rank 7: g7, b7
        "pink", "purple", "brown", "yellow",  # ranks 5, 4, 3, 1
    ]
    order = fill_order(f4_end(), G, Fill.RIGHT)
    assert [t.colour.name.lower() for t in order] == [
        "orange", "blue", "red", "green", "pink", "purple", "brown", "yellow",
    ]


def test_F4_ranks_are_kept():
    nxt = refill(f4_end(), Fill.LEFT, challenger=B)
    assert nxt.rank_of(B, Colour.PINK) == 1
    assert sum(t.rank for t in nxt.towers()) == 1


def test_F4_in_a_match_the_promoted_tower_keeps_its_new_rank():
    # Gold's Yellow goes c4-c1 to win; everything else as in the worked example.
    spec = dict(F4_SPEC)
    del spec["c1"]
    spec["c4"] = "G:yellow"
    m = match_from(build(spec, turn="G", to_move="yellow"), target=3)
    assert (m.score(B), m.score(G)) == (1, 0)
    m.play("c4-c1")
    m.fill("left")
    assert home_row(m.position, B) == BLACK_FROM_A1
    expected_gold = dict(GOLD_FROM_H8)
    expected_gold["a8"] = ("yellow", 1)
    assert home_row(m.position, G) == expected_gold
    assert (m.score(B), m.score(G)) == (1, 1)


# ------------------------------------------------------------------------ F5
def test_F5_defender_fills_first_its_winner_leaves_the_challengers_home_row():
    m = gold_about_to_win_round_one()
    m.play("a3-a1")
    # Gold's winning Blue stands on a1, in Black's home row, until Gold fills first.
    assert m.position.tower_at(0)[:2] == (G, Colour.BLUE)
    choice = m.fill("left")
    assert choice.player is G is m.defender
    assert m.position.square_of(G, Colour.BLUE) == 56  # a8, the last square of Gold's fill
    assert m.position.tower_at(0)[:2] == (B, Colour.RED)
    assert m.rounds()[0].fill == choice
