"""The exercise on the page: the task, a board and its buttons, drawn with ipywidgets around an
:class:`~kamisado_widget.teaching.exercises.go.ExerciseRun` (a learner's go: every try answered, without a widget).

All feedback goes to the board's one message line (replaced on every action): the engine's refusal merged
with the teacher's words, the goal's explanation, the success text and the hints. Every move reaches the
board through the widget's own methods: the learner's by a click (or :meth:`ExerciseView.attempt`, checked
the same way), the replies and "Show me" past the board's attempt hooks (``ask_hooks=False``).
"""

from __future__ import annotations

import html
import operator
from collections.abc import Callable, Sequence
from typing import Any, Protocol

import ipywidgets as widgets

from ...engine import Fill, KamisadoError, Match, Move
from ...engine.catalogue import N_, _, pgettext
from ...session.pointer import Attempt, TaskRefusal
from ...widget.board import KamisadoWidget
from ..course.lesson_boards import taught_in
from ..course.pictures import static_bundle, with_pictures
from ..learner import progress
from . import arguments as must
from .go import ExerciseRun
from .goals import ExerciseError, KeepsTheWin, WinIn
from .refutations import refute
from .task import Task

CONTROLS = {"match": False, "undo": False, "edit": False, "computer": False, "moves": False}
SOLVED_STATUS = N_("Solved: the answer is on the board. Press Reset to play it again.")
SHOWN_STATUS = N_("The answer is shown on the board: press Reset to play it yourself.")


def refutation_arrows(goal: object, match: Match, attempt: Attempt) -> tuple[tuple[str, str], ...]:
    """The arrows of a refused try that throws a won round away (a goal that keeps the win): the try, dashed, and
    the opponent's answer that wins, drawn with the refutation's sentence. None for any other refusal."""
    move = attempt.verdict.move if attempt.verdict is not None and attempt.verdict.legal else None
    if move is None or not isinstance(goal, (KeepsTheWin, WinIn)) or match.position.result is not None:
        return ()
    r = refute(match.position, move, goal.max_nodes)  # the goal's own search, cached: no second solve
    if r is None or r.next is None or match.position.play(move).turn is match.position.turn:
        return ()
    return ((move.text(), "tried"), (r.next, "answer"))


def controls_of(exercise: Task) -> dict[str, bool]:
    """The board's control groups for an exercise: no match, undo, edit, computer or move list; the mover's
    mark (and the "must pass" line, the Challenger label) only if the task does not ask for them; the selected
    tower's targets only if the task does not ask how far it goes."""
    return {
        **CONTROLS, "mover": getattr(exercise, "show_mover", True), "targets": getattr(exercise, "show_targets", True),
    }


