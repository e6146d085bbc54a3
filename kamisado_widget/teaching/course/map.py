"""The course map: every lesson notebook and every exercise in it, with check marks from the saved progress.

The list is read from the notebooks themselves, so it cannot drift from them: each notebook's title and exercises
are read from its code without running it (:mod:`.lesson_reading`: the ``Exercise(...)``, ``puzzle_set(n)`` and
``puzzles_from(...)`` calls written out in its code cells). A lesson whose code makes exercises the reading cannot
list (in a loop, a comprehension or a function, under a title not written out, with a ``.exercise(...)`` call such as
``find_positions(...)[0].exercise(...)``) is run headless as a lesson app runs it, and the map lists the exercises it
made (:mod:`.map_run`); a lesson read in full (every tutorial) is never run. Where that run fails, the map names the
lesson and the code cells whose exercises it could not list (:attr:`CourseMap.unlisted`), and lists those it could
read.

A notebook is read as every lesson is (:func:`~kamisado_widget.teaching.course.notebook_file.read_notebook`: a
regular file of at most :data:`~kamisado_widget.teaching.course.notebook_file.MAX_NOTEBOOK_BYTES` bytes in UTF-8 JSON
nested at most 64 levels, with a list of cells, each with a type and a text source); any other (half-written, not
JSON, a pipe, a device ...) is named in the map's
``problems`` ("Left out: ...") and the other lessons are shown. Links to lessons are relative links to
their files: a file's name is quoted (``javascript:x.ipynb`` becomes ``javascript%3Ax.ipynb``), never a scheme.

The map speaks its lessons' language: a notebook that calls ``set_language("de")`` (as the German course's do), or
lies in a folder named by a language (``notebooks/de/``), is German, and the map of German lessons speaks German;
``course_map(..., language="en")`` chooses. The course in each language has the same lesson and exercise ids, so
an exercise solved in one shows as solved in the other's map.

>>> from kamisado_widget.teaching.course.map import course_map
>>> course_map()  # in 00_welcome.ipynb: the lessons next to it  # doctest: +SKIP
"""

from __future__ import annotations

import html
import pathlib
from collections import deque
from collections.abc import Sequence
from typing import Any
from urllib.parse import quote

from ...engine.catalogue import LANGUAGES, N_, _, parse_language, speaking
from ...engine.errors import UnreadableFileError
from ..learner import progress
from .lesson_app import anchor, lesson_folder
from .lesson_reading import WELCOME, Entry, Lesson, exercises_in, read_lesson
from .map_run import Unlisted, complete

CHECK, SHOWN, OPEN = progress.CHECK, progress.SHOWN, progress.OPEN


def _read_all(items: Sequence[str | pathlib.Path | Lesson]) -> tuple[list[Lesson], list[str], list[Unlisted]]:
    """The lessons that can be read (each whose exercises cannot all be read run: :func:`.map_run.complete`), a
    problem for each notebook that cannot be read (named and left out) and each lesson whose run failed."""
    found: list[Lesson] = []
    problems: list[str] = []
    unlisted: list[Unlisted] = []
    for item in items:
        if isinstance(item, Lesson):
            found.append(item)
            continue
        try:
            lesson = read_lesson(pathlib.Path(item))
        except UnreadableFileError as err:
            problems.append(str(err))
            continue
        lesson, failed = complete(lesson, pathlib.Path(item))
        found.append(lesson)
        if failed is not None:
            unlisted.append(failed)
    return found, problems, unlisted


def _notebooks_in(folder: str | pathlib.Path) -> list[pathlib.Path]:
    return sorted(p for p in pathlib.Path(folder).glob("*.ipynb") if p.name != WELCOME)


def lessons(folder: str | pathlib.Path = ".") -> list[Lesson]:
    """Every notebook in ``folder`` but the welcome notebook, in file-name order, with its exercises (run where they
    cannot all be read: see the module docstring; those that cannot be read left out: :func:`course_map` names them)."""
    return _read_all(_notebooks_in(folder))[0]


Lessons = str | pathlib.Path | Sequence[str | pathlib.Path | Lesson]
"""A folder of lesson notebooks, or a list of notebooks (paths) and :class:`Lesson` values, in course order."""


def _clashes(lessons: Sequence[Lesson]) -> list[tuple[str, str, str]]:
    """(lesson id, first notebook, second notebook) for each lesson id whose exercises two notebooks make."""
    owner: dict[str, str] = {}
    out = []
    for lesson in lessons:
        for namespace in dict.fromkeys(e.id.split("/", 1)[0] for e in lesson.exercises if "/" in e.id):
            first = owner.setdefault(namespace, lesson.path)
            if first != lesson.path:
                out.append((namespace, first, lesson.path))
    return out


