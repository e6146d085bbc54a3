"""class_progress(lessons=[notebooks]) runs the lessons headless to find their exercises and checks every claimed
solve: three learners solve exercises of tutorial 01 (one hands in a forged file), the table marks the forged solves
not verified; a lesson whose code raises is named and the rest goes on; nothing the lessons run writes the learner's
saved progress, opens a widget in the kernel or changes the kernel's shell or lesson (issue 30, Deliver 2)."""

from __future__ import annotations

import json
import pathlib
import re

import comm
import pytest
from helpers.catalogue_pattern import message_pattern
from IPython.core.interactiveshell import InteractiveShell
from ipywidgets.widgets import widget

from kamisado_widget.engine import Fill
from kamisado_widget.engine.catalogue import _
from kamisado_widget.session.pointer import Attempt
from kamisado_widget.teaching.classroom.class_table import class_progress, export_progress
from kamisado_widget.teaching.classroom.lesson_exercises import run_lessons
from kamisado_widget.teaching.course.map import Entry, course_map
from kamisado_widget.teaching.course.tutorials import tutorials_dir
from kamisado_widget.teaching.exercises.go import ExerciseRun
from kamisado_widget.teaching.exercises.solving import NO_MOVES, next_answer
from kamisado_widget.teaching.exercises.task import Task
from kamisado_widget.teaching.learner import lessons, progress

OPENING = "01-which-tower/your-opening-move"
COLOUR = "01-which-tower/answer-the-colour"
GOLD = "01-which-tower/choose-gold-s-tower"


def not_verified() -> str:
    """The table's line for Cara's claimed solve of "Answer the colour" without its moves."""
    return _("Not verified: {learner}, {exercise}: {problem}").format(learner="Cara", exercise="Answer the colour",
                                                                    problem=_(NO_MOVES))


def _exercises() -> dict[str, Task]:
    ran = run_lessons(["01_which_tower", tutorials_dir() / "02_moving.ipynb"])
    assert [r.problem for r in ran] == [None, None]
    return {str(ex.progress_id): ex for r in ran for ex in r.exercises if not isinstance(ex, Entry)}


def _solve(exercise: Task) -> None:
    """Solve ``exercise`` as clicks would, saving the solve (with its moves) to the saved progress."""
    run = ExerciseRun(exercise)
    while not run.solved:
        answer = next_answer(run.exercise, run.match, run.played)
        if isinstance(answer, Fill):
            run.attempt(Attempt("fill", direction=answer))
        else:
            run.attempt(Attempt("move", verdict=run.match.explain_move(answer)))


def _hand_in(name: str, solved: list[Task], tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch) -> pathlib.Path:
    monkeypatch.setenv(progress.ENV, str(tmp_path / f"{name}-progress.json"))
    for exercise in solved:
        _solve(exercise)
    return export_progress(name, tmp_path / "handed-in")


@pytest.fixture
def handed_in(tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch) -> pathlib.Path:
    exercises = _exercises()
    _hand_in("Ana", [exercises[OPENING], exercises[COLOUR], exercises[GOLD], exercises["02-moving/onto-yellow"]],
             tmp_path, monkeypatch)
    _hand_in("Ben", [exercises[OPENING], exercises[GOLD]], tmp_path, monkeypatch)
    forged = _hand_in("Cara", [exercises[OPENING]], tmp_path, monkeypatch)
    doc = json.loads(forged.read_text())
    doc["exercises"][COLOUR] = {"state": "solved"}  # "solved" written in by hand: no moves
    doc["exercises"][GOLD] = {"state": "solved", "moves": ["a1-a2"]}  # moves that do not solve it
    forged.write_text(json.dumps(doc))
    monkeypatch.setenv(progress.ENV, str(tmp_path / "teacher-progress.json"))
    return tmp_path / "handed-in"


