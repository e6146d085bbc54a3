"""The course map's lessons whose exercises cannot all be read from their code, run to list them.

A lesson that makes exercises in a loop, under a title held in a variable or with a method such as
``find_positions(...)[0].exercise(...)`` (:attr:`~.map.Lesson.unread` names its code cells) is run headless as a
lesson app runs it, by the class table's runner (:func:`~..classroom.lesson_exercises.run_lesson`: in a private
shell, its saved progress thrown away, nothing shown), and the map lists the exercises it made, in order. A lesson
read in full (every tutorial) is never run.

A run is kept for the rest of the process for the notebook's path, its modification time and the language speaking,
so a map shown again runs nothing until the notebook is saved. A notebook that shows a course map of its own folder is
not run again from inside its own run (that map lists what it can read). Where the run fails, the lesson lists what
the run could read and made, and :class:`Unlisted` names it and the code cells whose exercises it could not list.
"""

from __future__ import annotations

import dataclasses
import pathlib
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass

from ...engine.catalogue import language, ngettext
from ..exercises.task import Task
from .lesson_reading import Entry, Lesson

RUNS_KEPT = 64
"""How many lesson runs the process keeps (the oldest is forgotten first)."""
_runs: OrderedDict[tuple[str, int, str], tuple[tuple[Entry, ...], str | None]] = OrderedDict()
_running: set[str] = set()  # the notebooks being run now (a lesson's own course map does not run it again)


@dataclass(frozen=True)
class Unlisted:
    """A lesson whose run failed: its title and file, the code cells whose exercises could not be listed (numbered
    as a lesson app runs them) and what the run met."""

    title: str
    path: str
    cells: tuple[int, ...]
    problem: str

    def sentence(self) -> str:
        """The sentence the map shows, in the language speaking now."""
        return ngettext(
            "{lesson} ({path}): the map could not list the exercises that its code cell {cells} makes as it runs, "
            "because running the lesson failed ({problem}); it lists the exercises it could read from the code.",
            "{lesson} ({path}): the map could not list the exercises that its code cells {cells} make as they run, "
            "because running the lesson failed ({problem}); it lists the exercises it could read from the code.",
            len(self.cells),
        ).format(lesson=self.title, path=self.path, cells=", ".join(str(n) for n in self.cells), problem=self.problem)


def _entries(made: Iterable[Task | Entry]) -> tuple[Entry, ...]:
    """The exercises a run made (or, where it failed, read) as the map lists them: id and title, each id once."""
    out: dict[str, Entry] = {}
    for item in made:
        entry = item if isinstance(item, Entry) else Entry(str(item.progress_id), str(item.title))
        out.setdefault(entry.id, entry)
    return tuple(out.values())


def _run(path: pathlib.Path, read: Lesson) -> tuple[tuple[Entry, ...], str | None]:
    from ..classroom.lesson_exercises import run_lesson  # (IPython's shell: loaded only for a lesson to run)

    try:
        run = run_lesson(path)
    except Exception as err:  # noqa: BLE001  # the runner itself failing (not the lesson's code): never the map
        return read.exercises, f"{type(err).__name__}: {err}"
    return _entries(run.exercises), run.problem


def complete(lesson: Lesson, path: pathlib.Path) -> tuple[Lesson, Unlisted | None]:
    """``lesson`` as read from the notebook at ``path``, or, if its code makes exercises the reading cannot list, with
    the exercises its run made; and, if that run failed, what the map says of it."""
    if not lesson.unread:
        return lesson, None
    where = str(path.resolve())
    if where in _running:
        return lesson, None
    try:
        key = (where, path.stat().st_mtime_ns, language())
    except OSError:  # gone since it was read: listed as read
        return lesson, None
    if key in _runs:
        _runs.move_to_end(key)
    else:
        _running.add(where)
        try:
            _runs[key] = _run(path, lesson)
        finally:
            _running.discard(where)
        while len(_runs) > RUNS_KEPT:
            _runs.popitem(last=False)
    exercises, problem = _runs[key]
    ran = dataclasses.replace(lesson, exercises=exercises)
    return ran, None if problem is None else Unlisted(lesson.title, lesson.path, lesson.unread, problem)


def forget_runs() -> None:
    """Forget the lessons run so far (the next map runs them again)."""
    _runs.clear()


__all__ = ["RUNS_KEPT", "Unlisted", "complete", "forget_runs"]
