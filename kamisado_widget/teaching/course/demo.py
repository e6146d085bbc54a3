"""Demonstrations: replay a prepared sequence on the board, step by step or automatically.

>>> demo = Demo(
...     position="o1upyrgn/8/8/3b4/3R+4/8/8/NG1YPUBO b r - standard",
...     steps=["d4>d5", "d5>d6"],
...     captions=["The Sumo pushes Gold's Blue back...", "...and, on a red square again, pushes once more."],
... )

``past=["d8-d6"]`` plays moves from ``position`` before the demo starts (checked by the engine),
so the board opens with the last of them shown as the last move.

Steps are moves in move notation or ``fill: left`` / ``fill: right`` after a round. Every
step is checked by the engine when the demo is made, so a demo can never show an illegal move.

Autoplay waits ``interval_ms`` after the longest animation among the steps at the board's speed
(``demo.board.animation``; see :mod:`kamisado_widget.protocol.motion`), so each step's animation ends
before the next step starts and the reading time stays the same at every speed.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets

from ...engine import KamisadoError, Match, Move, NotationError
from ...engine.catalogue import N_, _, pgettext
from ...protocol.motion import event_ms
from ...widget.board import KamisadoWidget
from ..exercises import arguments as must
from ..exercises.goals import ExerciseError
from ..learner.lessons import current_lesson
from .lesson_boards import taught_in
from .pictures import static_bundle, with_pictures

# The demo board's message line at the start; after a step the caption speaks and the message line is empty.
START_MESSAGE = N_("Step through the demonstration with Next, or press Autoplay.")


def _parse_step(step: str) -> Move | str:
    text = step.strip()
    if text.lower().startswith("fill"):
        direction = text[4:].lstrip(": ").strip().lower()
        if direction not in ("left", "right"):
            raise NotationError(_("demo step {step}: write a fill as 'fill: left' or 'fill: right'").format(
                step=repr(step)))
        return direction
    return Move.from_text(text)


def _arguments(
    position: object, steps: object, captions: object, interval_ms: object, title: object, past: object
) -> tuple[tuple[str, ...], tuple[str, ...] | None, tuple[str, ...]]:
    """Demo's arguments checked (:class:`ExerciseError` names a wrong one and the form expected): its steps,
    captions and past moves as texts."""
    if position is not None:
        must.text("Demo", "position", position)
    texts = [(m.text() if isinstance(m, Move) else m) for m in must.sequence("Demo", "steps", steps, "['c1-c6']")]
    shown = must.texts("Demo", "steps", texts, example="['c1-c6', 'fill: left']")
    said = None
    if captions is not None:
        # Translators: two example captions of a demo, shown in a teacher's error.
        said = must.sequence("Demo", "captions", captions, str([_("Black opens."), _("Gold answers.")]))
        for n, caption in enumerate(said, 1):
            must.text("Demo", _("item {n} of captions").format(n=n), caption)
    must.whole("Demo", "interval_ms", interval_ms, least=0)
    must.text("Demo", "title", title)
    before = [(m.text() if isinstance(m, Move) else m) for m in must.sequence("Demo", "past", past, "['d8-d6']")]
    return shown, said, must.texts("Demo", "past", before, example="['d8-d6']")


class Demo(widgets.VBox):
    """A board that replays ``steps`` from ``position`` with Previous / Next and autoplay."""

    def __init__(
        self,
        position: str | None = None,
        steps: Sequence[str] = (),
        captions: Sequence[str] | None = None,
        interval_ms: int = 1500,
        title: str = "",
        past: Sequence[str] = (),
    ) -> None:
        steps, captions, past = _arguments(position, steps, captions, interval_ms, title, past)
        if captions is not None and len(captions) not in (len(steps), len(steps) + 1):
            raise ExerciseError(
                _("Demo: captions must be one per step ({steps}), optionally with one more for the start first "
                  "({more}); it has {count} for {steps} steps").format(
                    steps=len(steps), more=len(steps) + 1, count=len(captions))
            )
        self.steps = [_parse_step(s) for s in steps]
        self.captions = list(captions or [])
        start = Match.from_text(position) if position else Match()
        self._start_text = start.text()
        self._past = past  # moves played before the demo starts, the last one shown on the board
        self.board = KamisadoWidget(
            self._start_text, past=self._past,
            controls={"match": False, "undo": False, "fill": False, "edit": False, "computer": False, "moves": False},
            taught=taught_in(current_lesson()),  # lessons 01-02: the round's end without Sumo, promotion or match
        )
        self.board.on_attempt(lambda attempt: _("This board replays a demonstration: use Next and Previous."))
        self._check_steps()
        self.interval_ms = interval_ms  # the pause after each step's animation
        self.step = 0
        self.caption = widgets.HTML(layout=widgets.Layout(max_width="560px"))
        self.caption.add_class("kw-demo-caption")
        self.prev_button = widgets.Button(description=pgettext("button", "Previous"), icon="step-backward")
        self.next_button = widgets.Button(description=pgettext("button", "Next"), icon="step-forward")
        # Autoplay: a button with its name (a screen reader reads it; ipywidgets' Play was three unnamed icons), whose
        # steps are timed by the kernel's event loop, one step per interval, until the end or a second press.
        self.autoplay = widgets.ToggleButton(value=False, description=pgettext("button", "Autoplay"), icon="play",
                                             tooltip=_("Play the demonstration step by step; press again to pause."))
        self._timer: Any = None
        self.prev_button.on_click(lambda _: self.go(self.step - 1))
        self.next_button.on_click(lambda _: self.go(self.step + 1))
        self.autoplay.observe(self._autoplay_pressed, names="value")
        self.title = title
        heading = [widgets.HTML(f"<b>{html.escape(title)}</b>")] if title else []
        controls = widgets.HBox([self.prev_button, self.next_button, self.autoplay])
        super().__init__(heading + [self.board, self.caption, controls])
        self.add_class("kw-demo")
        self._show()

    def _check_steps(self) -> None:
        """Play every step once on a match of its own (the engine raises on an illegal one); the board's match
        is changed only through the widget's methods."""
        match = Match.from_text(self._start_text, self._past)
        for n, step in enumerate(self.steps, 1):
            try:
                match.fill(step) if isinstance(step, str) else match.play(step)
            except KamisadoError as err:
                raise NotationError(_("demo step {n} ({step}): {error}").format(n=n, step=step, error=err)) from err
        self.board.load_position(self._start_text, self._past, as_start=True)
        self.board.say(_(START_MESSAGE))

    def _interval(self) -> int:
        """Autoplay's milliseconds per step: the longest step animation at the board's speed, then the pause."""
        longest = max((event_ms(self.board.animation, step) for step in self.steps), default=0)
        return self.interval_ms + longest

    @property
    def interval(self) -> int:
        """Autoplay's milliseconds per step, at the board's speed now (see the module's docstring)."""
        return self._interval()

    def _later(self, seconds: float, callback: Any) -> Any:
        """``callback`` after ``seconds`` on the kernel's event loop; returns a handle with ``cancel()``."""
        import asyncio

        return asyncio.get_event_loop().call_later(seconds, callback)

    def _autoplay_pressed(self, change: dict[str, Any]) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self.autoplay.icon = "pause" if change["new"] else "play"
        if change["new"]:
            if self.step == len(self.steps):  # at the end: play it again from the start
                self.go(0)
            self._timer = self._later(self._interval() / 1000, self._autoplay_step)

    def _autoplay_step(self) -> None:
        """One step of autoplay; the last step ends it (the button is up again)."""
        self._timer = None
        if not self.autoplay.value:
            return
        self.go(self.step + 1)
        if self.step >= len(self.steps):
            self.autoplay.value = False
        else:
            self._timer = self._later(self._interval() / 1000, self._autoplay_step)

    def go(self, step: int) -> None:
        """Show the board after ``step`` steps (0 is the start)."""
        step = max(0, min(len(self.steps), int(step)))
        while self.step < step:
            item = self.steps[self.step]
            if isinstance(item, str):  # the demo's own steps: past the board's attempt hook
                self.board.fill(item, ask_hooks=False)
            else:
                self.board.play(item, ask_hooks=False)
            self.step += 1
        while self.step > step:
            self.board.undo()
            self.step -= 1
        # The caption says what the step shows; the board's message line would say the move (and a round's result,
        # which the status line and the round's end say already) once more.
        self.board.say(_(START_MESSAGE) if self.step == 0 else "")
        self._show()

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The live demo, plus its caption and board as a picture for renderers without a kernel."""
        words = self._step_words()
        if self.caption_text:
            # Translators: a demo's step and its caption, "Step 2 of 5: The Sumo pushes ..."
            words = _("{step}: {caption}").format(step=words, caption=self.caption_text)
        picture = static_bundle([(self.title or _("Demonstration"), words, self.board)])
        return with_pictures(super()._repr_mimebundle_(**kwargs), picture)

    def _step_words(self) -> str:
        return _("Step {step} of {count}").format(step=self.step, count=len(self.steps))

    def _show(self) -> None:
        self.prev_button.disabled = self.step == 0
        self.next_button.disabled = self.step == len(self.steps)
        text = ""
        if self.captions:
            offset = len(self.captions) - len(self.steps)  # 1 when the start has a caption
            i = self.step - 1 + offset
            text = self.captions[i] if 0 <= i < len(self.captions) else ""
        self.caption.value = (
            f"<span>{html.escape(self._step_words())}</span>"
            + (f"<br>{html.escape(text)}" if text else "")
        )
        self.caption_text = text
