"""The move list and the replay cursor as the page sees them: the ``history`` trait and the view's ``replay``
entry (docs/widget-protocol.md)."""

from __future__ import annotations

from typing import Any

from ..engine import Fill, Match, Move
from ..engine.catalogue import _
from ..engine.match import FillChoice
from ..engine.pieces import points_for
from ..session.replay import replay_status, replay_where
from ..session.sentences import move_sentence, name_of
from ..session.state import UiState, shown_ply
from .schema import FinishedRound, History, HistoryResult, RoundStart


def history_view(match: Match) -> History:
    """The ``history`` trait: the finished rounds (each with its moves, who made them, its result and
    the fill choice that followed it) and the current round's number, Challenger, start and result.

    The current round's moves are the view's ``moves`` and ``movers``, so a move in a round sends the
    view alone; this trait changes with fills, round ends, undo across them and a new match. A round
    that starts at state ``start`` has its moves at states ``start + 1``, ``start + 2``, ... and its
    fill choice leads to state ``start + len(moves) + 1``, where the next round starts.
    """
    states, events = match.states, match.events
    rounds: list[FinishedRound] = []
    start = 0
    for ply, event in enumerate(events, 1):
        if isinstance(event, FillChoice):
            moves = events[start:ply - 1]
            round_info = _round_info(match, start, ply - 1)
            names = {"player": name_of(match, event.player), "number": round_info["number"] + 1}
            rounds.append({
                **round_info,
                "moves": [m.text() for m in moves],
                "words": move_words(match, start, ply - 1),
                "by": "".join(states[i].position.turn.letter for i in range(start, ply - 1)),
                "fill": {
                    "direction": event.direction.value, "player": event.player.title.lower(),
                    "text": _fill_text(event.direction).format(**names),
                    "label": _fill_label(event.direction).format(**names),
                },
            })
            start = ply
    return {"rounds": rounds, "current": _round_info(match, start, len(states) - 1)}


def _fill_text(direction: Fill) -> str:
    """The move list's words for a refill (F1), to be filled with the ``player`` who chose it."""
    if direction is Fill.LEFT:
        return _("{player} filled from the left (F1)")
    return _("{player} filled from the right (F1)")


def _fill_label(direction: Fill) -> str:
    """The move list's label for a refill (F1): who chose it and the ``number`` of the round it begins."""
    if direction is Fill.LEFT:
        return _("{player} filled from the left (F1): round {number} begins")
    return _("{player} filled from the right (F1): round {number} begins")


def move_words(match: Match, start: int, end: int) -> list[str]:
    """The moves from state ``start`` to state ``end`` in words, for the move list's labels: a pass ("a7=") and a
    push ("d5>d6") are said, not only written ("Gold's Orange on a7 is blocked and passes (M6)."); a step, whose
    notation says it all, is "" (a short view on every move)."""
    states, events = match.states, match.events
    return [
        move_sentence(states[i].position, states[i + 1].position, event) if event.is_pass or event.is_push else ""
        for i in range(start, end) if isinstance(event := events[i], Move)
    ]


def _round_info(match: Match, start: int, end: int) -> RoundStart:
    """A round that starts at state ``start`` and stands at state ``end``: its number, Challenger and result."""
    first, last = match.states[start], match.states[end].position
    res = last.result
    result: HistoryResult | None = None
    if res is not None:
        result = {"winner": res.winner.title.lower(), "reason": res.reason,
                  "points": points_for(last.rank_of(res.winner, res.tower))}
    return {"number": first.round_number, "challenger": first.challenger.title.lower(), "start": start,
            "result": result}


def replay_view(match: Match, ui: UiState) -> dict[str, Any]:
    """The view's ``replay`` entry: null while the board shows the game, else the cursor and the question."""
    ply = shown_ply(match, ui)
    last = len(match.states) - 1
    if ply == last:
        return {"replay": None}
    return {  # the hint and the analysis are about the game: not drawn on an earlier position
        "replay": {
            "ply": ply, "plies": last, "later": last - ply, "asking": ui.replay_asking, "where": replay_where(match, ply),
        },
        "status": replay_status(match, ply), "hint": None, "analysis": None,
    }
