"""Voilà's lesson pages on the tutorials' server: the hooks jupyter/etc/voila.py sets.

- :func:`voila_page_config`: MathJax from the page's own bundle, so a lesson app asks no other host;
- :func:`voila_hook`: the notebook as an app shows it (no cells tagged ``notebook-only``), a link to the same lesson in
  the other language first, and the lesson's still pictures for the ``kamisado`` template to show at once.
"""

from __future__ import annotations

import pathlib
from typing import Any
from urllib.parse import unquote

from ...engine.catalogue import SOURCE_LANGUAGE
from .lesson_app import app_cells, other_language_links
from .lesson_preview import voila_cover
from .map import read_lesson


def voila_page_config(page_config: dict[str, Any], **_: Any) -> dict[str, Any]:
    """Voilà's ``VoilaConfiguration.page_config_hook`` (the tutorials' server sets it, jupyter/etc/voila.py): the
    page typesets with the MathJax bundled in its own scripts instead of loading MathJax from cdnjs (Voilà's page
    takes its bundled one when both settings read "null"), so a lesson app asks no other host."""
    return {**page_config, "fullMathjaxUrl": "null", "mathjaxConfig": "null"}


COVER_KEY = "kamisado_cover"
"""The notebook metadata key under which :func:`voila_hook` leaves the page's cover for the ``kamisado`` template."""


def voila_hook(request: Any, notebook: Any, cwd: str) -> Any:
    """Voilà's ``VoilaConfiguration.prelaunch_hook``: the notebook as an app shows it, without the cells tagged
    :data:`.lesson_app.NOTEBOOK_ONLY` (the tutorials' server config sets it), and with the lesson's still pictures for the page to
    show while the kernel starts (:func:`.lesson_preview.voila_cover`, under :data:`COVER_KEY` in its metadata; the
    ``kamisado`` template puts them on the page). A notebook whose pictures cannot be made opens without them."""
    notebook.cells = app_cells(notebook.cells)
    # Voilà's ``cwd`` is the notebook's folder in the server's contents (relative to its root), the request's path ends
    # in the notebook's file name.
    root = getattr(getattr(request, "contents_manager", None), "root_dir", "") or ""
    name = unquote(str(getattr(getattr(request, "request", None), "path", ""))).rsplit("/", 1)[-1]
    path = pathlib.Path(root, cwd, name)
    if path.suffix == ".ipynb" and path.is_file():
        try:
            others = other_language_links(path, read_lesson(path).language or SOURCE_LANGUAGE)
            if others:  # the same lesson in the other language, first on the page
                import nbformat

                notebook.cells.insert(0, nbformat.v4.new_markdown_cell(others))
            notebook.metadata[COVER_KEY] = voila_cover(path)
        except Exception:
            import logging

            logging.getLogger(__name__).warning("no still pictures for %s", path, exc_info=True)
    return notebook


__all__ = ["COVER_KEY", "voila_hook", "voila_page_config"]
