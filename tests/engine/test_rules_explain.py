"""Rules D1-D2: what the engine tells a learner about illegal moves, passes and deadlocks."""

import json
from pathlib import Path

import pytest
from helpers.rules import build, gold_about_to_win_round_one, match_from, play, sq

from kamisado_widget.engine import (
    Blocked,
    Colour,
    IllegalMoveError,
    Move,
    MoveKind,
    Phase,
    Player,
    Position,
    Verdict,
    explain,
)
from kamisado_widget.engine.catalogue import _

B, G = Player.BLACK, Player.GOLD


def after_yellow_to_red_square():
    """Black's Yellow d1-d6 ends on a Red square: Gold must move its Red (f8)."""
    return play(Position.initial(), "d1-d6")


def red_on_d4(**extra):
    return build({"d4": "B:red", **extra}, turn="B", to_move="red")


def yellow_on_d1(rank):
    return build({"d1": f"B:yellow:{rank}", "h7": "G:pink"}, to_move="yellow")


# ------------------------------------------------------------------------ D1
def test_D1_wrong_tower_names_the_required_colour_and_why():
    pos = after_yellow_to_red_square()
    v = explain(pos, sq("h8"), sq("h7"))
    assert isinstance(v, Verdict)
    assert (v.legal, v.move, v.rule) == (False, None, "T2")
    why = _("{player} must move {colour} — the opponent's last move ended on a square of that colour.")
    assert "Gold" in v.reason and why.format(player="Gold", colour="Red") in v.reason
    assert "h8" in v.reason and "Brown" in v.reason
    assert str(v).startswith("T2")


def test_D1_legal_move_gives_the_move():
    pos = after_yellow_to_red_square()
    v = explain(pos, sq("f8"), sq("f3"))
    assert v.legal and v.rule is None
    assert v.move == Move.from_text("f8-f3")


def test_D1_opponents_tower_and_empty_square():
    pos = after_yellow_to_red_square()
    v = explain(pos, sq("a1"), sq("a2"))  # Black's tower, but it is Gold's turn
    assert (v.legal, v.rule) == (False, "T2")
    assert "Gold" in v.reason and "Black's Brown" in v.reason
    v = explain(pos, sq("e5"), sq("e4"))
    assert (v.legal, v.rule) == (False, "T2")
    assert "e5" in v.reason


CASES = [
    # (position, from, to, rule, words the reason must contain)
    (lambda: red_on_d4(), "d4", "c4", "M1", ["sideways", "d4", "c4"]),
    (lambda: red_on_d4(), "d4", "d3", "M1", ["backwards", "d4", "d3"]),
    (lambda: red_on_d4(d6="G:yellow"), "d4", "d7", "M2", ["d6", "Gold's Yellow"]),
    (lambda: red_on_d4(d6="G:yellow"), "d4", "d6", "M3", ["d6", "Gold's Yellow"]),
    (lambda: red_on_d4(), "d4", "d4", "M5", ["d4", "Black's Red"]),
    (lambda: yellow_on_d1(2), "d1", "d5", "S1", ["Double Sumo", "3"]),
    (lambda: yellow_on_d1(1), "d1", "d7", "S1", ["Sumo", "5"]),
    (lambda: build({"d4": "B:red:1", "e5": "G:yellow"}, to_move="red"), "d4", "e5", "S4", ["e5", "Gold's Yellow"]),
    (lambda: build({"d5": "B:red:1", "d6": "G:yellow:1"}, to_move="red"), "d5", "d6", "S8", ["Sumo", "Gold's Yellow"]),
    (lambda: build({"d3": "B:red:2", "d4": "G:yellow", "d5": "G:pink", "d6": "G:brown"}, to_move="red"),
     "d3", "d4", "S7", ["Double Sumo", "2"]),
    (lambda: build({"d3": "B:red:2", "d4": "G:yellow", "d5": "B:blue"}, to_move="red"),
     "d3", "d4", "S9", ["Black's Blue"]),
    (lambda: build({"d5": "B:red:1", "d6": "G:yellow", "c6": "G:purple", "e6": "G:green"}, to_move="red"),
     "d5", "d5", "S11", ["d5"]),
]


@pytest.mark.parametrize("make, frm, to, rule, words", CASES, ids=[f"{c[3]}-{c[1]}-{c[2]}" for c in CASES])
def test_D1_every_illegal_move_names_its_rule_and_reason(make, frm, to, rule, words):
    pos = make()
    v = explain(pos, sq(frm), sq(to))
    assert (v.legal, v.rule) == (False, rule)
    for w in words:
        assert w in v.reason, (w, v.reason)
    # Position.move_for and Position.play give the same rule.
    with pytest.raises(IllegalMoveError) as err:
        pos.move_for(sq(frm), sq(to))
    assert (err.value.rule, err.value.reason) == (rule, v.reason)
    assert str(err.value).startswith(f"{rule}: ")


