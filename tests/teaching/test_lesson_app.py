"""A lesson as an app (teaching/course/lesson_app.py): its Markdown shown, its code run in the kernel and never shown, its
links to the other lessons pointed at the app's own pages; a wrong name is refused with the list of lessons."""

from __future__ import annotations

import types

import IPython.display
import pytest
from helpers.catalogue_pattern import message_pattern

from kamisado_widget.engine.catalogue import _, ngettext
from kamisado_widget.teaching.course import lesson_app
from kamisado_widget.teaching.course.lesson_app import LessonError, lesson_cells, lesson_path, open_lesson, relink
from kamisado_widget.teaching.course.map import course_map, read_lesson
from kamisado_widget.teaching.course.tutorials import tutorials_dir


@pytest.fixture(autouse=True)
def no_lesson_app_running(monkeypatch):
    """Each test starts in a kernel that runs no lesson app (open_lesson keeps its links and folder for the kernel)."""
    monkeypatch.setattr(lesson_app, "_links", None)
    monkeypatch.setattr(lesson_app, "_folder", None)


def test_a_lesson_reads_as_its_markdown_and_code_cells_in_order():
    cells = lesson_cells("01_which_tower")
    assert cells == lesson_cells("01_which_tower.ipynb")
    assert cells[0][0] == "markdown" and cells[0][1].startswith("# 1 · Which tower moves?")
    kinds = {kind for kind, _ in cells}
    assert kinds == {"markdown", "code"}
    assert any('title="Your opening move"' in source for kind, source in cells if kind == "code")


@pytest.mark.parametrize("name", ["01", "99_nothing", "../README", "01_which_tower.py", ""])
def test_an_unknown_lesson_is_refused_with_the_list_of_lessons(name):
    with pytest.raises(LessonError) as err:
        lesson_cells(name)
    said = _("There is no tutorial or notebook {name}; the tutorials are: {known}.")
    assert said.split("{known}")[0].format(name=repr(name)) in str(err.value)
    assert "01_which_tower, 02_moving" in str(err.value) and "04b_refilling" in str(err.value)


def test_a_lesson_named_by_something_else_than_text_is_refused():
    with pytest.raises(LessonError) as err:
        lesson_cells(1)  # type: ignore[arg-type]
    assert str(err.value) == _("A lesson is named by its file name, e.g. '01_which_tower', not {value}.").format(value=1)


def test_a_teachers_own_notebook_opens_as_an_app_too(tmp_path, monkeypatch):
    import nbformat

    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_markdown_cell("# Pushes"), nbformat.v4.new_code_cell("board = 1"),
                      nbformat.v4.new_code_cell("   ")]
    path = tmp_path / "pushes.ipynb"
    nbformat.write(notebook, path)
    assert lesson_cells(path) == lesson_cells(str(path)) == [("markdown", "# Pushes"), ("code", "board = 1")]
    monkeypatch.setattr(IPython.display, "display", lambda *objs, **kw: None)
    shell = FakeShell()
    open_lesson(path, shell=shell)
    assert shell.ran == ["board = 1"]


def cannot_read(path, problem: str | None = None) -> str:
    """The catalogue's refusal of a file that cannot be read as a notebook, as a pattern (any problem unless given)."""
    given = {} if problem is None else {"problem": problem}
    return message_pattern("{path} cannot be read as a notebook: {problem}", path=path, **given)


def test_a_file_that_is_not_a_notebook_is_refused_by_name(tmp_path):
    broken = tmp_path / "broken.ipynb"
    broken.write_text("{ not json")
    with pytest.raises(LessonError, match=cannot_read(broken)):
        lesson_cells(broken)
    foreign = tmp_path / "foreign.ipynb"
    foreign.write_text('{"todo": []}')
    with pytest.raises(LessonError, match=cannot_read(foreign, _("it has no list of cells"))):
        lesson_cells(foreign)


