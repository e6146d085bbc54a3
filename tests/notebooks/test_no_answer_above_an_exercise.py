"""No tutorial gives an exercise's answer away before a try (issue 26, "nothing given away"), checked by the package's
own ``check_lesson`` (issue 41, item 7: the rules are the package's, :mod:`kamisado_widget.teaching.classroom.giveaways`,
so a teacher runs the same check on a notebook of their own): no exercise starts from a position a demo above it shows
playing its answer, no text above it, nor any exercise's task (all are on the page before a try), writes one of its
answers, no board's marked squares stop at its answer (S1) unless it is made with ``show_targets=False``, and no demo
below a fill exercise names a direction in its title.

Two things are allowed, because they show no answer: a position where every legal move is right (the exercise asks
the learner to make a move, e.g. to press Pass, M6), and a demo's position from which the demo plays a move the
exercise refuses (it showed the trap; the exercise asks to avoid it). A free board may show an exercise's position:
it gives no hint before the lesson's exercises are tried (tests/teaching/test_free_boards.py). The answers are the
exercises' own (``goal.answers``), never written out here. The German lessons are held to the same: their moves,
squares and positions are the English ones'. A teacher's own notebooks with a leak of each kind:
tests/teaching/test_lesson_check.py."""

from __future__ import annotations

import pytest
from helpers.lesson_contents import run_lesson
from helpers.notebook_files import every_language, language_of, stem

from kamisado_widget import Exercise, Satisfies, check_lesson
from kamisado_widget.teaching.classroom.giveaways import OnThePage, demo_positions, fill_words, giveaways, placement
from kamisado_widget.teaching.course.demo import Demo

LESSONS = every_language([
    "01_which_tower", "02_moving", "03_sumo", "04_scoring_and_matches", "04b_refilling", "08_puzzles",
    "09_the_solved_opening",
])


def checked(name: str):
    """``check_lesson`` on the tutorial ``name`` (``"de/02_moving"``: the German course's)."""
    return check_lesson(stem(name), language=language_of(name))


@pytest.mark.parametrize("name", LESSONS)
def test_no_exercise_is_answered_above_it_nor_marks_squares_that_stop_at_the_answer(name):
    """Every rule, on every exercise the lesson shows: 03 "A Sumo on an open file"'s marked squares stopped at f7, the
    answer (as far as a Sumo goes, S1), until it was made with show_targets=False. The check runs the whole lesson and
    sees each exercise it shows (as many as the lesson's run in this process shows)."""
    found = checked(name)
    assert found.leaks == () and found.problem is None and found, found.text()
    assert found.exercises == len({id(ex) for ex in run_lesson(name).exercises()}) > 0


def test_the_rule_finds_a_demo_that_plays_the_answer():
    """The check itself: tutorial 02's 'Set the trap', as it was, started from the 'Trapped' demo's position, whose
    first step (a3-a5) is its answer."""
    trapped = "obu1y2n/8/3p1r2/2NgY3/8/R4U2/7O/1G2P1B1 b r - standard"
    demo = Demo(trapped, ["a3-a5", "d6=", "a5-d8"], title="Trapped")
    ex = Exercise("Set the trap", "Find the move.", trapped, Satisfies(lambda pos: bool(pos.blocked_chain())),
                  id="trap-check", lesson="rule-check")
    found = giveaways([OnThePage("demo", demo), OnThePage("exercise", ex)])
    assert found == [("'Set the trap' starts from a position the demo 'Trapped' above it shows, and the demo plays "
                      "its answer a3-a5 there.")]
    assert giveaways([OnThePage("exercise", ex), OnThePage("demo", demo)]) == []  # below it, the demo shows the answer after a try


def test_the_solved_opening_says_nothing_of_where_the_winning_first_moves_go():
    """Item 5: the text under exercise 1 of tutorial 09 said the winning first moves go "straight ahead" (its hint)."""
    text = " ".join(s.item for s in run_lesson("09_the_solved_opening").shown if s.kind == "markdown")
    assert "like the winning moves" not in text and "winning moves go" not in text


@pytest.mark.parametrize("name", every_language(["04b_refilling"]))
def test_no_demo_below_a_fill_exercise_names_a_direction_in_its_title(name):
    """Issue 39: 04b's demo heading "Why the right-hand fill loses" stood right under the "Choose wisely" fill
    buttons, so the page said which fill loses before a try. A demo below a fill exercise, from its position, is
    there for after the try: its title names neither direction (its steps show the fill once the learner plays them).
    A demo above the exercise that teaches how a fill lines the towers up may name the one it shows."""
    shown = run_lesson(name).shown
    below = []
    for at, thing in enumerate(shown):
        if thing.kind != "exercise" or thing.item.goal.kind != "fill":
            continue
        start = placement(thing.item.start().position)
        below += [s.item.title for s in shown[at + 1:]
                  if s.kind == "demo" and placement(demo_positions(s.item)[0][0]) == start]
    assert below, "04b shows a demo below its fill exercise: the check has something to check"
    assert [title for title in below if fill_words(title, language_of(name))] == []
    assert checked(name).leaks == ()


def test_the_fill_direction_check_catches_a_planted_title():
    assert fill_words("Why the right-hand fill loses", "en") == ["right"]
    assert fill_words("Warum Auffüllen von rechts verliert", "de") == ["rechts"]
    assert fill_words("Why one of the two fills loses", "en") == []
    assert fill_words("Warum eine der beiden Richtungen verliert", "de") == []
    assert fill_words("Warum Auffüllen von rechts verliert") == ["rechts"]  # every course's words, for any notebook
    assert fill_words("Left or right?") == ["left", "right"]
