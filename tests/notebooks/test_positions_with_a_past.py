"""Every tutorial exercise whose task speaks of the previous move ("has just moved", "last move",
"just pushed") starts with that move played (``past=``, checked by the engine), so its board shows it
with the last-move arrow and frames: the squares the task names are the move's squares. The German lessons' tasks
are read with the German words ("ist gerade nach d6 gezogen", "Der letzte Zug von Gold"), and they speak of the
previous move in the same exercises as the English ones."""

from __future__ import annotations

import re

import pytest
from helpers.notebook_files import LANGUAGES, every_language, language_of, named
from helpers.tutorial_exercises import WITH_EXERCISES, demos_of, exercises_of

from kamisado_widget.engine import parse_square
from kamisado_widget.teaching import ExerciseView

WORDS = {
    "en": {
        "previous": re.compile(r"\bjust (?:moved|pushed|played)\b|\blast move\b|\bhas moved\b", re.IGNORECASE),
        "landed": re.compile(r"\b(?:moved|pushed)\b[^.]*?\b(?:to|onto)\s+([a-h][1-8])\b"),
        "came_from": re.compile(r"\bmoved\b[^.]*?\bfrom\s+([a-h][1-8])\b"),
        "own": "You have just",
    },
    "de": {  # the square comes before the verb: "ist gerade nach d6 gezogen", "gerade zurück auf d7 gestoßen"
        "previous": re.compile(r"\bgerade\b[^.]*?\b(?:gezogen|gestoßen|gespielt)\b|\bletzte Zug\b", re.IGNORECASE),
        "landed": re.compile(r"\bgerade\b[^.]*?\b(?:nach|auf)\s+([a-h][1-8])\b[^.]*?\b(?:gezogen|gestoßen)\b"),
        "came_from": re.compile(r"\bgerade\b[^.]*?\bvon\s+([a-h][1-8])\b[^.]*?\bgezogen\b"),
        "own": "Du hast",
    },
}
"""How a task speaks of the previous move in each language, and where that move went to and came from."""
PREVIOUS_MOVE = WORDS["en"]["previous"]


def with_a_previous_move(language: str) -> list[tuple[str, int]]:
    names = [named(name, language) for name in WITH_EXERCISES]
    words = WORDS[language]["previous"]
    return [(name, i) for name in names for i, ex in enumerate(exercises_of(name)) if words.search(ex.task)]


WITH_A_PREVIOUS_MOVE = [found for language in LANGUAGES for found in with_a_previous_move(language)]


def test_the_tutorials_have_exercises_that_refer_to_the_previous_move():
    english = with_a_previous_move("en")
    assert len(english) >= 10
    titles = {exercises_of(name)[i].title for name, i in english}
    assert {"Answer the colour", "Push!", "Move again", "Save the match"} <= titles


def test_the_german_tasks_speak_of_the_previous_move_where_the_english_ones_do():
    """The same exercises (by id) read as speaking of the previous move in both languages: the German words are found."""
    ids = {language: {exercises_of(name)[i].progress_id for name, i in with_a_previous_move(language)} for language in LANGUAGES}
    assert ids["de"] == ids["en"], {"only English": ids["en"] - ids["de"], "only German": ids["de"] - ids["en"]}


@pytest.mark.parametrize("name, index", WITH_A_PREVIOUS_MOVE, ids=lambda v: str(v))
def test_an_exercise_that_mentions_the_previous_move_shows_it(name, index):
    ex = exercises_of(name)[index]
    words = WORDS[language_of(name)]
    assert ex.past, f"{ex.title}: the task speaks of the previous move, so the exercise plays it (past=)"
    view = ExerciseView(ex)
    last = view.board.view["last_move"]
    assert last is not None and last["move"] == ex.start().events[-1].text()
    mover = "gold" if view.board.match.position.turn.title == "Black" else "black"
    if words["own"] not in ex.task:
        assert last["player"] == mover, "the previous move is the opponent's"
    landed = {last["to"]} | {p["to"] for p in last["pushed"]}
    for square in words["landed"].findall(ex.task):
        assert square in landed, f"{ex.title}: the task says a tower went to {square}; the last move shows {landed}"
    for square in words["came_from"].findall(ex.task):
        assert square == last["from"], f"{ex.title}: the task says the move came from {square}"
    # the tower that must move now is the one of the colour where that move ended (T2, or S3 after a push)
    pos = view.board.match.position
    assert pos.to_move in {pos.colour_of(parse_square(sq)) for sq in landed}


JUST_WON = {"en": "Gold has just won", "de": "Gold hat gerade gewonnen"}


@pytest.mark.parametrize("name", every_language(["04b_refilling.ipynb"]))
def test_M7_the_refilling_demo_opens_with_the_winning_move_it_speaks_of(name):
    """04b: "Gold has just won: its Green reached c1" — the board shows that move, and shows it again
    when the demo steps back to its start."""
    demo = next(d for d in demos_of(name) if d.captions[0].startswith(JUST_WON[language_of(name)]))
    assert demo.board.last_move == "c3-c1"
    last = demo.board.view["last_move"]
    assert (last["to"], last["player"]) == ("c1", "gold") and demo.board.match.position.result is not None
    demo.go(len(demo.steps))
    demo.go(0)
    assert demo.board.last_move == "c3-c1"
