"""Rules S1-S11: Sumo reach and the Sumo push."""

import pytest
from helpers.rules import build, moves, play, sq, targets, where

from kamisado_widget.engine import (
    Colour,
    IllegalMoveError,
    Move,
    MoveKind,
    Player,
    explain,
)

B, G = Player.BLACK, Player.GOLD


def yellow_on_d1(rank):
    """Black's Yellow (rank ``rank``) on d1 must move; the d-file and its diagonals are open
    (Gold's Pink waits on h7, away from every line through d1)."""
    return build({"d1": f"B:yellow:{rank}", "h7": "G:pink"}, to_move="yellow")


def red_sumo_facing(front: str = "G:yellow", rank: int = 1, **extra):
    """Black's Red of rank ``rank`` on d5 must move; ``front`` stands on d6 (a Red square)."""
    spec = {"d5": f"B:red:{rank}", "d6": front}
    spec.update(extra)
    return build(spec, turn="B", to_move="red")


def push_reason(pos, frm, to):
    v = explain(pos, sq(frm), sq(to))
    assert not v.legal
    assert not any(m.is_push for m in pos.legal_moves())
    with pytest.raises(IllegalMoveError) as err:
        pos.play(Move.push(sq(frm), sq(to)))
    assert err.value.rule == v.rule
    return v


# ------------------------------------------------------------------------ S1
REACH_BY_HAND = {
    0: {"d2", "d3", "d4", "d5", "d6", "d7", "d8", "c2", "b3", "a4", "e2", "f3", "g4", "h5"},
    1: {"d2", "d3", "d4", "d5", "d6", "c2", "b3", "a4", "e2", "f3", "g4", "h5"},
    2: {"d2", "d3", "d4", "c2", "b3", "a4", "e2", "f3", "g4"},
    3: {"d2", "c2", "e2"},
}


@pytest.mark.parametrize("rank", [0, 1, 2, 3])
def test_S1_reach_by_rank(rank):
    assert targets(yellow_on_d1(rank), "d1") == REACH_BY_HAND[rank]


@pytest.mark.parametrize(
    "rank, to, name, limit",
    [
        (1, "d7", "Sumo", "5"), (2, "d5", "Double Sumo", "3"), (2, "h5", "Double Sumo", "3"),
        (3, "d3", "Triple Sumo", "1"),
    ],
)
def test_S1_too_far_is_explained(rank, to, name, limit):
    pos = yellow_on_d1(rank)
    v = explain(pos, sq("d1"), sq(to))
    assert (v.legal, v.rule) == (False, "S1")
    assert name in v.reason and limit in v.reason
    with pytest.raises(IllegalMoveError) as err:
        pos.play(Move.step(sq("d1"), sq(to)))
    assert err.value.rule == "S1"


# ------------------------------------------------------------------------ S2
def test_S2_red_sumo_pushes_onto_green_worked_example():
    """Worked example: Gold's Red f8-d6 stops on the Red square in front of Black's Red Sumo
    (d5). The push sends Gold's Red back to d7, a Green square, so Black moves Green next."""
    pos = build({"d5": "B:red:1"}, turn="G", to_move="red")
    pos = play(pos, "f8-d6")
    assert (pos.turn, pos.to_move) == (B, Colour.RED)
    assert moves(pos) == {"d5>d6", "d5-c6", "d5-b7", "d5-e6", "d5-f7"}
    before = {(t.player, t.colour): t for t in pos.towers()}
    after = play(pos, "d5>d6")
    assert where(after, B, "red") == "d6"
    assert where(after, G, "red") == "d7"
    assert after.rank_of(B, Colour.RED) == 1 and after.rank_of(G, Colour.RED) == 0
    moved = {k for k, t in before.items() if after.square_of(*k) != t.square}
    assert moved == {(B, Colour.RED), (G, Colour.RED)}
    # S3: Gold skips its turn; Black moves again, with its Green (b1).
    assert (after.turn, after.to_move, after.extra_turn) == (B, Colour.GREEN, True)
    assert {m.from_square for m in after.legal_moves()} == {sq("b1")}
    assert after.result is None


