"""What an exercise's "Show me" says: the answer in words and why it is right.

The answer is the exercise's ``solution`` if the teacher gave one, else the first right answer the
goal accepts in the starting position. The reason is the teacher's ``explanation``, else the success
text without its word of praise ("Right: c6 is orange, …" explains as "c6 is orange, …").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..engine import Fill, Move, Position, square_name
from ..session.sentences import ended

_CITATION = re.compile(r"\([A-Z][0-9]+(?:[-–, ]+[A-Z]?[0-9]+)*\)")
_COMMON_OPENERS = frozenset({
    "A", "An", "The", "This", "That", "These", "Those", "It", "Its", "There", "Every", "Each", "No", "After",
    "Before", "When", "If", "Your", "You", "Now", "Here",
})
_FEWEST_WORDS = 4  # a shorter success text is praise, not a reason
_PRAISE = re.compile(r"^(Right|Exactly|That's it|That is it|Safe|Yes|Correct|Well done|Good choice)\s*[:—–!.-]\s*")


def reason(success: str, explanation: str = "") -> str:
    """Why the answer is right: the explanation if given, else the success text less its praise, or "" when
    that leaves no reason (a bare "Right!" or "Shoved! (S2)" explains nothing)."""
    if explanation.strip():
        return explanation.strip()
    text = _PRAISE.sub("", success.strip(), count=1)
    words = _CITATION.sub("", text).split()
    return text if len(words) >= _FEWEST_WORDS else ""


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


def _said(move: Move) -> str:
    """A move's notation, a pass's and a push's with their name: "a7= (a pass)", "d4>d5 (a push)"."""
    if move.is_pass:
        return f"{move.text()} (a pass)"
    if move.is_push:
        return f"{move.text()} (a push)"
    return move.text()


def line_words(moves: Sequence[Move | Fill], said: bool = False) -> str:
    """Moves in notation, in order: "d8-d7", "d8-d7, then d7-c6", "d8-d7, d7-c6, then c6-b7"; with ``said``, a pass
    and a push are named ("a7= (a pass)"), for a line written out where nothing else says what they are."""
    texts = [
        (_said(m) if said else m.text()) if isinstance(m, Move) else f"a fill from the {m.value}" for m in moves
    ]
    if len(texts) <= 1:
        return "".join(texts)
    return f"{', '.join(texts[:-1])}, then {texts[-1]}"


def shown_text(start: Position, steps: Sequence[Move | Fill], why: str) -> str:
    """The message after "Show me": what was played for the learner from ``start``, why, and what to do next."""
    first = steps[0]
    if isinstance(first, Fill):
        what = f"the home rows are filled from the {first.value}"
    else:
        what = move_words(start, first)
    if len(steps) > 1:
        what += f", and the line goes on {line_words(steps[1:], said=True)}"
    why = why.strip()
    opener = why.split(" ", 1)[0]
    if opener in _COMMON_OPENERS:  # "Why: a Double Sumo …", never "Why: A Double Sumo …"; names keep their capital
        why = why[0].lower() + why[1:]
    because = f" Why: {why if ended(why) else why + '.'}" if why else ""
    return f"Shown: {what}.{because} Press Reset to play it yourself."


__all__ = ["line_words", "move_words", "reason", "shown_text"]
