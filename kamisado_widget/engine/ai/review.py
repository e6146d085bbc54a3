"""A game review: every move of a round graded by the proven result before and after it.

Each position of the round (its start, then after every move) is answered by the opening book where it
covers the position, else by the solver within a node budget per position (:func:`.book.answer`); a
position not worked out within it is filled in from a neighbour that proves who wins (:func:`inferred`: the
winner and a bound, never an exact distance), else it stays unknown, and every grade that needs it says so.
A move's grade (:class:`MoveGrade`, :func:`grade_move`) compares the result for its player before and after it:

* ``KEPT``: the player could force a win and still can;
* ``THREW``: the player could force a win and no longer can; ``better`` names a move that kept it;
* ``BEST_DEFENCE``: the player was lost and holds out as long as possible (or as long as the best);
* ``SHORTENED``: the player was lost and loses sooner than it had to; ``better`` holds out longest;
* ``NO_CHOICE``: one legal move only (a forced pass, M6, among them);
* ``UNKNOWN``: a result it needs was not worked out.

Counts a learner reads are the winner's own moves (:mod:`.counting`), never plies.

>>> from kamisado_widget.engine import Move, Position
>>> r = review_round(Position.initial(), [Move.from_text("b1-b7"), Move.from_text("a8-a3")], max_nodes=5_000)
>>> [e.grade.value for e in r.entries]
['kept', 'best_defence']
>>> print(r.heading())
Review of round 1: no win was thrown away.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from html import escape
from typing import TypeAlias

from ..basics import Player
from ..catalogue import _, ngettext
from ..errors import KamisadoError, NotationError
from ..excerpt import excerpt
from ..moves import Move
from ..names import player_name
from ..position import Position
from ..review_chart import review_svg, value_words
from .book import answer
from .counting import winner_moves
from .solver import Solution

DEFAULT_REVIEW_NODES = 250_000
"""The solver's node budget per position of a reviewed round (at most about a second in CPython; most positions
take far less: benchmarks/review.py reviews 40 moves in about 10 s)."""


class MoveGrade(enum.Enum):
    """What a move did to its player's proven result (see the module's docstring); not the legality verdict
    (:class:`~kamisado_widget.engine.explain.Verdict`)."""

    KEPT = "kept"
    THREW = "threw"
    BEST_DEFENCE = "best_defence"
    SHORTENED = "shortened"
    NO_CHOICE = "no_choice"
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class Value:
    """The proven result of one position for the round: who wins with best play, in how many plies (``plies``,
    exact, or None with ``bound`` the most) and in how many of the winner's own moves (``own_moves``; at most that
    many when ``exact`` is False), and the side to move's best move (``best``). ``winner`` None: not worked out."""

    winner: Player | None
    plies: int | None = None
    bound: int | None = None
    own_moves: int | None = None
    best: Move | None = None
    source: str | None = None

    @property
    def known(self) -> bool:
        return self.winner is not None

    @property
    def exact(self) -> bool:
        return self.plies is not None

    @classmethod
    def of(cls, solution: Solution, source: str | None = None) -> Value:
        """The value a solver's or the book's answer gives."""
        if solution.winner is None:
            return cls(None, source=source)
        best = solution.line[0] if solution.line else None
        return cls(solution.winner, solution.distance, solution.bound, winner_moves(solution), best, source)

    def token(self) -> str:
        """The value in a record's ``review`` line: ``b17/9:d1-d5`` (Black wins in 17 plies, 9 own moves, best move
        d1-d5), ``g~29/15:...`` (within at most 29 plies), ``?`` (not worked out)."""
        if self.winner is None:
            return "?"
        plies = f"{self.plies}" if self.plies is not None else f"~{self.bound}"
        best = f":{self.best.text()}" if self.best is not None else ""
        return f"{self.winner.letter}{plies}/{self.own_moves}{best}"

    @classmethod
    def from_token(cls, token: str) -> Value:
        """Read :meth:`token`'s form back; NotationError names a token that is not one."""
        if token == "?":
            return cls(None)
        try:
            head, _sep, best = token.partition(":")
            plies, own = head[1:].split("/")
            winner = {p.letter: p for p in Player}[head[0]]
            exact = not plies.startswith("~")
            number = int(plies.lstrip("~"))
            return cls(winner, number if exact else None, number, int(own), Move.from_text(best) if best else None)
        except (ValueError, KeyError, IndexError, KamisadoError) as err:
            raise NotationError(
                _("review: expected a value such as 'b17/9:d1-d5' or '?', found {value}").format(value=excerpt(token))
            ) from err