def test_D1_moves_after_the_round_is_over():
    end = play(build({"a3": "G:brown", "c4": "B:red"}, turn="G", to_move="brown"), "a3-c1")
    assert end.result is not None
    v = explain(end, sq("c4"), sq("c5"))
    assert (v.legal, v.rule) == (False, "M7")
    assert "over" in v.reason
    with pytest.raises(IllegalMoveError) as err:
        end.play(Move.from_text("c4-c5"))
    assert err.value.rule == "M7"


def test_D1_moves_after_a_deadlock_name_the_deadlock():
    start = build(
        {"c2": "B:orange", "b5": "B:green", "d5": "B:red", "c6": "G:blue", "b6": "G:green", "d6": "G:red"},
        turn="B", to_move="orange",
    )
    end = play(start, "c2-c5")
    v = explain(end, sq("c6"), sq("c6"))
    assert (v.legal, v.rule) == (False, "M8")


def test_D1_match_refuses_moves_between_rounds_and_after_the_match():
    m = gold_about_to_win_round_one()
    m.play("a3-a1")
    assert m.phase is Phase.FILL
    before = (m.state, len(m.events))
    with pytest.raises(IllegalMoveError) as err:
        m.play("c1-c2")
    assert err.value.rule in ("M7", "F1")
    assert "fill" in err.value.reason
    assert (m.state, len(m.events)) == before
    v = m.explain(sq("c1"), sq("c2"))
    assert not v.legal and v.rule in ("M7", "F1")

    done = match_from(build({"f7": "B:purple", "a5": "G:red"}, to_move="purple"), target=1)
    done.play("f7-f8")
    v = done.explain(sq("a8"), sq("a7"))
    assert (v.legal, v.rule) == (False, "R4")
    assert "over" in v.reason


def test_D1_illegal_moves_leave_the_match_unchanged():
    m = gold_about_to_win_round_one()
    before = (m.state, len(m.events))
    with pytest.raises(IllegalMoveError) as err:
        m.play_squares(sq("a3"), sq("b2"))  # b2 holds Black's Brown
    assert err.value.rule == "M3" and "b2" in err.value.reason
    with pytest.raises(IllegalMoveError) as err:
        m.play("g8-g7")  # Gold's Purple, but Gold must move Blue
    assert err.value.rule == "T2"
    assert (m.state, len(m.events)) == before


# ------------------------------------------------------------------------ D2
def test_D2_pass_chain_names_the_blocked_towers_in_order():
    pos = build({"h5": "B:blue", "h6": "G:red", "g6": "G:green"}, turn="B", to_move="red")
    pos = play(pos, "c1-g5")
    chain = pos.blocked_chain()
    assert chain == (Blocked(G, Colour.RED, sq("h6")), Blocked(B, Colour.BLUE, sq("h5")))
    assert [b.describe() for b in chain] == ["Gold's Red on h6", "Black's Blue on h5"]
    v = explain(pos, sq("h6"), sq("h6"))
    assert v.legal and "Gold's Red" in v.reason and "M6" in v.reason
    after = play(pos, "h6=")
    assert after.blocked_chain() == chain[1:]


def test_D2_deadlock_names_the_blocked_towers_in_order():
    black = {"a4": "pink", "b4": "brown", "c4": "green", "e4": "red", "f4": "yellow", "g4": "blue", "h4": "orange"}
    gold = {"a5": "brown", "b5": "yellow", "c5": "green", "d5": "red", "e5": "pink", "f5": "purple",
            "g5": "blue", "h5": "orange"}
    spec = {s: f"B:{c}" for s, c in black.items()} | {s: f"G:{c}" for s, c in gold.items()} | {"d2": "B:purple"}
    end = play(build(spec, to_move="purple"), "d2-d4")
    expected = ["Gold's Brown on a5", "Black's Pink on a4", "Gold's Yellow on b5", "Black's Purple on d4"]
    assert [b.describe() for b in end.result.chain] == expected
    assert [b.describe() for b in end.blocked_chain()] == expected
    text = end.result.describe()
    assert text.startswith("M8")
    positions = [text.index(e) for e in expected]
    assert positions == sorted(positions)
    assert "Black" in text and "Gold's Brown" in text


# ----------------------------------------------------- the sentences, word for word
SENTENCES = json.loads((Path(__file__).parent / "explain_sentences.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", SENTENCES, ids=lambda c: f"{c['rule']}-{c['from']}-{c['to']}-{c['kind']}")
def test_D1_every_kind_of_explanation_reads_as_recorded(case):
    """D1: two examples of every kind of sentence explain() writes (every rule, every case of it,
    legal steps, pushes and passes), recorded from random rounds, read word for word the same.
    Rewording an explanation means updating explain_sentences.json on purpose."""
    pos = Position.from_text(case["position"])
    kind = None if case["kind"] is None else MoveKind(case["kind"])
    v = explain(pos, case["from"], case["to"], kind)
    assert (v.legal, v.rule, v.reason) == (case["legal"], case["rule"], case["reason"])
    assert (None if v.move is None else v.move.text()) == case["move"]
