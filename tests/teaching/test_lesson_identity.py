"""Issue 41, item 3: lessons that never share records. Two notebooks of one folder that start one lesson are named
when either runs (in a kernel Jupyter Server started for it, and when the package runs it for a class table), until
one gives its lesson an id of its own; calling lesson() again keeps the id check (a second exercise under one id in
one run is refused, a changed one in a later run is named)."""

from __future__ import annotations

import json
import pathlib
import warnings

import pytest
from helpers.positions import after

from kamisado_widget import Exercise, ExerciseError, OneOf, lesson
from kamisado_widget.teaching.classroom.lesson_exercises import run_lesson
from kamisado_widget.teaching.learner import lessons
from kamisado_widget.teaching.learner.lessons import LessonWarning, lessons_started, notebooks_of_lesson

POSITION = after("c1-c6")


def notebook(path: pathlib.Path, *cells: str) -> pathlib.Path:
    nb = {"cells": [{"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None, "source": c}
                    for c in cells], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    path.write_text(json.dumps(nb), encoding="utf-8")
    return path


MONDAY = ('from kamisado_widget import Exercise, OneOf, lesson\n'
          'lesson("Sumo week")\n'
          f'push = Exercise("Push!", "Move Orange.", {POSITION!r}, OneOf(["a8-a7"]))\npush')


@pytest.fixture
def week(tmp_path):
    monday = notebook(tmp_path / "monday.ipynb", MONDAY)
    tuesday = notebook(tmp_path / "tuesday.ipynb", MONDAY.replace('"a8-a7"', '"a8-a6"'))
    return monday, tuesday


def test_two_notebooks_that_start_one_lesson_are_named_when_either_runs_in_a_kernel(week, monkeypatch):
    monday, tuesday = week
    for here, other in [(monday, tuesday), (tuesday, monday)]:
        monkeypatch.setenv("JPY_SESSION_NAME", str(here))  # as Jupyter Server starts the notebook's kernel
        with pytest.raises(ExerciseError) as err:
            lesson("Sumo week")
        said = str(err.value)
        assert here.name in said and other.name in said and "id=" in said, said
        assert lessons.current_lesson() == "", "a refused lesson starts nothing"


def test_an_id_of_its_own_keeps_the_records_apart(week, monkeypatch):
    monday, tuesday = week
    text = tuesday.read_text().replace('lesson(\\"Sumo week\\")', 'lesson(\\"Sumo week\\", id=\\"sumo-week-tuesday\\")')
    tuesday.write_text(text)
    monkeypatch.setenv("JPY_SESSION_NAME", str(tuesday))
    assert lesson("Sumo week", id="sumo-week-tuesday") == "sumo-week-tuesday"
    assert Exercise("Push!", "Move Orange.", POSITION, OneOf(["a8-a6"])).progress_id == "sumo-week-tuesday/push"
    monkeypatch.setenv("JPY_SESSION_NAME", str(monday))
    assert lesson("Sumo week") == "sumo-week"


def test_the_class_tables_run_of_a_lesson_names_the_clash(week):
    """The package's own run (class table, course map) knows the notebook: the clash is the lesson's problem."""
    run = run_lesson(week[1])
    assert run.problem is not None and "monday.ipynb" in run.problem and "tuesday.ipynb" in run.problem


def test_lessons_are_read_from_code_with_their_ids():
    assert lessons_started('lesson("Sumo week")\nlesson("Sumo week", id="Week 2")\nlesson(name)') == [
        "sumo-week", "week-2"]
    assert lessons_started("lesson(") == []


def test_unreadable_notebooks_are_passed_over(week, tmp_path):
    (tmp_path / "broken.ipynb").write_text("{not json")
    assert [p.name for p in notebooks_of_lesson(tmp_path, "sumo-week")] == ["monday.ipynb", "tuesday.ipynb"]


@pytest.mark.parametrize("bad", ["", "  ", 3, "!!"])
def test_a_lesson_id_must_be_a_text_of_letters_or_digits(bad):
    with pytest.raises(ExerciseError, match="id="):
        lesson("Sumo week", id=bad)


def test_a_second_exercise_under_one_id_after_lesson_is_called_again_is_refused_in_that_run():
    """The issue's case: lesson("L1") again cleared the check, so a second "Push!" on another position took the
    same id. In one run two are refused; a run after lesson() again takes the changed one with a warning."""
    lesson("L1")
    Exercise("Push!", "Move Orange.", POSITION, OneOf(["a8-a7"]))
    lesson("L1")
    with pytest.warns(LessonWarning):
        Exercise("Push!", "Move Orange.", POSITION, OneOf(["a8-a6"]))
    with pytest.raises(ExerciseError, match="already has an exercise with the id"):
        Exercise("Push!", "Move Orange.", POSITION, OneOf(["a8-a5"]))
    lesson("L1")
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the same exercise again (the notebook run again, unchanged): no warning
        Exercise("Push!", "Move Orange.", POSITION, OneOf(["a8-a6"]))


def test_the_course_map_names_two_notebooks_that_start_one_lesson(week):
    """The map of the week's folder names the pair (solving Monday's had marked Tuesday's solved)."""
    from kamisado_widget import course_map

    shown = course_map(week[0].parent)
    assert shown.clashes == [("sumo-week", "monday.ipynb", "tuesday.ipynb")]
    assert "monday.ipynb and tuesday.ipynb both start the lesson 'sumo-week'" in shown.text()
    assert "kw-course-clash" in shown._repr_html_()


def test_the_tutorials_maps_name_no_clash():
    from kamisado_widget import course_map
    from kamisado_widget.teaching.course.tutorials import tutorials_dir

    for language in ("en", "de"):
        assert course_map(tutorials_dir(language)).clashes == []


def test_the_class_table_names_the_clash_of_two_lesson_notebooks(week):
    from kamisado_widget import class_progress

    (week[0].parent / "hand-ins").mkdir()
    table = class_progress(week[0].parent / "hand-ins", lessons=[week[0], week[1]])
    said = " ".join(table.not_run)
    assert "monday.ipynb" in said and "tuesday.ipynb" in said


def test_the_lesson_run_again_in_another_language_keeps_its_exercises_without_a_warning():
    """The German lesson shares the English one's ids: run after it in one kernel, its titles differ, nothing else."""
    lesson("03 Sumo")
    Exercise("Push!", "Move Orange.", POSITION, OneOf(["a8-a7"]), id="push")
    lesson("03 Sumo")
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        Exercise("Stoß!", "Zieh Orange.", POSITION, OneOf(["a8-a7"]), id="push")
