"""A solve is saved with its moves, tries, hints and time, and the class table verifies it by playing those
moves: a lesson built with the position finder alone (no position typed by hand) — an exercise, a win in 2 and a
push puzzle — printed as a worksheet, solved by three learners (one by a forged file), and graded: the class table
shows two solves verified by playing their moves and one not verified, and exports as CSV that reads back the
same (issue 30, "Done when").

Every search uses seeds, a count and a node budget (never a clock); each learner's time runs on a clock of the
test's own."""

from __future__ import annotations

import csv
import json

import pytest

from kamisado_widget import ExerciseSet, class_progress, export_progress, find_positions, lesson, worksheet
from kamisado_widget.engine.catalogue import _
from kamisado_widget.session.pointer import Attempt
from kamisado_widget.teaching.classroom.worksheets import Worksheet
from kamisado_widget.teaching.exercises.go import ExerciseRun
from kamisado_widget.teaching.exercises.solving import NO_MOVES
from kamisado_widget.teaching.learner import lessons, progress

NODES = 5_000


class Clock:
    """A clock of the test's own: each reading is ``step`` seconds after the last."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


@pytest.fixture(scope="module")
def found():
    """The three positions, found once: a win in 1, a win in 2, and a unique win with a Sumo push (S2) on its
    proven line."""
    one = find_positions("win", moves=1, seeds=[0], count=1, max_nodes=NODES)
    two = find_positions("win", moves=2, seeds=[0], count=1, max_nodes=NODES)
    push = find_positions("win", themes=["sumo push"], unique=True, seeds=[1, 2, 3], count=1, max_nodes=NODES)
    assert len(one) == len(two) == len(push) == 1
    return one[0], two[0], push[0]


def build(found):
    one, two, push = found
    lesson("Teacher's week")
    return [
        one.exercise("Finish the round"),
        two.exercise("A win in 2"),
        push.puzzle("push-1").exercise(),
    ]


def solve(run: ExerciseRun) -> None:
    """A learner's clicks: each time the first right move (as the exercise's goal lists them), until solved."""
    while not run.solved:
        answer = run.exercise.goal.answers_at(run.match, tuple(run.played))[0]
        verdict = run.match.explain_move(answer)
        step = run.attempt(Attempt("move", verdict=verdict))
        assert step.accepted, step.feedback.text


def learner_solves(exercises, name, folder, monkeypatch, tmp_path, *, slip=False, hint=False):
    monkeypatch.setenv("KAMISADO_PROGRESS", str(tmp_path / f"{name}.json"))
    lessons.forget()
    for ex in exercises:
        run = ExerciseRun(ex, clock=Clock(7.0))
        if hint:
            run.hint()
        if slip:  # a legal move that is not an answer first: one more try
            wrong = next(m for m in run.match.legal_moves() if m.text() not in ex.goal.answers(run.match))
            assert not run.attempt(Attempt("move", verdict=run.match.explain_move(wrong))).accepted
        solve(run)
    return export_progress(name, folder)


def test_a_teacher_finds_prints_and_grades_a_lesson(found, tmp_path, monkeypatch, own_progress_file):
    exercises = build(found)
    titles = [ex.title for ex in exercises]

    sheet = worksheet(ExerciseSet(exercises, title="Teacher's week"))
    assert isinstance(sheet, Worksheet) and sheet.html.count("<svg") >= 3
    for title in titles:
        assert title in sheet.html
    printed = sheet.save(tmp_path / "worksheet.html")
    assert printed.read_text(encoding="utf-8") == sheet.html
    key = worksheet(exercises, answers=True)
    assert found[1].line[0] in key.html  # the win in 2's first move is in the answer key

    folder = tmp_path / "handed-in"
    ana = learner_solves(exercises, "Ana", folder, monkeypatch, tmp_path)
    ben = learner_solves(exercises, "Ben", folder, monkeypatch, tmp_path, slip=True, hint=True)
    record = json.loads(ana.read_text(encoding="utf-8"))["exercises"][exercises[1].progress_id]
    assert record["state"] == "solved" and record["moves"][0] == found[1].line[0]
    assert record["tries"] == 1 and record["hints"] == 0 and record["shown_me"] is False  # flawless: one try
    assert record["seconds"] == 7  # first try at 7 s, the solve read at 14 s: whole seconds on the test's clock
    ben_record = json.loads(ben.read_text(encoding="utf-8"))["exercises"][exercises[0].progress_id]
    assert ben_record["tries"] == 2 and ben_record["hints"] == (1 if exercises[0].hints else 0)
    tries = {who: [json.loads(path.read_text(encoding="utf-8"))["exercises"][ex.progress_id]["tries"]
                   for ex in exercises] for who, path in (("Ana", ana), ("Ben", ben))}
    assert tries == {"Ana": [1, 1, 1], "Ben": [2, 2, 2]}, "a try is an attempt at the exercise, not a move"

    forged = json.loads(ana.read_text(encoding="utf-8"))  # Eve copies the form and writes "solved" by hand
    forged.update(learner="Eve", learner_id="eve-0000beef")
    forged["exercises"] = {ex.progress_id: {"state": "solved"} for ex in exercises}
    forged["exercises"][exercises[1].progress_id]["moves"] = ["a1-a2"]
    forged["exercises"]["teacher-s-week/made-up"] = {"state": "solved"}
    (folder / "kamisado-progress-eve-0000beef.json").write_text(json.dumps(forged), encoding="utf-8")

    table = class_progress(folder, exercises=exercises)
    assert [h.learner for h in table.learners] == ["Ana", "Ben", "Eve"]
    ana_row, ben_row, eve_row = table.learners
    assert all(table.verified(ana_row, e) and table.verified(ben_row, e) for e in table.exercises)
    assert [table.state(eve_row, e) for e in table.exercises] == ["not verified"] * 3
    assert table.problem(eve_row, exercises[0].progress_id) == _(NO_MOVES)
    assert table.problem(eve_row, exercises[1].progress_id).startswith("a1-a2 ")
    assert table.unknown == [("Eve", "teacher-s-week/made-up")]
    lines = table.text().splitlines()
    assert lines[0].split() == ["Finish", "the", "round", "A", "win", "in", "2", *exercises[2].title.split(), "solved"]
    assert lines[1].startswith("Ana") and lines[1].endswith("3 of 3")
    assert lines[2].startswith("Ben") and lines[2].endswith("3 of 3")
    assert lines[3].startswith("Eve") and lines[3].count("?") == 3 and lines[3].endswith("0 of 3")
    assert _("Not verified: {learner}, {exercise}: {problem}").format(
        learner="Eve", exercise="Finish the round", problem=_(NO_MOVES)) in lines

    by_set = class_progress(folder, lessons=[ExerciseSet(exercises, title="Teacher's week")])  # a set is a lesson
    assert by_set.text() == table.text()

    path = table.to_csv(tmp_path / "grades.csv")
    with path.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 9
    verified = {(r["learner"], r["title"]): r["verified"] for r in rows}
    assert verified[("Ana", "A win in 2")] == verified[("Ben", "Finish the round")] == "yes"
    assert [verified[("Eve", t)] for t in titles] == ["no"] * 3
    ana_two = next(r for r in rows if r["learner"] == "Ana" and r["title"] == "A win in 2")
    assert ana_two["moves"].split()[0] == found[1].line[0] and ana_two["seconds"] == "7"


def test_a_solve_is_saved_with_its_moves_tries_hints_and_time(found, own_progress_file):
    ex = build(found)[1]
    clock = Clock(2.5)
    run = ExerciseRun(ex, clock=clock)
    run.hint()
    solve(run)
    saved = progress.load_entries()[ex.progress_id]
    assert saved["moves"] == run.played and saved["tries"] == 1 and saved["shown_me"] is False  # both moves: one try
    assert saved["seconds"] == int(clock.now - 2.5)  # from the first try's reading to the solve's
    assert saved["hints"] == (1 if ex.hints else 0)


def test_show_me_then_a_solve_is_saved_as_shown_first(found, own_progress_file):
    ex = build(found)[0]
    run = ExerciseRun(ex, clock=Clock(1.0))
    run.show_me()
    assert progress.load_entries()[ex.progress_id]["shown_me"] is True
    run.reset()
    solve(run)
    saved = progress.load_entries()[ex.progress_id]
    assert saved["state"] == "solved" and saved["shown_me"] is True and saved["moves"] == run.played
