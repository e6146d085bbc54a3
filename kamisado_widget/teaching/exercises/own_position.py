"""Each learner's own position: an exercise that asks for a position of a theme and grade (from the practice bank),
or one of a list the teacher gives, instead of one position for the whole class.

``Exercise(..., position=each_learner(theme="sumo push", grade=2), goal=WinIn(moves=2))`` gives every learner one
of the candidates, chosen by their *seat*: a hash of the random key kept in their saved progress
(:func:`~..learner.progress.learner_key`), so the same learner gets the same position every time, and two learners
most likely two different ones. The hand-in says the learner's seat and, with each solve, the position solved; the
class table (:mod:`~..classroom.class_table`) checks every solve in that learner's own position and names a solve of
another learner's position (a copy) or of a position no learner has (made up from the answer key, which lists every
candidate).

>>> from kamisado_widget.engine import Layout
>>> choice = each_learner(positions=[Match(3).text(), Match(3, layout=Layout.MIRRORED).text()])
>>> len(choice.positions), choice.for_seat("0123abcd", "push") == choice.for_seat("0123abcd", "push")
(2, True)
"""

from __future__ import annotations

import copy
import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...engine import Match
from ...engine.catalogue import _
from ..learner import progress
from . import arguments as must
from .goals import ExerciseError

MOST = 24
"""The most candidates an ``each_learner(theme=...)`` takes from the bank (spread over its ratings, the same every
time): enough for a class to share few positions, few enough for an answer key to list them."""


@dataclass(frozen=True)
class EachLearner:
    """The candidate positions of an exercise that gives each learner their own (see the module docstring)."""

    positions: tuple[str, ...]
    theme: str | None = None
    grade: int | None = None

    def for_seat(self, seat: str, exercise: str) -> str:
        """The position of the learner whose seat is ``seat`` in the exercise ``exercise`` (its id): the same every
        time; the first candidate for a learner without a seat."""
        if not seat:
            return self.positions[0]
        digest = hashlib.sha256(f"{seat}\n{exercise}".encode()).hexdigest()
        return self.positions[int(digest[:12], 16) % len(self.positions)]

    def identity(self) -> str:
        """What tells this choice from another (an exercise's identity when it claims its id)."""
        return hashlib.sha256("\n".join(self.positions).encode()).hexdigest()[:16]


def each_learner(theme: str | None = None, grade: int | None = None,
                 positions: Sequence[str] | None = None) -> EachLearner:
    """A position for each learner: of ``theme`` and ``grade`` from the practice bank (at most :data:`MOST` of them,
    spread over the bank's ratings), or one of ``positions`` (match texts: a found position's ``.position``)."""
    owner = "each_learner"
    if positions is not None:
        if theme is not None or grade is not None:
            raise ExerciseError(_("each_learner: give either positions=[...] or a theme and grade, not both."))
        if isinstance(positions, str) or not isinstance(positions, Sequence) or not positions:
            raise ExerciseError(_("each_learner: positions must be a non-empty list of match texts, e.g. "
                                  "[Match(3).text()], not {value}").format(value=must.excerpt(positions)))
        texts = []
        for text in positions:
            must.text(owner, "positions", text, empty=False)
            Match.from_text(text)  # a malformed one fails here, with the engine's error
            texts.append(text)
        return EachLearner(tuple(dict.fromkeys(texts)))
    from ..positions.bank import bank_puzzles, checked_theme

    theme = checked_theme("each_learner", theme, grade)  # the bank's name of a theme, or the finder's ("push")
    found = sorted(bank_puzzles(theme, grade), key=lambda e: (e.rating, e.id))
    if not found:
        raise ExerciseError(_("each_learner: the bank has no puzzle of theme {theme} and grade {grade}").format(
            theme=repr(theme), grade=repr(grade)))
    step = max(1, len(found) // MOST)
    return EachLearner(tuple(e.position for e in found[::step][:MOST]), theme, grade)


def my_seat() -> str:
    """This learner's seat (:func:`~..learner.progress.learner_seat`)."""
    return progress.learner_seat()


def at_position(exercise: Any, position: str) -> Any:
    """A copy of ``exercise`` that starts from ``position`` (one of its candidates): what the class table checks a
    learner's solve against. It claims no id and shows nothing until viewed."""
    out = copy.copy(exercise)
    out.position = position
    out._answers = exercise.goal.answers(out.start())
    out._view = None
    return out


__all__ = ["MOST", "EachLearner", "at_position", "each_learner", "my_seat"]
