"""The examples in the docstrings of the package, the session, the protocol and the widget run and print what
they show."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import kamisado_widget
import kamisado_widget.protocol
import kamisado_widget.session
import kamisado_widget.widget


def modules(package):
    yield package.__name__
    for info in pkgutil.iter_modules(package.__path__):
        yield f"{package.__name__}.{info.name}"


MODULES = [
    "kamisado_widget",
    *modules(kamisado_widget.session),
    *modules(kamisado_widget.protocol),
    *modules(kamisado_widget.widget),
]


@pytest.mark.parametrize("name", MODULES)
def test_the_doctests_of_each_module_pass(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{result.failed} of {result.attempted} doctests of {name} failed"


def test_the_board_and_session_modules_have_examples():
    """The examples are found (a renamed module or a docstring without examples does not pass silently)."""
    names = (
        "kamisado_widget", "kamisado_widget.widget.board", "kamisado_widget.session.board_session",
        "kamisado_widget.session",
    )
    for name in names:
        found = doctest.DocTestFinder().find(importlib.import_module(name))
        assert sum(len(t.examples) for t in found) >= 3, name


def test_a_wrong_example_is_caught():
    """The check can fail: an example whose output differs is counted as failed."""
    test = doctest.DocTestParser().get_doctest(">>> 1 + 1\n3\n", {}, "planted", None, 0)
    runner = doctest.DocTestRunner(verbose=False)
    runner.run(test, out=lambda _text: None)
    assert runner.failures == 1
