"""The learner's progress: what a learner did, kept between sessions and handed in. Imports no widget library.

- ``progress``: solved and shown exercises, saved in a small file between sessions (:func:`progress.save_state`).
- ``lessons``: the lesson an exercise belongs to (its saved-progress namespace), one id per exercise in it, and
  which of its exercises the learner has tried in this kernel.
- ``hand_in``: a learner's progress exported to one file to hand in (and the course map's button for it), the
  learner's id, and how a name is shown on one line.
- ``rating``: a practice rating, Glicko-2 (rating, deviation, volatility), moved by each puzzle tried.
- ``practice_record``: the learner's practice saved with their progress: the rating overall and per theme, the
  puzzles met, the streak.
"""
