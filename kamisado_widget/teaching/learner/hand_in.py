"""Handing in: a learner's saved progress exported as one file for the teacher (:func:`export_progress`, and the course
map's "Export my progress" button), the learner's id, and :func:`one_line`, how a name or a title is shown on one line.

The teacher reads a folder of such files as one table with :func:`~kamisado_widget.teaching.classroom.class_table.class_progress`
(whose module docstring describes the file).
"""

from __future__ import annotations

import hashlib
import html
import json
import os
import pathlib
import re
import time
import unicodedata
from typing import Any

from ...engine import catalogue
from ...engine.catalogue import _
from ...engine.errors import KamisadoError
from ...engine.excerpt import excerpt
from ...engine.safe_files import write_whole
from . import progress
from .practice_record import practice_record

KIND = "kamisado-widget progress"
VERSION = 1
PREFIX = "kamisado-progress-"
MAX_NAME = 200
"""The longest learner's name an export takes (in characters)."""


class ClassProgressError(KamisadoError, ValueError):
    """A progress export, or an argument of :func:`class_progress`, that cannot be used; the message says why."""


def name_slug(name: str) -> str:
    """A readable file-name part of a learner's name, in any script: lower-case letters and digits joined by
    hyphens ("Aña Pérez" -> "aña-pérez", "李明" -> "李明"), at most 40 characters; "learner" if none are left."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    kept = "".join(c if unicodedata.category(c)[0] in "LNM" else "-" for c in folded)  # letters, digits, marks
    words = re.sub(r"-+", "-", kept).strip("-")
    return words[:40].strip("-") or "learner"


def learner_id(name: str, key: str | None = None) -> str:
    """The stable id of a learner: :func:`name_slug` and 8 hex digits of a hash of the exact ``name`` and of
    ``key`` (the random key in the learner's saved progress, :func:`~.progress.learner_key`), if any."""
    exact = name if key is None else f"{name}\n{key}"
    return f"{name_slug(name)}-{hashlib.sha256(exact.encode('utf-8', 'surrogatepass')).hexdigest()[:8]}"


def learner_name() -> str:
    """Who is exporting: the JupyterHub user, else the login name, else "learner"."""
    for key in ("JUPYTERHUB_USER", "USER", "USERNAME"):
        if os.environ.get(key):
            return os.environ[key]
    return "learner"


def export_progress(learner: str | None = None, folder: str | pathlib.Path = ".") -> pathlib.Path:
    """Write this learner's saved progress as one file to hand in; returns its path.

    The file holds the learner's name and id, when it was exported and each exercise's state (solved or shown)
    with how it went (moves, tries, hints, Show me, seconds: see the module docstring). It is written whole or not
    at all: on a full disk an earlier export stays as it was.
    """
    name = learner or learner_name()
    if not isinstance(name, str) or not name.strip():
        raise ClassProgressError(_("The learner's name is a non-empty text, not {value}.").format(value=excerpt(name)))
    name = name.strip()
    if len(name) > MAX_NAME or any(unicodedata.category(c) in ("Cc", "Zl", "Zp") for c in name):
        raise ClassProgressError(
            _("The learner's name is one line of at most {limit} characters, not {value}.").format(
                limit=MAX_NAME, value=excerpt(name))
        )
    entries = progress.load_entries()
    ident = learner_id(name, progress.learner_key())
    doc = {
        "kind": KIND, "version": VERSION, "learner": name, "learner_id": ident,
        "exported": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "exercises": dict(sorted(entries.items())),
    }
    seat = progress.learner_seat()
    if seat:  # which position each exercise giving each learner their own gave this one (the class table checks)
        doc["seat"] = seat
    practised = practice_record()
    if practised.tried:  # the practice board's record: rating, themes, puzzles met (the class table shows it)
        doc["practice"] = practised.as_dict()
    path = pathlib.Path(folder) / f"{PREFIX}{ident}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        data = json.dumps(doc, indent=1, ensure_ascii=False) + "\n"
        encoded = data.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate in an exercise id
        encoded = (json.dumps(doc, indent=1) + "\n").encode("ascii")
    write_whole(path, encoded)
    return path


def one_line(text: str, limit: int = 60) -> str:
    """``text`` as it is shown in a table: control and format characters escaped (a newline as ``\\n``), so no
    text can start a line of its own or turn the text around, and at most ``limit`` characters (then ``…``)."""
    out = []
    for char in text:
        if char in "\n\r\t":
            out.append({"\n": "\\n", "\r": "\\r", "\t": "\\t"}[char])
        elif unicodedata.category(char) in ("Cc", "Cf", "Zl", "Zp", "Cs") and char not in "\u200c\u200d":  # joiners stay
            out.append(f"\\u{ord(char):04x}")
        else:
            out.append(char)
    shown = "".join(out)
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"


def _export_box() -> type:
    import ipywidgets as widgets

    from ..course.pictures import with_pictures

    class ExportBox(widgets.HBox):
        """The export button's row; without a kernel it says what it is for instead of its widgets' repr."""

        def _repr_mimebundle_(self, **kwargs: Any) -> Any:
            note = _("Export my progress: run the course map's cell to write the file to hand in.")
            static = {"text/plain": note, "text/html": f"<p>{note}</p>"}
            return with_pictures(super()._repr_mimebundle_(**kwargs), static)

    return ExportBox


def saved_where(path: pathlib.Path) -> str:
    """Where an export was written, as its message says it: "this lesson's folder" (the working folder), else
    "the folder <path>"."""
    try:
        here = path.parent.resolve() == pathlib.Path.cwd().resolve()
    except OSError:
        here = False
    return _("this lesson's folder") if here else _("the folder {folder}").format(folder=one_line(str(path.parent), 200))


def download_note(path: pathlib.Path) -> str:
    """HTML: where the export at ``path`` was saved, and a link that downloads it (its bytes in the link itself, so it
    works where there is no file browser: the offline site, Voilà)."""
    import base64

    saved = _("Saved {file} in {folder}. Download it and hand it in:").format(file=path.name, folder=saved_where(path))
    data = base64.b64encode(path.read_bytes()).decode("ascii")
    link = _("Download {file}").format(file=path.name)
    return (f'{html.escape(saved)} <a download="{html.escape(path.name)}" '
            f'href="data:application/json;base64,{data}">{html.escape(link)}</a>')


def export_button(folder: str | pathlib.Path = ".") -> Any:
    """The course map's "Export my progress": a name field and a button that writes the file to hand in."""
    import ipywidgets as widgets

    ExportBox = _export_box()
    name = widgets.Text(value=learner_name(), description=_("Your name"), layout=widgets.Layout(width="260px"))
    button = widgets.Button(description=_("Export my progress"), icon="download",
                            tooltip=_("Write your progress to one file to hand in to your teacher."),
                            layout=widgets.Layout(width="auto"))  # as wide as its words: never "Export my progr…"
    said = widgets.HTML()  # what was done, and the link that downloads the file (no file browser needed: the offline site has none)
    language = catalogue.language()  # the map's language: a click is answered in it

    def export(_click: object = None) -> None:
        with catalogue.speaking(language):
            try:
                path = export_progress(name.value, folder)
            except (OSError, ValueError) as err:
                said.value = html.escape(_("Not exported: {problem}").format(problem=err))
                return
            said.value = download_note(path)

    button.on_click(export)
    box = ExportBox([name, button, said])
    box.add_class("kw-export-progress")
    return box


__all__ = [
    "KIND",
    "MAX_NAME",
    "PREFIX",
    "VERSION",
    "ClassProgressError",
    "download_note",
    "export_button",
    "export_progress",
    "learner_id",
    "learner_name",
    "name_slug",
    "one_line",
    "saved_where",
]
