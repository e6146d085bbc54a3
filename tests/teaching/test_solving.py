"""Whether moves answer an exercise is one pure check (teaching/exercises/solving.py): a learner's go and the class
table's check of a hand-in both ask it, and asking it reads and writes no saved progress and tells the lesson of no
try (issue 38, item 6: the check of a hand-in used to go through a learner's go with a flag not to save)."""

from __future__ import annotations

from helpers.positions import FASTEST_LINE, KEEP_THE_WIN, after

from kamisado_widget import Exercise, ExerciseRun, Line, OneOf, WinIn
from kamisado_widget.engine import Move, Verdict
from kamisado_widget.session.pointer import Attempt
from kamisado_widget.teaching.exercises.solving import answer_try, check_solve, play_answer
from kamisado_widget.teaching.learner import lessons, progress


def win_in_3() -> Exercise:
    return Exercise("Win in 3", "Black to move: win the round.", KEEP_THE_WIN, WinIn(moves=3), id="solving-win-in-3")


def move(text: str) -> Attempt:
    return Attempt("move", verdict=Verdict(True, Move.from_text(text), None, ""))


def test_checking_a_solve_reads_and_writes_no_progress_and_tells_the_lesson_of_no_try(own_progress_file):
    lessons.lesson("Checked")
    exercise = win_in_3()
    assert check_solve(exercise, FASTEST_LINE) is None
    assert check_solve(exercise, ["d1-b3"]) is not None
    assert not own_progress_file.exists()
    assert not lessons.all_tried("checked"), "a check is no learner's try"


def test_a_learners_go_and_the_check_agree_on_each_move_of_a_line(own_progress_file):
    """The go saves the moves it played; the check finds that very line a solve, and a line cut short none."""
    run = ExerciseRun(win_in_3())
    for text in FASTEST_LINE[::2]:
        step = run.attempt(move(text))
        assert step.accepted, step
    assert run.solved and run.played == FASTEST_LINE
    saved = progress.load_records()[run.exercise.progress_id]["moves"]
    assert saved == FASTEST_LINE and check_solve(run.exercise, saved) is None
    assert check_solve(run.exercise, saved[:3]) is not None


def test_one_try_changes_nothing_when_refused_and_plays_the_replies_when_right():
    exercise = Exercise("Line", "Push, then on.", after("c1-c6"), Line(["a8-a7", "c6-c7"]), id="solving-line")
    match, played = exercise.start(), []
    before = match.text()
    wrong = answer_try(exercise, match, played, move("a8-a6"))
    assert wrong.wrong and not wrong.replies and match.text() == before and played == []
    right = answer_try(exercise, match, played, move("a8-a7"))
    assert right.wrong is None and [m.text() for m in right.replies] == ["c6-c7"] and right.solved
    assert played == ["a8-a7", "c6-c7"]


def test_show_me_and_the_answer_key_play_the_same_line():
    exercise = Exercise("Orange", "Move Orange.", after("c1-c6"), OneOf(["a8-a7"]), id="solving-show-me")
    shown, _ = ExerciseRun(exercise).show_me()
    assert play_answer(exercise, exercise.start(), []) == shown
