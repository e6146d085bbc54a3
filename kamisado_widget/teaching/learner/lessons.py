"""The lesson an exercise belongs to: the namespace of its saved progress, and one id per exercise in it.

Start a notebook of exercises with :func:`lesson`; the exercises written after it save their progress under
``"<lesson>/<id>"`` (the id is the exercise's ``id=``, or its title as a slug), so a "Push!" of yours and the
tutorials' "Push!" keep entries of their own::

    >>> from kamisado_widget.teaching.learner.lessons import lesson, current_lesson
    >>> lesson("Sumo pushes")
    'sumo-pushes'
    >>> current_lesson()
    'sumo-pushes'

Within a lesson, two different exercises (another title, position, past or goal) may not share an id: the second is
refused, naming both. Running a cell again writes the same exercise again, which is fine. Calling ``lesson(...)``
again (the notebook run again from the top) keeps the check: an exercise that then comes with another position or
goal under an id the lesson's earlier run gave is taken, with a :class:`LessonWarning` naming it (learners'
saved solves of the earlier one count for it: give it an ``id=`` of its own if it is a new exercise); two of them in
one run are refused as before.

A lesson is one notebook. Two notebooks of one folder that start the same lesson (``lesson("Sumo week")`` in
monday.ipynb and tuesday.ipynb) would share their learners' records, so the lesson refuses to start in either
(:class:`~..exercises.goals.ExerciseError` naming both notebooks) until one of them gives its lesson an id of its own:
``lesson("Sumo week", id="sumo-week-tuesday")`` (the id names the records; the name stays what the learner reads).
The notebook is known where Jupyter Server starts the kernel (JupyterLab, Notebook 7, a hub) and where the package
runs a lesson itself (the class table, the course map); the course map and the class table name such a pair too.

The lesson also knows which of its exercises the learner has *tried* (a try checked, or "Show me"; in this kernel, or
solved or shown in the saved progress): its free boards (:mod:`~kamisado_widget.teaching.course.lesson_widgets`) give no hint and no analysis until every
exercise of the lesson has been tried (:func:`tried`, :func:`all_tried`, :func:`when_all_tried`).
"""

from __future__ import annotations

import ast
import contextlib
import os
import pathlib
import warnings
from collections.abc import Callable, Iterator

from ...engine.catalogue import _
from ..exercises.goals import ExerciseError
from . import progress
from .progress import slug

_current = ""
_claimed: dict[str, tuple[str, tuple[str, ...]]] = {}  # progress id -> (title, what makes the exercise itself)
_earlier: dict[str, tuple[str, tuple[str, ...]]] = {}  # the claims of a lesson's earlier run (lesson() called again)
_notebook: pathlib.Path | None = None  # the notebook a lesson runs in, where the package runs it (running_notebook)
_tried: set[str] = set()  # progress ids tried in this kernel
_waiting: dict[str, list[Callable[[], None]]] = {}  # lesson -> what to do once all its exercises are tried


class Namespace(str):
    """A lesson's namespace, as :func:`lesson` returns it: a ``str`` that a notebook cell shows as nothing, so
    the cell starting a lesson puts no code word on the learner's page."""

    def _ipython_display_(self) -> None:
        return None


class LessonWarning(UserWarning):
    """A lesson's exercise changed under an id its earlier run gave (see the module docstring)."""


def lesson(name: str, id: str | None = None) -> str:
    """Start the lesson ``name`` for the exercises written after it in this kernel; returns its namespace (the slug
    of ``id`` if given, else of ``name``). Refuses to start a lesson another notebook of this notebook's folder
    starts too (see the module docstring)."""
    global _current
    if not isinstance(name, str) or not name.strip():
        raise ExerciseError(_("A lesson is named by a non-empty text, e.g. lesson('Sumo pushes'), not {value}.").format(
            value=repr(name)))
    if id is not None and (not isinstance(id, str) or not any(c.isascii() and c.isalnum() for c in id)):
        raise ExerciseError(_("A lesson's id is a non-empty text of letters or digits, e.g. lesson('Sumo week', "
                              "id='sumo-week-tuesday'), not {value}.").format(value=repr(id)))
    namespace = slug(id if id is not None else name)
    here = this_notebook()
    if here is not None:
        others = [other for other in notebooks_of_lesson(here.parent, namespace) if other.name != here.name]
        if others:
            raise ExerciseError(_("The lesson {lesson} is started by two notebooks, {notebook} and {other}: they would "
                                  "share their learners' records. Give one of them an id of its own, e.g. "
                                  "lesson({name}, id={id}).").format(
                lesson=repr(name), notebook=here.name, other=others[0].name, name=repr(name),
                id=repr(f"{namespace}-{progress.slug(here.stem)}")))
    _current = namespace
    for key in [k for k in _claimed if k.startswith(f"{_current}/")]:
        _earlier[key] = _claimed.pop(key)  # kept: an exercise changed under its id is named (claim)
    return Namespace(_current)


def this_notebook() -> pathlib.Path | None:
    """The notebook this kernel runs, where it is known: the one the package runs (:func:`running_notebook`), else
    the one Jupyter Server started the kernel for (``JPY_SESSION_NAME``), if it is a file."""
    if _notebook is not None:
        return _notebook
    named = os.environ.get("JPY_SESSION_NAME", "")
    path = pathlib.Path(named) if named.endswith(".ipynb") else None
    return path if path is not None and path.is_file() else None


