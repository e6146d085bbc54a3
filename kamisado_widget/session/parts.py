"""What the parts of a board session (the game, the pointer, edit mode, the computer's clock) see of it.

Each part is handed its session; :class:`Board` names the attributes and actions a part may use, so a
part depends on this description and not on :class:`~kamisado_widget.session.board_session.BoardSession`,
which is built from the parts (no circle of imports, not even for type checking).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ..engine import Fill, Match, MatchState, Move, Player, Verdict
from .attempts import AttemptHooks
from .editing import EditSession
from .message_line import MessageLine
from .opponent import Opponent
from .replay import ReplayCursor
from .state import UiState


class Board(Protocol):
    """A board session as its parts see it."""

    ui: UiState
    line: MessageLine
    replay_cursor: ReplayCursor
    opponent: Opponent
    hooks: AttemptHooks
    edit_session: EditSession | None

    @property
    def match(self) -> Match: ...

    def check_not_editing(self) -> None: ...

    def play(self, move: Move | str, judge: bool = True) -> Move | None: ...

    def fill(self, direction: Fill | str, player: Player | None = None, judge: bool = True) -> None: ...

    def try_move(self, verdict: Verdict) -> Move | None:
        """A try judged as a click's: the attempt hooks, then the engine; the move played, or None."""

    def board_fill(self, direction: Fill) -> None: ...

    def load_position(self, text: str, past: Sequence[str] = (), as_start: bool = False) -> None: ...

    def replace_match(self, match: Match, text: str) -> None:
        """Play on ``match`` from now (a new, loaded or edited match), saying ``text``."""

    def computer_refuses(self) -> bool:
        """Refuse a board action while it is the computer's turn (True when refused, with a message)."""

    def computer_turn(self, expected: MatchState) -> None: ...

    def set_thinking(self, thinking: bool) -> None: ...

    def report_failure(self, err: BaseException) -> None: ...
