"""The course map with a bad notebook next to the lessons (issue 27, items 4 and 7): each is named and left out
instead of raising JSONDecodeError, AttributeError, UnicodeDecodeError or RecursionError, the other lessons are
shown, and a notebook's name never becomes a link of another scheme (javascript:)."""

from __future__ import annotations

import json
import os
import re
import shutil

import pytest

from kamisado_widget import course_map
from kamisado_widget.engine.safe_files import UnreadableFileError
from kamisado_widget.teaching.course import read_lesson


def notebook(*cells: dict) -> str:
    return json.dumps({"cells": list(cells), "metadata": {}, "nbformat": 4, "nbformat_minor": 5})


def code(source) -> dict:
    return {"cell_type": "code", "source": source, "metadata": {}, "outputs": [], "execution_count": None}


GOOD = notebook({"cell_type": "markdown", "source": "# Sumo, my way", "metadata": {}},
                code('lesson("my sumo")\nExercise("Push!", "Push.", start, OneOf(["d4>d5"]))'))

BAD = {
    "half-written": (GOOD[: len(GOOD) // 2], "it is not JSON (Unterminated string"),  # JSONDecodeError
    "a-list": ("[1, 2]", "it has no list of cells"),  # AttributeError: 'list' object has no attribute 'get'
    "cells-of-text": (json.dumps({"cells": ["x"]}), "its cell 1 is not a cell with a type and a text source"),
    "source-a-number": (notebook(code(7)), "its cell 1 is not a cell with a type and a text source"),
    "latin-1": ('{"cells": [], "x": "caf\xe9"}'.encode("latin-1"), "byte 23 (0xe9) is not UTF-8 text"),
    "nested": ('{"cells": []' + ', "x": ' + "[" * 50_000 + "]" * 50_000 + "}", "nested more than 64 levels deep"),
}


@pytest.fixture
def folder(tmp_path):
    (tmp_path / "01_good.ipynb").write_text(GOOD, encoding="utf-8")
    return tmp_path


def _only_good_lesson_and(course, name: str) -> str:
    assert [lesson.path for lesson in course.lessons] == ["01_good.ipynb"]
    assert course.lessons[0].exercises[0].id == "my-sumo/push"
    [problem] = course.problems
    assert problem.startswith(f"{name}: not a notebook that can be read (")
    assert course.text().splitlines()[-1] == f"Left out: {problem}"
    assert "Left out:" in course._repr_html_()
    return problem


@pytest.mark.parametrize("kind", BAD)
def test_a_malformed_notebook_is_named_and_left_out(folder, kind):
    content, problem = BAD[kind]
    path = folder / f"02_{kind}.ipynb"
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    assert problem in _only_good_lesson_and(course_map(folder), path.name)
    with pytest.raises(UnreadableFileError, match=re.escape(problem)):
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
    assert "it is a named pipe, not a file" in _only_good_lesson_and(course_map(folder), "02_pipe.ipynb")
    (folder / "02_pipe.ipynb").unlink()
    (folder / "03_zero.ipynb").symlink_to("/dev/zero")
    assert "it is a device, not a file" in _only_good_lesson_and(course_map(folder), "03_zero.ipynb")


def test_a_notebook_of_a_list_given_by_the_teacher_is_named_and_left_out(folder):
    (folder / "broken.ipynb").write_text("{", encoding="utf-8")
    course = course_map([folder / "01_good.ipynb", folder / "broken.ipynb"])
    _only_good_lesson_and(course, "broken.ipynb")
    assert course_map(folder / "broken.ipynb").problems[0].startswith("broken.ipynb: not a notebook")


def test_a_notebook_named_like_a_script_link_is_a_relative_file_link(folder):
    """The issue: 'javascript:alert(document.domain).ipynb' became a javascript: link on the course map."""
    shutil.copy(folder / "01_good.ipynb", folder / "javascript:alert(document.domain).ipynb")
    (folder / "my lesson.ipynb").write_text(GOOD, encoding="utf-8")
    html = course_map(folder)._repr_html_()
    hrefs = re.findall(r'href="([^"]*)"', html)
    assert hrefs == ["01_good.ipynb", "javascript%3Aalert%28document.domain%29.ipynb", "my%20lesson.ipynb"]
    assert all(":" not in href and not href.startswith("/") for href in hrefs)
