"""Every public action of a board session tells its listeners exactly once, when it ends (nested actions
included: a click that plays a move, a replay to the game that goes live, paste that loads a position); an
action that raises tells them nothing and changes nothing. No action sets a "dirty" flag by hand: the
batch of :mod:`kamisado_widget.session.changes` does it, and a syntax-tree check keeps every public
method of :class:`BoardSession` an action (its body one ``with self._changes.batch():``) or a listed query."""

from __future__ import annotations

import ast
import inspect
import pathlib
import textwrap
from collections.abc import Callable
from typing import Any

import pytest

from kamisado_widget.engine import Fill, IllegalMoveError, KamisadoError, Match, Player
from kamisado_widget.protocol.view import session_view
from kamisado_widget.session import BoardSession, EditError, ReplayError
from kamisado_widget.session import board_session as board_session_module

ROUND_ONE = ["c1-c7", "d8-d6", "c7-d8"]  # Black's Red reaches Gold's home row (M7): Black fills (F1)
Setup = Callable[[BoardSession], Any]


def fresh(*moves: str) -> BoardSession:
    s = BoardSession(Match(3))
    s.opponent.think_nodes = 300  # hint and analysis: their content is not what is checked here
    for move in moves:
        s.play(move)
    return s


def counted(s: BoardSession) -> list[int]:
    calls: list[int] = []
    s.on_change(lambda: calls.append(s.version))
    return calls


def shown(s: BoardSession) -> dict[str, Any]:
    """Everything the board shows and the match behind it."""
    return {**session_view(s), "record": s.match.record(), "redo": s.match.can_redo, "hooks": len(s._pointer.hooks._hooks)}


def _undone(s: BoardSession) -> None:
    s.play("c1-c6")
    s.undo()


def _replaying(s: BoardSession) -> None:
    s.play("c1-c6")
    s.play("a8-a5")
    s.replay(1)


def _editing(s: BoardSession) -> None:
    s.edit()


def _round_over(s: BoardSession) -> None:
    for move in ROUND_ONE:
        s.play(move)


ACTIONS: list[tuple[str, Setup | None, Callable[[BoardSession], Any]]] = [
    ("play", None, lambda s: s.play("c1-c6")),
    ("undo", lambda s: s.play("c1-c6"), lambda s: s.undo()),
    ("redo", _undone, lambda s: s.redo()),
    ("fill", _round_over, lambda s: s.fill("left")),
    ("click selects", None, lambda s: s.click("c1")),
    ("click plays", lambda s: s.click("c1"), lambda s: s.click("c6")),
    ("click while replaying asks", _replaying, lambda s: s.click("c1")),
    ("click in edit mode", _editing, lambda s: s.click("c1")),
    ("pass_turn refused with words", None, lambda s: s.pass_turn("c1")),
    ("board_fill", _round_over, lambda s: s.board_fill(Fill.RIGHT)),
    ("cancel", lambda s: s.click("c1"), lambda s: s.cancel()),
    ("reset", None, lambda s: s.reset(7, "mirrored")),
    ("load_position", None, lambda s: s.load_position(Match(3).text(), ["c1-c6"])),
    ("load_record", lambda s: s.play("c1-c6"), lambda s: s.load_record(s.match.record())),
    ("replay", lambda s: s.play("c1-c6"), lambda s: s.replay(0)),
    ("replay of the game goes live", _replaying, lambda s: s.replay(2)),
    ("replay_step", lambda s: s.play("c1-c6"), lambda s: s.replay_step(-1)),
    ("replay_step past the start", lambda s: s.replay(0), lambda s: s.replay_step(-1)),
    ("live", _replaying, lambda s: s.live()),
    ("play_on", _replaying, lambda s: s.play_on()),
    ("hint", None, lambda s: s.hint()),
    ("analyse", None, lambda s: s.analyse()),
    ("edit", None, lambda s: s.edit()),
    ("edit again", _editing, lambda s: s.edit()),
    ("edit_step", _editing, lambda s: s.edit_step(lambda e: e.clear())),
    ("finish_edit", _editing, lambda s: s.finish_edit()),
    ("cancel_edit", _editing, lambda s: s.cancel_edit()),
    ("paste to play", None, lambda s: s.paste(Match(3).text())),
    ("paste into the editor", _editing, lambda s: s.paste(Match(3).text())),
    ("say", None, lambda s: s.say("Hello.", "success")),
    ("refuse", None, lambda s: s.refuse(IllegalMoveError("T2", "not that tower"))),
    ("report_failure", None, lambda s: s.report_failure(RuntimeError("bug"))),
    ("set_controls", None, lambda s: s.set_controls(undo=False)),
    ("rename", None, lambda s: s.rename(Player.GOLD, "Ada")),
    ("set_computer", None, lambda s: s.set_computer("black", 1)),
    ("set_thinking", lambda s: s.set_computer("gold", 1), lambda s: s.set_thinking(True)),
    ("computer_turn", lambda s: s.set_computer("black", 1), lambda s: s.computer_turn(s.match.state)),
    ("refresh", None, lambda s: s.refresh()),
    ("answer", None, lambda s: s.answer(lambda: s.click("c1"))),
    ("answer refused", lambda s: s.play("c1-c6"), lambda s: s.answer(lambda: s.play("b8-b3"))),
]


