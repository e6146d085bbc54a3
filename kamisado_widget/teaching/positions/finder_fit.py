"""Whether a position is one the teacher asked the finder for: first what the board alone tells (:func:`misfit`:
no solving, so the search skips most positions at once), then the solver's proof and the themes of its line
(:func:`fit_at`). Also how busy a board is (:func:`busyness`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ...engine import Move, Player, Position
from ...engine.ai import WIN, own_moves
from ...engine.basics import square_rank
from ...engine.themes import themes_of
from ..exercises.refutations import proven, refute, win_after
from .finder_arguments import Ask
from .theme_names import MUST_PASS, SUMO_ON_THE_BOARD, THEMES, finder_themes

EDGE_ROWS = (0, 7)  # the rows the towers start on: a tower elsewhere has left its row
NEEDS_A_SUMO = frozenset({"push", "double push", "win with a Sumo", SUMO_ON_THE_BOARD})


class Fit(NamedTuple):
    """What the solver proved at a position that fits: the side to move, who wins; its own moves to the win; the
    proven line (move texts, both sides); the themes of the line and the board (the finder's names); the number of
    legal moves."""

    side: Player
    moves: int
    line: tuple[str, ...]
    themes: tuple[str, ...]
    legal: int


def busyness(position: Position) -> int:
    """How busy a board is for a lesson: its towers away from the two edge rows they start on, plus each Sumo's rank
    (a Sumo 1, a Double Sumo 2, ...). A board early in a first round is near 4; one late in a long match near 20."""
    away = sum(1 for t in position.towers() if square_rank(t.square) not in EDGE_ROWS)
    return away + sum(t.rank for t in position.towers())


def must_pass(position: Position, legal: Sequence[Move]) -> bool:
    """Has the side to move no move but the pass (M6)?"""
    return len(legal) == 1 and legal[0].is_pass and position.result is None


def misfit(ask: Ask, position: Position, legal: Sequence[Move]) -> bool:
    """Does the board alone show that ``position`` cannot be what ``ask`` asks for (no solving)?"""
    if (ask.side is not None and position.turn is not ask.side) or len(legal) < ask.min_legal:
        return True
    if position.layout is not ask.layout or (ask.busy is not None and busyness(position) > ask.busy):
        return True
    if MUST_PASS in ask.themes and not must_pass(position, legal):
        return True
    if "move after a push" in ask.themes and not position.extra_turn:
        return True
    top = max(t.rank for t in position.towers())
    return (bool(NEEDS_A_SUMO & set(ask.themes)) and top < 1) or ("double push" in ask.themes and top < 2)


def _throws_away(position: Position, legal: Sequence[Move], max_nodes: int | None) -> bool:
    """Is some legal move proven to throw the win away?"""
    return any(win_after(position, m, max_nodes) is None and refute(position, m, max_nodes) is not None
               for m in legal)


def fit_at(ask: Ask, text: str, position: Position) -> Fit | str | None:
    """What the solver proved at ``position`` (match text ``text``) when it fits ``ask``, None when it does not, or
    ``"unproven"`` when the solver cannot decide it within ``ask.max_nodes``."""
    from .puzzles import puzzle_facts

    me, legal = position.turn, position.legal_moves()
    if misfit(ask, position, legal):
        return None
    s = proven(position, ask.max_nodes)
    if not s.proven:
        return "unproven"
    if s.result is not WIN:
        return None
    own = own_moves(s.line, me, me)
    if ask.moves is not None and own != ask.moves:
        return None
    themes = set(finder_themes(themes_of(position, s.line)))
    if any(t.rank > 0 for t in position.towers()):
        themes.add(SUMO_ON_THE_BOARD)
    if must_pass(position, legal):
        themes.add(MUST_PASS)
    if not set(ask.themes) <= themes:
        return None
    if ask.goal == "keep the win" and not _throws_away(position, legal, ask.max_nodes):
        return None
    if ask.unique and isinstance(puzzle_facts(text, position, s, ask.max_nodes), str):
        return None
    return Fit(side=me, moves=own, line=tuple(m.text() for m in s.line),
               themes=tuple(t for t in THEMES if t in themes), legal=len(legal))


__all__ = ["NEEDS_A_SUMO", "Fit", "busyness", "fit_at", "misfit", "must_pass"]
