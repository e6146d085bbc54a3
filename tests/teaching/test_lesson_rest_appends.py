"""A lesson app's deferred cells never change what the page shows already (teaching/course/lesson_rest.py ``Deferred``): each
cell's output is appended below the others, in an output widget of its own, and no output shown before is changed or
taken away.

One output widget whose ``outputs`` grew with every cell made the page take away and draw again, on every cell, all
the views drawn before; in the offline site a box view taken away while its children were still being drawn raised
in ipywidgets' bundle ("Cannot read properties of null (reading 'widgets')") during the course walk."""

from __future__ import annotations

import itertools

import pytest
from IPython.display import Markdown
from IPython.terminal.interactiveshell import TerminalInteractiveShell
from IPython.utils.capture import capture_output

from kamisado_widget.teaching.course.lesson_rest import WIDGET_VIEW, CellQueue


@pytest.fixture(scope="module")
def shell():
    """The process's terminal shell, the one test_lesson_rest.py's ``start_ipython()`` makes (or gets, made here first)."""
    return TerminalInteractiveShell.instance()


BOX = "import ipywidgets\nipywidgets.VBox([ipywidgets.HTML('task'), ipywidgets.HBox([ipywidgets.Button()])])"


def test_each_deferred_cell_is_appended_and_nothing_shown_before_changes(shell):
    later: list = []
    cells = [("code", "import ipywidgets\nipywidgets.IntSlider()"), ("markdown", "Below the board"),
             ("code", BOX), ("code", "z = 1"), ("code", BOX), ("markdown", "The end")]
    queue = CellQueue(cells, shell, Markdown, schedule=later.append)
    with capture_output(display=True):
        queue.start()
    rest = queue.rest
    children = [tuple(rest.children)]
    rest.observe(lambda change: children.append(tuple(change["new"])), names="children")
    while later:
        later.pop(0)()
    assert queue.done and not queue.failed
    assert [len(c) for c in children] == [0, 1, 2, 3, 4], "one output widget per cell that shows something"
    for before, now in itertools.pairwise(children):
        assert now[:len(before)] == before, "the outputs shown before stay, in their places"
    # what each cell showed, in its own output widget, set once when it was made
    kinds = [["widget" if WIDGET_VIEW in entry["data"] else next(iter(entry["data"])) for entry in child.outputs]
             for child in children[-1]]
    assert kinds == [["text/markdown"], ["widget"], ["widget"], ["text/markdown"]]
    assert [child.outputs for child in children[-1]] == [child.outputs for child in rest.children]
    assert rest.outputs == tuple(entry for child in rest.children for entry in child.outputs)


def test_an_output_shown_is_never_set_again(shell):
    later: list = []
    queue = CellQueue([("code", "import ipywidgets\nipywidgets.IntSlider()"), ("code", BOX), ("code", BOX),
                       ("markdown", "The end")], shell, Markdown, schedule=later.append)  # fmt: skip
    with capture_output(display=True):
        queue.start()
    changed: list = []
    queue.rest.observe(lambda change: [child.observe(changed.append, names="outputs") for child in change["new"]
                                       if child not in change["old"]], names="children")  # fmt: skip
    while later:
        later.pop(0)()
    assert len(queue.rest.children) == 3 and changed == []