@pytest.mark.parametrize(("name", "setup", "act"), ACTIONS, ids=[a[0] for a in ACTIONS])
def test_each_public_action_tells_its_listeners_exactly_once(name, setup, act):
    s = fresh()
    if setup is not None:
        setup(s)
    calls = counted(s)
    version = s.version
    act(s)
    assert calls == [version + 1], f"{name}: the listeners heard {len(calls)} times"


REFUSED: list[tuple[str, Setup | None, Callable[[BoardSession], Any], type[Exception]]] = [
    ("illegal move (T2)", lambda s: s.play("c1-c6"), lambda s: s.play("b8-b3"), IllegalMoveError),
    ("undo at the start", None, lambda s: s.undo(), KamisadoError),
    ("redo with nothing taken back", None, lambda s: s.redo(), KamisadoError),
    ("fill during a round (F1)", None, lambda s: s.fill("left"), KamisadoError),
    ("board_fill during a round (F1)", None, lambda s: s.board_fill(Fill.LEFT), KamisadoError),
    ("play in edit mode", _editing, lambda s: s.play("c1-c6"), EditError),
    ("replay out of range", lambda s: s.play("c1-c6"), lambda s: s.replay(5), ReplayError),
    ("replay of a bad ply", None, lambda s: s.replay("1"), TypeError),  # type: ignore[arg-type]
    ("play_on on the game", None, lambda s: s.play_on(), ReplayError),
    ("hint after the round (M7)", _round_over, lambda s: s.hint(), IllegalMoveError),
    ("finish_edit of an unplayable set-up", lambda s: (s.edit(), s.edit_step(lambda e: e.clear())),
     lambda s: s.finish_edit(), KamisadoError),
    ("edit_step outside edit mode", None, lambda s: s.edit_step(lambda e: e.clear()), EditError),
    ("a bad position pasted", None, lambda s: s.paste("no position"), KamisadoError),
    ("say with an unknown kind", None, lambda s: s.say("Hi.", "shout"), ValueError),
    ("set_controls of an unknown group", None, lambda s: s.set_controls(chess=True), TypeError),
    ("reset to a bad target (R1)", None, lambda s: s.reset(4), KamisadoError),
    ("set_computer at a bad level", None, lambda s: s.set_computer("gold", 9), ValueError),
    ("click on no square", None, lambda s: s.click("z9"), KamisadoError),
    ("load_record of a bad record", None, lambda s: s.load_record("not a record"), KamisadoError),
]


@pytest.mark.parametrize(("name", "setup", "act", "error"), REFUSED, ids=[r[0] for r in REFUSED])
def test_an_action_that_raises_tells_nobody_and_changes_nothing(name, setup, act, error):
    s = fresh()
    if setup is not None:
        setup(s)
    before = shown(s)
    calls = counted(s)
    with pytest.raises(error):
        act(s)
    assert calls == [], f"{name}: the listeners heard of a refused action"
    assert shown(s) == before, f"{name} changed the board"