def test_a_lesson_app_and_the_course_map_check_a_notebooks_cells_alike(tmp_path):
    """One reader, one check (notebook_file.read_notebook): a cell that is not a cell with a type and a text source is
    refused by a lesson app in the words the course map leaves the notebook out with."""
    import json

    from kamisado_widget import course_map

    odd = tmp_path / "03_sumo.ipynb"
    odd.write_text(json.dumps({"cells": [{"cell_type": "markdown", "source": "# Odd"}, "x"]}))
    problem = _("its cell {number} is not a cell with a type and a text source").format(number=2)
    with pytest.raises(LessonError, match=cannot_read(odd, problem)):
        lesson_cells(odd)
    [left_out] = course_map([odd]).problems
    assert left_out == _("{name}: not a notebook that can be read ({problem})").format(name=odd.name, problem=problem)


@pytest.mark.parametrize("name", ["01_which_tower", "01_which_tower.ipynb", "nope.ipynb", "01", "../README",
                                  "notebooks/01_which_tower", "01_which_tower.py"])
def test_a_lesson_app_and_the_class_table_find_a_lesson_by_one_rule(name):
    """lesson_path is the one rule from a lesson's name to its notebook: a lesson app's, and the class table's when it
    is given lessons (it words the refusal for its list of lessons)."""
    from kamisado_widget.teaching.classroom.lesson_exercises import notebook_path

    try:
        found = lesson_path(name)
    except LessonError:
        with pytest.raises(LessonError):
            notebook_path(name)
        assert name not in ("01_which_tower", "01_which_tower.ipynb")
    else:
        assert notebook_path(name) == found == tutorials_dir() / "01_which_tower.ipynb"


def test_links_to_other_lessons_point_at_the_app_pages_in_the_same_tab_and_nothing_else_changes():
    """Issue 26: JupyterLab reads a relative link in an output as a file of its own (a 404 in the offline site) and
    opens a full address in a new tab; a lesson's links are HTML links to the app's pages, opened in the same tab."""
    text = ("Next: [3 · *Sumo*](03_sumo.ipynb) and [refills](04b_refilling.ipynb#why), "
            "see [docs](https://x.org/a.ipynb).")
    pages = "http://127.0.0.1:8000/site/lessons/{name}.html"
    assert relink(text, pages) == (
        'Next: <a href="http://127.0.0.1:8000/site/lessons/03_sumo.html" target="_self">3 · *Sumo*</a> and '
        '<a href="http://127.0.0.1:8000/site/lessons/04b_refilling.html#why" target="_self">refills</a>, '
        "see [docs](https://x.org/a.ipynb)."
    )
    assert relink(text, None) == text


class FakeShell:
    """Records the code it is asked to run; fails the cell whose source contains ``fail_on``."""

    def __init__(self, fail_on: str | None = None) -> None:
        self.ran: list[str] = []
        self.fail_on = fail_on

    def run_cell(self, source: str, store_history: bool = True):
        assert store_history is False, "a lesson's cells do not go into the learner's history"
        self.ran.append(source)
        return types.SimpleNamespace(success=not (self.fail_on and self.fail_on in source))


def test_open_lesson_shows_the_markdown_and_runs_every_code_cell_unseen(monkeypatch):
    shown = []
    monkeypatch.setattr(IPython.display, "display", lambda *objs, **kw: shown.extend(objs))
    shell = FakeShell()
    open_lesson("03_sumo", links="../lessons/{name}.html", shell=shell)
    cells = lesson_cells("03_sumo")
    assert shell.ran == [source for kind, source in cells if kind == "code"]
    markdown = [obj._repr_markdown_() for obj in shown]
    assert markdown[0] == '<a href="../lessons/de/03_sumo.html" target="_self">Diese Lektion auf Deutsch</a>'
    assert markdown[1:] == [relink(source, "../lessons/{name}.html") for kind, source in cells if kind == "markdown"]
    assert not any("lesson(" in text or "Exercise(" in text for text in markdown), "no code is shown"


