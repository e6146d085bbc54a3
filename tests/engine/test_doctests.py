"""The examples in the rules engine's docstrings run and print what they show (every module of
kamisado_widget.engine and engine.ai)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import kamisado_widget.engine
import kamisado_widget.engine.ai

MODULES = sorted(
    {kamisado_widget.engine.__name__, kamisado_widget.engine.ai.__name__}
    | {f"{pkg.__name__}.{info.name}" for pkg in (kamisado_widget.engine, kamisado_widget.engine.ai)
       for info in pkgutil.iter_modules(pkg.__path__) if not info.ispkg}
)


@pytest.mark.parametrize("name", MODULES)
def test_the_doctests_of_each_engine_module_pass(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{result.failed} of {result.attempted} doctests of {name} failed"


def test_the_engine_has_examples() -> None:
    """The examples are found: a renamed module or a docstring without examples does not pass silently."""
    found = sum(
        len(t.examples) for name in MODULES for t in doctest.DocTestFinder().find(importlib.import_module(name))
    )
    assert found >= 10, found
