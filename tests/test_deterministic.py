"""The suite never depends on the machine's speed: a guard that reads every test module's syntax tree.

A test that lets the computer, the hint or the analysis think gives it a node budget, never seconds
(a replayed example must play the same move); a test never reads the clock, and never sleeps, neither
for a fixed time nor until a moment it works out (a timer's deadline): it waits for the state it
expects (``front_end.until`` looks after each change the board tells); a sleep of 0 s, one turn
of the event loop, is no wait. Where a time limit itself is under test, the test runs the search on
``fake_clock`` (in ``tests/helpers/rounds.py``), whose readings do not depend on the machine. The browser tests
and their helpers (tests/helpers: the servers, the lesson page) drive a real browser and wait on it with their
own generous timeouts: they are not checked here (tests/test_browser_waits.py keeps them from pausing).

Each rule is shown to catch a violation planted in a source (in place, or in tests/planted).
"""

from __future__ import annotations

import ast
import pathlib

import pytest

TESTS = pathlib.Path(__file__).parent
BROWSER_HELPERS = {f"{name}.py" for name in ("lab", "servers", "hub", "lite", "marimo_serve", "lesson_page", "looks", "animation",
                                             # the class benchmark's learners on a real hub: they measure the click
                                             # to the view (its figures, never a test's verdict on their values)
                                             "hub_learner", "hub_browser")}
CHECKED = sorted(
    p for p in TESTS.rglob("*.py")
    if "browser" not in p.relative_to(TESTS).parts and not (p.parent.name == "helpers" and p.name in BROWSER_HELPERS)
)
PLANTED = TESTS / "planted"  # the planted sources (data, never run): no pause in this module itself
CLOCK_READINGS = {("time", "sleep"), ("time", "time"), ("time", "perf_counter"), ("time", "monotonic")}
NO_CLOCK = {"NO_CLOCK"}  # names a test gives hint() as its time limit when a node budget bounds it


def _dotted(node: ast.expr) -> tuple[str, ...]:
    """``time.sleep`` as ("time", "sleep"); () for anything but names and attributes."""
    if isinstance(node, ast.Name):
        return (node.id,)
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return (*base, node.attr) if base else ()
    return ()


def _unlimited(node: ast.expr) -> bool:
    """A time limit that is no limit: None, ``math.inf``, ``float("inf")`` or :data:`NO_CLOCK`."""
    if isinstance(node, ast.Constant):
        return node.value is None
    if isinstance(node, ast.Name):
        return node.id in NO_CLOCK
    if _dotted(node) == ("math", "inf"):
        return True
    return (isinstance(node, ast.Call) and _dotted(node.func) == ("float",) and len(node.args) == 1
            and isinstance(node.args[0], ast.Constant) and node.args[0].value == "inf")


def _delay(call: ast.Call) -> ast.expr | None:
    """The delay given to ``asyncio.sleep``, positional or by name (None without one)."""
    return call.args[0] if call.args else next((k.value for k in call.keywords if k.arg == "delay"), None)


def _on_a_fake_clock(function: ast.AST) -> bool:
    """The function puts the search on ``fake_clock`` before it runs it."""
    return any(isinstance(n, ast.Call) and _dotted(n.func)[-1:] == ("fake_clock",) for n in ast.walk(function))


def _functions(tree: ast.Module) -> dict[ast.AST, ast.AST | None]:
    """Each node of the module -> the outermost function it is in (None at module level)."""
    owner: dict[ast.AST, ast.AST | None] = {}
    for top in tree.body:
        function = top if isinstance(top, (ast.FunctionDef, ast.AsyncFunctionDef)) else None
        if isinstance(top, ast.ClassDef):
            for item in top.body:
                inner = item if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) else None
                owner.update(dict.fromkeys(ast.walk(item), inner))
            continue
        owner.update(dict.fromkeys(ast.walk(top), function))
    return owner


