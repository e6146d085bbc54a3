"""Static pictures of the teaching widgets, for renderers without a kernel (an exported notebook, GitHub).

An exercise, a set of them and a demo are ipywidgets boxes: without a kernel they would show as their
``repr``. Beside the live widget they carry an HTML page of each task (title, words and the board's
picture, as the board itself draws it for exports) and a plain text of the same.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from ...widget.board import KamisadoWidget
from ...widget.snapshot import Shown, static_views


def board_views(board: KamisadoWidget) -> dict[str, str]:
    """The board's own static views (its SVG picture and its text), of the state it shows."""
    return static_views(Shown(board.session, board.view, board.flipped, board.colour_blind))


def static_bundle(tasks: Sequence[tuple[str, str, KamisadoWidget]], heading: str = "") -> dict[str, str]:
    """``text/html`` and ``text/plain`` for ``(title, words, board)`` tasks, under an optional heading."""
    pages, texts = [], []
    if heading:
        pages.append(f"<p><b>{html.escape(heading)}</b></p>")
        texts.append(heading)
    for title, words, board in tasks:
        views = board_views(board)
        pages.append(
            '<div class="kw-static-task">'
            f"<p><b>{html.escape(title)}</b><br>{html.escape(words)}</p>{views['image/svg+xml']}</div>"
        )
        texts.append("\n".join(part for part in (title, words, views["text/plain"]) if part))
    return {"text/html": "\n".join(pages), "text/plain": "\n\n".join(texts)}


def with_pictures(bundle: Any, extra: dict[str, str]) -> Any:
    """An ipywidgets box's own MIME bundle (a dict, or ``(data, metadata)``) with ``extra`` added to its data."""
    if bundle is None:  # a closed widget
        return None
    if isinstance(bundle, tuple):
        data, metadata = bundle
        return {**data, **extra}, metadata
    return {**bundle, **extra}


__all__ = ["board_views", "static_bundle", "with_pictures"]