def test_a_lessons_text_is_shown_without_asking_the_file_system_whether_it_names_a_file(monkeypatch):
    """Issue 39: IPython's display objects ask whether their text is a file's name; in the offline site each question
    was a request to the page's server (06's "Next: <a href=…>" logged a 404). The lesson app asks none."""
    import os

    asked = []
    exists = os.path.exists
    monkeypatch.setattr(os.path, "exists", lambda path: asked.append(path) or exists(path))
    shown = []
    monkeypatch.setattr(IPython.display, "display", lambda *objs, **kw: shown.extend(objs))
    open_lesson("06_sandbox", links="http://site/lessons/{name}.html", shell=FakeShell(), app=False)
    texts = [source for kind, source in lesson_cells("06_sandbox") if kind == "markdown"]
    assert len(shown) == 1 + len(texts) and "Next: <a href" in shown[-1]._repr_markdown_()  # after the German link
    assert not [path for path in asked if isinstance(path, str) and ("<a href" in path or "# " in path)]


def test_a_cell_that_fails_stops_the_lesson_there_as_run_all_would(monkeypatch):
    monkeypatch.setattr(IPython.display, "display", lambda *objs, **kw: None)
    shell = FakeShell(fail_on="Push!")
    open_lesson("03_sumo", shell=shell)
    assert "Push!" in shell.ran[-1]
    assert len(shell.ran) < sum(kind == "code" for kind, _ in lesson_cells("03_sumo"))


def test_every_tutorial_can_open_as_an_app():
    names = sorted(p.stem for p in tutorials_dir().glob("[0-9][0-9]*_*.ipynb"))
    assert names[0] == "00_welcome" and "04b_refilling" in names
    for name in names:
        assert lesson_cells(name), name


def test_the_cell_that_starts_a_lesson_shows_nothing_on_the_page():
    """``lesson("…")`` returns its namespace (a str), which a notebook shows as nothing: no code word in a lesson."""
    from IPython.core.formatters import DisplayFormatter

    from kamisado_widget import lesson

    namespace = lesson("04b Refilling")
    assert namespace == "04b-refilling" and isinstance(namespace, str)
    assert DisplayFormatter().format(namespace) == ({}, {})
    assert DisplayFormatter().format("04b-refilling")[0] == {"text/plain": "'04b-refilling'"}


def test_inside_a_lesson_app_the_course_map_links_to_the_apps_pages(monkeypatch):
    """The welcome lesson's course map, opened as an app, leads to the other lessons' app pages (not to notebooks
    the app cannot open); outside an app its links are the notebooks' file names."""
    from kamisado_widget import course_map
    from kamisado_widget.teaching.course import lesson_app

    monkeypatch.setattr(lesson_app, "_links", None)
    plain = course_map(tutorials_dir())._repr_html_()
    assert '<a href="03_sumo.ipynb" target="_self">' in plain
    monkeypatch.setattr(IPython.display, "display", lambda *objs, **kw: None)
    open_lesson("00_welcome", links="http://x.org/lessons/{name}.html", shell=FakeShell())
    in_app = course_map(tutorials_dir())._repr_html_()
    assert '<a href="http://x.org/lessons/03_sumo.html" target="_self">' in in_app and ".ipynb" not in in_app
    assert lesson_app.link_to("notes.ipynb") == "notes.ipynb"  # not a tutorial's name: left alone


def test_a_hostile_notebook_is_refused_by_name_without_being_read_whole(tmp_path):
    """A lesson app reads a notebook of the teacher's as the course map does: nested too deep, larger than the cap,
    or not a regular file (a named pipe would block forever) is refused with LessonError naming the file."""
    import os

    from kamisado_widget.teaching.course import notebook_file

    deep = tmp_path / "deep.ipynb"
    deep.write_text('{"cells": ' + "[" * 100_000 + "]" * 100_000 + "}")
    nested = ngettext("it is nested more than {count} level deep", "it is nested more than {count} levels deep", 64)
    with pytest.raises(LessonError, match=cannot_read(deep, nested.format(count=64))):
        lesson_cells(deep)
    big = tmp_path / "big.ipynb"
    big.write_bytes(b'{"cells": []' + b" " * (notebook_file.MAX_NOTEBOOK_BYTES + 1) + b"}")
    with pytest.raises(LessonError, match=cannot_read(big, _("it is larger than {limit} bytes").format(
            limit=f"{notebook_file.MAX_NOTEBOOK_BYTES:,}"))):
        lesson_cells(big)
    pipe = tmp_path / "pipe.ipynb"
    os.mkfifo(pipe)
    with pytest.raises(LessonError, match=r"pipe.ipynb"):
        lesson_cells(pipe)


