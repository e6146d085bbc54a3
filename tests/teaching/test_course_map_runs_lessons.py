"""The course map lists the exercises a lesson makes however it builds them: a lesson whose exercises the reading
cannot list (made in a loop, under a title held in a variable, by a ``.exercise(...)`` method) is run headless as a
lesson app runs it, once per saved version; a lesson whose run fails is named with the code cells it could not list;
the tutorials are read in full and never run (issue 41, item 4)."""

from __future__ import annotations

import html
import json
import os
import pathlib

import pytest
from helpers.notebook_files import NOTEBOOKS

from kamisado_widget import course_map
from kamisado_widget.engine.catalogue import _, ngettext, speaking
from kamisado_widget.teaching.classroom import lesson_exercises
from kamisado_widget.teaching.course import map_run
from kamisado_widget.teaching.course.map import CHECK, OPEN, SHOWN, exercises_in, read_lesson
from kamisado_widget.teaching.learner import progress
from kamisado_widget.teaching.positions.puzzles import load_puzzles

START = "obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard"
SETUP = ("from kamisado_widget import AnyMove, Exercise, ExerciseSet, lesson\n"
         f"START = {START!r}\n")


def code(source: str, tags: tuple[str, ...] = ()) -> dict:
    return {"cell_type": "code", "source": source, "metadata": {"tags": list(tags)}, "outputs": [],
            "execution_count": None}


def write(path: pathlib.Path, title: str, *cells: dict) -> pathlib.Path:
    heading = {"cell_type": "markdown", "source": f"# {title}", "metadata": {}}
    path.write_text(json.dumps({"cells": [heading, *cells], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}),
                    encoding="utf-8")
    return path


@pytest.fixture
def runs(monkeypatch) -> list[pathlib.Path]:
    """The notebooks run for a map, in order (each map starts with none kept from an earlier test)."""
    map_run.forget_runs()
    ran: list[pathlib.Path] = []
    real = lesson_exercises.run_lesson

    def counted(name):
        ran.append(pathlib.Path(name))
        return real(name)

    monkeypatch.setattr(lesson_exercises, "run_lesson", counted)
    yield ran
    map_run.forget_runs()


def listed(the_map, name: str) -> list[tuple[str, str]]:
    return [(e.id, e.title) for lesson in the_map.lessons if lesson.path == name for e in lesson.exercises]


def loop_lesson(folder: pathlib.Path) -> pathlib.Path:
    return write(folder / "01_loops.ipynb", "1 · Openings",
                 code(SETUP + 'lesson("Openings")'),
                 code('Exercise("First move", "Open the round.", START, AnyMove())'),
                 code("ExerciseSet([Exercise(title=f'Opening {n}', task='Open.', position=START, goal=AnyMove())\n"
                      "             for n in range(1, 4)])"),
                 code("for colour in ('red', 'blue'):\n"
                      "    display(Exercise(title=f'Open with {colour}', task='Open.', position=START, goal=AnyMove()))"))


def test_exercises_made_in_a_loop_or_a_comprehension_are_listed_by_running_the_lesson(tmp_path, runs):
    path = loop_lesson(tmp_path)
    read = read_lesson(path)
    assert [e.title for e in read.exercises] == ["First move"] and read.unread == (3, 4)
    the_map = course_map(tmp_path)
    assert listed(the_map, "01_loops.ipynb") == [
        ("openings/first-move", "First move"), ("openings/opening-1", "Opening 1"), ("openings/opening-2", "Opening 2"),
        ("openings/opening-3", "Opening 3"), ("openings/open-with-red", "Open with red"),
        ("openings/open-with-blue", "Open with blue")]
    assert the_map.unlisted == [] and the_map.problems == []
    assert [p.name for p in runs] == ["01_loops.ipynb"]


def test_a_title_in_a_variable_and_an_exercise_kept_in_a_variable_are_listed(tmp_path, runs):
    write(tmp_path / "02_named.ipynb", "2 · Named",
          code(SETUP + 'lesson("Named", id="named-week")'),
          code('name = "Any opening"\nExercise(title=name, task="Open.", position=START, goal=AnyMove(), id="any")'),
          code('later = Exercise(title=name + " again", task="Open.", position=START, goal=AnyMove())'))
    assert listed(course_map(tmp_path), "02_named.ipynb") == [
        ("named-week/any", "Any opening"), ("named-week/any-opening-again", "Any opening again")]