def test_lessons_as_notebooks_check_every_claimed_solve(handed_in: pathlib.Path) -> None:
    table = class_progress(handed_in, lessons=["01_which_tower", tutorials_dir() / "02_moving.ipynb"])
    ana, ben, cara = table.learners
    assert table.exercises[:3] == [OPENING, COLOUR, GOLD] and len(table.exercises) == 12  # course order
    assert set(table.tasks) == set(table.exercises)  # every exercise found, so every solve checked
    assert table.title(GOLD) == "Choose Gold's tower"
    assert [table.verified(ana, e) for e in (OPENING, COLOUR, GOLD, "02-moving/onto-yellow")] == [True] * 4
    assert [table.state(ben, e) for e in (OPENING, COLOUR, GOLD)] == ["solved", "open", "solved"]
    assert table.verified(cara, OPENING) is True
    assert [table.state(cara, e) for e in (COLOUR, GOLD)] == ["not verified"] * 2
    assert table.problem(cara, COLOUR) == _(NO_MOVES)
    assert (table.problem(cara, GOLD) or "").startswith("a1-a2 ")
    assert [table.solved_by(h) for h in table.learners] == [4, 2, 1]
    text = table.text()
    assert not_verified() in text
    assert not re.search(message_pattern(
        "Not checked (given without the exercises themselves; pass the exercises or the lesson notebooks to check the "
        "moves): {exercises}", whole=False), text)
    assert not re.search(message_pattern("Lesson not run: {problem}; its exercises are not checked.", whole=False), text)
    rows = [r for r in table.rows() if r["learner"] == "Cara" and r["exercise"] in (OPENING, GOLD)]
    assert [r["verified"] for r in rows] == ["yes", "no"]


def test_a_folder_of_lessons_is_run_too(handed_in: pathlib.Path) -> None:
    table = class_progress(handed_in, lessons=tutorials_dir())  # every tutorial but the welcome
    assert table.not_run == []
    assert table.exercises[:3] == [OPENING, COLOUR, GOLD]
    assert [table.state(h, GOLD) for h in table.learners] == ["solved", "solved", "not verified"]


def test_a_course_map_is_run_as_its_notebooks(handed_in: pathlib.Path) -> None:
    course = course_map([tutorials_dir() / "01_which_tower.ipynb"])
    assert class_progress(handed_in, lessons=course.lessons).tasks == {}  # its entries only: not checked
    table = class_progress(handed_in, lessons=course)
    assert set(table.tasks) == {OPENING, COLOUR, GOLD}
    assert [table.state(h, COLOUR) for h in table.learners] == ["solved", "open", "not verified"]


def test_a_lesson_whose_code_raises_is_named_and_the_rest_goes_on(handed_in: pathlib.Path, tmp_path: pathlib.Path) -> None:
    broken = tmp_path / "broken.ipynb"
    cells = [
        {"cell_type": "markdown", "metadata": {}, "source": ["# Broken\n"]},
        {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
         "source": "from kamisado_widget import AnyMove, Exercise\nlesson_exercise = Exercise('Anything', 'Move.', "
                   "'obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard', AnyMove(), id='anything')"},
        {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
         "source": "raise RuntimeError('the position file is missing')"},
    ]
    broken.write_text(json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}))
    table = class_progress(handed_in, lessons=[broken, tutorials_dir() / "01_which_tower.ipynb"])
    raised = _("{name}: {problem}").format(name="broken.ipynb", problem=_(
        "its code cell {number} raised {error}: {message}").format(number=2, error="RuntimeError",
                                                                   message="the position file is missing"))
    assert table.not_run == [raised]
    assert table.exercises == ["anything", OPENING, COLOUR, GOLD]  # the broken lesson's exercise listed, not checked
    assert "anything" not in table.tasks
    assert [table.state(h, GOLD) for h in table.learners] == ["solved", "solved", "not verified"]  # the rest checked
    assert _("Lesson not run: {problem}; its exercises are not checked.").format(problem=raised) in table.text()


