"""A lesson as an app inside one running kernel: its text shown and its code run, the code itself never shown.

The offline site opens each lesson this way (a page whose only code is ``open_lesson("01_which_tower")``, run
on open, its input hidden); on a server, Voilà's route (``/voila/render/01_which_tower.ipynb``) does the same
for the notebook itself. ``open_lesson`` reads the installed tutorial (see :mod:`.tutorials`), shows each
Markdown cell and runs each code cell in this kernel, in order, so the boards and exercises appear as the
notebook would show them after Run All — and nothing else: a cell's code is not echoed.

Links between lessons (``[Sumo](03_sumo.ipynb)``, and the course map's) are rewritten with ``links``, a format
with ``{name}`` for the lesson's file name without ``.ipynb``: the offline site's lesson page passes the full
address of its lesson pages (``http://…/lessons/{name}.html``). They become HTML links that open in the same
tab (``target="_self"``): JupyterLab reads a relative link in an output as a file of its own (a 404 in the
offline site) and opens a full address in a new tab. Without ``links`` they stay as they are (on a server,
Voilà's ``/voila/render/01_which_tower.ipynb`` leads to ``/voila/render/02_moving.ipynb`` by itself). A link may be
written ``./02_moving.ipynb`` too (the German lessons' are): it leads to the lesson of the same course.

``open_lesson("01_which_tower", language="de")`` opens the German course's lesson (``notebooks/de/``), speaking German.
"""

from __future__ import annotations

import html
import os
import pathlib
import posixpath
import re
import urllib.parse
from typing import Any

from ...engine.catalogue import LANGUAGE_NAMES, N_, SOURCE_LANGUAGE, _, set_language, speaking
from .lesson_rest import CellQueue
from .notebook_file import NotebookError, read_notebook
from .tutorials import course_languages, tutorials_dir

TUTORIAL_NAME = r"\d\d[a-z]?_[a-z0-9_]+"  # "01_which_tower", "04b_refilling"
# A link to a tutorial: of the same course (``02_moving.ipynb``, ``./02_moving.ipynb``), or the same lesson of another
# course (``de/01_which_tower.ipynb`` from the English course, ``../01_which_tower.ipynb`` from the German one).
_LESSON_LINK = re.compile(rf"\[([^\[\]]*)\]\((?:\./)?((?:\.\./|[a-z]{{2}}/)?{TUTORIAL_NAME})\.ipynb(#[^)\s]*)?\)")


_links: str | None = None  # the link format of the lesson app running in this kernel, if any
_folder: pathlib.Path | None = None  # the folder of the lesson the app in this kernel shows, if any


def lesson_folder() -> pathlib.Path | None:
    """The folder of the lesson the lesson app in this kernel shows (its course's, in the lesson's language), or None
    when no lesson app runs here: a course map shown by the lesson lists that course."""
    return _folder


def link_to(path: str) -> str:
    """Where a link to the lesson notebook ``path`` leads: the app's page for it inside a lesson app, else ``path``."""
    stem = path.removesuffix(".ipynb").removeprefix("./")
    if _links is None or not re.fullmatch(TUTORIAL_NAME, stem) or stem == path:
        return path
    return _links.format(name=stem)


def anchor(path: str, text: str) -> str:
    """An HTML link to the lesson notebook ``path`` showing ``text`` (HTML), :func:`link_to`'s address, opened in the
    same tab (a page renders outputs' links in a new tab otherwise: Voilà's does; JupyterLab opens a notebook's
    link in a tab of its own either way)."""
    return f'<a href="{html.escape(link_to(path))}" target="_self">{text}</a>'


class LessonError(LookupError):
    """There is no lesson of that name (a tutorial's, or a notebook's path), or it cannot be read."""


NOTEBOOK_ONLY = "notebook-only"
"""The cell tag of a cell that makes sense only where the learner runs code (a "run the next cell", a printed
value): an app leaves such cells out, neither shown nor run (``open_lesson``, and Voilà with :func:`.voila_page.voila_hook`)."""


def app_cells(cells: list[Any]) -> list[Any]:
    """``cells`` (a notebook's, as JSON) less those tagged :data:`NOTEBOOK_ONLY`."""
    return [
        cell for cell in cells
        if not (isinstance(cell, dict) and NOTEBOOK_ONLY in (cell.get("metadata") or {}).get("tags", ()))
    ]


