"""Rules M1-M8: how a tower moves, passes (M6), the end of a round (M7) and deadlock (M8)."""

import pytest
from helpers.rules import build, moves, orange_onto_blue, play, sq, targets

from kamisado_widget.engine import (
    Blocked,
    Colour,
    IllegalMoveError,
    Move,
    MoveKind,
    Player,
    explain,
)
from kamisado_widget.engine.pieces import RoundResult

B, G = Player.BLACK, Player.GOLD


def black_red_on_d4(**extra):
    """Black must move its Red, which stands alone on d4; the rest are at home."""
    return build({"d4": "B:red", **extra}, turn="B", to_move="red")


# ------------------------------------------------------------------------ M1
def test_M1_straight_or_diagonal_forward_for_black():
    pos = black_red_on_d4()
    # d8 and h8 hold Gold's home towers.
    assert targets(pos, "d4") == {"d5", "d6", "d7", "c5", "b6", "a7", "e5", "f6", "g7"}
    assert all(m.kind is MoveKind.STEP for m in pos.legal_moves())


def test_M1_forward_is_down_the_board_for_gold():
    pos = build({"e5": "G:green"}, turn="G", to_move="green")
    # Rank 1 is full of Black's home towers.
    assert targets(pos, "e5") == {"e4", "e3", "e2", "d4", "c3", "b2", "f4", "g3", "h2"}


@pytest.mark.parametrize(
    "to, word",
    [("c4", "sideways"), ("e4", "sideways"), ("d3", "backwards"), ("c3", "backwards"), ("e3", "backwards")],
)
def test_M1_never_sideways_or_backwards(to, word):
    pos = black_red_on_d4()
    with pytest.raises(IllegalMoveError) as err:
        pos.play(Move.step(sq("d4"), sq(to)))
    assert err.value.rule == "M1"
    v = explain(pos, sq("d4"), sq(to))
    assert (v.legal, v.rule) == (False, "M1")
    assert word in v.reason and "d4" in v.reason and to in v.reason


@pytest.mark.parametrize("to", ["e6", "c6", "f5", "b5", "h6"])
def test_M1_only_straight_lines(to):
    v = explain(black_red_on_d4(), sq("d4"), sq(to))
    assert (v.legal, v.rule) == (False, "M1")


def test_M1_gold_cannot_move_up_the_board():
    pos = build({"e5": "G:green"}, turn="G", to_move="green")
    for to in ("e6", "d6", "f6", "d5"):
        v = explain(pos, sq("e5"), sq(to))
        assert (v.legal, v.rule) == (False, "M1"), to


# ------------------------------------------------------------------------ M2
def test_M2_any_distance_but_not_through_a_tower():
    pos = black_red_on_d4(d6="G:yellow", f6="B:blue")
    assert targets(pos, "d4") == {"d5", "e5", "c5", "b6", "a7"}


def test_M2_blocked_path_names_the_square_and_the_tower():
    pos = black_red_on_d4(d6="G:yellow", f6="B:blue")
    v = explain(pos, sq("d4"), sq("d7"))
    assert (v.legal, v.rule) == (False, "M2")
    assert "d6" in v.reason and "Gold's Yellow" in v.reason
    v = explain(pos, sq("d4"), sq("g7"))  # through Black's own Blue on f6
    assert (v.legal, v.rule) == (False, "M2")
    assert "f6" in v.reason and "Black's Blue" in v.reason
    with pytest.raises(IllegalMoveError) as err:
        pos.play(Move.from_text("d4-d7"))
    assert err.value.rule == "M2" and "d6" in err.value.reason


def test_M2_home_row_to_home_row_in_one_move():
    # The d-file is empty from d2 to d8 (Gold's Pink stands on a5), so Black's Yellow can
    # go from its own home row straight to Gold's, and wins the round there (M7).
    pos = build({"a5": "G:pink"}, to_move="yellow")
    assert "d8" in targets(pos, "d1")
    after = play(pos, "d1-d8")
    assert after.result == RoundResult(B, Colour.YELLOW, "M7")


# ------------------------------------------------------------------------ M3
def test_M3_only_onto_an_empty_square():
    pos = black_red_on_d4(d6="G:yellow", f6="B:blue")
    for to, who in (("d6", "Gold's Yellow"), ("f6", "Black's Blue")):
        v = explain(pos, sq("d4"), sq(to))
        assert (v.legal, v.rule) == (False, "M3"), to
        assert to in v.reason and who in v.reason


