"""Exercises: a position, a task, and feedback that cites the rules.

A teacher writes an :class:`Exercise` with a starting position (a position or match text),
the task in words, a :class:`Goal` that recognises the right answers, optional hints and
extra feedback per rule ID. Displaying it shows a live board; every move or fill the learner
tries is checked at once:

* an illegal move is refused with the engine's rule ID and explanation (D1), merged with the
  teacher's extra words for that rule, if any, into one message on the board's message line;
* a legal move that is not the answer is refused with the goal's explanation;
* a right answer is played on the board and the success text is shown;
* "Show me" plays the answer on the board for the learner (the board animates it) and says why it
  is right; the exercise then counts as shown, not solved, until the learner solves it after Reset.

>>> from kamisado_widget.engine import Match
>>> ex = Exercise(
...     title="The colour rule",
...     task="Black opened c1-c6, onto an orange square. Make Gold's move.",
...     position=Match(3).text(),  # the position before Black's move,
...     past=["c1-c6"],            # and Black's move: checked, played, and shown as the last move
...     goal=AnyMove(),
...     hints=["Which colour is the square Black's tower ended on?"],
...     id="colour-rule",
... )
>>> ex.goal.answers(ex.start())[:3]
['a8-a7', 'a8-a6', 'a8-a5']
>>> view = ex.view()               # what the notebook shows; attempt() is a click pair from Python
>>> view.attempt("b8-b7")
"T2: The tower on b8 is Gold's Blue, but Gold must move Orange — the opponent's last move ended on a square of that colour."
>>> view.attempt("a8-a7"), view.solved
('Right!', True)

An :class:`ExerciseSet` groups exercises and counts progress ("2 of 5 solved").

Solving an exercise is saved (:mod:`kamisado_widget.teaching.learner.progress`) under its :attr:`Exercise.progress_id`
(the explicit ``id``, or the title made into a slug): run the notebook again, even after a restart,
and the exercise shows a check mark and counts as solved, while the board is still there to try again.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ...engine import RULE_IDS, Fill, Match, Move
from ...engine.catalogue import _
from ..learner import lessons, progress
from . import arguments as must
from .answers import reason
from .go import RIGHT
from .goals import AnyMove, ExerciseError, FillDirection, Goal, KeepsTheWin, Line, OneOf, Satisfies, WinIn, WinsRound

if TYPE_CHECKING:
    from .exercise_view import ExerciseView


# ------------------------------------------------------------------------ exercise
@dataclass
class Exercise:
    """One task on one position. Display it in a notebook (or its :meth:`view`, which holds the board).

    Parameters (each is checked when the exercise is written; a wrong one raises :class:`ExerciseError` naming it):

    title
        The exercise's heading (a text); its slug is the saved-progress id unless ``id`` is given.
    task
        What the learner must do, in words.
    position
        The starting position: a match text (``Match(3).text()``, a found position's ``.position``), or
        ``each_learner(theme=..., grade=...)`` / ``each_learner(positions=[...])``: each learner's own
        (:mod:`.own_position`).
    goal
        What counts as an answer: ``AnyMove()``, ``OneOf([...])``, ``WinsRound()``, ``WinIn(moves=2)``,
        ``KeepsTheWin()``, ``Line([...])``, ``FillDirection('left')`` or ``Satisfies(test)``.
    hints
        A list of hints that "Hint" shows in turn (one text is one hint).
    success
        What the learner reads on solving it ("Right!" by default).
    feedback
        The teacher's extra words per rule ID for an illegal move, e.g. ``{'T2': 'Look at the colour.'}``.
    past
        Moves played from ``position`` before the task (checked, shown as the last move), e.g. ``['c1-c6']``.
    id
        The saved-progress key within the lesson (the title's slug if empty).
    solution
        The answer "Show me" plays (the goal's first if empty).
    lesson
        The saved-progress namespace (the lesson started last with ``lesson(...)`` if None).
    show_mover
        False: the board marks and names neither the tower nor the side that must move, nor a pass it must make,
        nor who is Challenger (for a task that asks which tower moves, who opens, or that it must pass).
    show_targets
        False: the board does not mark where the selected tower may go (a task about reach).
    explanation
        Why the answer is right, for "Show me" (the success text less its praise if empty).
    title_after
        The title once solved or shown (the title if empty).
    """

    title: str
    task: str
    position: str  # or each_learner(...): replaced by this learner's own position when written
    goal: Goal
    hints: Sequence[str] = ()
    success: str = RIGHT  # "Right!", said in the learner's language; a teacher's own text is said as written
    feedback: Mapping[str, str] = field(default_factory=dict)
    past: Sequence[str] = ()
    id: str = ""  # the saved-progress key; the title's slug if empty (unique across the course, tested)
    solution: str = ""  # the answer "Show me" plays (a move or a fill direction); the goal's first if empty
    lesson: str | None = None  # the saved-progress namespace; the lesson started last (lessons.lesson) if None
    show_mover: bool = True  # False: the board marks and names neither the tower nor the side that must move, nor a
    # pass it must make, nor who is Challenger (a task that asks which tower moves, who opens, or that it must pass)
    show_targets: bool = True  # False: the board does not mark where the selected tower may go (a task about reach)
    explanation: str = ""  # why it is right, for "Show me"; the success text less its praise if empty
    title_after: str = ""  # the title once solved or shown (e.g. with a puzzle's themes); the title if empty

    def __post_init__(self) -> None:
        # Each learner's own position (own_position.each_learner, read by its methods: that module reads the bank,
        # which makes exercises), if asked.
        self.choice: Any = None
        if callable(getattr(self.position, "for_seat", None)) and not isinstance(self.position, str):
            self.choice = self.position
            local = self.id if isinstance(self.id, str) and self.id else progress.slug(str(self.title))
            self.position = self.choice.for_seat(progress.learner_seat(), local)
        self._check_arguments()
        self.lesson = lessons.current_lesson() if self.lesson is None else progress.slug(self.lesson)
        if not isinstance(self.goal, Goal):
            raise ExerciseError(
                _("exercise {title}: goal must be a Goal such as AnyMove(), OneOf([...]) or WinIn(), not {kind}").format(
                    title=repr(self.title), kind=type(self.goal).__name__)
            )
        self._check_feedback()
        start = self.start()  # a bad position or past move fails here (the engine's error), when written
        problem = self.goal.check(start)
        if problem:
            # Translators: {problem} is why the goal cannot work there, a sentence part of the package's.
            raise ExerciseError(_("exercise {title}: {problem}").format(title=repr(self.title), problem=problem))
        answers = self.goal.answers(start)
        if not answers:
            raise ExerciseError(_("exercise {title} has no right answer in its position").format(title=repr(self.title)))
        if self.solution and self._normal(self.solution) not in answers:
            raise ExerciseError(
                _("exercise {title}: its solution {solution} is not one of the answers the goal accepts ({answers})").format(
                    title=repr(self.title), solution=repr(self.solution), answers=", ".join(answers))
            )
        self._answers = answers
        self._view: ExerciseView | None = None
        goal = f"{type(self.goal).__name__}: {' '.join(answers)}"  # another goal is another exercise
        where = start.text()
        if self.choice is not None:  # each learner's own position: the candidates and the goal, not this learner's
            where, goal = f"each learner's own of {self.choice.identity()}", type(self.goal).__name__
        lessons.claim(self.progress_id, self.title, (self._identity(), where, *self.past, goal))

    def _identity(self) -> str:
        """What tells this exercise from another with the same progress id, besides its position and goal: the
        title (a puzzle's, made in the learner's language, gives its id instead: one puzzle in both languages)."""
        return self.title

    def _check_arguments(self) -> None:
        """Each argument has its form (else :class:`ExerciseError` names it and the form expected)."""
        owner = f"Exercise({self.title!r})" if isinstance(self.title, str) else "Exercise"
        must.text(owner, "title", self.title, empty=False)
        # Translators: who an error about an exercise's argument names, "exercise 'Orange'".
        owner = _("exercise {title}").format(title=repr(self.title))
        must.text(owner, "task", self.task, empty=False)
        if not isinstance(self.position, str) and callable(getattr(self.position, "text", None)):
            kind = type(self.position).__name__
            raise ExerciseError(
                _("{owner}: position must be a match text (a str), not {kind}: write position={name}.text(), e.g. "
                  "position=Match(3).text()").format(owner=owner, kind=kind, name=f"<{kind.lower()}>")
            )
        must.text(owner, "position", self.position, empty=False)
        one = (self.hints,) if isinstance(self.hints, str) else self.hints  # one hint, never its letters
        # Translators: an example of a hint, shown in a teacher's error.
        self.hints = must.texts(owner, "hints", one, example=str([_("Which colour must move?")]))
        must.text(owner, "success", self.success, empty=False)
        # Translators: an example of the teacher's words for rule M3, shown in a teacher's error.
        self.feedback = must.text_map(owner, "feedback", self.feedback, str({"M3": _("Look where it stops.")}))
        past = (self.past,) if isinstance(self.past, (str, Move)) else self.past
        if isinstance(past, (list, tuple)):
            past = [m.text() if isinstance(m, Move) else m for m in past]
        self.past = must.texts(owner, "past", past, example="['c1-c6']")
        for name in ("id", "solution", "explanation", "title_after"):
            must.text(owner, name, getattr(self, name))
        if self.lesson is not None:
            must.text(owner, "lesson", self.lesson, empty=False)
        must.flag(owner, "show_mover", self.show_mover)
        must.flag(owner, "show_targets", self.show_targets)

    def _check_feedback(self) -> None:
        for key in self.feedback:
            if key in RULE_IDS:
                continue
            if isinstance(key, str) and key.upper() in RULE_IDS:
                raise ExerciseError(
                    _("exercise {title}: feedback is keyed by rule ID, and {key} is not one (did you mean {near}?); the "
                      "rule IDs are B1-B7, T1, T2, M1-M8, S1-S11, P1-P4, R1-R4, F1-F5, D1 and D2").format(
                        title=repr(self.title), key=repr(key), near=repr(key.upper()))
                )
            raise ExerciseError(
                _("exercise {title}: feedback is keyed by rule ID, and {key} is not one; the rule IDs are B1-B7, T1, T2, "
                  "M1-M8, S1-S11, P1-P4, R1-R4, F1-F5, D1 and D2").format(title=repr(self.title), key=repr(key))
            )

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
        """The key of this exercise in the saved progress: ``"<lesson>/<id>"`` (the id is ``id``, or the title as
        a slug; without a lesson, the id alone)."""
        local = self.id or progress.slug(self.title)
        return f"{self.lesson}/{local}" if self.lesson else local

    def view(self) -> ExerciseView:
        """The live exercise (task, board, Hint, Show me, Reset) for the notebook; made once, then kept."""
        if self._view is None:
            from .exercise_view import ExerciseView  # the widget layer, loaded when the exercise is shown

            self._view = ExerciseView(self)
        return self._view

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.view())


__all__ = [
    "AnyMove", "Exercise", "ExerciseError", "FillDirection", "Goal", "KeepsTheWin", "Line", "OneOf", "Satisfies",
    "WinIn", "WinsRound",
]
