"""The computer's turn: when it is due, the pending turn while it "thinks", and the timer that plays it.

A :class:`ComputerClock` belongs to one board session (``session.clock``). Without a clock source it
never plays by itself: the caller asks :meth:`ComputerClock.due` and calls :meth:`ComputerClock.take`
(tests, a script). A widget gives it a source with :meth:`ComputerClock.use`: a function that returns
the event loop's ``call_later`` (or None: then the computer plays at once) and the seconds to wait.
The session stays kernel-free; a test passes a fake ``call_later`` and runs the timer by hand.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Protocol

from ..engine import Fill, Match, MatchState
from .parts import Board

_log = logging.getLogger(__name__)


class Timer(Protocol):
    """What ``call_later`` returns (an ``asyncio.TimerHandle``): it can be cancelled."""

    def cancel(self) -> None: ...


CallLater = Callable[[float, Callable[[], object]], Timer]
"""Run a function after some seconds, like ``loop.call_later(seconds, function)``."""


class ComputerClock:
    """The computer's pending turn (``awaited``: the state it thinks about) and its timer (``timer``)."""

    def __init__(self, session: Board) -> None:
        self.session = session
        self.awaited: MatchState | None = None
        self.timer: Timer | None = None
        self._call_later: Callable[[], CallLater | None] | None = None
        self._wait: Callable[[Match], float] = lambda _match: 0.0

    def use(self, call_later: Callable[[], CallLater | None], wait: Callable[[Match], float]) -> None:
        """Play the computer's turns by itself from now on: after ``wait(match)`` seconds on the
        ``call_later()`` it returns at that moment, or at once when that is None."""
        self._call_later, self._wait = call_later, wait

    # ------------------------------------------------------------ state
    @property
    def thinking(self) -> bool:
        """Whether the computer's move is on its way (its turn is pending on the timer)."""
        return self.awaited is not None

    def may_act(self) -> bool:
        """Whether it is the computer's move or fill choice, outside edit mode."""
        session = self.session
        return session.edit_session is None and session.opponent.to_act(session.match)

    def due(self) -> bool:
        """Whether the computer should move or fill now (not while editing or already thinking)."""
        return not self.thinking and self.may_act()

    # ---------------------------------------------------------- actions (the session's, which emit)
    def set_thinking(self, thinking: bool) -> None:
        """Start (or drop) the computer's pending turn on the current state; any change of the game, or of
        who the computer plays, drops it at once."""
        self.awaited = self.session.match.state if thinking else None

    def computer_turn(self, expected: MatchState) -> None:
        """Make the computer's move or fill, unless the game changed while it waited."""
        self.awaited = None
        session = self.session
        if session.match.state is not expected or not self.due():
            return
        choice = session.opponent.decide(session.match)
        if isinstance(choice, Fill):
            session.fill(choice, judge=False)
        else:
            session.play(choice, judge=False)

    def refuses(self) -> bool:
        """Refuse a board action while it is the computer's turn, saying so (True when it refused)."""
        session = self.session
        if not session.opponent.to_act(session.match):
            return False
        side = session.opponent.side
        who = session.match.names[side] if side is not None else "the computer"
        session.line.say(f"It is {who}'s turn, played by the computer: wait for its move.", "warning")
        return True

    # ------------------------------------------------------------ after each action
    def follow(self) -> None:
        """After an action: any change of the game or of who the computer plays (undo, reset, edit mode,
        ...) drops the pending turn and its timer at once."""
        session = self.session
        if self.awaited is not None and (session.match.state is not self.awaited or not self.may_act()):
            self.awaited = None
        if self.timer is not None and self.awaited is None:
            self.timer.cancel()
            self.timer = None

    def schedule(self) -> None:
        """With a clock source, start the computer's turn when it is due (after every action)."""
        if self._call_later is None or not self.due():
            return
        session, call_later = self.session, self._call_later()
        expected = session.match.state
        if call_later is None:
            session.computer_turn(expected)
            return
        session.set_thinking(True)
        self.timer = call_later(self._wait(session.match), lambda: self._ring(expected))

    def _ring(self, expected: MatchState) -> None:
        """The timer ran out: the computer's turn (an unexpected error is shown on the board, not raised)."""
        self.timer = None
        try:
            self.session.computer_turn(expected)
        except Exception as err:  # noqa: BLE001 (a bug: shown on the board, not raised in the event loop)
            _log.exception("internal error in the computer's turn")
            self.session.report_failure(err)
