"""The Kamisado board widget (anywidget): Python holds the state, the front-end draws it."""

from __future__ import annotations

import pathlib
from typing import Any

import anywidget
import traitlets

from .board import board_state, palette

_STATIC = pathlib.Path(__file__).parent / "static"


class KamisadoWidget(anywidget.AnyWidget):
    """An 8x8 Kamisado board with its towers; click a square to select it.

    The front-end never changes traits itself: it sends intents such as
    ``{"type": "select", "square": "d1"}`` and Python decides what happens.
    """

    _esm = _STATIC / "widget.js"
    _css = _STATIC / "widget.css"

    board = traitlets.Dict().tag(sync=True)
    palette = traitlets.Dict().tag(sync=True)
    selected = traitlets.Unicode("").tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(board=board_state(), palette=palette(), **kwargs)
        self.on_msg(self._on_front_end_msg)

    # --- Python API -------------------------------------------------------------------------

    def select(self, square: str) -> None:
        """Select ``square`` (e.g. ``"d4"``) as if it had been clicked."""
        problem = self._square_problem(square)
        if problem is not None:
            raise (ValueError if isinstance(square, str) else TypeError)(problem)
        self.selected = square
        self.message = self.describe(square)

    def describe(self, square: str) -> str:
        """One sentence naming the square, its colour and any tower on it."""
        colour = next(s["colour"] for s in self.board["squares"] if s["name"] == square)
        text = f"{square}: {colour.capitalize()} square"
        tower = next((t for t in self.board["towers"] if t["square"] == square), None)
        if tower is None:
            return text + ", empty."
        return f"{text} with {tower['player'].capitalize()}'s {tower['colour'].capitalize()} tower."

    # --- messages from the front-end ----------------------------------------------------------

    def _on_front_end_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        problem = self._intent_problem(content)
        if problem is not None:
            self.message = problem
            return
        self.select(content["square"])

    def _intent_problem(self, content: Any) -> str | None:
        """Why ``content`` is not a valid intent, or None if it is."""
        if not isinstance(content, dict):
            return f"Ignored a message from the board: expected a dict, got {type(content).__name__}."
        kind = content.get("type")
        if kind != "select":
            if kind is None:
                return 'Ignored a message from the board: it has no "type".'
            return f'Ignored a message from the board: unknown type {kind!r} (known: "select").'
        if "square" not in content:
            return 'Ignored a "select" message: it names no "square".'
        return self._square_problem(content["square"])

    def _square_problem(self, square: Any) -> str | None:
        if not isinstance(square, str):
            return f"A square must be a text such as 'd4', not {type(square).__name__}."
        if square not in {s["name"] for s in self.board["squares"]}:
            return f"{square!r} is not a square: use a file a-h and a rank 1-8, such as 'd4'."
        return None
