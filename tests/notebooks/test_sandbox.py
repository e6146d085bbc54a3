"""The sandbox notebook's three positions really show what its text says (M8, S7, F1-F4)."""

import re

from helpers.notebook_files import text

from kamisado_widget.engine import Fill, Match, Player, refill

NOTEBOOK = "06_sandbox.ipynb"


def position(name: str) -> Match:
    source = text(NOTEBOOK, "code")
    return Match.from_text(re.search(rf'{name} = KamisadoWidget\(position="([^"]+)"\)', source).group(1))


def test_M8_exactly_one_of_golds_moves_causes_a_deadlock_that_gold_loses():
    pos = position("deadlock").position
    deadlocks = [m.text() for m in pos.legal_moves() if (r := pos.play(m).result) and r.reason == "M8"]
    assert deadlocks == ["e8-h5"]
    result = pos.play_text("e8-h5").result
    assert result.winner is Player.BLACK and len(result.chain) >= 2
    assert len(pos.legal_moves()) == 10


def test_S7_S3_the_triple_sumo_pushes_three_and_moves_again():
    match = position("triple")
    assert "d3>d4" in [m.text() for m in match.legal_moves()]
    before = match.position
    match.play("d3>d4")
    after = match.position
    moved_back = [t for t in before.towers() if t.player is Player.GOLD and t.square != after.square_of(t.player, t.colour)]
    assert len(moved_back) == 3 and {t.rank for t in moved_back} == {0, 1, 2}
    assert after.turn is Player.BLACK and after.extra_turn


def gold_forces_a_quick_win(pos) -> bool:
    """Gold (the Challenger, free choice) has an opening after which every Black reply loses at once."""
    for first in pos.legal_moves():
        p1 = pos.play(first)
        replies = p1.legal_moves()
        if all(
            (p2 := p1.play(r)).result is None
            and any((w := p2.play(m).result) and w.winner is Player.GOLD for m in p2.legal_moves())
            for r in replies
        ):
            return True
    return False


def test_F1_F4_one_fill_direction_hands_gold_the_next_round():
    state = position("refill_choice").state
    assert state.position.result.winner is Player.BLACK
    lost = {d: gold_forces_a_quick_win(refill(state.promoted_position(), d, Player.GOLD)) for d in Fill}
    assert sorted(lost.values()) == [False, True]