def lesson_path(name: str | os.PathLike[str], language: str = SOURCE_LANGUAGE) -> pathlib.Path:
    """The notebook a lesson names, for a lesson app, a class table and a lesson's check alike: the path of a
    notebook of your own (``"my_lessons/sumo.ipynb"``, a file that is there), else a tutorial's name
    (``"01_which_tower"``, with or without ``.ipynb``: the lesson of the course in ``language``), else the name of a
    notebook of your own in the working folder without ``.ipynb`` (``"sumo"`` for ``./sumo.ipynb``; a tutorial's
    name still names the tutorial). Raises :class:`LessonError` if it names none, listing the tutorials."""
    if not isinstance(name, (str, os.PathLike)):
        raise LessonError(_("A lesson is named by its file name, e.g. '01_which_tower', not {value}.").format(
            value=repr(name)))
    own = pathlib.Path(name)
    if own.suffix == ".ipynb" and own.is_file():
        return own
    stem = os.fspath(name).removesuffix(".ipynb")
    folder = tutorials_dir(language)
    path = folder / f"{stem}.ipynb"
    if re.fullmatch(TUTORIAL_NAME, stem) and path.is_file():
        return path
    here = pathlib.Path(f"{stem}.ipynb")
    if stem not in ("", ".", "..") and pathlib.Path(stem).name == stem and here.is_file():  # a name, not a path
        return here
    known = sorted(p.stem for p in folder.glob("[0-9][0-9]*_*.ipynb"))
    raise LessonError(" ".join([
        _("There is no tutorial or notebook {name}; the tutorials are: {known}.").format(
            name=repr(os.fspath(name)), known=", ".join(known)),
        _("A notebook of your own is named by its path ('my_lessons/sumo.ipynb'), or by its name ('sumo') when it is "
          "in the working folder ({folder}).").format(folder=pathlib.Path.cwd()),
    ]))


def lesson_cells(name: str | os.PathLike[str], language: str = SOURCE_LANGUAGE) -> list[tuple[str, str]]:
    """The lesson ``name`` (:func:`lesson_path`) as an app shows it, as (kind, source) pairs, in order:
    ``"markdown"`` and ``"code"`` cells only, less those tagged :data:`NOTEBOOK_ONLY`.

    ``name`` is a tutorial's name (``"01_which_tower"``, with or without ``.ipynb``: the lesson of the course in
    ``language``) or the path of a notebook of your own (``"my_lessons/sumo.ipynb"``)."""
    path = lesson_path(name, language)
    try:
        notebook = read_notebook(path)  # each cell checked as the course map checks it
    except NotebookError as err:
        raise LessonError(_("{path} cannot be read as a notebook: {problem}").format(path=path, problem=err.problem)
                          ) from err
    cells = []
    for cell in app_cells(notebook["cells"]):
        source = cell.get("source", "")
        text = "".join(source) if isinstance(source, list) else source
        if cell.get("cell_type") in ("markdown", "code") and text.strip():
            cells.append((cell["cell_type"], text))
    return cells


OTHER_LANGUAGE = N_("This lesson in {language}")


def other_language_links(path: str | os.PathLike[str], language: str = SOURCE_LANGUAGE) -> str:
    """Markdown: a link to the same lesson in each other language whose course stands beside the lesson's own (the
    German course in ``de/`` of the English one's folder), each in its own language ("Diese Lektion auf Deutsch");
    "" when there is none. ``path`` is the lesson notebook, of the course in ``language``; the links are relative
    to its folder, so they lead on in a folder of notebooks, on Voilà's pages and (rewritten by :func:`relink`) in the
    offline site alike."""
    path = pathlib.Path(path)
    if not re.fullmatch(TUTORIAL_NAME, path.stem):
        return ""
    folder = path.parent
    root = folder.parent if language != SOURCE_LANGUAGE and folder.name == language else folder
    links = []
    for other in course_languages():
        there = (root if other == SOURCE_LANGUAGE else root / other) / path.name
        if other != language and there.is_file():
            href = os.path.relpath(there, folder).replace(os.sep, "/")
            with speaking(other):
                # Translators: a link at the top of a lesson page to the same lesson in another language, written in
                # that language; {language} is its name in that language ("Deutsch").
                text = _(OTHER_LANGUAGE).format(language=LANGUAGE_NAMES[other])
            links.append(f"[{text}]({href})")
    return " · ".join(links)


