"""The browser tests never pause for a fixed time: each waits for the state it needs (``expect(...)``,
``page.wait_for_function``, a kernel's printed state, ``lab.settled`` for a layout, a server's own line that
it listens, ``lab.start_server``). A pause either wastes time on a fast machine or is too short on a busy one,
and a poll that sleeps between its questions is such a pause too.

Each rule is shown to catch a violation planted in a source string."""

from __future__ import annotations

import ast
import pathlib

import pytest

BROWSER = pathlib.Path(__file__).parent / "browser"
MODULES = sorted(BROWSER.glob("*.py"))


def fixed_waits(source: str) -> list[int]:
    """The lines of ``source`` that pause for a time: any ``wait_for_timeout(...)`` or ``sleep(...)`` call."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        if name in ("wait_for_timeout", "sleep"):
            lines.append(node.lineno)
    return sorted(lines)


def test_the_guard_finds_a_planted_pause_and_a_poll():
    planted = "def test_x(page):\n    page.click('a')\n    page.wait_for_timeout(300)\n    time.sleep(1)\n"
    assert fixed_waits(planted) == [3, 4]
    poll = "def up(url):\n    while True:\n        if answers(url):\n            break\n        time.sleep(0.25)\n"
    assert fixed_waits(poll) == [5]


@pytest.mark.parametrize("module", MODULES, ids=lambda p: p.name)
def test_no_browser_test_pauses_for_a_fixed_time(module: pathlib.Path):
    assert MODULES, "no browser test modules found"
    lines = fixed_waits(module.read_text(encoding="utf-8"))
    assert lines == [], f"{module.name} pauses for a fixed time at lines {lines}: wait for the state instead"
