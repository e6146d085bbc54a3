"""Whether moves answer an exercise is one pure check (teaching/exercises/solving.py): a learner's go and the class
table's check of a hand-in both ask it, and asking it reads and writes no saved progress and tells the lesson of no
try (issue 38, item 6: the check of a hand-in used to go through a learner's go with a flag not to save)."""

from __future__ import annotations

import pytest
from helpers.positions import FASTEST_LINE, KEEP_THE_WIN, after

from kamisado_widget import Exercise, ExerciseRun, Line, OneOf, WinIn
from kamisado_widget.engine import Move, Verdict
from kamisado_widget.session.pointer import Attempt
from kamisado_widget.teaching.exercises.solving import answer_try, check_solve, play_answer, replayed
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
    saved = progress.load_entries()[run.exercise.progress_id]["moves"]
    assert saved == FASTEST_LINE and check_solve(run.exercise, saved) is None
    assert check_solve(run.exercise, saved[:3]) is not None


def line_task() -> Exercise:
    """Gold must move Orange (T2 after c1-c6); the teacher's line has two of Gold's moves, Black's g1-g2 between."""
    return Exercise("Line", "Follow the line.", after("c1-c6"), Line(["a8-a3", "g1-g2", "a3-a2"]), id="solving-line-2")


def test_one_try_keeps_the_moves_when_refused_and_adds_the_replies_when_right():
    exercise = Exercise("Line", "Push, then on.", after("c1-c6"), Line(["a8-a7", "c6-c7"]), id="solving-line")
    wrong, played = answer_try(exercise, (), move("a8-a6"))
    assert wrong.wrong and not wrong.replies and played == ()
    right, played = answer_try(exercise, played, move("a8-a7"))
    assert right.wrong is None and [m.text() for m in right.replies] == ["c6-c7"] and right.solved
    assert played == ("a8-a7", "c6-c7")


def test_one_try_changes_nothing_it_is_given():
    """answer_try is pure: the moves, the try and the task are as they were, and asking again answers the same."""
    exercise = line_task()
    played = ["a8-a3", "g1-g2"]
    start, goal = exercise.start().text(), exercise.goal
    for attempt in (move("a3-a2"), move("a3-b2"), Attempt("move", verdict=replayed(exercise, played).explain_move(
            "a3-a1"))):
        kept = Attempt(attempt.kind, attempt.verdict, attempt.direction)
        first = answer_try(exercise, played, attempt)
        assert played == ["a8-a3", "g1-g2"] and attempt == kept
        assert exercise.start().text() == start and exercise.goal is goal and exercise.goal == Line(
            ["a8-a3", "g1-g2", "a3-a2"])
        assert answer_try(exercise, played, attempt) == first
    assert answer_try(exercise, played, move("a3-a2"))[1] == ("a8-a3", "g1-g2", "a3-a2")


def learners_go(exercise: Exercise, line: list[str]) -> tuple[bool, str | None]:
    """A learner's go along ``line`` (both sides' moves): each of the learner's moves tried as a click on the go's
    board would be, the replies the go plays skipped; whether it solved the task, and the feedback of a move it
    refused (None: none)."""
    run = ExerciseRun(exercise)
    at = 0
    while at < len(line) and not run.solved:
        step = run.attempt(Attempt("move", verdict=run.match.explain_move(line[at])))
        if not step.accepted:
            return False, step.feedback.text
        replies = [m.text() for m in step.replies]
        assert line[at + 1: at + 1 + len(replies)] == replies[: len(line) - at - 1], "a line that follows the go's"
        at += 1 + len(step.replies)
    return run.solved, None


@pytest.mark.parametrize(("task", "line", "right"), [
    (win_in_3, FASTEST_LINE, True),
    (win_in_3, ["d1-b3"], False),  # wrong at step 1: a slower win
    (win_in_3, ["d1-e2"], False),  # wrong at step 1: throws the win away
    (win_in_3, ["d1-c2", "e8-f7", "c2-c3"], False),  # wrong at step 2: a slower win
    (win_in_3, FASTEST_LINE[:3], None),  # right so far, not finished
    (line_task, ["a8-a3", "g1-g2", "a3-a2"], True),
    (line_task, ["a8-a4"], False),  # wrong at step 1
    (line_task, ["a8-a3", "g1-g2", "a3-b2"], False),  # wrong at step 2: legal, not the line's
    (line_task, ["a8-a3", "g1-g2", "a3-a1"], False),  # wrong at step 2: not legal
], ids=lambda value: getattr(value, "__name__", None) or (" ".join(value) if isinstance(value, list) else str(value)))
def test_a_learners_go_and_the_check_of_a_hand_in_agree_on_a_line(own_progress_file, task, line, right):
    """The go and check_solve ask the one answer_try: a line the go solves is a solve to the check, and where the go
    refuses a move (the line's last), the check names that move with the very feedback the learner read."""
    solved, refused = learners_go(task(), line)
    checked = check_solve(task(), line)
    assert solved is (right is True) and solved == (checked is None), (refused, checked)
    assert (refused is not None) is (right is False)
    if refused is not None:
        assert checked is not None and checked.startswith(line[-1]) and checked.endswith(refused), checked


def test_show_me_and_the_answer_key_play_the_same_line():
    exercise = Exercise("Orange", "Move Orange.", after("c1-c6"), OneOf(["a8-a7"]), id="solving-show-me")
    shown, _ = ExerciseRun(exercise).show_me()
    assert play_answer(exercise, exercise.start(), []) == shown
