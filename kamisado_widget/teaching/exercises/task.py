"""What a go at an exercise, its check and its view read of it (:class:`Task`), so none imports the exercise
module.

:class:`~kamisado_widget.teaching.exercises.exercise.Exercise` is the one implementation; the protocol keeps the
imports of the exercises pointing one way (exercise → exercise_view → go → solving → task), without a circle.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from ...engine import Fill, Match, Move
from .goals import Goal


class Task(Protocol):
    """An exercise as a go at it, its check and its view read it."""

    title: str
    task: str
    position: str
    goal: Goal
    hints: Sequence[str]
    success: str
    feedback: Mapping[str, str]
    past: Sequence[str]

    @property
    def progress_id(self) -> str: ...

    @property
    def reason(self) -> str: ...

    def start(self) -> Match: ...

    def answer(self) -> Move | Fill: ...


__all__ = ["Task"]
