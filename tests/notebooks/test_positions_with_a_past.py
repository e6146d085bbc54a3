"""Every tutorial exercise whose task speaks of the previous move ("has just moved", "last move",
"just pushed") starts with that move played (``past=``, checked by the engine), so its board shows it
with the last-move arrow and frames: the squares the task names are the move's squares."""

from __future__ import annotations

import re

import pytest
from test_tutorial_coverage import WITH_EXERCISES, exercises_of

from kamisado_widget.engine import parse_square
from kamisado_widget.teaching import ExerciseView

PREVIOUS_MOVE = re.compile(r"\bjust (?:moved|pushed|played)\b|\blast move\b|\bhas moved\b", re.IGNORECASE)
LANDED = re.compile(r"\b(?:moved|pushed)\b[^.]*?\b(?:to|onto)\s+([a-h][1-8])\b")
CAME_FROM = re.compile(r"\bmoved\b[^.]*?\bfrom\s+([a-h][1-8])\b")

WITH_A_PREVIOUS_MOVE = [
    (name, i) for name in WITH_EXERCISES for i, ex in enumerate(exercises_of(name)) if PREVIOUS_MOVE.search(ex.task)
]


def test_the_tutorials_have_exercises_that_refer_to_the_previous_move():
    assert len(WITH_A_PREVIOUS_MOVE) >= 10
    titles = {exercises_of(name)[i].title for name, i in WITH_A_PREVIOUS_MOVE}
    assert {"Answer the colour", "Push!", "Move again", "Save the match"} <= titles


@pytest.mark.parametrize("name, index", WITH_A_PREVIOUS_MOVE, ids=lambda v: str(v))
def test_an_exercise_that_mentions_the_previous_move_shows_it(name, index):
    ex = exercises_of(name)[index]
    assert ex.past, f"{ex.title}: the task speaks of the previous move, so the exercise plays it (past=)"
    view = ExerciseView(ex)
    last = view.board.view["last_move"]
    assert last is not None and last["move"] == ex.start().events[-1].text()
    mover = "gold" if view.board.match.position.turn.title == "Black" else "black"
    if "You have just" not in ex.task:
        assert last["player"] == mover, "the previous move is the opponent's"
    landed = {last["to"]} | {p["to"] for p in last["pushed"]}
    for square in LANDED.findall(ex.task):
        assert square in landed, f"{ex.title}: the task says a tower went to {square}; the last move shows {landed}"
    for square in CAME_FROM.findall(ex.task):
        assert square == last["from"], f"{ex.title}: the task says the move came from {square}"
    # the tower that must move now is the one of the colour where that move ended (T2, or S3 after a push)
    pos = view.board.match.position
    assert pos.to_move in {pos.colour_of(parse_square(sq)) for sq in landed}


def demos_of(name: str) -> list:
    """Every Demo the notebook's code cells create, in order."""
    from test_tutorial_coverage import created_in

    from kamisado_widget.teaching.demo import Demo

    return created_in(name, Demo)


def test_M7_the_refilling_demo_opens_with_the_winning_move_it_speaks_of():
    """04b: "Gold has just won: its Green reached c1" — the board shows that move, and shows it again
    when the demo steps back to its start."""
    demo = next(d for d in demos_of("04b_refilling.ipynb") if d.captions[0].startswith("Gold has just won"))
    assert demo.board.last_move == "c3-c1"
    last = demo.board.view["last_move"]
    assert (last["to"], last["player"]) == ("c1", "gold") and demo.board.match.position.result is not None
    demo.go(len(demo.steps))
    demo.go(0)
    assert demo.board.last_move == "c3-c1"
