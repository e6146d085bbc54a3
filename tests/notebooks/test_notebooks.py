"""Every tutorial notebook runs top to bottom without error, and is stored clean."""

import pathlib
import shutil

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = sorted((pathlib.Path(__file__).parents[2] / "notebooks").glob("*.ipynb"))


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
    for other in NOTEBOOKS:  # side by side, as they are served: the welcome notebook's course map reads the others
        shutil.copy(other, tmp_path / other.name)
    copy = tmp_path / path.name
    nb = nbformat.read(copy, as_version=4)
    client = NotebookClient(nb, kernel_name="python3", timeout=120, resources={"metadata": {"path": tmp_path}})
    client.execute()  # raises CellExecutionError on the first failing cell
