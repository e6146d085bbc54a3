"""The one table of theme names (issue 41): the finder's names, for what the learner does, each mapped to the
practice bank's name (the engine's THEME_ORDER), the older names taken for the same themes, and the bank's puzzles
named the finder's way."""

from __future__ import annotations

from kamisado_widget.engine.themes import THEME_ORDER
from kamisado_widget.teaching.positions import finder
from kamisado_widget.teaching.positions.bank import bank
from kamisado_widget.teaching.positions.theme_names import (
    ALIASES,
    THEMES,
    bank_theme,
    finder_theme,
    finder_themes,
)


def test_every_bank_theme_has_one_finder_name_and_the_finder_takes_exactly_those_and_two_of_the_board():
    banked = [b for b in THEMES.values() if b is not None]
    assert sorted(banked) == sorted(THEME_ORDER), "each bank theme once"
    assert [t for t, b in THEMES.items() if b is None] == ["must pass", "sumo on the board"]
    assert finder.THEMES == tuple(THEMES)
    assert [finder_themes([b]) for b in THEME_ORDER] == [(t,) for t, b in THEMES.items() if b is not None]


def test_the_learners_actions_name_the_themes_the_teacher_asked_for():
    assert bank_theme("push") == "sumo push"
    assert bank_theme("make the opponent pass") == "opponent passes"
    assert bank_theme("must pass") is None and bank_theme("sumo on the board") is None


def test_the_older_names_and_any_case_or_spacing_stand_for_the_same_theme():
    assert ALIASES["forced pass"] == ALIASES["opponent passes"] == "make the opponent pass"
    for old in ("sumo push", "opponent passes", "forced pass", "deadlock", "home row", "sumo wins"):
        assert finder_theme(old) == ALIASES[old] and finder_theme(old.upper()) == ALIASES[old]
    assert finder_theme("  Win  with a SUMO ") == "win with a Sumo"
    assert [finder_theme(b) for b in THEME_ORDER] == [t for t, b in THEMES.items() if b is not None]
    assert finder_theme("shove") is None and finder_theme(3) is None and bank_theme("shove") is None


def test_every_puzzle_of_the_bank_names_its_themes_the_finders_way():
    named = {finder_themes(entry.themes) for entry in bank()}
    assert all(set(themes) <= set(THEMES) for themes in named)
    assert any("push" in themes for themes in named) and any("make the opponent pass" in themes for themes in named)