@dataclass(frozen=True)
class MoveReview:
    """One move of the round graded: ``index`` counts the round's moves from 0; ``before`` and ``after`` are the
    values of the positions around it; ``better`` a move that kept the win (THREW) or held out longest (SHORTENED)."""

    index: int
    move: Move
    player: Player
    before: Value
    after: Value
    grade: MoveGrade
    better: Move | None = None

    @property
    def mistake(self) -> bool:
        """A win thrown away."""
        return self.grade is MoveGrade.THREW

    def text(self) -> str:
        """The grade as one sentence."""
        values = {"number": self.index + 1, "move": self.move.text(), "player": player_name(self.player),
                  "better": self.better.text() if self.better is not None else "?"}
        if self.grade is MoveGrade.KEPT:
            return _("Move {number}, {move}: {player} keeps the win.").format(**values)
        if self.grade is MoveGrade.THREW:
            if self.better is None:
                return _("Move {number}, {move}: {player} throws the win away.").format(**values)
            return _("Move {number}, {move}: {player} throws the win away; {better} would have kept it.").format(
                **values
            )
        if self.grade is MoveGrade.BEST_DEFENCE:
            return _("Move {number}, {move}: {player} is lost and holds out as long as possible.").format(**values)
        if self.grade is MoveGrade.SHORTENED:
            return _("Move {number}, {move}: {player} is lost and loses sooner than necessary; {better} would have "
                     "held out longer.").format(**values)
        if self.grade is MoveGrade.NO_CHOICE:
            return _("Move {number}, {move}: {player} has no other move.").format(**values)
        return _("Move {number}, {move}: not worked out.").format(**values)


def grade_move(position: Position, move: Move, before: Value, after: Value, index: int) -> MoveReview:
    """``move`` played in ``position`` (whose value is ``before``; ``after`` the next one's), graded."""
    player = position.turn
    legal = position.legal_moves()
    grade, better = MoveGrade.UNKNOWN, None
    if len(legal) == 1:
        grade = MoveGrade.NO_CHOICE
    elif before.known and after.known:
        if before.winner is player:
            grade = MoveGrade.KEPT if after.winner is player else MoveGrade.THREW
            better = before.best if grade is MoveGrade.THREW else None
        elif before.exact and after.exact:
            assert before.plies is not None and after.plies is not None
            longest = after.plies + 1 >= before.plies
            grade = MoveGrade.BEST_DEFENCE if longest else MoveGrade.SHORTENED
            better = None if longest else before.best
    return MoveReview(index, move, player, before, after, grade, better)


@dataclass(frozen=True)
class Review:
    """A round graded move by move: ``values`` of its ``len(moves) + 1`` positions, ``entries`` one per move.
    ``round_number`` names the round; ``first_ply`` is the match state of the round's start (for replay)."""

    start: Position
    moves: tuple[Move, ...]
    values: tuple[Value, ...]
    entries: tuple[MoveReview, ...]
    round_number: int = 1
    first_ply: int = 0

    @classmethod
    def of(cls, start: Position, moves: Sequence[Move], values: Sequence[Value], round_number: int = 1,
           first_ply: int = 0) -> Review:
        """The review of ``moves`` from ``start`` given every position's value (``len(moves) + 1`` of them)."""
        moves = tuple(moves)
        if len(values) != len(moves) + 1:
            raise NotationError(
                _("review: expected {expected} values for a round of {count} moves, found {found}").format(
                    expected=len(moves) + 1, count=len(moves), found=len(values)
                )
            )
        entries, position = [], start
        for i, move in enumerate(moves):
            entries.append(grade_move(position, move, values[i], values[i + 1], i))
            position = position.play(move)
        return cls(start, moves, tuple(values), tuple(entries), round_number, first_ply)

    @property
    def mistakes(self) -> tuple[MoveReview, ...]:
        """The moves that threw a win away, in order."""
        return tuple(e for e in self.entries if e.mistake)

    @property
    def unknown(self) -> int:
        """How many moves were not graded (a result they need was not worked out)."""
        return sum(e.grade is MoveGrade.UNKNOWN for e in self.entries)

    def ply_after(self, entry: MoveReview) -> int:
        """The match state just after ``entry``'s move (the replay shows the move as the last one)."""
        return self.first_ply + entry.index + 1

    def heading(self) -> str:
        """The review in one or two sentences."""
        n = len(self.mistakes)
        if n == 0:
            text = _("Review of round {round}: no win was thrown away.").format(round=self.round_number)
        else:
            text = ngettext("Review of round {round}: {count} win was thrown away.",
                            "Review of round {round}: {count} wins were thrown away.", n).format(
                round=self.round_number, count=n)
        if self.unknown:
            text += " " + ngettext("{count} move was not worked out.", "{count} moves were not worked out.",
                                   self.unknown).format(count=self.unknown)
        return text

    def tokens(self) -> str:
        """Every position's value as a record's ``review`` line holds them."""
        return " ".join(v.token() for v in self.values)

    def svg(self) -> str:
        """The chart: who wins after each move, and how soon (see :mod:`..review_chart`)."""
        return review_svg(self)

    def _repr_svg_(self) -> str:
        return self.svg()

    def _repr_html_(self) -> str:
        items = "".join(f"<li>{escape(e.text())}</li>" for e in self.mistakes)
        listed = f"<ul>{items}</ul>" if items else ""
        return f"<div><p>{escape(self.heading())}</p>{self.svg()}{listed}</div>"

    def __repr__(self) -> str:
        return f"<Review of round {self.round_number}: {len(self.entries)} moves, {len(self.mistakes)} mistakes>"


