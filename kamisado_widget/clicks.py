"""What a click on the board means in play (D1): select a tower, try a move, or say why not.

Pure: the answer depends only on the match, the selected square and the square clicked; the
board session carries it out.
"""

from __future__ import annotations

from dataclasses import dataclass

from .engine import Match, Phase, Position, Square, Verdict, explain, square_name
from .engine.explain import why_this_tower
from .view import moves_from


@dataclass(frozen=True)
class Say:
    """Nothing to do but tell the user something (kind: info or warning, with its rule)."""

    text: str
    kind: str = "info"
    rule: str | None = None


@dataclass(frozen=True)
class Select:
    """Select the tower on ``square`` and show its targets; the text describes its moves."""

    square: Square
    text: str
    kind: str = "info"
    rule: str | None = None


@dataclass(frozen=True)
class Try:
    """Try a move the engine judged (legal or not); ``deselect`` drops the selection first."""

    verdict: Verdict
    deselect: bool = False


def read_click(match: Match, selected: Square | None, sq: Square) -> Say | Select | Try:
    """What a click on ``sq`` means with ``selected`` selected (None: nothing selected)."""
    if match.phase is not Phase.PLAY:
        verdict = match.explain(sq, sq)
        return Say(str(verdict), "warning", verdict.rule)
    pos = match.position
    if selected is not None:
        for move in moves_from(pos, selected):
            if move.to_square == sq:
                return Try(Verdict(True, move, None, ""))
        if sq == selected:  # asks for a pass (M6); a tower that can move must move (M5, S11)
            return Try(explain(pos, selected, selected), deselect=True)
    tower = pos.tower_at(sq)
    if tower is not None and tower in pos.movable_towers():
        return selection(pos, sq)
    if selected is not None:  # a move of the selected tower to this square: the engine judges it
        return Try(explain(pos, selected, sq))
    if tower is not None:  # a tower that may not move: the engine says why (T1, T2, S3)
        return Try(explain(pos, sq, sq))
    rule, why = why_this_tower(pos)
    return Say(f"{square_name(sq)} is empty. {why[0].upper()}{why[1:]} Select that tower first.", "info", rule)


def selection(pos: Position, sq: Square) -> Select:
    """Selecting the tower on ``sq``: how many moves it has, or that it must pass (M6) or cannot move (M5)."""
    tower = pos.tower_at(sq)
    assert tower is not None
    moves = moves_from(pos, sq)
    name = f"{tower.describe()} on {square_name(sq)}"
    if moves and moves[0].is_pass:
        return Select(sq, f"{name} is blocked: click it again to pass (M6).", "warning", "M6")
    if not moves:
        return Select(sq, f"{name} cannot move; choose another tower (M5).", "warning", "M5")
    pushes = sum(m.is_push for m in moves)
    extra = f", {pushes} of them a push" if pushes else ""
    return Select(sq, f"{name}: {len(moves)} legal move{'s' if len(moves) != 1 else ''}{extra}.")
