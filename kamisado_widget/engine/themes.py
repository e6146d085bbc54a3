"""A puzzle's themes, read from its proven line: what the winning play is about, never typed by hand.

``themes_of(position, line)`` plays ``line`` (the winner's first move, then best play by both sides to the
round's end) from ``position`` and names what happens on it, in this order (:data:`THEME_ORDER`):

* ``sumo push``: a Sumo pushes on the line (S2), by either side; ``double push``: a push moves two or more towers (S7);
* ``move after a push``: the puzzle starts just after the winner's own push, so the winner moves again (S3);
* ``pass``: a tower passes on the line (M6), either side's;
* ``opponent passes``: a tower of the loser is blocked and passes on the line (M6): the winner made it pass;
* ``deadlock``: the round ends in a deadlock (M8), which the loser's last move causes;
* ``home row``: the round ends with a tower of the winner on the loser's home row (M7): the race;
* ``quiet move``: the winning first move goes a single square, where a longer one is legal for the tower;
* ``long run``: the winning first move goes five squares or more;
* ``sumo wins``: the tower that ends the round is a Sumo (or higher);
* ``mirrored layout``: the board has the mirrored layout (B4).

    >>> from kamisado_widget.engine import Position
    >>> start = Position.initial()
    >>> themes_of(start, [])  # no line: nothing happened
    ()
"""

from __future__ import annotations

from collections.abc import Sequence

from .basics import Layout
from .moves import Move
from .position import Position

THEME_ORDER: tuple[str, ...] = (
    "sumo push", "double push", "move after a push", "pass", "opponent passes", "deadlock", "home row",
    "quiet move", "long run", "sumo wins", "mirrored layout",
)
"""Every theme, in the order a puzzle lists them."""

LONG_RUN = 5  # squares


def _distance(move: Move) -> int:
    (f1, r1), (f2, r2) = (move.from_square % 8, move.from_square // 8), (move.to_square % 8, move.to_square // 8)
    return max(abs(f2 - f1), abs(r2 - r1))


def themes_of(position: Position, line: Sequence[Move]) -> tuple[str, ...]:
    """The themes of ``line`` played from ``position`` (see the module docstring), in :data:`THEME_ORDER`. A line
    that does not end the round names only what happens on it."""
    found: set[str] = set()
    if not line:
        return ()
    winner = position.turn
    if position.extra_turn:
        found.add("move after a push")
    if position.layout is Layout.MIRRORED:
        found.add("mirrored layout")
    first = line[0]
    if not first.is_pass:
        run = _distance(first)
        if run >= LONG_RUN:
            found.add("long run")
        elif run == 1 and any(not m.is_pass and m.from_square == first.from_square and _distance(m) > 1
                              for m in position.legal_moves()):
            found.add("quiet move")
    pos = position
    for move in line:
        mover = pos.turn
        if move.is_push:
            found.add("sumo push")
            if len(pos.pushed_by(move)) >= 2:
                found.add("double push")
        if move.is_pass:
            found.add("pass")
            if mover is not winner:
                found.add("opponent passes")
        last = move
        pos = pos.play(move)
    result = pos.result
    if result is not None:
        found.add("deadlock" if result.reason == "M8" else "home row")
        if result.reason == "M7":
            tower = pos.tower_at(last.to_square)
            if tower is not None and tower.rank >= 1:
                found.add("sumo wins")
    return tuple(t for t in THEME_ORDER if t in found)


__all__ = ["LONG_RUN", "THEME_ORDER", "themes_of"]
