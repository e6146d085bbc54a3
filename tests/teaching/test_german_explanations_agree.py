"""In German a whole sentence after a colon starts with a capital: the engine's explanation (``str(explain(...))``,
"T2: Der Turm …") and an exercise's feedback for the same wrong move say the same words (issue 41). English keeps
its small letter after "T2: "."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from helpers.rules import play, sq

from kamisado_widget import AnyMove, Exercise
from kamisado_widget.engine import Match, Position, explain
from kamisado_widget.engine.catalogue import set_language, speaking

GERMAN = Path(__file__).resolve().parents[2] / "kamisado_widget" / "locale" / "de" / "LC_MESSAGES" / "kamisado_widget.po"


@pytest.mark.parametrize("move, rule", [("h8-h7", "T2"), ("a8-a7", "T2"), ("g7-g6", "T2")])
def test_an_exercise_and_explain_say_the_same_german_sentence(move: str, rule: str) -> None:
    """After d1-d3 Gold must move Purple: a wrong tower, and an empty square, explained by the engine and by an
    exercise."""
    start = Match(3)
    start.play("d1-d3")
    with speaking("de"):
        verdict = explain(play(Position.initial(), "d1-d3"), sq(move[:2]), sq(move[3:]))
    set_language("de")
    try:
        said = Exercise("Violett", "Zieh den Turm, der ziehen muss.", start.text(), AnyMove(), id="de-agree").view(
        ).attempt(move)
    finally:
        set_language(None)
    assert verdict.rule == rule and said == str(verdict), (said, str(verdict))
    assert str(verdict)[len(rule) + 2].isupper(), str(verdict)


def test_every_german_explanation_starts_with_a_capital() -> None:
    with GERMAN.open("rb") as f:
        catalog = read_po(f)
    explained = [m for m in catalog if m.id and any(loc == "kamisado_widget/engine/explain.py" for loc, _ in m.locations)]
    assert len(explained) > 30
    small = [form for m in explained for form in (m.string if isinstance(m.string, tuple) else (m.string,))
             if form and form[0].islower()]
    assert not small, small[:5]


def test_english_keeps_its_small_letter_after_the_rule() -> None:
    assert str(explain(play(Position.initial(), "d1-d3"), sq("h8"), sq("h7"))).startswith("T2: the tower on h8 is ")


def test_every_german_sentence_after_a_rule_id_starts_with_a_capital() -> None:
    """Not only explain.py's: a position's setup errors too ("T2: Der Turm, der ziehen muss (…)", "P2: Der
    Punktestand …")."""
    import re

    with GERMAN.open("rb") as f:
        catalog = read_po(f)
    forms = [form for m in catalog if m.id for form in (m.string if isinstance(m.string, tuple) else (m.string,))]
    small = [form for form in forms if re.match(r"[A-Z][0-9]+: [a-zäöü]", form or "")]
    assert not small, small[:5]