def test_the_course_map_a_lesson_app_and_the_tutorials_copy_read_a_notebook_with_one_reader_and_one_limit(
    tmp_path, monkeypatch,
):
    """One reader (notebook_file.read_notebook) with one size limit: a notebook larger than it is left out of the
    course map and refused by a lesson app, and the tutorials' copy keeps a learner's notebook that large as it is
    (a notebook full of outputs) instead of reading it through."""
    from kamisado_widget import course_map
    from kamisado_widget.teaching.course import notebook_file
    from kamisado_widget.teaching.course.tutorials import copy_course

    monkeypatch.setattr(notebook_file, "MAX_NOTEBOOK_BYTES", 1_000)
    big = tmp_path / "03_sumo.ipynb"
    big.write_bytes(b'{"cells": []' + b" " * 1_000 + b"}")
    too_large = _("it is larger than {limit} bytes").format(limit="1,000")
    [left_out] = course_map([big]).problems
    assert left_out == _("{name}: not a notebook that can be read ({problem})").format(name=big.name, problem=too_large)
    with pytest.raises(LessonError, match=cannot_read(big, too_large)):
        lesson_cells(big)
    assert big in copy_course(tmp_path).kept and big.read_bytes().endswith(b" }")


def test_the_course_map_of_a_german_lesson_app_lists_the_german_lessons(monkeypatch, tmp_path):
    """The offline site runs German 00 in a kernel whose folder holds the English lessons (the site's root): its
    course map read the notebooks there and listed every title in English. A lesson app's map reads the lessons of
    the lesson's own course."""
    monkeypatch.chdir(tmp_path)  # no lesson here: the map must not read the kernel's folder
    monkeypatch.setattr(IPython.display, "display", lambda *objs, **kw: None)
    open_lesson("00_welcome", links="{name}.html", shell=FakeShell(), language="de")
    shown = course_map()
    german = tutorials_dir("de")
    assert shown.folder == german and shown.language == "de"
    expected = [read_lesson(path).title for path in sorted(german.glob("[0-9][0-9]*.ipynb")) if path.stem != "00_welcome"]
    assert [lesson.title for lesson in shown.lessons] == expected
    assert "Welcher Turm zieht?" in expected[0], expected[0]  # German titles, not "Which tower moves?"
    assert course_map(tmp_path).lessons == [], "a folder given is still the one read"


def test_voilas_lesson_page_gets_the_lessons_still_pictures_in_its_language(tmp_path):
    """Issue 39: the prelaunch hook leaves the cover (style, still pictures, the script that takes them away) in the
    notebook's metadata for the ``kamisado`` template; a request for no notebook file leaves none."""
    import types

    import nbformat

    from kamisado_widget.teaching.course.voila_page import COVER_KEY, voila_hook

    def request(path):  # Voilà's request handler: its request, and the contents it serves (the tutorials)
        return types.SimpleNamespace(request=types.SimpleNamespace(path=path),
                                     contents_manager=types.SimpleNamespace(root_dir=str(tutorials_dir())))

    folder = tutorials_dir("de")
    notebook = nbformat.read(folder / "01_which_tower.ipynb", as_version=4)
    voila_hook(request("/voila/render/de/01_which_tower.ipynb"), notebook, "de")  # (the folder in the contents)
    assert notebook.cells[0].source == "[This lesson in English](../01_which_tower.ipynb)"
    cover = notebook.metadata[COVER_KEY]
    assert cover.startswith("<style>") and '<div class="kw-cover"><div class="kw-preview-lesson" lang="de">' in cover
    assert "<h1>1 · Welcher Turm zieht?</h1>" in cover and "Dieses Brett wird vorbereitet …" in cover
    assert cover.rstrip().endswith('watchCover(window, document.querySelector(".kw-cover"));</script>')
    for path in ("/voila/render/de/99_none.ipynb", "/voila/render/de/", "/voila/render/de/../../etc/passwd"):
        other = nbformat.read(folder / "01_which_tower.ipynb", as_version=4)
        voila_hook(request(path), other, "de")
        assert COVER_KEY not in other.metadata, path
