"""The static views of a board: a picture and a text of its position for renderers without a kernel.

An exported notebook, GitHub and nbviewer cannot run the widget; they show the richest of these
that they understand instead (:meth:`KamisadoWidget._repr_mimebundle_` adds them to the widget's
own bundle). The picture is the engine's SVG, drawn the way the board is shown (flipped, with the
colours' characters, the last move outlined). Every view is of the state the board shows: while
replaying, the replayed state with the move that led to it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine import parse_square
from ..engine.catalogue import _
from ..engine.match import MatchState
from ..engine.svg import position_svg
from ..session.board_session import BoardSession
from ..session.state import shown_ply

SVG_SIZE = 360


@dataclass(frozen=True)
class Shown:
    """What a board shows: its session, the ``view`` the page drew, and the view switches."""

    session: BoardSession
    view: dict[str, Any]
    flipped: bool = False
    colour_blind: bool = False

    @property
    def state(self) -> MatchState:
        """The match state on the board: the replayed one while replaying, else the game's."""
        match = self.session.match
        return match.states[shown_ply(match, self.session.ui)]


def board_svg(shown: Shown) -> str:
    """The engine's SVG of the position shown, in the board's orientation, the last move outlined."""
    last = shown.view.get("last_move") or {}
    highlight = tuple(parse_square(last[key]) for key in ("from", "to") if last.get(key))
    return position_svg(
        shown.state.position, SVG_SIZE, flipped=shown.flipped, characters=shown.colour_blind, highlight=highlight
    )


def board_text(shown: Shown) -> str:
    """A few lines of plain text: the headline, the score, a diagram of the position shown and its match text."""
    view, state = shown.view, shown.state
    scoreboard = view["scoreboard"]
    score, names = scoreboard["scores"], scoreboard["names"]
    lines = [
        # Translators: the first line of a board shown as text (an exported notebook); {status} is its headline.
        _("Kamisado board: {status}").format(status=view["status"]),
        # Translators: the score line of a board shown as text; {target} is the points the match is played to.
        _("{black} {black_score} - {gold_score} {gold} (target {target})").format(
            black=names["black"], black_score=score["black"], gold_score=score["gold"], gold=names["gold"],
            target=scoreboard["target"],
        ),
        str(state.position),
        state.text(),
    ]
    return "\n".join(lines)


def static_views(shown: Shown) -> dict[str, str]:
    """The MIME bundle entries beside the live widget: ``image/svg+xml`` and ``text/plain``."""
    return {"image/svg+xml": board_svg(shown), "text/plain": board_text(shown)}
