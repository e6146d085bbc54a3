"""The examples in the teaching layer's docstrings run and print what they show (every module of
kamisado_widget.teaching and of its packages), with the saved progress in a file of the test's own."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import kamisado_widget.teaching

MODULES = [kamisado_widget.teaching.__name__] + [
    info.name for info in pkgutil.walk_packages(kamisado_widget.teaching.__path__, f"{kamisado_widget.teaching.__name__}.")
]


@pytest.mark.parametrize("name", MODULES)
def test_the_doctests_of_each_teaching_module_pass(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{result.failed} of {result.attempted} doctests of {name} failed"


def test_every_module_of_the_layer_is_tried():
    assert len(MODULES) > 30 and "kamisado_widget.teaching.exercises.solving" in MODULES


@pytest.mark.parametrize("name", ["exercises.exercise", "exercises.go", "exercises.solving", "exercises.goals",
                                  "learner.lessons"])
def test_the_main_teaching_modules_have_examples(name):
    found = doctest.DocTestFinder().find(importlib.import_module(f"kamisado_widget.teaching.{name}"))
    assert sum(len(t.examples) for t in found) >= 2, name
