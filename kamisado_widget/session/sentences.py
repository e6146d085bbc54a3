"""The sentences a board says about a position and a move: the status headline, a move just played,
the match's state between rounds, and the pass the board offers (M6). Every sentence the page shows is
written in Python; these are the ones the session and the view share.
"""

from __future__ import annotations

from ..engine import RANK_NAMES, Match, Move, Phase, Position
from ..engine.basics import Square, square_name
from ..engine.core import points_for, promoted_rank
from ..engine.explain import result_sentence, why_this_tower
from ..engine.match import MatchState
from ..engine.pieces import PlacedTower
from .taught import ALL_FAMILIES


def moves_from(pos: Position, sq: Square) -> list[Move]:
    return [m for m in pos.legal_moves() if m.from_square == sq]


def pass_offer(pos: Position) -> dict[str, str] | None:
    """The pass the board offers as a button when the tower that must move is blocked (M6), else None."""
    if pos.result is not None:
        return None
    moves = pos.legal_moves()
    if len(moves) != 1 or not moves[0].is_pass:
        return None
    sq = moves[0].from_square
    tower = pos.tower_at(sq)
    assert tower is not None
    label = f"Pass with {tower.describe()} on {square_name(sq)}"
    return {"square": square_name(sq), "move": moves[0].text(), "label": label}


def pushed_towers(before: Position, move: Move) -> tuple[tuple[PlacedTower, Square], ...]:
    """The towers a push moved back, nearest the pusher first, each with its new square (the core's record)."""
    return before.pushed_by(move)


def describe_move(before: Position, after: Position, move: Move, taught: frozenset[str] = ALL_FAMILIES) -> str:
    """A sentence for the aria-live region about a move just played (in the words of the families ``taught``)."""
    text = move_sentence(before, after, move)
    if after.result is not None:
        return text + " " + result_sentence(after.result, promotion="P" in taught)
    return text + " " + status(after)


def move_sentence(before: Position, after: Position, move: Move) -> str:
    """One sentence about a move: who moved (or pushed, or passed) from where to where."""
    t = before.tower_at(move.from_square)
    assert t is not None
    who = f"{t.player.title}'s {t.colour.title}"
    a, b = square_name(move.from_square), square_name(move.to_square)
    if move.is_pass:
        text = f"{who} on {a} is blocked and passes (M6)."
    elif move.is_push:
        names = ", ".join(
            f"{x.player.title}'s {x.colour.title} from {square_name(x.square)} to {square_name(to)}"
            for x, to in pushed_towers(before, move)
        )
        text = f"{who} pushed {names} and stepped from {a} to {b}."
    else:
        text = f"{who} moved from {a} to {b}."
    return text


def status(pos: Position, name_the_tower: bool = True, taught: frozenset[str] = ALL_FAMILIES) -> str:
    """One headline sentence about who moves now and why (neither side nor tower when a task asks for them)."""
    if pos.result is not None:
        return result_sentence(pos.result, promotion="P" in taught)
    if not name_the_tower:
        return "Make the move the task asks for."
    rule, _ = why_this_tower(pos)
    who = pos.turn.title
    if pos.to_move is None:
        return f"{who} to move: any tower ({rule})."
    chain = pos.blocked_chain()
    if chain:
        return f"{who} to move: {pos.to_move.title} is blocked and must pass (M6)."
    again = " again" if pos.extra_turn else ""
    return f"{who} moves{again}: {pos.to_move.title} ({rule})."


def match_status(
    match: Match, st: MatchState, *, fill_offered: bool = True, taught: frozenset[str] = ALL_FAMILIES
) -> str | None:
    """The status line for a finished round or match; ``None`` while a round is played. Without fill
    buttons (a demonstration's board) the round's line does not ask for a choice no one can make there.
    A board whose learner has not met matches (R), points and promotion (P) or refilling (F) yet
    (``taught``, :mod:`~kamisado_widget.session.taught`) only says who won the round and how."""
    if st.phase is not Phase.PLAY and "R" not in taught:
        res = st.position.result
        assert res is not None
        how = "home row reached, M7" if res.reason == "M7" else "deadlock, M8"
        return f"{match.names[res.winner]} wins the round ({how})."
    if st.phase is Phase.OVER:
        w = st.winner
        assert w is not None
        return (
            f"Match over: {match.names[w]} wins {st.score(w)}–{st.score(w.opponent)} "
            f"(target {st.target}, R4)."
        )
    if st.phase is Phase.FILL:
        res = st.position.result
        assert res is not None
        rank = st.position.rank_of(res.winner, res.tower)
        how = "home row reached, M7" if res.reason == "M7" else "deadlock, M8"
        gains = (
            f": {points_for(rank)} point{'s' if rank else ''}, {res.tower.title} becomes a {RANK_NAMES[promoted_rank(rank)]} "
            "(P1, P2)" if "P" in taught else ""
        )
        choice = fill_offered and "F" in taught
        return (
            f"Round {st.round_number} to {match.names[res.winner]} ({how}){gains}."
            + (f" {match.names[res.winner]} chooses how to refill the home rows (F1)." if choice else "")
        )
    return None
