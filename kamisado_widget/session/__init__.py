"""The board session: one board's state and actions, without a kernel (layer 2 of 5).

It imports only the rules engine (:mod:`kamisado_widget.engine`) and the standard library, so it
runs and is tested with anywidget, ipywidgets and traitlets absent::

    >>> from kamisado_widget.session import BoardSession
    >>> from kamisado_widget.engine import Match
    >>> s = BoardSession(Match(3))
    >>> s.click("c1")
    >>> s.ui.selected
    2

Modules, one job each:

- ``board_session``: :class:`BoardSession`, the board's actions (play, undo, fill, clicks, edit mode, ...),
  each carried out by the part whose job it is.
- ``parts``: :class:`~kamisado_widget.session.parts.Board`, what the session's parts may use of it.
- ``changes``: one batch per action: the listeners hear of it once, and an action that raises changes nothing.
- ``forwarding``: methods generated to hand a call to a part (the session's to its parts, the widget's to
  the session), with the target's signature and docstring.
- ``game``: the match on the board and what changes it (moves, fills, undo and redo, a new or loaded match).
- ``new_match``: a match from a position or match text, a record, or the initial position.
- ``message_line``: the one feedback line (messages, refusals, internal errors; serial and repeat counts).
- ``pointer``: what a click, the Pass button and the fill buttons on the board do.
- ``computer_clock``: the computer's turn: when it is due, its pending turn and the timer that plays it.
- ``coach``: the hint and the analysis, dropped when the game moves on.
- ``edit_mode``: entering and leaving edit mode, the editor's steps and pasting.
- ``state``: :class:`UiState`, what the board adds to the match (version, selection, message, controls,
  replay cursor).
- ``sentences``: the status headline, a move just played, a round's end and the pass the board offers.
- ``feedback``: composes the one feedback line (a rule ID once, as a badge; articles; full stops).
- ``clicks``: what a click or the Pass button means (D1, M6), as a pure answer.
- ``replay``: the replay cursor (replaying an earlier state of the match) and the replay's sentences.
- ``opponent``: the computer's seat, its hint and its analysis, in the board's words.
- ``editing``: the editor's set-up and undo stack (edit mode).
- ``attempts``: the hooks that may refuse what the learner tries on the board (exercises use them).
- ``checkpoint``: puts the objects back when an action from the page is refused.
- ``taught``: the named control sets ("basic", "full") and the rule families a board's words may name.
"""

from .attempts import Attempt, AttemptHook
from .board_session import BoardSession, new_match
from .editing import EditError, EditSession
from .replay import ReplayError
from .state import UiState

__all__ = ["Attempt", "AttemptHook", "BoardSession", "EditError", "EditSession", "ReplayError", "UiState", "new_match"]
