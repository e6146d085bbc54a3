"""A lesson as an app (the offline site's open_lesson, or Voilà with voila_hook) shows no code-only text (issue 26):
no "run the cell" instruction and no printed Python value. Cells that make sense only where the learner runs code
are tagged ``notebook-only``; the JupyterLab route keeps them."""

from __future__ import annotations

import json
import re

import nbformat
import pytest
from notebook_files import NOTEBOOKS, read

from kamisado_widget.teaching.app import NOTEBOOK_ONLY, lesson_cells, voila_hook

APPS = ["00_welcome", "01_which_tower", "02_moving", "03_sumo", "04_scoring_and_matches", "04b_refilling", "05_match",
        "06_sandbox", "07_play_the_computer", "08_puzzles", "09_the_solved_opening"]
RUN_WORDS = re.compile(r"\brun (the|this|all|it|`)|\bRun All\b|\bRun ▸|Run →|run the cell", re.IGNORECASE)


@pytest.mark.parametrize("name", APPS)
def test_the_app_asks_the_learner_to_run_nothing(name):
    for kind, source in lesson_cells(name):
        if kind == "markdown":
            assert not RUN_WORDS.search(source), f"{name}: {source[:120]!r}"


@pytest.mark.parametrize("name", APPS)
def test_the_app_prints_no_python_value(name):
    for kind, source in lesson_cells(name):
        if kind == "code":
            assert "print(" not in source, f"{name}: {source[:120]!r}"


@pytest.mark.parametrize("name", ["00_welcome", "05_match", "06_sandbox"])
def test_the_notebook_keeps_its_code_for_the_learner_who_runs_it(name):
    notebook = read(f"{name}.ipynb")
    tagged = [c for c in notebook.cells if NOTEBOOK_ONLY in c.metadata.get("tags", [])]
    assert tagged and any(c.cell_type == "code" for c in tagged)


def test_the_sandbox_app_opens_with_its_first_board_as_it_was_made():
    """06: the code that edits a board from Python (left out of the app) works on a board of its own."""
    code = "\n".join(source for kind, source in lesson_cells("06_sandbox") if kind == "code")
    assert ".edit()" not in code and "workbench" not in code


def test_open_lesson_and_voila_leave_the_tagged_cells_out(tmp_path):
    cells = [
        nbformat.v4.new_markdown_cell("# Lesson"),
        nbformat.v4.new_markdown_cell("Run the next cell.", metadata={"tags": [NOTEBOOK_ONLY]}),
        nbformat.v4.new_code_cell("print(1)", metadata={"tags": [NOTEBOOK_ONLY]}),
        nbformat.v4.new_code_cell("board = 1"),
    ]
    notebook = nbformat.v4.new_notebook(cells=cells)
    path = tmp_path / "lesson.ipynb"
    path.write_text(json.dumps(notebook))
    assert lesson_cells(path) == [("markdown", "# Lesson"), ("code", "board = 1")]
    shown = voila_hook(None, nbformat.reads(json.dumps(notebook), as_version=4), str(tmp_path))
    assert [c.source for c in shown.cells] == ["# Lesson", "board = 1"]


def test_every_tutorial_is_checked():
    assert {p.stem for p in NOTEBOOKS.glob("[0-9]*.ipynb")} - set(APPS) == set()
