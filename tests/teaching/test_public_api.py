"""The teaching layer's public API, so that a teacher learns it from the docs alone: exported from the package,
every public name with a docstring and an example, and help() works on each (Exercise's lists its parameters)."""

from __future__ import annotations

import ast
import pathlib
import pydoc

import pytest

import kamisado_widget
from kamisado_widget import Exercise, WinsRound, teaching

NAMES = sorted(teaching.PUBLIC)
PACKAGE = pathlib.Path(kamisado_widget.__file__).parent


def test_the_package_exports_the_teaching_api_beside_the_board():
    assert sorted(kamisado_widget.__all__) == sorted({"KamisadoWidget", "set_language", *teaching.PUBLIC})
    assert sorted(teaching.__all__) == NAMES
    for name in ("Exercise", "ExerciseSet", "Demo", "AnyMove", "OneOf", "WinsRound", "Satisfies", "FillDirection",
                 "KeepsTheWin", "WinIn", "Line", "Puzzle", "puzzle_set"):
        assert name in kamisado_widget.__all__


def _all_assignment(path: pathlib.Path) -> ast.expr:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    [value] = [node.value for node in tree.body if isinstance(node, ast.Assign)
               and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets)]
    return value


def test_the_public_list_is_written_once_and_both_all_lists_are_made_from_it():
    """teaching.PUBLIC is the one list: neither the layer's ``__all__`` nor the package's writes a teaching name again
    (a name added to PUBLIC is exported by both, and only there)."""
    for path, own in ((PACKAGE / "teaching" / "__init__.py", set()),
                      (PACKAGE / "__init__.py", {"KamisadoWidget", "set_language"})):
        value = _all_assignment(path)
        written = {node.value for node in ast.walk(value) if isinstance(node, ast.Constant) and isinstance(node.value, str)}
        assert written == own, f"{path.relative_to(PACKAGE.parent)} writes {sorted(written - own)} again"
        assert "PUBLIC" in ast.unparse(value) or "_TEACHING" in ast.unparse(value), ast.unparse(value)


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


def test_help_of_Exercise_lists_its_parameters():
    doc = Exercise.__doc__ or ""
    for name in ("title", "task", "position", "goal", "hints", "success", "feedback", "past", "id", "solution",
                 "lesson", "show_mover", "show_targets", "explanation", "title_after"):
        assert f"\n    {name}\n" in doc, name
    assert WinsRound.__doc__


def test_an_unknown_name_is_an_attribute_error():
    with pytest.raises(AttributeError, match="has no attribute 'Exercize'"):
        kamisado_widget.Exercize  # noqa: B018
