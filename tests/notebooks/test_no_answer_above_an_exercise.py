"""No tutorial gives an exercise's answer away above it: no exercise starts from a position a demo above it shows,
and no text above it, nor any exercise's task (all are on the page before a try), writes one of its answers (issue
26, "nothing given away").

Two things are allowed, because they show no answer: a position where every legal move is right (the exercise asks
the learner to make a move, e.g. to press Pass, M6), and a demo's position from which the demo plays a move the
exercise refuses (it showed the trap; the exercise asks to avoid it). A free board may show an exercise's position:
it gives no hint before the lesson's exercises are tried (tests/teaching/test_free_boards.py). The answers are the
exercises' own (``goal.answers``), never written out here. The German lessons are held to the same: their moves,
squares and positions are the English ones'."""

from __future__ import annotations

import re

import pytest
from helpers.lesson_contents import Lesson, demo_positions, placement, run_lesson, stops_at_its_reach
from helpers.notebook_files import every_language

from kamisado_widget import Exercise
from kamisado_widget.engine import Move, Position

LESSONS = every_language([
    "01_which_tower", "02_moving", "03_sumo", "04_scoring_and_matches", "04b_refilling", "08_puzzles",
    "09_the_solved_opening",
])


def _moves_answers(ex: Exercise) -> tuple[Position, set[str]] | None:
    """The exercise's starting position and its right first moves; None when there is nothing to give away (a fill
    task, or every legal move is right)."""
    if ex.goal.kind == "fill":
        return None
    start = ex.start().position
    answers = set(ex.goal.answers(ex.start()))
    if answers >= {m.text() for m in start.legal_moves()}:
        return None
    return start, answers


def _giveaways(lesson: Lesson) -> list[str]:
    found = []
    for i, shown in enumerate(lesson.shown):
        if shown.kind != "exercise":
            continue
        ex: Exercise = shown.item
        facts = _moves_answers(ex)
        if facts is None:
            continue
        start, answers = facts
        above = lesson.shown[:i]
        for item in above:
            if item.kind == "demo":
                for pos, step in demo_positions(item.item):
                    if placement(pos) == placement(start) and (step is None or step in answers):
                        found.append(f"{ex.title!r} starts from a position the demo {item.item.title!r} shows"
                                     + (f", and the demo plays {step} there" if step else ""))
        tasks = " ".join(other.task for other in lesson.exercises())  # every task is on the page before a try
        words = " ".join(item.item for item in above if item.kind == "markdown") + " " + tasks
        for answer in answers:
            if re.search(rf"(?<![a-h0-9]){re.escape(answer)}(?![0-9])", words):
                found.append(f"{ex.title!r}: the text above it or a task of the lesson writes its answer {answer}")
    return found


@pytest.mark.parametrize("name", LESSONS)
def test_no_exercise_is_answered_above_it(name):
    assert _giveaways(run_lesson(name)) == []


@pytest.mark.parametrize("name", LESSONS)
def test_S1_a_board_marks_no_squares_that_stop_at_the_answer(name):
    """03 "A Sumo on an open file": the marked squares stopped at f7, the answer (as far as a Sumo goes, S1)."""
    for ex in run_lesson(name).exercises():
        facts = _moves_answers(ex)
        if facts and any(stops_at_its_reach(ex, Move.from_text(a)) for a in facts[1]):
            assert not ex.show_targets, f"{ex.title}: its marked squares would stop at the answer"


def test_the_rule_finds_a_demo_that_plays_the_answer():
    """The check itself: tutorial 02's 'Set the trap', as it was, started from the 'Trapped' demo's position, whose
    first step (a3-a5) is its answer."""
    from helpers.lesson_contents import Shown

    from kamisado_widget import Satisfies
    from kamisado_widget.teaching.course.demo import Demo

    trapped = "obu1y2n/8/3p1r2/2NgY3/8/R4U2/7O/1G2P1B1 b r - standard"
    demo = Demo(trapped, ["a3-a5", "d6=", "a5-d8"], title="Trapped")
    ex = Exercise("Set the trap", "Find the move.", trapped, Satisfies(lambda pos: bool(pos.blocked_chain())),
                  id="trap-check", lesson="rule-check")
    found = _giveaways(Lesson("check", [Shown("demo", demo), Shown("exercise", ex)]))
    assert found == ["'Set the trap' starts from a position the demo 'Trapped' shows, and the demo plays a3-a5 there"]


def test_the_solved_opening_says_nothing_of_where_the_winning_first_moves_go():
    """Item 5: the text under exercise 1 of tutorial 09 said the winning first moves go "straight ahead" (its hint)."""
    text = " ".join(s.item for s in run_lesson("09_the_solved_opening").shown if s.kind == "markdown")
    assert "like the winning moves" not in text and "winning moves go" not in text


# A fill's two directions as the lessons write them, in each course's language.
DIRECTIONS = {"en": ("left", "right"), "de": ("links", "rechts")}


def _fill_words(title: str, language: str) -> list[str]:
    return [word for word in DIRECTIONS[language] if re.search(rf"\b{word}", title, re.IGNORECASE)]


@pytest.mark.parametrize("name", every_language(["04b_refilling"]))
def test_no_demo_below_a_fill_exercise_names_a_direction_in_its_title(name):
    """Issue 39: 04b's demo heading "Why the right-hand fill loses" stood right under the "Choose wisely" fill
    buttons, so the page said which fill loses before a try. A demo below a fill exercise, from its position, is
    there for after the try: its title names neither direction (its steps show the fill once the learner plays them).
    A demo above the exercise that teaches how a fill lines the towers up may name the one it shows."""
    language = "de" if name.startswith("de/") else "en"
    shown = run_lesson(name).shown
    checked = 0
    for at, thing in enumerate(shown):
        if thing.kind != "exercise" or thing.item.goal.kind != "fill":
            continue
        ex = thing.item
        for below in shown[at + 1:]:
            if below.kind == "demo" and placement(demo_positions(below.item)[0][0]) == placement(ex.start().position):
                checked += 1
                title = below.item.title
                assert not _fill_words(title, language), f"{ex.title}: the demo below it, {title!r}, names the fill"
    assert checked, "04b shows a demo below its fill exercise: the check has something to check"


def test_the_fill_direction_check_catches_a_planted_title():
    assert _fill_words("Why the right-hand fill loses", "en") == ["right"]
    assert _fill_words("Warum Auffüllen von rechts verliert", "de") == ["rechts"]
    assert _fill_words("Why one of the two fills loses", "en") == []
    assert _fill_words("Warum eine der beiden Richtungen verliert", "de") == []
