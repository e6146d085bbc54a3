"""Fixtures shared by the widget, notebook and browser tests.

The expected board comes from the table typed in from the rules reference (B3, B7) in
``tests/helpers/rules.py``, so the tests never check the widget against the code that builds it.
"""

import os
import tempfile
from pathlib import Path

import pytest
from helpers.book_files import book_file  # noqa: F401 - a fixture: a damaged opening book for the tests (engine, teaching)
from helpers.file_order import file_order, weights
from helpers.rules import STANDARD_COLOURS  # typed in from the rules reference (B3)
from hypothesis import HealthCheck, settings

# Saved progress never goes to the user's data directory during tests: servers and kernels started
# by session fixtures inherit this file, and every test gets its own (the autouse fixture below).
os.environ["KAMISADO_PROGRESS"] = os.path.join(tempfile.mkdtemp(prefix="kamisado-progress-"), "progress.json")

# The computer, the hint and the analysis think within a node budget, never a time limit, in every
# test: the same position gets the same answer however busy the machine is. The notebooks' kernels
# and the browser tests' servers inherit it (Opponent reads KAMISADO_THINK_NODES).
THINK_NODES = 5_000
os.environ["KAMISADO_THINK_NODES"] = str(THINK_NODES)
os.environ["KAMISADO_REVIEW_NODES"] = "60000"  # a board's game review, per position (session/review.py)

# The tests speak English unless a test chooses another language: the kernels and servers they start
# inherit LANGUAGE, whatever the machine's locale. The compiled catalogues are made again when a .po is
# newer than its .mo (the package build compiles them too).
os.environ["LANGUAGE"] = "en"


def _compile_catalogues() -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location("catalogue_tool", TESTS.parent / "scripts" / "catalogue.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    import fcntl

    # One compile at a time: test processes run side by side (pytest-xdist's workers) wait for the one compiling.
    with open(Path(tempfile.gettempdir()) / "kamisado-widget-catalogue.lock", "w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        if tool.stale():
            tool.compile_all()
            from kamisado_widget.engine import catalogue

            catalogue.forget_compiled()

# Hypothesis never times an example (no deadline) nor gives up on slow data generation (too_slow):
# both depend on the machine's speed. In CI (CI set) the examples are also the same every run.
settings.register_profile("kamisado", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("kamisado-ci", settings.get_profile("kamisado"), derandomize=True, database=None)
settings.load_profile("kamisado-ci" if os.environ.get("CI") else "kamisado")


# Tests under these folders carry the folder's marker, so `-m "not browser and not notebook"` (the
# fast tier, `bash scripts/test.sh --fast`) leaves them out; `slow` is marked test by test.
FOLDER_MARKERS = {"browser": "browser", "notebooks": "notebook"}
TESTS = Path(__file__).parent
_compile_catalogues()


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        folder = item.path.relative_to(TESTS).parts[0] if item.path.is_relative_to(TESTS) else ""
        if folder in FOLDER_MARKERS:
            item.add_marker(FOLDER_MARKERS[folder])
    items[:] = file_order(items, TESTS, weights())


@pytest.fixture(autouse=True)
def own_progress_file(tmp_path, monkeypatch):
    """Each test starts with no saved progress, in a file of its own, and no lesson started (a fresh kernel); the
    widgets it made are not kept after it (helpers/widgets_made.py)."""
    from helpers.widgets_made import let_go_of_widgets_made

    from kamisado_widget.engine import catalogue
    from kamisado_widget.teaching.learner import lessons

    lessons.forget()
    catalogue.set_language(None)
    monkeypatch.setenv("KAMISADO_PROGRESS", str(tmp_path / "progress.json"))
    with let_go_of_widgets_made():  # so no later test's set_language draws this test's boards again
        yield tmp_path / "progress.json"


@pytest.fixture(scope="session")
def b3_colours() -> dict[str, str]:
    """Square name -> colour name of the standard layout (B3)."""
    return dict(STANDARD_COLOURS)


@pytest.fixture(scope="session")
def b7_towers(b3_colours) -> dict[tuple[str, str], str]:
    """(player, colour) -> square of every tower at the start of the first round (B7)."""
    home_rank = {"black": "1", "gold": "8"}
    return {
        (player, colour): name
        for player, rank in home_rank.items()
        for name, colour in b3_colours.items()
        if name[1] == rank
    }
