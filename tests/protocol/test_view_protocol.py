"""The ``view`` trait has one description in three places that must agree: the TypedDict
(kamisado_widget/protocol/schema.py), the protocol's documentation (docs/widget-protocol.md) and the
views the session really builds — in play, while replaying, at a round's end and in edit mode."""

from __future__ import annotations

import pathlib
import re

import pytest

from kamisado_widget import KamisadoWidget
from kamisado_widget.protocol.schema import VIEW_KEYS

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
