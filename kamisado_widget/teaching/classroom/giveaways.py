"""The give-nothing-away rules (docs/teaching.md, "Giving nothing away"): what a lesson shows must not answer an
exercise before the learner has tried it. :func:`giveaways` applies them to what a lesson shows, in the order a
learner meets it (:class:`OnThePage`: its Markdown, its demos, its exercises, those of an ``ExerciseSet`` included), and
says each leak in one sentence naming the exercise; :func:`~.lesson_check.check_lesson` runs a notebook to get that
order.

The rules, each with what it allows:

- **A demo above an exercise** does not show the exercise's position and play one of its answers there (nor end on
  that position). A demo may show a trap from it (a move the exercise refuses).
- **No text above an exercise, nor any task of the lesson** (every task is on the page before a try) writes one of
  its answers.
- **A board whose marked squares stop at the answer** (the answer is as far as its tower may go, S1, not where a
  tower blocks it) is made with ``show_targets=False``.
- **A demo below a fill exercise**, from its position, is there for after the try: its title names no fill
  direction (:data:`DIRECTION_WORDS`).

A position where every legal move is right gives nothing away (the exercise asks the learner to make a move, e.g.
to press Pass, M6); a fill exercise has no moves to give away, only its direction. The answers are the exercises'
own (``goal.answers``). A free board may show an exercise's position: it gives no hint before the lesson's
exercises are tried (:func:`~..course.lesson_widgets.free_board`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...engine import Match, Move, Position, explain
from ...engine.basics import square, square_file, square_rank
from ...engine.catalogue import _

if TYPE_CHECKING:
    from ..course.demo import Demo
    from ..exercises.exercise import Exercise

KINDS = ("markdown", "exercise", "demo")

DIRECTION_WORDS: dict[str, tuple[str, ...]] = {"en": ("left", "right"), "de": ("links", "rechts")}
"""The words that name a fill's direction, in each language of the course (a title is checked for all of them: a
word starting with one, "right-hand" or "rechtsherum", names it too)."""


@dataclass(frozen=True)
class OnThePage:
    """One thing on a lesson's page: ``kind`` is ``"markdown"`` (``item`` is its text), ``"exercise"`` (an
    ``Exercise``) or ``"demo"`` (a ``Demo``)."""

    kind: str
    item: Any


def demo_positions(demo: Demo) -> list[tuple[Position, str | None]]:
    """Every position a demo shows, each with the move it plays next (None after the last, or before a fill)."""
    match = Match.from_text(demo._start_text, demo._past)
    out: list[tuple[Position, str | None]] = []
    for step in demo.steps:
        out.append((match.position, step.text() if not isinstance(step, str) else None))
        match.fill(step) if isinstance(step, str) else match.play(step)
    out.append((match.position, None))
    return out


def placement(pos: Position) -> str:
    """A position as the board draws it: the towers, the side to move and the tower that must move (no match
    score, no last move)."""
    return pos.text()


def stops_at_its_reach(ex: Exercise, move: Move) -> bool:
    """The answer is as far as its tower may go on its line (S1), not where a tower blocks it: marked squares that
    stop there would show the answer."""
    pos = ex.start().position
    (f0, r0), (f1, r1) = [(square_file(sq), square_rank(sq)) for sq in (move.from_square, move.to_square)]
    file, rank = f1 + (f1 > f0) - (f1 < f0), r1 + (r1 > r0) - (r1 < r0)  # one square further on the line
    if not (0 <= file < 8 and 0 <= rank < 8) or pos.tower_at(square(file, rank)) is not None or move.is_pass:
        return False
    return explain(pos, move.from_square, square(file, rank)).rule == "S1"


def fill_words(title: str, language: str | None = None) -> list[str]:
    """The words of ``title`` that name a fill's direction (:data:`DIRECTION_WORDS` of ``language``, or of every
    language of the course), in that order."""
    languages = [language] if language is not None else list(DIRECTION_WORDS)
    words = [word for code in languages for word in DIRECTION_WORDS.get(code, ())]
    return [word for word in words if re.search(rf"\b{word}", title, re.IGNORECASE)]


def moves_answers(ex: Exercise) -> tuple[Position, list[str]] | None:
    """The exercise's starting position and its right first moves; None when there is nothing to give away (a fill
    task, or every legal move is right)."""
    if ex.goal.kind == "fill":
        return None
    start = ex.start().position
    answers = list(ex.goal.answers(ex.start()))
    if set(answers) >= {m.text() for m in start.legal_moves()}:
        return None
    return start, answers


def _writes(text: str, answer: str) -> bool:
    return re.search(rf"(?<![a-h0-9]){re.escape(answer)}(?![0-9])", text) is not None


def _above(ex: Exercise, start: Position, answers: list[str], above: Sequence[OnThePage]) -> list[str]:
    """The leaks above the exercise: a demo that shows its position and plays an answer there, and text above it
    that writes an answer."""
    found = []
    for item in above:
        if item.kind != "demo":
            continue
        for pos, step in demo_positions(item.item):
            if placement(pos) != placement(start) or (step is not None and step not in answers):
                continue
            if step is None:
                found.append(_("{exercise} starts from a position the demo {demo} above it shows.").format(
                    exercise=repr(ex.title), demo=repr(item.item.title)))
            else:
                found.append(_("{exercise} starts from a position the demo {demo} above it shows, and the demo "
                               "plays its answer {move} there.").format(
                    exercise=repr(ex.title), demo=repr(item.item.title), move=step))
    text = " ".join(item.item for item in above if item.kind == "markdown")
    for answer in answers:
        if _writes(text, answer):
            found.append(_("{exercise}: the text above it writes its answer {move}.").format(
                exercise=repr(ex.title), move=answer))
    return found


def _tasks(ex: Exercise, answers: list[str], exercises: Sequence[Exercise]) -> list[str]:
    """Every task of the lesson is on the page before a try: none writes one of the exercise's answers."""
    found = []
    for answer in answers:
        for other in exercises:
            if not _writes(other.task, answer):
                continue
            if other is ex:
                found.append(_("{exercise}: its own task writes its answer {move}.").format(
                    exercise=repr(ex.title), move=answer))
            else:
                found.append(_("{exercise}: the task of {other} writes its answer {move}.").format(
                    exercise=repr(ex.title), other=repr(other.title), move=answer))
    return found