def _clash_sentence(namespace: str, first: str, second: str) -> str:
    return _("{first} and {second} both start the lesson {lesson}: their learners' records are shared. Give one of "
             "them an id of its own: lesson(..., id=...).").format(first=first, second=second, lesson=repr(namespace))


class CourseMap:
    """The lessons with their exercises; check marks are read from the saved progress when shown."""

    def __init__(self, where: Lessons | None = None, language: str | None = None) -> None:
        if where is None:  # the notebook's folder; in a lesson app, the folder of the lesson's course
            where = lesson_folder() or "."
        self.problems: list[str] = []
        """A sentence for each notebook that could not be read (named and left out)."""
        self.unlisted: list[Unlisted] = []
        """Each lesson whose code makes exercises the reading cannot list and whose run failed (its sentence:
        :meth:`~.map_run.Unlisted.sentence`); the map lists the exercises it could read."""
        self._shown: list[Any] = []  # the live maps shown (:meth:`live`)
        if isinstance(where, (str, pathlib.Path)):
            self.folder = pathlib.Path(where)
            if self.folder.is_file():
                self.lessons, self.problems, self.unlisted = _read_all([self.folder])
                self.folder = self.folder.parent
            elif not self.folder.is_dir():
                self.lessons, self.problems = [], [
                    _("{name}: there is no such notebook or folder").format(name=_one_line(str(where)))]
                self.folder = self.folder.parent
            else:
                self.lessons, self.problems, self.unlisted = _read_all(_notebooks_in(self.folder))
        else:
            self.lessons, self.problems, self.unlisted = _read_all(list(where))
            paths = [pathlib.Path(item) for item in where if not isinstance(item, Lesson)]
            self.folder = paths[0].parent if paths else pathlib.Path(".")
        self.clashes = _clashes(self.lessons)
        """Each lesson started by two notebooks of the map (their learners' records would be shared): (its id, the
        two notebooks), named under the map."""
        self.language = self._language(language)
        """The language the map speaks: the one given, else its lessons' (all of them that name one), else None
        (the notebook's)."""

    def _language(self, given: str | None) -> str | None:
        if given is not None:
            return parse_language(given)
        named = {lesson.language for lesson in self.lessons if lesson.language}
        if not named and self.folder.resolve().name in LANGUAGES and self.lessons:
            named = {self.folder.resolve().name}
        return named.pop() if len(named) == 1 else None

    def solved(self) -> set[str]:
        return {key for key, state in self.states().items() if state == "solved"}

    def states(self) -> dict[str, str]:
        """Exercise id -> "solved" or "shown" (its answer was shown, it is not solved yet), for the map's
        exercises (a tutorial's entry from before lessons had names included)."""
        saved = progress.load()
        ids = {e.id for lesson in self.lessons for e in lesson.exercises}
        return {i: found for i in ids if (found := progress.lookup(saved, i)) is not None}

    def counts(self) -> dict[str, tuple[int, int]]:
        """Lesson file -> (solved, exercises)."""
        done = self.solved()
        return {
            lesson.path: (sum(e.id in done for e in lesson.exercises), len(lesson.exercises)) for lesson in self.lessons
        }

    def text(self) -> str:
        """The map as plain text, one lesson a line and one exercise an indented line."""
        with speaking(self.language):
            return self._text()

    def _text(self) -> str:
        states = self.states()
        left = [_("Left out: {problem}").format(problem=_one_line(p)) for p in self.problems]
        if not self.lessons:
            return "\n".join([_(NO_LESSONS).format(folder=self.folder.resolve()), *left])
        out = []
        for lesson in self.lessons:
            n = sum(states.get(e.id) == "solved" for e in lesson.exercises)
            if lesson.exercises:
                out.append(_("{title} ({path}) — {solved} of {count} solved").format(
                    title=lesson.title, path=lesson.path, solved=n, count=len(lesson.exercises)))
            else:
                out.append(_("{title} ({path})").format(title=lesson.title, path=lesson.path))
            out += [f"  {_mark(states.get(e.id))} {_exercise_line(e.title, states.get(e.id))}" for e in lesson.exercises]
        clashes = [_clash_sentence(*clash) for clash in self.clashes]
        return "\n".join(out + [failed.sentence() for failed in self.unlisted] + clashes + left)

    def _repr_html_(self) -> str:
        with speaking(self.language):
            return self._html()

    def _html(self) -> str:
        states = self.states()
        left = "".join(f"<li>{html.escape(p)}</li>" for p in self.problems)
        left = f'<p>{html.escape(_(LEFT_OUT))}</p><ul class="kw-course-left-out">{left}</ul>' if left else ""
        if not self.lessons:
            return f"<p>{html.escape(_(NO_LESSONS).format(folder=self.folder.resolve()))}</p>{left}"
        items = []
        for lesson in self.lessons:
            link = anchor(quote(lesson.path, safe=""), html.escape(lesson.title))  # a relative file link, never a scheme
            if not lesson.exercises:
                items.append(f"<li>{link}</li>")
                continue
            n = sum(states.get(e.id) == "solved" for e in lesson.exercises)
            marks = "".join(
                f'<li class="kw-course-{states.get(e.id) or "open"}">'
                f'{_mark(states.get(e.id))} {html.escape(_exercise_line(e.title, states.get(e.id)))}</li>'
                for e in lesson.exercises
            )
            solved = html.escape(_("{solved} of {count} solved").format(solved=n, count=len(lesson.exercises)))
            items.append(
                f"<li>{link} — {solved}"
                f'<details{" open" if len(lesson.exercises) <= 12 else ""}><summary>{html.escape(_(EXERCISES))}'
                f'</summary><ul style="list-style: none">{marks}</ul></details></li>'
            )
        # the lessons' titles carry their numbers ("3 · Sumo towers"): a plain list, not a second numbering
        lang = f' lang="{html.escape(self.language)}"' if self.language else ""
        unlisted = "".join(f'<p class="kw-course-unlisted">{html.escape(failed.sentence())}</p>'
                           for failed in self.unlisted)
        unlisted += "".join(f'<p class="kw-course-clash">{html.escape(_clash_sentence(*clash))}</p>'
                            for clash in self.clashes)
        return (f'<div class="kw-course-map"{lang}><ul style="list-style: none">'
                f'{"".join(items)}</ul>{unlisted}{left}</div>')

    def __repr__(self) -> str:
        return self.text()

    def _ipython_display_(self) -> None:
        """The map, and under it the learner's "Export my progress" button (a file to hand in)."""
        from IPython.display import display

        from ..learner.hand_in import export_button

        self.show()
        with speaking(self.language):
            display(export_button(self.folder))

    def bundle(self) -> dict[str, str]:
        """The map as a notebook shows it: its HTML and its text."""
        return {"text/html": self._repr_html_(), "text/plain": self.text()}

    def show(self) -> Any:
        """Show the map in the cell's output, redrawn there after each exercise solved or shown in this kernel (no
        need to run its cell again: the notebook updates the output in place); returns its display handle."""
        handle = _display(self.bundle())
        if _in_kernel():  # outside a kernel an update would print the map again, into whatever runs next
            self._shown.append(handle)
            _live.append(self)  # kept while it may still be on the page: the last few maps shown
            progress.on_saved(self._redraw)
        return handle

    def _redraw(self, _exercise: str, _state: str) -> None:
        if self._shown:
            bundle = self.bundle()
            for handle in self._shown:
                handle.update(bundle, raw=True)