def relink(markdown: str, links: str | None) -> str:
    """``markdown`` with its links to the other tutorials (``[text](02_moving.ipynb)``) made HTML links to
    ``links.format(name=…)`` that open in the same tab; the link's text stays Markdown."""
    if links is None:
        return markdown

    def link(m: re.Match[str]) -> str:  # ("de/01_which_tower" and "../01_which_tower" lead to the other course's page)
        address = urllib.parse.urlsplit(links.format(name=m.group(2)))
        if "/../" in address.path:  # ".../lessons/de/../01_which_tower.html" is ".../lessons/01_which_tower.html"
            address = address._replace(path=posixpath.normpath(address.path))
        href = html.escape(urllib.parse.urlunsplit(address) + (m.group(3) or ""))
        return f'<a href="{href}" target="_self">{m.group(1)}</a>'

    return _LESSON_LINK.sub(link, markdown)


# The offline site's lesson page is JupyterLite's one-cell console: without its prompt cell (where code is typed), its
# banner and the "[1]:" beside the output, the page is the lesson only (the site opens it without a toolbar). The
# output's "Collapse Output" strip goes too: it lies over the left edge of the boards, and a click on it hid the lesson.
APP_STYLE = ("<style>.jp-CodeConsole-promptCell, .jp-CodeConsole-banner, .jp-CodeConsole .jp-InputPrompt,"
             " .jp-CodeConsole .jp-OutputPrompt, .jp-CodeConsole .jp-OutputArea-promptOverlay"
             " { display: none; }</style>")  # fmt: skip


class MarkdownText:
    """A lesson's Markdown, shown as IPython's ``Markdown`` shows it, without its look for a file first: IPython's
    display objects ask the file system whether their text names a file, and in the offline site each such question
    is a request to the page's server (a 404 in the page's log for a text such as "Next: <a href=…>")."""

    def __init__(self, text: str) -> None:
        self.text = text

    def _repr_markdown_(self) -> str:
        return self.text


def open_lesson(name: str | pathlib.Path, links: str | None = None, shell: Any = None, app: bool = False,
                language: str | None = None) -> None:
    """Show the lesson ``name`` (a tutorial's name or your notebook's path) in the running kernel as an app: its
    Markdown shown, its code run unseen.

    ``shell`` is the IPython shell to run the code in (this kernel's, by default). A cell that raises stops the
    lesson there, with the error shown, as Run All would. ``app=True`` (the offline site's lesson pages) also
    hides the console's prompt, so the page holds the lesson and nothing to type code into, and ends the run once the
    lesson's first board is shown: the cells after it run between the learner's clicks (:class:`.lesson_rest.CellQueue`),
    so that board answers at once while the rest of the lesson loads below it. ``language`` (``"de"``) opens the
    lesson of the course in that language and makes it the kernel's language (:func:`~kamisado_widget.set_language`),
    so the page speaks it from the start."""
    from IPython import get_ipython
    from IPython.display import display

    global _links, _folder
    if language is not None:
        from .tutorials import course_language

        language = course_language(language)
    cells = lesson_cells(name, language or SOURCE_LANGUAGE)
    shell = shell or get_ipython()
    if shell is None:
        raise RuntimeError(_("open_lesson runs a tutorial inside a Jupyter kernel; start one (or use Voilà) first."))
    if language is not None:
        set_language(language)
    if app:
        display({"text/html": APP_STYLE}, raw=True)
    _links = links  # the course map's links lead to the app's pages too
    _folder = lesson_path(name, language or SOURCE_LANGUAGE).parent  # and it lists the lessons of this course
    others = other_language_links(lesson_path(name, language or SOURCE_LANGUAGE), language or SOURCE_LANGUAGE)
    if others:  # the same lesson in the other language, first on the page
        cells = [("markdown", others), *cells]
    if app:  # the first board answers clicks while the rest of the lesson loads (see lesson_rest)
        CellQueue(cells, shell, lambda source: MarkdownText(relink(source, links))).start()
        return
    for kind, source in cells:
        if kind == "markdown":
            display(MarkdownText(relink(source, links)))
            continue
        result = shell.run_cell(source, store_history=False)
        if not result.success:
            break
