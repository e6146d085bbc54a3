"""The widget's actions are generated forwarders to its board session's (session/forwarding.py): each keeps
its public name, shows the session method's signature and docstring in ``help()``, and calls the session."""

from __future__ import annotations

import inspect
import pydoc

import pytest

from kamisado_widget import KamisadoWidget
from kamisado_widget.session import BoardSession
from kamisado_widget.session.forwarding import Forward

FORWARDED = [
    "play", "fill", "undo", "redo", "reset", "load_position", "load_record", "save", "load", "set_controls",
    "replay", "replay_step", "live", "play_on", "set_computer", "hint", "analyse", "edit", "finish_edit",
    "cancel_edit", "paste", "explain", "on_attempt", "click", "pass_turn", "say", "cancel",
]
"""The widget's one-line methods before they were generated: every name stays."""


@pytest.mark.parametrize("name", FORWARDED)
def test_each_forwarder_has_the_sessions_signature_docstring_and_its_own_name(name):
    method, target = getattr(KamisadoWidget, name), getattr(BoardSession, name)
    assert isinstance(KamisadoWidget.__dict__[name], Forward)
    assert inspect.signature(method) == inspect.signature(target)
    assert method.__doc__ == target.__doc__ and method.__doc__
    assert method.__name__ == name and method.__qualname__ == f"KamisadoWidget.{name}"


def test_help_shows_the_session_methods_signature_and_docstring():
    text = pydoc.render_doc(KamisadoWidget.play, renderer=pydoc.plaintext)
    assert "play(self, move: 'Move | str', judge: 'bool' = True) -> 'Move | None'" in text
    assert "illegal moves raise" in text


def test_a_forwarder_calls_the_session_method_of_the_instance_with_its_arguments():
    w = KamisadoWidget(target=3)
    calls = []
    w.session.replay_step = lambda by=1: calls.append(by)  # type: ignore[method-assign]
    w.replay_step(-1)
    assert calls == [-1]
    assert w.play("c1-c6").text() == "c1-c6" and w.match.events[-1].text() == "c1-c6"
