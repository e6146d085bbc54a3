"""Tutorial 08 as a learner meets it in an app: no printed Python value (it printed a puzzle's id, themes, rating
and a dict of its game), no "run the cell", and titles that show only the goal ("Win in 2") until a puzzle is solved
or shown; every count of moves is the winner's own (M6, S3 included) (issue 26)."""

from __future__ import annotations

import re

import pytest
from helpers.lesson_contents import RUN_WORDS, run_lesson
from helpers.notebook_files import every_language, language_of, text
from IPython.core.interactiveshell import InteractiveShell
from IPython.utils.capture import capture_output

from kamisado_widget.engine.catalogue import speaking
from kamisado_widget.teaching.course.lesson_app import lesson_cells
from kamisado_widget.teaching.learner import lessons
from kamisado_widget.teaching.positions.puzzles import GRADES, grade_title, load_puzzles

NAME = "08_puzzles"


@pytest.mark.parametrize("name", every_language([NAME]))
def test_the_app_prints_nothing_and_displays_only_its_puzzle_sets(name):
    """Each code cell, run as the app runs it (its last value aside, which the app displays): nothing printed on
    stdout or stderr, nothing displayed by the code itself; the values shown are the four puzzle sets."""
    lessons.forget()
    InteractiveShell.clear_instance()
    shell = InteractiveShell.instance()
    try:
        for kind, source in lesson_cells(NAME, language_of(name)):
            if kind != "code":
                continue
            with capture_output() as out:
                result = shell.run_cell(source, store_history=False, silent=True)  # silent: no Out[] of the value
            result.raise_error()
            assert out.stdout == "" and out.stderr == "" and out.outputs == [], source
    finally:
        InteractiveShell.clear_instance()
    codes = [source.strip() for kind, source in lesson_cells(NAME, language_of(name)) if kind == "code"]
    assert codes[1:] == [f"puzzle_set({moves})" for moves in GRADES], "the only values the page shows"


def test_the_app_asks_the_learner_to_run_nothing_and_never_says_rating_or_ply():
    for kind, source in lesson_cells(NAME):
        if kind == "markdown":
            assert not RUN_WORDS.search(source), source[:120]
            assert "rating" not in source.lower() and not re.search(r"\bpl(y|ies)\b", source, re.IGNORECASE)
    assert "Run All Cells" in text(f"{NAME}.ipynb", "markdown"), "the notebook keeps it for JupyterLab"


@pytest.mark.parametrize("name", every_language([NAME]))
def test_every_puzzle_on_the_page_is_titled_by_its_goal_alone(name):
    """In the lesson's language: the German page's puzzles are titled "Gewinn in 2" as the catalogue says it."""
    lesson = run_lesson(name)
    exercises = lesson.exercises()
    assert len(exercises) == len(load_puzzles())
    with speaking(language_of(name)):
        assert {ex.title for ex in exercises} == {grade_title(moves) for moves in GRADES}
    assert all(ex.title_after.startswith(f"{ex.title} · ") for ex in exercises)
