"""The board session: one board's state and actions, without a kernel (layer 2 of 5).

It imports only the rules engine (:mod:`kamisado_widget.engine`) and the standard library, so it
runs and is tested with anywidget, ipywidgets and traitlets absent::

    >>> from kamisado_widget.session import BoardSession
    >>> from kamisado_widget.engine import Match
    >>> s = BoardSession(Match(3))
    >>> s.click("c1")
    >>> s.ui.selected
    2

Modules, one job each (each imports only the ones listed before it):

- ``state``: :class:`UiState`, what the board adds to the match (version, selection, message, controls,
  replay cursor); the named control sets ("basic", "full") and the rule families a board's words may name.
- ``sentences``: what the board says, every sentence from the message catalogue: the status headline, a move
  just played, a round's end (worded once, :func:`~.sentences.round_end`), the pass the board offers, the
  editor's state, and the one feedback line (:class:`~.sentences.MessageLine`: whole sentences joined, a rule
  ID once, as a badge; full stops; serial and repeat counts).
- ``replay``: the replay cursor (replaying an earlier state of the match) and the replay's sentences.
- ``edit_mode``: the editor (:class:`EditSession`): the set-up being built and its undo stack (B6).
- ``computer``: the computer's seat (:class:`~.computer.Opponent`), the coach's hint and analysis, and the
  clock that plays the computer's turn.
- ``game``: the match on the board and what changes it (moves, fills, undo and redo, a new or loaded match).
- ``pointer``: what a click, the Pass button and the fill buttons do (D1, M6, F1), and the attempt hooks an
  exercise uses to refuse a try (:class:`Attempt`, :class:`TaskRefusal`).
- ``changes``: one batch per action: the listeners hear of it once, and an action that raises changes nothing
  (one checkpoint, put back).
- ``explore``: explore mode: every legal move's proven value, worked out one move per step, for the view's ``explore``.
- ``review``: the board's game reviews: the round reviewed, the work one position per step, the reviews kept
  (with a saved record too) and the view's ``review``.
- ``board_session``: :class:`BoardSession`, the board's actions, each a method written out that hands the
  work to the part whose job it is.
"""

from .board_session import BoardSession, new_match
from .edit_mode import EditError, EditSession
from .pointer import Attempt, AttemptHook, TaskRefusal
from .replay import ReplayError
from .state import UiState

__all__ = [
    "Attempt", "AttemptHook", "BoardSession", "EditError", "EditSession", "ReplayError", "TaskRefusal", "UiState",
    "new_match",
]
