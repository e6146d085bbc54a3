"""Every message the engine's code uses has its German translation, with the same placeholders (issue 29): a
sentence added to kamisado_widget/engine without German fails here, before the whole catalogue is merged."""

from __future__ import annotations

import importlib.util
import string
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _tool():
    spec = importlib.util.spec_from_file_location("catalogue_tool_engine", ROOT / "scripts" / "catalogue.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


@pytest.fixture(scope="module")
def engine_messages():
    pytest.importorskip("babel")
    tool = _tool()
    german = tool.merged(tool.LOCALE / "de" / "LC_MESSAGES" / "kamisado_widget.po")
    used = [m for m in tool.extracted()
            if any(loc.startswith("kamisado_widget/engine/") for loc, _line in m.locations)]
    return used, german


def test_the_engine_speaks_through_the_catalogue(engine_messages) -> None:
    used, _german = engine_messages
    assert len(used) > 300  # every explanation, error, hint and rule: hundreds of messages


def test_every_engine_message_has_german_with_the_same_placeholders(engine_messages) -> None:
    used, german = engine_messages
    missing, differ = [], []
    for message in used:
        key = message.id if isinstance(message.id, str) else message.id[0]
        found = german.get(key, message.context)
        strings = () if found is None else (found.string if isinstance(found.string, tuple) else (found.string,))
        if not strings or not all(strings):
            missing.append(key)
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        if any(_fields(s) != _fields(ids[-1]) for s in strings):
            differ.append(key)
    assert not missing, f"{len(missing)} engine messages without German, e.g. {missing[:5]}"
    assert not differ, f"German placeholders differ from the English ones: {differ[:5]}"
