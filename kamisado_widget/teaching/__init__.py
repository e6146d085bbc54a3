"""The teaching layer: exercises, demos, puzzles, saved progress and the course map (layer 5 of 5).

- ``goals``: what counts as an answer (``AnyMove``, ``OneOf``, ``WinsRound``, ``Satisfies``, ``FillDirection``);
  no widget library.
- ``exercise``: :class:`Exercise`, its view and :class:`ExerciseSet` (the goals are re-exported here).
- ``answers``: the words of "Show me".
- ``demo``: :class:`Demo`, a step-by-step demonstration on a board.
- ``puzzles``: the proven puzzles (``puzzles.json``) and their goals.
- ``progress``: solved and shown exercises, saved between sessions.
- ``course``: the course map read from the lessons.
"""
