"""What the tests share, one module per kind of help (the tests import them as ``helpers.<module>``; pyproject's
pytest ``pythonpath`` puts tests/ on the path, and no test module imports another):

- ``rules``, ``reference_rules``: the rules reference typed in (B3, B7 tables) and an independent move generator.
- ``rounds``: seeded random rounds with Sumos for the computer's and the solver's tests.
- ``book_files``: a damaged opening book (a fixture).
- ``catalogue_pattern``: a catalogue sentence as a pattern that matches its filled-in form.
- ``scenarios``: board positions the widget and engine tests play from.
- ``positions``: positions and a small exercise the teaching tests share.
- ``front_end``: a board driven as the page drives it, through its messages, without a browser.
- ``notebook_files``, ``lesson_contents``, ``tutorial_exercises``: the tutorials read, run in this process, and
  the exercises, demos and sets they make.
- ``lab``, ``servers``, ``hub``, ``lite``, ``marimo_serve``: the servers and the browser of the browser tests.
- ``lesson_page``, ``looks``, ``animation``: a lesson, its colours and its animations as a browser shows them.
"""
