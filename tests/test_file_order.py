"""The order in which the test files run (helpers/file_order.py, used by tests/conftest.py): the browser files first,
then the longest first by tests/file_weights.json, each file's tests together and in their own order."""

from __future__ import annotations

import types
from pathlib import Path

from helpers.file_order import WEIGHTS, file_order, weights

TESTS = Path(__file__).parent


def fake(name: str, test: str) -> types.SimpleNamespace:
    return types.SimpleNamespace(path=TESTS / name, name=test)


def test_browser_files_first_then_the_longest_each_file_kept_together_in_its_order() -> None:
    items = [fake("engine/test_a.py", "a1"), fake("browser/test_short.py", "s1"), fake("engine/test_b.py", "b1"),
             fake("engine/test_a.py", "a2"), fake("browser/test_long.py", "l1"), fake("browser/test_short.py", "s2"),
             fake("engine/test_new.py", "n1")]
    seconds = {"engine/test_a.py": 5.0, "engine/test_b.py": 50.0, "browser/test_short.py": 1.0,
               "browser/test_long.py": 90.0}
    ordered = [item.name for item in file_order(items, TESTS, seconds)]
    assert ordered == ["l1", "s1", "s2", "b1", "a1", "a2", "n1"]


def test_the_weights_name_test_files_that_exist() -> None:
    found = weights(WEIGHTS)
    assert len(found) > 100 and all(isinstance(s, float | int) and s >= 0 for s in found.values())
    missing = [name for name in found if not (TESTS / name).is_file()]
    assert not missing, f"tests/file_weights.json names files that are gone: {missing}"


def test_the_weights_script_reads_a_junit_report(tmp_path: Path) -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location("test_weights_tool", TESTS.parent / "scripts" / "test_weights.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    report = tmp_path / "junit.xml"
    report.write_text('<testsuites><testsuite><testcase classname="tests.engine.test_solver" name="a" time="1.5"/>'
                      '<testcase classname="tests.widget.test_message_fuzz.TestBoardMessages" name="runTest" time="2"/>'
                      '<testcase classname="tests.engine.test_solver" name="b" time="0.25"/>'
                      '<testcase classname="tests.engine.test_gone" name="c" time="9"/></testsuite></testsuites>')
    assert tool.weights(report) == {"engine/test_solver.py": 1.8, "widget/test_message_fuzz.py": 2.0}
