"""Proven puzzles: positions from computer games where exactly one move wins.

The puzzles live in ``puzzles.json`` next to this module; ``scripts/make_puzzles.py`` found them
with the engine's solver and documents every field. In short, each puzzle has

* ``position``: the match text of the position (the side to move is the puzzle's solver);
* ``answer``: the only legal move that wins the round; every other legal move is proven to lose
  (a round cannot be drawn, M8), and ``refutations`` says how the opponent then wins;
* ``distance``: the shortest win in plies (both sides' moves, passes and the move after a push
  included) and ``moves``, the grade: how many of those plies are the solver's own;
* ``themes`` read from the solution ``line``: ``sumo push``, ``pass``, ``deadlock``, ``home row``;
* ``rating`` for ordering, and ``source``: the game (seed, levels, match length, round, ply).

>>> from kamisado_widget.teaching.puzzles import load_puzzles, puzzle_set
>>> len(load_puzzles()) >= 30
True
>>> puzzle_set(2)  # doctest: +SKIP
"""

from __future__ import annotations

import json
import pathlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from ..engine import RANK_NAMES, Match, Move, Player, Position, square_name
from ..engine.ai import WIN, solve
from ..engine.words import article
from .exercise import Exercise, ExerciseSet, Goal

if TYPE_CHECKING:
    from ..widget.board import Attempt

DATA = pathlib.Path(__file__).with_name("puzzles.json")
CHECK_NODES = 2_000_000  # the solver's budget for checking a move in a position with several wins
GRADES = {1: "Win in 1", 2: "Win in 2", 3: "Win in 3", 4: "Win in 4"}
THEMES = ("sumo push", "pass", "deadlock", "home row")


def plies(n: int) -> str:
    return f"{n} ply" if n == 1 else f"{n} plies"


@dataclass(frozen=True)
class Refutation:
    """How the opponent wins after a losing first move: in ``distance`` plies after it; ``next``
    is the first move of the solver's line after it (None if the move ends the round at once);
    ``end`` how the round ends, "M7" or "M8"."""

    distance: int
    next: str | None
    end: str


@dataclass(frozen=True)
class Puzzle:
    """One puzzle of ``puzzles.json`` (the fields are described in the module docstring); its
    task, hints, success text and refutation sentences, and :meth:`exercise` to play it."""

    id: str
    position: str
    answer: str
    line: tuple[str, ...]
    distance: int
    moves: int
    themes: tuple[str, ...]
    legal: int
    rating: int
    refutations: Mapping[str, Refutation]
    source: Mapping[str, int] = field(default_factory=dict)

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Puzzle:
        return cls(
            id=d["id"], position=d["position"], answer=d["answer"], line=tuple(d["line"]),
            distance=d["distance"], moves=d["moves"], themes=tuple(d["themes"]), legal=d["legal"],
            rating=d["rating"], refutations={m: Refutation(**r) for m, r in d["refutations"].items()},
            source=dict(d["source"]),
        )

    @property
    def start(self) -> Position:
        return Match.from_text(self.position).position

    @property
    def player(self) -> Player:
        return self.start.turn

    @property
    def grade(self) -> str:
        return GRADES[self.moves]

    # ------------------------------------------------------------ teaching texts
    def task(self) -> str:
        me, start = self.player, self.start
        mover = start.mover
        assert mover is not None
        tower = f"your {mover.colour.title} {RANK_NAMES[mover.rank]} on {square_name(mover.square)}"
        if start.extra_turn:
            which = f"You have just pushed, so you move again, and {tower} is the tower that must move (S3)."
        else:
            which = f"The colour rule picks {tower} (T2)."
        own = "one move of your own" if self.moves == 1 else f"{self.moves} moves of your own"
        extra = " (a pass and the move after a push count as moves)" if self.moves > 1 else ""
        return (
            f"{me.title} to move. {which} Win the round in {own}{extra}, however {me.opponent.title} defends. "
            "Exactly one first move wins: find it."
        )

    def hints(self) -> list[str]:
        out = []
        if "deadlock" in self.themes:
            out.append("The round ends in a deadlock (M8): play so that your opponent's last move leaves every "
                       "tower in the chain blocked. The player whose move causes a deadlock loses the round.")
        if "pass" in self.themes:
            out.append("A pass is part of the solution: a blocked tower passes (M6), and the colour of the square "
                       "it stands on picks the next tower.")
        if "sumo push" in self.themes:
            out.append("A Sumo push is part of the solution (S2), and after a push the pusher moves again (S3).")
        if not out:
            out.append("Look for a way to reach your opponent's home row (M7) that your opponent cannot stop.")
        move = Move.from_text(self.answer)
        after = self.start.play(move)
        if move.is_push:
            out.append("The winning move is a push (S2): you move again at once (S3).")
        elif after.result is not None:
            out.append(f"The winning move ends on {square_name(move.to_square)}.")
        else:
            colour = self.start.colour_of(move.to_square).title
            out.append(f"The winning move ends on {article(colour)} {colour.lower()} square, so "
                       f"{self.player.opponent.title} "
                       f"must move its {colour} tower next (T2).")
        return out

    def success(self) -> str:
        me = self.player
        how = (f"{me.opponent.title}'s last move causes a deadlock, which {me.opponent.title} loses (M8)"
               if "deadlock" in self.themes else f"{me.title} reaches {me.opponent.title}'s home row (M7)")
        if self.distance == 1:
            return f"Right: {self.answer} is the only move that wins: {how} at once."
        return (f"Right: {self.answer} is the only move that wins. With best play the round goes "
                f"{', '.join(self.line)}, and {how}: a win in {plies(self.distance)}.")

    def wrong(self, move: str) -> str:
        """The sentence for a legal first move that is not the answer."""
        return throws_away(self.start, move, self.refutations[move])

    def exercise(self) -> Exercise:
        return Exercise(
            title=f"{self.id} · {self.grade} · {', '.join(self.themes)} · rating {self.rating}",
            task=self.task(),
            position=self.position,
            goal=UniqueWin(self),
            hints=self.hints(),
            success=self.success(),
            id=f"puzzle-{self.id}",  # the saved-progress key stays when the title's rating or themes change
        )


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
    s = solve(after, max_nodes=max_nodes)
    if not s.proven or (s.result is WIN) == (after.turn is mover):
        return None
    end = after
    for m in s.line:
        end = end.play(m)
    assert end.result is not None
    return Refutation(s.distance or 0, s.line[0].text() if s.line else None, end.result.reason)


