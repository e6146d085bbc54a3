"""Rules R1-R4: match lengths, colour sets, who opens each round, and the end of a match."""

import pytest
from helpers.rules import (
    build,
    gold_about_to_win_round_one,
    match_from,
    purple_about_to_win,
    sq,
    targets,
)

from kamisado_widget.engine import (
    TARGETS,
    Colour,
    IllegalFillError,
    IllegalMoveError,
    InvalidPositionError,
    Match,
    Phase,
    Player,
    square_name,
)
from kamisado_widget.engine.pieces import RoundResult

B, G = Player.BLACK, Player.GOLD


# ------------------------------------------------------------------------ R1
def test_R1_match_lengths():
    assert TARGETS == {1: "Single round", 3: "Standard", 7: "Long", 15: "Marathon"}
    for target in (1, 3, 7, 15):
        m = Match(target=target)
        assert m.target == target
        assert m.phase is Phase.PLAY
        assert (m.score(B), m.score(G)) == (0, 0)


@pytest.mark.parametrize("target", [0, 2, 4, 5, 8, 16])
def test_R1_other_lengths_are_refused(target):
    with pytest.raises(InvalidPositionError):
        Match(target=target)


def test_R1_single_round_match_ends_with_the_first_round():
    m = match_from(purple_about_to_win(), target=1)
    m.play("f7-f8")
    assert m.phase is Phase.OVER
    assert m.winner is B
    assert (m.score(B), m.score(G)) == (1, 0)


@pytest.mark.parametrize("target", [3, 7, 15])
def test_R1_longer_matches_go_on_after_one_point(target):
    m = match_from(purple_about_to_win(), target=target)
    m.play("f7-f8")
    assert m.phase is Phase.FILL
    assert m.winner is None


# ------------------------------------------------------------------------ R2
def test_R2_players_keep_their_colour_sets_across_rounds():
    m = gold_about_to_win_round_one()
    m.play("a3-a1")
    m.fill("left")
    pos = m.position
    assert m.round_number == 2
    # Black's towers fill rank 1 and Gold's rank 8, whoever won; Gold's new Sumo is still Gold's.
    assert {square_name(t.square)[1] for t in pos.towers() if t.player is B} == {"1"}
    assert {square_name(t.square)[1] for t in pos.towers() if t.player is G} == {"8"}
    assert pos.rank_of(G, Colour.BLUE) == 1
    assert pos.tower_at(pos.square_of(G, Colour.BLUE)).player is G
    assert all(pos.tower_at(m_.from_square).player is B for m_ in pos.legal_moves())


# ------------------------------------------------------------------------ R3
def test_R3_the_loser_opens_the_next_round():
    m = gold_about_to_win_round_one()
    assert (m.round_number, m.challenger, m.defender) == (1, B, G)
    m.play("a3-a1")
    assert m.position.result == RoundResult(G, Colour.BLUE, "M7")
    m.fill("left")
    assert (m.round_number, m.challenger, m.defender) == (2, B, G)
    assert m.position.turn is B
    assert m.position.to_move is None  # T1: a free choice
    movers = {m.position.tower_at(mv.from_square) for mv in m.position.legal_moves()}
    assert {t.player for t in movers} == {B}
    assert {t.colour for t in movers} == set(Colour)


def test_R3_a_black_win_makes_gold_the_challenger():
    m = match_from(purple_about_to_win(), target=3)
    m.play("f7-f8")
    m.fill("right")
    assert (m.round_number, m.challenger, m.defender) == (2, G, B)
    assert (m.position.turn, m.position.to_move) == (G, None)
    assert {m.position.tower_at(mv.from_square).player for mv in m.position.legal_moves()} == {G}