def speed_dependence(source: str, name: str = "<test>") -> list[str]:
    """Every place in ``source`` (a test module) where what it checks could depend on the machine's speed."""
    tree = ast.parse(source, name)
    owner = _functions(tree)
    found: list[str] = []

    def timed(node: ast.AST) -> bool:  # a clock is allowed where the function fakes it
        function = owner.get(node)
        return function is None or not _on_a_fake_clock(function)

    for node in ast.walk(tree):
        where = f"{name}:{getattr(node, 'lineno', '?')}"
        setting = isinstance(node, ast.Attribute) and node.attr == "think_seconds" and isinstance(node.ctx, ast.Store)
        if setting and timed(node):
            found.append(f"{where}: sets think_seconds (give the computer think_nodes instead)")
        if not isinstance(node, ast.Call):
            continue
        called = _dotted(node.func)
        keywords = {k.arg: k.value for k in node.keywords if k.arg is not None}
        if called in CLOCK_READINGS:
            found.append(f"{where}: calls {'.'.join(called)}() (wait on the event, not the clock)")
        delay = _delay(node) if called == ("asyncio", "sleep") else None
        pause = delay.value if isinstance(delay, ast.Constant) else None
        if delay is not None and pause != 0:  # a sleep of 0 s is one turn of the loop, no wait for a moment
            how_long = f"{pause} s" if isinstance(pause, (int, float)) else "until a computed moment"
            found.append(f"{where}: sleeps {how_long} (wait for the state the test expects: front_end.until)")
        if "think_seconds" in keywords and timed(node):
            found.append(f"{where}: passes think_seconds (give the computer think_nodes instead)")
        limit = keywords.get("time_limit")
        if called[-1:] == ("hint",) and len(node.args) >= 2:
            limit = node.args[1]
        if limit is not None and not _unlimited(limit) and timed(node):
            found.append(f"{where}: {called[-1] if called else 'a call'}() with a time limit (give it max_nodes)")
        if called[-1:] == ("hint",) and node.args and "max_nodes" not in keywords:
            found.append(f"{where}: hint() without max_nodes thinks for its default second")
    return found


@pytest.mark.parametrize("path", CHECKED, ids=[str(p.relative_to(TESTS)) for p in CHECKED])
def test_no_test_depends_on_the_machines_speed(path):
    assert speed_dependence(path.read_text(encoding="utf-8"), str(path.relative_to(TESTS))) == []


def test_the_guard_reads_the_suite():
    names = {str(p.relative_to(TESTS)) for p in CHECKED}
    assert {"widget/test_message_fuzz.py", "widget/test_computer.py", "engine/test_solver.py"} <= names
    assert not any(name.startswith("browser/") for name in names)


def _source(planted: str | pathlib.Path) -> str:
    """A planted source: given in place, or read from tests/planted (a pause kept out of this module)."""
    return planted.read_text(encoding="utf-8") if isinstance(planted, pathlib.Path) else planted


@pytest.mark.parametrize("planted, what", [
    ("def test_x(w):\n    w.computer.think_seconds = 0.02\n", "sets think_seconds"),
    ("def test_x():\n    Opponent(think_seconds=0.05)\n", "passes think_seconds"),
    ("def test_x(pos):\n    solve(pos, time_limit=1.0)\n", "solve() with a time limit"),
    ("def test_x(pos):\n    hint(pos, time_limit=1.0, max_nodes=5)\n", "hint() with a time limit"),
    ("def test_x(pos):\n    hint(pos, 0.5, max_nodes=5)\n", "hint() with a time limit"),
    ("def test_x(pos):\n    hint(pos)\n", "hint() without max_nodes"),
    ("def test_x():\n    EnginePlayer(4, time_limit=0.25)\n", "EnginePlayer() with a time limit"),
    ("import time\ndef test_x():\n    t = time.perf_counter()\n", "calls time.perf_counter()"),
    (PLANTED / "time_sleep.txt", "calls time.sleep"),
    (PLANTED / "asyncio_sleep_fixed.txt", "sleeps 0.5 s"),
    (PLANTED / "asyncio_sleep_to_deadline.txt",
     "sleeps until a computed moment"),
    (PLANTED / "asyncio_sleep_computed.txt", "sleeps until a computed moment"),
    (PLANTED / "asyncio_sleep_keyword.txt", "sleeps 0.2 s"),
    ("class Machine:\n    def __init__(self, w):\n        w.computer.think_seconds = 0.02\n", "sets think_seconds"),
])
def test_the_guard_catches_a_planted_dependence_on_speed(planted, what):
    found = speed_dependence(_source(planted))
    assert len(found) == 1 and what in found[0], found


@pytest.mark.parametrize("allowed", [
    "def test_x(w):\n    w.computer.think_nodes = 300\n",
    "def test_x(pos):\n    solve(pos, max_nodes=2_000)\n    solve(pos, max_nodes=None, time_limit=None)\n",
    "def test_x(pos):\n    hint(pos, NO_CLOCK, max_nodes=60)\n    hint(pos, math.inf, max_nodes=60)\n",
    "def test_x(monkeypatch):\n    clock = fake_clock(monkeypatch)\n    EnginePlayer(4, time_limit=0.25)\n",
    PLANTED / "asyncio_one_turn.txt",
    PLANTED / "wait_in_a_string.txt",
])
def test_the_guard_lets_node_budgets_fake_clocks_and_comments_pass(allowed):
    assert speed_dependence(_source(allowed)) == []


def test_hypothesis_neither_times_examples_nor_gives_up_on_slow_generation():
    """tests/conftest.py's profile: no deadline and no too_slow health check, both of which a busy
    machine trips; each test's own settings inherit it."""
    from hypothesis import HealthCheck, settings

    assert settings.default.deadline is None
    assert HealthCheck.too_slow in settings.default.suppress_health_check
