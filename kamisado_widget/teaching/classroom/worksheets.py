"""Worksheets: exercises printed on paper, and their answer key.

:func:`worksheet` turns an :class:`~kamisado_widget.teaching.exercises.exercise_view.ExerciseSet`, a list of exercises
or puzzles (or one of them) into an HTML document: each task numbered, with its board as a picture (the engine's
SVG drawing) and lines to write the answer on. With ``answers=True`` it is the answer key: each exercise's
whole solution line, as "Show me" plays it (the learner's moves and the replies), and the reason it is right.

The page prints cleanly: A4 with margins, and no task is split across two pages. :meth:`Worksheet.save` writes
the file in one piece (an old file is replaced only once the new one is whole); open it in a browser and print
it, or save it as a PDF there.

>>> from kamisado_widget.teaching.positions.puzzles import load_puzzles
>>> sheet = worksheet(load_puzzles()[:2], title="Puzzles")
>>> sheet.html.count('class="item"')
2
"""

from __future__ import annotations

import os
import pathlib
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from ...engine import Fill, Move
from ...engine.ai import own_moves
from ...engine.catalogue import N_, _, language, ngettext
from ...engine.safe_files import write_whole
from ...engine.svg import position_svg
from ..exercises import arguments as must
from ..exercises.answers import line_words
from ..exercises.exercise import Exercise
from ..exercises.goals import ExerciseError
from ..exercises.solving import play_answer

BOARD_SIZE = 250  # pixels of each board on the worksheet (about 66 mm on paper)
KEY_BOARD_SIZE = 170  # the answer key's smaller boards
DEFAULT_TITLE = N_("Kamisado exercises")

STYLE = """
.kamisado-worksheet { font-family: Georgia, "Times New Roman", serif; color: #111; max-width: 180mm; }
.kamisado-worksheet h1 { font-size: 20pt; margin: 0 0 2mm; }
.kamisado-worksheet .intro { margin: 0 0 6mm; }
.kamisado-worksheet .name { margin: 0 0 8mm; }
.kamisado-worksheet .item { break-inside: avoid; page-break-inside: avoid; margin: 0 0 8mm; padding: 0 0 4mm;
  border-bottom: 1px solid #bbb; }
.kamisado-worksheet .item h2 { font-size: 13pt; margin: 0 0 2mm; break-after: avoid; }
.kamisado-worksheet .board { margin: 2mm 0; }
.kamisado-worksheet .board svg { display: block; }
.kamisado-worksheet .write { margin: 3mm 0 0; }
.kamisado-worksheet .write .line { border-bottom: 1px solid #444; height: 9mm; }
.kamisado-worksheet .answer { font-weight: bold; }
"""
PAGE = """
@page { size: A4; margin: 16mm 15mm 18mm; }
@media print { body { margin: 0; } .kamisado-worksheet { max-width: none; } }
"""


@dataclass(frozen=True)
class Worksheet:
    """A worksheet or an answer key made by :func:`worksheet`: ``html`` is the whole document (print it from a
    browser), ``body`` the part a notebook shows; :meth:`save` writes the document to a file."""

    title: str
    html: str
    body: str
    answers: bool
    items: int

    def save(self, path: str | os.PathLike[str]) -> pathlib.Path:
        """Write the document to ``path`` (e.g. ``"worksheet.html"``) in one piece, and return the path."""
        if not isinstance(path, (str, os.PathLike)) or not os.fspath(path).strip():
            raise ExerciseError(_("Worksheet.save: path must be the path of a file (a str or pathlib.Path), e.g. "
                                  "'worksheet.html', not {value}").format(value=must.excerpt(path)))
        write_whole(path, self.html.encode("utf-8"))
        return pathlib.Path(path)

    def _repr_html_(self) -> str:
        return self.body

    def __str__(self) -> str:
        return self.html


def _exercises(value: object) -> tuple[list[Exercise], str]:
    """The exercises to print and the title they come with (an ExerciseSet's)."""
    from ..exercises.exercise_view import ExerciseSet
    from ..positions.puzzles import Puzzle

    title = ""
    if isinstance(value, ExerciseSet):
        listed: Sequence[object] = value.exercises
        title = value.title
    elif isinstance(value, (Exercise, Puzzle)):
        listed = [value]
    elif isinstance(value, (list, tuple)):
        listed = value
    else:
        raise ExerciseError(_("worksheet: lesson_or_exercises must be an ExerciseSet, an Exercise, a Puzzle, or a list "
                              "of exercises and puzzles, not {value}").format(value=must.excerpt(value)))
    out = []
    for n, item in enumerate(listed, 1):
        if isinstance(item, Puzzle):
            item = item.exercise()
        if not isinstance(item, Exercise):
            raise ExerciseError(_("worksheet: item {number} of lesson_or_exercises must be an Exercise or a Puzzle, "
                                  "not {value}").format(number=n, value=must.excerpt(item)))
        out.append(item)
    if not out:
        raise ExerciseError(_("worksheet: lesson_or_exercises must hold at least one exercise (an ExerciseSet, an "
                              "Exercise, a Puzzle, or a list of exercises and puzzles)"))
    return out, title


