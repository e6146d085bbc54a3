"""The give-nothing-away check of any lesson notebook, a tutorial's or a teacher's own: :func:`check_lesson`.

>>> found = check_lesson("02_moving")
>>> found.ok, found.leaks
(True, ())

The notebook runs headless as a lesson app runs it (:func:`~..course.lesson_app.lesson_cells`: the cells tagged
``notebook-only`` left out), in a private IPython shell in its folder (:func:`~.lesson_exercises.private_shell`:
nothing is shown, the teacher's progress, lesson state and language are left alone), as the notebook its lessons
belong to (:func:`~..learner.lessons.running_notebook`: a lesson another notebook of its folder starts too is
refused, as in the class table). What the lesson shows is
recorded in the order a learner meets it: its Markdown cells, and the demos and exercises its code cells show (a
cell's last value or ``display(...)``; an ``ExerciseSet``'s exercises, an exercise's view, and those inside a box of
widgets). The rules of :mod:`.giveaways` are then applied, and each leak is said in one sentence naming the exercise.
A notebook whose code raises is named with the cell and the error; what it showed before that is checked.

The code of a lesson is run as it stands: check only notebooks you trust, as with Run All.
"""

from __future__ import annotations

import html
import os
import pathlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ...engine.catalogue import _, ngettext, speaking
from ...engine.catalogue import language as speaking_now
from ..course.lesson_app import LessonError, lesson_cells, lesson_path
from ..course.tutorials import course_language
from .giveaways import OnThePage, giveaways


@dataclass(frozen=True)
class LessonCheck:
    """What :func:`check_lesson` found in one lesson notebook: ``leaks``, one sentence for each place that gives an
    exercise's answer away before a try; ``problem``, why its code did not run to its end (None if it did);
    ``exercises``, how many exercises it showed (each checked). True (``ok``) when nothing is given away and the
    whole lesson ran. ``text()`` says it in plain text, and a notebook shows it as a list."""

    name: str
    leaks: tuple[str, ...] = ()
    exercises: int = 0
    problem: str | None = None
    language: str | None = None  # the language its sentences were made in

    @property
    def ok(self) -> bool:
        """Nothing given away, and the whole lesson ran."""
        return not self.leaks and self.problem is None

    def __bool__(self) -> bool:
        return self.ok

    def _heading(self) -> str:
        if self.leaks:
            return ngettext("{name}: {count} place gives an answer away before a try:",
                            "{name}: {count} places give an answer away before a try:",
                            len(self.leaks)).format(name=self.name, count=len(self.leaks))
        return ngettext("{name}: {count} exercise checked; none is given away before a try.",
                        "{name}: {count} exercises checked; none is given away before a try.",
                        self.exercises).format(name=self.name, count=self.exercises)

    def _stopped(self) -> str | None:
        if self.problem is None:
            return None
        return _("{name} did not run to its end ({problem}): only what it showed before that was checked.").format(
            name=self.name, problem=self.problem)

    def text(self) -> str:
        """The check as plain text: a line saying what was found, then one line for each leak."""
        with speaking(self.language):
            lines = [self._heading(), *(f"- {leak}" for leak in self.leaks)]
            stopped = self._stopped()
        return "\n".join(lines + ([stopped] if stopped else []))

    def _repr_html_(self) -> str:
        with speaking(self.language):
            heading, stopped = self._heading(), self._stopped()
        items = "".join(f"<li>{html.escape(leak)}</li>" for leak in self.leaks)
        out = f"<p>{html.escape(heading)}</p>" + (f"<ul>{items}</ul>" if items else "")
        if stopped:
            out += f'<p class="kw-lesson-check-stopped">{html.escape(stopped)}</p>'
        return f'<div class="kw-lesson-check" lang="{html.escape(self.language or "")}">{out}</div>'

    def __repr__(self) -> str:
        return self.text()


def _shown(value: object, depth: int = 0) -> Iterator[OnThePage]:
    """The demos and exercises ``value`` shows, in the order they appear in it."""
    from ipywidgets import Box

    from ..course.demo import Demo
    from ..exercises.exercise import Exercise
    from ..exercises.exercise_view import ExerciseSet, ExerciseView

    if isinstance(value, Exercise):
        yield OnThePage("exercise", value)
    elif isinstance(value, ExerciseView) and isinstance(value.exercise, Exercise):
        yield OnThePage("exercise", value.exercise)
    elif isinstance(value, ExerciseSet):
        yield from (OnThePage("exercise", ex) for ex in value.exercises if isinstance(ex, Exercise))
    elif isinstance(value, Demo):
        yield OnThePage("demo", value)
    elif isinstance(value, Box) and depth < 4:  # a layout of widgets: what it holds, in order
        for child in value.children:
            yield from _shown(child, depth + 1)


def _recording(shown: list[OnThePage]) -> Any:
    from IPython.core.formatters import DisplayFormatter

    class Recording(DisplayFormatter):
        """Shows nothing (no widget view is made, no output written): notes the demos and exercises shown."""

        def format(self, obj: Any, include: Any = None, exclude: Any = None) -> tuple[dict[str, Any], dict[str, Any]]:
            shown.extend(_shown(obj))
            return {}, {}

    return Recording()


def _run(cells: list[tuple[str, str]], path: pathlib.Path) -> tuple[list[OnThePage], str | None]:
    """What the lesson ``path`` shows, in order, and why its code stopped (None if it ran to its end)."""
    from IPython.utils.capture import capture_output

    from ..learner.lessons import running_notebook
    from .lesson_exercises import private_shell

    path = path.resolve()  # before the shell goes into its folder
    shown: list[OnThePage] = []
    number = 0
    with private_shell(path.parent) as shell, running_notebook(path):
        shell.display_formatter = _recording(shown)
        for kind, source in cells:
            if kind == "markdown":
                shown.append(OnThePage("markdown", source))
                continue
            number += 1
            with capture_output():  # what the cell prints: not part of the page an app shows
                result = shell.run_cell(source, store_history=False, silent=False)
            if not result.success:
                error = result.error_in_exec or result.error_before_exec
                return shown, _("its code cell {number} raised {error}: {message}").format(
                    number=number, error=type(error).__name__, message=error)
    return shown, None


def check_lesson(name: str | os.PathLike[str], language: str | None = None) -> LessonCheck:
    """Run a lesson notebook headless and check that it gives no exercise's answer away before a try (the rules of
    docs/teaching.md, "Giving nothing away"); the result lists each leak in one sentence naming the exercise.

    ``name`` is a notebook of your own, by its path (``"my_lessons/sumo.ipynb"``) or, in the working folder, by its
    name (``"sumo_pushes"`` for ``sumo_pushes.ipynb``), or a tutorial's name (``"03_sumo"``; ``language="de"``: the
    German course's). A name that finds no notebook, or a notebook that cannot be read, raises
    :class:`~..course.lesson_app.LessonError`; a notebook whose code raises is named in the result with its cell and
    the error. The lesson's code runs as it stands (check only notebooks you trust, as with Run All); your saved
    progress and the notebook's language are left as they are."""
    course = course_language(language) if language is not None else None
    path = lesson_path(name, course) if course is not None else lesson_path(name)
    cells = lesson_cells(path)
    shown, problem = _run(cells, path)
    exercises = len({id(s.item) for s in shown if s.kind == "exercise"})
    return LessonCheck(path.name, tuple(giveaways(shown)), exercises, problem, speaking_now())


__all__ = ["LessonCheck", "LessonError", "check_lesson"]
