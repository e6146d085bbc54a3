"""The course map in the welcome notebook: every lesson, exactly the exercises the notebooks create, check marks; in
English and in German, with the same lessons and exercise ids in both (one exercise, one id, so progress made in one
language shows in the other)."""

from __future__ import annotations

import json
import re

import nbformat
import pytest
from helpers.catalogue_pattern import message_pattern
from helpers.notebook_files import LANGUAGES, NOTEBOOKS, copy_all, execute, folder, language_of, named, stem
from helpers.tutorial_exercises import exercises_of

from kamisado_widget import AnyMove, Exercise, lesson
from kamisado_widget.engine import Match
from kamisado_widget.engine.catalogue import _, speaking
from kamisado_widget.teaching.course.map import CHECK, NO_LESSONS, OPEN, SHOWN, course_map, exercises_in
from kamisado_widget.teaching.learner import progress

LESSONS = sorted(p.name for p in NOTEBOOKS.glob("*.ipynb") if p.name != "00_welcome.ipynb")
WITH_EXERCISES = [
    "01_which_tower.ipynb", "02_moving.ipynb", "03_sumo.ipynb", "04_scoring_and_matches.ipynb", "04b_refilling.ipynb",
    "07_play_the_computer.ipynb", "08_puzzles.ipynb", "09_the_solved_opening.ipynb",
]

START = Match(3).text()

TITLES = {
    "en": {"01_which_tower.ipynb": "1 · Which tower moves?", "08_puzzles.ipynb": "8 · Puzzles"},
    "de": {"01_which_tower.ipynb": "1 · Welcher Turm zieht?", "08_puzzles.ipynb": "8 · Rätsel"},
}


@pytest.fixture(scope="module")
def maps():
    """The course map of each language's folder."""
    return {language: course_map(folder(language)) for language in LANGUAGES}


@pytest.fixture(scope="module")
def the_map(maps):
    return maps["en"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_map_lists_every_lesson_in_order_with_its_title(maps, language):
    the_map = maps[language]
    assert [lesson.path for lesson in the_map.lessons] == LESSONS
    for name in ("01_which_tower.ipynb", "02_moving.ipynb", "03_sumo.ipynb", "04_scoring_and_matches.ipynb",
                 "04b_refilling.ipynb", "05_match.ipynb", "07_play_the_computer.ipynb", "08_puzzles.ipynb"):
        assert name in LESSONS
    titles = {lesson.path: lesson.title for lesson in the_map.lessons}
    for name, title in TITLES[language].items():
        assert titles[name] == title


def test_the_german_map_speaks_german_and_the_english_map_english(maps):
    assert maps["de"].language == "de" and maps["en"].language in (None, "en")


@pytest.mark.parametrize("name", [named(name, language) for language in LANGUAGES for name in WITH_EXERCISES])
def test_the_map_lists_exactly_the_exercises_the_notebook_creates(maps, name):
    """Read from the source without running it, checked against the Exercises the notebook's code creates."""
    created = [(ex.progress_id, ex.title) for ex in exercises_of(name)]
    the_map = maps[language_of(name)]
    listed = [(e.id, e.title) for lesson in the_map.lessons if lesson.path == f"{stem(name)}.ipynb" for e in lesson.exercises]
    assert created and listed == created


@pytest.mark.parametrize("name", WITH_EXERCISES)
def test_a_lesson_has_the_same_exercise_ids_in_every_language(maps, name):
    """One exercise, one id: the German lesson's exercises are the English one's, in the same order (their titles
    are German), so progress, the course map and the class table match across the languages."""
    ids = {language: [e.id for lesson in maps[language].lessons if lesson.path == name for e in lesson.exercises]
           for language in LANGUAGES}
    assert ids["en"] and all(found == ids["en"] for found in ids.values()), ids
    made = {language: [ex.progress_id for ex in exercises_of(named(name, language))] for language in LANGUAGES}
    assert all(found == made["en"] for found in made.values()), made


@pytest.mark.parametrize("language", LANGUAGES)
def test_lessons_without_exercises_list_none(maps, language):
    empty = {lesson.path for lesson in maps[language].lessons if not lesson.exercises}
    assert empty == set(LESSONS) - set(WITH_EXERCISES)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_exercise_id_is_unique_across_the_course(maps, language):
    ids = [e.id for lesson in maps[language].lessons for e in lesson.exercises]
    assert len(ids) == len(set(ids)), sorted({i for i in ids if ids.count(i) > 1})


def test_the_reader_finds_positional_and_keyword_titles_and_explicit_ids_in_order():
    source = (
        "%matplotlib inline\n"
        "ExerciseSet([Exercise('First', 't', P, g), Exercise(title='Second', id='two', task='t', position=P, goal=g)])\n"
        "Exercise(title=make_title(), task='t', position=P, goal=g)\n"  # not written out: cannot be listed
    )
    assert [(e.id, e.title) for e in exercises_in(source)] == [("first", "First"), ("two", "Second")]
    assert exercises_in("def broken(:\n") == []


def test_check_marks_and_counts_come_from_the_saved_progress(the_map):
    progress.save_state("answer-the-colour")
    progress.save_state("your-opening-move", "shown")  # shown is not solved
    progress.save_state("puzzle-W1-01")
    text = the_map.text()
    assert f"  {CHECK} Answer the colour" in text
    shown = _("{title} (answer shown)").format(title="Your opening move")
    assert f"  {SHOWN} {shown}" in text and f"  {OPEN} Choose Gold's tower" in text
    assert _("{title} ({path}) — {solved} of {count} solved").format(
        title="1 · Which tower moves?", path="01_which_tower.ipynb", solved=1, count=3) in text
    counts = the_map.counts()
    assert counts["01_which_tower.ipynb"] == (1, 3) and counts["08_puzzles.ipynb"][0] == 1
    assert counts["02_moving.ipynb"][0] == 0
    page = the_map._repr_html_()
    for name in LESSONS:
        assert f'<a href="{name}" target="_self">' in page
    assert page.count('class="kw-course-solved"') == 2
    progress.reset_progress()
    assert CHECK not in the_map.text(), "marks are read again each time the map is shown"


def test_a_folder_without_lessons_says_so(tmp_path):
    assert course_map(tmp_path).text() == _(NO_LESSONS).format(folder=tmp_path.resolve())


class Output:
    """A cell's output as the notebook keeps it: what was displayed, then each update in place."""

    def __init__(self, bundle):
        self.html = bundle["text/html"]

    def update(self, bundle, raw):
        assert raw
        self.html = bundle["text/html"]


def test_the_course_map_redraws_after_a_solve_without_running_its_cell(tmp_path, own_progress_file, monkeypatch):
    from kamisado_widget.teaching.course import map as course_map_module

    monkeypatch.setattr(course_map_module, "_display", Output)
    monkeypatch.setattr(course_map_module, "_in_kernel", lambda: True)
    notebook = tmp_path / "sumo.ipynb"
    cells = [{"cell_type": "markdown", "metadata": {}, "source": "# Sumo"},
             {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
              "source": 'lesson("Sumo")\nExercise("Open", "Open.", START, AnyMove())'}]
    notebook.write_text(json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}))
    shown = course_map([notebook]).show()  # displayed without a name: kept redrawn all the same
    assert "0 of 1 solved" in shown.html
    lesson("Sumo")
    Exercise("Open", "Open.", START, AnyMove()).view().attempt("c1-c6")
    assert "1 of 1 solved" in shown.html and "kw-course-map" in shown.html
    progress.reset_progress()
    progress.save_state("sumo/open", "shown")
    assert "0 of 1 solved" in shown.html and "answer shown" in shown.html
    progress.reset_progress()
    assert "answer shown" not in shown.html


