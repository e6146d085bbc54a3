"""Every legal move of a position with its value: what the explorer shows beside the board.

For each legal move of the side to move (steps, pushes S2, a blocked tower's pass M6, a single forced move
alike) the position after it is looked up in the opening book first (:func:`.book.book_solution`), then
solved within a budget per move (:func:`.solver.solve`, ``exact_distance=False``). A value is told for the
player making the move: a win, a loss or unknown, with the winner's own moves to the end of the round counted
as a learner counts them (:func:`.counting.own_moves`, the move itself included), where the answer came from
and the line of play (the move first).

The work is lazy, one move at a time (:meth:`Explorer.step`), or in short slices of one move's solve
(:meth:`Explorer.work`, a :class:`.solver.Solving` kept between the calls), so a board can answer clicks between
two slices::

    >>> from kamisado_widget.engine import Position
    >>> ex = Explorer(Position.initial(), nodes_per_move=1)   # the book answers every first move at once
    >>> ex.pending, len(ex.values)
    (0, 102)
    >>> best = ex.values[0]
    >>> best.result.value, best.own_moves, best.source
    ('win', 9, 'book')

:func:`explore` works every move out and returns the values, best first: wins by fewest own moves, then wins
whose distance was not worked out, then the moves not worked out (or still pending), then losses whose distance
was not worked out, then losses by most own moves (the longest defence first), as a chess tablebase explorer
sorts them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..basics import Player
from ..moves import Move
from ..position import Position
from .book import book_solution
from .counting import own_moves
from .solver import LOSS, UNKNOWN, WIN, Outcome, Solution, Solving, solve

BOOK, SOLVER = "book", "solver"


@dataclass(frozen=True)
class MoveValue:
    """One move's value for the player making it (``mover``). ``result`` None: not worked out yet (pending).

    ``own_moves`` is the winner's own moves from the position before the move to the end of the round (None when
    the result is unknown, pending, or proven without its exact distance); ``line`` starts with the move itself;
    ``source`` is ``"book"`` or ``"solver"`` (None while pending); ``solution`` is the answer for the position
    after the move, for its side to move."""

    move: Move
    mover: Player
    result: Outcome | None = None
    own_moves: int | None = None
    source: str | None = None
    line: tuple[Move, ...] = ()
    solution: Solution | None = None

    @property
    def pending(self) -> bool:
        return self.result is None

    @property
    def proven(self) -> bool:
        return self.result is WIN or self.result is LOSS

    @property
    def winner(self) -> Player | None:
        if self.result is WIN:
            return self.mover
        if self.result is LOSS:
            return self.mover.opponent
        return None

    @property
    def at_once(self) -> bool:
        """The move ends the round (a tower reaches its goal, T2, or a deadlock, M8)."""
        return self.solution is not None and self.proven and self.line == (self.move,)

    def rank(self) -> tuple[int, int]:
        """The sort key, best first for the mover (see the module's docstring)."""
        if self.result is WIN:
            return (0, self.own_moves) if self.own_moves is not None else (1, 0)
        if self.result is LOSS:
            return (4, -self.own_moves) if self.own_moves is not None else (3, 0)
        return (2, 0)


def value_of(position: Position, move: Move, solution: Solution, source: str) -> MoveValue:
    """``move``'s value for ``position``'s side to move, from ``solution``: the answer for the position after it."""
    mover = position.turn
    winner = solution.winner
    if winner is None:
        return MoveValue(move, mover, UNKNOWN, None, source, (), solution)
    line = (move, *solution.line)
    own = own_moves(line, mover, winner) if solution.distance is not None else None
    return MoveValue(move, mover, WIN if winner is mover else LOSS, own, source, line, solution)


class Explorer:
    """The values of ``position``'s legal moves, worked out one move per :meth:`step`, or a slice per :meth:`work`.

    Each move is answered by the opening book where it covers the position after the move, else by the solver
    within ``nodes_per_move`` nodes and/or ``time_per_move`` seconds (neither: the solver's default node budget).
    Moves the book answers and moves that end the round are answered when the explorer is made (nothing to
    search); :attr:`pending` counts the others until they are worked out.
    """

    def __init__(
        self, position: Position, *, nodes_per_move: int | None = None, time_per_move: float | None = None
    ) -> None:
        self.position = position
        self.key = position.text()
        self.budget: dict[str, Any] = {"exact_distance": False}
        if nodes_per_move is not None or time_per_move is not None:
            self.budget.update(max_nodes=nodes_per_move, time_limit=time_per_move)
        self.moves: tuple[Move, ...] = tuple(position.legal_moves()) if position.result is None else ()
        self._values: dict[Move, MoveValue] = {}
        self._todo: list[Move] = []
        self._solving: Solving | None = None  # the next pending move's solve, while it is worked in slices
        # A position the book proves lost for its side to move: every move loses (its distance is still worked
        # out by the solver; until then, and when the solver cannot, the move shows as lost by the book).
        here = book_solution(position) if position.result is None else None
        self._lost = here is not None and here.winner is position.turn.opponent
        for move in self.moves:
            after = position.play(move)
            booked = book_solution(after) if after.result is None else None
            if booked is not None:
                self._values[move] = value_of(position, move, booked, BOOK)
            elif after.result is not None:
                self._values[move] = value_of(position, move, solve(after), SOLVER)
            else:
                self._todo.append(move)

    @property
    def pending(self) -> int:
        """How many moves are still to be worked out."""
        return len(self._todo)

    @property
    def done(self) -> bool:
        return not self._todo

    def step(self) -> MoveValue | None:
        """Work out the next pending move (None when every move is done); one :meth:`work` has begun is finished."""
        if not self._todo:
            return None
        value = self.work()
        while value is None:
            value = self.work()
        return value

    def work(self, seconds: float | None = None, nodes: int | None = None) -> MoveValue | None:
        """Work a slice (at most ``seconds`` and/or ``nodes`` more; neither: to the end) of the next pending move's
        solve; that move's value once its solve is done, else None (also when every move is done). The solve is
        kept between the calls, and its budget counts only the work in the slices."""
        if not self._todo:
            return None
        move = self._todo[0]
        if self._solving is None:
            self._solving = Solving(self.position.play(move), **self.budget)
        solution = self._solving.advance(seconds, nodes)
        if solution is None:
            return None
        self._todo.pop(0)
        self._solving = None
        value = value_of(self.position, move, solution, SOLVER)
        if self._lost and not value.proven:
            value = self._lost_by_book(move)
        self._values[move] = value
        return value

    def run(self) -> list[MoveValue]:
        """Work out every pending move; the values, best first."""
        while self.step() is not None:
            pass
        return self.values

    @property
    def values(self) -> list[MoveValue]:
        """Every legal move's value so far, best first; a move not worked out yet has ``result`` None."""
        order = {move: i for i, move in enumerate(self.moves)}
        found = [self._values.get(move) or (self._lost_by_book(move) if self._lost else MoveValue(move, self.position.turn))
                 for move in self.moves]
        return sorted(found, key=lambda v: (v.rank(), order[v.move]))

    def _lost_by_book(self, move: Move) -> MoveValue:
        """``move`` in a position the book proves lost: a loss, its distance not known."""
        return MoveValue(move, self.position.turn, LOSS, None, BOOK, (move,))

    def best(self) -> list[Move]:
        """The best moves (several when they are worth the same), once every move is worked out and the best is
        proven; else none."""
        values = self.values
        if self._todo or not values or not values[0].proven:
            return []
        top = values[0].rank()
        return [v.move for v in values if v.rank() == top]


def explore(
    position: Position, *, nodes_per_move: int | None = None, time_per_move: float | None = None
) -> list[MoveValue]:
    """Every legal move of ``position`` with its value for the side to move, best first (see :class:`Explorer`)."""
    return Explorer(position, nodes_per_move=nodes_per_move, time_per_move=time_per_move).run()


__all__ = ["BOOK", "SOLVER", "Explorer", "MoveValue", "explore", "value_of"]
