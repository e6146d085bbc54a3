"""What a click on the board means in play (D1): select a tower, try a move, or say why not.

Clicking the selected tower again drops the selection, and a click on an empty square with nothing selected is a
neutral hint, not a rule error (no click traps); a pass is a deliberate act of its own
(:func:`read_pass`, M6). Pure: the answer depends only on the match, the selected square and the square clicked; the
board session carries it out.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Match, Phase, Position, Square, Verdict, explain, square_name
from .sentences import moves_from, pass_offer


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
class Deselect:
    """Drop the selection (the selected tower was clicked again) and say so."""

    text: str
    kind: str = "info"
    rule: str | None = None


@dataclass(frozen=True)
class Try:
    """Try a move the engine judged (legal or not); ``deselect`` drops the selection first."""

    verdict: Verdict
    deselect: bool = False


def read_click(match: Match, selected: Square | None, sq: Square) -> Say | Select | Try | Deselect:
    """What a click on ``sq`` means with ``selected`` selected (None: nothing selected).

    Clicking the selected tower again drops the selection: it never plays a move. A blocked
    tower passes only by the deliberate pass (:func:`read_pass`, the board's Pass button, M6).
    """
    if match.phase is not Phase.PLAY:
        verdict = match.explain(sq, sq)
        return Say(str(verdict), "warning", verdict.rule)
    pos = match.position
    if selected is not None and sq == selected:
        return deselection(pos, sq)
    if selected is not None:
        for move in moves_from(pos, selected):
            if move.to_square == sq and not move.is_pass:
                return Try(Verdict(True, move, None, ""))
    tower = pos.tower_at(sq)
    if tower is not None and tower in pos.movable_towers():
        return selection(pos, sq)
    if selected is not None:  # a move of the selected tower to this square: the engine judges it
        return Try(explain(pos, selected, sq))
    if tower is not None:  # a tower that may not move: the engine says why (T1, T2, S3)
        return Try(explain(pos, sq, sq))
    # An empty square with nothing selected is a slip (often right after dropping a selection), not a broken
    # rule: a neutral hint, without a rule badge, that names no tower (a task may be about which one moves).
    return Say(f"The square {square_name(sq)} is empty: first click the tower you want to move, then the square "
               "to move it to.")


def read_pass(match: Match, sq: Square) -> Say | Try:
    """The deliberate pass (M6) of the tower on ``sq``: the engine judges it (M5, S11, T2 refuse it)."""
    if match.phase is not Phase.PLAY:
        verdict = match.explain(sq, sq)
        return Say(str(verdict), "warning", verdict.rule)
    return Try(explain(match.position, sq, sq), deselect=True)


def deselection(pos: Position, sq: Square) -> Deselect:
    """Clicking the selected tower again: the selection is dropped, nothing is played."""
    tower = pos.tower_at(sq)
    assert tower is not None
    name = f"{tower.describe()} on {square_name(sq)}"
    if pass_offer(pos) is not None:
        return Deselect(f"{name} is no longer selected. It is blocked: press Pass to pass (M6).", "warning", "M6")
    return Deselect(f"{name} is no longer selected.")


def selection(pos: Position, sq: Square) -> Select:
    """Selecting the tower on ``sq``: how many moves it has, or that it must pass (M6) or cannot move (M5)."""
    tower = pos.tower_at(sq)
    assert tower is not None
    moves = [m for m in moves_from(pos, sq) if not m.is_pass]
    name = f"{tower.describe()} on {square_name(sq)}"
    if not moves and pass_offer(pos) is not None:
        return Select(sq, f"{name} is blocked: press Pass under the board to pass (M6).", "warning", "M6")
    if not moves:
        return Select(sq, f"{name} cannot move; choose another tower (M5).", "warning", "M5")
    pushes = sum(m.is_push for m in moves)
    count = f"{len(moves)} legal move{'s' if len(moves) != 1 else ''}"
    if pushes and pushes == len(moves):
        extra = ": a push" if pushes == 1 else ", all of them pushes"
    else:
        extra = f", {pushes} of them a push" if pushes else ""  # a Sumo has at most one push (S4)
    return Select(sq, f"{name}: {count}{extra}.")