def test_S2_gold_pushes_down_the_board():
    # Gold's Red Sumo on e4 pushes Black's Yellow from e3 to e2 (Green) and steps to e3.
    pos = build({"e4": "G:red:1", "e3": "B:yellow"}, turn="G", to_move="red")
    assert moves(pos) == {"e4>e3", "e4-d3", "e4-c2", "e4-f3", "e4-g2"}
    after = play(pos, "e4>e3")
    assert (where(after, G, "red"), where(after, B, "yellow")) == ("e3", "e2")
    assert (after.turn, after.to_move, after.extra_turn) == (G, Colour.GREEN, True)


def test_S2_push_is_a_move_of_its_own_kind():
    pos = red_sumo_facing()
    push = pos.move_for(sq("d5"), sq("d6"))
    assert push == Move.from_text("d5>d6")
    assert push.kind is MoveKind.PUSH


def test_S2_only_the_tower_that_must_move_may_push():
    # At a free choice (T1) nobody "must" move, so there is no push.
    pos = build({"d5": "B:red:1", "d6": "G:yellow"}, turn="B", to_move=None)
    assert not any(m.is_push for m in pos.legal_moves())
    v = explain(pos, sq("d5"), sq("d6"))
    assert not v.legal


def test_S2_normal_towers_never_push():
    pos = red_sumo_facing(rank=0)
    assert "d6" not in targets(pos, "d5")
    assert not any(m.is_push for m in pos.legal_moves())


# ------------------------------------------------------------------------ S3
def test_S3_next_tower_is_the_colour_under_the_furthest_pushed_tower():
    # Black's Blue Double Sumo on c3 pushes Gold towers on c4 and c5 to c5 (Blue) and c6
    # (Orange). The furthest one decides: Black moves Orange next, not Blue.
    pos = build({"c3": "B:blue:2", "c4": "G:green", "c5": "G:red"}, turn="B", to_move="blue")
    after = play(pos, "c3>c4")
    assert (where(after, B, "blue"), where(after, G, "green"), where(after, G, "red")) == ("c4", "c5", "c6")
    assert (after.turn, after.to_move, after.extra_turn) == (B, Colour.ORANGE, True)
    # After the extra move, play alternates again.
    nxt = play(after, "h1-h2")  # h2 is Red
    assert (nxt.turn, nxt.to_move, nxt.extra_turn) == (G, Colour.RED, False)


def test_S3_wrong_tower_after_a_push_is_refused():
    after = play(red_sumo_facing(), "d5>d6")
    v = explain(after, sq("d6"), sq("c7"))  # the Red Sumo again, but Green must move
    assert (v.legal, v.rule) == (False, "S3")
    assert "Green" in v.reason
    v = explain(after, sq("a8"), sq("a7"))  # Gold's turn was skipped
    assert (v.legal, v.rule) == (False, "S3")


def test_S3_triple_sumo_pushes_three_then_again_worked_example():
    """Worked example: Black's Green Triple Sumo (f1) pushes Gold towers on f2, f3, f4 (a
    normal tower, a Sumo and a Double). The furthest lands on f5, a Green square, so the same
    Triple moves again; a second push leaves the furthest on f6 (Brown): Black's Brown moves."""
    pos = build(
        {"f1": "B:green:3", "b1": "B:purple", "f2": "G:yellow", "f3": "G:pink:1", "f4": "G:purple:2"},
        turn="B",
        to_move="green",
    )
    assert moves(pos) == {"f1-e2", "f1-g2", "f1>f2"}
    pos = play(pos, "f1>f2")
    assert [where(pos, G, c) for c in ("yellow", "pink", "purple")] == ["f3", "f4", "f5"]
    assert where(pos, B, "green") == "f2"
    assert (pos.turn, pos.to_move, pos.extra_turn) == (B, Colour.GREEN, True)
    assert moves(pos) == {"f2-e3", "f2-g3", "f2>f3"}
    pos = play(pos, "f2>f3")
    assert [where(pos, G, c) for c in ("yellow", "pink", "purple")] == ["f4", "f5", "f6"]
    assert where(pos, B, "green") == "f3"
    assert (pos.turn, pos.to_move, pos.extra_turn) == (B, Colour.BROWN, True)
    assert {m.from_square for m in pos.legal_moves()} == {sq("a1")}
    # Ranks are untouched by pushing.
    assert [pos.rank_of(G, Colour[c]) for c in ("YELLOW", "PINK", "PURPLE")] == [0, 1, 2]
    assert pos.rank_of(B, Colour.GREEN) == 3


