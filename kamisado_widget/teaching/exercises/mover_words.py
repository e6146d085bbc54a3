"""Who moves which tower, in words, as a task on paper or a found position's task says it ("Black moves the Purple
tower on d1."): the board marks the tower that must move; a page or a task without the board names it."""

from __future__ import annotations

from ...engine import Position, square_name
from ...engine.catalogue import _
from ...engine.names import player_name, tower_of


def mover_words(position: Position) -> str:
    """The sentence naming the side to move and the tower it must move (T2, S3), or that it opens the round (T1)."""
    player = player_name(position.turn)
    mover = position.mover
    if mover is None:
        # Translators: a worksheet's task, at a round's free first move; {player} is "Black" or "Gold".
        return _("{player} opens the round: any tower of {player} may move (T1).").format(player=player)
    tower, square = tower_of(mover.colour, mover.rank), square_name(mover.square)
    if position.extra_turn:
        # Translators: a worksheet's task; {tower} is "the Red Sumo", {square} "d5".
        return _("{player} has just pushed and moves again: {tower} on {square} must move (S3).").format(
            player=player, tower=tower, square=square)
    # Translators: a worksheet's task names the tower that must move; {tower} is "the Purple tower", {square} "d1".
    return _("{player} moves {tower} on {square}.").format(player=player, tower=tower, square=square)


__all__ = ["mover_words"]
