"""A move goes down the layers once: page message -> session -> pointer -> game -> engine, never back up to the
session and down again; and a message from the page takes one checkpoint, however many actions it runs."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from kamisado_widget import KamisadoWidget
from kamisado_widget.session import changes
from kamisado_widget.session.board_session import BoardSession
from kamisado_widget.session.game import Game
from kamisado_widget.session.pointer import Pointer


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """How often each step on the way down ran (the class's method, wrapped to count)."""
    counted: Counter[str] = Counter()
    for cls, name in [(BoardSession, "play"), (BoardSession, "click"), (Pointer, "click"), (Pointer, "try_move"),
                      (Pointer, "play_or_refuse"), (Game, "play")]:
        method = getattr(cls, name)

        def counting(*args: Any, _method: Callable[..., Any] = method, _key: str = f"{cls.__name__}.{name}",
                     **kwargs: Any) -> Any:
            counted[_key] += 1
            return _method(*args, **kwargs)

        monkeypatch.setattr(cls, name, counting)
    original = changes.Checkpoint.__init__

    def checkpoint(self: changes.Checkpoint, *objects: object) -> None:
        counted["checkpoint"] += 1
        original(self, *objects)

    monkeypatch.setattr(changes.Checkpoint, "__init__", checkpoint)
    return counted


def message(w: KamisadoWidget, **content: Any) -> None:
    w._on_front_end_msg(w, {**content, "version": w.view["version"]}, [])


def test_a_checked_move_from_python_goes_down_once(calls):
    """On a board with a task, ``w.play`` is checked by the pointer and played by the game: the session's play
    runs once (before, the game handed the move back up to the session, which played it again)."""
    w = KamisadoWidget(target=3)
    w.on_attempt(lambda attempt: None)
    calls.clear()
    assert w.play("c1-c6").text() == "c1-c6"
    assert {k: calls[k] for k in ("BoardSession.play", "Pointer.try_move", "Pointer.play_or_refuse", "Game.play")} == {
        "BoardSession.play": 1, "Pointer.try_move": 1, "Pointer.play_or_refuse": 1, "Game.play": 1}


def test_a_click_from_the_page_that_plays_goes_down_once_with_one_checkpoint(calls):
    w = KamisadoWidget(target=3)
    message(w, type="click", square="c1")
    calls.clear()
    message(w, type="click", square="c6")
    assert w.last_move == "c1-c6"
    assert calls["BoardSession.click"] == calls["Pointer.click"] == calls["Game.play"] == 1
    assert calls["BoardSession.play"] == 0  # the pointer plays on the game: nothing goes back up
    assert calls["checkpoint"] == 1


def test_a_refused_message_takes_one_checkpoint_and_changes_nothing(calls):
    w = KamisadoWidget(target=3)
    before = w.position_text
    calls.clear()
    message(w, type="undo")  # nothing to undo: refused
    assert w.view["message"]["kind"] == "error" and w.position_text == before
    assert calls["checkpoint"] == 1
