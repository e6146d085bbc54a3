"""The order in which the test files run: the browser files first, as a group, so that each test process starts
its JupyterLab and Chromium once; within each group the longest first, so that the test processes (pytest-xdist, a
file each at a time) end together instead of one running a long file alone at the end. (Longest first without the
groups took longer: 19 min 41 s against 17 min 52 s, one run each.) How long each file took is in
tests/file_weights.json (scripts/test_weights.py writes it from a JUnit report of a whole run); only this order
uses it, and a file it does not list counts as 0 s."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol, TypeVar

WEIGHTS = Path(__file__).resolve().parents[1] / "file_weights.json"


class _HasPath(Protocol):
    @property
    def path(self) -> Path: ...


T = TypeVar("T", bound=_HasPath)


def weights(path: Path = WEIGHTS) -> dict[str, float]:
    """The seconds each test file took (its path under tests/, e.g. ``engine/test_solver.py``); none if missing."""
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def file_order(items: Sequence[T], tests: Path, seconds: dict[str, float]) -> list[T]:
    """``items`` (tests of files under ``tests``) with their files in the order to run them, each file's tests
    together and in their own order."""

    def key(item: T) -> tuple[bool, float]:
        name = item.path.relative_to(tests).as_posix() if item.path.is_relative_to(tests) else str(item.path)
        return (not name.startswith("browser/"), -seconds.get(name, 0.0))

    return sorted(items, key=key)  # stable: a file's tests keep their order, files of one weight theirs
