"""The course travels with the package: the tutorials are copied out by one command, and the course map takes any
list of lessons, a teacher's own included."""

from __future__ import annotations

import json
import pathlib

from kamisado_widget import course_map
from kamisado_widget.engine.catalogue import _, ngettext
from kamisado_widget.teaching.course.tutorials import copy_tutorials, main, tutorials_dir

NOTEBOOKS = pathlib.Path(__file__).parents[2] / "notebooks"
TUTORIALS = sorted(p for p in NOTEBOOKS.iterdir() if p.suffix in (".ipynb", ".py"))


def test_the_tutorials_are_found_in_the_checkout():
    assert tutorials_dir() == NOTEBOOKS.resolve()


def test_copying_never_overwrites_a_learners_file(tmp_path, capsys):
    notes = json.dumps({"cells": [{"cell_type": "markdown", "source": "my notes", "metadata": {}}], "metadata": {},
                        "nbformat": 4, "nbformat_minor": 5})
    (tmp_path / "03_sumo.ipynb").write_text(notes)
    assert main([str(tmp_path)]) == 0
    out = capsys.readouterr().out
    n = len(TUTORIALS) - 1
    copied = ngettext("Copied {count} tutorial file to {folder}.", "Copied {count} tutorial files to {folder}.", n)
    left = ngettext("Left {count} file that was already there as it is: {names}.",
                    "Left {count} files that were already there as they are: {names}.", 1)
    assert copied.format(count=n, folder=tmp_path.resolve()) in out
    assert left.format(count=1, names="03_sumo.ipynb") in out
    assert (tmp_path / "03_sumo.ipynb").read_text() == notes
    copied, kept = copy_tutorials(tmp_path)
    assert copied == [] and len(kept) == len(TUTORIALS) == 13  # 00-10 (04b too) and marimo's


def test_a_file_in_the_way_is_a_clear_error(tmp_path, capsys):
    (tmp_path / "course").write_text("")
    assert main([str(tmp_path / "course")]) == 1
    said = _("{dest} is a file: give a folder to copy the tutorials into.")
    assert said.format(dest=tmp_path / "course") in capsys.readouterr().err


def test_the_course_map_takes_a_teachers_own_list_of_lessons(tmp_path):
    nb = {"cells": [
        {"cell_type": "markdown", "source": "# Sumo pushes, my way", "metadata": {}},
        {"cell_type": "code", "source": 'lesson("my sumo")\nExercise("Push!", "Push.", start, OneOf(["d4>d5"]))',
         "metadata": {}, "outputs": [], "execution_count": None},
    ], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    mine = tmp_path / "sumo_pushes.ipynb"
    mine.write_text(json.dumps(nb))
    course = course_map([mine, NOTEBOOKS / "03_sumo.ipynb"])
    assert course.lessons[0].title == "Sumo pushes, my way"
    assert course.lessons[0].exercises[0].id == "my-sumo/push"
    assert course.lessons[1].exercises[0].id.startswith("03-sumo/")
    assert course.text().splitlines()[0] == _("{title} ({path}) — {solved} of {count} solved").format(
        title="Sumo pushes, my way", path="sumo_pushes.ipynb", solved=0, count=1)
