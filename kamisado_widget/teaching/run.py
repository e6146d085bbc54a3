"""One go at an exercise, without a widget: the steps played, the verdicts and the state (kernel-free).

An :class:`ExerciseRun` keeps a match of its own, started from the exercise's position. Each try comes in as
an :class:`~kamisado_widget.session.pointer.Attempt` (the engine's verdict for a move, or a fill direction)
and :meth:`ExerciseRun.attempt` answers with a :class:`Step`: refused (and why), or accepted — with the other
side's replies to play after it when the task goes on, and the feedback to show. The widget view
(:mod:`~kamisado_widget.teaching.exercise_view`) draws it; tests and other front ends can drive it alone::

    >>> from kamisado_widget.engine import Match, Verdict, Move
    >>> from kamisado_widget.session.pointer import Attempt
    >>> from kamisado_widget.teaching.exercise import Exercise
    >>> from kamisado_widget.teaching.goals import OneOf
    >>> ex = Exercise("Orange", "Move the Orange tower to c6.", Match(3).text(), OneOf(["c1-c6"]), id="orange")
    >>> run = ExerciseRun(ex, save=False)
    >>> run.attempt(Attempt("move", verdict=Verdict(True, Move.from_text("c1-c5"), None, ""))).feedback.text
    'That move is legal, but it is not the one the task asks for.'
    >>> step = run.attempt(Attempt("move", verdict=Verdict(True, Move.from_text("c1-c6"), None, "")))
    >>> step.accepted, run.solved, step.feedback.text
    (True, True, 'Right!')
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..engine import Fill, Match, Move, Player, Verdict
from ..engine.catalogue import N_, _
from ..engine.names import player_name
from ..session.pointer import Attempt
from ..session.sentences import compose, message
from . import lessons, progress
from .answers import line_words, shown_text
from .goals import learner
from .task import Task

SOLVED_ALREADY = N_("Solved already: press Reset to try again.")
SHOWN_ALREADY = N_("The answer is shown on the board: press Reset to play it yourself.")
RIGHT = N_("Right!")  # an exercise's success text when the teacher gives none


def refusal_text(exercise: Task, verdict: Verdict) -> str:
    """The one message for an illegal try: the engine's sentence and the teacher's words for its rule (D1)."""
    return compose(verdict.rule, verdict.reason, exercise.feedback.get(verdict.rule or "", ""))


@dataclass(frozen=True)
class Feedback:
    """One line for the board's message line: its text, its kind (info, success, error) and rule badge."""

    text: str
    kind: str = "info"
    rule: str | None = None

    @property
    def line(self) -> str:
        """The text as the message line shows it, led by the rule ("T2: ...") when there is one."""
        return message(self.rule, self.text) if self.rule else self.text


@dataclass(frozen=True)
class Step:
    """The answer to one try: ``accepted`` (the board plays it, then ``replies``) or refused, and the feedback."""

    accepted: bool
    feedback: Feedback
    replies: tuple[Move, ...] = ()


