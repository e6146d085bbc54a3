"""Exercises: a position, a task, and feedback that cites the rules.

A teacher writes an :class:`Exercise` with a starting position (a position or match text),
the task in words, a :class:`Goal` that recognises the right answers, optional hints and
extra feedback per rule ID. Displaying it shows a live board; every move or fill the learner
tries is judged at once:

* an illegal move is refused with the engine's rule ID and explanation (D1), merged with the
  teacher's extra words for that rule, if any, into one message on the board's message line;
* a legal move that is not the answer is refused with the goal's explanation;
* a right answer is played on the board and the success text is shown;
* "Show me" plays the answer on the board for the learner (the board animates it) and says why it
  is right; the exercise then counts as shown, not solved, until the learner solves it after Reset.

>>> ex = Exercise(
...     title="The colour rule",
...     task="Gold has just moved onto a red square. Make Black's move.",
...     position="...",          # the position before Gold's move,
...     past=["d8-d6"],          # and Gold's move: checked, played, and shown as the last move
...     goal=AnyMove(),
...     hints=["Which colour is the square Gold's tower ended on?"],
... )

An :class:`ExerciseSet` groups exercises and counts progress ("2 of 5 solved").

Solving an exercise is saved (:mod:`kamisado_widget.teaching.progress`) under its :attr:`Exercise.progress_id`
(the explicit ``id``, or the title made into a slug): run the notebook again, even after a restart,
and the exercise shows a check mark and counts as solved, while the board is still there to try again.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

import ipywidgets as widgets

from ..engine import Fill, Match, Move, Verdict, square_name
from ..session.feedback import compose, message
from ..widget.board import Attempt, KamisadoWidget
from . import progress
from .answers import reason, shown_text
from .goals import AnyMove, FillDirection, Goal, OneOf, Satisfies, WinsRound


# ------------------------------------------------------------------------ exercise
@dataclass
class Exercise:
    """One task on one position. Display it (or its :meth:`board`) in a notebook."""

    title: str
    task: str
    position: str
    goal: Goal
    hints: Sequence[str] = ()
    success: str = "Right!"
    feedback: Mapping[str, str] = field(default_factory=dict)
    past: Sequence[str] = ()
    id: str = ""  # the saved-progress key; the title's slug if empty (unique across the course, tested)
    solution: str = ""  # the answer "Show me" plays (a move or a fill direction); the goal's first if empty
    explanation: str = ""  # why it is right, for "Show me"; the success text less its praise if empty

    def __post_init__(self) -> None:
        self.past = tuple(self.past) if not isinstance(self.past, str) else self.past
        start = self.start()  # a bad position or past move fails here, when the exercise is written
        answers = self.goal.answers(start)
        if not answers:
            raise ValueError(f"exercise {self.title!r} has no right answer in its position")
        if self.solution and self._normal(self.solution) not in answers:
            raise ValueError(
                f"exercise {self.title!r}: its solution {self.solution!r} is not one of the answers the goal accepts "
                f"({', '.join(answers)})"
            )
        self._answers = answers
        self._view: ExerciseView | None = None

    def _normal(self, answer: str) -> str:
        if self.goal.kind == "fill":
            return Fill.parse(answer).value
        return Move.from_text(answer).text()

    def answer(self) -> Move | Fill:
        """The answer "Show me" plays: the ``solution``, or the first right answer in the starting position."""
        text = self.solution or self._answers[0]
        return Fill.parse(text) if self.goal.kind == "fill" else Move.from_text(text)

    @property
    def reason(self) -> str:
        """Why the answer is right, as "Show me" says it."""
        return reason(self.success, self.explanation)

    def start(self) -> Match:
        """The exercise's starting match: ``position`` with the ``past`` moves played from it (each checked
        by the engine), so the board shows the last of them as the last move."""
        return Match.from_text(self.position, self.past)

    @property
    def progress_id(self) -> str:
        """The key of this exercise in the saved progress."""
        return self.id or progress.slug(self.title)

    def view(self) -> ExerciseView:
        if self._view is None:
            self._view = ExerciseView(self)
        return self._view

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.view())


def refusal_text(exercise: Exercise, verdict: Verdict) -> str:
    """The one message for an illegal try: the engine's sentence and the teacher's words for its rule (D1)."""
    return compose(verdict.rule, verdict.reason, exercise.feedback.get(verdict.rule or "", ""))


class ExerciseView(widgets.VBox):
    """The live exercise: task, board, hint and reset buttons.

    All feedback goes to the board's one message line (replaced on every action): the engine's
    refusal merged with the teacher's words, the goal's explanation, the success text and the
    hints. ``feedback_text`` and ``feedback_kind`` hold the last of them for Python.

    ``solved`` is this board's state (the answer is on it); ``solved_before`` says the saved
    progress already had the exercise solved; ``done`` is either, and shows as a check mark.
    ``shown`` says "Show me" put the answer on this board: it counts as shown, not solved.
    """

    def __init__(self, exercise: Exercise, on_change: Callable[[], None] | None = None) -> None:
        self.exercise = exercise
        self.solved = False
        self.shown = False
        self.solved_before = progress.is_solved(exercise.progress_id)
        self.tries = 0
        self.hints_shown = 0
        self._on_change = on_change
        self.board = KamisadoWidget(
            exercise.position, past=exercise.past,
            controls={"match": False, "undo": False, "edit": False, "computer": False, "moves": False},
        )
        self.board.on_attempt(self._judge)
        self.task = widgets.HTML(layout=widgets.Layout(max_width="560px"))
        self._show_task()
        self.feedback_text, self.feedback_kind = "", "info"
        self.hint_button = widgets.Button(description="Hint", disabled=not exercise.hints, icon="lightbulb-o")
        self.reset_button = widgets.Button(description="Reset", icon="undo")
        self.show_button = widgets.Button(
            description="Show me", icon="eye", tooltip="Play the answer on the board and explain it",
        )
        self.hint_button.on_click(lambda _: self.hint())
        self.show_button.on_click(lambda _: self.show_me())
        self.reset_button.on_click(lambda _: self.reset())
        buttons = widgets.HBox([self.hint_button, self.show_button, self.reset_button])
        super().__init__([self.task, self.board, buttons])
        self.add_class("kw-exercise")

    @property
    def done(self) -> bool:
        """Solved on this board or in an earlier session (the saved progress)."""
        return self.solved or self.solved_before

    def _show_task(self) -> None:
        ex = self.exercise
        if self.done:
            mark = '<span class="kw-solved-mark" title="solved" aria-label="solved">\u2713</span> '
        elif self.shown or progress.state(ex.progress_id) == "shown":
            mark = (
                '<span class="kw-shown-mark" title="answer shown, not solved yet" aria-label="answer '
                'shown">\u25d1</span> '
            )
        else:
            mark = ""
        self.task.value = f"{mark}<b>{html.escape(ex.title)}</b><br>{html.escape(ex.task)}"

    def _note(self, text: str, kind: str, rule: str | None = None) -> str:
        """Remember the feedback (the board shows it, composed the same way)."""
        self.feedback_text, self.feedback_kind = message(rule, text), kind
        return self.feedback_text

    def _judge(self, attempt: Attempt) -> str | None:
        ex = self.exercise
        if self.solved:
            return self._note("Solved already: press Reset to try again.", "error")
        if self.shown:
            return self._note("The answer is shown on the board: press Reset to play it yourself.", "error")
        self.tries += 1
        if attempt.kind == "move" and attempt.verdict is not None and not attempt.verdict.legal:
            return self._wrong(refusal_text(ex, attempt.verdict), attempt.verdict.rule)
        wrong = ex.goal.judge(self.board.match, attempt)
        if wrong is not None:
            return self._wrong(wrong)
        self.solved = True
        progress.record(ex.progress_id, "solved")
        self._show_task()
        self._note(ex.success, "success")
        self.board.set_controls(fill=False)  # solved: no fill buttons that could only answer "Solved already"
        self.board.observe(self._after_answer, names="position_text")
        if self._on_change:
            self._on_change()
        return None

    def _wrong(self, text: str, rule: str | None = None) -> str:
        """A wrong try: its message, and "Show me" is offered more visibly from now on."""
        self.show_button.button_style = "info"
        return self._note(text, "error", rule)

    def show_me(self) -> str:
        """Play the answer on the board (from the starting position) and say why it is right.

        The exercise counts as shown, not solved (saved so); Reset lets the learner play it themselves.
        Once solved or shown, the answer is on the board already and this only says so.
        """
        if self.solved or self.shown:
            return self.board.message
        ex = self.exercise
        answer = ex.answer()
        board = self.board
        if board.match.text() != ex.start().text() or len(board.match.events) != len(ex.past):
            board.load_position(ex.position, ex.past)  # back to the task's position first
        text = shown_text(board.match, answer, ex.reason)  # worded on the position before the answer
        if isinstance(answer, Fill):
            board.fill(answer)
        else:
            board.play(answer)
        self.shown = True
        self.show_button.button_style = ""
        self.show_button.disabled = True
        progress.record(ex.progress_id, "shown")  # never lowers a saved "solved"
        board.set_controls(fill=False)
        board.say(self._note(text, "info"), "info")
        self._show_task()
        if self._on_change:
            self._on_change()
        return self.feedback_text

    def _after_answer(self, _change: dict) -> None:
        """Once the right answer is on the board, its message line says so."""
        self.board.unobserve(self._after_answer, names="position_text")
        self.board.say(self.feedback_text, "success")

    def hint(self) -> str:
        """Show the next hint on the board's message line (they cycle back to the first)."""
        hints = self.exercise.hints
        if not hints:
            return ""
        text = hints[self.hints_shown % len(hints)]
        self.hints_shown += 1
        self.board.say(self._note(f"Hint: {text}", "info"), "info")
        return text

    def reset(self) -> None:
        """Back to the starting position, unsolved; the message line shows the task again."""
        was = self.solved or self.shown
        self.solved = self.shown = False
        self.show_button.disabled = False
        self.show_button.button_style = ""
        self.solved_before = progress.is_solved(self.exercise.progress_id)  # the saved record stays
        self.hints_shown = 0
        self.board.set_controls(fill=True)
        self.board.load_position(self.exercise.position, self.exercise.past)
        self.board.say(self.exercise.task)
        self._note("", "info")
        self._show_task()
        if was and self._on_change:
            self._on_change()

    # Python-side answers, the same path as the board's clicks
    def attempt(self, move_text: str) -> str:
        """Try a move given as text (``"c1-c6"``, ``"d4>d5"``, ``"e4="``) as a click pair would."""
        move = Move.from_text(move_text)
        self.board.cancel()
        if move.is_pass:  # the Pass button (M6)
            self.board.pass_turn(square_name(move.from_square))
            return self.board.message
        self.board.click(square_name(move.from_square))
        if self.board.view["selected"] is not None:
            self.board.click(square_name(move.to_square))
        return self.board.message

    def attempt_fill(self, direction: str) -> str:
        """Choose a fill direction as the board's fill buttons do."""
        self.board._handle_custom_msg(
            {"type": "fill", "direction": direction, "version": self.board.view["version"]}, []
        )
        return self.board.message