Answer: TypeAlias = Callable[[Position], Value]


def solver_answer(max_nodes: int = DEFAULT_REVIEW_NODES) -> Answer:
    """The book, then the solver within ``max_nodes`` per position (a proven result kept without its exact
    distance when only that runs out)."""

    def value(position: Position) -> Value:
        solution, source = answer(position, max_nodes=max_nodes, exact_distance=False)
        return Value.of(solution, source)

    return value


class Reviewer:
    """A review worked out one position per :meth:`step` (a board runs the steps between clicks)."""

    def __init__(self, start: Position, moves: Sequence[Move], *, max_nodes: int = DEFAULT_REVIEW_NODES,
                 round_number: int = 1, first_ply: int = 0) -> None:
        self.start, self.moves = start, tuple(moves)
        self.round_number, self.first_ply = round_number, first_ply
        self._answer = solver_answer(max_nodes)
        self._positions = list(_positions(start, self.moves))
        self.values: list[Value] = []

    @property
    def total(self) -> int:
        return len(self._positions)

    @property
    def done(self) -> int:
        return len(self.values)

    @property
    def finished(self) -> bool:
        return self.done == self.total

    def step(self) -> None:
        """Work out the next position's value."""
        if not self.finished:
            self.values.append(self._answer(self._positions[self.done]))

    def review(self) -> Review:
        """The finished review (every step done first)."""
        while not self.finished:
            self.step()
        values = inferred(self._positions, self.moves, self.values)
        return Review.of(self.start, self.moves, values, self.round_number, self.first_ply)


def inferred(positions: Sequence[Position], moves: Sequence[Move], values: Sequence[Value]) -> list[Value]:
    """``values`` with the positions not worked out filled in where a neighbour proves who wins (``source``
    "inferred", the distance an upper bound): a player whose move leads to a position it wins was winning before
    it; a player lost before its move is still lost after it, whatever it plays."""
    out = list(values)
    changed = True
    while changed:
        changed = False
        for i in reversed(range(len(moves))):  # won after the move: won before it
            before, after, mover = out[i], out[i + 1], positions[i].turn
            if not before.known and after.winner is mover and after.bound is not None and after.own_moves is not None:
                out[i] = Value(mover, None, after.bound + 1, after.own_moves + 1, moves[i], "inferred")
                changed = True
        for i in range(len(moves)):  # lost before the move: lost after it
            before, after, mover = out[i], out[i + 1], positions[i].turn
            if before.known and before.winner is not mover and not after.known and before.bound:
                out[i + 1] = Value(before.winner, None, before.bound - 1, before.own_moves, None, "inferred")
                changed = True
    return out


def _positions(start: Position, moves: Sequence[Move]) -> Iterator[Position]:
    position = start
    yield position
    for move in moves:
        position = position.play(move)
        yield position


def review_round(start: Position, moves: Sequence[Move], *, max_nodes: int = DEFAULT_REVIEW_NODES,
                 round_number: int = 1, first_ply: int = 0) -> Review:
    """Review the round played from ``start`` with ``moves`` (all of it, in one go)."""
    return Reviewer(start, moves, max_nodes=max_nodes, round_number=round_number, first_ply=first_ply).review()


__all__ = ["DEFAULT_REVIEW_NODES", "MoveGrade", "MoveReview", "Review", "Reviewer", "Value", "grade_move", "inferred",
           "review_round", "value_words"]
