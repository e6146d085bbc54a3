"""A lesson notebook read from its file: one reader, with one size limit, for the course map, a lesson app and the
tutorials' copy.

:func:`read_notebook` reads a notebook only if it is a regular file (never a pipe or a device, which could block)
of at most :data:`MAX_NOTEBOOK_BYTES`, in UTF-8 JSON nested at most 64 levels, holding a list of cells, each a cell
with a type and a text source; any other raises :class:`NotebookError`, which names the file and says why in words::

    >>> import pathlib, tempfile
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "empty.ipynb"
    >>> _ = path.write_text('{"cells": 7}')
    >>> read_notebook(path)
    Traceback (most recent call last):
    ...
    kamisado_widget.teaching.course.notebook_file.NotebookError: empty.ipynb: not a notebook that can be read (it has no list of cells)
"""

from __future__ import annotations

import os
import pathlib
from typing import Any

from ...engine.catalogue import _
from ...engine.errors import NotAFileError, TooLargeError, UnreadableFileError
from ...engine.safe_files import parse_json, read_regular

MAX_NOTEBOOK_BYTES = 16_000_000
"""The largest notebook read (a lesson is some 50 kB; saved outputs with pictures add more)."""


class NotebookError(UnreadableFileError):
    """A file that is not a notebook that can be read: ``path`` names it, ``problem`` says why (without the file's
    name), ``too_large`` says that only its size stopped it (a learner's notebook full of outputs, say)."""

    def __init__(self, path: str | os.PathLike[str], problem: str, too_large: bool = False) -> None:
        self.path = pathlib.Path(path)
        self.problem = problem
        self.too_large = too_large
        super().__init__(_("{name}: not a notebook that can be read ({problem})").format(
            name=self.path.name, problem=problem))


def read_notebook(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The notebook at ``path`` as JSON (a dict with a list of ``cells``, each a dict whose ``cell_type``, if any, is
    text and whose ``source``, if any, is text or a list of lines); :class:`NotebookError` if it is not one that can
    be read (see the module docstring), a missing file included."""
    try:
        data = read_regular(path, MAX_NOTEBOOK_BYTES)
    except NotAFileError as err:
        raise NotebookError(path, _("it is {kind}, not a file").format(kind=err.kind)) from None
    except TooLargeError:
        raise NotebookError(path, _("it is larger than {limit} bytes").format(limit=f"{MAX_NOTEBOOK_BYTES:,}"),
                            too_large=True) from None
    except OSError as err:
        raise NotebookError(path, _("it cannot be read: {problem}").format(problem=err.strerror or err)) from None
    try:
        notebook = parse_json(data)
    except ValueError as err:
        raise NotebookError(path, str(err)) from None
    if not isinstance(notebook, dict) or not isinstance(notebook.get("cells"), list):
        raise NotebookError(path, _("it has no list of cells"))
    for n, cell in enumerate(notebook["cells"], 1):
        source = cell.get("source", "") if isinstance(cell, dict) else None
        if not isinstance(cell, dict) or not isinstance(cell.get("cell_type", ""), str) or not (
            isinstance(source, str) or (isinstance(source, list) and all(isinstance(line, str) for line in source))
        ):
            raise NotebookError(path, _("its cell {number} is not a cell with a type and a text source").format(number=n))
    return notebook


__all__ = ["MAX_NOTEBOOK_BYTES", "NotebookError", "read_notebook"]