class ExerciseView(widgets.VBox):
    """The live exercise: task, board, Hint, Show me and Reset.

    ``solved`` is this board's state (the answer is on it); ``solved_before`` says the saved progress already
    had the exercise solved; ``done`` is either, and shows as a check mark. ``shown`` says "Show me" put the
    answer on this board: it counts as shown, not solved. ``feedback_text`` and ``feedback_kind`` hold the
    last message for Python. ``run`` is the exercise's state machine.
    """

    def __init__(self, exercise: Task, on_change: Callable[[], None] | None = None) -> None:
        self.exercise = exercise
        self.run = ExerciseRun(exercise)
        self.on_change = on_change  # told when the exercise is solved, shown or reset (an ExerciseSet's count)
        self._own_move = False  # the view is playing a reply or "Show me": the hook lets it through
        self._pending: tuple[Move, ...] | None = None
        self.board = KamisadoWidget(
            exercise.position, past=exercise.past, controls=controls_of(exercise),
            taught=taught_in(getattr(exercise, "lesson", None)),  # lessons 01-02: no Sumo, promotion or match words
        )
        self.board.load_position(exercise.position, exercise.past, as_start=True)
        self._start_events = len(self.board.match.events)
        self.board.say("")
        self.board.on_attempt(self._hook)
        self.board.observe(self._after_move, names="position_text")
        self.task = widgets.HTML(layout=widgets.Layout(max_width="560px"))
        fit = {"layout": widgets.Layout(width="auto")}  # as wide as its words: never "Show…" in a narrow output
        self.hint_button = widgets.Button(
            description=pgettext("button", "Hint"), disabled=not exercise.hints, icon="lightbulb-o", **fit
        )
        self.reset_button = widgets.Button(description=pgettext("button", "Reset"), icon="undo", **fit)
        self.show_button = widgets.Button(
            description=pgettext("button", "Show me"), icon="eye",
            tooltip=_("Play the answer on the board and explain it"), **fit,
        )
        self.hint_button.on_click(lambda _: self.hint())
        self.show_button.on_click(lambda _: self.show_me())
        self.reset_button.on_click(lambda _: self.reset())
        buttons = widgets.HBox(
            [self.hint_button, self.show_button, self.reset_button], layout=widgets.Layout(flex_flow="row wrap")
        )
        super().__init__([self.task, self.board, buttons])
        self.add_class("kw-exercise")
        self._show_task()

    # ------------------------------------------------------------------ state, from the go
    @property
    def solved(self) -> bool:
        return self.run.solved

    @property
    def shown(self) -> bool:
        return self.run.shown

    @property
    def solved_before(self) -> bool:
        return self.run.solved_before

    @property
    def done(self) -> bool:
        """Solved on this board or in an earlier session (the saved progress)."""
        return self.run.done

    @property
    def tries(self) -> int:
        """The learner's attempts at the exercise (a flawless solve is 1; see :class:`ExerciseRun`)."""
        return self.run.tries

    @property
    def feedback_text(self) -> str:
        return self.run.feedback.line

    @property
    def feedback_kind(self) -> str:
        return self.run.feedback.kind

    def _show_task(self) -> None:
        ex = self.exercise
        if self.done:
            solved = html.escape(_("solved"), quote=True)
            mark = f'<span class="kw-solved-mark" title="{solved}" aria-label="{solved}">\u2713</span> '
        elif self.shown or progress.state(ex.progress_id) == "shown":
            tip = html.escape(_("answer shown, not solved yet"), quote=True)
            label = html.escape(_("answer shown"), quote=True)
            mark = f'<span class="kw-shown-mark" title="{tip}" aria-label="{label}">\u25d1</span> '
        else:
            mark = ""
        after = getattr(ex, "title_after", "")  # an Exercise's title once solved or shown
        title = after if mark and after else ex.title  # nothing said before a try gives it away
        self.task.value = f"{mark}<b>{html.escape(title)}</b><br>{html.escape(ex.task)}"

    def _changed(self) -> None:
        self._show_task()
        if self.on_change:
            self.on_change()

    # ------------------------------------------------------------------ the board's tries
    def _hook(self, attempt: Attempt) -> TaskRefusal | None:
        """The board's attempt hook: the go answers the try; a refusal is the message, an answer is played."""
        if self._own_move:
            return None
        step = self.run.attempt(attempt)
        if not step.accepted:
            if step.feedback.kind == "error":
                self.show_button.button_style = "info"  # after a wrong try "Show me" is offered more visibly
            arrows = refutation_arrows(self.exercise.goal, self.run.match, attempt)  # the answer drawn on the board
            return TaskRefusal(step.feedback.line, step.feedback.kind, step.feedback.rule, arrows)
        self._pending = step.replies
        return None

    def _after_move(self, _change: dict[str, Any]) -> None:
        """Once the learner's right move is on the board: the replies, then the feedback. A take-back from
        Python (``board.undo()``) takes the go back with it, to the learner's turn."""
        if self._pending is None:
            self._follow_undo()
            return
        replies, self._pending = self._pending, None
        self._play_own(replies)
        feedback = self.run.feedback
        if self.run.solved:
            self.board.set_controls(fill=False)  # solved: no fill buttons that could only answer "Solved already"
            self.board.set_status(_(SOLVED_STATUS))  # not "Make the move the task asks for."
            self.show_button.button_style = ""
            self.show_button.disabled = True  # the answer is on the board
            self._changed()
        self.board.say(feedback.text, feedback.kind)

    def _follow_undo(self) -> None:
        on_board = len(self.board.match.events) - self._start_events
        if self._own_move or on_board >= len(self.run.played):
            return
        kept = self.run.rewind(on_board)
        self._own_move = True
        try:
            while len(self.board.match.events) - self._start_events > kept:
                self.board.undo()
        finally:
            self._own_move = False
        self.show_button.disabled = False
        self.board.set_controls(fill=True)
        self.board.set_status(None)
        self._changed()

    def _play_own(self, steps: Sequence[Move | Fill]) -> None:
        self._own_move = True
        try:
            for step in steps:
                if isinstance(step, Fill):
                    self.board.fill(step, ask_hooks=False)
                else:
                    self.board.play(step, ask_hooks=False)
        finally:
            self._own_move = False

    # ------------------------------------------------------------------ buttons
    def show_me(self) -> str:
        """Play the whole answer on the board (from the starting position) and say why it is right.

        The exercise counts as shown, not solved (saved so); Reset lets the learner play it themselves.
        Once solved or shown, the answer is on the board already and this only says so.
        """
        if self.run.over:
            return self.board.message
        steps, feedback = self.run.show_me()
        self.board.load_position(self.exercise.position, self.exercise.past, as_start=True)
        self._play_own(steps)
        self.show_button.button_style = ""
        self.show_button.disabled = True
        self.board.set_controls(fill=False)
        self.board.set_status(_(SHOWN_STATUS))
        self.board.say(feedback.text, feedback.kind)
        self._changed()
        return feedback.text

    def hint(self) -> str:
        """Show the next hint on the board's message line (they cycle back to the first)."""
        text = self.run.hint()
        if text:
            self.board.say(self.run.feedback.text, "info")
        return text

    def reset(self) -> None:
        """Back to the starting position, unsolved; the message line is cleared (the task is above the board)."""
        was = self.run.over
        self.run.reset()
        self.show_button.disabled = False
        self.show_button.button_style = ""
        self.board.set_controls(fill=True)
        self.board.set_status(None)
        self.board.load_position(self.exercise.position, self.exercise.past, as_start=True)
        self.board.say("")
        self._show_task()
        if was and self.on_change:
            self.on_change()

    # ------------------------------------------------------------------ Python-side answers
    def attempt(self, move_text: str) -> str:
        """Try a move given as text (``"c1-c6"``, ``"d4>d5"``, ``"e4="``), checked as the board checks a click;
        the move's kind counts ("d4-d5" onto a tower is not the push "d4>d5"). Returns the message."""
        move = Move.from_text(move_text)
        self.board.cancel()
        self.board.play(move)
        return self.board.message

    def attempt_fill(self, direction: str) -> str:
        """Choose a fill direction as the board's fill buttons do (the engine's refusal, if any, is the message)."""
        try:
            self.board.fill(direction)
        except KamisadoError as err:
            self.board.say(str(err), "error", getattr(err, "rule", None))
        return self.board.message

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The live exercise, plus its task and board as a picture for renderers without a kernel."""
        return with_pictures(
            super()._repr_mimebundle_(**kwargs), static_bundle([(self.exercise.title, self.exercise.task, self.board)])
        )


class Viewable(Protocol):
    """An exercise as a set shows it: by its own view."""

    title: str

    @property
    def progress_id(self) -> str: ...

    def view(self) -> ExerciseView: ...


def _exercises(exercises: object) -> list[Viewable]:
    """ExerciseSet's ``exercises``: a list of Exercise objects (or puzzles' exercises), each checked."""
    listed = must.sequence("ExerciseSet", "exercises", exercises, "[Exercise(...), Exercise(...)]")
    for n, ex in enumerate(listed, 1):
        if not all(hasattr(ex, name) for name in ("view", "progress_id", "title")):
            raise ExerciseError(_("ExerciseSet: item {n} of exercises must be an Exercise, not {value}").format(
                n=n, value=must.excerpt(ex)))
    return list(listed)


class ExerciseSet(widgets.VBox):
    """Several exercises with a progress line ("2 of 5 solved") and Previous/Next buttons.

    One exercise shows at a time. ``holder`` gets each exercise's view the first time it is shown, after those
    shown before, and keeps it: going back and forth only hides and shows views (``layout.display``), and the
    holder's children are never taken away or reordered. A page that draws a view and takes it away again
    within one slow frame breaks ipywidgets' Box view (a child view resolving after its box was disposed raises
    in the page), so no view of a set is ever taken away.

    Two exercises of a set may not share a saved-progress id (they would share an entry).
    """

    def __init__(self, exercises: Sequence[Viewable], title: str = "") -> None:
        exercises = _exercises(exercises)
        if not exercises:
            raise ExerciseError(_("an exercise set needs at least one exercise"))
        must.text("ExerciseSet", "title", title)
        title = title or _("Exercises")
        seen: dict[str, str] = {}
        for ex in exercises:
            if ex.progress_id in seen:
                raise ExerciseError(
                    _("the exercises {first} and {second} share the progress id {id}: give one of them an id= of its "
                      "own").format(first=repr(seen[ex.progress_id]), second=repr(ex.title), id=repr(ex.progress_id))
                )
            seen[ex.progress_id] = ex.title
        self.exercises = list(exercises)
        self.title = title
        self.views = [ex.view() for ex in self.exercises]  # each exercise's own view, shown here
        for view in self.views:
            view.on_change = self._update

        self.index = 0
        self.progress = widgets.Label()
        self.progress.add_class("kw-exercise-progress")
        self.prev_button = widgets.Button(description=pgettext("button", "Previous"))
        self.next_button = widgets.Button(description=pgettext("button", "Next"))
        self.prev_button.on_click(lambda _: self.go(self.index - 1))
        self.next_button.on_click(lambda _: self.go(self.index + 1))
        self.holder = widgets.Box([self.views[0]])  # views are added when first shown, never taken away
        super().__init__([self.progress, self.holder, widgets.HBox([self.prev_button, self.next_button])])
        self.add_class("kw-exercise-set")
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
        """The set's progress line: "Pushes: 2 of 5 solved, 1 shown — exercise 3" (no colon after a title that
        ends a sentence: never "How far?:")."""
        n, at = len(self.views), self.index + 1
        if self.shown:
            line = _("{solved} of {count} solved, {shown} shown — exercise {at}").format(
                solved=self.solved, count=n, shown=self.shown, at=at)
        else:
            line = _("{solved} of {count} solved — exercise {at}").format(solved=self.solved, count=n, at=at)
        if self.title.endswith(("?", "!", ".", ":")):
            return f"{self.title} {line}"
        # Translators: a set's title and its progress, "Pushes: 2 of 5 solved — exercise 3".
        return _("{title}: {progress}").format(title=self.title, progress=line)

    def go(self, i: int) -> None:
        """Show the exercise at place ``i`` (0 is the first, as in ``set[i]``); a place outside the set changes
        nothing (Previous on the first, Next on the last). Anything but a whole number (True and False included)
        raises :class:`ExerciseError`, and nothing changes."""
        if isinstance(i, bool) or not hasattr(i, "__index__"):
            raise ExerciseError(_("ExerciseSet.go: i must be a whole number, the place of an exercise in the set from "
                                  "0 (the first) to {last}, not {value}").format(
                last=len(self.views) - 1, value=must.excerpt(i)))
        i = operator.index(i)
        if not 0 <= i < len(self.views):
            return
        self.index = i
        shown = self.views[i]
        for view in self.holder.children:
            view.layout.display = None if view is shown else "none"
        if not any(view is shown for view in self.holder.children):
            self.holder.children = (*self.holder.children, shown)  # appended: no view on the page goes away
        self._update()

    def _update(self) -> None:
        self.progress.value = self.progress_text
        self.prev_button.disabled = self.index == 0
        self.next_button.disabled = self.index == len(self.views) - 1

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The live set, plus every exercise's task and board as pictures for renderers without a kernel."""
        boards = [(v.exercise.title, v.exercise.task, v.board) for v in self.views]
        return with_pictures(super()._repr_mimebundle_(**kwargs), static_bundle(boards, heading=self.progress_text))


__all__ = ["ExerciseSet", "ExerciseView"]
