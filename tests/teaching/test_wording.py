"""What a learner reads is said once and in plain words: moves, not plies; no "budget spent", no "How far?:", no
"1 of them a push", no second numbering in the course map (the learners' wording list)."""

from __future__ import annotations

import pathlib

from helpers.positions import after

from kamisado_widget import Exercise, ExerciseSet, OneOf, course_map
from kamisado_widget.engine import Colour, Match, Player, Position, parse_square
from kamisado_widget.engine.catalogue import _, ngettext
from kamisado_widget.engine.names import tower_name
from kamisado_widget.session.pointer import Select, read_click

NOTEBOOKS = pathlib.Path(__file__).parents[2] / "notebooks"


def test_S2_a_tower_whose_only_move_is_a_push_says_so_plainly():
    # Black's Red Sumo on d4, Gold's Blue on d5, and a wall of Gold towers on c5 and e5: only the push is left.
    m = Match.from_text("o3yrgn/8/8/2ubp3/3R+4/8/8/NG1YPUBO b r - standard target=3 round=2 challenger=g")
    said = read_click(m, None, parse_square("d4"))
    assert isinstance(said, Select)
    moves = [t for t in m.legal_moves() if t.from_square == parse_square("d4")]
    assert [t.text() for t in moves] == ["d4>d5"]
    assert said.text == ngettext("{tower} on {square}: {count} legal move: a push.",
                                 "{tower} on {square}: {count} legal moves, all of them pushes.", 1).format(
        tower=tower_name(Player.BLACK, Colour.RED, 1), square="d4", count=1), "not '1 of them a push'"


def test_a_set_whose_title_ends_in_a_question_mark_gets_no_colon():
    a = Exercise("One", "Move Orange.", after("c1-c6"), OneOf(["a8-a7"]))
    line = _("{solved} of {count} solved — exercise {at}").format(solved=0, count=1, at=1)
    assert ExerciseSet([a], title="How far?").progress_text == "How far? " + line
    assert ExerciseSet([a], title="Pushes").progress_text == _("{title}: {progress}").format(title="Pushes", progress=line)


def test_the_course_map_does_not_number_the_numbered_lessons_again():
    html = course_map(NOTEBOOKS)._repr_html_()
    assert "<ol>" not in html and '<ul style="list-style: none">' in html
    assert '<a href="01_which_tower.ipynb" target="_self">1 · Which tower moves?</a>' in html


def test_the_analysis_speaks_of_moves_and_says_plainly_when_it_could_not_tell():
    from kamisado_widget.session.computer import analysis_view

    unknown = analysis_view(Match.from_text(Position.initial(turn=Player.GOLD).text()), nodes=200)  # not in the book
    limit = ngettext("after looking at {count} position", "after looking at {count} positions", 200).format(count=200)
    assert unknown["text"] == _(
        "Analysis: I could not work it out {limit}: the round can still go too many ways.").format(limit=limit)
    assert unknown["result"] == "unknown"
