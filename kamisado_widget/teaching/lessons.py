"""The lesson an exercise belongs to: the namespace of its saved progress, and one id per exercise in it.

Start a notebook of exercises with :func:`lesson`; the exercises written after it save their progress under
``"<lesson>/<id>"`` (the id is the exercise's ``id=``, or its title as a slug), so a "Push!" of yours and the
tutorials' "Push!" keep records of their own::

    >>> from kamisado_widget.teaching.lessons import lesson, current_lesson
    >>> lesson("Sumo pushes")
    'sumo-pushes'
    >>> current_lesson()
    'sumo-pushes'

Within a lesson, two different exercises (another title, position or past) may not share an id: the second is
refused, naming both. Running a cell again writes the same exercise again, which is fine; after changing an
exercise's title or position, run the notebook again from its ``lesson(...)`` cell (which starts the lesson's list
afresh) or give the exercise an ``id=``.
"""

from __future__ import annotations

from .goals import ExerciseError
from .progress import slug

_current = ""
_claimed: dict[str, tuple[str, tuple[str, ...]]] = {}  # progress id -> (title, what makes the exercise itself)


class Namespace(str):
    """A lesson's namespace, as :func:`lesson` returns it: a ``str`` that a notebook cell shows as nothing, so
    the cell starting a lesson puts no code word on the learner's page."""

    def _ipython_display_(self) -> None:
        return None


def lesson(name: str) -> str:
    """Start the lesson ``name`` for the exercises written after it in this kernel; returns its namespace."""
    global _current
    if not isinstance(name, str) or not name.strip():
        raise ExerciseError(f"a lesson is named by a non-empty text, e.g. lesson('Sumo pushes'), not {name!r}")
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
        where = f"lesson {progress_id.split('/', 1)[0]!r}" if "/" in progress_id else "this notebook"
        raise ExerciseError(
            f"exercise {title!r}: {where} already has an exercise with the id {progress_id.rsplit('/', 1)[-1]!r} "
            f"({taken[0]!r}, another position or title): give each exercise an id= of its own"
        )
    _claimed[progress_id] = (title, identity)


def forget() -> None:
    """Forget the current lesson and every claimed id (a fresh kernel; tests use it)."""
    global _current
    _current = ""
    _claimed.clear()


__all__ = ["claim", "current_lesson", "forget", "lesson"]
