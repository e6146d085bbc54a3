"""The widget's actions are methods written out in widget/board.py, each calling its board session's method of
the same name once (no generated forwarders): each keeps its public name, has the session method's parameters
and a docstring of its own that ``help()`` shows, and calls the session of the instance with its arguments."""

from __future__ import annotations

import ast
import inspect
import pathlib
import pydoc

import pytest

from kamisado_widget import KamisadoWidget
from kamisado_widget.session import BoardSession

ACTIONS = [
    "play", "fill", "undo", "redo", "reset", "load_position", "save", "load", "set_controls",
    "replay", "replay_step", "live", "play_on", "set_computer", "hint", "analyse", "edit", "finish_edit",
    "cancel_edit", "paste", "explain", "on_attempt", "click", "say", "cancel", "set_taught",
    "show_arrows", "set_status",
]
"""The widget's actions (the public API of docs/using.md); the session's ``load_record`` and ``pass_turn`` are
reached through ``w.session`` (used by tests only, not listed)."""



@pytest.mark.parametrize("name", ACTIONS)
def test_each_action_has_the_sessions_parameters_a_docstring_and_its_own_name(name):
    method, target = getattr(KamisadoWidget, name), getattr(BoardSession, name)
    assert inspect.isfunction(method) and method.__module__ == KamisadoWidget.__module__
    assert list(inspect.signature(method).parameters) == list(inspect.signature(target).parameters)
    for param in inspect.signature(method).parameters.values():
        assert param.kind == inspect.signature(target).parameters[param.name].kind
        assert param.default == inspect.signature(target).parameters[param.name].default, (name, param.name)
    assert method.__doc__ and target.__doc__
    assert method.__name__ == name and method.__qualname__ == f"KamisadoWidget.{name}"


def test_each_action_is_written_out_and_calls_the_session_once():
    """Go-to-definition lands on the widget's own method, whose body is one call of the session's."""
    tree = ast.parse(pathlib.Path(inspect.getfile(KamisadoWidget)).read_text(encoding="utf-8"))
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "KamisadoWidget")
    methods = {n.name: n for n in cls.body if isinstance(n, ast.FunctionDef)}
    for name in ACTIONS:
        calls = [ast.unparse(c.func) for c in ast.walk(methods[name]) if isinstance(c, ast.Call)]
        if name == "edit":  # the editor it returns speaks the board's language: wrapped, still one call down
            calls = [c for c in calls if c not in ("cast", "_SpeakingEditor")]
        assert calls == [f"self._session.{name}"], name
    assert not [n for n in cls.body if isinstance(n, ast.Assign) and "Forward" in ast.unparse(n.value)]


def test_help_shows_the_actions_signature_and_docstring():
    text = pydoc.render_doc(KamisadoWidget.play, renderer=pydoc.plaintext)
    assert "play(self, move: 'Move | str', ask_hooks: 'bool' = True) -> 'Move | None'" in text
    assert "illegal moves raise" in text


def test_an_action_calls_the_session_method_of_the_instance_with_its_arguments():
    w = KamisadoWidget(target=3)
    calls = []
    w.session.replay_step = lambda by=1: calls.append(by)  # type: ignore[method-assign]
    w.replay_step(-1)
    assert calls == [-1]
    assert w.play("c1-c6").text() == "c1-c6" and w.match.events[-1].text() == "c1-c6"
