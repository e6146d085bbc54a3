"""Every message an exercise can put on the board's one feedback line is well formed (see
kamisado_widget/session/sentences.py): for each exercise of the tutorials and each puzzle, the refusal of
every illegal try (the engine's sentence merged with the teacher's words for its rule), the
goal's words for every legal move that is not the answer, each fill choice, the hints and the
success text. A wrong answer's words speak of a refused move in the conditional ("would land"),
never as if it had been played. The German lessons' messages are checked as the English ones, in German."""

from __future__ import annotations

import pytest
from helpers.notebook_files import choosing, every_language, language_of
from helpers.tutorial_exercises import EVERY_WITH_EXERCISES, exercises_of

from kamisado_widget.engine import Fill, Verdict, explain
from kamisado_widget.engine.catalogue import _
from kamisado_widget.session.pointer import Attempt
from kamisado_widget.session.sentences import message, problems
from kamisado_widget.teaching import Exercise, ExerciseView
from kamisado_widget.teaching.exercises.go import SOLVED_ALREADY
from kamisado_widget.teaching.exercises.solving import refusal_text
from kamisado_widget.teaching.positions.puzzles import GRADES, puzzles_of


def exercise_messages(ex: Exercise) -> set[tuple[str, str | None]]:
    """(text, rule) of every message the exercise can show."""
    match = ex.start()
    out = {(message(None, ex.success), None), (message(None, _(SOLVED_ALREADY)), None)}
    out |= {(message(None, _("Hint: {hint}").format(hint=hint)), None) for hint in ex.hints}
    if ex.goal.kind == "fill":
        for direction in Fill:
            wrong = ex.goal.why_not(match, Attempt("fill", direction=direction))
            if wrong is not None:
                out.add((message(None, wrong), None))
        return out
    for move in match.legal_moves():
        wrong = ex.goal.why_not(match, Attempt("move", verdict=Verdict(True, move, None, "")))
        if wrong is not None:
            out.add((message(None, wrong), None))
    pos = match.position
    for tower in pos.towers():
        for to in range(64):
            verdict = explain(pos, tower.square, to)
            if not verdict.legal:
                out.add((message(verdict.rule, refusal_text(ex, verdict)), verdict.rule))
    return out


TUTORIAL_EXERCISES = [(name, i) for name in EVERY_WITH_EXERCISES for i in range(len(exercises_of(name)))]


@pytest.mark.parametrize("name, index", TUTORIAL_EXERCISES, ids=lambda v: str(v))
def test_every_message_of_a_tutorial_exercise_is_well_formed(name, index):
    ex = exercises_of(name)[index]
    messages = exercise_messages(ex)
    for text, rule in messages:
        assert problems(text, rule) == [], f"{ex.title}: {text!r} (rule {rule})"
    for rule, words in ex.feedback.items():  # the teacher's words are there, merged with the engine's
        start = " ".join(words.split()[:3])
        assert all(start in text for text, r in messages if r == rule)


@pytest.mark.parametrize("moves", sorted(GRADES))
def test_every_message_of_a_puzzle_is_well_formed(moves):
    for puzzle in puzzles_of(moves):
        for text, rule in exercise_messages(puzzle.exercise()):
            assert problems(text, rule) == [], f"{puzzle.id}: {text!r} (rule {rule})"


def test_the_board_shows_the_merged_message_once_with_its_rule():
    """A refused try in 01 "Choose Gold's tower" (d1-d5) and in 03 "Off the board?" (d7 pushing d8, S6)."""
    choose = next(ex for ex in exercises_of("01_which_tower.ipynb") if ex.title == "Choose Gold's tower")
    view = ExerciseView(choose)
    text = view.attempt("d1-d5")
    assert text.startswith("That move would land on an orange square, so Gold would have to move its Orange tower")
    assert view.board.message == text and view.board.view["message"]["kind"] == "error"
    off = next(ex for ex in exercises_of("03_sumo.ipynb") if ex.title == "Off the board?")
    view = ExerciseView(off)
    view.board.click("d7")
    view.board.click("d8")
    shown = view.board.view["message"]
    assert shown["rule"] == "S6" and shown["text"].count("S6") == 1 and shown["text"].count("(S5)") == 1
    assert "off the board (S5). The Sumo has no other move either" in shown["text"]
    view.board.click("d8")  # the same try again, the Sumo still selected
    again = view.board.view["message"]
    assert again["text"] == shown["text"] and again["repeat"] == 2, "a repeated refusal is a visible change"


