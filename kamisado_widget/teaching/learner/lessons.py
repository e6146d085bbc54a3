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
refused, naming both. Running a cell again writes the same exercise again, which is fine; after changing an
exercise's title or position, run the notebook again from its ``lesson(...)`` cell (which starts the lesson's list
afresh) or give the exercise an ``id=``.

The lesson also knows which of its exercises the learner has *tried* (a try checked, or "Show me"; in this kernel, or
solved or shown in the saved progress): its free boards (:mod:`~kamisado_widget.teaching.course.lesson_widgets`) give no hint and no analysis until every
exercise of the lesson has been tried (:func:`tried`, :func:`all_tried`, :func:`when_all_tried`).
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.catalogue import _
from ..exercises.goals import ExerciseError
from . import progress
from .progress import slug

_current = ""
_claimed: dict[str, tuple[str, tuple[str, ...]]] = {}  # progress id -> (title, what makes the exercise itself)
_tried: set[str] = set()  # progress ids tried in this kernel
_waiting: dict[str, list[Callable[[], None]]] = {}  # lesson -> what to do once all its exercises are tried


class Namespace(str):
    """A lesson's namespace, as :func:`lesson` returns it: a ``str`` that a notebook cell shows as nothing, so
    the cell starting a lesson puts no code word on the learner's page."""

    def _ipython_display_(self) -> None:
        return None


def lesson(name: str) -> str:
    """Start the lesson ``name`` for the exercises written after it in this kernel; returns its namespace."""
    global _current
    if not isinstance(name, str) or not name.strip():
        raise ExerciseError(_("A lesson is named by a non-empty text, e.g. lesson('Sumo pushes'), not {value}.").format(
            value=repr(name)))
    _current = slug(name)
    for key in [k for k in _claimed if k.startswith(f"{_current}/")]:
        del _claimed[key]
    return Namespace(_current)


def current_lesson() -> str:
    """The namespace of the lesson started last in this kernel ("" before any)."""
    return _current


def claim(progress_id: str, title: str, identity: tuple[str, ...]) -> None:
    """Register an exercise's progress id; refuse a different exercise with an id already taken in its lesson."""
    taken = _claimed.get(progress_id)
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
    _tried.clear()
    _waiting.clear()


__all__ = ["all_tried", "claim", "current_lesson", "forget", "lesson", "tried", "when_all_tried"]
