"""Talk to a widget the way the page does: comm messages through ipywidgets' own handler.

``_handle_msg`` is what the kernel calls for every comm message of the widget: ``custom``
delivers a ``model.send(...)`` intent, ``update`` a state change the page saved. ipywidgets
logs (and swallows) an exception that escapes a handler: :func:`escaped` catches those logs.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Iterator
from typing import Any


def custom(w: Any, content: Any) -> None:
    """What ``model.send(content)`` on the page does in the kernel."""
    w._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def update(w: Any, state: dict[str, Any]) -> None:
    """What ``model.set(...); model.save_changes()`` on the page does in the kernel."""
    w._handle_msg({"content": {"data": {"method": "update", "state": state, "buffer_paths": []}}, "buffers": []})


def send(w: Any, **content: Any) -> None:
    """An intent from the page, stamped with the board's current version (as the page stamps it)."""
    custom(w, {**content, "version": w.view["version"]})


def click(w: Any, square: str) -> None:
    """A click on ``square``, as the page sends it."""
    send(w, type="click", square=square)


@contextlib.contextmanager
def timers_set() -> Iterator[list[float]]:
    """The delays of the timers set on the running event loop meanwhile (``call_later``'s seconds),
    as asked for: not the time left when the test looks, which a busy machine shortens."""
    loop = asyncio.get_running_loop()
    delays: list[float] = []
    original = loop.call_later

    def recording(delay: float, callback: Any, *args: Any, **kwargs: Any) -> asyncio.TimerHandle:
        delays.append(delay)
        return original(delay, callback, *args, **kwargs)

    loop.call_later = recording  # type: ignore[method-assign]
    try:
        yield delays
    finally:
        del loop.call_later  # the instance attribute goes; the loop's own method is back


SAFETY = 300.0
"""Seconds :func:`until` waits at most: only a hang runs into it, and then the test fails (it never paces a test)."""


async def until(w: Any, condition: Callable[[], bool], safety: float = SAFETY) -> None:
    """Let the running event loop work (the computer's turn on its timer, explore mode's slices, a review's steps)
    until ``condition()`` holds: it is looked at after each change the board tells, never after a fixed time. A
    board that never gets there fails the test after ``safety`` seconds instead of hanging it."""
    if condition():
        return
    reached = asyncio.Event()
    w.session.on_change(lambda: reached.set() if condition() else None)
    try:
        await asyncio.wait_for(reached.wait(), safety)
    except asyncio.TimeoutError:
        raise AssertionError(f"the board never reached the state awaited within {safety} s") from None


class _Catch(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@contextlib.contextmanager
def escaped(w: Any) -> Iterator[list[logging.LogRecord]]:
    """The exceptions that escaped the widget's handlers meanwhile (ipywidgets logs them on ``w.log``)."""
    catch = _Catch()
    w.log.addHandler(catch)
    try:
        yield catch.records
    finally:
        w.log.removeHandler(catch)


def sent_states(w: Any) -> list[dict[str, Any]]:
    """Record the state of every update the widget sends to the page from now on."""
    sent: list[dict[str, Any]] = []
    original = w.send_state

    def recording(key: Any = None) -> None:
        sent.append(w.get_state(key))
        original(key)

    w.send_state = recording
    return sent


def board_state(w: Any) -> tuple[Any, ...]:
    """What a refused message must leave alone: the position, the record and the view
    (but for the message and the version, which say that it was refused)."""
    view = {k: v for k, v in w.view.items() if k not in ("message", "version")}
    return w.position_text, w.record, view, w.session.editing, (w.flipped, w.colour_blind)
