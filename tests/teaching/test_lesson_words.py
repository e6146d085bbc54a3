"""Issue 39, nothing before its time: every lesson page of both courses, as its still pictures show it (its text, its
exercises' titles and tasks), names no rule's word or rule ID before the lesson that teaches it and no word of the
machinery; no exercise's title gives its answer away; and the check finds a planted example of each kind."""

from __future__ import annotations

import functools

import pytest
from helpers.lesson_words import COURSE, ids_taught, problems, readable_text
from helpers.tutorial_exercises import exercises_of

from kamisado_widget.engine import Fill, Move, MoveKind
from kamisado_widget.teaching.course.lesson_app import lesson_cells, lesson_path
from kamisado_widget.teaching.course.lesson_preview import lesson_preview

LANGUAGES = ["en", "de"]


@functools.cache
def markdown(name: str, language: str) -> str:
    return "\n".join(source for kind, source in lesson_cells(name, language) if kind == "markdown")


@functools.cache
def page(name: str, language: str) -> str:
    return readable_text(lesson_preview(name, language, pictures=None))  # the whole lesson


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("lesson", COURSE)
def test_a_lesson_page_says_nothing_before_its_time(lesson, language):
    taught = ids_taught(lesson, lambda name: markdown(name, language))
    assert problems(page(lesson, language), lesson, language, taught) == []


ANSWER_WORDS = {"en": {"pass": r"\bpass", "left": r"\bleft\b", "right": r"\bright\b"},
                "de": {"pass": r"\bpass", "left": r"\blinks\b", "right": r"\brechts\b"}}


def giveaway(title: str, answer: object, language: str) -> str | None:
    """The word of ``title`` that names the exercise's ``answer`` (a pass, a fill's direction), if any."""
    import re

    kind = "pass" if isinstance(answer, Move) and answer.is_pass else str(answer.value) if isinstance(answer, Fill) else ""
    word = ANSWER_WORDS[language].get(kind)
    found = re.search(word, title, re.IGNORECASE) if word else None
    return found.group(0) if found else None


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_exercise_title_names_its_answer(language):
    """A title that says "pass" over an exercise whose answer is a pass ("Your turn to pass"), or "left" over a fill
    from the left ("Gold's left"), gives the answer away before the learner tries."""
    found = []
    for lesson in COURSE:
        for ex in exercises_of(lesson_path(lesson, language)):
            word = giveaway(ex.title, ex.answer(), language)
            if word:
                found.append(f"{lesson}: {ex.title!r} says {word!r}")
    assert found == []


# ------------------------------------------------------------------ the check finds what it is for

def test_the_check_finds_a_planted_example_of_each_kind():
    taught = ids_taught("01_which_tower", lambda name: markdown(name, "en"))
    assert {"T1", "T2"} <= taught and "M1" not in taught
    planted = ("Black is the Defender here (M1): the widget asks the engine, see docs/notation.md. "
               "A Sumo push wins. Long match.")
    assert problems(planted, "01_which_tower", "en", taught) == [
        "'Defender' before 04_scoring_and_matches", "'Long match' before 04_scoring_and_matches",
        "'Sumo' before 03_sumo", "'push' before 03_sumo", "machinery word 'docs/notation.md'",
        "machinery word 'engine'", "machinery word 'widget'", "rule ID M1 not taught by 01_which_tower"]
    german = "Im Notebook stößt der Sumo; nach dem Aufstieg wird aufgefüllt (B4)."
    assert problems(german, "02_moving", "de", ids_taught("02_moving", lambda name: markdown(name, "de"))) == [
        "'Aufstieg' before 03_sumo", "'Sumo' before 03_sumo", "'aufgefüllt' before 04b_refilling",
        "'stößt' before 03_sumo", "machinery word 'Notebook'", "rule ID B4 not taught by 02_moving"]
    # the same words in their lesson, or in a link to it, are in their place
    assert problems("A Sumo push (S2).", "03_sumo", "en", {"S2"}) == []
    assert readable_text('<li><a href="03_sumo.html">3 · Sumo towers</a> – pushes</li><p>Go.</p>').split() == ["Go."]


def test_the_check_finds_a_planted_title_that_gives_the_answer_away():
    from kamisado_widget.engine import parse_square

    a_pass = Move.pass_(parse_square("d6"))
    assert giveaway("Your turn to pass", a_pass, "en") == "pass"
    assert giveaway("Du musst passen", a_pass, "de") == "pass"
    assert giveaway("Gold to move", a_pass, "en") is None
    assert giveaway("Gold's left", Fill("left"), "en") == "left"
    assert giveaway("Links für Gold", Fill("left"), "de") == "Links"
    assert giveaway("Brown stays on h8", Fill("left"), "en") is None
    assert giveaway("Pass the test", Move(MoveKind.STEP, parse_square("a1"), parse_square("a2")), "en") is None


@pytest.mark.parametrize("language", LANGUAGES)
def test_hint_steps_up_in_the_proven_lines(language):
    """Issue 39: a second Hint on 09's exercises said the first again ("×2"): each now has hints that step up to the
    move's tower, and no two hints of an exercise are the same."""
    for ex in exercises_of(lesson_path("09_the_solved_opening", language)):
        if ex.title in ("A winning first move", "Ein Gewinnzug zum Auftakt") or ex.id == "a-winning-first-move":
            continue  # (its hints are a list of its own, tested with the book)
        assert len(ex.hints) >= 3 and len(set(ex.hints)) == len(ex.hints), ex.title
