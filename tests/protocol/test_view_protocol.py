"""The ``view`` trait has one description in three places that must agree: the TypedDict
(kamisado_widget/protocol/schema.py), the protocol's documentation (docs/widget-protocol.md) and the
views the session really builds — in play, while replaying, at a round's end and in edit mode. Each value of a
real view has the schema's type, down to the last nested field (the page's types, js/view.d.ts, are the
schema's); so do the session's own views (``SessionView``), the ``board_layout`` and the ``history`` traits."""

from __future__ import annotations

import pathlib
import random
import re
import types
from typing import Any, Union, get_args, get_origin, get_type_hints, is_typeddict

import pytest

from kamisado_widget import KamisadoWidget
from kamisado_widget.engine import Layout, Match
from kamisado_widget.protocol.history import history_view
from kamisado_widget.protocol.schema import VIEW_KEYS, BoardLayout, History, SessionView, View
from kamisado_widget.protocol.view import board_layout_view, session_view

DOC = pathlib.Path(__file__).resolve().parents[2] / "docs" / "widget-protocol.md"


def documented_keys(markdown: str, heading: str = "### `view`") -> set[str]:
    """The top-level keys of the first jsonc block after ``heading`` (keys indented by two spaces; a line
    may hold several, e.g. ``"can_undo": true, "can_redo": false``)."""
    section = markdown[markdown.index(heading):]
    block = section[section.index("```jsonc\n") + 9 : section.index("\n```", section.index("```jsonc"))]
    keys: set[str] = set()
    depth = 0
    for line in block.splitlines():
        code = line.split("//", 1)[0]
        if depth == 1:
            keys.update(re.findall(r'"(\w+)":', _outside_brackets(code)))
        depth += code.count("{") + code.count("[") - code.count("}") - code.count("]")
    return keys


def _outside_brackets(code: str) -> str:
    """``code`` without anything nested inside {…} or […] on the same line."""
    out, depth = [], 0
    for ch in code:
        if ch in "{[":
            depth += 1
        if depth == 0:
            out.append(ch)
        if ch in "}]":
            depth -= 1
    return "".join(out)


def test_the_reader_finds_top_level_keys_only() -> None:
    doc = '### `view`\n\n```jsonc\n{\n  "a": 1, "b": {"inner": 2},\n  "c": [\n    {"d": 3}\n  ],  // "e": 4\n}\n```\n'
    assert documented_keys(doc) == {"a", "b", "c"}


def test_the_typed_view_and_the_documentation_name_the_same_keys() -> None:
    documented = documented_keys(DOC.read_text(encoding="utf-8"))
    assert documented == VIEW_KEYS, (
        f"documented only: {sorted(documented - VIEW_KEYS)}; typed only: {sorted(VIEW_KEYS - documented)}"
    )


def _round_over() -> KamisadoWidget:
    w = KamisadoWidget(target=3)
    for move in ("c1-c6", "a8-a2"):  # then the first legal move each turn, to the end of the round
        w.play(move)
    while w.match.position.result is None:
        w.play(w.match.legal_moves()[0])
    return w


def _replaying() -> KamisadoWidget:
    w = KamisadoWidget(target=3)
    w.play("c1-c6")
    w.replay(0)
    return w


def _editing() -> KamisadoWidget:
    w = KamisadoWidget(target=3)
    w.edit()
    return w


@pytest.mark.parametrize("make", [KamisadoWidget, _replaying, _round_over, _editing],
                         ids=["play", "replay", "round end", "edit mode"])
def test_every_real_view_has_exactly_the_typed_keys(make) -> None:
    assert set(make().view) == VIEW_KEYS


