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
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from ..engine import RANK_NAMES, Match, Move, Player, Position, square_name
from ..engine.words import article
from ..session.attempts import Attempt
from .exercise import Exercise
from .exercise_view import ExerciseSet
from .goals import KeepsTheWin, WinIn
from .refutations import Refutation, plies, refute, throws_away

DATA = pathlib.Path(__file__).with_name("puzzles.json")
GRADES = {1: "Win in 1", 2: "Win in 2", 3: "Win in 3", 4: "Win in 4"}
THEMES = ("sumo push", "pass", "deadlock", "home row")


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
            "Exactly one first move wins: find it, then play on to the win."
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
            goal=UniqueWin(puzzle=self),
            hints=self.hints(),
            success=self.success(),
            id=f"puzzle-{self.id}",  # the saved-progress key stays when the title's rating or themes change
        )


@dataclass
class UniqueWin(WinIn):
    """The puzzle's one winning first move (any other legal move gets the puzzle's refutation), and then the
    round played to its end as :class:`WinIn` plays it: the solver defends, every later move must keep the
    fastest win."""

    puzzle: Puzzle | None = None

    def answers(self, match: Match) -> list[str]:
        assert self.puzzle is not None
        return [self.puzzle.answer]

    def answers_at(self, match: Match, played: Sequence[str]) -> list[str]:
        return WinIn.answers(self, match)  # after the first move: the fastest wins, as WinIn finds them

    def judge_step(self, match: Match, attempt: Attempt, played: Sequence[str]) -> str | None:
        return WinIn.judge(self, match, attempt)

    def check(self, start: Match) -> str | None:
        return None  # proven when the puzzle was made (scripts/make_puzzles.py)

    def judge(self, match: Match, attempt: Attempt) -> str | None:
        assert self.puzzle is not None
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