def test_S3_blocked_tower_after_a_push_passes_to_the_opponent():
    # Black's Green on b1 (a Green square) is boxed in by a2, b2, c2: after the push it
    # passes, and Gold moves its Green (T2 through the pass).
    pos = red_sumo_facing(a2="B:brown", b2="B:yellow", c2="B:pink")
    after = play(pos, "d5>d6")
    assert moves(after) == {"b1="}
    after = play(after, "b1=")
    assert (after.turn, after.to_move, after.extra_turn) == (G, Colour.GREEN, False)


# ------------------------------------------------------------------------ S4
def test_S4_no_diagonal_push():
    pos = build({"d4": "B:red:1", "e5": "G:yellow"}, turn="B", to_move="red")
    assert "e5" not in targets(pos, "d4")
    v = push_reason(pos, "d4", "e5")
    assert v.rule == "S4"
    assert "e5" in v.reason and "Gold's Yellow" in v.reason


def test_S4_the_pushed_tower_must_be_right_in_front():
    pos = build({"d4": "B:red:1", "d6": "G:yellow"}, turn="B", to_move="red")
    assert not any(m.is_push for m in pos.legal_moves())
    with pytest.raises(IllegalMoveError):
        pos.play(Move.push(sq("d4"), sq("d6")))
    with pytest.raises(IllegalMoveError):
        pos.play(Move.push(sq("d4"), sq("d5")))  # nothing on d5 to push


# ------------------------------------------------------------------------ S5
def test_S5_square_behind_must_be_empty():
    # A Sumo facing two towers in a row: the one it could push has nowhere to go.
    pos = red_sumo_facing(d7="G:brown")
    assert push_reason(pos, "d5", "d6").rule in ("S5", "S7")


def test_S5_square_behind_must_be_on_the_board():
    # A Double Sumo on d6 facing d7 and d8: the furthest would leave the board.
    pos = build({"d6": "B:red:2", "d7": "G:yellow"}, turn="B", to_move="red")
    assert moves(pos) == {"d6-c7", "d6-e7"}
    assert push_reason(pos, "d6", "d7").rule in ("S5", "S6")


# ------------------------------------------------------------------------ S6
def test_S6_a_tower_on_its_own_home_row_cannot_be_pushed():
    # Black's Red Sumo on e7 faces Gold's Yellow on e8; d8 and f8 are full too: no push,
    # no step, so Black passes (M6).
    pos = build({"e7": "B:red:1"}, turn="B", to_move="red")
    assert moves(pos) == {"e7="}
    v = push_reason(pos, "e7", "e8")
    assert v.rule in ("S6", "S5")
    assert "e8" in v.reason


def test_S6_also_for_gold_pushing_towards_rank_1():
    pos = build({"c2": "G:blue:3"}, turn="G", to_move="blue")
    assert moves(pos) == {"c2="}
    assert push_reason(pos, "c2", "c1").rule in ("S6", "S5")


# ------------------------------------------------------------------------ S7
def test_S7_sumo_pushes_one():
    assert "d5>d6" in moves(red_sumo_facing())
    assert push_reason(red_sumo_facing(d7="G:brown"), "d5", "d6").rule == "S7"


def test_S7_double_pushes_at_most_two():
    two = build({"d3": "B:red:2", "d4": "G:yellow", "d5": "G:pink"}, turn="B", to_move="red")
    assert "d3>d4" in moves(two)
    three = build({"d3": "B:red:2", "d4": "G:yellow", "d5": "G:pink", "d6": "G:brown"}, turn="B", to_move="red")
    v = push_reason(three, "d3", "d4")
    assert v.rule == "S7"
    assert "Double Sumo" in v.reason and "2" in v.reason


