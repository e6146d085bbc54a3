"""Write tests/file_weights.json, the seconds each test file took, from a JUnit report of a whole run
(``bash scripts/test.sh --junitxml=build/junit.xml``, then ``python scripts/test_weights.py build/junit.xml``).
tests/conftest.py runs the longest files first with it; nothing else reads it."""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1] / "tests"


def file_of(classname: str) -> str:
    """``tests.browser.test_x.TestY`` -> ``browser/test_x.py`` (classes, capitalised, dropped)."""
    parts = [part for part in classname.split(".") if not part[:1].isupper()]
    if parts and parts[0] == "tests":
        parts = parts[1:]
    return "/".join(parts) + ".py"


def weights(report: Path) -> dict[str, float]:
    seconds: Counter[str] = Counter()
    for case in ET.parse(report).iter("testcase"):
        seconds[file_of(case.get("classname", ""))] += float(case.get("time", 0))
    return {name: round(total, 1) for name, total in sorted(seconds.items()) if (TESTS / name).exists()}


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python scripts/test_weights.py JUNIT_XML", file=sys.stderr)
        return 2
    found = weights(Path(argv[1]))
    (TESTS / "file_weights.json").write_text(json.dumps(found, indent=1) + "\n", encoding="utf-8")
    print(f"tests/file_weights.json: {len(found)} files, {sum(found.values()):.0f} s in all")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
