"""Rules T1-T2: which tower moves."""

import pytest
from helpers.rules import build, moves, play, sq, targets

from kamisado_widget.engine import (
    Colour,
    IllegalMoveError,
    Move,
    Player,
    Position,
    explain,
    square_name,
)
from kamisado_widget.engine.catalogue import _


# ------------------------------------------------------------------------ T1
def test_T1_first_move_of_the_round_may_use_any_tower():
    pos = Position.initial()
    assert pos.to_move is None
    movers = {pos.tower_at(m.from_square).colour for m in pos.legal_moves()}
    assert movers == set(Colour)
    assert all(pos.tower_at(m.from_square).player is Player.BLACK for m in pos.legal_moves())


def test_T1_first_move_targets_counted_by_hand():
    pos = Position.initial()
    # a1 (Brown): up the a-file to a7 (a8 is taken), and up the long diagonal to g7 (h8 taken).
    assert targets(pos, "a1") == {"a2", "a3", "a4", "a5", "a6", "a7", "b2", "c3", "d4", "e5", "f6", "g7"}
    # d1 (Yellow): d2-d7, left diagonal to a4, right diagonal to h5.
    assert targets(pos, "d1") == {"d2", "d3", "d4", "d5", "d6", "d7", "c2", "b3", "a4", "e2", "f3", "g4", "h5"}


def test_T1_free_choice_also_for_gold_when_gold_opens_a_round():
    pos = build({}, turn="G")
    assert pos.to_move is None
    movers = {pos.tower_at(m.from_square) for m in pos.legal_moves()}
    assert {t.colour for t in movers} == set(Colour)
    assert {t.player for t in movers} == {Player.GOLD}


def test_T1_only_the_first_move_is_free_afterwards_T2_decides():
    pos = play(Position.initial(), "a1-a5")  # a5 is Pink
    assert (pos.turn, pos.to_move) == (Player.GOLD, Colour.PINK)
    with pytest.raises(IllegalMoveError) as err:
        play(pos, "b8-b7")  # Gold's Blue: not the tower T2 names
    assert err.value.rule == "T2"


# ------------------------------------------------------------------------ T2
def test_T2_yellow_onto_purple_then_gold_moves_purple():
    """Worked example: Black opens with its Yellow onto a Purple square; Gold must answer with
    its Purple tower, from c8, to any of the squares it can reach."""
    pos = play(Position.initial(), "d1-d3")
    assert (pos.turn, pos.to_move) == (Player.GOLD, Colour.PURPLE)
    assert targets(pos, "c8") == {
        "c7", "c6", "c5", "c4", "c3", "c2",  # straight down; c1 holds Black's Red
        "b7", "a6",  # diagonal towards a
        "d7", "e6", "f5", "g4", "h3",  # diagonal towards h
    }
    assert {square_name(m.from_square) for m in pos.legal_moves()} == {"c8"}


def test_T2_every_later_move_follows_the_colour_of_the_last_square():
    pos = play(Position.initial(), "d1-d3", "c8-c4")  # c4 is Green
    assert (pos.turn, pos.to_move) == (Player.BLACK, Colour.GREEN)
    assert {square_name(m.from_square) for m in pos.legal_moves()} == {"b1"}
    pos = play(pos, "b1-b4")  # b4 is Red
    assert (pos.turn, pos.to_move) == (Player.GOLD, Colour.RED)
    assert {square_name(m.from_square) for m in pos.legal_moves()} == {"f8"}


@pytest.mark.parametrize("attempt", ["h8-h7", "a8-a7", "d8-d7"])
def test_T2_moving_another_tower_is_refused_naming_the_required_colour(attempt):
    pos = play(Position.initial(), "d1-d3")
    with pytest.raises(IllegalMoveError) as err:
        play(pos, attempt)
    assert err.value.rule == "T2"
    assert "Purple" in err.value.reason
    why = _("{player} must move {colour} — the opponent's last move ended on a square of that colour.")
    assert why.format(player="Gold", colour="Purple") in err.value.reason


def test_T2_the_side_that_just_moved_cannot_move_again():
    pos = play(Position.initial(), "d1-d3")
    with pytest.raises(IllegalMoveError) as err:
        play(pos, "e1-e2")
    assert err.value.rule == "T2"
    v = explain(pos, sq("e1"), sq("e2"))
    assert not v.legal and v.rule == "T2"
    assert "Gold" in v.reason


def test_T2_pass_finishes_on_the_blocked_towers_square():
    # Gold's Pink on d6 (Red) is boxed in by c5, d5, e5; Black's Red b2-b6 lands on Pink.
    pos = build({"b2": "B:red", "c5": "B:yellow", "d5": "B:pink", "e5": "B:purple", "d6": "G:pink"},
                to_move="red")
    pos = play(pos, "b2-b6", "d6=")
    # The pass "finished" on d6, a Red square: Black must move Red.
    assert (pos.turn, pos.to_move) == (Player.BLACK, Colour.RED)
    assert moves(pos) >= {"b6-b7", "b6-c7", "b6-d8"}
    assert {m.from_square for m in pos.legal_moves()} == {sq("b6")}


def test_T2_required_tower_is_the_one_legal_moves_use():
    pos = build({"d4": "B:red"}, turn="B", to_move="red")
    assert all(m.from_square == sq("d4") for m in pos.legal_moves())
    with pytest.raises(IllegalMoveError) as err:
        pos.play(Move.from_text("a1-a2"))
    assert err.value.rule == "T2"


def test_T1_T2_movable_towers_are_all_own_towers_at_a_free_choice_then_only_the_mover():
    pos = Position.initial()
    assert {(t.player, t.colour) for t in pos.movable_towers()} == {(Player.BLACK, c) for c in Colour}
    after = pos.play(Move.from_text("c1-c6"))  # c6 is orange
    assert [(t.player, t.colour) for t in after.movable_towers()] == [(Player.GOLD, Colour.ORANGE)]
