"""A class's progress: each learner hands in one small file, and the teacher reads a folder of them as one table.

A learner exports their saved progress with :func:`export_progress` (or the course map's "Export my progress"
button), which writes ``kamisado-progress-<name>.json`` in the working folder — in JupyterLite, on the browser's
drive, where the file browser downloads it. The teacher puts the files in one folder and calls
:func:`class_progress`::

    >>> import tempfile
    >>> folder = tempfile.mkdtemp()
    >>> export_progress("Ana", folder).name          # what the learner hands in
    'kamisado-progress-ana.json'
    >>> table = class_progress(folder, exercises=["03-sumo/push"])
    >>> print(table.text())                           # learner × exercise: ✓ solved, ◑ shown, ○ open, with totals
                 1  solved
    Ana          ○  0 of 1
    solved by    0
      1. 03-sumo/push

A file that is not such an export (corrupt, or another kind of JSON) is named in ``table.problems`` and left
out; the other files are read.
"""

from __future__ import annotations

import html
import json
import os
import pathlib
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from . import progress
from .progress import CHECK, OPEN, SHOWN


class HasExercises(Protocol):
    """A lesson as the table reads it (:class:`~kamisado_widget.teaching.course.Lesson`): its exercises' ids."""

    @property
    def exercises(self) -> Sequence[Any]: ...

KIND = "kamisado-widget progress"
VERSION = 1
PREFIX = "kamisado-progress-"


def learner_name() -> str:
    """Who is exporting: the JupyterHub user, else the login name, else "learner"."""
    for key in ("JUPYTERHUB_USER", "USER", "USERNAME"):
        if os.environ.get(key):
            return os.environ[key]
    return "learner"


def export_progress(learner: str | None = None, folder: str | pathlib.Path = ".") -> pathlib.Path:
    """Write this learner's saved progress as one file to hand in; returns its path.

    The file holds the learner's name, when it was exported and each exercise's state (solved or shown).
    """
    name = learner or learner_name()
    if not isinstance(name, str) or not name.strip():
        raise ValueError(f"the learner's name is a non-empty text, not {name!r}")
    records = progress.load()
    doc = {
        "kind": KIND, "version": VERSION, "learner": name.strip(),
        "exported": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "exercises": {key: {"state": state} for key, state in sorted(records.items())},
    }
    path = pathlib.Path(folder) / f"{PREFIX}{progress.slug(name)}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


@dataclass(frozen=True)
class Handed:
    """One learner's handed-in progress: their name, the file and each exercise's state."""

    learner: str
    path: pathlib.Path
    states: dict[str, str]


def read_export(path: str | pathlib.Path) -> Handed:
    """Read one exported file; raises ValueError naming the file and what is wrong with it."""
    path = pathlib.Path(path)
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as err:
        raise ValueError(f"{path.name}: not a progress export (it cannot be read as JSON: {err})") from None
    if not isinstance(doc, dict) or doc.get("kind") != KIND:
        raise ValueError(f"{path.name}: not a progress export (export one with export_progress())")
    if doc.get("version") != VERSION:
        raise ValueError(f"{path.name}: a progress export of version {doc.get('version')!r}, not {VERSION}")
    learner, exercises = doc.get("learner"), doc.get("exercises")
    if not isinstance(learner, str) or not learner.strip() or not isinstance(exercises, dict):
        raise ValueError(f"{path.name}: a progress export without a learner's name or an exercises table")
    states = {
        str(key): rec["state"] for key, rec in exercises.items()
        if isinstance(rec, dict) and rec.get("state") in progress.STATES
    }
    return Handed(learner.strip(), path, states)


