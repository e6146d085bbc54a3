"""Explanations for learners (D1): is a move from one square to another legal, and if not, why."""

from __future__ import annotations

from dataclasses import dataclass

from .basics import Square, square_file, square_name, square_rank
from .moves import Move, MoveKind
from .position import RANK_NAMES, REACH, MAX_PLAY_RANK, Position, Tower, squares_between


@dataclass(frozen=True)
class Verdict:
    """The answer to "may this tower go there?".

    ``legal`` tells; ``move`` is the legal move when it is; otherwise ``rule`` is the rule ID
    that forbids it and ``reason`` a plain sentence naming the squares, colours and towers.
    """

    legal: bool
    move: Move | None
    rule: str | None
    reason: str

    def __str__(self) -> str:
        return f"{self.rule}: {self.reason}" if self.rule else self.reason


def _no(rule: str, reason: str) -> Verdict:
    return Verdict(False, None, rule, reason)


def why_this_tower(pos: Position) -> tuple[str, str]:
    """The rule and sentence that say which tower must move now (T1, T2, S3, M6)."""
    p = pos.turn.title
    if pos.to_move is None:
        return "T1", f"{p} opens the round and may move any of their towers."
    c = pos.to_move.title
    if pos.extra_turn:
        return "S3", f"after the push {p} moves again, with their {c} tower — the colour of the square the furthest pushed tower now stands on."
    article = "an" if c[0] in "AEIOU" else "a"
    return "T2", f"{p} must move {c} — the opponent's last move ended on {article} {c.lower()} square."


def explain(pos: Position, from_square: Square, to_square: Square, kind: MoveKind | None = None) -> Verdict:
    """Judge the attempt to move the tower on ``from_square`` to ``to_square`` (D1).

    ``from_square == to_square`` asks for a pass (M6). ``kind`` may insist on a push or a step.
    """
    if pos.result is not None:
        return _no(pos.result.reason, "the round is already over. " + pos.result.describe())
    turn = pos.turn.title
    t = pos.tower_at(from_square)
    fs, ts = square_name(from_square), square_name(to_square)
    rule, why = why_this_tower(pos)
    if t is None:
        return _no(rule, f"there is no tower on {fs}. {why[0].upper()}{why[1:]}")
    if t.player is not pos.turn:
        return _no(rule, f"it is {turn}'s turn, and the tower on {fs} is {t.describe()}. {why[0].upper()}{why[1:]}")
    if pos.to_move is not None and t.colour is not pos.to_move:
        return _no(rule, f"the tower on {fs} is {turn}'s {t.colour.title}, but {why}")

    tower = Tower(t.player, t.colour)
    legal = pos.legal_moves()
    own = [m for m in legal if m.from_square == from_square]
    name = f"{t.describe()} on {fs}"

    if from_square == to_square:
        if not own and pos.to_move is None:
            return _no("T1", f"{name} cannot move, but {turn} opens the round and may choose any tower that can.")
        if own and own[0].is_pass:
            return Verdict(True, own[0], None, f"{name} cannot move, so {turn} passes (M6).")
        if own and all(m.is_push for m in own):
            return _no("S11", f"{name} can push, and the push is its only move, so it must push (no pass).")
        return _no("M5", f"{name} can move, so it must move at least one square; a pass is only for a blocked tower.")

    for m in own:
        if m.to_square == to_square and (kind is None or kind is m.kind):
            what = "pushes" if m.is_push else "moves"
            return Verdict(True, m, None, f"{name} {what} to {ts}.")

    fwd = t.player.forward
    df = square_file(to_square) - square_file(from_square)
    dr = (square_rank(to_square) - square_rank(from_square)) * fwd
    if dr <= 0:
        way = "sideways" if dr == 0 else "backwards"
        return _no("M1", f"{fs} to {ts} goes {way}; a tower moves only straight or diagonally forward.")
    if df != 0 and abs(df) != dr:
        return _no("M1", f"{fs} to {ts} is not a straight or diagonal line; a tower moves only straight or diagonally forward.")

    target = pos.tower_at(to_square)
    rank = min(t.rank, MAX_PLAY_RANK)
    if dr == 1 and df == 0 and target is not None:
        if pos.to_move is None and t.rank > 0:
            return _no("S2", f"only the tower that must move (T2) may push; at the first move of a round {turn} only steps.")
        _, problem = pos._push_line(tower)  # noqa: SLF001 - same package
        if problem is not None:
            return _no(*problem)
    if kind is MoveKind.PUSH and not (dr == 1 and df == 0):
        return _no("S4", f"a push goes one square straight forward; {fs} to {ts} is not that.")
    if kind is MoveKind.PUSH and target is None:
        return _no("S2", f"there is no tower on {ts} to push.")
    if dr == 1 and df != 0 and target is not None and t.rank > 0:
        return _no("S4", f"a Sumo pushes only straight forward, never diagonally; {target.describe()} on {ts} cannot be pushed from {fs}.")
    if dr > REACH[rank]:
        return _no("S1", f"a {RANK_NAMES[rank]} moves at most {REACH[rank]} square{'s' if REACH[rank] > 1 else ''}; {fs} to {ts} is {dr}.")
    for sq in squares_between(from_square, to_square):
        blocker = pos.tower_at(sq)
        if blocker is not None:
            return _no("M2", f"the path from {fs} to {ts} is blocked at {square_name(sq)} by {blocker.describe()}.")
    if target is not None:
        return _no("M3", f"{ts} is taken by {target.describe()}; a tower moves only onto an empty square.")
    return _no("M1", f"{name} cannot reach {ts}.")  # pragma: no cover - every case is named above
