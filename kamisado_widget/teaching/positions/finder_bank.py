"""The finder's first source: the practice bank (:mod:`.bank`, 1,100 proven puzzles with their themes and grades).

Each bank puzzle gives the finder its own position, and the later positions of its proven line where the winner is
to move again (a win in 3 holds a win in 2 and a win in 1; a line where the winner must pass holds a "must pass"
position). What the stored line shows is read first, with no solving, so that only the positions that can fit are
solved again (:func:`~.finder_fit.fit_at` proves each one within the teacher's node count). Each puzzle's first
position that may fit comes before any second one of a line, and the least busy boards come first
(:func:`~.finder_fit.busyness`)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ...engine import Layout, Match, Move, Position
from ...engine.ai import own_moves
from ...engine.themes import themes_of
from .bank import BankEntry, bank
from .finder_arguments import Ask
from .finder_fit import busyness, misfit
from .theme_names import MUST_PASS, bank_theme

# read at the start of a line: a later position of a line may show them where the puzzle's own position does not
START_THEMES = frozenset({"move after a push", "quiet move", "long run"})


@dataclass(frozen=True)
class LinePosition:
    """A position on a bank puzzle's line where the winner is to move: the moves of the line played before it, and
    the stored line from it."""

    entry: BankEntry
    order: int  # the puzzle's place in the bank (by grade, then rating)
    played: int
    position: Position
    line: tuple[Move, ...]

    @property
    def own_moves(self) -> int:
        return own_moves(self.line, self.position.turn, self.position.turn)

    def text(self) -> str:
        """The match text of the position (the puzzle's match, the line's first moves played)."""
        match = Match.from_text(self.entry.position)
        for move in self.entry.line.split()[:self.played]:
            match.play(move)
        return match.text()


@cache
def _stops(order: int) -> tuple[LinePosition, ...]:
    """The positions of bank puzzle ``order``'s line where the winner is to move (read once)."""
    entry = bank()[order]
    position = Match.from_text(entry.position).position
    winner = position.turn
    moves = tuple(Move.from_text(m) for m in entry.line.split())
    stops = []
    for played, move in enumerate(moves):
        if position.turn is winner:
            stops.append(LinePosition(entry, order, played, position, moves[played:]))
        position = position.play(move)
    return tuple(stops)


def _entry_may_fit(ask: Ask, entry: BankEntry) -> bool:
    """Can a position of ``entry``'s line fit ``ask``, by the bank's row alone (no board read)?"""
    if ("mirrored layout" in entry.themes) is not (ask.layout is Layout.MIRRORED):
        return False
    if ask.moves is not None and entry.grade < ask.moves:
        return False
    if MUST_PASS in ask.themes and "pass" not in entry.themes:
        return False
    named = (bank_theme(t) for t in ask.themes)
    return all(b is None or b in entry.themes or b in START_THEMES for b in named)


def _may_fit(ask: Ask, stop: LinePosition) -> bool:
    """Can ``stop`` be what ``ask`` asks for, by its board and its stored line (no solving)?"""
    if misfit(ask, stop.position, stop.position.legal_moves()):
        return False
    if ask.moves is not None and stop.own_moves != ask.moves:
        return False
    shown = set(themes_of(stop.position, stop.line))
    return all(bank_theme(t) is None or bank_theme(t) in shown for t in ask.themes)


def bank_candidates(ask: Ask) -> list[LinePosition]:
    """The bank's positions that may fit ``ask``: first one per puzzle (the first of its line that may fit), least
    busy first, then in the bank's order; then the other positions of those lines that may fit, in the same order."""
    first, more = [], []
    for order, entry in enumerate(bank()):
        if _entry_may_fit(ask, entry):
            fits = [stop for stop in _stops(order) if _may_fit(ask, stop)]
            first += fits[:1]
            more += fits[1:]
    return sorted(first, key=_order) + sorted(more, key=_order)


def _order(stop: LinePosition) -> tuple[int, int, int]:
    return busyness(stop.position), stop.order, stop.played


__all__ = ["LinePosition", "bank_candidates"]
