"""Checking a handed-in solve: the moves a learner's record says were played, re-played against the exercise.

:func:`check_solve` starts the exercise afresh (nothing saved), tries each of the learner's moves in turn as a
click would, lets the exercise answer with its replies, and says whether the task ends solved. A record without
moves (an older export, or one written by hand) cannot be checked::

    >>> from kamisado_widget.engine import Match
    >>> from kamisado_widget.teaching.exercise import Exercise
    >>> from kamisado_widget.teaching.goals import OneOf
    >>> ex = Exercise("Orange", "Move the Orange tower to c6.", Match(3).text(), OneOf(["c1-c6"]), id="orange-replay")
    >>> check_solve(ex, ["c1-c6"]), check_solve(ex, ["c1-c5"])
    (None, 'c1-c5 is not an answer: That move is legal, but it is not the one the task asks for.')
    >>> check_solve(ex, None)
    'no moves recorded'
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Fill, KamisadoError, Move
from ..engine.catalogue import N_, _
from ..session.pointer import Attempt
from .run import ExerciseRun
from .task import Task

NO_MOVES = N_("no moves recorded")


def _attempt(run: ExerciseRun, text: str) -> Attempt:
    if text in ("left", "right"):
        return Attempt("fill", direction=Fill.parse(text))
    return Attempt("move", verdict=run.match.explain_move(Move.from_text(text)))


def check_solve(exercise: Task, moves: Sequence[str] | None) -> str | None:
    """None if ``moves`` (both sides', from the exercise's start) solve ``exercise``, else why not, in words."""
    if not moves:
        return _(NO_MOVES)
    run = ExerciseRun(exercise, save=False, clock=lambda: 0.0)
    at = 0
    while at < len(moves):
        text = moves[at]
        try:
            step = run.attempt(_attempt(run, text))
        except (KamisadoError, ValueError) as err:
            return _("{move} cannot be played there ({error})").format(move=text, error=err)
        if not step.accepted:
            # Translators: {feedback} is what the exercise said to the learner's move.
            return _("{move} is not an answer: {feedback}").format(move=text, feedback=step.feedback.text)
        at += 1
        for reply in step.replies:
            if at >= len(moves) or moves[at] != reply.text():
                return _("the record does not follow the reply {reply} of the exercise after {move}").format(
                    reply=reply.text(), move=text)
            at += 1
        if run.solved:
            break
    if not run.solved:
        return _("the moves recorded do not finish the task")
    if at != len(moves):
        return _("the record goes on after the task was solved")
    return None


__all__ = ["NO_MOVES", "check_solve"]
