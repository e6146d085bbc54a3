"""A lesson app runs its first part at once and the rest between clicks (teaching/course/lesson_rest.py): the run of code ends
once the first board is shown, so the kernel can answer that board while the later cells load, in order, below it."""

from __future__ import annotations

import pytest
from IPython.display import Markdown
from IPython.testing.globalipapp import start_ipython

from kamisado_widget.teaching.course.lesson_app import lesson_cells
from kamisado_widget.teaching.course.lesson_rest import WIDGET_VIEW, CellQueue


@pytest.fixture(scope="module")
def shell():
    return start_ipython()


def start(queue: CellQueue) -> list[dict]:
    """Start ``queue``; returns what its first part displays at once (mime bundles, in order)."""
    from IPython.utils.capture import capture_output

    with capture_output(display=True) as captured:
        queue.start()
    return [dict(output.data) for output in captured.outputs]


def run_all(queue: CellQueue, later: list) -> int:
    """Run the queued turns as the event loop would; returns how many there were."""
    turns = 0
    while later:
        later.pop(0)()
        turns += 1
    return turns


def test_the_run_ends_after_the_first_cell_that_shows_a_widget_and_the_rest_follows_in_order(shell):
    later: list = []
    cells = [("markdown", "# Title"), ("code", "x = 20"), ("code", "import ipywidgets\nipywidgets.IntSlider(x)"),
             ("markdown", "Below the board"), ("code", "print(x + 1)\nx * 2")]
    queue = CellQueue(cells, shell, Markdown, schedule=later.append)
    shown = start(queue)
    # At once: the title, the widget (the cell's value, captured and shown) and the box for the rest.
    assert shown[0] == {"text/markdown": "# Title"}
    assert WIDGET_VIEW in shown[1]
    assert WIDGET_VIEW in shown[2] and shown[2][WIDGET_VIEW]["model_id"] == queue.rest.model_id
    assert not queue.done and len(later) == 1 and queue.rest.outputs == ()
    assert run_all(queue, later) == 2  # one cell a turn: the kernel answers clicks between them
    assert queue.done and not queue.failed
    assert queue.rest.outputs == (
        {"output_type": "display_data", "data": {"text/markdown": "Below the board"}, "metadata": {}},
        {"output_type": "stream", "name": "stdout", "text": "21\n"},
        {"output_type": "display_data", "data": {"text/plain": "40"}, "metadata": {}},
    )


def test_a_lesson_without_a_widget_runs_whole_at_once(shell):
    later: list = []
    queue = CellQueue([("code", "y = 1"), ("markdown", "text"), ("code", "y + 1")], shell, Markdown,
                      schedule=later.append)  # fmt: skip
    shown = start(queue)
    assert queue.done and later == [] and queue.rest is None
    assert shown == [{"text/markdown": "text"}, {"text/plain": "2"}]


def test_a_cell_that_raises_stops_the_lesson_there_with_its_error_shown(shell):
    later: list = []
    cells = [("code", "import ipywidgets\nipywidgets.IntSlider()"), ("code", "1 / 0"), ("code", "print('never')")]
    queue = CellQueue(cells, shell, Markdown, schedule=later.append)
    start(queue)
    run_all(queue, later)
    assert queue.failed and queue.done
    text = "".join(entry.get("text", "") for entry in queue.rest.outputs)
    assert "ZeroDivisionError" in text and "never" not in text


def test_the_first_tutorial_shows_its_first_board_at_once_and_the_rest_after(shell):
    """01 as an app: the setup, the opening text and the first board at once; its exercises, the demo and the
    'What you learned' text come after, in the output widget."""
    later: list = []
    cells = lesson_cells("01_which_tower")
    queue = CellQueue(cells, shell, Markdown, schedule=later.append)
    shown = start(queue)
    assert sum(WIDGET_VIEW in entry for entry in shown) == 2  # the first board, and the output widget for the rest
    assert queue.cells and 'title="Your opening move"' in "".join(source for _, source in queue.cells)
    run_all(queue, later)
    assert queue.done and not queue.failed
    widgets = [entry for entry in queue.rest.outputs if WIDGET_VIEW in entry.get("data", {})]
    assert len(widgets) >= 3  # the first exercise, the demo and the exercise set
    assert "What you learned" in queue.rest.outputs[-1]["data"]["text/markdown"]


def test_the_deferred_cells_run_on_a_timer_the_first_after_a_longer_pause(monkeypatch):
    """Timers, not call_soon (whose turns would come before the board's messages); the first pause lets the page
    draw the first board and ask the kernel whether it is ready before the next cell runs."""
    from kamisado_widget.teaching.course import lesson_rest

    delays: list[float] = []

    class Loop:
        def call_later(self, delay, callback):
            delays.append(delay)

    monkeypatch.setattr(lesson_rest.asyncio, "get_event_loop", lambda: Loop())
    queue = CellQueue([], None, Markdown)
    for _ in range(3):
        queue.schedule(lambda: None)
    assert delays == [lesson_rest.FIRST_PAUSE, lesson_rest.PAUSE, lesson_rest.PAUSE]
    assert lesson_rest.FIRST_PAUSE > lesson_rest.PAUSE > 0
