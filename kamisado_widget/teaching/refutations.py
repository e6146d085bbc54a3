"""Why a move loses a won round, proven by the solver: the refutation and the sentence that says it.

Puzzles and the goals that keep a win (:class:`~kamisado_widget.teaching.goals.KeepsTheWin`,
:class:`~kamisado_widget.teaching.goals.WinIn`) share them. The solver's answers are cached per position, so
judging a learner's move twice (the board, then "Show me") costs one search. Imports no widget library.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..engine import Move, Position
from ..engine.ai import WIN, Solution, solve

CHECK_NODES = 2_000_000  # the solver's budget for judging a move of a task (a node count: the same on every machine)


@lru_cache(maxsize=4096)
def proven(position: Position, max_nodes: int | None = CHECK_NODES) -> Solution:
    """The solver's answer for ``position`` within ``max_nodes`` (cached)."""
    return solve(position, max_nodes=max_nodes)


def plies(n: int) -> str:
    """A distance for learners, in moves (both sides' moves, a pass and the move after a push each count)."""
    return f"{n} move" if n == 1 else f"{n} moves"


@dataclass(frozen=True)
class Refutation:
    """How the opponent wins after a losing first move: in ``distance`` plies after it; ``next``
    is the first move of the solver's line after it (None if the move ends the round at once);
    ``end`` how the round ends, "M7" or "M8"."""

    distance: int
    next: str | None
    end: str


def throws_away(start: Position, move: str, r: Refutation) -> str:
    """The sentence for ``move`` from ``start`` after which the opponent wins as ``r`` says."""
    me, you = start.turn, start.turn.opponent
    if r.distance == 0:
        return (f"The move {move} throws the win away: it causes a deadlock, and the player whose move causes a "
                "deadlock loses the round (M8).")
    how = "by a deadlock that you cause (M8)" if r.end == "M8" else "by reaching your home row (M7)"
    after = start.play(Move.from_text(move))
    if after.turn is me:
        return (f"The move {move} throws the win away: after the push you move again (S3), but every move then loses. "
                f"{you.title} wins the round {how}, {plies(r.distance)} after your push.")
    assert r.next is not None
    if r.distance == 1:
        return f"The move {move} throws the win away: {you.title} answers {r.next} and wins the round at once {how}."
    reply = Move.from_text(r.next)
    answer = f"{you.title} passes with {r.next} (M6)" if reply.is_pass else f"{you.title} answers {r.next}"
    return (f"The move {move} throws the win away: {answer}, and whatever you do, {you.title} then wins the round "
            f"{how}, {plies(r.distance)} after your move.")


def refute(start: Position, move: Move, max_nodes: int | None = CHECK_NODES) -> Refutation | None:
    """How the opponent wins after ``move`` (proven by the solver), or None if they do not (or it is not proven)."""
    mover = start.turn
    after = start.play(move)
    if after.result is not None:
        return None if after.result.winner is mover else Refutation(0, None, after.result.reason)
    s = proven(after, max_nodes)
    if not s.proven or (s.result is WIN) == (after.turn is mover):
        return None
    end = after
    for m in s.line:
        end = end.play(m)
    assert end.result is not None
    return Refutation(s.distance or 0, s.line[0].text() if s.line else None, end.result.reason)


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


__all__ = ["CHECK_NODES", "Refutation", "plies", "proven", "refute", "throws_away", "win_after"]
