"""Feedback for one particular wrong move: ``OneOf`` and ``WinIn`` take a dict of typical wrong moves to sentences,
``Satisfies`` a function of the position after the move; a dict that cannot work is refused when written, naming
the argument and the form expected."""

from __future__ import annotations

import pytest
from helpers.positions import KEEP_THE_WIN

from kamisado_widget import Exercise, ExerciseError, OneOf, Satisfies, WinIn
from kamisado_widget.engine import Match
from kamisado_widget.engine.catalogue import _, ngettext

START = Match(3).text()


def test_OneOf_says_the_teachers_sentence_for_a_typical_wrong_move():
    ex = Exercise("Orange to c6", "Move the Orange tower to c6.", START,
                  OneOf(["c1-c6"], wrong={"c1-c5": "Count again: c5 is one short of c6."}), id="per-move-1")
    view = ex.view()
    assert view.attempt("c1-c5") == "Count again: c5 is one short of c6."
    assert view.attempt("c1-c4") == _("That move is legal, but it is not the one the task asks for.")  # not in the dict
    assert view.attempt("c1-c6") == _("Right!")


@pytest.mark.parametrize(("wrong", "problem"), [
    ({"c1-c6": "No."}, r"OneOf: wrong names c1-c6, which is one of its moves"),
    ({"c1c5": "No."}, r"OneOf: the keys of wrong must be move texts, e.g. \{'c1-c5'"),
    ({"c1-c5": ""}, r"OneOf: wrong\['c1-c5'\] must be a text that says something"),
    ({5: "No."}, r"OneOf: the keys of wrong must be texts"),
])
def test_a_wrong_dict_that_cannot_work_is_refused_naming_it(wrong, problem):
    with pytest.raises(ExerciseError, match=problem):
        OneOf(["c1-c6"], wrong=wrong)


def test_a_wrong_move_that_is_not_legal_is_refused_when_the_exercise_is_written():
    with pytest.raises(ExerciseError, match=r"wrong names c1-d3, which is not legal in its position"):
        Exercise("x", "y", START, OneOf(["c1-c6"], wrong={"c1-d3": "No."}), id="per-move-2")


def test_M7_WinIn_says_the_teachers_sentence_for_a_move_that_throws_the_win_away():
    sentence = "That lets Gold's Yellow through to your home row: look at the e-file first."
    ex = Exercise("Win in 3", "Win the round.", KEEP_THE_WIN, WinIn(moves=3, wrong={"d1-e2": sentence}),
                  id="per-move-3")
    view = ex.view()
    assert view.attempt("d1-e2") == sentence
    other = view.attempt("h1-h2")  # not in the dict: the solver's sentence
    assert other != sentence and other
    assert view.attempt("d1-c2").startswith("Right.")


def test_a_right_move_named_in_WinIns_wrong_dict_is_still_right():
    ex = Exercise("Win in 3", "Win the round.", KEEP_THE_WIN, WinIn(moves=3, wrong={"d1-c2": "No."}), id="per-move-4")
    assert ex.view().attempt("d1-c2").startswith("Right.")


def test_Satisfies_wrong_function_says_what_this_move_did():
    def wrong(after) -> str:
        return f"That leaves {after.turn.title} to move; the task asks for a move that wins at once."

    goal = Satisfies(lambda after: after.to_move is not None and after.to_move.name == "ORANGE", wrong=wrong)
    ex = Exercise("Onto orange", "Move onto an orange square.", START, goal, id="per-move-5")
    said = ex.view().attempt("c1-c5")
    assert said == "That leaves Gold to move; the task asks for a move that wins at once."


def test_M7_WinIn_moves_must_be_the_fastest_win_while_fastest():
    with pytest.raises(ExerciseError) as err:
        Exercise("Win in 4", "Win in 4.", KEEP_THE_WIN, WinIn(moves=4), id="per-move-6")
    problem = ngettext(
        "its position is a win for {player} in {count} move of its own, not {moves}: a learner who wins in "
        "{moves} would be told to find a faster win; write moves={count} (or fastest=False to accept any win)",
        "its position is a win for {player} in {count} moves of its own, not {moves}: a learner who wins in "
        "{moves} would be told to find a faster win; write moves={count} (or fastest=False to accept any win)",
        3).format(player="Black", count=3, moves=4)
    assert str(err.value) == _("exercise {title}: {problem}").format(title="'Win in 4'", problem=problem)
    assert Exercise("Win in 4", "Win.", KEEP_THE_WIN, WinIn(moves=4, fastest=False), id="per-move-7")