@dataclass
class KeepsTheWin(Goal):
    """A winning position's checked move: right if the solver proves the mover still wins after it.

    A move after which the opponent wins is refused with the sentence that says it throws the win
    away (and how the opponent then wins); a move the solver cannot decide is refused as unproven.
    For positions with more than one winning move (a :class:`Puzzle` has exactly one).
    """

    max_nodes: int | None = CHECK_NODES

    def judge(self, match: Match, attempt: Attempt) -> str | None:
        move = attempt.verdict.move if attempt.verdict else None
        if move is None:
            return "This exercise asks for a move on the board."
        start = match.position
        after = start.play(move)
        if after.result is not None and after.result.winner is start.turn:
            return None
        r = refute(start, move, self.max_nodes)
        if r is not None:
            return throws_away(start, move.text(), r)
        s = solve(after, max_nodes=self.max_nodes)
        if s.proven and (s.result is WIN) == (after.turn is start.turn):
            return None
        return (f"After {move.text()} the solver cannot prove a win within its budget: look for a move "
                "that wins whatever your opponent does.")


@dataclass
class UniqueWin(Goal):
    """The puzzle's one winning first move; any other legal move gets the puzzle's refutation."""

    puzzle: Puzzle

    def judge(self, match: Match, attempt: Attempt) -> str | None:
        move = attempt.verdict.move if attempt.verdict else None
        if move is None:
            return "This puzzle asks for a move on the board."
        text = move.text()
        if text == self.puzzle.answer:
            return None
        if text in self.puzzle.refutations:
            return self.puzzle.wrong(text)
        return "That move is legal, but it is not the winning move."  # pragma: no cover - every legal move is listed


@cache
def _load(path: str) -> tuple[Puzzle, ...]:
    doc = json.loads(pathlib.Path(path).read_text())
    return tuple(Puzzle.from_dict(d) for d in doc["puzzles"])


def load_puzzles(path: str | pathlib.Path = DATA) -> list[Puzzle]:
    """Every puzzle, in grade order and, within a grade, by rating."""
    return list(_load(str(path)))


def puzzles_of(moves: int) -> list[Puzzle]:
    """The puzzles of one grade: a win in ``moves`` of the solver's own moves (1-4)."""
    if moves not in GRADES:
        raise ValueError(f"the grade is 1, 2, 3 or 4 (own moves to the win), not {moves!r}")
    return [p for p in load_puzzles() if p.moves == moves]


def puzzle_set(moves: int) -> ExerciseSet:
    """The exercises of one grade, easiest first, with a progress line."""
    return ExerciseSet([p.exercise() for p in puzzles_of(moves)], title=f"Puzzles: {GRADES[moves].lower()}")


__all__ = [
    "GRADES", "THEMES", "KeepsTheWin", "Puzzle", "Refutation", "UniqueWin", "load_puzzles", "puzzle_set", "puzzles_of",
    "refute", "throws_away",
]