LIVE_MAPS = 20
"""How many course maps shown in a kernel are kept redrawn (a cell run again shows a new one)."""
_live: deque[CourseMap] = deque(maxlen=LIVE_MAPS)


def _in_kernel() -> bool:
    """Whether this runs in a Jupyter kernel, whose page can update a shown map in place."""
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    return shell is not None and getattr(shell, "kernel", None) is not None


def _display(bundle: dict[str, str]) -> Any:
    """Display ``bundle`` as a cell's output that can be updated in place; its handle."""
    from IPython.display import display

    return display(bundle, raw=True, display_id=True)


def _one_line(text: str) -> str:
    from ..learner.hand_in import one_line

    return one_line(text, 400)


def _mark(state: str | None) -> str:
    return {"solved": CHECK, "shown": SHOWN}.get(state or "", OPEN)


NO_LESSONS = N_("No lesson notebooks found in {folder}.")
LEFT_OUT = N_("Left out:")
EXERCISES = N_("Exercises")


def _exercise_line(title: str, state: str | None) -> str:
    """An exercise as the map lists it: its title, and whether its answer was shown."""
    return _("{title} (answer shown)").format(title=title) if state == "shown" else title


def course_map(where: Lessons | None = None, language: str | None = None) -> CourseMap:
    """The course map of the notebooks in a folder (by default the notebook's own; in a lesson app, such as the
    offline site's lesson pages, the folder of the lesson's course, so a German lesson lists the German lessons), or of a list of
    notebooks in the order given — a teacher's own lessons, the tutorials or both::

        course_map(["sumo_pushes.ipynb", "passes.ipynb"])

    It speaks ``language`` if given, else its lessons' language (a German course's map speaks German), else the
    notebook's.
    """
    return CourseMap(where, language)


__all__ = ["CourseMap", "Entry", "Lesson", "course_map", "exercises_in", "lessons", "read_lesson"]