class ExerciseRun:
    """One learner's go at one exercise (see the module docstring).

    ``played`` lists what was played since the start (both sides, as text); ``solved`` and ``shown`` are this
    go's state, ``solved_before`` what the saved progress said when it began. With ``save=False`` nothing is
    written to the saved progress (a preview, a test).

    A solve is saved with how it went (:data:`~kamisado_widget.teaching.progress.DETAILS`): the moves played,
    ``tries``, ``hints_used``, ``shown_me`` (whether "Show me" was used first, in this session) and the seconds from
    the first try to the solve, read on ``clock`` (``time.monotonic``; tests give one of their own).
    """

    def __init__(self, exercise: Task, save: bool = True, clock: Callable[[], float] = time.monotonic) -> None:
        self.exercise = exercise
        self.save = save
        self.clock = clock
        self.solved_before = progress.is_solved(exercise.progress_id) if save else False
        self.tries = 0
        self.hints_used = 0
        self.shown_me = False
        self.first_try: float | None = None
        self.reset()

    # ------------------------------------------------------------------ state
    def reset(self) -> None:
        """Back to the start, unsolved (the saved progress stays as it is)."""
        self.match: Match = self.exercise.start()
        self.player: Player = learner(self.match)
        self.played: list[str] = []
        self.solved = self.shown = False
        self.hints_shown = 0
        self.feedback = Feedback("")
        if self.save:
            self.solved_before = progress.is_solved(self.exercise.progress_id)

    @property
    def done(self) -> bool:
        """Solved in this go or in an earlier session (the saved progress)."""
        return self.solved or self.solved_before

    @property
    def over(self) -> bool:
        """Solved or shown: the board holds the answer; Reset starts again."""
        return self.solved or self.shown

    def _say(self, text: str, kind: str = "info", rule: str | None = None) -> Feedback:
        self.feedback = Feedback(text, kind, rule)
        return self.feedback

    def details(self) -> dict[str, Any]:
        """How this go went so far, as the saved progress keeps it."""
        seconds = 0 if self.first_try is None else max(0, int(self.clock() - self.first_try))
        return {"moves": list(self.played), "tries": self.tries, "hints": self.hints_used,
                "shown_me": self.shown_me, "seconds": seconds}

    def _record(self, state: str) -> None:
        if self.save:
            details = self.details()
            if state != "solved":
                del details["moves"]
            progress.record(self.exercise.progress_id, state, details)

    # ------------------------------------------------------------------ tries
    def attempt(self, attempt: Attempt) -> Step:
        """Judge one try at the current step; an accepted try is played on this run's match with the replies."""
        ex, goal = self.exercise, self.exercise.goal
        if self.solved:
            return Step(False, self._say(_(SOLVED_ALREADY)))
        if self.shown:
            return Step(False, self._say(_(SHOWN_ALREADY)))
        self.tries += 1
        if self.first_try is None:
            self.first_try = self.clock()
        if self.save:
            lessons.tried(ex.progress_id)  # the lesson's free boards may hint once all its exercises are tried
        verdict = attempt.verdict
        if attempt.kind == "move" and verdict is not None and not verdict.legal:
            return Step(False, self._say(refusal_text(ex, verdict), "error", verdict.rule))
        wrong = goal.judge_step(self.match, attempt, tuple(self.played)) if self.played else goal.judge(
            self.match, attempt
        )
        if wrong is not None:
            return Step(False, self._say(wrong, "error"))
        self._play(attempt.direction if attempt.kind == "fill" else verdict.move if verdict else None)
        replies = self._replies()
        if goal.goes_on(self.match, tuple(self.played)):
            return Step(True, self._say(self._go_on_text(replies), "success"), replies)
        self.solved = True
        self._record("solved")
        return Step(True, self._say(_(RIGHT) if ex.success == RIGHT else ex.success, "success"), replies)

    def _play(self, what: Move | Fill | None) -> None:
        if isinstance(what, Fill):
            self.match.fill(what)
            self.played.append(what.value)
        elif isinstance(what, Move):
            self.match.play(what)
            self.played.append(what.text())
        else:  # pragma: no cover - an accepted attempt is a move or a fill
            raise TypeError("an accepted attempt carries a move or a fill direction")

    def _replies(self) -> tuple[Move, ...]:
        """The other side's moves while the task goes on and it is not the learner's turn."""
        goal, out = self.exercise.goal, []
        while goal.goes_on(self.match, tuple(self.played)) and self.match.position.turn is not self.player:
            reply = goal.reply(self.match, tuple(self.played))
            self.match.play(reply)
            self.played.append(reply.text())
            out.append(reply)
        return tuple(out)

    def _go_on_text(self, replies: tuple[Move, ...]) -> str:
        me = player_name(self.player)
        if not replies:
            return _("Right. {player} moves again (S3): find the next move.").format(player=me)
        them = player_name(self.player.opponent)
        if all(r.is_pass for r in replies):
            # Translators: {opponent} passes; {moves} is the pass in notation, "a2="; {player} moves next.
            return _("Right. {opponent} is blocked and passes ({moves}, M6). Your move, {player}.").format(
                opponent=them, moves=line_words(replies), player=me)
        # Translators: {moves} is the opponent's answer, "e8-f7" or "d4>d5 (a push), then d5-c6".
        return _("Right. {opponent} answers {moves}. Your move, {player}.").format(
            opponent=them, moves=line_words(replies, said=True), player=me)

    def rewind(self, steps: int) -> int:
        """Go back to the state after the first ``steps`` of :attr:`played` (a board's undo), and further back
        to the learner's last turn if the other side was to move there. Returns the steps kept."""
        keep = list(self.played[: max(0, steps)])
        self.match, self.played, self.solved, self.shown = self.exercise.start(), [], False, False
        for text in keep:
            self._play(Fill.parse(text) if text in ("left", "right") else Move.from_text(text))
        while self.played and self.match.position.turn is not self.player:
            self.match.undo()
            self.played.pop()
        self.feedback = Feedback("")
        return len(self.played)

    # ------------------------------------------------------------------ help
    def hint(self) -> str:
        """The next hint (they cycle back to the first), or "" when the exercise has none."""
        hints = self.exercise.hints
        if not hints:
            return ""
        text = hints[self.hints_shown % len(hints)]
        self.hints_shown += 1
        self.hints_used += 1
        self._say(_("Hint: {hint}").format(hint=text))
        return text

    def show_me(self) -> tuple[list[Move | Fill], Feedback]:
        """The whole answer from the start (the learner's moves and the replies) and what "Show me" says.

        The run is then at the end of that line, counted as shown, not solved (saved so, never lowering a
        saved "solved"). Once solved or shown it changes nothing and returns no steps.
        """
        if self.over:
            return [], self.feedback
        ex, goal = self.exercise, self.exercise.goal
        self.match, self.played = ex.start(), []
        steps: list[Move | Fill] = []
        first = ex.answer()
        before = self.match.position
        while True:
            answer = first if not steps else self._preferred()
            self._play(answer)
            steps.append(answer)
            steps.extend(self._replies())
            if not goal.goes_on(self.match, tuple(self.played)):
                break
        self.shown = self.shown_me = True
        self._record("shown")
        if self.save:
            lessons.tried(ex.progress_id)
        return steps, self._say(shown_text(before, steps, ex.reason))

    def _preferred(self) -> Move | Fill:
        answers = self.exercise.goal.answers_at(self.match, tuple(self.played))
        if not answers:
            raise ValueError(_("Exercise {title}: the goal has no right move after {moves}.").format(
                title=repr(self.exercise.title), moves=", ".join(self.played)))
        return Fill.parse(answers[0]) if self.exercise.goal.kind == "fill" else Move.from_text(answers[0])


__all__ = ["RIGHT", "SHOWN_ALREADY", "SOLVED_ALREADY", "ExerciseRun", "Feedback", "Step", "refusal_text"]
