"""The classroom: a class's handed-in progress as one table, the exercises it checks against, and worksheets.

- ``class_table``: a class's handed-in files read as one table (:func:`class_progress`), each claimed solve checked
  against its exercise (:func:`~kamisado_widget.teaching.exercises.solving.check_solve`).
- ``handed``: one learner's handed-in progress as the table reads it (:class:`Handed`).
- ``exchange``: hand-ins on a hub, through an exchange folder as nbgrader lays it out (:func:`hand_in`, written by
  the learner's own account), and each file's owner checked against the learner it claims (:func:`owner_problems`).
- ``suspected_copies``: hand-ins that look copied (the same work under two learner ids, one id under two names).
- ``own_positions``: the check of a solve in the learner's own position (an exercise giving each learner theirs),
  naming a solve of another learner's position or of the answer key's.
- ``lesson_context``: whether code runs as a learner's lesson (an app, Voilà, a lesson run), where nothing is saved.
- ``lesson_exercises``: the exercises of lesson notebooks, found by running them headless (progress left alone),
  that the class table checks solves against.
- ``lesson_check``: :func:`check_lesson`, the give-nothing-away rules run on any lesson notebook; ``giveaways``: the
  rules themselves, on what a lesson shows in order.
- ``worksheets``: :func:`worksheet`, exercises as a printable worksheet and its answer key (HTML); ``worksheet_page``
  its page (print rules, A4 or Letter), ``worksheet_board`` a board on paper (the mover's ring, the last move's
  arrow, greys with the colour-blind characters), ``answer_key`` the key, a document of its own.
"""
