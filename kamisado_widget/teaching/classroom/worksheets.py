"""Worksheets: exercises printed on paper, and their answer key, a document of its own.

:func:`worksheet` turns an :class:`~kamisado_widget.teaching.exercises.exercise_view.ExerciseSet`, a list of exercises
or puzzles (or one of them) into an HTML document: each task numbered, with its board as a picture (the engine's
SVG drawing: a ring around the tower that must move, the last move outlined and drawn as an arrow,
:mod:`.worksheet_board`), a sentence naming that tower ("Black moves the Purple tower on d1."), and lines to write
the answer on. ``colour=False`` draws the boards in greys with each colour's character, for a black-and-white
printer. :meth:`Worksheet.answer_key` makes the answer key (:mod:`.answer_key`): each exercise's whole solution line,
as "Show me" plays it, and the reason it is right; the worksheet itself holds no answer.

The page prints cleanly on A4 (or ``paper="Letter"``) with margins, and no task is split across two pages
(:mod:`.worksheet_page`). :meth:`Worksheet.save` writes the file in one piece (an old file is replaced only once the
new one is whole); open it in a browser and print it, or save it as a PDF there. It writes nothing when the code
runs as a learner's lesson (an app, Voilà's page, a lesson run by the class table: :mod:`.lesson_context`), so a
lesson that saves its worksheet does not write it again on every learner's page.

>>> from kamisado_widget.teaching.positions.puzzles import load_puzzles
>>> sheet = worksheet(load_puzzles()[:2], title="Puzzles")
>>> sheet.html.count('class="item"')
2
>>> key = sheet.answer_key()
>>> key.answers, key.title
(True, 'Answer key: Puzzles')
"""

from __future__ import annotations

import os
import pathlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from html import escape

from ...engine import Move
from ...engine.ai import own_moves
from ...engine.catalogue import N_, _, ngettext
from ...engine.safe_files import write_whole
from ..exercises import arguments as must
from ..exercises.exercise import Exercise
from ..exercises.goals import ExerciseError
from .answer_key import key_heading, key_intro, key_item, solution_line
from .lesson_context import lesson_run
from .worksheet_board import board_picture, legend, mover_sentence
from .worksheet_page import PAPERS, STYLE, document

BOARD_SIZE = 250  # pixels of each board on the worksheet (about 66 mm on paper)
DEFAULT_TITLE = N_("Kamisado exercises")


@dataclass(frozen=True)
class Worksheet:
    """A worksheet or an answer key made by :func:`worksheet`: ``html`` is the whole document (print it from a
    browser), ``body`` the part a notebook shows; :meth:`save` writes the document to a file, :meth:`answer_key`
    makes the worksheet's answer key."""

    title: str
    html: str
    body: str
    answers: bool
    items: int
    exercises: tuple[Exercise, ...] = field(default=(), repr=False, compare=False)
    name: str = ""  # the worksheet's own title (the answer key's heading names it)
    colour: bool = True
    paper: str = "A4"

    def answer_key(self) -> Worksheet:
        """The answer key of this worksheet, a document of its own (same tasks, order, colours and paper): save it
        where you keep it, e.g. ``sheet.answer_key().save("sumo-answers.html")``. Nothing is written until then."""
        if self.answers:
            return self
        return worksheet(list(self.exercises), answers=True, title=self.name, colour=self.colour, paper=self.paper)

    def save(self, path: str | os.PathLike[str]) -> pathlib.Path | None:
        """Write the document to ``path`` (e.g. ``"worksheet.html"``) in one piece, and return the path; when the
        code runs as a learner's lesson (an app, Voilà's page, a lesson run by the class table) write nothing and
        return None, so a lesson does not write its worksheet again wherever it is run."""
        if not isinstance(path, (str, os.PathLike)) or not os.fspath(path).strip():
            raise ExerciseError(_("Worksheet.save: path must be the path of a file (a str or pathlib.Path), e.g. "
                                  "'worksheet.html', not {value}").format(value=must.excerpt(path)))
        if lesson_run() is not None:
            return None
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


