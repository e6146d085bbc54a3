"""What a click on the board means in play (D1): select a tower, try a move, or say why not.

Clicking the selected tower again drops the selection, and a click on an empty square with nothing selected is a
neutral hint, not a rule error (no click traps); a pass is a deliberate act of its own
(:func:`read_pass`, M6). The natural next clicks work: after a refused try the tower stays selected, so its right
square can be clicked at once, and a click on the tower itself then keeps it selected (it does not drop it); a
click on another of the mover's own towers is a new choice of tower (selected, or refused with T1/T2), never a
move onto it. Pure: the answer depends only on the match, the selected square, the square clicked, whether the
last try was refused and the rule families the board's words may name; the board session carries it out.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Match, Phase, Position, Square, Verdict, explain, square_name
from .sentences import moves_from, pass_offer
from .taught import ALL_FAMILIES


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


def read_click(
    match: Match, selected: Square | None, sq: Square, *, refused: bool = False, taught: frozenset[str] = ALL_FAMILIES
) -> Say | Select | Try | Deselect:
    """What a click on ``sq`` means with ``selected`` selected (None: nothing selected); ``refused``: the last
    click's try with the selected tower was refused; ``taught``: the rule families the words may name.

    Clicking the selected tower again drops the selection (after a refused try it keeps it): it never plays a
    move. A blocked tower passes only by the deliberate pass (:func:`read_pass`, the board's Pass button, M6).
    """
    if match.phase is not Phase.PLAY:
        return round_over(match, sq, taught)
    pos = match.position
    sumos = "S" in taught
    if selected is not None and sq == selected:
        return selection(pos, sq) if refused else deselection(pos, sq)
    if selected is not None:
        for move in moves_from(pos, selected):
            if move.to_square == sq and not move.is_pass:
                return Try(Verdict(True, move, None, ""))
    tower = pos.tower_at(sq)
    if tower is not None and tower in pos.movable_towers():
        return selection(pos, sq)
    if selected is not None:  # a move of the selected tower to this square: the engine judges it
        verdict = explain(pos, selected, sq, sumos=sumos)
        pushing = verdict.rule is not None and verdict.rule.startswith("S")  # a push the rules forbid: say why
        if tower is None or tower.player is not pos.turn or pushing:
            return Try(verdict)
        # Another of the mover's own towers: the learner meant to choose it, not to move onto it (T1, T2).
    if tower is not None:  # a tower that may not move: the engine says why (T1, T2, S3)
        return Try(explain(pos, sq, sq, sumos=sumos))
    # An empty square with nothing selected is a slip (often right after dropping a selection), not a broken
    # rule: a neutral hint, without a rule badge, that names no tower (a task may be about which one moves).
    return Say(f"The square {square_name(sq)} is empty: first click the tower you want to move, then the square "
               "to move it to.")


def read_pass(match: Match, sq: Square, taught: frozenset[str] = ALL_FAMILIES) -> Say | Try:
    """The deliberate pass (M6) of the tower on ``sq``: the engine judges it (M5, S11, T2 refuse it)."""
    if match.phase is not Phase.PLAY:
        return round_over(match, sq, taught)
    return Try(explain(match.position, sq, sq, sumos="S" in taught), deselect=True)


def round_over(match: Match, sq: Square, taught: frozenset[str] = ALL_FAMILIES) -> Say:
    """A click after the round's end: the engine's refusal (R4, F1), or, on a board whose learner has not met
    matches (R) yet, only that the round is over and who won it."""
    res = match.position.result
    if "R" in taught or res is None:
        verdict = match.explain(sq, sq)
        return Say(str(verdict), "warning", verdict.rule)
    return Say(f"The round is over: {match.names[res.winner]} won it ({res.reason}).", "warning", res.reason)


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