@contextlib.contextmanager
def running_notebook(path: pathlib.Path) -> Iterator[None]:
    """While the package runs the notebook ``path`` itself (a class table, a course map): the notebook a lesson
    started meanwhile belongs to."""
    global _notebook
    before, _notebook = _notebook, pathlib.Path(path).resolve()
    try:
        yield
    finally:
        _notebook = before


def lessons_started(source: str) -> list[str]:
    """The namespaces of the ``lesson("...")`` calls (with a written-out name, and ``id=`` if given) in a notebook
    cell's code, read without running it."""
    lines = [line for line in source.splitlines() if not line.lstrip().startswith(("%", "!"))]  # IPython magics
    try:
        tree = ast.parse("\n".join(lines))
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return []
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        func = node.func
        called = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
        first = node.args[0]
        if called != "lesson" or not isinstance(first, ast.Constant) or not isinstance(first.value, str):
            continue
        own = next((k.value for k in node.keywords if k.arg == "id"), None)
        if own is None:
            found.append(slug(first.value))
        elif isinstance(own, ast.Constant) and isinstance(own.value, str):
            found.append(slug(own.value))  # (an id the reading cannot know is passed over)
    return found


def notebooks_of_lesson(folder: pathlib.Path, namespace: str) -> list[pathlib.Path]:
    """The notebooks in ``folder`` whose code starts the lesson ``namespace`` (unreadable files are passed over)."""
    import json

    out = []
    for path in sorted(pathlib.Path(folder).glob("*.ipynb")):
        try:
            cells = json.loads(path.read_text(encoding="utf-8")).get("cells", [])
        except (OSError, ValueError, AttributeError):
            continue
        for cell in cells if isinstance(cells, list) else []:
            source = cell.get("source", "") if isinstance(cell, dict) and cell.get("cell_type") == "code" else ""
            source = "".join(source) if isinstance(source, list) else source
            if isinstance(source, str) and namespace in lessons_started(source):
                out.append(path)
                break
    return out


def current_lesson() -> str:
    """The namespace of the lesson started last in this kernel ("" before any)."""
    return _current


def claim(progress_id: str, title: str, identity: tuple[str, ...]) -> None:
    """Register an exercise's progress id; refuse a different exercise with an id already taken in its lesson."""
    taken = _claimed.get(progress_id)
    before = _earlier.pop(progress_id, None)
    # (Its title may change: the lesson run again in another language keeps its exercises and their ids.)
    if taken is None and before is not None and before[1][1:] != identity[1:]:
        warnings.warn(LessonWarning(_("Exercise {title} has another position or goal than when its lesson {lesson} "
                                      "ran before in this kernel, under the same id {id}: learners' saved solves of "
                                      "the earlier one count for it. Give it an id= of its own if it is a new "
                                      "exercise.").format(title=repr(title), lesson=repr(_lesson_of(progress_id)),
                                                          id=repr(progress_id.rsplit("/", 1)[-1]))), stacklevel=4)
    if taken is not None and taken[1] != identity:
        local, other = repr(progress_id.rsplit("/", 1)[-1]), repr(taken[0])
        if "/" in progress_id:
            message = _("Exercise {title}: the lesson {lesson} already has an exercise with the id {id} ({other}, "
                        "another position, title or goal): give each exercise an id= of its own.")
        else:
            message = _("Exercise {title}: this notebook already has an exercise with the id {id} ({other}, another "
                        "position, title or goal): give each exercise an id= of its own.")
        raise ExerciseError(message.format(title=repr(title), lesson=repr(progress_id.split("/", 1)[0]), id=local,
                                           other=other))
    _claimed[progress_id] = (title, identity)


def _lesson_of(progress_id: str) -> str:
    return progress_id.split("/", 1)[0] if "/" in progress_id else ""


def _was_tried(progress_id: str) -> bool:
    return progress_id in _tried or progress.state(progress_id) is not None


def all_tried(lesson_name: str) -> bool:
    """Every exercise of the lesson written so far in this kernel has been tried here, or is solved or shown in
    the saved progress (True for a lesson with none)."""
    return all(_was_tried(key) for key in _claimed if _lesson_of(key) == lesson_name)


def tried(progress_id: str) -> None:
    """The learner tried the exercise ``progress_id`` (a checked try or "Show me"); once every exercise of its
    lesson is tried, what waited for that (:func:`when_all_tried`) is done."""
    _tried.add(progress_id)
    name = _lesson_of(progress_id)
    if name in _waiting and all_tried(name):
        for then in _waiting.pop(name):
            then()


def when_all_tried(lesson_name: str, then: Callable[[], None]) -> None:
    """Call ``then`` once every exercise of the lesson has been tried: at the try that completes it (a lesson's
    exercises may be written after its free board). A lesson whose exercises are all tried already calls it at
    once — but only if it has some: a board written before them waits for the tries."""
    has_exercises = any(_lesson_of(key) == lesson_name for key in _claimed)
    if has_exercises and all_tried(lesson_name):
        then()
    else:
        _waiting.setdefault(lesson_name, []).append(then)


def forget() -> None:
    """Forget the current lesson, every claimed id and every try (a fresh kernel; tests use it)."""
    global _current
    _current = ""
    _claimed.clear()
    _earlier.clear()
    _tried.clear()
    _waiting.clear()


__all__ = ["LessonWarning", "all_tried", "claim", "current_lesson", "forget", "lesson", "lessons_started",
           "notebooks_of_lesson", "running_notebook", "this_notebook", "tried", "when_all_tried"]