def _task_item(n: int, ex: Exercise, colour: bool) -> str:
    fill = ex.goal.kind == "fill"
    lines = 1 if fill else max(1, _answer_lines(ex))
    mover = mover_sentence(ex)
    return (
        f'<section class="item"><h2>{n}. {escape(ex.title)}</h2>'
        f'<p class="task">{escape(ex.task)}</p>'
        + (f'<p class="mover">{escape(mover)}</p>' if mover else "")
        + f'<div class="board">{board_picture(ex, BOARD_SIZE, colour)}</div>'
        f'<div class="write"><p>{escape(_write_here(fill, lines))}</p>{"<div class=line></div>" * lines}</div></section>'
    )


def _paper(value: object) -> str:
    if not isinstance(value, str) or value not in PAPERS:
        raise ExerciseError(_("worksheet: paper must be 'A4' or 'Letter', not {value}").format(
            value=must.excerpt(value)))
    return value


def _for_learner(exercises: list[Exercise], learner: str) -> list[Exercise]:
    """Each exercise that gives each learner their own position (``each_learner``) at the one of ``learner`` (a
    pupil's name: on paper, the name is their seat), the others as they are."""
    from ..exercises.own_position import at_position
    from ..learner.progress import seat_of
    from .own_positions import own_position

    seat = seat_of(f"paper\n{learner}")
    return [at_position(ex, own_position(ex, seat)) if getattr(ex, "choice", None) is not None else ex
            for ex in exercises]


def worksheet(lesson_or_exercises: object, answers: bool = False, title: str = "", *, colour: bool = True,
              paper: str = "A4", learner: str = "") -> Worksheet:
    """A printable worksheet of ``lesson_or_exercises`` (an ExerciseSet, a list of exercises and puzzles, or one of
    them): numbered tasks, each with its board (the tower that must move ringed and named, the last move marked) and
    lines to write the answer on. ``title`` heads the page (the set's title, or "Kamisado exercises", when empty).
    ``colour=False`` draws the boards in greys with each colour's character, for a black-and-white printer;
    ``paper`` is ``"A4"`` or ``"Letter"``. The answer key is a document of its own: ``.answer_key()`` (or
    ``answers=True``) makes it, with each exercise's solution line and the reason it is right. ``learner`` (a pupil's
    name) makes that pupil's own sheet: an exercise written with ``each_learner(...)`` shows the position their name
    chooses (the same every time), and the sheet carries the name; its ``.answer_key()`` is that pupil's. Save either with
    ``.save("worksheet.html")``, then print it from a browser::

        sheet = worksheet(ExerciseSet([push, win2], title="Sumo pushes"), colour=False)
        sheet.save("sumo-worksheet.html")
        sheet.answer_key().save("sumo-answers.html")
    """
    exercises, set_title = _exercises(lesson_or_exercises)
    must.flag("worksheet", "answers", answers)
    must.text("worksheet", "title", title)
    must.flag("worksheet", "colour", colour)
    _paper(paper)
    must.text("worksheet", "learner", learner)
    if learner.strip():
        exercises = _for_learner(exercises, learner.strip())
    name = title.strip() or set_title or _(DEFAULT_TITLE)
    count = len(exercises)
    if answers:
        heading = key_heading(name)
        intro = key_intro(count, name)
        items = [key_item(n, ex, colour) for n, ex in enumerate(exercises, 1)]
        name_line = ""
    else:
        heading = name
        intro = ngettext(
            "This worksheet has {count} task. Look at the board, read its task, and write your answer on the lines "
            "below it. Write a move as the board does: a step as c1-c6, a push as e4>e5, a pass as d2=.",
            "This worksheet has {count} tasks. Look at each board, read its task, and write your answer on the lines "
            "below it. Write a move as the board does: a step as c1-c6, a push as e4>e5, a pass as d2=.",
            count).format(count=count)
        items = [_task_item(n, ex, colour) for n, ex in enumerate(exercises, 1)]
        who = escape(learner.strip()) if learner.strip() else "______________________________"
        name_line = '<p class="name">' + escape(_("Your name:")) + f" {who}</p>"
    marks = "".join(f'<p class="legend">{escape(sentence)}</p>' for sentence in legend(exercises, colour))
    body = (f'<div class="kamisado-worksheet"><style>{STYLE}</style><h1>{escape(heading)}</h1>'
            f'<p class="intro">{escape(intro)}</p>{marks}{name_line}{"".join(items)}</div>')
    return Worksheet(title=heading, html=document(heading, body, paper, not colour), body=body, answers=answers,
                     items=count, exercises=tuple(exercises), name=name, colour=colour, paper=paper)


__all__ = ["Worksheet", "solution_line", "worksheet"]
