"""The teaching layer in German: an exercise's feedback, a hint, "Show me", a puzzle's title, task and refutation
and the teacher's errors come from the catalogue; a puzzle keeps one progress id in both languages (issue 29)."""

from __future__ import annotations

import pytest
from helpers.positions import KEEP_THE_WIN

from kamisado_widget import AnyMove, Exercise, ExerciseError, ExerciseSet, OneOf, WinIn
from kamisado_widget.engine import Match, Move, MoveKind
from kamisado_widget.engine.catalogue import _, set_language, speaking
from kamisado_widget.session.pointer import Attempt
from kamisado_widget.teaching.course.demo import Demo
from kamisado_widget.teaching.positions.opening import first_moves_table
from kamisado_widget.teaching.positions.puzzles import load_puzzles, puzzle_set

START = Match(3).text()
W2_01 = next(p for p in load_puzzles() if p.id == "W2-01")


@pytest.fixture
def german():
    """The notebook speaks German (the boards follow it), and English again after the test."""
    set_language("de")
    yield
    set_language(None)


def test_an_exercises_feedback_is_german(german):
    view = Exercise("Orange", "Zieh Orange nach c6.", START, OneOf(["c1-c6"]), id="de-orange").view()
    assert view.attempt("c1-c5") == "Dieser Zug ist erlaubt, aber nicht der, nach dem die Aufgabe fragt."
    assert view.attempt("c1-c6") == "Richtig!" and view.solved
    assert view.attempt("c1-c6") == _("Solved already: press Reset to try again.")
    assert view.board.view["status"] == "Gelöst: Die Lösung steht auf dem Brett. Drücke „Neu beginnen“, um es noch einmal zu spielen."


def test_a_teachers_own_texts_stay_as_written_and_the_package_speaks_around_them(german):
    """The teacher's hint is the teacher's; the word before it ("Tipp") is the catalogue's."""
    view = Exercise("Orange", "Zieh einen Turm.", START, OneOf(["c1-c6"], wrong="Zähl noch einmal."),
                    hints=["Welche Farbe hat c6?"], success="Genau so.", id="de-hint").view()
    assert view.hint() == "Welche Farbe hat c6?"
    assert view.board.message == "Tipp: Welche Farbe hat c6?"
    assert view.attempt("c1-c5") == "Zähl noch einmal."
    assert view.attempt("c1-c6") == "Genau so."


def test_a_goals_own_sentence_and_the_buttons_are_german(german):
    match = Match.from_text(START)
    step = Attempt("move", verdict=match.explain_move(Move.from_text("c1-c6")))
    assert AnyMove(of_kind=MoveKind.PUSH).why_not(match, step) == "Dieser Zug ist erlaubt, aber die Aufgabe verlangt einen Stoß."
    view = Exercise("Rot", "Zieh.", START, OneOf(["c1-c6"]), id="de-buttons").view()
    assert [b.description for b in (view.hint_button, view.show_button, view.reset_button)] == [
        "Tipp", "Zeig es mir", "Neu beginnen"]


def test_show_me_is_german(german):
    view = Exercise("Rot", "Zieh Rot nach c6.", START, OneOf(["c1-c6"]), id="de-show",
                    explanation="Rot steht auf c1.").view()
    assert view.show_me() == ("Gezeigt: Rot (Schwarz) zieht von c1 nach c6 (c1-c6). Warum: Rot steht auf c1. "
                              "Drücke „Neu beginnen“, um es selbst zu spielen.")


def test_a_win_that_is_not_the_fastest_is_said_in_german_with_the_count_of_own_moves(german):
    view = Exercise("Gewinn", "Gewinne.", KEEP_THE_WIN, WinIn(moves=3), id="de-win").view()
    said = view.attempt("d1-b3")
    assert said.startswith("Der Zug d1-b3 gewinnt noch, aber nicht am schnellsten: Von hier aus kannst du in 3 "
                           "eigenen Zügen gewinnen."), said


