"""Explanations for learners (D1): is a move from one square to another legal, and if not, why.

Every explanation is a whole sentence of the catalogue, one per case; towers are named by
:mod:`~kamisado_widget.engine.names`.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import core
from .basics import Colour, Player, Square, square_name
from .catalogue import N_, _, ngettext
from .moves import Move, MoveKind
from .names import colour_name, player_name, tower_name
from .pieces import PlacedTower, ReadsPosition, RoundResult


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
    rule = core.tower_rule(-1 if pos.to_move is None else pos.to_move, pos.extra_turn)
    return rule, _(_WHY[_why_case(pos, rule)]).format(**_why_values(pos))


# The three answers to "which tower must move?", alone and after each of the three ways of choosing the
# wrong tower (no tower there, the opponent's, another colour): whole sentences per case.
_WHY = {
    "T1": N_("{player} opens the round and may move any of its towers."),
    "S3": N_(
        "after the push {player} moves again, with its {colour} tower — the colour of the square the furthest "
        "pushed tower now stands on."
    ),
    "T2": N_("{player} must move {colour} — the opponent's last move ended on a square of that colour."),
}
_EMPTY = {
    "T1": N_("there is no tower on {square}. {player} opens the round and may move any of its towers."),
    "S3": N_(
        "there is no tower on {square}. After the push {player} moves again, with its {colour} tower — the colour "
        "of the square the furthest pushed tower now stands on."
    ),
    "T2": N_(
        "there is no tower on {square}. {player} must move {colour} — the opponent's last move ended on a "
        "square of that colour."
    ),
}
_OPPONENT = {
    "T1": N_(
        "it is {player}'s turn, and the tower on {square} is {tower}. {player} opens the round and may move any of "
        "its towers."
    ),
    "S3": N_(
        "it is {player}'s turn, and the tower on {square} is {tower}. After the push {player} moves again, with its "
        "{colour} tower — the colour of the square the furthest pushed tower now stands on."
    ),
    "T2": N_(
        "it is {player}'s turn, and the tower on {square} is {tower}. {player} must move {colour} — the "
        "opponent's last move ended on a square of that colour."
    ),
}
_OTHER_COLOUR = {
    "S3": N_(
        "the tower on {square} is {tower}, but after the push {player} moves again, with its {colour} tower — the "
        "colour of the square the furthest pushed tower now stands on."
    ),
    "T2": N_(
        "the tower on {square} is {tower}, but {player} must move {colour} — the opponent's last move "
        "ended on a square of that colour."
    ),
}


def _why_case(pos: ReadsPosition, rule: str) -> str:
    return "T1" if pos.to_move is None else ("S3" if rule == "S3" else "T2")


def _why_values(pos: ReadsPosition) -> dict[str, str]:
    colour = "" if pos.to_move is None else colour_name(pos.to_move)
    return {"player": player_name(pos.turn), "colour": colour}


def explain(
    pos: ReadsPosition, from_square: Square, to_square: Square, kind: MoveKind | None = None, *, sumos: bool = True
) -> Verdict:
    """Decide whether the tower on ``from_square`` may move to ``to_square`` (D1), and say why not.

    ``from_square == to_square`` asks for a pass (M6). ``kind`` may insist on a push or a step.
    The rules core decides (:func:`core.move_or_refusal`); this function only puts its answer into words: with
    ``sumos=False`` (a board for learners who have not met Sumos yet) they never speak of Sumos or pushes.
    """
    if pos.result is not None:
        return _no(pos.result.reason, _("the round is already over. {how}").format(how=pos.result.sentence()))
    answer = pos.move_or_refusal(from_square, to_square, kind)
    fs, ts = square_name(from_square), square_name(to_square)
    if isinstance(answer, Move):
        move = answer
        t = pos.tower_at(from_square)
        assert t is not None
        values = {"tower": t.describe(), "start": fs, "end": ts, "player": player_name(pos.turn)}
        if move.is_pass:
            return Verdict(True, move, None, _("{tower} on {start} cannot move, so {player} passes (M6).").format(**values))
        if move.is_push:
            return Verdict(True, move, None, _("{tower} on {start} pushes to {end}.").format(**values))
        return Verdict(True, move, None, _("{tower} on {start} moves to {end}.").format(**values))
    return _no(answer.rule, _sentence(pos, answer, from_square, to_square, sumos))


def _tower(pos: ReadsPosition, i: int) -> PlacedTower:
    """The tower numbered ``i`` (``player * 8 + colour``), as the core names towers."""
    player, colour = Player(i >> 3), Colour(i & 7)
    return PlacedTower(player, colour, pos.square_of(player, colour), pos.rank_of(player, colour))


def result_sentence(result: RoundResult, *, promotion: bool = True, rule_id: bool = True) -> str:
    """How a round ended (``result.describe()``); with ``promotion=False`` (a board for learners who have not met
    promotion yet) without the deadlock's "promoted (P3)", with ``rule_id=False`` (learners who have not met the
    movement rules' IDs yet) without the leading "M7: "."""
    said = result.sentence(promotion=promotion)
    return f"{result.reason}: {said}" if rule_id else said


# S1, S7, S8 speak of the moving tower's rank (a Sumo, Double or Triple Sumo moves and pushes): one sentence
# per rank, since the rank's word changes the sentence around it in other languages.
def _reach_sentence(rank: int, reach: int) -> str | None:
    if rank == 1:
        return ngettext("a Sumo moves at most {count} square; {start} to {end} is {number}.",
                        "a Sumo moves at most {count} squares; {start} to {end} is {number}.", reach)
    if rank == 2:
        return ngettext("a Double Sumo moves at most {count} square; {start} to {end} is {number}.",
                        "a Double Sumo moves at most {count} squares; {start} to {end} is {number}.", reach)
    if rank == 3:
        return ngettext("a Triple Sumo moves at most {count} square; {start} to {end} is {number}.",
                        "a Triple Sumo moves at most {count} squares; {start} to {end} is {number}.", reach)
    return None


