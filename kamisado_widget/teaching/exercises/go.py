"""One learner's go at an exercise, without a widget: the steps played, the feedback, and the saved progress.

An :class:`ExerciseRun` keeps a match of its own, started from the exercise's position. Each try comes in as
an :class:`~kamisado_widget.session.pointer.Attempt` (the engine's verdict for a move, or a fill direction)
and :meth:`ExerciseRun.attempt` answers with a :class:`Step`: refused (and why), or accepted — with the other
side's replies to play after it when the task goes on, and the feedback to show. Whether a try answers the task is
:mod:`~kamisado_widget.teaching.exercises.solving`'s to say; the go counts the tries, the hints and the time, and
saves a solve (or "Show me") to the learner's progress. The widget view
(:mod:`~kamisado_widget.teaching.exercises.exercise_view`) draws it; tests and other front ends can drive it alone::

    >>> from kamisado_widget.engine import Match, Verdict, Move
    >>> from kamisado_widget.session.pointer import Attempt
    >>> from kamisado_widget.teaching.exercises.exercise import Exercise
    >>> from kamisado_widget.teaching.exercises.goals import OneOf
    >>> ex = Exercise("Orange", "Move the Orange tower to c6.", Match(3).text(), OneOf(["c1-c6"]), id="orange")
    >>> run = ExerciseRun(ex)
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

from ...engine import Fill, Match, Move, Player
from ...engine.catalogue import N_, _
from ...engine.names import player_name
from ...session.pointer import Attempt
from ...session.sentences import compose, message
from ..learner import lessons, progress
from .answers import line_words, shown_text
from .goals import learner
from .solving import answer_try, play_answer, replayed
from .task import Task

SOLVED_ALREADY = N_("Solved already: press Reset to try again.")
SHOWN_ALREADY = N_("The answer is shown on the board: press Reset to play it yourself.")
RIGHT = N_("Right!")  # an exercise's success text when the teacher gives none
# A wrong tower's refusal on a board that hides the mover (show_mover=False): the rule, never the tower's colour.
HIDDEN_MOVER = {
    "T2": N_("That is not the tower that must move. The colour of the square the opponent's last move ended on "
             "says which tower moves."),
    "S3": N_("That is not the tower that must move. After a push, the player who pushed moves again: with the "
             "tower of the colour of the square the furthest pushed tower now stands on."),
}


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
    go's state, ``solved_before`` what the saved progress said when it began.

    ``tries`` counts the learner's attempts at the whole exercise, not their moves: the first move starts the first
    try, and a flawless solve is one try however many of the learner's own moves it takes (a win in 2 included). A
    refused move (illegal, not an answer, or one that throws the win away) ends the try, and the next move starts
    another; so do Reset and a take-back (``rewind``). "Solved already" and "Show me" count none.

    A solve is saved with how it went (:data:`~kamisado_widget.teaching.learner.progress.DETAILS`): the moves played,
    ``tries``, ``hints_used``, ``shown_me`` (whether "Show me" was used first, in this session) and the seconds from
    the first try to the solve, read on ``clock`` (``time.monotonic``; tests give one of their own). Whether moves
    solve an exercise, with nothing saved, is :func:`~kamisado_widget.teaching.exercises.solving.check_solve`'s.
    """

    def __init__(self, exercise: Task, clock: Callable[[], float] = time.monotonic) -> None:
        self.exercise = exercise
        self.clock = clock
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
        self._fresh = True  # the next move starts a try
        self.hints_shown = 0
        self.feedback = Feedback("")
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
        out = {"moves": list(self.played), "tries": self.tries, "hints": self.hints_used,
               "shown_me": self.shown_me, "seconds": seconds}
        if getattr(self.exercise, "choice", None) is not None:  # each learner's own position: the hand-in says which
            out["position"] = self.exercise.position
        return out

    def _save(self, state: str) -> None:
        details = self.details()
        if state != "solved":
            del details["moves"]
        progress.save_state(self.exercise.progress_id, state, details)

    # ------------------------------------------------------------------ tries
    def attempt(self, attempt: Attempt) -> Step:
        """Answer one try at the current step; an accepted try is played on this go's match with the replies."""
        ex = self.exercise
        if self.solved:
            return Step(False, self._say(_(SOLVED_ALREADY)))
        if self.shown:
            return Step(False, self._say(_(SHOWN_ALREADY)))
        if self._fresh:
            self.tries, self._fresh = self.tries + 1, False
        if self.first_try is None:
            self.first_try = self.clock()
        lessons.tried(ex.progress_id)  # the lesson's free boards may hint once all its exercises are tried
        outcome, played = answer_try(ex, self.played, attempt)  # the one check: check_solve (the class table) asks it too
        if outcome.wrong is not None:
            self._fresh = True  # a refused move ends this try: the next move starts another
            return Step(False, self._say(self._wrong_text(attempt, outcome.wrong), "error", outcome.rule))
        self.played, self.match = list(played), replayed(ex, played)
        if not outcome.solved:
            return Step(True, self._say(self._go_on_text(outcome.replies), "success"), outcome.replies)
        self.solved = True
        self._save("solved")
        return Step(True, self._say(_(RIGHT) if ex.success == RIGHT else ex.success, "success"), outcome.replies)

    def _wrong_text(self, attempt: Attempt, wrong: str) -> str:
        """Why a try is refused, as the learner reads it: with ``show_mover=False`` a wrong tower's refusal (T2,
        S3) says the rule without naming the tower or the colour that must move (the task asks for it)."""
        verdict = attempt.verdict
        rule = verdict.rule if verdict is not None and not verdict.legal else None
        if rule not in HIDDEN_MOVER or getattr(self.exercise, "show_mover", True):
            return wrong
        return compose(rule, _(HIDDEN_MOVER[rule]), self.exercise.feedback.get(rule, ""))

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
        self.played = list(self.played[: max(0, steps)])
        self.match, self.solved, self.shown = replayed(self.exercise, self.played), False, False
        while self.played and self.match.position.turn is not self.player:
            self.match.undo()
            self.played.pop()
        self.feedback = Feedback("")
        self._fresh = True  # moves taken back: the next move starts another try
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

        The go is then at the end of that line, counted as shown, not solved (saved so, never lowering a
        saved "solved"). Once solved or shown it changes nothing and returns no steps.
        """
        if self.over:
            return [], self.feedback
        ex = self.exercise
        self.match, self.played = ex.start(), []
        before = self.match.position
        steps = play_answer(ex, self.match, self.played)
        self.shown = self.shown_me = True
        self._save("shown")
        lessons.tried(ex.progress_id)
        return steps, self._say(shown_text(before, steps, ex.reason))


__all__ = ["HIDDEN_MOVER", "RIGHT", "SHOWN_ALREADY", "SOLVED_ALREADY", "ExerciseRun", "Feedback", "Step"]
