"""Issue 41, item 2: each learner's own position. An exercise may ask for a position of a theme and grade (from the
practice bank) or one of the teacher's list; each learner gets one chosen by their seat (from the random key of
their saved progress), the same every time; the solve's saved entry and the hand-in say which position."""

from __future__ import annotations

import html
import json

import pytest

from kamisado_widget import Exercise, ExerciseError, WinIn, each_learner, export_progress, lesson
from kamisado_widget.engine import Layout, Match
from kamisado_widget.teaching.exercises.own_position import EachLearner, at_position
from kamisado_widget.teaching.learner import progress
from kamisado_widget.teaching.positions.bank import bank_puzzles


def new_learner(own_progress_file) -> None:
    own_progress_file.unlink(missing_ok=True)  # a learner of their own: another random key, another seat


def push_exercise() -> Exercise:
    return Exercise("Push!", "Win in 2.", each_learner(theme="sumo push", grade=2), WinIn(moves=2))


def test_the_candidates_are_the_banks_of_that_theme_and_grade():
    choice = each_learner(theme="sumo push", grade=2)
    by_position = {e.position: e for e in bank_puzzles("sumo push", 2)}
    assert len(choice.positions) >= 10 and set(choice.positions) <= set(by_position)
    assert all(by_position[p].grade == 2 and "sumo push" in by_position[p].themes for p in choice.positions)
    assert each_learner(theme="sumo push", grade=2) == choice, "the same candidates every time"


def test_a_learner_gets_the_same_position_every_time_and_a_class_many(own_progress_file):
    lesson("Sumo week")
    mine = push_exercise().position
    lesson("Sumo week")  # the notebook run again
    assert push_exercise().position == mine
    seen = set()
    for _learner in range(30):
        new_learner(own_progress_file)
        lesson("Sumo week")
        seen.add(push_exercise().position)
    assert len(seen) >= 8, "a class of 30 shares few positions"


def test_the_solve_and_the_hand_in_say_which_position(own_progress_file, tmp_path):
    lesson("Sumo week")
    ex = push_exercise()
    view = ex.view()
    first = ex.answer().text()
    view.attempt(first)
    while not view.solved:  # the learner's moves to the end of the win, as the exercise replies
        view.attempt(view.exercise.goal.answers(view.run.match)[0])
    entry = progress.load_entries()[ex.progress_id]
    assert entry["position"] == ex.position and entry["moves"][0] == first
    doc = json.loads(export_progress("Ana", tmp_path).read_text())
    assert doc["seat"] == progress.learner_seat() and len(doc["seat"]) == 16
    assert doc["exercises"][ex.progress_id]["position"] == ex.position
    assert progress.learner_key() not in json.dumps(doc), "the hand-in says the seat, never the key itself"


def test_a_teachers_list_of_positions():
    positions = [Match(3).text(), Match(3, layout=Layout.MIRRORED).text()]
    choice = each_learner(positions=positions)
    assert choice == EachLearner(tuple(positions))
    assert {choice.for_seat(f"{n:016x}", "opening") for n in range(40)} == set(positions)
    assert choice.for_seat("", "opening") == positions[0], "a learner without a seat: the first"


def test_the_copy_for_another_position_answers_there():
    ex = Exercise("Push!", "Win in 2.", each_learner(theme="sumo push", grade=2), WinIn(moves=2), lesson="t")
    other = next(p for p in ex.choice.positions if p != ex.position)
    copy = at_position(ex, other)
    assert copy.position == other and ex.position != other
    assert copy.answer().text() == ex.goal.answers(Match.from_text(other))[0]


@pytest.mark.parametrize("bad", [
    {"positions": []}, {"positions": "x"}, {"positions": ["not a position"]}, {"theme": "flying"},
    {"theme": "sumo push", "grade": 9}, {"positions": [Match(3).text()], "theme": "sumo push"},
])
def test_bad_arguments_are_named(bad):
    with pytest.raises((ExerciseError, ValueError)):
        each_learner(**bad)


# ------------------------------------------------------------------ the class table checks each in their own
def solve_and_hand_in(own_progress_file, folder, name):
    """A new learner solves the lesson's exercise by the exercise's own answers and hands in."""
    from kamisado_widget.teaching.learner import lessons

    new_learner(own_progress_file)
    lessons.forget()
    lesson("Sumo week")
    ex = push_exercise()
    view = ex.view()
    while not view.solved:
        view.attempt(view.exercise.goal.answers(view.run.match)[0])
    return export_progress(name, folder), ex