def test_R3_very_bad_set_up_is_lost_in_one_move():
    """Worked example, rebuilt from a real refill. Gold wins round 1 and fills from the left:
    its Purple lands on h8 and Black's Brown on b1. Black, the Challenger, opens with its
    Brown to h7 (a Purple square). Gold's Purple, on the Brown corner of the all-Brown long
    diagonal, can only step onto Brown squares, and Black's Brown then reaches h8."""
    m = gold_about_to_win_round_one()
    m.play("a3-a1")
    m.fill("left")
    pos = m.position
    assert pos.tower_at(sq("h8"))[:2] == (G, Colour.PURPLE)
    assert pos.tower_at(sq("b1"))[:2] == (B, Colour.BROWN)
    m.play("b1-h7")  # c2, d3, e4, f5, g6 are empty at the start of a round
    pos = m.position
    assert (pos.turn, pos.to_move) == (G, Colour.PURPLE)
    replies = targets(pos, "h8")
    assert replies == {"g7", "f6", "e5", "d4", "c3", "b2"}  # h7 is taken, a1 holds Black's Red
    for reply in sorted(replies):
        after = pos.play(pos.move_for(sq("h8"), sq(reply)))
        assert (after.turn, after.to_move) == (B, Colour.BROWN), reply
        assert targets(after, "h7") == {"h8"}
    m.play("h8-e5")
    m.play("h7-h8")
    assert m.position.result == RoundResult(B, Colour.BROWN, "M7")
    assert len(m.rounds()[-1].moves) == 3  # Black, Gold, Black: won with Black's second move
    assert (m.score(B), m.score(G)) == (1, 1)
    m.fill("left")
    assert (m.round_number, m.challenger, m.defender) == (3, G, B)


def test_R3_record_of_rounds_names_each_challenger():
    m = gold_about_to_win_round_one()
    m.play("a3-a1")
    m.fill("left")
    m.play("b1-h7")
    m.play("h8-g7")
    m.play("h7-h8")
    m.fill("right")
    rounds = m.rounds()
    assert [(r.number, r.challenger) for r in rounds] == [(1, B), (2, B), (3, G)]
    assert [r.result.winner if r.result else None for r in rounds] == [G, B, None]


# ------------------------------------------------------------------------ R4
def two_points_for_black():
    """Standard match: Black has two Sumos (2 points); its normal Purple is about to win."""
    return match_from(purple_about_to_win(0, c4="B:red:1", g4="B:blue:1"), target=3, round_number=3, challenger=G)


def test_R4_match_ends_as_soon_as_the_target_is_reached():
    m = two_points_for_black()
    assert (m.score(B), m.phase) == (2, Phase.PLAY)
    m.play("f7-f8")
    assert m.score(B) == 3
    assert m.phase is Phase.OVER
    assert m.is_over
    assert m.winner is B


def test_R4_no_move_and_no_fill_after_the_match():
    m = two_points_for_black()
    m.play("f7-f8")
    assert m.legal_moves() == []
    with pytest.raises(IllegalMoveError) as err:
        m.play("a8-a7")
    assert err.value.rule == "R4"
    with pytest.raises(IllegalFillError) as err:
        m.fill("left")
    assert err.value.rule == "R4"
    v = m.explain(sq("a8"), sq("a7"))
    assert (v.legal, v.rule) == (False, "R4")


def test_R4_below_the_target_the_match_goes_on():
    m = gold_about_to_win_round_one(target=3)
    m.play("a3-a1")
    assert (m.score(B), m.score(G)) == (0, 1)
    assert m.phase is Phase.FILL
    assert m.winner is None


def test_R4_gold_reaching_the_target_ends_it_too():
    # Both players at 2 of 3: Gold wins this round with a normal tower and reaches 3.
    pos = build({"a3": "G:brown", "c4": "B:red:1", "g4": "B:blue:1", "d5": "G:red:1", "e5": "G:green:1"},
                turn="G", to_move="brown")
    m = match_from(pos, target=3, round_number=4, challenger=G)
    assert (m.score(B), m.score(G)) == (2, 2)
    m.play("a3-c1")
    assert (m.score(B), m.score(G)) == (2, 3)
    assert m.phase is Phase.OVER and m.winner is G