def test_S7_triple_pushes_at_most_three():
    four = build(
        {"f1": "B:green:3", "b1": "B:purple", "f2": "G:yellow", "f3": "G:pink", "f4": "G:purple", "f5": "G:red"},
        turn="B",
        to_move="green",
    )
    assert moves(four) == {"f1-e2", "f1-g2"}
    assert push_reason(four, "f1", "f2").rule == "S7"


def test_S7_only_the_unbroken_line_is_pushed():
    # A gap after d4: only Gold's Yellow moves; Gold's Pink on d6 stays.
    pos = build({"d3": "B:red:2", "d4": "G:yellow", "d6": "G:pink"}, turn="B", to_move="red")
    after = play(pos, "d3>d4")
    assert (where(after, B, "red"), where(after, G, "yellow"), where(after, G, "pink")) == ("d4", "d5", "d6")
    assert after.to_move is Colour.ORANGE  # d5


# ------------------------------------------------------------------------ S8
@pytest.mark.parametrize("pusher, pushed", [(1, 1), (1, 2), (2, 2), (2, 3), (3, 3)])
def test_S8_equal_or_higher_rank_cannot_be_pushed(pusher, pushed):
    pos = red_sumo_facing(front=f"G:yellow:{pushed}", rank=pusher)
    v = push_reason(pos, "d5", "d6")
    assert v.rule == "S8"
    assert "Gold's Yellow" in v.reason


def test_S8_the_sumo_cannot_push_a_sumo_explained():
    v = push_reason(red_sumo_facing(front="G:yellow:1", rank=1), "d5", "d6")
    assert v.rule == "S8"
    assert "Gold's Yellow Sumo" in v.reason and "d6" in v.reason


def test_S8_every_tower_in_the_line_must_be_lower():
    ok = build({"d3": "B:red:2", "d4": "G:yellow", "d5": "G:pink:1"}, turn="B", to_move="red")
    assert "d3>d4" in moves(ok)
    bad = build({"d3": "B:red:2", "d4": "G:yellow", "d5": "G:pink:2"}, turn="B", to_move="red")
    v = push_reason(bad, "d3", "d4")
    assert v.rule == "S8" and "Gold's Pink" in v.reason


# ------------------------------------------------------------------------ S9
def test_S9_a_line_with_an_own_tower_cannot_be_pushed():
    pos = build({"d3": "B:red:2", "d4": "G:yellow", "d5": "B:blue"}, turn="B", to_move="red")
    v = push_reason(pos, "d3", "d4")
    assert v.rule == "S9"
    assert "Black's Blue" in v.reason


def test_S9_own_tower_in_front_is_not_pushed():
    pos = red_sumo_facing(front="B:blue")
    assert push_reason(pos, "d5", "d6").rule in ("S9", "M3")


# ------------------------------------------------------------------------ S10
def test_S10_push_is_optional_when_the_sumo_can_step():
    pos = red_sumo_facing()
    assert moves(pos) == {"d5>d6", "d5-c6", "d5-b7", "d5-e6", "d5-f7"}
    after = play(pos, "d5-c6")  # c6 is Orange
    assert (after.turn, after.to_move, after.extra_turn) == (G, Colour.ORANGE, False)
    assert where(after, G, "yellow") == "d6"


# ------------------------------------------------------------------------ S11
def test_S11_forced_push_no_pass():
    pos = red_sumo_facing(c6="G:purple", e6="G:green")
    assert moves(pos) == {"d5>d6"}
    assert pos.blocked_chain() == ()
    with pytest.raises(IllegalMoveError) as err:
        pos.play(Move.pass_(sq("d5")))
    assert err.value.rule == "S11"
    v = explain(pos, sq("d5"), sq("d5"))
    assert (v.legal, v.rule) == (False, "S11")
    after = play(pos, "d5>d6")
    assert (after.turn, after.to_move) == (B, Colour.GREEN)