def test_exercises_made_by_exercise_methods_are_listed_as_the_guide_makes_them(tmp_path, runs):
    """A FoundPosition's ``.exercise(title)`` (docs/teaching.md, "Finding positions for a lesson") and a Puzzle's
    ``.exercise()``: neither is an ``Exercise(...)`` call the reading could list."""
    write(tmp_path / "03_found.ipynb", "3 · Found",
          code("from kamisado_widget import ExerciseSet, find_positions, lesson\n"
               "from kamisado_widget.teaching.positions.puzzles import load_puzzles\n"
               'lesson("Found")'),
          code('found = find_positions("win", moves=1, seeds=[0], count=1, max_nodes=5_000)\n'
               'race = found[0].exercise("A race to the home row")'),
          code("ExerciseSet([p.exercise() for p in load_puzzles()[:2]], title='Two puzzles')"))
    assert read_lesson(tmp_path / "03_found.ipynb").exercises == ()
    puzzles = [p.exercise() for p in load_puzzles()[:2]]
    # what a cell shows first, in order; then what the lesson keeps in its variables
    assert listed(course_map(tmp_path), "03_found.ipynb") == [
        *((ex.progress_id, ex.title) for ex in puzzles), ("found/a-race-to-the-home-row", "A race to the home row")]


def test_the_marks_of_exercises_listed_by_a_run_come_from_the_saved_progress(tmp_path, runs):
    loop_lesson(tmp_path)
    progress.save_state("openings/opening-2")
    progress.save_state("openings/open-with-blue", "shown")
    the_map = course_map(tmp_path)
    text = the_map.text()
    assert f"  {CHECK} Opening 2" in text and f"  {OPEN} Opening 3" in text
    assert f"  {SHOWN} {_('{title} (answer shown)').format(title='Open with blue')}" in text
    assert _("{title} ({path}) — {solved} of {count} solved").format(
        title="1 · Openings", path="01_loops.ipynb", solved=1, count=6) in text
    assert the_map.counts() == {"01_loops.ipynb": (1, 6)}
    page = the_map._repr_html_()
    assert page.count('class="kw-course-solved"') == 1 and page.count('class="kw-course-shown"') == 1
    progress.save_state("openings/opening-3")
    assert f"  {CHECK} Opening 3" in the_map.text()
    assert len(runs) == 1, "the marks are read again; the lesson is not run again"


def test_a_lesson_is_run_once_per_saved_version(tmp_path, runs):
    path = loop_lesson(tmp_path)
    course_map(tmp_path)
    course_map(path)
    assert len(runs) == 1
    later = path.stat().st_mtime_ns + 1_000_000_000
    os.utime(path, ns=(later, later))  # saved again
    course_map(tmp_path)
    assert len(runs) == 2


def broken_lesson(folder: pathlib.Path, german: bool = False) -> pathlib.Path:
    first = 'from kamisado_widget import set_language\nset_language("de")\n' if german else ""
    return write(folder / "04_broken.ipynb", "4 · Broken",
                 code(first + SETUP + 'lesson("Broken")'),
                 code("print('only in the notebook')", tags=("notebook-only",)),  # not run by an app: not counted
                 code('Exercise("Kept", "Open.", START, AnyMove())'),
                 code("ExerciseSet([Exercise(title=t, task='Open.', position=START, goal=AnyMove()) for t in titles])"),
                 code('Exercise(title=f"Also {1}", task="Open.", position=START, goal=AnyMove())'))


def expected_sentence(cells: tuple[int, ...], number: int, language: str = "en") -> str:
    with speaking(language):
        problem = _("its code cell {number} raised {error}: {message}").format(
            number=number, error="NameError", message="name 'titles' is not defined")
        return ngettext(
            "{lesson} ({path}): the map could not list the exercises that its code cell {cells} makes as it runs, "
            "because running the lesson failed ({problem}); it lists the exercises it could read from the code.",
            "{lesson} ({path}): the map could not list the exercises that its code cells {cells} make as they run, "
            "because running the lesson failed ({problem}); it lists the exercises it could read from the code.",
            len(cells)).format(lesson="4 · Broken", path="04_broken.ipynb", cells=", ".join(map(str, cells)),
                               problem=problem)


