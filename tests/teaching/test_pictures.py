"""Exercises, sets and demos carry a static picture for exports without a kernel (they showed as raw text, e.g.
``Demo(children=(HTML(value='<b>…``): the task's words and the board's SVG, beside the live widget."""

from __future__ import annotations

from positions import after
from scenarios import PUSH_READY

from kamisado_widget import Demo, Exercise, ExerciseSet, OneOf

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
    assert data["text/plain"].startswith("Push!\nPush the Gold tower back.\nKamisado board: ")
    assert "children=" not in data["text/plain"]


def test_a_set_shows_its_progress_line_and_every_task():
    a = Exercise("One", "Move Orange.", after("c1-c6"), OneOf(["a8-a7"]))
    b = Exercise("Two", "Move Orange far.", after("c1-c6"), OneOf(["a8-a3"]))
    data = bundle_of(ExerciseSet([a, b], title="Orange"))
    assert data["text/html"].count("<svg") == 2 and "Orange: 0 of 2 solved" in data["text/html"]
    assert data["text/plain"].startswith("Orange: 0 of 2 solved — exercise 1\n\nOne\nMove Orange.")


def test_a_demo_shows_the_step_it_is_at():
    demo = Demo(after(), ["c1-c6", "a8-a7"], captions=["Black opens.", "Gold answers with Orange."], title="Opening")
    demo.go(1)
    data = bundle_of(demo)
    assert "<b>Opening</b><br>Step 1 of 2: Black opens." in data["text/html"]
    assert "2R5" in data["text/plain"] and "children=" not in data["text/plain"]