def test_a_refutation_is_german(german):
    view = Exercise("Gewinn", "Gewinne.", KEEP_THE_WIN, WinIn(moves=3), id="de-lose").view()
    said = view.attempt("d1-e2")
    assert said == (
        "Der Zug d1-e2 verschenkt den Gewinn: Als Antwort ist Grün (Gold) auf a2 blockiert und passt (a2=, M6). "
        "Was du auch tust, Gold erreicht dann deine Grundreihe (M7) und gewinnt die Runde in 2 eigenen Zügen, "
        "diese Antwort mitgezählt."
    )


def test_a_puzzles_title_task_hints_and_refutations_are_german():
    with speaking("de"):
        ex = W2_01.exercise()
        assert ex.title == "Gewinn in 2" and W2_01.grade == "Gewinn in 2"
        assert ex.title_after.startswith("Gewinn in 2 · ")
        assert ex.task.startswith(f"{'Schwarz' if W2_01.player.name == 'BLACK' else 'Gold'} ist am Zug. ")
        assert "Gewinne die Runde in 2 eigenen Zügen" in ex.task
        assert ex.hints[0] == "Such einen Weg zur gegnerischen Grundreihe (M7), den dein Gegner nicht aufhalten kann."
        assert ex.hints[-1].startswith("Der Gewinnzug endet auf einem Feld der Farbe ")
        assert ex.success.endswith("ein Gewinn in 2 eigenen Zügen.")
        for move in W2_01.refutations:
            assert W2_01.wrong(move).startswith(f"Der Zug {move} verschenkt den Gewinn"), W2_01.wrong(move)
        assert puzzle_set(2).progress_text.startswith("Rätsel: Gewinn in 2: 0 von ")


def test_a_puzzle_has_one_progress_id_in_both_languages():
    """One exercise, one id: the same puzzle made in English and then in German (in one kernel) is one record."""
    english = W2_01.exercise()
    with speaking("de"):
        german = W2_01.exercise()  # not refused as another exercise with the same id
    assert english.progress_id == german.progress_id == "puzzles/puzzle-W2-01"
    assert english.title == "Win in 2" and german.title == "Gewinn in 2"


def test_an_untitled_sets_progress_ids_are_the_same_in_both_languages():
    with speaking("de"):
        ex = Exercise("Orange", "Zieh.", START, OneOf(["c1-c6"]), id="de-set")
        made = ExerciseSet([ex])
        assert made.title == "Aufgaben" and made.progress_text == "Aufgaben: 0 von 1 gelöst – Aufgabe 1"


def test_a_teachers_error_is_german_and_says_sie():
    with speaking("de"), pytest.raises(ExerciseError) as err:
        Exercise("Zu schnell", "Gewinne.", KEEP_THE_WIN, WinIn(moves=4), id="de-fast")
    assert str(err.value).startswith("Aufgabe 'Zu schnell': in ihrer Stellung gewinnt Schwarz in 3 eigenen Zügen, nicht in 4")
    assert "schreiben Sie moves=3" in str(err.value)


def test_a_demo_speaks_german(german):
    demo = Demo(position=START, steps=["c1-c6"], captions=["Schwarz eröffnet."])
    assert "Schritt 0 von 1" in demo.caption.value
    assert demo.board.message == _("Step through the demonstration with Next, or press Autoplay.") and \
        demo.board.message.startswith("Geh die Vorführung")
    assert demo.autoplay.description == "Abspielen"
    assert (demo.prev_button.description, demo.next_button.description) == ("Zurück", "Weiter")
    demo.go(1)
    assert "Schritt 1 von 1" in demo.caption.value and "Schwarz eröffnet." in demo.caption.value


def test_the_opening_table_speaks_german():
    with speaking("de"):
        table = first_moves_table()
    assert "gewinnende erste Züge" in table and "verlierende erste Züge" in table and "Turm von Schwarz" in table
    assert "; am längsten: " in table and "winning" not in table
