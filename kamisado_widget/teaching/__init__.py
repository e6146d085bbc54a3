"""The teaching layer: exercises, demos, puzzles, saved progress and the course map (layer 5 of 5).

Every public name is also exported by the package itself (``from kamisado_widget import Exercise``), loaded
on first use; ``docs/teaching.md`` is the guide.

- ``goals``: what counts as an answer (``AnyMove``, ``OneOf``, ``WinsRound``, ``Satisfies``, ``FillDirection``,
  ``KeepsTheWin``, and the tasks of several moves ``WinIn`` and ``Line``); no widget library.
- ``arguments``: the checks of what a teacher writes (each argument's form, when the object is built), and
  :class:`ExerciseError`, the error that names a wrong one.
- ``refutations``: why a move throws a won round away, proven by the solver (cached); no widget library.
- ``exercise``: :class:`Exercise`, a task as the teacher writes it, checked when written; no widget library.
- ``run``: :class:`ExerciseRun`, one go at an exercise (every try judged, replies, "Show me"), without a kernel.
- ``replay``: a handed-in solve re-played against its exercise (:func:`check_solve`), without a kernel.
- ``exercise_view``: the exercise on the page (:class:`ExerciseView`) and :class:`ExerciseSet`.
- ``pictures``: static pictures of exercises, sets and demos for exports without a kernel.
- ``answers``: the words of "Show me".
- ``task``: what the run and the view read of an exercise (a protocol).
- ``lessons``: the lesson an exercise belongs to (its saved-progress namespace), one id per exercise in it, and
  which of its exercises the learner has tried.
- ``free_boards``: a lesson's free board, whose Hint and Analyse wait until the lesson's exercises are tried.
- ``demo``: :class:`Demo`, a step-by-step demonstration on a board.
- ``lesson_boards``: the rule families a lesson's boards may name (lessons 01-02: no Sumo, promotion or match).
- ``puzzles``: the proven puzzles (``puzzles.json``), their goals, and puzzles made from your own positions.
- ``puzzle_file``: the checks of ``puzzles.json`` before a puzzle of it is shown (each entry replayed on the engine).
- ``progress``: solved and shown exercises, saved between sessions, exported and gathered for a class.
- ``course``: the course map read from the lessons (a folder of them, or any list).
- ``hand_in``: a learner's progress exported to one file to hand in (and the course map's button for it).
- ``classroom``: a class's handed-in files read as one table, each claimed solve re-played.
- ``lesson_run``: lesson notebooks run headless (progress left alone) to find the exercises a class table
  re-plays.
- ``app_queue``: a lesson app's cells run a few at a time, so its first board answers while the rest loads.
- ``tutorials``: the tutorials installed with the package, and ``kamisado-tutorials DEST`` to copy them.
- ``finder``: :func:`find_positions`, positions for a lesson found in computer games and proven by the solver.
- ``worksheets``: :func:`worksheet`, exercises as a printable worksheet and its answer key (HTML).
- ``opening``: the solved opening (the opening book's first moves, a table, their lines to replay), and
  :func:`after_trying`, a button that shows answers only when asked.
- ``app``: a tutorial as an app in a running kernel (:func:`open_lesson`): its text shown, its code run unseen.
"""

from __future__ import annotations

import importlib
from typing import Any

PUBLIC: dict[str, str] = {
    "AnyMove": "goals", "OneOf": "goals", "WinsRound": "goals", "Satisfies": "goals", "FillDirection": "goals",
    "KeepsTheWin": "goals", "WinIn": "goals", "Line": "goals", "Goal": "goals", "ExerciseError": "arguments",
    "Exercise": "exercise", "ExerciseRun": "run", "ExerciseView": "exercise_view", "ExerciseSet": "exercise_view",
    "Demo": "demo", "Puzzle": "puzzles", "load_puzzles": "puzzles", "puzzle_set": "puzzles",
    "puzzles_of": "puzzles", "lesson": "lessons", "course_map": "course", "export_progress": "hand_in",
    "class_progress": "classroom", "copy_tutorials": "tutorials", "make_puzzle": "puzzles",
    "puzzles_from": "puzzles", "open_lesson": "app", "first_moves": "opening", "first_moves_table": "opening",
    "opening_line": "opening", "after_trying": "opening", "free_board": "free_boards",
    "find_positions": "finder", "FoundPosition": "finder", "worksheet": "worksheets", "Worksheet": "worksheets",
}
"""Each public name of the teaching layer and the module that holds it."""

__all__ = [
    "AnyMove", "Demo", "Exercise", "ExerciseError", "ExerciseRun", "ExerciseSet", "ExerciseView", "FillDirection",
    "FoundPosition", "Goal", "KeepsTheWin", "Line", "OneOf", "Puzzle", "Satisfies", "WinIn", "WinsRound",
    "Worksheet", "after_trying", "class_progress", "copy_tutorials", "course_map", "export_progress",
    "find_positions", "first_moves", "first_moves_table", "free_board", "lesson", "load_puzzles", "make_puzzle",
    "open_lesson", "opening_line", "puzzle_set", "puzzles_from", "puzzles_of", "worksheet",
]


def __getattr__(name: str) -> Any:
    if name in PUBLIC:
        return getattr(importlib.import_module(f"{__name__}.{PUBLIC[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(PUBLIC))
