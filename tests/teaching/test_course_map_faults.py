"""The course map with a bad or missing notebook next to the lessons: each is named and left out instead of raising
JSONDecodeError, AttributeError, UnicodeDecodeError or RecursionError, the other lessons are shown, and a notebook's
name never becomes a link of another scheme (javascript:) (issue 27, items 4 and 7)."""

from __future__ import annotations

import html
import json
import os
import re
import shutil

import pytest
from helpers.catalogue_pattern import message_pattern

from kamisado_widget import course_map
from kamisado_widget.engine.catalogue import _, ngettext
from kamisado_widget.engine.errors import UnreadableFileError
from kamisado_widget.teaching.course.map import read_lesson


def notebook(*cells: dict) -> str:
    return json.dumps({"cells": list(cells), "metadata": {}, "nbformat": 4, "nbformat_minor": 5})


def code(source) -> dict:
    return {"cell_type": "code", "source": source, "metadata": {}, "outputs": [], "execution_count": None}


GOOD = notebook({"cell_type": "markdown", "source": "# Sumo, my way", "metadata": {}},
                code('lesson("my sumo")\nExercise("Push!", "Push.", start, OneOf(["d4>d5"]))'))

def not_cell_1() -> str:
    return _("its cell {number} is not a cell with a type and a text source").format(number=1)


BAD = {  # each file, and the problem the catalogue names it by (made when a test runs, in its language)
    "half-written": (GOOD[: len(GOOD) // 2], lambda: message_pattern(  # JSONDecodeError
        "it is not JSON ({problem} at line {line}, column {column})", problem="Unterminated string starting at")),
    "a-list": ("[1, 2]", lambda: re.escape(_("it has no list of cells"))),  # AttributeError: 'list' has no 'get'
    "cells-of-text": (json.dumps({"cells": ["x"]}), lambda: re.escape(not_cell_1())),
    "source-a-number": (notebook(code(7)), lambda: re.escape(not_cell_1())),
    "latin-1": ('{"cells": [], "x": "caf\xe9"}'.encode("latin-1"), lambda: re.escape(
        _("byte {position} (0x{value}) is not UTF-8 text").format(position=23, value="e9"))),
    "nested": ('{"cells": []' + ', "x": ' + "[" * 50_000 + "]" * 50_000 + "}", lambda: re.escape(ngettext(
        "it is nested more than {count} level deep", "it is nested more than {count} levels deep", 64).format(count=64))),
}


@pytest.fixture
def folder(tmp_path):
    (tmp_path / "01_good.ipynb").write_text(GOOD, encoding="utf-8")
    return tmp_path


def _only_good_lesson_and(course, name: str) -> str:
    assert [lesson.path for lesson in course.lessons] == ["01_good.ipynb"]
    assert course.lessons[0].exercises[0].id == "my-sumo/push"
    [problem] = course.problems
    refused = _("{name}: not a notebook that can be read ({problem})").format(name=name, problem="\0")
    before, after = refused.split("\0")
    assert problem.startswith(before) and problem.endswith(after), problem
    assert course.text().splitlines()[-1] == _("Left out: {problem}").format(problem=problem)
    assert html.escape(_("Left out:")) in course._repr_html_()
    return problem[len(before):len(problem) - len(after)]


@pytest.mark.parametrize("kind", BAD)
def test_a_malformed_notebook_is_named_and_left_out(folder, kind):
    content, problem = BAD[kind]
    path = folder / f"02_{kind}.ipynb"
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    assert re.fullmatch(problem(), _only_good_lesson_and(course_map(folder), path.name))
    with pytest.raises(UnreadableFileError, match=problem().strip("^$")):
        read_lesson(path)


@pytest.mark.parametrize("source", ["(" * 100_000, "x = 1\0", "-" * 200_000 + "x", "not " * 100_000 + "x"])
def test_a_code_cell_that_python_cannot_parse_adds_no_exercise(folder, source):
    (folder / "02_odd_code.ipynb").write_text(notebook(code(source)), encoding="utf-8")
    course = course_map(folder)
    assert [lesson.path for lesson in course.lessons] == ["01_good.ipynb", "02_odd_code.ipynb"]
    assert course.lessons[1].exercises == () and not course.problems


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_or_a_device_is_named_and_never_waited_on(folder):
    os.mkfifo(folder / "02_pipe.ipynb")
    not_a_file = _("it is {kind}, not a file")
    assert _only_good_lesson_and(course_map(folder), "02_pipe.ipynb") == not_a_file.format(kind=_("a named pipe"))
    (folder / "02_pipe.ipynb").unlink()
    (folder / "03_zero.ipynb").symlink_to("/dev/zero")
    assert _only_good_lesson_and(course_map(folder), "03_zero.ipynb") == not_a_file.format(kind=_("a device"))


def test_a_notebook_of_a_list_given_by_the_teacher_is_named_and_left_out(folder):
    (folder / "broken.ipynb").write_text("{", encoding="utf-8")
    course = course_map([folder / "01_good.ipynb", folder / "broken.ipynb"])
    _only_good_lesson_and(course, "broken.ipynb")
    assert re.fullmatch(message_pattern("{name}: not a notebook that can be read ({problem})", name="broken.ipynb"),
                        course_map(folder / "broken.ipynb").problems[0])


def test_a_course_map_of_a_missing_notebook_names_it():
    shown = course_map(["nope.ipynb"])
    problem = _("{name}: not a notebook that can be read ({problem})").format(
        name="nope.ipynb", problem=_("it cannot be read: {problem}").format(problem="No such file or directory"))
    assert shown.problems == [problem]
    assert course_map("nope.ipynb").problems == [_("{name}: there is no such notebook or folder").format(name="nope.ipynb")]


def test_a_notebook_named_like_a_script_link_is_a_relative_file_link(folder):
    """The issue: 'javascript:alert(document.domain).ipynb' became a javascript: link on the course map."""
    shutil.copy(folder / "01_good.ipynb", folder / "javascript:alert(document.domain).ipynb")
    (folder / "my lesson.ipynb").write_text(GOOD, encoding="utf-8")
    html = course_map(folder)._repr_html_()
    hrefs = re.findall(r'href="([^"]*)"', html)
    assert hrefs == ["01_good.ipynb", "javascript%3Aalert%28document.domain%29.ipynb", "my%20lesson.ipynb"]
    assert all(":" not in href and not href.startswith("/") for href in hrefs)