def test_a_lesson_that_is_not_there_is_named(handed_in: pathlib.Path) -> None:
    table = class_progress(handed_in, lessons=["nope.ipynb", "01_which_tower"])
    assert table.not_run == [_("{name}: {problem}").format(name="nope.ipynb", problem=_(
        "{name} is not a lesson notebook: give a notebook's path (such as 'notebooks/01_which_tower.ipynb'), a folder "
        "of them or a tutorial's name (such as '01_which_tower').").format(name="'nope.ipynb'"))]
    assert table.exercises == [OPENING, COLOUR, GOLD]


def test_running_the_lessons_writes_no_progress_and_leaves_the_kernel_as_it_was(
    tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved = tmp_path / "mine.json"
    monkeypatch.setenv(progress.ENV, str(saved))
    _solve(_exercises()[OPENING])
    before = saved.read_bytes()
    lessons.lesson("My own lesson")
    shell = InteractiveShell.__dict__.get("_instance")
    seen: list[str] = []

    def heard(exercise: str, state: str) -> None:  # as a course map shown in the kernel listens
        seen.append(exercise)

    progress.on_saved(heard)
    sneaky = tmp_path / "sneaky.ipynb"
    cells: list[dict[str, object]] = [{"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
              "source": "from kamisado_widget.teaching.learner import progress\nprogress.save_state('sneaky/solve')"}]
    sneaky.write_text(json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}))
    opened: list[object] = []
    monkeypatch.setattr(comm, "create_comm", lambda *args, **kwargs: opened.append(kwargs))  # as a kernel's would
    widgets_before = set(widget._instances)
    ran = run_lessons([tutorials_dir() / "02_moving.ipynb", sneaky, "01_which_tower"])
    assert opened == [] and set(widget._instances) == widgets_before  # the lessons' boards: none sent, none kept
    assert [(len(r.exercises), r.problem) for r in ran] == [(9, None), (0, None), (3, None)]
    assert saved.read_bytes() == before and seen == []  # the learner's own progress neither written nor told
    assert lessons.current_lesson() == "my-own-lesson"  # the kernel's lesson as it was
    assert InteractiveShell.__dict__.get("_instance") is shell
    assert not list(tmp_path.glob("*.lock"))
    progress.save_state("01-which-tower/answer-the-colour")
    assert seen == ["01-which-tower/answer-the-colour"]  # the kernel's listeners back


def test_in_a_teachers_kernel_the_lessons_run_unseen_and_the_kernel_goes_on(
    handed_in: pathlib.Path, tmp_path: pathlib.Path
) -> None:
    """In a Jupyter kernel: the table is the cell's only output (no lesson board sent to the notebook), and the
    kernel's own shell, lesson and display work as before."""
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_code_cell("from kamisado_widget import class_progress, lesson\nlesson('Mine')"),
        nbformat.v4.new_code_cell(f"class_progress({str(handed_in)!r}, lessons=['01_which_tower'])"),
        nbformat.v4.new_code_cell("from kamisado_widget.teaching.learner.lessons import current_lesson\n"
                                  "print(type(get_ipython()).__name__, __name__)\ndisplay('shown')\ncurrent_lesson()"),
    ]
    NotebookClient(nb, kernel_name="python3", timeout=120, resources={"metadata": {"path": tmp_path}}).execute()
    table, after = nb.cells[1].outputs, nb.cells[2].outputs
    # The table, and the place of the bar shown while its solves were played, left empty (issue 41).
    assert [o.output_type for o in table] == ["display_data", "execute_result"]
    assert table[0].data == {"text/plain": ""}  # (its display updated in place: nbclient keeps the last update)
    assert not_verified() in table[1].data["text/plain"]
    assert not nb.metadata.get("widgets")  # no widget's state: none was opened in the notebook
    assert [o.get("text") or o.data["text/plain"] for o in after] == [
        "ZMQInteractiveShell __main__\n", "'shown'", "'mine'"
    ]
