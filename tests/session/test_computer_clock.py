"""The computer's clock without a kernel or an event loop: a fake ``call_later`` records the timer and the
test runs it by hand (the session stays kernel-free; the widget passes the running loop's)."""

from __future__ import annotations

from collections.abc import Callable

from kamisado_widget.engine import Match
from kamisado_widget.session import BoardSession


class FakeTimers:
    """A stand-in for ``loop.call_later``: keeps each (seconds, function) and whether it was cancelled."""

    def __init__(self) -> None:
        self.started: list[FakeTimer] = []

    def call_later(self, seconds: float, function: Callable[[], object]) -> FakeTimer:
        timer = FakeTimer(seconds, function)
        self.started.append(timer)
        return timer


class FakeTimer:
    def __init__(self, seconds: float, function: Callable[[], object]) -> None:
        self.seconds, self.function, self.cancelled = seconds, function, False

    def cancel(self) -> None:
        self.cancelled = True


def clocked(seconds: float = 0.6) -> tuple[BoardSession, FakeTimers]:
    s = BoardSession(Match(3))
    timers = FakeTimers()
    s.clock.use(lambda: timers.call_later, lambda _match: seconds)
    return s, timers


def test_T1_the_computers_turn_waits_on_the_timer_then_plays_once():
    s, timers = clocked()
    s.set_computer("gold", 1)
    s.play("c1-c6")
    assert [t.seconds for t in timers.started] == [0.6] and s.thinking
    assert len(s.match.events) == 1, "nothing moves before the timer runs out"
    timers.started[0].function()
    assert len(s.match.events) == 2 and not s.thinking and s.clock.timer is None
    assert len(timers.started) == 1, "Black's turn now: no new timer"


def test_an_undo_while_it_thinks_cancels_the_timer_and_the_stale_turn_does_nothing():
    s, timers = clocked()
    s.set_computer("gold", 1)
    s.play("c1-c6")
    timer = timers.started[0]
    s.undo()
    assert timer.cancelled and not s.thinking and s.clock.timer is None
    timer.function()  # a timer that ran anyway (cancelled too late)
    assert len(s.match.events) == 0


def test_without_a_call_later_the_computer_plays_at_once():
    s = BoardSession(Match(3))
    s.clock.use(lambda: None, lambda _match: 1.0)
    s.set_computer("black", 1)
    assert len(s.match.events) == 1 and not s.thinking


def test_without_a_clock_source_the_session_never_plays_by_itself():
    s = BoardSession(Match(3))
    s.set_computer("black", 1)
    assert len(s.match.events) == 0 and s.clock.due()


def test_an_error_in_the_computers_turn_is_shown_on_the_board_not_raised():
    s, timers = clocked()
    s.set_computer("black", 1)

    def broken(_match: Match) -> None:
        raise RuntimeError("no move")

    s.opponent.decide = broken  # type: ignore[method-assign]
    timers.started[0].function()
    assert s.ui.message["kind"] == "error" and "internal error (RuntimeError: no move)" in s.ui.message["text"]