def type_errors(value: Any, hint: Any, where: str = "view") -> list[str]:
    """Where ``value`` is not of the schema's type ``hint``: a TypedDict's keys (a ``total=False`` key may be left
    out, no other key may be added) and each value, each item of a list, each key and value of a dict, each item of
    a tuple (a list of that length too: JSON has arrays only)."""
    if is_typeddict(hint):
        if not isinstance(value, dict):
            return [f"{where} is {value!r}, not a {hint.__name__}"]
        hints = get_type_hints(hint)
        optional = getattr(hint, "__optional_keys__", frozenset())
        errors = [f"{where}.{key} is missing" for key in hints if key not in value and key not in optional]
        errors += [f"{where}.{key} is not in the schema's {hint.__name__}" for key in value if key not in hints]
        for key, inner in hints.items():
            if key in value:
                errors += type_errors(value[key], inner, f"{where}.{key}")
        return errors
    origin, args = get_origin(hint), get_args(hint)
    if origin in (Union, types.UnionType):
        fits = [type_errors(value, arg, where) for arg in args]
        return [] if [] in fits else [f"{where} is {value!r}, not {hint}"]
    if origin is list:
        if not isinstance(value, list):
            return [f"{where} is {value!r}, not a list"]
        return [e for i, item in enumerate(value) for e in type_errors(item, args[0], f"{where}[{i}]")]
    if origin is tuple:
        if not isinstance(value, (tuple, list)) or len(value) != len(args):
            return [f"{where} is {value!r}, not a tuple of {len(args)}"]
        return [e for i, (item, arg) in enumerate(zip(value, args)) for e in type_errors(item, arg, f"{where}[{i}]")]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{where} is {value!r}, not a dict"]
        return [e for k, v in value.items()
                for e in type_errors(k, args[0], f"{where} key") + type_errors(v, args[1], f"{where}[{k!r}]")]
    if hint is type(None):
        return [] if value is None else [f"{where} is {value!r}, not None"]
    if hint in (int, float):
        fits = isinstance(value, (int, float) if hint is float else int) and not isinstance(value, bool)
        return [] if fits else [f"{where} is {value!r}, not {hint.__name__}"]
    assert hint in (str, bool), f"the checker does not know {hint!r}: add it"
    return [] if isinstance(value, hint) else [f"{where} is {value!r}, not {hint.__name__}"]


def test_the_type_checker_finds_a_wrong_nested_value() -> None:
    view = dict(KamisadoWidget().view)
    assert type_errors(view, View) == []
    view["towers"] = [{**view["towers"][0], "rank": "1"}, *view["towers"][1:]]
    view["targets"] = [{"square": "c6", "kind": "step", "move": "c1-c6", "pushes": [{"id": "x", "from": "c6"}]}]
    assert type_errors(view, View) == ["view.towers[0].rank is '1', not int", "view.targets[0].pushes[0].to is missing"]


PUSH_READY = "o1upyrgn/8/8/3b4/3R+4/8/8/NG1YPUBO b r - standard target=3 round=2 challenger=g score=1-0"
# Black's Red Sumo on d4 may push Gold's Blue on d5 (S2)


def _pushing() -> list[KamisadoWidget]:
    """A selected Sumo whose targets include a push (its preview), then the push played, with a hint and an
    analysis of the position after it."""
    selected = KamisadoWidget(PUSH_READY)
    selected.click("d4")
    pushed = KamisadoWidget(PUSH_READY)
    pushed.play("d4>d5")
    pushed.hint()
    pushed.analyse()
    return [selected, pushed]


def _pass_offered() -> KamisadoWidget:
    """A board whose tower to move is blocked (M6), the next one free: the Pass button is offered."""
    rng = random.Random(7)
    for _ in range(5000):
        match = Match(3)
        while match.position.result is None and len(match.position.blocked_chain()) != 1:
            match.play(rng.choice(match.legal_moves()))
        if match.position.result is None:
            return KamisadoWidget(match.text())
    raise AssertionError("no pass in 5000 random rounds")


def _filled_reviewed_and_explored() -> list[KamisadoWidget]:
    """A round's end (its result, the refill offer and the review's offer), the review done, then the refill made
    (its trips), explore mode on, and arrows drawn with a message."""
    ended = _round_over()
    reviewed = _round_over()
    reviewed.session._reviews.max_nodes = 5_000
    reviewed.review()
    filled = _round_over()
    filled.fill("left")
    explored = KamisadoWidget()
    explored.explore = True
    explored.say("Look.")
    explored.show_arrows(["d1-d7"], "answer")
    return [ended, reviewed, filled, explored]