def test_M3_a_normal_tower_cannot_move_onto_the_tower_in_front():
    pos = black_red_on_d4(d5="G:yellow")
    assert "d5" not in targets(pos, "d4")
    v = explain(pos, sq("d4"), sq("d5"))
    assert (v.legal, v.rule) == (False, "M3")
    assert "d5" in v.reason or "Black's Red" in v.reason
    with pytest.raises(IllegalMoveError) as err:
        pos.play(Move.push(sq("d4"), sq("d5")))
    assert err.value.rule == "M3"


# ------------------------------------------------------------------------ M4
def test_M4_diagonal_between_two_towers_touching_corner_to_corner():
    # d5 and e4 touch corner to corner; d4-e5 passes between them.
    pos = black_red_on_d4(d5="G:yellow", e4="B:blue")
    assert targets(pos, "d4") == {"c5", "b6", "a7", "e5", "f6", "g7"}
    after = play(pos, "d4-f6")
    assert after.square_of(B, Colour.RED) == sq("f6")


def test_M4_also_for_gold():
    # Gold's Green on e5 slips between d5 and e4 (corner to corner) towards d4 and beyond.
    pos = build({"e5": "G:green", "d5": "B:red", "e4": "B:blue"}, turn="G", to_move="green")
    assert targets(pos, "e5") >= {"d4", "c3", "b2"}
    assert "e4" not in targets(pos, "e5")


# ------------------------------------------------------------------------ M5
def test_M5_a_tower_that_can_move_may_not_pass():
    pos = black_red_on_d4()
    assert not any(m.is_pass for m in pos.legal_moves())
    with pytest.raises(IllegalMoveError) as err:
        pos.play(Move.pass_(sq("d4")))
    assert err.value.rule == "M5"
    v = explain(pos, sq("d4"), sq("d4"))
    assert (v.legal, v.rule) == (False, "M5")
    assert "d4" in v.reason


def test_M5_one_free_direction_is_enough_to_forbid_a_pass():
    # Straight ahead (d5) and the left diagonal (c5) are taken; the right diagonal is free.
    pos = black_red_on_d4(d5="G:yellow", c5="G:purple", e4="B:blue")
    assert moves(pos) == {"d4-e5", "d4-f6", "d4-g7"}
    # With e5 taken as well the Red is boxed in, and the pass is its only move (M6).
    boxed = black_red_on_d4(d5="G:yellow", c5="G:purple", e5="G:red")
    assert moves(boxed) == {"d4="}


# ------------------------------------------------------------------------ M6
def red_onto_pink():
    """Worked example (M6): Gold's Pink stands on d6, a Red square, boxed in by Black
    towers on c5, d5 and e5. Black's Red goes b2-b6, onto a Pink square."""
    return build(
        {"b2": "B:red", "c5": "B:yellow", "d5": "B:pink", "e5": "B:purple", "d6": "G:pink"},
        turn="B",
        to_move="red",
    )


def test_M6_red_onto_pink_blocked_pink_gives_black_red_again():
    pos = play(red_onto_pink(), "b2-b6")
    assert pos.result is None
    assert (pos.turn, pos.to_move) == (G, Colour.PINK)
    assert moves(pos) == {"d6="}
    assert pos.blocked_chain() == (Blocked(G, Colour.PINK, sq("d6")),)
    pos = play(pos, "d6=")
    # The pass finished on d6, which is Red: Black moves its Red again...
    assert (pos.turn, pos.to_move, pos.extra_turn) == (B, Colour.RED, False)
    # ...and reaches Gold's home row on d8, which Gold's Pink left empty.
    assert targets(pos, "b6") == {"b7", "a7", "c7", "d8"}
    end = play(pos, "b6-d8")
    assert end.result == RoundResult(B, Colour.RED, "M7")


def test_M6_pass_is_an_explicit_zero_length_move():
    pos = play(red_onto_pink(), "b2-b6")
    v = explain(pos, sq("d6"), sq("d6"))
    assert v.legal and v.move == Move.pass_(sq("d6"))
    assert v.move.kind is MoveKind.PASS
    assert pos.move_for(sq("d6"), sq("d6")) == Move.from_text("d6=")
    after = pos.play(Move.from_text("d6="))
    assert after.square_of(G, Colour.PINK) == sq("d6")
    assert list(after.towers()) == list(pos.towers())  # nobody moved


