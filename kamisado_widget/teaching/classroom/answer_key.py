"""A worksheet's answer key: each exercise's whole solution line, as "Show me" plays it (the learner's moves and the
replies), and the reason it is right. :meth:`~.worksheets.Worksheet.answer_key` makes it, a document of its own that
is written only where the teacher saves it; the worksheet itself holds no answer."""

from __future__ import annotations

from html import escape

from ...engine import Fill, Move
from ...engine.catalogue import _, ngettext
from ..exercises.answers import line_words
from ..exercises.exercise import Exercise
from ..exercises.solving import play_answer
from .worksheet_board import board_picture

KEY_BOARD_SIZE = 170  # the answer key's smaller boards


def solution_line(ex: Exercise) -> list[Move | Fill]:
    """The exercise's whole answer from its start, as "Show me" plays it (nothing is saved)."""
    return play_answer(ex, ex.start(), [])


def key_item(n: int, ex: Exercise, colour: bool = True) -> str:
    """The answer key's section of task ``n``: its title once solved, its board, the line and why it is right."""
    steps = solution_line(ex)
    first = steps[0].text() if isinstance(steps[0], Move) else steps[0].value
    answer = _("The answer is {line}.").format(line=line_words(steps, said=True))
    others = [a for a in ex.goal.answers(ex.start()) if a != first]
    also = ngettext("This move is also right: {moves}.", "These moves are also right: {moves}.", len(others)).format(
        moves=", ".join(others)) if others else ""
    if ex.goal.kind == "fill":
        answer = _("The answer is a fill from the left.") if first == "left" else _("The answer is a fill from the right.")
    why = ""
    if ex.reason:  # a bare "Right!" explains nothing
        why = '<p class="why">' + escape(_("Why: {reason}").format(reason=ex.reason)) + "</p>"
    title = ex.title_after or ex.title
    return (
        f'<section class="item"><h2>{n}. {escape(title)}</h2>'
        f'<div class="board">{board_picture(ex, KEY_BOARD_SIZE, colour)}</div>'
        f'<p class="answer">{escape(" ".join(part for part in (answer, also) if part))}</p>{why}</section>'
    )


def key_heading(title: str) -> str:
    """The answer key's heading: "Answer key: Sumo pushes"."""
    return _("Answer key: {title}").format(title=title)


def key_intro(count: int, title: str) -> str:
    """The sentence under the answer key's heading."""
    return ngettext(
        "The answer to the {count} task of the worksheet \u201c{title}\u201d. It gives the whole line that the "
        "Show me button of the exercise plays (the moves to find and the replies of the other side) and why it "
        "is right.",
        "The answers to the {count} tasks of the worksheet \u201c{title}\u201d, in its order. Each gives the whole "
        "line that the Show me button of the exercise plays (the moves to find and the replies of the other side) "
        "and why it is right.", count).format(count=count, title=title)


__all__ = ["KEY_BOARD_SIZE", "key_heading", "key_intro", "key_item", "solution_line"]
