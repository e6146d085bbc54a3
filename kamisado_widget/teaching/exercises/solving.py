"""Whether moves answer an exercise, with no saved progress and no widget: the one check of a try.

:func:`answer_try` checks one try at the task's current step (an illegal move, a legal move that is not an answer,
or an answer, played with the other side's replies) and says whether the task is solved; :func:`play_answer` plays
the whole answer "Show me" plays; :func:`check_solve` tries the moves a record says were played, from the start.

:func:`answer_try` is pure: it takes the moves played so far (both sides', from the task's start) and returns the
outcome with the moves played after the try, changing nothing it is given (it replays the task's match of its own,
:func:`replayed`). A learner's go (:class:`~kamisado_widget.teaching.exercises.go.ExerciseRun`) asks it at each try
and :func:`play_answer` for "Show me", then saves what happened to the learner's progress; :func:`check_solve`, the
class table's check of a handed-in solve, asks it at each of the line's moves, so the go and the check share one
definition. A worksheet's answer key asks :func:`play_answer` for the line it prints. Nothing here reads or writes
saved progress. A record without moves (an older export, or one written by hand) cannot be checked::

    >>> from kamisado_widget.engine import Match
    >>> from kamisado_widget.teaching.exercises.exercise import Exercise
    >>> from kamisado_widget.teaching.exercises.goals import OneOf
    >>> ex = Exercise("Orange", "Move the Orange tower to c6.", Match(3).text(), OneOf(["c1-c6"]), id="orange-check")
    >>> check_solve(ex, ["c1-c6"]), check_solve(ex, ["c1-c5"])
    (None, 'c1-c5 is not an answer: That move is legal, but it is not the one the task asks for.')
    >>> check_solve(ex, None)
    'no moves recorded'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import Fill, KamisadoError, Match, Move, Player, Verdict
from ...engine.catalogue import N_, _
from ...session.pointer import Attempt
from ...session.sentences import compose
from .task import Task

NO_MOVES = N_("no moves recorded")
FILLS = ("left", "right")  # a fill as a line of moves notes it


def refusal_text(exercise: Task, verdict: Verdict) -> str:
    """The one message for an illegal try: the engine's sentence and the teacher's words for its rule (D1)."""
    return compose(verdict.rule, verdict.reason, exercise.feedback.get(verdict.rule or "", ""))


@dataclass(frozen=True)
class TryOutcome:
    """What an exercise says to one try at its current step: ``wrong``, why the try is not an answer (None: it is
    one), with the ``rule`` an illegal move breaks; after an answer, the other side's ``replies`` and whether the
    task is ``solved`` (else the learner moves again)."""

    wrong: str | None
    rule: str | None = None
    replies: tuple[Move, ...] = ()
    solved: bool = False


def play_step(match: Match, played: list[str], what: Move | Fill | None) -> None:
    """Play a move or a fill on ``match`` and note it in ``played`` (a move's text, or ``"left"``/``"right"``)."""
    if isinstance(what, Fill):
        match.fill(what)
        played.append(what.value)
    elif isinstance(what, Move):
        match.play(what)
        played.append(what.text())
    else:  # pragma: no cover - an accepted attempt is a move or a fill
        raise TypeError("an accepted attempt carries a move or a fill direction")


def play_replies(task: Task, match: Match, played: list[str], learner: Player) -> tuple[Move, ...]:
    """The other side's moves while the task goes on and it is not the ``learner``'s turn, played."""
    goal, out = task.goal, []
    while goal.goes_on(match, tuple(played)) and match.position.turn is not learner:
        reply = goal.reply(match, tuple(played))
        match.play(reply)
        played.append(reply.text())
        out.append(reply)
    return tuple(out)


def replayed(task: Task, played: Sequence[str]) -> Match:
    """A new match: the task's start with ``played`` (both sides' moves since it, as text; ``"left"``/``"right"``
    for a fill) played on it."""
    match = task.start()
    noted: list[str] = []  # play_step's notes, not needed: ``played`` is the line
    for text in played:
        play_step(match, noted, Fill.parse(text) if text in FILLS else Move.from_text(text))
    return match


def answer_try(task: Task, played: Sequence[str], attempt: Attempt) -> tuple[TryOutcome, tuple[str, ...]]:
    """The task's answer to one try at its current step, after ``played`` (both sides' moves since its start), and
    the moves played after it: ``played`` as it was after a try that is not an answer, else with the try and the
    other side's replies added. Pure: nothing it is given changes (it checks the try on a match of its own, replayed)."""
    before = tuple(played)
    verdict = attempt.verdict
    if attempt.kind == "move" and verdict is not None and not verdict.legal:
        return TryOutcome(refusal_text(task, verdict), verdict.rule), before
    match, goal = replayed(task, before), task.goal
    wrong = goal.why_not_at(match, attempt, before) if before else goal.why_not(match, attempt)
    if wrong is not None:
        return TryOutcome(wrong), before
    after: list[str] = list(before)
    learner = match.position.turn
    play_step(match, after, attempt.direction if attempt.kind == "fill" else verdict.move if verdict else None)
    replies = play_replies(task, match, after, learner)
    return TryOutcome(None, replies=replies, solved=not goal.goes_on(match, tuple(after))), tuple(after)


def next_answer(task: Task, match: Match, played: list[str]) -> Move | Fill:
    """The goal's first right answer at the task's current step (``match`` after ``played``)."""
    answers = task.goal.answers_at(match, tuple(played))
    if not answers:
        raise ValueError(_("Exercise {title}: the goal has no right move after {moves}.").format(
            title=repr(task.title), moves=", ".join(played)))
    return Fill.parse(answers[0]) if task.goal.kind == "fill" else Move.from_text(answers[0])


def play_answer(task: Task, match: Match, played: list[str]) -> list[Move | Fill]:
    """The whole answer from the task's start (``match`` at it, ``played`` empty), as "Show me" plays it: the
    exercise's answer, the replies, then the goal's first answer at each later step; played on ``match`` and noted
    in ``played``. Returns the steps, the replies included."""
    learner = match.position.turn
    steps: list[Move | Fill] = []
    while True:
        answer = task.answer() if not steps else next_answer(task, match, played)
        play_step(match, played, answer)
        steps.append(answer)
        steps.extend(play_replies(task, match, played, learner))
        if not task.goal.goes_on(match, tuple(played)):
            return steps


def _attempt(match: Match, text: str) -> Attempt:
    if text in FILLS:
        return Attempt("fill", direction=Fill.parse(text))
    return Attempt("move", verdict=match.explain_move(Move.from_text(text)))


def check_solve(exercise: Task, moves: Sequence[str] | None) -> str | None:
    """None if ``moves`` (both sides', from the exercise's start, as a record keeps them) solve ``exercise``, else
    why not, in words: each of the learner's moves is tried as a click would be, and each reply must be the
    exercise's own."""
    if not moves:
        return _(NO_MOVES)
    played: tuple[str, ...] = ()
    solved = False
    at = 0
    while at < len(moves) and not solved:
        text = moves[at]
        try:
            outcome, played = answer_try(exercise, played, _attempt(replayed(exercise, played), text))
        except (KamisadoError, ValueError) as err:
            return _("{move} cannot be played there ({error})").format(move=text, error=err)
        if outcome.wrong is not None:
            # Translators: {feedback} is what the exercise said to the learner's move.
            return _("{move} is not an answer: {feedback}").format(move=text, feedback=outcome.wrong)
        at += 1
        for reply in outcome.replies:
            if at >= len(moves) or moves[at] != reply.text():
                return _("the moves do not follow the reply {reply} of the exercise after {move}").format(
                    reply=reply.text(), move=text)
            at += 1
        solved = outcome.solved
    if not solved:
        return _("the moves recorded do not finish the task")
    if at != len(moves):
        return _("the moves go on after the task was solved")
    return None


__all__ = [
    "NO_MOVES", "TryOutcome", "answer_try", "check_solve", "next_answer", "play_answer", "play_replies", "play_step",
    "refusal_text", "replayed",
]