def test_outside_a_kernel_a_shown_course_map_is_not_redrawn_into_later_output(tmp_path, own_progress_file, capsys):
    """In plain Python a display's update prints the map again: a map shown there is not kept redrawn, so a later
    solve prints nothing of it (the guide's examples and the doctests run after one another in one process)."""
    from kamisado_widget.teaching.course import map as course_map_module

    course_map([tmp_path]).show()
    capsys.readouterr()
    lesson("Quiet")
    Exercise("Open", "Open.", START, AnyMove()).view().attempt("c1-c6")
    assert not re.search(message_pattern(NO_LESSONS, whole=False), capsys.readouterr().out)
    assert not course_map_module._in_kernel()


def test_the_welcome_notebook_shows_the_map_with_the_saved_marks(tmp_path, own_progress_file):
    """Solved in an earlier session (the file), shown by a new kernel running 00_welcome next to the lessons."""
    copy_all(tmp_path)
    own_progress_file.write_text(json.dumps({"version": 1, "exercises": {"push": {"state": "solved"}}}))
    nb = nbformat.read(tmp_path / "00_welcome.ipynb", as_version=4)
    execute(nb, tmp_path)
    html = nb.cells[-1].outputs[0]["data"]["text/html"]
    solved = _("{solved} of {count} solved").format(solved=1, count=12)
    assert f'<a href="03_sumo.ipynb" target="_self">3 · Sumo towers</a> — {solved}' in html
    assert f'<li class="kw-course-solved">{CHECK} Push!</li>' in html
    assert '<a href="08_puzzles.ipynb" target="_self">' in html


def test_the_german_welcome_notebook_shows_the_german_map_with_progress_made_in_english(tmp_path, own_progress_file):
    """An exercise solved in the English course ("push", 03 "Push!") is checked in the German course's map, under its
    German title, in a new kernel running the German 00_welcome next to the German lessons."""
    copy_all(tmp_path, "de")
    own_progress_file.write_text(json.dumps({"version": 1, "exercises": {"push": {"state": "solved"}}}))
    nb = nbformat.read(tmp_path / "00_welcome.ipynb", as_version=4)
    execute(nb, tmp_path)
    html = nb.cells[-1].outputs[0]["data"]["text/html"]
    with speaking("de"):
        solved = _("{solved} of {count} solved").format(solved=1, count=12)
    assert f'<a href="03_sumo.ipynb" target="_self">3 · Sumo-Türme</a> — {solved}' in html
    assert f'<li class="kw-course-solved">{CHECK} Stoß!</li>' in html
    assert '<a href="01_which_tower.ipynb" target="_self">1 · Welcher Turm zieht?</a>' in html
    assert 'lang="de"' in html
