"""The browser tests never pause for a fixed time: each waits for the state it needs (``expect(...)``,
``page.wait_for_function``, a kernel's printed state, ``lab.settled`` for a layout, a server's own line that
it listens, ``lab.start_server``). A pause either wastes time on a fast machine or is too short on a busy one,
and a poll that sleeps between its questions is such a pause too.

Each rule is shown to catch a violation planted in a source (in tests/planted)."""

from __future__ import annotations

import ast
import pathlib

import pytest

TESTS = pathlib.Path(__file__).parent
BROWSER_HELPERS = ("lab", "servers", "hub", "lite", "marimo_serve", "lesson_page", "looks", "animation")
"""The helpers (tests/helpers) that drive a server or the browser: checked with the browser tests."""
MODULES = sorted(TESTS.glob("browser/*.py")) + [TESTS / "helpers" / f"{name}.py" for name in BROWSER_HELPERS]
PLANTED = pathlib.Path(__file__).parent / "planted"  # the planted sources (data, never run)


def fixed_waits(source: str) -> list[int]:
    """The lines of ``source`` that pause for a time: any call of ``wait_for_timeout`` or ``sleep``."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        if name in ("wait_for_timeout", "sleep"):
            lines.append(node.lineno)
    return sorted(lines)


def test_the_guard_finds_a_planted_pause_and_a_poll():
    assert fixed_waits((PLANTED / "browser_pause.txt").read_text(encoding="utf-8")) == [3, 4]
    assert fixed_waits((PLANTED / "browser_poll.txt").read_text(encoding="utf-8")) == [5]


@pytest.mark.parametrize("module", MODULES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_browser_test_pauses_for_a_fixed_time(module: pathlib.Path):
    assert MODULES, "no browser test modules found"
    lines = fixed_waits(module.read_text(encoding="utf-8"))
    assert lines == [], f"{module.name} pauses for a fixed time at lines {lines}: wait for the state instead"