def _pushes_sentence(rank: int) -> str | None:
    if rank == 1:
        return ngettext("a Sumo pushes at most {count} tower, but {number} stand in a row in front of it.",
                        "a Sumo pushes at most {count} towers, but {number} stand in a row in front of it.", rank)
    if rank == 2:
        return ngettext("a Double Sumo pushes at most {count} tower, but {number} stand in a row in front of it.",
                        "a Double Sumo pushes at most {count} towers, but {number} stand in a row in front of it.",
                        rank)
    if rank == 3:
        return ngettext("a Triple Sumo pushes at most {count} tower, but {number} stand in a row in front of it.",
                        "a Triple Sumo pushes at most {count} towers, but {number} stand in a row in front of it.",
                        rank)
    return None


_NOT_LOWER = {
    1: N_("{tower} on {square} does not have a lower rank than the Sumo, so it cannot be pushed."),
    2: N_("{tower} on {square} does not have a lower rank than the Double Sumo, so it cannot be pushed."),
    3: N_("{tower} on {square} does not have a lower rank than the Triple Sumo, so it cannot be pushed."),
}


def _sentence(pos: ReadsPosition, r: core.Refusal, from_square: Square, to_square: Square, sumos: bool = True) -> str:
    """The plain sentence for the core's refusal (D1); ``sumos=False`` words it without Sumos."""
    turn = player_name(pos.turn)
    fs, ts = square_name(from_square), square_name(to_square)
    rule = r.rule
    if r.detail in ("empty", "opponent", "colour"):
        case = _why_case(pos, why_this_tower(pos)[0])
        values = _why_values(pos)
        if r.detail == "empty":
            return _(_EMPTY[case]).format(square=fs, **values)
        t = _tower(pos, r.tower)
        if r.detail == "opponent":
            return _(_OPPONENT[case]).format(square=fs, tower=t.describe(), **values)
        return _(_OTHER_COLOUR[case]).format(square=fs, tower=tower_name(t.player, t.colour, None), **values)
    me = pos.tower_at(from_square)
    assert me is not None
    mine = {"tower": me.describe(), "square": fs, "start": fs, "end": ts, "player": turn}
    if rule == "T1":
        return _("{tower} on {square} cannot move, but {player} opens the round and may choose any tower that can.").format(
            **mine
        )
    if rule == "S11":
        return _("{tower} on {square} can push, and the push is its only move, so it must push (no pass).").format(**mine)
    if rule == "M5":
        return _(
            "{tower} on {square} can move, so it must move at least one square; a pass is only for a blocked tower."
        ).format(**mine)
    if rule == "M1" and r.detail == "sideways":
        return _(
            "the move from {start} to {end} goes sideways; a tower moves only straight or diagonally forward."
        ).format(**mine)
    if rule == "M1" and r.detail == "backwards":
        return _(
            "the move from {start} to {end} goes backwards; a tower moves only straight or diagonally forward."
        ).format(**mine)
    if rule == "M1" and r.detail == "not a line":
        return _(
            "the move from {start} to {end} is not a straight or diagonal line; a tower moves only straight or "
            "diagonally forward."
        ).format(**mine)
    if rule == "S2" and r.detail == "free choice":
        return _("only the tower that must move (T2) may push; at the first move of a round {player} only steps.").format(
            **mine
        )
    if rule == "M3" and r.detail == "not a Sumo" and sumos:
        return _("{tower} is not a Sumo and cannot push; it may only move onto an empty square.").format(**mine)
    if rule == "S9":
        other = _tower(pos, r.tower)
        return _("a Sumo pushes only the opponent's towers, and {tower} on {square} is {player}'s own.").format(
            tower=other.describe(), square=square_name(other.square), player=turn
        )
    pushes = _pushes_sentence(me.rank) if rule == "S7" else None
    if pushes is not None:
        return pushes.format(count=me.rank, number=r.number)
    if rule == "S8" and me.rank in _NOT_LOWER:
        other = _tower(pos, r.tower)
        return _(_NOT_LOWER[me.rank]).format(tower=other.describe(), square=square_name(other.square))
    if rule == "S6":
        other = _tower(pos, r.tower)
        return _(
            "{tower} on {square} stands on its own home row; pushing it would take it off the board (S5)."
        ).format(tower=other.describe(), square=square_name(other.square))
    if rule == "S4" and r.detail == "not straight ahead":
        return _("a push goes one square straight forward; {start} to {end} is not that.").format(**mine)
    if rule == "S2" and r.detail == "nothing to push":
        return _("there is no tower on {square} to push.").format(square=ts)
    if rule == "S4":
        return _(
            "a Sumo pushes only straight forward, never diagonally; {tower} on {square} cannot be pushed from {start}."
        ).format(tower=_tower(pos, r.tower).describe(), square=ts, start=fs)
    reach = core.reach(me.rank)
    moves = _reach_sentence(me.rank, reach) if rule == "S1" else None
    if moves is not None:
        return moves.format(count=reach, start=fs, end=ts, number=r.number)
    if rule == "M2":
        return _("the path from {start} to {end} is blocked at {square} by {tower}.").format(
            start=fs, end=ts, square=square_name(r.square), tower=_tower(pos, r.tower).describe()
        )
    if rule == "M3":
        return _("the square {square} is taken by {tower}; a tower moves only onto an empty square.").format(
            square=ts, tower=_tower(pos, r.tower).describe()
        )
    return _("{tower} on {square} cannot reach {end}.").format(**mine)  # pragma: no cover - every case is named above
