"""The teaching layer's public API (issue: a teacher learns it from the docs alone): exported from the package,
every public name with a docstring and an example, and help() works on each."""

from __future__ import annotations

import pydoc

import pytest

import kamisado_widget
from kamisado_widget import teaching

NAMES = sorted(teaching.PUBLIC)


def test_the_package_exports_the_teaching_api_beside_the_board():
    assert set(kamisado_widget.__all__) == {"KamisadoWidget", "set_language", *teaching.PUBLIC}
    assert set(teaching.__all__) == set(teaching.PUBLIC)
    for name in ("Exercise", "ExerciseSet", "Demo", "AnyMove", "OneOf", "WinsRound", "Satisfies", "FillDirection",
                 "KeepsTheWin", "WinIn", "Line", "Puzzle", "puzzle_set"):
        assert name in kamisado_widget.__all__


@pytest.mark.parametrize("name", NAMES)
def test_each_public_name_is_the_teaching_modules_own_and_has_a_docstring(name):
    obj = getattr(kamisado_widget, name)
    assert obj is getattr(teaching, name)
    assert obj.__module__ == f"kamisado_widget.teaching.{teaching.PUBLIC[name]}"
    assert obj.__doc__ and len(obj.__doc__.split()) >= 8, f"{name} needs a docstring that explains it"


@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # ipywidgets' own deprecated class attributes
@pytest.mark.parametrize("name", ["Exercise", "ExerciseSet", "Demo", "WinIn", "Line"])
def test_help_renders_for_the_main_names(name):
    obj = getattr(kamisado_widget, name)
    text = pydoc.render_doc(obj, renderer=pydoc.plaintext)
    assert f"class {name}" in text
    assert " ".join(obj.__doc__.split()[:6]) in " ".join(text.split())


def test_an_unknown_name_is_an_attribute_error():
    with pytest.raises(AttributeError, match="has no attribute 'Exercize'"):
        kamisado_widget.Exercize  # noqa: B018
