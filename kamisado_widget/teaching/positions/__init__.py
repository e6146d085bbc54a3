"""Positions to study: proven puzzles, positions found for a lesson, and the solved opening.

- ``puzzles``: the proven puzzles (``puzzles.json``, next to it), their goals, and puzzles made from your own
  positions.
- ``puzzle_file``: the checks of ``puzzles.json`` before a puzzle of it is shown (each entry's line played on the
  engine).
- ``finder``: :func:`find_positions`, positions for a lesson drawn from the practice bank or found in computer
  games, each proven by the solver; ``finder_arguments`` reads what the teacher asks, ``theme_names`` maps the
  themes named for what the learner does to the bank's, ``finder_bank`` draws candidates from the bank,
  ``finder_games`` plays the games to search, ``finder_fit`` tells whether a position is what was asked, and
  ``finder_progress`` shows how far a search of games is.
- ``opening``: the solved opening (the opening book's first moves, a table, their lines to replay on a board).
- ``bank``: the practice bank (``bank.json``): a thousand proven puzzles by theme and grade, read on first use, and
  a position of a theme and grade for a learner.
- ``practice``: the practice board, the bank's puzzles one after another near the learner's rating.
"""
