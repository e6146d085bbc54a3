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
def test_notebook_executes_without_error(path, tmp_path):
    copy_all(tmp_path)
    execute(nbformat.read(tmp_path / path.name, as_version=4), tmp_path)  # raises CellExecutionError on a failing cell