def test_M6_pass_chain_of_two_then_a_real_move():
    # Black's Red c1-g5 lands on Red. Gold's Red (h6, a Blue square) is boxed in by h5 and
    # g5; Black's Blue (h5, a Yellow square) is boxed in by h6 and g6; Gold's Yellow is free.
    pos = build({"h5": "B:blue", "h6": "G:red", "g6": "G:green"}, turn="B", to_move="red")
    pos = play(pos, "c1-g5")
    assert pos.result is None
    assert pos.blocked_chain() == (Blocked(G, Colour.RED, sq("h6")), Blocked(B, Colour.BLUE, sq("h5")))
    assert moves(pos) == {"h6="}
    pos = play(pos, "h6=")
    assert (pos.turn, pos.to_move) == (B, Colour.BLUE)
    assert moves(pos) == {"h5="}
    pos = play(pos, "h5=")
    assert (pos.turn, pos.to_move) == (G, Colour.YELLOW)
    assert pos.blocked_chain() == ()
    assert targets(pos, "e8") == {"e7", "e6", "e5", "e4", "e3", "e2", "d7", "c6", "b5", "a4", "f7"}


def test_M6_a_pass_by_the_wrong_tower_is_refused():
    pos = play(red_onto_pink(), "b2-b6")
    with pytest.raises(IllegalMoveError) as err:
        pos.play(Move.from_text("a8="))
    assert err.value.rule == "T2"


# ------------------------------------------------------------------------ M7
def test_M7_reaching_any_square_of_the_opponents_home_row_ends_the_round():
    # Gold's Brown on a3 can reach c1, which Black's Red left empty.
    pos = build({"a3": "G:brown", "c4": "B:red"}, turn="G", to_move="brown")
    assert targets(pos, "a3") == {"a2", "b2", "c1"}
    end = play(pos, "a3-c1")
    assert end.result == RoundResult(G, Colour.BROWN, "M7")
    assert end.result.winner is G and end.result.loser is B
    assert end.legal_moves() == []
    with pytest.raises(IllegalMoveError) as err:
        end.play(Move.from_text("c4-c5"))
    assert err.value.rule == "M7"


def test_M7_the_round_goes_on_below_the_home_row():
    pos = build({"a3": "G:brown", "c4": "B:red"}, turn="G", to_move="brown")
    after = play(pos, "a3-b2")  # b2 is Brown, next to Black's home row but not on it
    assert after.result is None
    assert (after.turn, after.to_move) == (B, Colour.BROWN)


# ------------------------------------------------------------------------ M8
def test_M8_orange_onto_blue_deadlock_the_mover_loses():
    start = orange_onto_blue()
    assert start.result is None
    assert "c5" in targets(start, "c2")
    end = play(start, "c2-c5")
    # Gold's Blue is blocked on an Orange square -> Black's Orange must move, also blocked,
    # on a Blue square -> Gold's Blue again: the chain repeats. Black moved last and loses;
    # Gold's Blue (the colour of c5, where Black's move ended) is the promoted tower.
    assert end.result is not None
    assert end.result.reason == "M8"
    assert end.result.winner is G
    assert end.result.tower is Colour.BLUE
    assert end.result.chain == (Blocked(G, Colour.BLUE, sq("c6")), Blocked(B, Colour.ORANGE, sq("c5")))
    assert end.legal_moves() == []
    assert end.blocked_chain() == end.result.chain


def test_M8_other_moves_of_the_same_tower_do_not_deadlock():
    after = play(orange_onto_blue(), "c2-c4")  # c4 is Green: Gold's Green on b6 can move
    assert after.result is None
    assert (after.turn, after.to_move) == (G, Colour.GREEN)


def test_M8_gold_causes_a_deadlock_and_loses():
    # The Orange/Blue example turned half a turn: Gold's Orange f7-f4 (Blue) faces Black's
    # Blue on f3 (Orange), boxed in by e3, g3 (Black) and e4, g4 (Gold).
    pos = build(
        {"f7": "G:orange", "g4": "G:green", "e4": "G:red", "f3": "B:blue", "g3": "B:green", "e3": "B:red"},
        turn="G",
        to_move="orange",
    )
    end = play(pos, "f7-f4")
    chain = (Blocked(B, Colour.BLUE, sq("f3")), Blocked(G, Colour.ORANGE, sq("f4")))
    assert end.result == RoundResult(B, Colour.BLUE, "M8", chain)


def wall(black: dict[str, str], gold: dict[str, str], mover_from: str, mover: str):
    spec = {s: f"B:{c}" for s, c in black.items()}
    spec.update({s: f"G:{c}" for s, c in gold.items()})
    spec[mover_from] = f"B:{mover}"
    return build(spec, turn="B", to_move=mover)


