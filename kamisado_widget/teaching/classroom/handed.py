"""One learner's handed-in progress as the class table reads it (:func:`~.class_table.read_export` makes it)."""

from __future__ import annotations

import pathlib
from dataclasses import dataclass, field
from typing import Any

from ..learner.practice_record import PracticeRecord


@dataclass(frozen=True)
class Handed:
    """One learner's handed-in progress: their name, the file, each exercise's state, their id and when, and each
    entry's details (moves, tries, hints, shown_me, seconds, as far as the file has them)."""

    learner: str
    path: pathlib.Path
    states: dict[str, str]
    id: str = ""
    exported: str = ""
    details: dict[str, dict[str, Any]] = field(default_factory=dict)
    practice: PracticeRecord = field(default_factory=PracticeRecord)
    """The learner's practice on the practice board (a new record when the file has none, or a damaged one)."""
    seat: str = ""
    """What chose the learner's own positions (:mod:`~kamisado_widget.teaching.exercises.own_position`); "" if none."""


__all__ = ["Handed"]
