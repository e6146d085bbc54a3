"""The German course is the English one in German: each notebook in ``notebooks/de/`` has its English twin's cells
in the same order, with the same cell ids, tags and collapsed code, the same code with only its words changed (the
first code cell also chooses German), the same positions, moves, steps and lesson name, the same rule IDs and links
in each cell, and the same exercise ids, so progress and the class table match across languages (issue 29)."""

from __future__ import annotations

import ast
import re

import pytest
from helpers.notebook_files import NOTEBOOKS, folder, read

from kamisado_widget.teaching.course.map import exercises_in

GERMAN = sorted(p.name for p in folder("de").glob("*.ipynb"))
RULE_ID = re.compile(r"(?<![A-Za-z0-9])[TMSPRFB]\d{1,2}(?![0-9])")
LINK = re.compile(r"\]\((?:\./)?([^)]+\.ipynb)\)")
NOTATION_ARGUMENTS = {"position", "past", "steps", "solution", "answer", "start", "moves"}
"""Keyword arguments that hold positions and moves: the same in every language."""
CALLS_WITH_NOTATION = {"lesson", "OneOf", "FillDirection", "play_text", "from_text"}
"""Calls whose positional arguments are ids, moves or positions."""


def test_every_english_lesson_has_its_german_twin():
    english = {p.name for p in NOTEBOOKS.glob("*.ipynb")}
    assert english and set(GERMAN) == english, sorted(english ^ set(GERMAN))


class _Words(ast.NodeTransformer):
    """The code with its words left out: every string is "", the imports and the functions are gone (a German
    helper builds its German sentence its own way, with its own imports; :func:`functions` compares their names),
    no call has its ``id=`` (an English lesson's exercise takes its id from its title, a German one names it), and
    the line that chooses German is gone."""

    def visit_Constant(self, node: ast.Constant) -> ast.AST:
        return ast.Constant("") if isinstance(node.value, str) else node

    def visit_JoinedStr(self, node: ast.JoinedStr) -> ast.AST:
        return ast.Constant("")

    def visit_Call(self, node: ast.Call) -> ast.AST:
        node.keywords = [k for k in node.keywords if k.arg != "id"]  # the ids are compared on their own
        self.generic_visit(node)
        return node

    def visit_Module(self, node: ast.Module) -> ast.AST:
        node.body = [s for s in node.body if not _chooses_language(s)]
        self.generic_visit(node)
        return node


def _chooses_language(statement: ast.stmt) -> bool:
    if isinstance(statement, (ast.Import, ast.ImportFrom, ast.FunctionDef)):
        return True
    if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call):
        return isinstance(statement.value.func, ast.Name) and statement.value.func.id == "set_language"
    return False


def code_without_words(source: str) -> str:
    return ast.dump(_Words().visit(ast.parse(source)))


def functions(source: str) -> set[str]:
    """The names of the functions and classes the code defines."""
    return {s.name for s in ast.parse(source).body if isinstance(s, (ast.FunctionDef, ast.ClassDef))}


def notation(source: str) -> list[str]:
    """The positions, moves, steps and lesson names the code writes, in order."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        found += [f"{k.arg}={ast.dump(k.value)}" for k in node.keywords if k.arg in NOTATION_ARGUMENTS]
        name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
        if name in CALLS_WITH_NOTATION:
            found += [f"{name}({ast.dump(a)})" for a in node.args]
    return found


def chooses_german(source: str) -> bool:
    return bool(re.search(r"^set_language\(\"de\"\)", source, re.MULTILINE))


def _pairs(name: str) -> list[tuple[object, object]]:
    english, german = read(name), read(f"de/{name}")
    assert len(german.cells) == len(english.cells), "the same number of cells"
    return list(zip(english.cells, german.cells))


@pytest.mark.parametrize("name", GERMAN, ids=[f"de/{n}" for n in GERMAN])
def test_the_german_notebook_has_its_twins_cells_ids_and_tags(name):
    for en, de in _pairs(name):
        assert (de.cell_type, de.get("id"), de.metadata) == (en.cell_type, en.get("id"), en.metadata), de.source[:80]
    assert read(f"de/{name}").metadata == read(name).metadata


@pytest.mark.parametrize("name", GERMAN, ids=[f"de/{n}" for n in GERMAN])
def test_the_german_notebook_runs_its_twins_code_with_the_same_positions_and_moves(name):
    code = [(en.source, de.source) for en, de in _pairs(name) if en.cell_type == "code"]
    for en, de in code:
        assert code_without_words(de) == code_without_words(en), f"the code differs in more than its words:\n{de[:300]}"
        assert notation(de) == notation(en), f"positions or moves differ:\n{de[:200]}"
        assert functions(en) <= functions(de), f"the German cell lacks {sorted(functions(en) - functions(de))}"
    if code:
        assert chooses_german(code[0][1]), "the first code cell chooses German: set_language(\"de\")"
        assert not any(chooses_german(de) for _, de in code[1:]), "German is chosen once, in the first code cell"


@pytest.mark.parametrize("name", GERMAN, ids=[f"de/{n}" for n in GERMAN])
def test_each_german_cell_cites_the_same_rules_and_links_the_same_lessons(name):
    for en, de in _pairs(name):
        assert sorted(set(RULE_ID.findall(de.source))) == sorted(set(RULE_ID.findall(en.source))), de.source[:120]
        assert LINK.findall(de.source) == LINK.findall(en.source), de.source[:120]


@pytest.mark.parametrize("name", GERMAN, ids=[f"de/{n}" for n in GERMAN])
def test_the_german_lessons_exercise_ids_are_the_english_ones(name):
    """Cell by cell, read from the source as the course map reads it: German titles, English ids."""
    for en, de in _pairs(name):
        if en.cell_type == "code":
            english, german = exercises_in(en.source), exercises_in(de.source)
            assert [e.id for e in german] == [e.id for e in english], de.source[:120]
            if german and name != "08_puzzles.ipynb":  # puzzle titles are the package's own ("Win in 1")
                assert [e.title for e in german] != [e.title for e in english], "the titles are German"


def test_the_check_tells_a_changed_position_from_a_changed_word():
    en = 'Exercise(title="Push!", task="Push it.", position="8/8 b", goal=OneOf(["d5>d6"]))'
    assert code_without_words(en) == code_without_words(en.replace("Push", "Stoß"))
    assert notation(en) == notation(en.replace("Push", "Stoß"))
    assert notation(en) != notation(en.replace("d5>d6", "d5>d7"))
    assert notation(en) != notation(en.replace("8/8 b", "8/8 g"))
    assert code_without_words(en) != code_without_words(en.replace("goal=", "hints=[], goal="))