def test_a_lesson_whose_run_fails_is_named_with_what_it_could_not_list(tmp_path, runs):
    loop_lesson(tmp_path)
    broken_lesson(tmp_path)
    the_map = course_map(tmp_path)
    assert listed(the_map, "04_broken.ipynb") == [("broken/kept", "Kept")], "what it could read is listed"
    assert len(listed(the_map, "01_loops.ipynb")) == 6, "the other lessons are run and listed"
    [failed] = the_map.unlisted
    assert failed.cells == (3, 4)
    sentence = expected_sentence((3, 4), 3)
    assert failed.sentence() == sentence and sentence in the_map.text().splitlines()
    assert f'<p class="kw-course-unlisted">{html.escape(sentence)}</p>' in the_map._repr_html_()
    assert the_map.problems == [], "the lesson is listed, not left out"


def test_a_german_lesson_whose_run_fails_is_named_in_german(tmp_path, runs):
    broken_lesson(tmp_path, german=True)
    the_map = course_map(tmp_path)
    assert the_map.language == "de"
    sentence = expected_sentence((3, 4), 3, "de")
    assert "the map could not list" not in sentence and "Kursübersicht" in sentence, "translated"
    assert sentence in the_map.text().splitlines() and html.escape(sentence) in the_map._repr_html_()


def test_a_lesson_that_shows_a_map_of_its_own_folder_is_not_run_from_inside_its_run(tmp_path, runs):
    write(tmp_path / "05_with_map.ipynb", "5 · With a map",
          code(SETUP + 'from kamisado_widget import course_map\nlesson("With a map")'),
          code("ExerciseSet([Exercise(title=f'Step {n}', task='Open.', position=START, goal=AnyMove()) "
               "for n in (1, 2)])"),
          code("course_map()"))
    the_map = course_map(tmp_path)
    assert listed(the_map, "05_with_map.ipynb") == [("with-a-map/step-1", "Step 1"), ("with-a-map/step-2", "Step 2")]
    assert len(runs) == 1 and the_map.unlisted == []


@pytest.mark.parametrize("source", [
    "for n in range(3):\n    Exercise('Same', 't', P, g)",
    "def make(n):\n    return Exercise('Same', 't', P, g)",
    "exercises = [Exercise(f'E{n}', 't', P, g) for n in range(3)]",
    "Exercise(title=name, task='t', position=P, goal=g)",
    "race = found[0].exercise('A race')",
    "ExerciseSet(list_of_my_own)  # listed where its exercises are made\nExerciseSet([e for e in kept])",
    "puzzle_set(grade)",
    "puzzles_from(my_positions, title='Mine')",
    "lesson(week_name)",
])
def test_the_reader_knows_what_it_cannot_list(tmp_path, source):
    path = write(tmp_path / "06_odd.ipynb", "6 · Odd", code("x = 1"), code(source))
    assert read_lesson(path).unread == (2,)


@pytest.mark.parametrize("source", [
    "Exercise('Plain', 't', P, g)",
    "ExerciseSet([Exercise('A', 't', P, g), Exercise(title='B', task='t', position=P, goal=g)])",
    "puzzle_set(2)",
    "puzzles_from(['p1', 'p2'], title='Mine')",
    "lesson('Week one', id='week-1')\nfor n in range(3):\n    print(n)",
])
def test_what_the_reader_lists_in_full_is_not_run(tmp_path, source):
    path = write(tmp_path / "07_plain.ipynb", "7 · Plain", code(source))
    assert read_lesson(path).unread == ()


def test_a_lesson_named_by_its_id_lists_its_exercises_under_the_id():
    assert [e.id for e in exercises_in("lesson('Sumo week', id='sumo-week-2')\nExercise('Push!', 't', P, g)")] == [
        "sumo-week-2/push"]


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_tutorials_map_runs_no_notebook(runs, monkeypatch, language):
    """The welcome notebook's ``course_map()`` in each course: every tutorial is read in full, none is run."""
    folder = NOTEBOOKS if language == "en" else NOTEBOOKS / language
    monkeypatch.chdir(folder)
    the_map = course_map()
    assert runs == []
    assert len(the_map.lessons) > 10 and all(lesson.unread == () for lesson in the_map.lessons)
    assert the_map.unlisted == [] and sum(len(lesson.exercises) for lesson in the_map.lessons) > 90