def _won_and_taken_back() -> list[KamisadoWidget]:
    """A one-round match won by a player with a long name (the match's end, sentences with the name cut), and a
    move taken back (Redo)."""
    won = KamisadoWidget(target=1, black_name="Alexandra Konstantinopolous-Smythe")
    while won.match.position.result is None:
        won.play(won.match.legal_moves()[0])
    won.set_status("Well done.")  # a task's own status line: the panel then says the match's end
    undone = KamisadoWidget()
    undone.play("c1-c6")
    undone.undo()
    return [won, undone]


def test_every_real_view_has_the_schema_types() -> None:
    boards = [KamisadoWidget(), _replaying(), _editing(), _pass_offered(), *_pushing(),
              *_filled_reviewed_and_explored(), *_won_and_taken_back()]
    views = [w.view for w in boards]
    for view in views:
        assert type_errors(view, View) == [], view
    seen = {key: [v[key] for v in views if v[key]] for key in VIEW_KEYS}
    assert not [key for key, values in seen.items() if not values], "every field is checked with a value in it"
    assert any("pushes" in t for v in views for t in v["targets"])
    assert any(v["last_move"]["pushed"] for v in views if v["last_move"])
    assert any(v["review"] and v["review"]["svg"] for v in views)


def test_the_sessions_own_views_have_the_session_view_types() -> None:
    """session_view's views lack what the widget adds (the message's sentence, ``short``): its type says so."""
    boards = [KamisadoWidget(), _replaying(), _editing(), _round_over(), *_won_and_taken_back()]
    for w in boards:
        assert type_errors(session_view(w.session), SessionView, "session view") == []
        assert type_errors(dict(w.view), SessionView) != []  # the page's view is not the session's


def _several_rounds() -> KamisadoWidget:
    """Two rounds won and each followed by its refill (the first one's push said in words), then a third round under
    way; Gold has a long name."""
    w = KamisadoWidget(PUSH_READY.replace("target=3", "target=15"), gold_name="Alexandra Konstantinopolous-Smythe")
    w.play("d4>d5")
    rng = random.Random(3)
    for direction in ("left", "right"):
        while w.match.position.result is None:
            w.play(rng.choice(w.match.legal_moves()))
        w.fill(direction)
    w.play(w.match.legal_moves()[0])
    return w


def test_every_real_history_has_the_schema_types() -> None:
    """The ``history`` trait of a new match, a round won (its result, no refill yet), several rounds with refills
    and one under way, and a won one-round match, each checked against ``History``."""
    several = _several_rounds()
    boards = [KamisadoWidget(), _round_over(), several, *_won_and_taken_back()]
    for w in boards:
        assert type_errors(dict(w.history), History, "history") == []
        assert w.history == history_view(w.match)
    rounds = several.history["rounds"]
    assert len(rounds) == 2 and all(r["result"] and r["fill"] and r["moves"] for r in rounds)
    assert {r["fill"]["direction"] for r in rounds} == {"left", "right"}
    assert rounds[0]["words"][0].startswith("Black's Red pushed"), "a push is said in words"
    assert several.history["current"]["number"] == 4 and several.history["current"]["result"] is None
    assert _round_over().history["current"]["result"] is not None


def test_the_type_checker_finds_a_wrong_history() -> None:
    history = dict(_several_rounds().history)
    history["rounds"] = [{**history["rounds"][0], "fill": None}, *history["rounds"][1:]]
    assert type_errors(history, History, "history") == ["history.rounds[0].fill is None, not a RoundFill"]


@pytest.mark.parametrize("layout", list(Layout))
def test_every_board_layout_has_the_schema_types(layout: Layout) -> None:
    value = board_layout_view(layout)
    assert type_errors(value, BoardLayout, "board_layout") == []
    assert len(value["squares"]) == 64 and value["choices"]["targets"] and value["choices"]["layouts"]
    assert type_errors({**value, "choices": {"targets": [[1]], "layouts": []}}, BoardLayout, "board_layout") == [
        "board_layout.choices.targets[0] is [1], not a tuple of 2"
    ]
