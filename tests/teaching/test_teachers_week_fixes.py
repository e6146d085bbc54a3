"""What a teacher's week found (issue 30, items 2-9): each fixed, each checked here."""

from __future__ import annotations

import json
import re
import sys
import types

import pytest
from helpers.catalogue_pattern import message_pattern

from kamisado_widget import (
    AnyMove,
    Demo,
    Exercise,
    ExerciseError,
    OneOf,
    WinsRound,
    class_progress,
    course_map,
    export_progress,
    find_positions,
    lesson,
    puzzles_from,
)
from kamisado_widget.engine import Match, NotationError
from kamisado_widget.engine.catalogue import _
from kamisado_widget.teaching.classroom.class_table import ClassProgressError
from kamisado_widget.teaching.course.map import NO_LESSONS, Entry, Lesson, exercises_in
from kamisado_widget.teaching.exercises.solving import NO_MOVES
from kamisado_widget.teaching.learner import progress

START = Match(3).text()


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


def test_hints_given_as_one_text_are_one_hint(own_progress_file):
    view = Exercise("One hint", "Move.", START, AnyMove(), hints="Look at h8").view()
    assert view.hint() == "Look at h8" and view.hint() == "Look at h8"


def test_puzzles_from_keys_are_slugs_and_the_course_map_lists_them(own_progress_file):
    [found] = find_positions("win", moves=2, unique=True, seeds=[1], count=1, max_nodes=5_000)
    lesson("Sumo pushes")
    made = puzzles_from([found.position], title="Sumo push puzzles", max_nodes=5_000)
    progress_id = made[0].run.exercise.progress_id if hasattr(made[0], "run") else None
    assert progress_id == "sumo-pushes/puzzle-sumo-push-puzzles-1"
    cell = 'lesson("Sumo pushes")\npuzzles_from([FOUND], title="Sumo push puzzles")'
    assert exercises_in(cell) == [Entry(progress_id, "Sumo push puzzles 1")]


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


def test_an_old_export_without_moves_reads_as_not_verified(tmp_path, own_progress_file):
    ex = Exercise("Open", "Open.", START, AnyMove(), id="open", lesson="old")
    folder = tmp_path / "in"
    folder.mkdir()
    doc = {"kind": "kamisado-widget progress", "version": 1, "learner": "Old", "exported": "2026-01-01T00:00:00Z",
           "exercises": {"old/open": {"state": "solved"}}}
    (folder / "old.json").write_text(json.dumps(doc))
    table = class_progress(folder, exercises=[ex])
    [old] = table.learners
    assert table.state(old, "old/open") == "not verified" and table.problem(old, "old/open") == _(NO_MOVES)
    assert class_progress(folder, exercises=["old/open"]).state(old, "old/open") == "solved"  # an id: not re-played


def test_the_table_as_a_dataframe_when_pandas_is_there_and_a_sentence_when_not(tmp_path, own_progress_file,
                                                                               monkeypatch):
    ex = Exercise("Open", "Open.", START, AnyMove(), id="open", lesson="df")
    ex.view().attempt("c1-c6")
    export_progress("Ana", tmp_path)
    table = class_progress(tmp_path, exercises=[ex])

    made = {}

    def frame(rows, columns):
        made.update(rows=rows, columns=columns)
        return "a frame"

    monkeypatch.setitem(sys.modules, "pandas", types.SimpleNamespace(DataFrame=frame))
    assert table.dataframe() == "a frame"
    assert made["columns"][:5] == ["learner", "learner_id", "exercise", "title", "state"]
    assert made["rows"][0]["verified"] == "yes" and made["rows"][0]["moves"] == "c1-c6"
    monkeypatch.setitem(sys.modules, "pandas", None)  # not installed
    with pytest.raises(ClassProgressError, match=message_pattern(
            "dataframe() needs pandas (pip install pandas); to_csv(path) needs nothing.")):
        table.dataframe()


def test_a_csv_cell_a_spreadsheet_would_run_is_led_by_a_quote(tmp_path, own_progress_file):
    export_progress("=HYPERLINK(1)", tmp_path)
    table = class_progress(tmp_path, lessons=[Lesson("x.ipynb", "X", (Entry("x/a", "A"),))])
    text = table.to_csv(tmp_path / "out.csv").read_text(encoding="utf-8")
    assert "\n'=HYPERLINK(1)," in text
    with pytest.raises(ClassProgressError, match=message_pattern(
            "to_csv writes one file: give its path, e.g. 'grades.csv', not {value}", value=5)):
        table.to_csv(5)


def test_P1_a_sumo_written_with_a_digit_says_what_a_sumos_mark_is():
    with pytest.raises(NotationError, match=message_pattern(
            "position text: rank {rank} ({row}) has more than 8 squares; a digit after a tower counts empty squares "
            "({pair} is a tower and {digit} empty), while a Sumo is marked by '+' after its letter: '{letter}+' a "
            "Sumo, '{letter}++' a Double Sumo", rank=6, pair="'R1'", digit=1, letter="R")):
        Match.from_text("obupyrgn/8/2R13B1/8/8/8/8/NGRYPUBO b * - standard")


def test_a_match_given_as_the_position_names_position_and_suggests_text():
    with pytest.raises(ExerciseError) as err:
        Exercise("x", "y", Match(3), AnyMove())
    said = _("{owner}: position must be a match text (a str), not {kind}: write position={name}.text(), e.g. "
             "position=Match(3).text()")
    assert str(err.value) == said.format(owner="exercise 'x'", kind="Match", name="<match>")


def test_demo_captions_of_the_wrong_count_give_the_counts():
    with pytest.raises(ExerciseError, match=message_pattern(
            "Demo: captions must be one per step ({steps}), optionally with one more for the start first ({more}); "
            "it has {count} for {steps} steps", steps=2, more=3, count=1)):
        Demo(START, ["c1-c6", "h8-h7"], captions=["one"])


def test_a_course_map_of_a_missing_notebook_names_it():
    shown = course_map(["nope.ipynb"])
    problem = _("{name}: not a notebook that can be read ({problem})").format(
        name="nope.ipynb", problem=_("it cannot be read: {problem}").format(problem="No such file or directory"))
    assert shown.problems == [problem]
    assert course_map("nope.ipynb").problems == [_("{name}: there is no such notebook or folder").format(name="nope.ipynb")]


def test_help_of_Exercise_lists_its_parameters():
    doc = Exercise.__doc__ or ""
    for name in ("title", "task", "position", "goal", "hints", "success", "feedback", "past", "id", "solution",
                 "lesson", "show_mover", "show_targets", "explanation", "title_after"):
        assert f"\n    {name}\n" in doc, name
    assert WinsRound.__doc__
