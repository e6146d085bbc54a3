"""A lesson as an app (the offline site's open_lesson, or Voilà with voila_hook) shows no code-only text: no
"run the cell" instruction and no printed Python value. Cells that make sense only where the learner runs code are
tagged ``notebook-only``; the JupyterLab route keeps them. The German lessons as apps are held to the same, with the
German words for running a cell (issue 26)."""

from __future__ import annotations

import json

import nbformat
import pytest
from helpers.lesson_contents import RUN_WORDS
from helpers.notebook_files import LANGUAGES, every_language, folder, language_of, read, stem

from kamisado_widget.teaching.course.lesson_app import NOTEBOOK_ONLY, lesson_cells
from kamisado_widget.teaching.course.voila_page import voila_hook

APPS = ["00_welcome", "01_which_tower", "02_moving", "03_sumo", "04_scoring_and_matches", "04b_refilling", "05_match",
        "06_sandbox", "07_play_the_computer", "08_puzzles", "09_the_solved_opening", "10_practice"]


@pytest.mark.parametrize("name", every_language(APPS))
def test_the_app_asks_the_learner_to_run_nothing(name):
    for kind, source in lesson_cells(stem(name), language_of(name)):
        if kind == "markdown":
            assert not RUN_WORDS.search(source), f"{name}: {source[:120]!r}"


@pytest.mark.parametrize("name", every_language(APPS))
def test_the_app_prints_no_python_value(name):
    for kind, source in lesson_cells(stem(name), language_of(name)):
        if kind == "code":
            assert "print(" not in source, f"{name}: {source[:120]!r}"


@pytest.mark.parametrize("name", every_language(["00_welcome", "05_match", "06_sandbox"]))
def test_the_notebook_keeps_its_code_for_the_learner_who_runs_it(name):
    notebook = read(f"{name}.ipynb")
    tagged = [c for c in notebook.cells if NOTEBOOK_ONLY in c.metadata.get("tags", [])]
    assert tagged and any(c.cell_type == "code" for c in tagged)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_sandbox_app_opens_with_its_first_board_as_it_was_made(language):
    """06: the code that edits a board from Python (left out of the app) works on a board of its own."""
    code = "\n".join(source for kind, source in lesson_cells("06_sandbox", language) if kind == "code")
    assert ".edit()" not in code and "workbench" not in code


def test_the_german_run_words_are_caught():
    """The check itself: the German notebook-only sentences that ask to run a cell are found."""
    for said in ("Führe in JupyterLab zuerst alle Zellen aus.", "Führe die Zelle unten noch einmal aus.",
                 "Dann führe die nächste Zelle aus: Python weiß es."):
        assert RUN_WORDS.search(said), said


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


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_tutorial_is_checked(language):
    assert {p.stem for p in folder(language).glob("[0-9]*.ipynb")} - set(APPS) == set()
