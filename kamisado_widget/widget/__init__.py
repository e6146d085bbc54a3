"""The widget: the board session and the page protocol behind an anywidget (layer 4 of 5).

- ``board``: :class:`KamisadoWidget`, its synced traits, the comm, the source of the computer's clock (the event
  loop) and its actions, each a method written out that calls the board session's.
- ``review``: the review ``w.review()`` returns, its sentences and static chart in the board's language.
- ``snapshot``: the static picture and text of the board for renderers without a kernel.
- ``short_names``: the board's sentences with long player names cut, for the page (the view's ``short``).
- ``static/``: the front end bundled from ``js/`` (built by the package build, not committed).
"""

from .board import KamisadoWidget

__all__ = ["KamisadoWidget"]
