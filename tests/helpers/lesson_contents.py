"""What a tutorial shows, in the order a learner meets it: its Markdown, and the exercises, demos and free boards its
code cells display (the value of a cell's last line, as a notebook or a lesson app shows it).

The tutorial runs in this process, in an IPython shell of its own (saved progress goes where the test suite's
conftest points it), so the tests can ask the exercises themselves for their answers (``goal.answers``) rather than
hard-coding them. As in a lesson app, cells tagged ``notebook-only`` are left out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from IPython.core.interactiveshell import InteractiveShell
from IPython.utils.capture import capture_output

from helpers.notebook_files import keeping_language, language_of, stem
from kamisado_widget import Exercise, ExerciseSet, KamisadoWidget
from kamisado_widget.engine import Match, Move, Position, explain
from kamisado_widget.engine.basics import square, square_file, square_rank
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


def demo_positions(demo: Demo) -> list[tuple[Position, str | None]]:
    """Every position a demo shows, each with the step it plays next (None after the last)."""
    match = Match.from_text(demo._start_text, demo._past)
    out: list[tuple[Position, str | None]] = []
    for step in demo.steps:
        out.append((match.position, step.text() if not isinstance(step, str) else None))
        match.fill(step) if isinstance(step, str) else match.play(step)
    out.append((match.position, None))
    return out


def placement(pos: Position) -> str:
    """A position as the board draws it: the towers, the side to move and the tower that must move (no match
    score, no last move)."""
    return pos.text()


def stops_at_its_reach(ex: Exercise, move: Move) -> bool:
    """The answer is as far as its tower may go on its line (S1), not where a tower blocks it: marked squares that
    stop there would show the answer."""
    pos = ex.start().position
    (f0, r0), (f1, r1) = [(square_file(sq), square_rank(sq)) for sq in (move.from_square, move.to_square)]
    file, rank = f1 + (f1 > f0) - (f1 < f0), r1 + (r1 > r0) - (r1 < r0)  # one square further on the line
    if not (0 <= file < 8 and 0 <= rank < 8) or pos.tower_at(square(file, rank)) is not None or move.is_pass:
        return False
    return explain(pos, move.from_square, square(file, rank)).rule == "S1"


RUN_WORDS = re.compile(
    r"\brun (the|this|all|it|`)|\bRun All\b|\bRun ▸|Run →|run the cell"
    r"|\bführ(e|st)? [^.]{0,60}\baus\b|\bausführen\b",  # German: "führe die Zelle aus", "ausführen"
    re.IGNORECASE,
)
"""Words that tell the reader to run code (English and German): an app's text has none."""
