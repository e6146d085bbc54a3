"""The "Show me" button works on every exercise of the tutorials (English and German) and on every puzzle, and says
it well (issue 12, item 4)."""

from __future__ import annotations

import pytest
from helpers.notebook_files import language_of
from helpers.tutorial_exercises import every_exercise

from kamisado_widget.engine.catalogue import _
from kamisado_widget.session.sentences import problems
from kamisado_widget.teaching.positions.puzzles import load_puzzles

PRAISE = {
    "en": ("Right", "Exactly", "That's it", "Well done", "Safe:", "Good choice"),
    "de": ("Richtig", "Genau", "Gut gemacht", "Sicher:", "Sicher!", "Gute Wahl", "Gut gewählt", "Ja!"),
}
"""The words of praise a lesson's success text opens with: "Show me" gives the reason without them."""


def shown_and_why() -> tuple[str, str]:
    """How "Show me" opens its message and its reason, in the language speaking now ("Shown: ", "Why: ")."""
    shown = _("Shown: {tower} moves from {start} to {end} ({move}).").split("{", 1)[0]
    return shown, _("Why: {reason}").split("{", 1)[0]


@pytest.mark.parametrize("name", sorted({name for name, _, _ in every_exercise()}))
def test_show_me_plays_an_accepted_answer_and_explains_it_in_one_well_formed_message(name):
    shown, why_words = shown_and_why()
    for found, i, ex in every_exercise():
        if found != name:
            continue
        answer = ex.answer()
        view = ex.view()
        text = view.show_me()
        assert not problems(text), (name, i, ex.title, text, problems(text))
        assert text.startswith(shown) and why_words in text, text
        why = text.split(why_words, 1)[1]
        assert not why.startswith(PRAISE[language_of(name)]), f"{name} #{i}: the reason keeps the praise: {why}"
        assert view.shown and not view.solved
        event = view.board.match.events[-1]
        played = event.text() if hasattr(event, "kind") else event.direction.value
        assert played == (answer.text() if hasattr(answer, "text") else answer.value)
        assert ex.goal.answers(ex.start()).count(played) == 1, "what was shown is an answer the goal accepts"


def test_show_me_on_every_puzzle_plays_its_unique_winning_move_and_the_line_to_the_win():
    for puzzle in load_puzzles():
        ex = puzzle.exercise()
        view = ex.view()
        start = len(view.board.match.events)
        text = view.show_me()
        events = view.board.match.events
        assert events[start].text() == puzzle.answer, puzzle.id
        assert len(events) - start == puzzle.distance, "the fastest win, played to the end"
        assert view.board.match.position.result.winner is puzzle.player
        assert not problems(text), (puzzle.id, text, problems(text))
