"""The board's hello (kamisado_widget/protocol/ready.py): a board drawn on the page says hello and takes no
click until the widget has answered "ready" — which the kernel can only do once it is free. Here: the answer,
that it changes nothing on the board, and the loading words Python gives the page."""

from __future__ import annotations

import re
from typing import Any

import pytest
from helpers.catalogue_pattern import message_pattern
from helpers.front_end import board_state, custom, sent_states

from kamisado_widget import KamisadoWidget
from kamisado_widget.engine.catalogue import _
from kamisado_widget.protocol.intents import IntentError, parse_intent
from kamisado_widget.protocol.ready import LOADING, READY


def answers(w: KamisadoWidget) -> list[Any]:
    """Record every custom message the widget sends to the page from now on."""
    sent: list[Any] = []
    original = w.send

    def recording(content: Any, buffers: Any = None) -> None:
        sent.append(content)
        original(content, buffers)

    w.send = recording  # type: ignore[method-assign]
    return sent


def test_a_hello_is_answered_ready_and_changes_nothing():
    w = KamisadoWidget()
    before = board_state(w), w.view["version"], w.message
    sent, states = answers(w), sent_states(w)
    custom(w, {"type": "hello"})
    assert sent == [READY] == [{"type": "ready"}]
    assert (board_state(w), w.view["version"], w.message) == before
    assert states == [], "no state update: the board is as it was"


def test_each_view_gets_its_answer():
    w = KamisadoWidget()
    sent = answers(w)
    custom(w, {"type": "hello"})
    custom(w, {"type": "hello"})
    assert sent == [READY, READY]


def test_a_hello_with_fields_is_refused_naming_the_field():
    refusal = message_pattern("The {type} message has no field {field}: its fields are {fields}.", type="'hello'",
                              field="'square'")
    with pytest.raises(IntentError, match=refusal):
        parse_intent({"type": "hello", "square": "d4"})
    w = KamisadoWidget()
    sent = answers(w)
    custom(w, {"type": "hello", "square": "d4"})
    assert sent == []
    assert w.message.startswith(_("Nothing changed.") + " ") and re.fullmatch(refusal, w.message.split(" ", 2)[2])


def test_the_loading_words_come_from_python_with_the_board():
    w = KamisadoWidget()
    assert w.board_layout["loading"] == LOADING
    assert LOADING.startswith("Loading")
