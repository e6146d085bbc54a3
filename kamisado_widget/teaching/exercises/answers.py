"""What an exercise's "Show me" says: the answer in words and why it is right.

The answer is the exercise's ``solution`` if the teacher gave one, else the first right answer the
goal accepts in the starting position. The reason is the teacher's ``explanation``, else the success
text without its word of praise ("Right: c6 is orange, …" explains as "c6 is orange, …").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...engine import Fill, Move, Position, square_name
from ...engine.catalogue import _
from ...engine.names import tower_name
from ...session.sentences import ended

_CITATION = re.compile(r"\([A-Z][0-9]+(?:[-–, ]+[A-Z]?[0-9]+)*\)")
_COMMON_OPENERS = frozenset({
    "A", "An", "The", "This", "That", "These", "Those", "It", "Its", "There", "Every", "Each", "No", "After",
    "Before", "When", "If", "Your", "You", "Now", "Here",
})
_FEWEST_WORDS = 4  # a shorter success text is praise, not a reason
_PRAISE = re.compile(
    r"^(Right|Exactly|That's it|That is it|Safe|Yes|Correct|Well done|Good choice"
    r"|Richtig|Genau|Ja|Sicher|Gut gemacht|Gute Wahl)\s*[:—–!.-]\s*"
)


def reason(success: str, explanation: str = "") -> str:
    """Why the answer is right: the explanation if given, else the success text less its praise, or "" when
    that leaves no reason (a bare "Right!" or "Shoved! (S2)" explains nothing)."""
    if explanation.strip():
        return explanation.strip()
    text = _PRAISE.sub("", success.strip(), count=1)
    words = _CITATION.sub("", text).split()
    return text if len(words) >= _FEWEST_WORDS else ""


def _shown_first(pos: Position, first: Move | Fill) -> str:
    """The first sentence after "Show me": what was played for the learner, and nothing more."""
    if isinstance(first, Fill):
        if first is Fill.LEFT:
            return _("Shown: the home rows are filled from the left.")
        return _("Shown: the home rows are filled from the right.")
    tower = pos.tower_at(first.from_square)
    assert tower is not None, "a legal move starts on a tower"
    who = tower_name(tower.player, tower.colour, None)
    a, b = square_name(first.from_square), square_name(first.to_square)
    if first.is_pass:
        # Translators: {tower} is "Black's Orange", {square} "c1", {move} "c1=".
        return _("Shown: {tower} on {square} passes ({move}).").format(tower=who, square=a, move=first.text())
    if first.is_push:
        # Translators: {tower} is "Black's Red", {start} and {end} squares, {move} "d4>d5".
        return _("Shown: {tower} pushes from {start} to {end} ({move}).").format(
            tower=who, start=a, end=b, move=first.text())
    # Translators: {tower} is "Black's Orange", {start} and {end} squares, {move} "c1-c6".
    return _("Shown: {tower} moves from {start} to {end} ({move}).").format(
        tower=who, start=a, end=b, move=first.text())


def _shown_line(pos: Position, first: Move | Fill, line: str) -> str:
    """The first sentence after "Show me" when the task goes on: what was played first, and the line after it."""
    if isinstance(first, Fill):
        if first is Fill.LEFT:
            return _("Shown: the home rows are filled from the left, and the line goes on {line}.").format(line=line)
        return _("Shown: the home rows are filled from the right, and the line goes on {line}.").format(line=line)
    tower = pos.tower_at(first.from_square)
    assert tower is not None, "a legal move starts on a tower"
    who = tower_name(tower.player, tower.colour, None)
    a, b = square_name(first.from_square), square_name(first.to_square)
    if first.is_pass:
        # Translators: {line} is the moves after it, "e8-f7, c2-c4, then a2= (a pass)".
        return _("Shown: {tower} on {square} passes ({move}), and the line goes on {line}.").format(
            tower=who, square=a, move=first.text(), line=line)
    if first.is_push:
        return _("Shown: {tower} pushes from {start} to {end} ({move}), and the line goes on {line}.").format(
            tower=who, start=a, end=b, move=first.text(), line=line)
    return _("Shown: {tower} moves from {start} to {end} ({move}), and the line goes on {line}.").format(
        tower=who, start=a, end=b, move=first.text(), line=line)


def _said(move: Move) -> str:
    """A move's notation, a pass's and a push's with their name: "a7= (a pass)", "d4>d5 (a push)"."""
    if move.is_pass:
        # Translators: a pass in a list of moves; {move} is "a7=".
        return _("{move} (a pass)").format(move=move.text())
    if move.is_push:
        # Translators: a push in a list of moves; {move} is "d4>d5".
        return _("{move} (a push)").format(move=move.text())
    return move.text()


def _step_text(step: Move | Fill, said: bool) -> str:
    if isinstance(step, Move):
        return _said(step) if said else step.text()
    # Translators: a fill of the home rows in a list of moves.
    return _("a fill from the left") if step is Fill.LEFT else _("a fill from the right")


def line_words(moves: Sequence[Move | Fill], said: bool = False) -> str:
    """Moves in notation, in order: "d8-d7", "d8-d7, then d7-c6", "d8-d7, d7-c6, then c6-b7"; with ``said``, a pass
    and a push are named ("a7= (a pass)"), for a line written out where nothing else says what they are."""
    texts = [_step_text(m, said) for m in moves]
    if len(texts) <= 1:
        return "".join(texts)
    # Translators: a list of moves in the order played; {moves} is "d8-d7, d7-c6", {last} "c6-b7".
    return _("{moves}, then {last}").format(moves=", ".join(texts[:-1]), last=texts[-1])


def shown_text(start: Position, steps: Sequence[Move | Fill], why: str) -> str:
    """The message after "Show me": what was played for the learner from ``start``, why, and what to do next."""
    first = steps[0]
    if len(steps) > 1:
        what = _shown_line(start, first, line_words(steps[1:], said=True))
    else:
        what = _shown_first(start, first)
    why = why.strip()
    opener = why.split(" ", 1)[0]
    if opener in _COMMON_OPENERS:  # "Why: a Double Sumo …", never "Why: A Double Sumo …"; names keep their capital
        why = why[0].lower() + why[1:]
    parts = [what]
    if why:
        # Translators: {reason} is why the answer is right, a sentence of the teacher's or of the package.
        parts.append(_("Why: {reason}").format(reason=why if ended(why) else why + "."))
    parts.append(_("Press Reset to play it yourself."))
    return " ".join(parts)


__all__ = ["line_words", "reason", "shown_text"]
