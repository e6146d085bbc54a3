"""What an exercise's "Show me" says: the answer in words and why it is right.

The answer is the exercise's ``solution`` if the teacher gave one, else the first right answer the
goal accepts in the starting position. The reason is the teacher's ``explanation``, else the success
text without its word of praise ("Right: c6 is orange, …" explains as "c6 is orange, …").
"""

from __future__ import annotations

import re

from ..engine import Fill, Match, Move, Position, square_name
from ..session.feedback import ended

_PRAISE = re.compile(r"^(Right|Exactly|That's it|That is it|Safe|Yes|Correct|Well done|Good choice)\s*[:—–!.-]\s*")


def reason(success: str, explanation: str = "") -> str:
    """Why the answer is right: the explanation if given, else the success text less its praise."""
    if explanation.strip():
        return explanation.strip()
    text = _PRAISE.sub("", success.strip(), count=1)
    return text if text else success.strip()


def move_words(pos: Position, move: Move) -> str:
    """The move as a clause, e.g. "Black's Orange moves from c1 to c6 (c1-c6)"."""
    tower = pos.tower_at(move.from_square)
    assert tower is not None, "a legal move starts on a tower"
    who = f"{tower.player.title}'s {tower.colour.title}"
    a, b = square_name(move.from_square), square_name(move.to_square)
    if move.is_pass:
        return f"{who} on {a} passes ({move.text()})"
    if move.is_push:
        return f"{who} pushes from {a} to {b} ({move.text()})"
    return f"{who} moves from {a} to {b} ({move.text()})"


def shown_text(match: Match, answer: Move | Fill, why: str) -> str:
    """The message after "Show me": what was played for the learner, why, and what to do next."""
    if isinstance(answer, Fill):
        what = f"the home rows are filled from the {answer.value}"
    else:
        what = move_words(match.position, answer)
    why = why.strip()
    return f"Shown: {what}. Why: {why if ended(why) else why + '.'} Press Reset to play it yourself."


__all__ = ["move_words", "reason", "shown_text"]
