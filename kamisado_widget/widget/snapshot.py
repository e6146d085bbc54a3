"""The static views of a board: a picture and a text of its position for renderers without a kernel.

An exported notebook, GitHub and nbviewer cannot run the widget; they show the richest of these
that they understand instead (:meth:`KamisadoWidget._repr_mimebundle_` adds them to the widget's
own bundle). The picture is the engine's SVG, drawn the way the board is shown (flipped, with the
colours' characters, the last move outlined). Every view is of the state the board shows: while
replaying, the replayed state with the move that led to it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import parse_square
from ..engine.match import MatchState
from ..engine.svg import position_svg
from ..session.state import shown_ply

if TYPE_CHECKING:
    from .board import KamisadoWidget

SVG_SIZE = 360


def shown_state(widget: KamisadoWidget) -> MatchState:
    """The match state the board shows: the replayed one while replaying, else the game's."""
    match = widget.match
    return match.states[shown_ply(match, widget.session.ui)]


def board_svg(widget: KamisadoWidget) -> str:
    """The engine's SVG of the position shown, in the board's orientation, the last move outlined."""
    view = widget.view
    last = view.get("last_move") or {}
    highlight = tuple(parse_square(last[key]) for key in ("from", "to") if last.get(key))
    return position_svg(
        shown_state(widget).position, SVG_SIZE, flipped=widget.flipped, characters=widget.colour_blind, highlight=highlight
    )


def board_text(widget: KamisadoWidget) -> str:
    """A few lines of plain text: the headline, the score, a diagram of the position shown and its match text."""
    view, shown = widget.view, shown_state(widget)
    scoreboard = view["scoreboard"]
    score, names = scoreboard["scores"], scoreboard["names"]
    lines = [
        f"Kamisado board: {view['status']}",
        f"{names['black']} {score['black']} - {score['gold']} {names['gold']} (target {scoreboard['target']})",
        str(shown.position),
        shown.text(),
    ]
    return "\n".join(lines)


def static_views(widget: KamisadoWidget) -> dict[str, str]:
    """The MIME bundle entries beside the live widget: ``image/svg+xml`` and ``text/plain``."""
    return {"image/svg+xml": board_svg(widget), "text/plain": board_text(widget)}
