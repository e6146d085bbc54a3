"""Why a move loses a won round, proven by the solver: the refutation and the sentence that says it.

Puzzles and the goals that keep a win (:class:`~kamisado_widget.teaching.exercises.goals.KeepsTheWin`,
:class:`~kamisado_widget.teaching.exercises.goals.WinIn`) share them. The solver's answers are cached per position, so
checking a learner's move twice (the board, then "Show me") costs one search. Imports no widget library.

Every distance a learner reads counts the winner's own moves (:mod:`kamisado_widget.engine.ai.counting`),
never plies; the solver's distances (``distance``) stay plies inside.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ...engine import Move, Position, square_name
from ...engine.ai import WIN, Solution, own_moves, solve
from ...engine.catalogue import _, ngettext
from ...engine.names import player_name

CHECK_NODES = 2_000_000  # the solver's budget for checking a move of a task (a node count: the same on every machine)


@lru_cache(maxsize=4096)
def proven(position: Position, max_nodes: int | None = CHECK_NODES) -> Solution:
    """The solver's answer for ``position`` within ``max_nodes`` (cached)."""
    return solve(position, max_nodes=max_nodes)


@dataclass(frozen=True)
class Refutation:
    """How the opponent wins after a losing first move: in ``distance`` plies after it (the solver's count),
    which are ``moves`` of the opponent's own moves (the count a learner reads, :func:`own_moves`); ``next`` is
    the first move of the solver's line after it (None if the move ends the round at once); ``end`` how the
    round ends, "M7" or "M8"."""

    distance: int
    next: str | None
    end: str
    moves: int


def reply_words(position: Position, move: Move, tried: str) -> str:
    """The sentence that a tried move ``tried`` throws the win away, with the opponent's answer ``move`` (played
    in ``position``, after the try) in words and its notation in brackets: a pass and a push are said, never left
    as "a7=" or "d4>d5"."""
    tower = position.tower_at(move.from_square)
    assert tower is not None, "a legal move starts on a tower"
    name, a, b = tower.describe(), square_name(move.from_square), square_name(move.to_square)
    if move.is_pass:
        # Translators: {tried} is the learner's move "d1-e2"; {tower} is "Gold's Green tower", {square} "a2",
        # {move} the answer "a2=".
        return _("The move {tried} throws the win away: in answer, {tower} on {square} is blocked and passes "
                 "({move}, M6).").format(tried=tried, tower=name, square=a, move=move.text())
    if move.is_push:
        # Translators: {tried} is the learner's move; {tower} is "Gold's Red Sumo", {start} and {end} squares,
        # {move} the answer "d4>d5".
        return _("The move {tried} throws the win away: in answer, {tower} pushes from {start} to {end} ({move}, "
                 "S2) and moves again (S3).").format(tried=tried, tower=name, start=a, end=b, move=move.text())
    # Translators: {tried} is the learner's move; {tower} is "Gold's Yellow tower", {start} and {end} squares,
    # {move} the answer "e8-f7".
    return _("The move {tried} throws the win away: in answer, {tower} moves from {start} to {end} ({move}).").format(
        tried=tried, tower=name, start=a, end=b, move=move.text())


def _wins_after(you: str, n: int, m8: bool, answer_included: bool) -> str:
    """The sentence that says how the opponent ``you`` then wins, in ``n`` of its own moves."""
    if answer_included and m8:
        return ngettext(
            "Whatever you do, {player} then wins the round by a deadlock that you cause (M8), in {count} move of "
            "its own, this answer included.",
            "Whatever you do, {player} then wins the round by a deadlock that you cause (M8), in {count} moves of "
            "its own, this answer included.", n).format(player=you, count=n)
    if answer_included:
        return ngettext(
            "Whatever you do, {player} then wins the round by reaching your home row (M7), in {count} move of its "
            "own, this answer included.",
            "Whatever you do, {player} then wins the round by reaching your home row (M7), in {count} moves of its "
            "own, this answer included.", n).format(player=you, count=n)
    if m8:
        return ngettext(
            "{player} wins the round by a deadlock that you cause (M8), in {count} move of its own.",
            "{player} wins the round by a deadlock that you cause (M8), in {count} moves of its own.", n,
        ).format(player=you, count=n)
    return ngettext(
        "{player} wins the round by reaching your home row (M7), in {count} move of its own.",
        "{player} wins the round by reaching your home row (M7), in {count} moves of its own.", n,
    ).format(player=you, count=n)


def throws_away(start: Position, move: str, r: Refutation) -> str:
    """The sentences for ``move`` from ``start`` after which the opponent wins as ``r`` says."""
    me, you = start.turn, player_name(start.turn.opponent)
    if r.distance == 0:
        return _("The move {move} throws the win away: it causes a deadlock, and the player whose move causes a "
                 "deadlock loses the round (M8).").format(move=move)
    m8 = r.end == "M8"
    after = start.play(Move.from_text(move))
    if after.turn is me:
        return " ".join((
            _("The move {move} throws the win away: after the push you move again (S3), but every move then "
              "loses.").format(move=move),
            _wins_after(you, r.moves, m8, answer_included=False),
        ))
    assert r.next is not None
    reply = reply_words(after, Move.from_text(r.next), move)
    if r.distance == 1:
        ends = (_("{player} wins the round at once by a deadlock that you cause (M8).") if m8
                else _("{player} wins the round at once by reaching your home row (M7)."))
        return " ".join((reply, ends.format(player=you)))
    return " ".join((reply, _wins_after(you, r.moves, m8, answer_included=True)))


def refute(start: Position, move: Move, max_nodes: int | None = CHECK_NODES) -> Refutation | None:
    """How the opponent wins after ``move`` (proven by the solver), or None if they do not (or it is not proven)."""
    mover = start.turn
    after = start.play(move)
    if after.result is not None:
        return None if after.result.winner is mover else Refutation(0, None, after.result.reason, 0)
    s = proven(after, max_nodes)
    if not s.proven or (s.result is WIN) == (after.turn is mover):
        return None
    end = after
    for m in s.line:
        end = end.play(m)
    assert end.result is not None
    moves = own_moves(s.line, after.turn, mover.opponent)
    return Refutation(s.distance or 0, s.line[0].text() if s.line else None, end.result.reason, moves)


def win_after(start: Position, move: Move, max_nodes: int | None = CHECK_NODES) -> int | None:
    """The plies to the mover's proven win after ``move`` (0: it wins at once), or None when the solver does not
    prove a win for the mover."""
    after = start.play(move)
    if after.result is not None:
        return 0 if after.result.winner is start.turn else None
    s = proven(after, max_nodes)
    if s.proven and (s.result is WIN) == (after.turn is start.turn):
        return s.distance
    return None


__all__ = ["CHECK_NODES", "Refutation", "proven", "refute", "reply_words", "throws_away", "win_after"]
