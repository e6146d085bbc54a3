"""The tutorial notebooks as the notebook tests read and run them: their cells' text, and a headless
kernel running a copy of one beside the others (as they are served).

The course is there in two languages: English at the top of ``notebooks/``, German in ``notebooks/de/``, with the
same file names. A notebook is named by its path under ``notebooks/``: ``"02_moving.ipynb"`` is the English lesson,
``"de/02_moving.ipynb"`` its German twin (:func:`named` makes one from the other)."""

from __future__ import annotations

import contextlib
import pathlib
import shutil
from collections.abc import Iterator
from typing import Any

import nbformat
from nbclient import NotebookClient

from kamisado_widget.engine import catalogue

NOTEBOOKS = pathlib.Path(__file__).parents[2] / "notebooks"
"""The folder of the tutorial notebooks (the English course; the German one in its sub-folder ``de``)."""

LANGUAGES = ("en", "de")
"""The languages of the course: English first, then each sub-folder's."""


def folder(language: str = "en") -> pathlib.Path:
    """The folder of the course in ``language``."""
    return NOTEBOOKS if language == "en" else NOTEBOOKS / language


def named(name: str, language: str = "en") -> str:
    """The name of the notebook ``name`` (an English file name, e.g. ``"02_moving.ipynb"`` or a stem) in the
    course in ``language``: ``"de/02_moving.ipynb"``."""
    return name if language == "en" else f"{language}/{name}"


def language_of(name: str) -> str:
    """The language of a notebook named as :func:`named` names it: ``"de"`` for ``"de/02_moving.ipynb"``."""
    head, _, rest = name.partition("/")
    return head if rest and head in LANGUAGES else "en"


def stem(name: str) -> str:
    """The lesson's name without its language or suffix: ``"02_moving"`` for ``"de/02_moving.ipynb"``."""
    return pathlib.PurePosixPath(name).name.removesuffix(".ipynb")


def every_language(names: list[str]) -> list[str]:
    """``names`` in every language of the course: the English ones, then the German ones."""
    return [named(name, language) for language in LANGUAGES for name in names]


@contextlib.contextmanager
def keeping_language() -> Iterator[None]:
    """Run a notebook's cells here without letting its ``set_language("de")`` outlast them: the language chosen
    before is chosen again after."""
    before = catalogue._chosen
    try:
        yield
    finally:
        catalogue.set_language(before)


@contextlib.contextmanager
def choosing(language: str) -> Iterator[str]:
    """Choose ``language`` as a German lesson's first cell does (``set_language``: every board made with no language of
    its own speaks it), and choose again what was chosen before on leaving."""
    with keeping_language():
        catalogue.set_language(language)
        yield language


def read(name: str) -> nbformat.NotebookNode:
    """The notebook ``name`` in :data:`NOTEBOOKS`, as nbformat 4."""
    return nbformat.read(NOTEBOOKS / name, as_version=4)


def cells(name: str, kind: str) -> list[str]:
    """The sources of the notebook's cells of ``kind`` (``"code"`` or ``"markdown"``), in order."""
    return [cell.source for cell in read(name).cells if cell.cell_type == kind]


def text(name: str, kind: str) -> str:
    """The sources of the notebook's cells of ``kind``, one after the other."""
    return "\n".join(cells(name, kind))


def copy_all(into: pathlib.Path, language: str = "en") -> None:
    """Copy every notebook of the course in ``language`` into ``into``, side by side as they are served (the
    welcome notebook's course map reads the others)."""
    for path in folder(language).glob("*.ipynb"):
        shutil.copy(path, into / path.name)


def execute(nb: nbformat.NotebookNode, folder: pathlib.Path, **options: Any) -> nbformat.NotebookNode:
    """Run ``nb`` top to bottom in a new python3 kernel whose working folder is ``folder``; raises
    nbclient's CellExecutionError on the first failing cell. ``options`` go to NotebookClient."""
    NotebookClient(nb, kernel_name="python3", timeout=120, resources={"metadata": {"path": folder}}, **options).execute()
    return nb
