"""Progress that cannot collide: ids are namespaced by lesson, two exercises with one id in a lesson are refused
(also when only their goals differ), and records saved before lessons had names still count for the tutorials."""

from __future__ import annotations

import pathlib
import re

import pytest
from helpers.catalogue_pattern import message_pattern
from helpers.positions import after

from kamisado_widget import AnyMove, Exercise, ExerciseError, OneOf, lesson
from kamisado_widget.engine import Match
from kamisado_widget.engine.catalogue import _, speaking
from kamisado_widget.teaching.course.map import read_lesson
from kamisado_widget.teaching.learner import progress

NOTEBOOKS = pathlib.Path(__file__).parents[2] / "notebooks"
START = Match(3).text()


def push(task: str = "Move Orange.", answer: str = "a8-a7") -> Exercise:
    return Exercise("Push!", task, after("c1-c6"), OneOf([answer]))


def test_a_teachers_exercise_does_not_share_the_tutorials_record():
    tutorial = {e.title: e.id for e in read_lesson(NOTEBOOKS / "03_sumo.ipynb").exercises}
    assert tutorial["Push!"] == "03-sumo/push"
    progress.save_state("03-sumo/push", "solved")
    lesson("My Sumo lesson")
    mine = push()
    assert mine.progress_id == "my-sumo-lesson/push"
    assert not mine.view().solved_before, "the tutorial's Push! is not the teacher's"


def test_two_exercises_with_one_title_in_a_lesson_are_refused_naming_both():
    lesson("Sumo")
    push()
    push()  # the same exercise written again (a cell run twice) is fine
    with pytest.raises(ExerciseError) as err:
        Exercise("Push!", "Another task.", after("c1-c6", "a8-a7"), OneOf(["c6-c7"]))
    said = _("Exercise {title}: the lesson {lesson} already has an exercise with the id {id} ({other}, another "
             "position, title or goal): give each exercise an id= of its own.")
    assert str(err.value) == said.format(title="'Push!'", lesson="'sumo'", id="'push'", other="'Push!'")
    # English wording itself (issue 29: the small set)
    assert str(err.value).startswith("Exercise 'Push!': the lesson 'sumo' already has"), "the English text itself"
    Exercise("Push!", "Another task.", after("c1-c6", "a8-a7"), OneOf(["c6-c7"]), id="push-2")


def test_two_exercises_of_one_title_and_position_but_other_goals_do_not_share_a_record(own_progress_file):
    Exercise("Open", "Open the game.", START, AnyMove())
    with pytest.raises(ExerciseError) as err:
        Exercise("Open", "Open the game.", START, OneOf(["c1-c6"]))
    said = str(err.value)
    assert any(re.fullmatch(message_pattern(msgid, title="'Open'"), said) for msgid in (
        ("Exercise {title}: the lesson {lesson} already has an exercise with the id {id} ({other}, another position, "
        "title or goal): give each exercise an id= of its own."),
        ("Exercise {title}: this notebook already has an exercise with the id {id} ({other}, another position, "
        "title or goal): give each exercise an id= of its own."))), said
    Exercise("Open", "Open the game.", START, AnyMove())  # the same exercise again (a cell run twice) is fine


def test_starting_the_lesson_again_takes_a_changed_exercise_and_names_it():
    """Issue 41: lesson() called again kept the id check silently empty; now the changed exercise is taken (the
    notebook run again from the top after an edit) with a warning naming it."""
    from kamisado_widget.teaching.learner.lessons import LessonWarning

    lesson("Sumo")
    push()
    lesson("Sumo")  # the notebook run again from the top, after the teacher changed the exercise
    with pytest.warns(LessonWarning, match="'Push!' has another position or goal"):
        assert push(answer="a8-a6").progress_id == "sumo/push"


def test_the_same_id_in_two_lessons_is_two_records():
    lesson("One")
    a = push()
    lesson("Two")
    b = push()
    progress.save_state(a.progress_id, "solved")
    assert progress.state(a.progress_id) == "solved" and progress.state(b.progress_id) is None


def test_a_tutorials_record_from_before_lessons_had_names_still_counts_and_is_never_lowered():
    progress.save_state("push", "solved")  # saved by an earlier version, under the bare id
    assert progress.state("03-sumo/push") == "solved"
    assert progress.state("my-lesson/push") is None, "only the tutorials' own lessons read old records"
    progress.save_state("03-sumo/push", "shown")
    assert progress.state("03-sumo/push") == "solved"


def test_the_course_map_reads_each_notebooks_lesson():
    for name in ("01_which_tower", "02_moving", "03_sumo", "04_scoring_and_matches", "04b_refilling",
                 "07_play_the_computer"):
        ids = [e.id for e in read_lesson(NOTEBOOKS / f"{name}.ipynb").exercises]
        assert ids and all(i.startswith(f"{progress.slug(name)}/") for i in ids), (name, ids)
        assert progress.slug(name) in progress.OLD_LESSONS
    puzzles = [e.id for e in read_lesson(NOTEBOOKS / "08_puzzles.ipynb").exercises]
    assert puzzles and all(i.startswith("puzzles/puzzle-W") for i in puzzles)


def test_a_lesson_needs_a_name():
    with pytest.raises(ExerciseError) as err:
        lesson("  ")
    assert str(err.value) == _("A lesson is named by a non-empty text, e.g. lesson('Sumo pushes'), not {value}.").format(
        value="'  '")
    with speaking("de"), pytest.raises(ExerciseError, match="Eine Lektion wird mit einem nicht leeren Text benannt"):
        lesson("")
