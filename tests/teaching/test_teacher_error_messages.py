"""Errors that teach the teacher: each mistake a teacher makes in writing an exercise, a set or a position gets an
error that says what is wrong and what was meant, checked word for word, and each changes nothing (they got vague
errors or none)."""

from __future__ import annotations

import pytest
from helpers.catalogue_pattern import message_pattern
from helpers.positions import after

from kamisado_widget import AnyMove, Exercise, ExerciseError, ExerciseSet, OneOf
from kamisado_widget.engine import Colour, Match, NotationError, Player
from kamisado_widget.engine.catalogue import _
from kamisado_widget.engine.names import tower_name


def test_D1_an_illegal_answer_in_OneOf_names_the_move_and_the_engines_reason():
    with pytest.raises(ExerciseError) as err:
        Exercise("x", "Move Orange.", after("c1-c6"), OneOf(["a8-a7", "a8-a1"]))
    verdict = "M3: " + _("the square {square} is taken by {tower}; a tower moves only onto an empty square.").format(
        square="a1", tower=tower_name(Player.BLACK, Colour.BROWN, 0))
    problem = _("the answer {move} is not legal in its position: {verdict}").format(move="a8-a1", verdict=verdict)
    assert str(err.value) == _("exercise {title}: {problem}").format(title="'x'", problem=problem)


def test_feedback_for_an_unknown_rule_id_is_refused_with_the_known_ids():
    with pytest.raises(ExerciseError) as err:
        Exercise("x", "Move.", after("c1-c6"), AnyMove(), feedback={"S99": "never shown"})
    assert str(err.value) == _(
        "exercise {title}: feedback is keyed by rule ID, and {key} is not one; the rule IDs are B1-B7, T1, T2, "
        "M1-M8, S1-S11, P1-P4, R1-R4, F1-F5, D1 and D2").format(title="'x'", key="'S99'")


def test_feedback_with_a_lower_case_rule_id_says_which_id_was_meant():
    with pytest.raises(ExerciseError) as err:
        Exercise("x", "Move.", after("c1-c6"), AnyMove(), feedback={"t2": "never shown"})
    assert str(err.value) == _(
        "exercise {title}: feedback is keyed by rule ID, and {key} is not one (did you mean {near}?); the "
        "rule IDs are B1-B7, T1, T2, M1-M8, S1-S11, P1-P4, R1-R4, F1-F5, D1 and D2").format(
        title="'x'", key="'t2'", near="'T2'")


def test_a_goal_that_is_not_a_goal_is_named():
    with pytest.raises(ExerciseError) as err:
        Exercise("x", "Move.", after("c1-c6"), "a8-a7")  # type: ignore[arg-type]
    assert str(err.value) == _(
        "exercise {title}: goal must be a Goal such as AnyMove(), OneOf([...]) or WinIn(), not {kind}").format(
        title="'x'", kind="str")


def test_a_match_given_as_the_position_names_position_and_suggests_text():
    with pytest.raises(ExerciseError) as err:
        Exercise("x", "y", Match(3), AnyMove())
    said = _("{owner}: position must be a match text (a str), not {kind}: write position={name}.text(), e.g. "
             "position=Match(3).text()")
    assert str(err.value) == said.format(owner="exercise 'x'", kind="Match", name="<match>")


def test_an_exercise_error_is_also_a_value_error_for_old_callers():
    with pytest.raises(ValueError) as err:
        Exercise("x", "Push.", after("c1-c6"), AnyMove(of_kind=__import__("kamisado_widget").engine.MoveKind.PUSH))
    assert str(err.value) == _("exercise {title} has no right answer in its position").format(title="'x'")


def test_two_exercises_of_a_set_with_one_id_are_refused():
    a = Exercise("Push!", "Move Orange.", after("c1-c6"), OneOf(["a8-a7"]))
    with pytest.raises(ExerciseError, match=r"another position, title or goal"):  # refused when written
        Exercise("Push!", "Move Orange again.", after("c1-c6"), OneOf(["a8-a6"]))
    b = Exercise("Push!", "Move Orange again.", after("c1-c6"), OneOf(["a8-a6"]), lesson="elsewhere")
    b.lesson = a.lesson  # the same id by other means: the set refuses it too
    with pytest.raises(ExerciseError) as err:
        ExerciseSet([a, b])
    assert str(err.value) == _(
        "the exercises {first} and {second} share the progress id {id}: give one of them an id= of its own").format(
        first="'Push!'", second="'Push!'", id="'push'")


def test_a_match_text_given_to_a_position_reader_names_the_right_reader():
    from kamisado_widget.engine import Position

    refusal = message_pattern("position text: the fields {fields} belong to a match text: read it with Match.from_text")
    with pytest.raises(NotationError, match=refusal):
        Position.from_text(after("c1-c6"))