def test_the_class_table_checks_each_solve_in_the_learners_own_position_and_names_copies(own_progress_file, tmp_path):
    """Issue 41: a classmate's file copied under a new name and id, and a file made up from the answer key's moves,
    passed as proven. Now each solve is played in the learner's own position: a copy of another learner's solve is
    named as theirs, one of a position no learner has as made up from the key, an edited one is not verified."""
    from kamisado_widget import class_progress

    folder = tmp_path / "class"
    files = {}
    for name in ("Ana", "Ben", "Chloé", "Dev"):
        files[name], ex = solve_and_hand_in(own_progress_file, folder, name)
    pid = ex.progress_id
    table = class_progress(folder, exercises=[ex])
    assert {h.learner: table.state(h, pid) for h in table.learners} == dict.fromkeys(files, "solved")
    positions = {h.learner: h.details[pid]["position"] for h in table.learners}

    ana = json.loads(files["Ana"].read_text())
    seats = {json.loads(f.read_text())["seat"] for f in files.values()}
    # Eve copies Ana's file: a new name and id, her own seat (so her own position is another one).
    eve_seat = next(f"{n:016x}" for n in range(100) if ex.choice.for_seat(f"{n:016x}", "push") != positions["Ana"]
                    and f"{n:016x}" not in seats)
    copied = dict(ana, learner="Eve", learner_id="eve-0000abcd", seat=eve_seat)
    (folder / "eve.json").write_text(json.dumps(copied))
    # Finn makes his up from the answer key: a candidate no learner of the table was given, its solution's moves.
    taken = set(positions.values()) | {ex.choice.for_seat(eve_seat, "push")}
    key_position = next(p for p in ex.choice.positions if p not in taken)
    keyed = at_position(ex, key_position)
    view = keyed.view()
    while not view.solved:
        view.attempt(view.exercise.goal.answers(view.run.match)[0])
    moves = list(view.run.played)
    finn_seat = next(f"{n:016x}" for n in range(100, 400) if ex.choice.for_seat(f"{n:016x}", "push") != key_position)
    made_up = dict(ana, learner="Finn", learner_id="finn-0000abcd", seat=finn_seat,
                   exercises={pid: {"state": "solved", "moves": moves, "position": key_position}})
    (folder / "finn.json").write_text(json.dumps(made_up))
    table = class_progress(folder, exercises=[ex])
    rows = {h.learner: h for h in table.learners}
    assert table.state(rows["Eve"], pid) == "not verified"
    assert "Ana" in table.problem(rows["Eve"], pid) and "copied" in table.problem(rows["Eve"], pid)
    assert table.state(rows["Finn"], pid) == "not verified"
    assert "made up from the key" in table.problem(rows["Finn"], pid)
    assert table.state(rows["Ana"], pid) == "solved", "the classmate's row stays"
    assert "copied" in table.text() and "made up from the key" in table.text()


def test_a_pupils_own_worksheet_and_answer_key():
    """Issue 41, item 2: a worksheet item may ask for a position of a theme and grade; each pupil's sheet shows
    the position their name chooses (the same every time), and its answer key answers that one."""
    from kamisado_widget import worksheet
    from kamisado_widget.teaching.classroom.answer_key import solution_line

    ex = push_exercise()
    sheets = {name: worksheet([ex], learner=name) for name in ("Ana", "Ben", "Chloé", "Dev", "Eve", "Finn")}
    again = worksheet([ex], learner="Ana")
    assert again.exercises[0].position == sheets["Ana"].exercises[0].position
    assert len({s.exercises[0].position for s in sheets.values()}) >= 3, "pupils get different positions"
    assert "Ana" in sheets["Ana"].html
    key = sheets["Ana"].answer_key()
    first = html.escape(solution_line(sheets["Ana"].exercises[0])[0].text())
    assert key.exercises[0].position == sheets["Ana"].exercises[0].position and first in key.html
    assert first not in sheets["Ana"].html.split("<style>")[0] + sheets["Ana"].body.split("</style>", 1)[1]


def test_the_finders_theme_names_ask_the_bank_too():
    """Issue 41, item 6: the finder names themes for what the learner does ("push"); the bank, the practice set and
    each learner's positions take those names as well as the bank's own."""
    from kamisado_widget import practice_set

    assert each_learner(theme="push", grade=2) == each_learner(theme="sumo push", grade=2)
    assert bank_puzzles("make the opponent pass", 1) == bank_puzzles("opponent passes", 1)
    assert [e.title for e in practice_set("push", 2, count=3).exercises] == [
        e.title for e in practice_set("sumo push", 2, count=3).exercises]