def _reach(ex: Exercise, answers: list[str]) -> list[str]:
    if not ex.show_targets:
        return []
    return [_("{exercise}: its board marks the squares its tower may reach, and they stop at its answer {move} (S1); "
              "make it with show_targets=False.").format(exercise=repr(ex.title), move=answer)
            for answer in answers if stops_at_its_reach(ex, Move.from_text(answer))]


def _below_a_fill(ex: Exercise, below: Sequence[OnThePage]) -> list[str]:
    start = placement(ex.start().position)
    found = []
    for item in below:
        if item.kind == "demo" and placement(demo_positions(item.item)[0][0]) == start:
            words = fill_words(item.item.title)
            if words:
                found.append(_("{exercise}: the title of the demo {demo} below it names a fill direction ({word}) "
                               "before the learner has tried.").format(
                    exercise=repr(ex.title), demo=repr(item.item.title), word=words[0]))
    return found


def giveaways(shown: Sequence[OnThePage]) -> list[str]:
    """Each leak in what a lesson shows (in order), one sentence naming the exercise, exercise by exercise."""
    exercises = [s.item for s in shown if s.kind == "exercise"]
    found: list[str] = []
    for at, thing in enumerate(shown):
        if thing.kind != "exercise":
            continue
        ex = thing.item
        if ex.goal.kind == "fill":
            found += _below_a_fill(ex, shown[at + 1:])
        facts = moves_answers(ex)
        if facts is None:
            continue
        start, answers = facts
        found += _above(ex, start, answers, shown[:at]) + _tasks(ex, answers, exercises) + _reach(ex, answers)
    return list(dict.fromkeys(found))  # one exercise shown twice is one exercise


__all__ = ["DIRECTION_WORDS", "OnThePage", "demo_positions", "fill_words", "giveaways", "moves_answers", "placement",
           "stops_at_its_reach"]