def test_the_german_board_shows_the_lessons_german_words_merged_with_the_rule():
    """01 "Wähle den Turm von Gold" (d1-d5) and 03 "Vom Brett?" (d7 pushing d8, S6), as the German learner sees them:
    the lesson's own German sentence, and the teacher's German words after the engine's, each rule cited once."""
    with choosing("de"):
        _the_german_board_shows()


def _the_german_board_shows() -> None:
    choose = next(ex for ex in exercises_of("de/01_which_tower.ipynb") if ex.id == "choose-gold-s-tower")
    view = ExerciseView(choose)
    text = view.attempt("d1-d5")
    assert text.startswith("Dieser Zug würde auf einem orangen Feld enden. Dann müsste Gold Orange ziehen, nicht Rosa")
    assert view.board.message == text and view.board.view["message"]["kind"] == "error"
    off = next(ex for ex in exercises_of("de/03_sumo.ipynb") if ex.id == "off-the-board")
    view = ExerciseView(off)
    view.board.click("d7")
    view.board.click("d8")
    shown = view.board.view["message"]
    assert shown["rule"] == "S6" and shown["text"].count("S6") == 1 and shown["text"].count("(S5)") == 1
    assert shown["text"].endswith("Einen anderen Zug hat der Sumo auch nicht: Wähle ihn aus und drück unter dem Brett "
                                  "auf Passen (M6).")


MATCH_WORD = {"en": "match", "de": "partie"}
"""The word for a match, lower case: a round's end in lesson 01 does not say it."""


@pytest.mark.parametrize("name", every_language(["01_which_tower.ipynb"]))
def test_R4_the_first_demo_does_not_end_a_match_before_matches_are_taught(name):
    """01's demo ends with a round won (M7), not with "wins the match (R4)"."""
    from helpers.tutorial_exercises import demos_of

    demo = demos_of(name)[0]
    demo.go(len(demo.steps))
    view = demo.board.view
    assert view["round_end"] is not None and view["scoreboard"]["phase"] != "over"
    shown = " ".join([view["status"], view["message"]["text"], view["round_end"]["text"]])
    assert MATCH_WORD[language_of(name)] not in shown.lower() and "R4" not in shown


COMMON_WORDS = {
    "en": "a an the of to and or is it its on in at by be that this their your you for with as from only one "
          "move moves tower towers square",
    "de": "der die das des dem den ein eine einen einem einer eines und oder ist sind es er sie auf in im an am zu "
          "zum zur von vom mit für nur als dass dein deine deinen deiner du dich dir sein seine seinen ihr wird "
          "nicht kein keine auch noch schon dann so also hier da zug züge zugs turm türme turms feld felder feldes",
}
"""Words every sentence about a move shares, in each language: left out when a teacher's words are compared with
the engine's sentence."""


def _content_words(text: str, language: str = "en") -> set[str]:
    import re

    common = set(COMMON_WORDS[language].split())
    return {w for w in re.findall(r"\w+", text.lower()) if w not in common}


@pytest.mark.parametrize("name", EVERY_WITH_EXERCISES)
def test_D1_the_teachers_words_add_to_the_engines_sentence_instead_of_repeating_it(name):
    """One message says each thing once: the tutorials' extra words for a rule share at most half their words with
    the engine's own sentence for it (they repeated it: the T1 sentence twice in "Your opening move")."""
    for ex in exercises_of(name):
        pos = ex.start().position
        reasons: dict[str, str] = {}
        for tower in pos.towers():
            for to in range(64):
                verdict = explain(pos, tower.square, to)
                if not verdict.legal and verdict.rule in ex.feedback:
                    reasons.setdefault(verdict.rule, verdict.reason)
        for rule, reason in reasons.items():
            teacher = _content_words(ex.feedback[rule], language_of(name))
            shared = len(teacher & _content_words(reason, language_of(name))) / max(1, len(teacher))
            assert shared <= 0.5, f"{ex.title} ({rule}): {ex.feedback[rule]!r} repeats {reason!r}"
