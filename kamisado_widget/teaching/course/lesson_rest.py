"""A lesson app's cells run a few at a time, so its first board answers clicks while the rest of the lesson loads.

A kernel answers a click on a board only between two runs of code: while ``open_lesson`` runs the whole lesson in
one go, the first board is drawn seconds before it can answer (the offline site's kernel is several times slower than
a server's). :class:`CellQueue` runs the lesson's cells up to and including the first one that shows a widget (the
first board) at once, then ends the run: the kernel is free. The cells after it run one per turn of the kernel's
event loop (``call_soon``), between the learner's clicks; what they show goes, in order, below the first part
(a cell run outside a run of code has no place on the page of its own): each cell's output into an output widget of its
own, appended to a box (:class:`Deferred`) and never changed afterwards.

Each code cell's output is captured (``IPython.utils.capture``) and shown where the cell stands; a cell that raises
stops the lesson there, with the error shown, as Run All would.
"""

from __future__ import annotations

import asyncio
import sys
import traceback
from collections.abc import Callable
from typing import Any

import ipywidgets

from ...engine.catalogue import _

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
PAUSE = 0.03  # seconds between two deferred cells, in which the kernel answers what the page sent it
FIRST_PAUSE = 0.4  # seconds before the first deferred cell: the first board is drawn and says hello meanwhile


def _outputs(captured: Any) -> list[dict[str, Any]]:
    """The captured output of one cell as output-area entries (text streams and rich displays), in order."""
    found: list[dict[str, Any]] = []
    if captured.stdout:
        found.append({"output_type": "stream", "name": "stdout", "text": captured.stdout})
    if captured.stderr:
        found.append({"output_type": "stream", "name": "stderr", "text": captured.stderr})
    for output in captured.outputs:
        if not output.data:  # a value that displayed itself (``_ipython_display_``): its displays are in the list
            continue
        found.append({"output_type": "display_data", "data": dict(output.data), "metadata": dict(output.metadata or {})})
    return found


class Deferred(ipywidgets.VBox):
    """What the deferred cells show, below the lesson's first part: one output widget per cell, appended in order.

    The page never draws again what is on it already. One output widget whose ``outputs`` grew with every cell
    did that: the front end's output model clears its area and fills it anew on every change of ``outputs``, so each
    cell took away the views of the cells before it and drew them again; a box view taken away while its children
    were still being drawn (a slow frame) raised in ipywidgets' bundle ("Cannot read properties of null (reading
    'widgets')"). An appended child leaves the views before it alone."""

    children: tuple[ipywidgets.Output, ...]  # (the box's trait, typed:) one output widget per cell that showed something

    def __init__(self) -> None:
        super().__init__(layout=ipywidgets.Layout(overflow="visible"))  # wide content as in the console's own output

    @property
    def outputs(self) -> tuple[dict[str, Any], ...]:
        """Everything the deferred cells showed so far, in order (output-area entries)."""
        return tuple(entry for cell in self.children for entry in cell.outputs)

    def add(self, shown: list[dict[str, Any]]) -> None:
        """Show one cell's output below those before it, in an output widget of its own (nothing for a cell that
        shows nothing)."""
        if shown:
            self.children = (*self.children, ipywidgets.Output(outputs=tuple(shown)))


def _error(result: Any) -> dict[str, Any]:
    """A failed cell's error as an output-area entry."""
    error = result.error_in_exec or result.error_before_exec
    lines = traceback.format_exception(type(error), error, error.__traceback__) if error else [_("The cell failed.")]
    return {"output_type": "stream", "name": "stderr", "text": "".join(lines)}


class CellQueue:
    """Runs ``cells`` ((kind, source) pairs) in ``shell``: the first part at once, the rest between clicks.

    ``markdown`` turns a Markdown cell's source into the object to display (the app's links rewritten);
    ``schedule`` runs a callback on a later turn of the event loop (the running loop's ``call_soon`` by default)."""

    def __init__(self, cells: list[tuple[str, str]], shell: Any, markdown: Callable[[str], Any],
                 schedule: Callable[[Callable[[], None]], Any] | None = None) -> None:  # fmt: skip
        self.cells = list(cells)
        self.shell = shell
        self.markdown = markdown
        self.schedule = schedule or self._later
        self.rest: Deferred | None = None  # what the deferred cells show
        self.done = False
        self.failed = False
        self._first = True  # the next pause is the first one

    def _later(self, callback: Callable[[], None]) -> Any:
        """``callback`` on a later turn of the event loop, after a pause: a timer, not ``call_soon``, whose
        zero-delay turns come before the kernel's incoming messages in the offline site (the board's would wait).
        The first pause is longer: the page draws the first board and asks the kernel whether it is ready, and
        that question is answered before the lesson's next cell starts."""
        pause, self._first = (FIRST_PAUSE if self._first else PAUSE), False
        return asyncio.get_event_loop().call_later(pause, callback)

    def _run(self, source: str) -> list[dict[str, Any]]:
        from IPython.utils.capture import capture_output

        trap = getattr(self.shell, "display_trap", None)  # run_cell shows a cell's value through it, not sys's hook
        with capture_output(display=True) as captured:
            hook = trap.hook if trap is not None else None
            if trap is not None:
                trap.hook = sys.displayhook  # capture_output's: the value is captured as the displays are
            try:
                result = self.shell.run_cell(source, store_history=False)
            finally:
                if trap is not None:
                    trap.hook = hook
        shown = _outputs(captured)
        if not result.success:
            self.failed = True
            error = result.error_in_exec or result.error_before_exec
            if not any(type(error).__name__ in entry.get("text", "") for entry in shown):  # not shown by the shell
                shown.append(_error(result))
        return shown

    def _entry(self, kind: str, source: str) -> list[dict[str, Any]]:
        if kind == "markdown":
            data = self.markdown(source)._repr_markdown_()
            return [{"output_type": "display_data", "data": {"text/markdown": data}, "metadata": {}}]
        return self._run(source)

    def start(self) -> None:
        """Show the first part now (through the first cell that shows a widget); queue the rest."""
        from IPython.display import display

        while self.cells:
            kind, source = self.cells.pop(0)
            shown = self._entry(kind, source)
            for entry in shown:
                if entry["output_type"] == "display_data":
                    display(entry["data"], raw=True, metadata=entry["metadata"])
                else:
                    print(entry["text"], end="")
            if self.failed:
                self.cells.clear()
            elif any(WIDGET_VIEW in entry.get("data", {}) for entry in shown):
                break
        if not self.cells:
            self.done = True
            return
        self.rest = Deferred()
        display(self.rest)
        self.schedule(self.step)

    def step(self) -> None:
        """Run the next queued cell into the output widget, then queue the one after it."""
        if not self.cells or self.failed:
            self.done = True
            return
        kind, source = self.cells.pop(0)
        shown = self._entry(kind, source)
        assert self.rest is not None  # made by start() before the first step was queued
        self.rest.add(shown)
        if self.cells and not self.failed:
            self.schedule(self.step)
        else:
            self.done = True


__all__ = ["CellQueue", "Deferred"]
