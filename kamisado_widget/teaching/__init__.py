"""The teaching layer: exercises, demos, puzzles, saved progress and the course map (layer 5 of 5).

Every public name is also exported by the package itself (``from kamisado_widget import Exercise``), loaded
on first use; ``docs/teaching.md`` is the guide. :data:`PUBLIC` is the one list of them: this layer's
``__all__`` and the package's are made from it.

The layer is five packages, one per job (each one's docstring maps its modules):

- ``exercises``: an exercise and what it is made of: the goals (what counts as an answer), the checks of a
  teacher's arguments, "Show me"'s words, the solver's refutations, whether moves answer an exercise (pure), a
  learner's go at one, and the exercise on the page.
- ``learner``: the learner's progress: saved progress, the lesson an exercise belongs to (its progress namespace,
  which of its exercises were tried), and progress exported to one file to hand in.
- ``positions``: positions to study: the proven puzzles (``puzzles.json``) and the check of that file, the
  position finder, and the solved opening.
- ``course``: the lessons as notebooks and what they show: the course map, the tutorials and their copy, a lesson
  as an app, the lesson's widgets (free boards, the answer button), demos, the boards of the first lessons and the
  pictures shown without a kernel.
- ``classroom``: the teacher's side of a class: the class table of handed-in files (each claimed solve checked),
  the exercises found by running lesson notebooks, a lesson's check that it gives no answer away, and printable
  worksheets.

Words: a *lesson* is one notebook (its exercises save their progress under its name, :func:`lesson`); the *course*
is the lessons in their order, in one language (a folder of them, which :func:`course_map` shows); the *tutorials*
are the course that comes with the package (``notebooks/`` in a checkout, :func:`copy_tutorials` copies them), and a
*tutorial* is one lesson of it, named by its file (``"01_which_tower"``).
"""

from __future__ import annotations

import importlib
from typing import Any

PUBLIC: dict[str, str] = {
    # exercises: goals, the exercise, a go at it, the exercise on the page
    "AnyMove": "exercises.goals", "OneOf": "exercises.goals", "WinsRound": "exercises.goals",
    "Satisfies": "exercises.goals", "FillDirection": "exercises.goals", "KeepsTheWin": "exercises.goals",
    "WinIn": "exercises.goals", "Line": "exercises.goals", "Goal": "exercises.goals",
    "ExerciseError": "exercises.arguments", "Exercise": "exercises.exercise", "ExerciseRun": "exercises.go",
    "ExerciseView": "exercises.exercise_view", "ExerciseSet": "exercises.exercise_view",
    "each_learner": "exercises.own_position",
    # the learner's progress
    "lesson": "learner.lessons", "export_progress": "learner.hand_in",
    # positions to study
    "Puzzle": "positions.puzzles", "load_puzzles": "positions.puzzles", "puzzle_set": "positions.puzzles",
    "puzzles_of": "positions.puzzles", "make_puzzle": "positions.puzzles", "puzzles_from": "positions.puzzles",
    "find_positions": "positions.finder", "FoundPosition": "positions.finder", "first_moves": "positions.opening",
    "first_moves_table": "positions.opening", "opening_line": "positions.opening",
    "practice": "positions.practice", "bank_puzzles": "positions.bank", "position_for": "positions.bank",
    "practice_set": "positions.bank",
    "practice_record": "learner.practice_record",
    # the course
    "course_map": "course.map", "copy_tutorials": "course.tutorials", "open_lesson": "course.lesson_app",
    "free_board": "course.lesson_widgets", "after_trying": "course.lesson_widgets", "Demo": "course.demo",
    # the classroom
    "class_progress": "classroom.class_table", "worksheet": "classroom.worksheets", "Worksheet": "classroom.worksheets",
    "check_lesson": "classroom.lesson_check",
}
"""Each public name of the teaching layer and the module that holds it (below this package): the one list."""

__all__ = list(PUBLIC)


def __getattr__(name: str) -> Any:
    if name in PUBLIC:
        return getattr(importlib.import_module(f"{__name__}.{PUBLIC[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(PUBLIC))
