"""The tutorial notebooks as the notebook tests read and run them: their cells' text, and a headless
kernel running a copy of one beside the others (as they are served)."""

from __future__ import annotations

import pathlib
import shutil
from typing import Any

import nbformat
from nbclient import NotebookClient

NOTEBOOKS = pathlib.Path(__file__).parents[2] / "notebooks"
"""The folder of the tutorial notebooks."""


def read(name: str) -> nbformat.NotebookNode:
    """The notebook ``name`` in :data:`NOTEBOOKS`, as nbformat 4."""
    return nbformat.read(NOTEBOOKS / name, as_version=4)


def cells(name: str, kind: str) -> list[str]:
    """The sources of the notebook's cells of ``kind`` (``"code"`` or ``"markdown"``), in order."""
    return [cell.source for cell in read(name).cells if cell.cell_type == kind]


def text(name: str, kind: str) -> str:
    """The sources of the notebook's cells of ``kind``, one after the other."""
    return "\n".join(cells(name, kind))


def copy_all(folder: pathlib.Path) -> None:
    """Copy every notebook into ``folder``, side by side as they are served (the welcome notebook's
    course map reads the others)."""
    for path in NOTEBOOKS.glob("*.ipynb"):
        shutil.copy(path, folder / path.name)


def execute(nb: nbformat.NotebookNode, folder: pathlib.Path, **options: Any) -> nbformat.NotebookNode:
    """Run ``nb`` top to bottom in a new python3 kernel whose working folder is ``folder``; raises
    nbclient's CellExecutionError on the first failing cell. ``options`` go to NotebookClient."""
    NotebookClient(nb, kernel_name="python3", timeout=120, resources={"metadata": {"path": folder}}, **options).execute()
    return nb
