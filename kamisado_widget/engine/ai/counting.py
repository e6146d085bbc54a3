"""One count of moves for learners: "wins in N" counts the winner's own moves, as chess puzzles do.

The solver measures a round in plies: every move of either side (``Solution.distance``, the opening book's
``distance``). A learner counts the moves they make on the board, so every distance a learner reads is
converted here, by :func:`own_moves`:

* a winner's own move is each move it makes: a step, a push (S2), a pass (M6: the blocked tower's side
  presses Pass, so it is a move of its own) and the move after a push (S3: the pusher moves again at once,
  a second move of its own);
* the opponent's moves are not counted: its replies, its passes and its moves after its own pushes.

A number of plies alone cannot be converted (a push gives its side two moves in a row), so the count is read
off the line of play: the solver's line of best play (the shortest win in plies against the longest defence).
Without pushes, a win in ``n`` of the winner's own moves is ``2n - 1`` plies long when the winner moves first
(``2n`` when the loser's last move causes the deadlock, M8).

>>> from kamisado_widget.engine import Move, Player
>>> line = [Move.from_text(t) for t in ("d1-d5", "c8-c3", "d5-d7", "e8-e2", "d7-d8")]
>>> own_moves(line, Player.BLACK, Player.BLACK), own_moves(line, Player.BLACK, Player.GOLD)
(3, 2)
>>> moves_words(1), moves_words(3)
('1 move', '3 moves')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ..basics import Player
from ..catalogue import ngettext
from ..moves import Move


class Solved(Protocol):
    """What :func:`winner_moves` reads of a :class:`.solver.Solution`."""

    @property
    def line(self) -> tuple[Move, ...]: ...

    @property
    def player(self) -> Player: ...

    @property
    def winner(self) -> Player | None: ...


def own_moves(line: Sequence[Move], first: Player, player: Player) -> int:
    """How many of ``line``'s moves ``player`` makes when ``first`` makes the first one: after a push the pusher
    moves again (S3), after any other move (a pass too, M6) the other side moves."""
    count, turn = 0, first
    for move in line:
        count += turn is player
        if not move.is_push:
            turn = turn.opponent
    return count


def winner_moves(solution: Solved) -> int | None:
    """The winner's own moves on ``solution``'s line (None when it is not proven). For a proven result whose
    fastest line was not worked out (``distance`` None) this counts the line that the proof gives."""
    winner = solution.winner
    if winner is None:
        return None
    return own_moves(solution.line, solution.player, winner)


def moves_words(n: int) -> str:
    """``"1 move"``, ``"2 moves"``: a count of moves in words, as the subject or object of a sentence (a sentence
    that says "in N moves" writes its own whole sentence with ``ngettext``: other languages decline the count)."""
    return ngettext("{count} move", "{count} moves", n).format(count=n)


__all__ = ["moves_words", "own_moves", "winner_moves"]