def test_a_refused_message_is_put_back_with_one_checkpoint_and_said_once():
    """A message from the page (``answer``) takes one checkpoint, however many actions it runs: what it changed
    is put back, the refusal is said, and the listeners hear once."""
    s = fresh("c1-c6")
    before = {k: v for k, v in shown(s).items() if k not in ("message", "version")}
    taken = []
    checkpoint = s._changes._checkpoint
    s._changes._checkpoint = lambda: taken.append(1) or checkpoint()
    calls = counted(s)

    def several() -> None:
        s.click("a8")
        s.say("Hello.")
        s.play("b8-b3")  # T2: refused

    error = s.answer(several)
    assert isinstance(error, IllegalMoveError) and taken == [1]
    assert calls == [s.version] and s.ui.message["kind"] == "error" and s.ui.message["rule"] == "T2"
    assert {k: v for k, v in shown(s).items() if k not in ("message", "version")} == before


def test_what_an_action_changed_before_it_raised_is_put_back():
    """Undo while replaying leaves the replay first; when the action then fails, the replay is back too
    (before, the half-done change stayed and was shown)."""
    s = fresh("c1-c6", "a8-a5")
    s.replay(1)
    before = shown(s)
    calls = counted(s)

    def broken_undo() -> None:
        raise RuntimeError("the match broke")

    s.match.undo = broken_undo  # type: ignore[method-assign]
    with pytest.raises(RuntimeError):
        s.undo()
    del s.match.undo
    assert calls == [] and shown(s) == before and s.replaying == 1


# ------------------------------------------------------------ the structure, from the syntax tree
QUERIES = {"on_change", "answer", "match", "version", "layout", "thinking", "replaying", "editor", "editing", "advice",
           "save", "explain", "on_attempt", "explore", "explore_view", "explore_steps", "review", "review_view",
           "seen_as_now"}
"""Public members of BoardSession that are not marked ``@action``: queries, which change nothing on the board and
so tell nobody, ``answer``, which runs a message from the page as one batch of its own (tested above), and
``explore_steps``, explore mode's work, which tells the listeners after each answer without a new version (no
action: a click made meanwhile stays current; tests/session/test_explore.py); ``review``, which starts the game review
in one batch and then runs its steps in the same way (tests/session/test_review.py)."""


def batched(node: ast.FunctionDef) -> bool:
    """Whether the method's body (after its docstring) is one ``with self._changes.batch():``: all of it
    runs in the batch."""
    body = node.body[1:] if node.body and isinstance(node.body[0], ast.Expr) and isinstance(
        node.body[0].value, ast.Constant) else node.body
    return (
        len(body) == 1 and isinstance(body[0], ast.With) and len(body[0].items) == 1
        and ast.unparse(body[0].items[0].context_expr) == "self._changes.batch()"
    )


def not_actions(source: str, queries: set[str] = QUERIES) -> list[str]:
    """The public members of class ``BoardSession`` in ``source`` that are neither a listed query nor a method
    whose whole body runs in one batch (``with self._changes.batch():``), and any assignment to a ``_dirty``
    flag."""
    out = []
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Assign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            dirty = [t for t in targets if isinstance(t, ast.Attribute) and t.attr == "_dirty"]
            out += [f"line {node.lineno} sets _dirty" for _ in dirty]
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "BoardSession")
    for node in cls.body:
        if isinstance(node, ast.FunctionDef) and not node.name.startswith("_") and node.name not in queries:
            if not batched(node):
                out.append(node.name)
        elif isinstance(node, ast.Assign):  # a generated method (a forwarder) is not written out: refused
            out += [t.id for t in node.targets if isinstance(t, ast.Name) and not t.id.startswith("_")]
    return out


def test_every_public_method_of_the_session_is_an_action_or_a_query():
    assert not_actions(pathlib.Path(inspect.getfile(board_session_module)).read_text(encoding="utf-8")) == []


@pytest.mark.parametrize("planted, caught", [
    ("    def forget(self) -> None:\n        self.ui.selected = None\n", "forget"),
    ("    undo = Forward('game', Game.undo)\n", "undo"),
    ("    def mark(self) -> None:\n        with self._changes.batch():\n            self._dirty = True\n", "sets _dirty"),
    (("    def half(self) -> None:\n        self.ui.selected = None\n        with self._changes.batch():\n"
      "            pass\n"), "half"),
])
def test_the_structure_check_catches_a_planted_violation(planted, caught):
    source = textwrap.dedent("""
        class BoardSession:
            def play(self, move):
                '''Play.'''
                with self._changes.batch():
                    return move
        """) + planted
    assert not_actions(source.replace(planted, "")) == []
    assert any(caught in found for found in not_actions(source))
