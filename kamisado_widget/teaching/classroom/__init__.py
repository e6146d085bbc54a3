"""The classroom: a class's handed-in progress as one table, the exercises it checks against, and worksheets.

- ``class_table``: a class's handed-in files read as one table (:func:`class_progress`), each claimed solve checked
  against its exercise (:func:`~kamisado_widget.teaching.exercises.solving.check_solve`).
- ``lesson_exercises``: the exercises of lesson notebooks, found by running them headless (progress left alone),
  that the class table checks solves against.
- ``worksheets``: :func:`worksheet`, exercises as a printable worksheet and its answer key (HTML).
"""
