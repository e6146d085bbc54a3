"""The teaching layer: exercises, demos, puzzles, saved progress and the course map (layer 5 of 5).

- ``exercise``: goals (what counts as an answer), :class:`Exercise` and its view, :class:`ExerciseSet`.
- ``answers``: the words of "Show me".
- ``demo``: :class:`Demo`, a step-by-step demonstration on a board.
- ``puzzles``: the proven puzzles (``puzzles.json``) and their goals.
- ``progress``: solved and shown exercises, saved between sessions.
- ``course``: the course map read from the lessons.
"""