def _board(ex: Exercise, size: int) -> str:
    start = ex.start()
    last = start.events[-1] if start.events else None
    mark = (last.from_square, last.to_square) if isinstance(last, Move) else ()
    return f'<div class="board">{position_svg(start.position, size, highlight=mark)}</div>'


def _answer_lines(ex: Exercise) -> int:
    """How many moves the learner writes: their own moves on the solution line (a fill: one)."""
    steps = solution_line(ex)
    moves = [m for m in steps if isinstance(m, Move)]
    me = ex.start().position.turn
    return own_moves(moves, me, me) if len(moves) == len(steps) else 1


def _write_here(fill: bool, lines: int) -> str:
    """The sentence above the lines to write on: "Write your answer on the line below." (or "lines", one move a line;
    a fill's direction on one line)."""
    if fill:
        return _("Write the direction of your fill on the line below.")
    if lines == 1:
        return _("Write your answer on the line below.")
    return _("Write your answer on the lines below, one move of your own on each line.")


def _task_item(n: int, ex: Exercise) -> str:
    fill = ex.goal.kind == "fill"
    lines = 1 if fill else max(1, _answer_lines(ex))
    return (
        f'<section class="item"><h2>{n}. {escape(ex.title)}</h2>'
        f'<p class="task">{escape(ex.task)}</p>{_board(ex, BOARD_SIZE)}'
        f'<div class="write"><p>{escape(_write_here(fill, lines))}</p>{"<div class=line></div>" * lines}</div></section>'
    )


def solution_line(ex: Exercise) -> list[Move | Fill]:
    """The exercise's whole answer from its start, as "Show me" plays it (nothing is saved)."""
    return play_answer(ex, ex.start(), [])


def _key_item(n: int, ex: Exercise) -> str:
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
        f'<section class="item"><h2>{n}. {escape(title)}</h2>{_board(ex, KEY_BOARD_SIZE)}'
        f'<p class="answer">{escape(" ".join(part for part in (answer, also) if part))}</p>{why}</section>'
    )


def worksheet(lesson_or_exercises: object, answers: bool = False, title: str = "") -> Worksheet:
    """A printable worksheet of ``lesson_or_exercises`` (an ExerciseSet, a list of exercises and puzzles, or one of
    them): numbered tasks, each with its board and lines to write the answer on. With ``answers=True``, the answer
    key: each exercise's solution line and the reason it is right. ``title`` heads the page (the set's title, or
    "Kamisado exercises", when empty). Save it with ``.save("worksheet.html")``, then print it from a browser::

        worksheet(ExerciseSet([push, win2], title="Sumo pushes")).save("sumo-worksheet.html")
    """
    exercises, set_title = _exercises(lesson_or_exercises)
    must.flag("worksheet", "answers", answers)
    must.text("worksheet", "title", title)
    name = title.strip() or set_title or _(DEFAULT_TITLE)
    count = len(exercises)
    if answers:
        heading = _("Answer key: {title}").format(title=name)
        intro = ngettext(
            "The answer to the {count} task of the worksheet \u201c{title}\u201d. It gives the whole line that the "
            "Show me button of the exercise plays (the moves to find and the replies of the other side) and why it "
            "is right.",
            "The answers to the {count} tasks of the worksheet \u201c{title}\u201d, in its order. Each gives the whole "
            "line that the Show me button of the exercise plays (the moves to find and the replies of the other side) "
            "and why it is right.", count).format(count=count, title=name)
        items = [_key_item(n, ex) for n, ex in enumerate(exercises, 1)]
        name_line = ""
    else:
        heading = name
        intro = ngettext(
            "This worksheet has {count} task. Look at the board, read its task, and write your answer on the lines "
            "below it. Write a move as the board does: a step as c1-c6, a push as e4>e5, a pass as d2=.",
            "This worksheet has {count} tasks. Look at each board, read its task, and write your answer on the lines "
            "below it. Write a move as the board does: a step as c1-c6, a push as e4>e5, a pass as d2=.",
            count).format(count=count)
        items = [_task_item(n, ex) for n, ex in enumerate(exercises, 1)]
        name_line = '<p class="name">' + escape(_("Your name:")) + " ______________________________</p>"
    body = (f'<div class="kamisado-worksheet"><style>{STYLE}</style><h1>{escape(heading)}</h1>'
            f'<p class="intro">{escape(intro)}</p>{name_line}{"".join(items)}</div>')
    html = (f'<!DOCTYPE html>\n<html lang="{language()}"><head><meta charset="utf-8"><title>{escape(heading)}</title>'
            f"<style>{PAGE}</style></head><body>{body}</body></html>\n")
    return Worksheet(title=heading, html=html, body=body, answers=answers, items=count)


__all__ = ["Worksheet", "solution_line", "worksheet"]
