"""The engine speaks German when asked: explanations (D1), errors, hints and the solver's answers come from the
German catalogue, with the towers named as docs/glossary.md says ("Braun (Gold)") (issue 29)."""

from __future__ import annotations

import math

import pytest
from helpers.rounds import random_round, wins_at_once
from helpers.rules import play, sq

from kamisado_widget.engine import (
    IllegalMoveError,
    InvalidPositionError,
    Match,
    Move,
    NotationError,
    Position,
    explain,
)
from kamisado_widget.engine.ai import hint, solve
from kamisado_widget.engine.catalogue import _, speaking
from kamisado_widget.engine.words import parse_word

T2_GERMAN = ("Der Turm auf h8 ist Braun (Gold), aber Gold muss Violett ziehen – der letzte Zug des Gegners endete auf "
             "einem Feld dieser Farbe.")


def test_D1_T2_explanation_in_german_names_the_rule_and_the_towers() -> None:
    """D1, T2: Gold tries its Brown after d1-d3 (a Purple square): the rule is T2, and the sentence names the
    tower as "Braun (Gold)" and the colour that must move in German."""
    pos = play(Position.initial(), "d1-d3")
    with speaking("de"):
        verdict = explain(pos, sq("h8"), sq("h7"))
    assert (verdict.legal, verdict.rule, verdict.reason) == (False, "T2", T2_GERMAN)
    assert str(verdict) == "T2: " + T2_GERMAN


def test_an_illegal_move_raised_in_german_is_german() -> None:
    pos = play(Position.initial(), "d1-d3")
    with speaking("de"), pytest.raises(IllegalMoveError) as err:
        play(pos, "h8-h7")
    assert err.value.rule == "T2" and str(err.value) == "T2: " + T2_GERMAN


def test_S1_reach_in_german_with_the_plural_of_the_language() -> None:
    """S1: a Sumo moves at most 5 squares; the German sentence has the German plural ("Felder")."""
    pos = Position.from_text("n+g++ry++pu+bo/8/8/8/8/8/8/O+B+U+P+Y++R+GN+ g * - mirrored")
    english = explain(pos, 56, 0)
    with speaking("de"):
        german = explain(pos, 56, 0)
    # English wording itself (issue 29: the small set)
    assert english.reason == "a Sumo moves at most 5 squares; a8 to a1 is 7."
    assert (german.rule, german.reason) == ("S1", "Ein Sumo zieht höchstens 5 Felder weit; von a8 nach a1 sind es 7.")


def test_a_legal_move_is_told_in_german() -> None:
    with speaking("de"):
        verdict = explain(Position.initial(), sq("d1"), sq("d5"))
    assert verdict.legal and verdict.reason == "Gelb (Schwarz) auf d1 zieht nach d5."


def test_errors_for_bad_input_are_german() -> None:
    with speaking("de"):
        with pytest.raises(NotationError, match=r"^'zz' ist kein Zug: Schreib einen gewöhnlichen Zug als 'c1-c6'"):
            Move.from_text("zz")
        with pytest.raises(InvalidPositionError, match=r"^R1: Eine Partie geht bis 1, 3, 7 oder 15 Punkte, nicht 2$"):
            Match(target=2)
        with pytest.raises(NotationError, match=r"Die Richtung ist 'left' oder 'right', nicht 'up'\."):
            parse_word("up", {"left": 1, "right": 2}, _("Die Richtung ist {choices}, nicht {value}."))
    match = Match()
    with speaking("de"), pytest.raises(Exception, match="es gibt nichts zurückzunehmen"):
        match.undo()


def test_a_round_over_in_german() -> None:
    positions, _moves = random_round(5)
    end = positions[-1]
    assert end.result is not None
    with speaking("de"):
        h = hint(end, math.inf, max_nodes=1_000)
    assert h.move is None and h.reason.startswith(f"die Runde ist vorbei: {end.result.reason}: ")


def test_hint_and_solver_count_the_winners_own_moves_in_german() -> None:
    """A win in 1 is "gewinnt in 1 Zug" (singular), the solver's answer "in 1 eigenen Zug"."""
    for seed in range(200):
        positions, _moves = random_round(seed)
        pos = positions[-2]
        if pos.result is None and any(wins_at_once(pos, m) for m in pos.legal_moves()):
            break
    else:
        pytest.fail("no position with a win in one")
    with speaking("de"):
        h = hint(pos, math.inf, max_nodes=20_000)
        text = solve(pos, max_nodes=20_000).text()
    assert h.reason == "gewinnt in 1 Zug"
    assert text.endswith("gewinnt in 1 eigenen Zug")
    assert hint(pos, math.inf, max_nodes=20_000).reason == "wins in 1"


def test_a_change_of_language_changes_the_next_sentence_only() -> None:
    pos = play(Position.initial(), "d1-d3")
    english = explain(pos, sq("h8"), sq("h7")).reason
    with speaking("de"):
        assert explain(pos, sq("h8"), sq("h7")).reason == T2_GERMAN
    assert explain(pos, sq("h8"), sq("h7")).reason == english != T2_GERMAN
