"""Exercises, sets and demos carry a static picture for exports without a kernel (they showed as raw text, e.g.
``Demo(children=(HTML(value='<b>…``): the task's words and the board's SVG, beside the live widget."""

from __future__ import annotations

import html

from helpers.positions import after
from helpers.scenarios import PUSH_READY

from kamisado_widget import Demo, Exercise, ExerciseSet, OneOf
from kamisado_widget.engine.catalogue import _

WIDGET = "application/vnd.jupyter.widget-view+json"


def bundle_of(widget):
    bundle = widget._repr_mimebundle_()
    return bundle[0] if isinstance(bundle, tuple) else bundle


def test_an_exercise_shows_its_task_and_board_without_a_kernel():
    view = Exercise("Push!", "Push the Gold tower back.", PUSH_READY, OneOf(["d4>d5"])).view()
    data = bundle_of(view)
    assert WIDGET in data, "the live widget stays first for live front ends"
    assert "<b>Push!</b><br>Push the Gold tower back." in data["text/html"]
    assert data["text/html"].count("<svg") == 1
    assert data["text/plain"].startswith("Push!\nPush the Gold tower back.\n" + _("Kamisado board: {status}").format(
        status=""))
    assert "children=" not in data["text/plain"]


def test_a_set_shows_its_progress_line_and_every_task():
    a = Exercise("One", "Move Orange.", after("c1-c6"), OneOf(["a8-a7"]))
    b = Exercise("Two", "Move Orange far.", after("c1-c6"), OneOf(["a8-a3"]))
    data = bundle_of(ExerciseSet([a, b], title="Orange"))
    progress = _("{title}: {progress}").format(title="Orange", progress=_(
        "{solved} of {count} solved — exercise {at}").format(solved=0, count=2, at=1))
    assert data["text/html"].count("<svg") == 2 and html.escape(progress) in data["text/html"]
    assert data["text/plain"].startswith(progress + "\n\nOne\nMove Orange.")


def test_a_demo_shows_the_step_it_is_at():
    demo = Demo(after(), ["c1-c6", "a8-a7"], captions=["Black opens.", "Gold answers with Orange."], title="Opening")
    demo.go(1)
    data = bundle_of(demo)
    step = _("{step}: {caption}").format(step=_("Step {step} of {count}").format(step=1, count=2), caption="Black opens.")
    assert f"<b>Opening</b><br>{html.escape(step)}" in data["text/html"]
    assert "2R5" in data["text/plain"] and "children=" not in data["text/plain"]
