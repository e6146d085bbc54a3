"""Every tutorial notebook runs top to bottom without error, and is stored clean."""

import nbformat
import pytest
from notebook_files import copy_all, execute
from notebook_files import NOTEBOOKS as FOLDER

NOTEBOOKS = sorted(FOLDER.glob("*.ipynb"))


def test_there_are_notebooks():
    assert NOTEBOOKS, "notebooks/ holds no .ipynb file"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_notebook_is_stored_without_outputs_and_with_a_python3_kernel(path):
    nb = nbformat.read(path, as_version=4)
    assert nb.metadata["kernelspec"]["name"] == "python3"
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, cell.source


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_notebook_executes_without_error_and_gives_no_answer_away(path, tmp_path):
    """It runs (a failing cell raises CellExecutionError), and nothing it prints or shows before a try holds an
    exercise's success text, a hint, or a puzzle's answer line (07 printed the coach's move, 08 an answer)."""
    copy_all(tmp_path)
    nb = nbformat.read(tmp_path / path.name, as_version=4)
    execute(nb, tmp_path)
    shown = " ".join(
        " ".join(str(part) for part in (output.get("text", ""), *output.get("data", {}).values()))
        for cell in nb.cells if cell.cell_type == "code" for output in cell.outputs
    )
    shown = " ".join(shown.split())
    from test_tutorial_coverage import WITH_EXERCISES, exercises_of

    if path.name in WITH_EXERCISES:
        for ex in exercises_of(path.name):
            assert " ".join(ex.success.split()) not in shown, f"{ex.title}: its success text is shown"
            for hint in ex.hints:
                assert " ".join(hint.split()) not in shown, f"{ex.title}: a hint is shown"
    assert "answer h3-f1" not in shown and "Hint for Black: d1-c2" not in shown


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_exercise_cells_are_stored_with_their_code_collapsed(path):
    """Lessons are taken without reading code: a cell that makes an exercise, a set, a demo or a puzzle set
    opens collapsed in JupyterLab (its code one click away)."""
    import re

    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "code" and re.search(r"\b(Exercise|ExerciseSet|Demo|puzzle_set)\(", cell.source):
            assert cell.metadata.get("jupyter", {}).get("source_hidden") is True, cell.source[:80]
