"""The course: the lesson notebooks, what they show and how they are read, copied and opened.

A *lesson* is one notebook; the *course* is the lessons in their order, in one language (a folder of them); the
*tutorials* are the course that comes with the package (``notebooks/`` in a checkout, ``notebooks/de/`` in German), and
a *tutorial* is one lesson of it, named by its file (``"01_which_tower"``).

- ``notebook_file``: a lesson notebook read from its file (:func:`read_notebook`: one size limit, one check).
- ``map``: the course map, read from the lessons themselves (a folder of them, or any list), with check marks.
- ``lesson_reading``: a lesson notebook's title, language and exercises, read from its code without running it.
- ``map_run``: the course map's lessons whose exercises cannot all be read, run as an app runs them to list them.
- ``tutorials``: the tutorials installed with the package, and ``kamisado-tutorials DEST`` to copy them.
- ``lesson_app``: a lesson as an app in a running kernel (:func:`open_lesson`): its text shown, its code run unseen.
- ``lesson_rest``: the rest of a lesson app, run a few cells at a time after its first board, which answers at once.
- ``lesson_widgets``: a lesson's widgets that hold answers back until the learner has tried: :func:`free_board`
  (Hint and Analyse wait for the lesson's exercises) and :func:`after_trying` (a button that shows answers).
- ``demo``: :class:`Demo`, a step-by-step demonstration on a board.
- ``lesson_boards``: the rule families a lesson's boards may name (lessons 01-02: no Sumo, promotion or match).
- ``pictures``: static pictures of exercises, sets and demos, for exports without a kernel.
- ``lesson_preview``: a lesson as still pictures (its text, each board's picture captioned as getting ready), which a
  lesson page shows until its live board answers.
- ``voila_page``: Voilà's lesson pages on the tutorials' server (the hooks ``jupyter/etc/voila.py`` sets).
"""
