"""Explanations for learners (D1): is a move from one square to another legal, and if not, why."""

from __future__ import annotations

from dataclasses import dataclass

from . import core
from .basics import Colour, Player, Square, square_name
from .moves import Move, MoveKind
from .pieces import RANK_NAMES, PlacedTower, ReadsPosition, RoundResult
from .words import article


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


def why_this_tower(pos: ReadsPosition) -> tuple[str, str]:
    """The rule and sentence that say which tower must move now (T1, T2, S3, M6)."""
    p = pos.turn.title
    rule = core.tower_rule(-1 if pos.to_move is None else pos.to_move, pos.extra_turn)
    if pos.to_move is None:
        return rule, f"{p} opens the round and may move any of its towers."
    c = pos.to_move.title
    if rule == "S3":
        return rule, (
            f"after the push {p} moves again, with its {c} tower — the colour of the square the furthest "
            f"pushed tower now stands on."
        )
    return rule, f"{p} must move {c} — the opponent's last move ended on {article(c)} {c.lower()} square."


def explain(
    pos: ReadsPosition, from_square: Square, to_square: Square, kind: MoveKind | None = None, *, sumos: bool = True
) -> Verdict:
    """Judge the attempt to move the tower on ``from_square`` to ``to_square`` (D1).

    ``from_square == to_square`` asks for a pass (M6). ``kind`` may insist on a push or a step.
    The rules core decides (:func:`core.judge`); this function only puts its answer into words: with
    ``sumos=False`` (a board for learners who have not met Sumos yet) they never speak of Sumos or pushes.
    """
    if pos.result is not None:
        how = pos.result.describe().removeprefix(f"{pos.result.reason}: ")  # the rule is the verdict's own
        return _no(pos.result.reason, f"the round is already over. {how[0].upper()}{how[1:]}")
    answer = pos.judge(from_square, to_square, kind)
    fs, ts = square_name(from_square), square_name(to_square)
    if isinstance(answer, Move):
        move = answer
        t = pos.tower_at(from_square)
        assert t is not None
        name = f"{t.describe()} on {fs}"
        if move.is_pass:
            return Verdict(True, move, None, f"{name} cannot move, so {pos.turn.title} passes (M6).")
        return Verdict(True, move, None, f"{name} {'pushes' if move.is_push else 'moves'} to {ts}.")
    return _no(answer.rule, _sentence(pos, answer, from_square, to_square, sumos))


def _tower(pos: ReadsPosition, i: int) -> PlacedTower:
    """The tower numbered ``i`` (``player * 8 + colour``), as the core names towers."""
    player, colour = Player(i >> 3), Colour(i & 7)
    return PlacedTower(player, colour, pos.square_of(player, colour), pos.rank_of(player, colour))


def _on(pos: ReadsPosition, i: int) -> str:
    """E.g. "Gold's Yellow tower on d6"."""
    t = _tower(pos, i)
    return f"{t.describe()} on {square_name(t.square)}"


def result_sentence(result: RoundResult, *, promotion: bool = True) -> str:
    """How a round ended (``result.describe()``); with ``promotion=False`` (a board for learners who have not met
    promotion yet) without the deadlock's "promoted (P3)"."""
    text = result.describe()
    clause = f"; {result.winner.title}'s {result.tower.title} is promoted (P3)."
    return text if promotion or not text.endswith(clause) else text.removesuffix(clause) + "."


def _sentence(pos: ReadsPosition, r: core.Refusal, from_square: Square, to_square: Square, sumos: bool = True) -> str:
    """The plain sentence for the core's refusal (D1); ``sumos=False`` words it without Sumos."""
    turn = pos.turn.title
    fs, ts = square_name(from_square), square_name(to_square)
    rule = r.rule
    if r.detail in ("empty", "opponent", "colour"):
        why = why_this_tower(pos)[1]
        if r.detail == "empty":
            return f"there is no tower on {fs}. {why[0].upper()}{why[1:]}"
        t = _tower(pos, r.tower)
        if r.detail == "opponent":
            return f"it is {turn}'s turn, and the tower on {fs} is {t.describe()}. {why[0].upper()}{why[1:]}"
        return f"the tower on {fs} is {turn}'s {t.colour.title}, but {why}"
    me = pos.tower_at(from_square)
    assert me is not None
    name = f"{me.describe()} on {fs}"
    if rule == "T1":
        return f"{name} cannot move, but {turn} opens the round and may choose any tower that can."
    if rule == "S11":
        return f"{name} can push, and the push is its only move, so it must push (no pass)."
    if rule == "M5":
        return f"{name} can move, so it must move at least one square; a pass is only for a blocked tower."
    if rule == "M1" and r.detail in ("sideways", "backwards"):
        return f"the move from {fs} to {ts} goes {r.detail}; a tower moves only straight or diagonally forward."
    if rule == "M1" and r.detail == "not a line":
        return (
            f"the move from {fs} to {ts} is not a straight or diagonal line; a tower moves only straight or "
            f"diagonally forward."
        )
    if rule == "S2" and r.detail == "free choice":
        return f"only the tower that must move (T2) may push; at the first move of a round {turn} only steps."
    if rule == "M3" and r.detail == "not a Sumo" and sumos:
        return f"{me.describe()} is not a Sumo and cannot push; it may only move onto an empty square."
    if rule == "S9":
        return f"a Sumo pushes only the opponent's towers, and {_on(pos, r.tower)} is {turn}'s own."
    if rule == "S7":
        return (
            f"a {RANK_NAMES[me.rank]} pushes at most {me.rank} tower{'s' if me.rank > 1 else ''}, "
            f"but {r.number} stand in a row in front of it."
        )
    if rule == "S8":
        return f"{_on(pos, r.tower)} does not have a lower rank than the {RANK_NAMES[me.rank]}, so it cannot be pushed."
    if rule == "S6":
        return f"{_on(pos, r.tower)} stands on its own home row; pushing it would take it off the board (S5)."
    if rule == "S4" and r.detail == "not straight ahead":
        return f"a push goes one square straight forward; {fs} to {ts} is not that."
    if rule == "S2" and r.detail == "nothing to push":
        return f"there is no tower on {ts} to push."
    if rule == "S4":
        return (
            f"a Sumo pushes only straight forward, never diagonally; {_tower(pos, r.tower).describe()} on {ts} "
            f"cannot be pushed from {fs}."
        )
    if rule == "S1":
        reach = core.reach(me.rank)
        return (
            f"a {RANK_NAMES[me.rank]} moves at most {reach} square{'s' if reach > 1 else ''}; "
            f"{fs} to {ts} is {r.number}."
        )
    if rule == "M2":
        return f"the path from {fs} to {ts} is blocked at {square_name(r.square)} by {_tower(pos, r.tower).describe()}."
    if rule == "M3":
        return (
            f"the square {ts} is taken by {_tower(pos, r.tower).describe()}; a tower moves only onto an empty "
            f"square."
        )
    return f"{name} cannot reach {ts}."  # pragma: no cover - every case is named above
