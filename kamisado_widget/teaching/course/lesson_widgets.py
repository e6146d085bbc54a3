"""A lesson's widgets that give no answer away before the learner has tried: free boards and the answer button.

:func:`after_trying` is a button that shows what it guards (an answer, a table, a line) only when pressed.

A free board is a board to try things on, whose Hint and Analyse wait until the lesson's exercises are tried. A free
board in a lesson with exercises could answer them: its Hint names the move an exercise asks for, its
Analyse the result. :func:`free_board` makes a :class:`~kamisado_widget.KamisadoWidget` for the lesson started last
(:func:`~kamisado_widget.teaching.learner.lessons.lesson`) whose coach — Hint, Analyse and the computer's controls — is
hidden until every exercise of the lesson has been tried (a checked try or "Show me", in this kernel, or solved or
shown in the saved progress); then they appear, as the board's options asked. Until then the board's message line
says so. Outside a lesson it is an ordinary board.

>>> from kamisado_widget.teaching.learner.lessons import forget, lesson
>>> forget(); _ = lesson("Gated")
>>> board = free_board()
>>> board.view["controls"]["computer"]
False
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from ...engine.catalogue import N_, _
from ...widget.board import KamisadoWidget
from ..exercises import arguments as must
from ..exercises.goals import ExerciseError
from ..learner import lessons

# What a gated free board says until they come.
WAITING = N_("Hint and Analyse come once you have tried this lesson's exercises.")


def _coach_group(board: KamisadoWidget) -> str:
    """The control group that holds Hint and Analyse: a board's own "coach" group if it has one, else "computer"."""
    return "coach" if "coach" in board.view.get("controls", {}) else "computer"


def gate(board: KamisadoWidget, lesson_name: str | None = None) -> KamisadoWidget:
    """Hide ``board``'s Hint and Analyse until every exercise of the lesson (the current one by default) has been
    tried; returns the board. Outside a lesson nothing changes."""
    if not isinstance(board, KamisadoWidget):
        raise ExerciseError(_("gate: board must be a KamisadoWidget, not {value}").format(value=must.excerpt(board)))
    if lesson_name is not None:
        must.text("gate", "lesson_name", lesson_name)
    name = lessons.current_lesson() if lesson_name is None else lesson_name
    if not name:
        return board
    group = _coach_group(board)
    wanted = bool(board.view["controls"].get(group, True))
    if not wanted:
        return board
    board.set_controls(**{group: False})
    waiting = _(WAITING)
    board.say(waiting)

    def open_coach() -> None:
        board.set_controls(**{group: True})
        if board.message == waiting:
            board.say("")

    lessons.when_all_tried(name, open_coach)
    return board


def free_board(position: str | None = None, **options: Any) -> KamisadoWidget:
    """A :class:`~kamisado_widget.KamisadoWidget` (the same arguments) whose Hint and Analyse wait until the current
    lesson's exercises have been tried (see the module's docstring). ``position`` is a position or match text, or
    None for a new match; another is refused with :class:`~kamisado_widget.teaching.exercises.arguments.ExerciseError`."""
    if position is not None:
        must.text("free_board", "position", position, empty=False)
    _check_options(options)
    return gate(KamisadoWidget(position, **options))


_SETTABLE = ("flipped", "colour_blind", "animation", "black_name", "gold_name", "computer_delay", "layout")


def _check_options(options: dict[str, Any]) -> None:
    """free_board's board options: the board's own arguments and settings, each of its form."""
    known = [*inspect.signature(KamisadoWidget.__init__).parameters][2:-1] + [*_SETTABLE]
    for name in options:
        if name not in known:
            raise ExerciseError(_("free_board: {name} is not an option of the board; the options are {options}").format(
                name=repr(name), options=", ".join(dict.fromkeys(known))))
    if "level" in options:
        must.whole("free_board", "level", options["level"], most=4)
    if "target" in options:
        must.whole("free_board", "target", options["target"])
    for name in ("record", "computer"):
        if options.get(name) is not None:
            must.text("free_board", name, options[name])
    for name in ("black_name", "gold_name"):
        if name in options:
            must.text("free_board", name, options[name], empty=False)
    for name in ("flipped", "colour_blind"):
        if name in options:
            must.flag("free_board", name, options[name])
    controls = options.get("controls")
    if controls is not None and not isinstance(controls, (str, dict)):
        raise ExerciseError(_("free_board: controls must be a name such as 'basic' or a dict such as {example}, not "
                              "{value}").format(example="{'edit': False}", value=must.excerpt(controls)))
    if "past" in options:
        must.texts("free_board", "past", options["past"], example="['c1-c6']")


def after_trying(label: str, show: Callable[[], Any]) -> widgets.VBox:
    """A button labelled ``label``; pressing it shows what ``show()`` returns (made only then) below it, and the
    button goes. For answers a learner should see only after trying."""
    out = widgets.Output()
    button = widgets.Button(description=label, tooltip=label, layout=widgets.Layout(width="auto"))  # never cut
    box = widgets.VBox([button, out])

    def reveal(_button: Any) -> None:
        box.children = (out,)
        with out:
            from IPython.display import display

            shown = show()
            for item in shown if isinstance(shown, (list, tuple)) else (shown,):
                display(item)

    button.on_click(reveal)
    return box


__all__ = ["WAITING", "after_trying", "free_board", "gate"]
