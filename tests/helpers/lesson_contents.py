"""What a tutorial shows, in the order a learner meets it: its Markdown, and the exercises, demos and free boards its
code cells display (the value of a cell's last line, as a notebook or a lesson app shows it).

The tutorial runs in this process, in an IPython shell of its own (saved progress goes where the test suite's
conftest points it), so the tests can ask the exercises themselves for their answers (``goal.answers``) rather than
hard-coding them. As in a lesson app, cells tagged ``notebook-only`` are left out.

The give-nothing-away rules, and their helpers ``demo_positions``, ``placement`` and ``stops_at_its_reach`` (imported
here for the tests that use them), are the package's own: :mod:`kamisado_widget.teaching.classroom.giveaways`, run on
any notebook by ``check_lesson``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from IPython.core.interactiveshell import InteractiveShell
from IPython.utils.capture import capture_output

from helpers.notebook_files import keeping_language, language_of, stem
from kamisado_widget import Exercise, ExerciseSet, KamisadoWidget
from kamisado_widget.teaching.classroom.giveaways import demo_positions, placement, stops_at_its_reach
from kamisado_widget.teaching.course.demo import Demo
from kamisado_widget.teaching.course.lesson_app import lesson_cells
from kamisado_widget.teaching.learner import lessons


@dataclass
class Shown:
    """One thing on the lesson's page: ``kind`` is markdown, exercise, demo or board; ``item`` the object or text."""

    kind: str
    item: Any


@dataclass
class Lesson:
    name: str
    shown: list[Shown] = field(default_factory=list)

    def exercises(self) -> list[Exercise]:
        return [s.item for s in self.shown if s.kind == "exercise"]

    def boards(self) -> list[KamisadoWidget]:
        """The free boards: shown by the lesson itself, not inside an exercise or a demo."""
        return [s.item for s in self.shown if s.kind == "board"]


def _things(value: Any) -> list[Shown]:
    if isinstance(value, Exercise):
        return [Shown("exercise", value)]
    if isinstance(value, ExerciseSet):
        return [Shown("exercise", ex) for ex in value.exercises]
    if isinstance(value, Demo):
        return [Shown("demo", value)]
    if isinstance(value, KamisadoWidget):
        return [Shown("board", value)]
    return []


def run_lesson(name: str) -> Lesson:
    """Run the tutorial ``name`` (e.g. ``"02_moving"``, or ``"de/02_moving"`` in the German course) top to bottom
    here and list what it shows, in order. The language its first cell chooses is not kept after it."""
    lessons.forget()
    InteractiveShell.clear_instance()
    shell = InteractiveShell.instance()
    lesson = Lesson(name)
    try:
        with keeping_language():
            shown = _run(shell, lesson, name)
    finally:
        InteractiveShell.clear_instance()
    return shown


def _run(shell: InteractiveShell, lesson: Lesson, name: str) -> Lesson:
    for kind, source in lesson_cells(stem(name), language_of(name)):
        if kind == "markdown":
            lesson.shown.append(Shown("markdown", source))
            continue
        with capture_output():  # what the cell prints or displays as text: not needed here
            result = shell.run_cell(source, store_history=False)
        result.raise_error()
        lesson.shown.extend(_things(result.result))
    return lesson


RUN_WORDS = re.compile(
    r"\brun (the|this|all|it|`)|\bRun All\b|\bRun ▸|Run →|run the cell"
    r"|\bführ(e|st)? [^.]{0,60}\baus\b|\bausführen\b",  # German: "führe die Zelle aus", "ausführen"
    re.IGNORECASE,
)
"""Words that tell the reader to run code (English and German): an app's text has none."""

__all__ = ["RUN_WORDS", "Lesson", "Shown", "demo_positions", "placement", "run_lesson", "stops_at_its_reach"]
