"""Exercises: a task on a position, what answers it, a learner's go at it and the exercise on the page.

Imports no widget library but ``exercise_view``:

- ``goals``: what counts as an answer (``AnyMove``, ``OneOf``, ``WinsRound``, ``Satisfies``, ``FillDirection``,
  ``KeepsTheWin``, and the tasks of several moves ``WinIn`` and ``Line``).
- ``arguments``: the checks of what a teacher writes (each argument's form, when the object is built), and
  :class:`ExerciseError`, the error that names a wrong one.
- ``refutations``: why a move throws a won round away, proven by the solver (cached).
- ``answers``: the words of "Show me": the answer line and why it is right.
- ``exercise``: :class:`Exercise`, a task as the teacher writes it, checked when written.
- ``own_position``: each learner's own position (``each_learner``): candidates of a theme and grade from the
  practice bank, or the teacher's list, one chosen by the learner's seat.
- ``mover_words``: who moves which tower, in words (a task on paper, a found position's task).
- ``task``: what a go at an exercise and its view read of it (a protocol).
- ``solving``: whether moves answer an exercise, with no saved progress and no widget: one try at a step, the
  whole answer "Show me" plays, a recorded line (:func:`check_solve`, the class table's check of a hand-in).
- ``go``: :class:`ExerciseRun`, one learner's go at an exercise (tries, hints, "Show me"), saved to the progress.
- ``exercise_view``: the exercise on the page (:class:`ExerciseView`) and :class:`ExerciseSet`.
"""
