"""Every tutorial notebook, English and German, runs top to bottom without error, and is stored clean."""

import nbformat
import pytest
from helpers.notebook_files import LANGUAGES, NOTEBOOKS, copy_all, execute, folder, language_of, named

from kamisado_widget.engine import Player
from kamisado_widget.engine.catalogue import _, speaking
from kamisado_widget.engine.names import player_name

COURSE = [named(path.name, language) for language in LANGUAGES for path in sorted(folder(language).glob("*.ipynb"))]
"""Every notebook of the course, by its name under notebooks/: ``02_moving.ipynb``, ``de/02_moving.ipynb``."""


def test_there_are_notebooks():
    for language in LANGUAGES:
        assert any(language_of(name) == language for name in COURSE), f"the {language} course holds no .ipynb file"


@pytest.mark.parametrize("name", COURSE)
def test_notebook_is_stored_without_outputs_and_with_a_python3_kernel(name):
    nb = nbformat.read(NOTEBOOKS / name, as_version=4)
    assert nb.metadata["kernelspec"]["name"] == "python3"
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, cell.source


def _hint_for_black(move: str) -> str:
    """The start of the computer's hint for Black to play ``move``, in the language speaking now."""
    text = _("Hint for {player}: {move} — {reason}.").format(player=player_name(Player.BLACK), move=move, reason="\0")
    return text.split("\0")[0].rstrip(" —–-:")


@pytest.mark.parametrize("name", COURSE)
def test_notebook_executes_without_error_and_gives_no_answer_away(name, tmp_path):
    """It runs (a failing cell raises CellExecutionError), and nothing it prints or shows before a try holds an
    exercise's success text, a hint, or a puzzle's answer line (07 printed the coach's move, 08 an answer)."""
    copy_all(tmp_path, language_of(name))
    path = tmp_path / name.rsplit("/", 1)[-1]
    nb = nbformat.read(path, as_version=4)
    execute(nb, tmp_path)
    shown = " ".join(
        " ".join(str(part) for part in (output.get("text", ""), *output.get("data", {}).values()))
        for cell in nb.cells if cell.cell_type == "code" for output in cell.outputs
    )
    shown = " ".join(shown.split())
    from helpers.tutorial_exercises import EVERY_WITH_EXERCISES, exercises_of

    if name in EVERY_WITH_EXERCISES:
        for ex in exercises_of(name):
            assert " ".join(ex.success.split()) not in shown, f"{ex.title}: its success text is shown"
            for hint in ex.hints:
                assert " ".join(hint.split()) not in shown, f"{ex.title}: a hint is shown"
    with speaking(language_of(name)):
        hint = _hint_for_black("d1-c2")
    assert "answer h3-f1" not in shown and hint not in shown and "Hint for Black: d1-c2" not in shown


@pytest.mark.parametrize("name", COURSE)
def test_exercise_cells_are_stored_with_their_code_collapsed(name):
    """Lessons are taken without reading code: a cell that makes an exercise, a set, a demo or a puzzle set
    opens collapsed in JupyterLab (its code one click away)."""
    import re

    nb = nbformat.read(NOTEBOOKS / name, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "code" and re.search(r"\b(Exercise|ExerciseSet|Demo|puzzle_set)\(", cell.source):
            assert cell.metadata.get("jupyter", {}).get("source_hidden") is True, cell.source[:80]
