"""The tutorials say each thing once and explain their notation: a teacher's extra words for a rule never repeat the
engine's sentence they follow (D1), a demo's board does not repeat its caption on the message line, and a pass (M6)
and a push (S2) are said in words where the lessons first show their notation. The German lessons are held to the
same, in German (tests/notebooks/conftest.py: their tests speak German) (issue 26, items 12 and 13)."""

from __future__ import annotations

import re

import pytest
from helpers.lesson_contents import run_lesson
from helpers.notebook_files import every_language, language_of

from kamisado_widget.engine import explain
from kamisado_widget.engine.catalogue import _
from kamisado_widget.teaching.course.demo import START_MESSAGE

WITH_FEEDBACK = every_language(["01_which_tower", "02_moving", "03_sumo", "04_scoring_and_matches", "04b_refilling"])

WINS = {"en": "wins", "de": "gewinnt"}
"""The word a caption would use to say who won the round."""
NOTATION = {
    "en": (r"a pass is written as .*`=`", r"a push is\s+written with `>`"),
    "de": (r"wird ein Pass\s+als\s.*`=`", r"wird ein Stoß\s+mit `>`"),
}
"""Where 02 says in words what ``=`` (a pass, M6) means, and 03 what ``>`` (a push, S2) means."""


def _runs(text: str, n: int = 4) -> set[tuple[str, ...]]:
    words = re.findall(r"\w+", text.lower())
    return {tuple(words[i:i + n]) for i in range(len(words) - n + 1)}


@pytest.mark.parametrize("name", WITH_FEEDBACK)
def test_D1_no_teachers_words_repeat_four_words_of_the_engines_sentence(name):
    """ "M3 The square c6 is taken …; a tower moves only onto an empty square. A tower may only stop on an empty
    square." said it twice."""
    for ex in run_lesson(name).exercises():
        pos = ex.start().position
        for tower in pos.towers():
            for to in range(64):
                verdict = explain(pos, tower.square, to)
                extra = ex.feedback.get(verdict.rule or "", "")
                if not verdict.legal and extra:
                    shared = _runs(extra) & _runs(verdict.reason)
                    assert not shared, f"{ex.title} ({verdict.rule}): {extra!r} repeats {verdict.reason!r}"


@pytest.mark.parametrize("name", every_language(["01_which_tower", "02_moving", "04_scoring_and_matches"]))
def test_a_demos_message_line_leaves_the_step_to_its_caption(name):
    for shown in run_lesson(name).shown:
        if shown.kind != "demo":
            continue
        demo = shown.item
        for step in range(1, len(demo.steps) + 1):
            demo.go(step)
            assert demo.board.message == "", f"{demo.title} step {step}: {demo.board.message!r}"
        demo.go(0)
        assert demo.board.message == _(START_MESSAGE)


@pytest.mark.parametrize("name", every_language(["01_which_tower"]))
def test_M7_the_first_demos_last_caption_leaves_the_result_to_the_board(name):
    """01: the round's result was said by the caption, the message line, the status and the round's end."""
    demo = next(s.item for s in run_lesson(name).shown if s.kind == "demo")
    demo.go(len(demo.steps))
    assert WINS[language_of(name)] not in demo.caption_text and demo.board.view["round_end"] is not None


@pytest.mark.parametrize("moving, sumo", list(zip(every_language(["02_moving"]), every_language(["03_sumo"]))))
def test_M6_S2_the_lessons_say_pass_and_push_notation_in_words(moving, sumo):
    pass_words, push_words = NOTATION[language_of(moving)]
    moving_text = " ".join(s.item for s in run_lesson(moving).shown if s.kind == "markdown")
    sumo_text = " ".join(s.item for s in run_lesson(sumo).shown if s.kind == "markdown")
    assert re.search(pass_words, moving_text, re.DOTALL)
    assert re.search(push_words, sumo_text)


def test_the_solved_opening_points_to_nothing_its_exercise_boards_lack():
    """09 said "the moves before them are in the move list" where an exercise's board has none."""
    lesson = run_lesson("09_the_solved_opening")
    text = " ".join(s.item for s in lesson.shown if s.kind == "markdown")
    assert "move list. In each" not in text and "are in the move list" not in text
    assert all(ex.view().board.view["controls"]["moves"] is False for ex in lesson.exercises())