def test_M8_four_tower_deadlock_chain():
    # Ranks 4 (Black) and 5 (Gold) are full once Black's Purple goes d2-d4 (a Brown square).
    # Gold's Brown a5 (Pink) -> Black's Pink a4 (Yellow) -> Gold's Yellow b5 (Purple) ->
    # Black's Purple d4 (Brown) -> Gold's Brown again.
    pos = wall(
        black={"a4": "pink", "b4": "brown", "c4": "green", "e4": "red", "f4": "yellow", "g4": "blue", "h4": "orange"},
        gold={"a5": "brown", "b5": "yellow", "c5": "green", "d5": "red", "e5": "pink", "f5": "purple",
              "g5": "blue", "h5": "orange"},
        mover_from="d2",
        mover="purple",
    )
    assert pos.result is None
    end = play(pos, "d2-d4")
    assert end.result.reason == "M8"
    assert (end.result.winner, end.result.tower) == (G, Colour.BROWN)
    assert end.result.chain == (
        Blocked(G, Colour.BROWN, sq("a5")),
        Blocked(B, Colour.PINK, sq("a4")),
        Blocked(G, Colour.YELLOW, sq("b5")),
        Blocked(B, Colour.PURPLE, sq("d4")),
    )


def test_M8_six_tower_deadlock_chain():
    # Gold's Brown a5 (Pink) -> Black's Pink a4 (Yellow) -> Gold's Yellow c5 (Blue) ->
    # Black's Blue b4 (Red) -> Gold's Red b5 (Purple) -> Black's Purple d4 (Brown) -> repeat.
    pos = wall(
        black={"a4": "pink", "b4": "blue", "c4": "brown", "e4": "green", "f4": "red", "g4": "yellow", "h4": "orange"},
        gold={"a5": "brown", "b5": "red", "c5": "yellow", "d5": "green", "e5": "pink", "f5": "purple",
              "g5": "blue", "h5": "orange"},
        mover_from="d2",
        mover="purple",
    )
    end = play(pos, "d2-d4")
    assert (end.result.reason, end.result.winner, end.result.tower) == ("M8", G, Colour.BROWN)
    assert end.result.chain == (
        Blocked(G, Colour.BROWN, sq("a5")),
        Blocked(B, Colour.PINK, sq("a4")),
        Blocked(G, Colour.YELLOW, sq("c5")),
        Blocked(B, Colour.BLUE, sq("b4")),
        Blocked(G, Colour.RED, sq("b5")),
        Blocked(B, Colour.PURPLE, sq("d4")),
    )


def test_M8_no_deadlock_when_the_chain_reaches_a_tower_that_can_move():
    # The M6 pass chain: two blocked towers, then Gold's Yellow can move, so the round goes on.
    pos = build({"h5": "B:blue", "h6": "G:red", "g6": "G:green"}, turn="B", to_move="red")
    after = play(pos, "c1-g5")
    assert after.result is None
    assert len(after.blocked_chain()) == 2


def test_M8_chain_may_come_back_to_a_later_link():
    # Black's Red c1-c2 lands on Yellow. Gold's Yellow (h6, Blue) and Black's Blue (h4, Pink)
    # are boxed in by h5 and g5; Gold's Pink (a6, Green) and Black's Green (a5, Pink) box each
    # other in with b5 and b6. The chain runs Gold's Yellow, Black's Blue, Gold's Pink, Black's
    # Green and then Gold's Pink again: it repeats, though not from its first link.
    pos = build(
        {
            "h6": "G:yellow", "h4": "B:blue", "h5": "B:brown", "g5": "G:red",
            "a6": "G:pink", "a5": "B:green", "b5": "B:yellow", "b6": "G:green",
        },
        turn="B",
        to_move="red",
    )
    end = play(pos, "c1-c2")
    assert end.result is not None
    assert (end.result.reason, end.result.winner, end.result.tower) == ("M8", G, Colour.YELLOW)
    assert end.result.chain == (
        Blocked(G, Colour.YELLOW, sq("h6")),
        Blocked(B, Colour.BLUE, sq("h4")),
        Blocked(G, Colour.PINK, sq("a6")),
        Blocked(B, Colour.GREEN, sq("a5")),
    )


def test_M8_sumos_that_cannot_push_are_blocked_too():
    # The Orange/Blue deadlock with two Sumos face to face: equal ranks cannot push (S8).
    pos = build(
        {"c2": "B:orange:1", "b5": "B:green", "d5": "B:red", "c6": "G:blue:1", "b6": "G:green", "d6": "G:red"},
        turn="B",
        to_move="orange",
    )
    end = play(pos, "c2-c5")
    assert end.result == RoundResult(
        G, Colour.BLUE, "M8", (Blocked(G, Colour.BLUE, sq("c6")), Blocked(B, Colour.ORANGE, sq("c5")))
    )
