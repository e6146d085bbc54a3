"""A puzzle's themes, read by the engine from its proven line (issue 40): the course's puzzles' themes, as
puzzles.json stores them (written by scripts/make_puzzles.py when the puzzles were made), are read again the same."""

from __future__ import annotations

from kamisado_widget.engine import Layout, Move, Position
from kamisado_widget.engine.themes import THEME_ORDER, themes_of
from kamisado_widget.teaching.positions.puzzles import line_themes, load_puzzles


def test_M6_M7_M8_S2_the_course_puzzles_themes_agree_with_the_engines():
    for p in load_puzzles():
        line = [Move.from_text(m) for m in p.line]
        new = set(themes_of(p.start, line))
        assert set(p.themes) == new & {"sumo push", "pass", "deadlock", "home row"}, p.id  # as stored
        assert line_themes(p.start, line)[1].result is not None
        assert ("opponent passes" in new) == any(
            m.is_pass and pos.turn is not p.start.turn for m, pos in zip(line, _positions(p.start, line))), p.id
        assert list(themes_of(p.start, line)) == [t for t in THEME_ORDER if t in new], "in the one order"


def _positions(start: Position, line: list[Move]) -> list[Position]:
    out, pos = [], start
    for m in line:
        out.append(pos)
        pos = pos.play(m)
    return out


def test_B4_T1_a_mirrored_board_and_the_first_moves_length_are_themes_of_their_own():
    start = Position.initial()
    assert themes_of(start, [Move.from_text("d1-d6")]) == ("long run",)
    assert themes_of(start, [Move.from_text("d1-d2")]) == ("quiet move",)  # d1 could go further
    assert themes_of(start, [Move.from_text("d1-d3")]) == ()
    assert themes_of(start, []) == ()
    mirrored = Position.initial(Layout.MIRRORED)
    assert themes_of(mirrored, [Move.from_text("d1-d3")]) == ("mirrored layout",)
