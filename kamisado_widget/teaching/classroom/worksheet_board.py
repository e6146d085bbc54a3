"""A worksheet task's board on paper: its picture and the sentence that names the tower that must move.

The picture is the engine's drawing (:func:`~kamisado_widget.engine.svg.position_svg`) of the exercise's start, with
the marks a pupil needs without the live board: a ring around the tower that must move (T2, or S3 after a push) and
the last move (``past``), outlined on the squares it left and reached, as the exercise's board outlines it, and an
arrow between them. An exercise with ``show_mover=False`` (its task asks which tower moves) gets neither the ring nor
the sentence, as its live board marks and names no tower. In black and white (``colour=False``) the board is drawn in
greys with each colour's character on squares and towers, the characters of the widget's colour-blind view (B5).

>>> from kamisado_widget import Exercise, AnyMove
>>> from kamisado_widget.engine import Match
>>> ex = Exercise("Which tower?", "Move.", Match(3).text(), AnyMove(), past=["c1-c6"], lesson="doc")
>>> mover_sentence(ex)
'Gold moves the Orange tower on a8.'
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import Colour, Move
from ...engine.catalogue import _
from ...engine.names import colour_name
from ...engine.svg import position_svg
from ..exercises.exercise import Exercise
from ..exercises.mover_words import mover_words


def last_move(ex: Exercise) -> Move | None:
    """The move played last before the task (the last of ``past``), or None."""
    events = ex.start().events
    last = events[-1] if events else None
    return last if isinstance(last, Move) else None


def mover_square(ex: Exercise) -> int | None:
    """The square of the tower that must move at the task's start, or None: at a free choice (T1), after the round
    ends, and when the exercise hides the mover (``show_mover=False``)."""
    if not ex.show_mover:
        return None
    mover = ex.start().position.mover
    return mover.square if mover is not None else None


def board_picture(ex: Exercise, size: int, colour: bool = True) -> str:
    """The exercise's start as an SVG picture of ``size`` pixels, with the ring on the tower that must move and the
    last move outlined and drawn as an arrow; in greys with the characters unless ``colour``."""
    last = last_move(ex)
    return position_svg(
        ex.start().position, size,
        highlight=(last.from_square, last.to_square) if last is not None else (),
        mover=mover_square(ex),
        arrow=(last.from_square, last.to_square) if last is not None and not last.is_pass else None,
        greys=not colour,
    )


def mover_sentence(ex: Exercise) -> str:
    """Who moves which tower, in words ("Black moves the Purple tower on d1."); "" when the exercise hides the mover
    or the round is over (a fill)."""
    position = ex.start().position
    if not ex.show_mover or position.result is not None:
        return ""
    return mover_words(position)


def legend(exercises: Sequence[Exercise], colour: bool) -> list[str]:
    """The sentences that read the marks on the sheet's boards: the ring and the arrow (those that are there), and in
    black and white the characters of the colours."""
    ring = any(mover_square(ex) is not None for ex in exercises)
    arrow = any((m := last_move(ex)) is not None and not m.is_pass for ex in exercises)
    out = []
    if ring and arrow:
        out.append(_("A thick black and white ring around a tower marks the tower that must move, and an arrow shows "
                     "the last move."))
    elif ring:
        out.append(_("A thick black and white ring around a tower marks the tower that must move."))
    elif arrow:
        out.append(_("An arrow shows the last move."))
    if not colour:
        key = ", ".join(f"{c.character} {colour_name(c)}" for c in Colour)
        # Translators: a black-and-white worksheet; {key} lists each character with its colour: "橙 Orange, 青 Blue".
        out.append(_("The boards are drawn in greys: each square and each tower shows the character of its colour "
                     "({key}).").format(key=key))
    return out


__all__ = ["board_picture", "last_move", "legend", "mover_sentence", "mover_square"]