class ExerciseSet(widgets.VBox):
    """Several exercises with a progress line ("2 of 5 solved") and Previous/Next buttons."""

    def __init__(self, exercises: Sequence[Exercise], title: str = "Exercises") -> None:
        if not exercises:
            raise ValueError("an exercise set needs at least one exercise")
        self.exercises = list(exercises)
        self.title = title
        self.views = [ExerciseView(ex, on_change=self._update) for ex in self.exercises]
        for ex, view in zip(self.exercises, self.views):
            ex._view = view
        self.index = 0
        self.progress = widgets.Label()
        self.progress.add_class("kw-exercise-progress")
        self.prev_button = widgets.Button(description="Previous")
        self.next_button = widgets.Button(description="Next")
        self.prev_button.on_click(lambda _: self.go(self.index - 1))
        self.next_button.on_click(lambda _: self.go(self.index + 1))
        self.holder = widgets.Box([self.views[0]])
        super().__init__([self.progress, self.holder, widgets.HBox([self.prev_button, self.next_button])])
        self._update()

    def __getitem__(self, i: int) -> ExerciseView:
        return self.views[i]

    def __len__(self) -> int:
        return len(self.views)

    @property
    def solved(self) -> int:
        """How many are solved, on their boards or in the saved progress."""
        return sum(v.done for v in self.views)

    @property
    def shown(self) -> int:
        """How many not yet solved had their answer shown ("Show me") on their boards."""
        return sum(v.shown and not v.done for v in self.views)

    @property
    def progress_text(self) -> str:
        shown = f", {self.shown} shown" if self.shown else ""
        return f"{self.title}: {self.solved} of {len(self.views)} solved{shown} — exercise {self.index + 1}"

    def go(self, i: int) -> None:
        if not 0 <= i < len(self.views):
            return
        self.index = i
        self.holder.children = [self.views[i]]
        self._update()

    def _update(self) -> None:
        self.progress.value = self.progress_text
        self.prev_button.disabled = self.index == 0
        self.next_button.disabled = self.index == len(self.views) - 1


__all__ = [
    "AnyMove", "Exercise", "ExerciseSet", "ExerciseView", "FillDirection", "Goal", "OneOf", "Satisfies", "WinsRound",
]