@dataclass
class ClassProgress:
    """The table of a class: one row per learner, one column per exercise, and the files left out."""

    learners: list[Handed]
    exercises: list[str]
    problems: list[str] = field(default_factory=list)

    def state(self, learner: Handed, exercise: str) -> str:
        """"solved", "shown" or "open"."""
        return progress.lookup(learner.states, exercise) or "open"

    def solved_by(self, learner: Handed) -> int:
        return sum(self.state(learner, e) == "solved" for e in self.exercises)

    def solvers_of(self, exercise: str) -> int:
        return sum(self.state(learner, exercise) == "solved" for learner in self.learners)

    def text(self) -> str:
        """The table as plain text (✓ solved, ◑ shown, ○ open), with totals, then the files left out."""
        if not self.learners:
            lines = ["No progress exports found."]
        else:
            width = max(len("solved by"), *(len(h.learner) for h in self.learners))
            lines = [f"{'':{width}}  " + " ".join(f"{n + 1:>2}" for n in range(len(self.exercises))) + "  solved"]
            for h in self.learners:
                marks = " ".join(f"{_mark(self.state(h, e)):>2}" for e in self.exercises)
                lines.append(f"{h.learner:{width}}  {marks}  {self.solved_by(h)} of {len(self.exercises)}")
            totals = " ".join(f"{self.solvers_of(e):>2}" for e in self.exercises)
            lines.append(f"{'solved by':{width}}  {totals}")
            lines += [f"{n + 1:>3}. {e}" for n, e in enumerate(self.exercises)]
        lines += [f"Left out: {p}" for p in self.problems]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        head = "".join(f'<th title="{html.escape(e)}">{n + 1}</th>' for n, e in enumerate(self.exercises))
        rows = []
        for h in self.learners:
            cells = "".join(
                f'<td class="kw-class-{s}" title="{html.escape(e)}: {s}">{_mark(s)}</td>'
                for e in self.exercises for s in [self.state(h, e)]
            )
            rows.append(f"<tr><th>{html.escape(h.learner)}</th>{cells}<td>{self.solved_by(h)} of "
                        f"{len(self.exercises)}</td></tr>")
        totals = "".join(f"<td>{self.solvers_of(e)}</td>" for e in self.exercises)
        rows.append(f"<tr><th>solved by</th>{totals}<td></td></tr>")
        key = "".join(f"<li>{html.escape(e)}</li>" for e in self.exercises)
        left = "".join(f"<li>{html.escape(p)}</li>" for p in self.problems)
        return (
            f'<div class="kw-class-progress"><table><tr><th>learner</th>{head}<th>solved</th></tr>{"".join(rows)}'
            f"</table><ol>{key}</ol>" + (f"<p>Left out:</p><ul>{left}</ul>" if left else "") + "</div>"
        )

    def __repr__(self) -> str:
        return self.text()


def _mark(state: str) -> str:
    return {"solved": CHECK, "shown": SHOWN}.get(state, OPEN)


def class_progress(
    folder: str | pathlib.Path, lessons: Iterable[HasExercises] | None = None, exercises: Sequence[str] | None = None,
) -> ClassProgress:
    """Read every ``*.json`` file in ``folder`` as a learner's export and show them as one table.

    The columns are ``exercises`` if given, else the exercises of ``lessons`` (e.g. ``course_map().lessons``)
    in their order, else every exercise any learner has a record of, sorted. A file that is not an export is
    named in ``problems`` and left out; the others are read.
    """
    folder = pathlib.Path(folder)
    if not folder.is_dir():
        raise ValueError(f"{folder} is not a folder of progress exports")
    handed, problems = [], []
    for path in sorted(folder.glob("*.json")):
        try:
            handed.append(read_export(path))
        except ValueError as err:
            problems.append(str(err))
    if exercises is None and lessons is not None:
        exercises = [e.id for lesson in lessons for e in lesson.exercises]
    if exercises is None:
        exercises = sorted({key for h in handed for key in h.states})
    return ClassProgress(sorted(handed, key=lambda h: h.learner.lower()), list(exercises), problems)


def _export_box() -> type:
    import ipywidgets as widgets

    from .pictures import with_pictures

    class ExportBox(widgets.HBox):
        """The export button's row; without a kernel it says what it is for instead of its widgets' repr."""

        def _repr_mimebundle_(self, **kwargs: Any) -> Any:
            note = "Export my progress: run the course map's cell to write the file to hand in."
            static = {"text/plain": note, "text/html": f"<p>{note}</p>"}
            return with_pictures(super()._repr_mimebundle_(**kwargs), static)

    return ExportBox


def export_button(folder: str | pathlib.Path = ".") -> Any:
    """The course map's "Export my progress": a name field and a button that writes the file to hand in."""
    import ipywidgets as widgets

    ExportBox = _export_box()
    name = widgets.Text(value=learner_name(), description="Your name", layout=widgets.Layout(width="260px"))
    button = widgets.Button(description="Export my progress", icon="download",
                            tooltip="Write your progress to one file to hand in to your teacher",
                            layout=widgets.Layout(width="auto"))  # as wide as its words: never "Export my progr…"
    said = widgets.Label()

    def export(_: object = None) -> None:
        try:
            path = export_progress(name.value, folder)
        except (OSError, ValueError) as err:
            said.value = f"Not exported: {err}"
            return
        said.value = f"Saved {path.name} next to the lessons: download it from the file browser and hand it in."

    button.on_click(export)
    box = ExportBox([name, button, said])
    box.add_class("kw-export-progress")
    return box


__all__ = [
    "ClassProgress", "Handed", "class_progress", "export_button", "export_progress", "learner_name", "read_export",
]
