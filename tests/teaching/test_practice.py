"""Practice without end (issue 40): the bank of proven puzzles, its themes read from the line, the practice board
near the learner's rating, and the record saved with the learner's progress."""

from __future__ import annotations

import json
import re

import pytest

from kamisado_widget.engine import Match, Move
from kamisado_widget.engine.themes import THEME_ORDER, themes_of
from kamisado_widget.teaching.exercises.goals import ExerciseError
from kamisado_widget.teaching.exercises.solving import next_answer
from kamisado_widget.teaching.learner import progress
from kamisado_widget.teaching.learner.practice_record import PracticeRecord, practice_record, record_try
from kamisado_widget.teaching.positions.bank import DATA, bank, bank_puzzles, position_for, reproved
from kamisado_widget.teaching.positions.practice import practice

SAMPLE = 100


# ------------------------------------------------------------------ the bank
def test_the_bank_holds_a_thousand_proven_puzzles_of_every_grade_and_eight_themes_compactly():
    entries = bank()
    assert len(entries) >= 1000
    assert {e.grade for e in entries} == {1, 2, 3, 4, 5}
    seen = {t for e in entries for t in e.themes}
    assert len(seen) >= 8, seen
    assert len({e.id for e in entries}) == len(entries) and len({e.position for e in entries}) == len(entries)
    assert DATA.stat().st_size <= 500_000
    assert all(e.legal >= 3 for e in entries)


def sample() -> list:
    entries = bank()
    step = max(1, len(entries) // SAMPLE)
    return list(entries[::step])[:SAMPLE]


def test_M7_M8_T2_a_fixed_sample_of_100_is_proven_again_one_winning_move_its_grade_and_its_themes():
    """Each: the side to move wins, exactly one of its (at least three) legal moves keeps the win, in the grade's own
    moves, and the engine reads the same themes from the proven line (scripts/check_bank.py proves them all)."""
    wrong = {e.id: problem for e in sample() if (problem := reproved(e)) is not None}
    assert wrong == {}


def test_M7_M8_S2_M6_the_themes_are_read_from_each_line_played_to_the_rounds_end():
    for e in sample():
        start = Match.from_text(e.position).position
        line = [Move.from_text(m) for m in e.line.split()]
        assert themes_of(start, line) == e.themes
        end = start
        for move in line:
            end = end.play(move)
        assert end.result is not None and end.result.winner is start.turn


def test_a_damaged_bank_is_refused_naming_the_row(tmp_path):
    doc = json.loads(DATA.read_text())
    doc["puzzles"][3][4] = 9  # a grade that is none
    path = tmp_path / "bank.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(ValueError, match="puzzle 4: its grade is 1 to 5, not 9"):
        bank(path)
    with pytest.raises(ExerciseError, match="bank: path must be"):
        bank(3)  # type: ignore[arg-type]


def test_bad_arguments_are_refused_with_the_form_expected():
    with pytest.raises(ExerciseError, match="theme must be one of"):
        bank_puzzles("pushes")
    with pytest.raises(ExerciseError, match="grade must be 1, 2, 3, 4 or 5"):
        practice(grade=6)
    with pytest.raises(ExerciseError, match="grade must be"):
        bank_puzzles(grade=True)  # type: ignore[arg-type]
    with pytest.raises(ExerciseError, match="learner must be a PracticeRecord"):
        position_for(learner="Ana")


# ------------------------------------------------------------------ the practice board
def solve(board) -> None:
    """Play the current puzzle's answers to the end, as the learner would on the board."""
    view = board.view
    played: list[str] = []
    while not view.solved:
        move = next_answer(view.exercise, view.run.match, played)
        view.attempt(move.text())
        played = list(view.run.played)


def test_a_solve_raises_the_rating_and_the_streak_and_is_saved_with_the_progress(own_progress_file):
    board = practice()
    first = board.current
    assert abs(first.rating - 1500) <= 400, "a newcomer's first puzzle is near 1500"
    assert not any(t in board.view.task.value for t in ("home row", "quiet move")), "no theme before the solve"
    solve(board)
    assert board.streak == 1 and board.record.rating.rating > 1500
    saved = json.loads(own_progress_file.read_text())
    assert saved["practice"]["streak"] == 1 and saved["practice"]["seen"] == [first.id]
    assert progress.state(f"practice/puzzle-{first.id}") == "solved"
    assert practice_record() == board.record
    board.next()
    assert board.current.id != first.id


def test_a_wrong_try_counts_once_ends_the_streak_and_lowers_the_rating():
    board = practice()
    solve(board)
    board.next()
    entry = board.current
    wrong = next(m for m in entry.puzzle().refutations)
    said = board.view.attempt(wrong)
    assert "throws the win away" in said or "wirft" in said
    assert board.streak == 0 and board.record.best_streak == 1
    after_one = board.record
    board.view.reset()
    board.view.attempt(wrong)  # the same puzzle, tried again: it has counted already
    assert board.record == after_one
    assert after_one.themes[entry.themes[0]].tried == 1 and after_one.themes[entry.themes[0]].solved == 0


def test_no_puzzle_comes_again_until_its_kind_is_used_up(own_progress_file):
    board = practice(theme="move after a push", grade=None)  # a kind of a dozen: each met once, then again
    kind = {e.id for e in bank_puzzles("move after a push")}
    assert 5 <= len(kind) <= 40
    met = []
    for _ in range(len(kind)):
        met.append(board.current.id)
        board.view.show_me()  # counted as missed: met
        board.next()
    assert sorted(met) == sorted(kind), "every one of the kind once"
    assert board.current.id in kind  # used up: it starts over


def test_another_like_this_shares_the_grade_and_a_theme():
    board = practice(grade=3)
    entry = board.current
    like = board.another_like_this()
    assert like.grade == entry.grade and like.id != entry.id
    shared = [t for t in entry.themes if t != "home row"] or list(entry.themes)
    assert shared[0] in like.themes


def test_the_table_lists_each_theme_tried_with_its_counts_and_rating():
    board = practice()
    solve(board)
    board.table_button.value = True
    rows = board.table_text()
    assert rows and all(tried == 1 and solved == 1 and rating > 1500 for _name, tried, solved, rating in rows)
    assert "<table" in board.table.value
    board.table_button.value = False
    assert board.table.value == ""


def test_a_teacher_asks_for_a_position_of_a_theme_and_grade_for_a_learner():
    fresh = position_for("opponent passes", 2)
    assert "opponent passes" in fresh.themes and fresh.grade == 2
    met = PracticeRecord().after(fresh.id, fresh.rating, fresh.themes, True)
    other = position_for("opponent passes", 2, met)
    assert other.id != fresh.id
    missing = next((t, g) for t in THEME_ORDER for g in range(1, 6) if not bank_puzzles(t, g))
    with pytest.raises(ExerciseError, match="the bank has no puzzle of theme"):
        position_for(*missing, met)


def test_a_damaged_practice_record_reads_as_new_and_is_then_written_whole(own_progress_file):
    own_progress_file.write_text(json.dumps({"version": 1, "exercises": {}, "practice": {"rating": "high",
                                 "themes": {"pass": 3}, "seen": "all", "streak": -2}}))
    assert practice_record() == PracticeRecord()
    record_try("B1-0001", 1200, ["pass"], True)
    saved = json.loads(own_progress_file.read_text())["practice"]
    assert saved["streak"] == 1 and saved["seen"] == ["B1-0001"] and saved["themes"]["pass"]["solved"] == 1


def test_every_theme_has_a_name_in_the_catalogue():
    from kamisado_widget.engine.catalogue import speaking
    from kamisado_widget.teaching.positions.puzzles import theme_name

    with speaking("de"):
        german = {t: theme_name(t) for t in THEME_ORDER}
    assert all(german[t] != t for t in THEME_ORDER if t != "deadlock"), german


def test_a_teachers_practice_set_ten_of_a_theme_at_grade_two_at_most_goes_on_a_worksheet():
    from kamisado_widget.teaching import practice_set, worksheet

    ten = practice_set("opponent passes", 2)
    assert len(ten) == 10 and len({v.exercise.progress_id for v in ten.views}) == 10
    ids = [v.exercise.progress_id for v in ten.views]
    assert ids == [v.exercise.progress_id for v in practice_set("opponent passes", 2).views], "the same every time"
    assert all(v.exercise.goal.puzzle.moves <= 2 and "opponent passes" in v.exercise.goal.puzzle.themes
               for v in ten.views)
    sheet = str(worksheet(ten))
    assert sheet.count("Win in") >= 10, "each puzzle on the sheet, titled by its goal alone"
    assert "opponent passes" not in sheet and "make the opponent pass" not in sheet, "no theme gives it away"
    with pytest.raises(ExerciseError, match="count must be a whole number from 1 to 100"):
        practice_set(count=0)


def test_the_class_table_shows_each_learners_practice_by_theme(tmp_path, own_progress_file):
    from kamisado_widget import class_progress, export_progress

    folder = tmp_path / "handed-in"
    entries = bank_puzzles("opponent passes", 2)[:2]
    for entry in entries:
        record_try(entry.id, entry.rating, entry.themes, True)
    ana = export_progress("Ana", folder)
    own_progress_file.unlink()
    export_progress("Ben", folder)  # Ben has not practised
    doc = json.loads(ana.read_text())
    assert doc["practice"]["seen"] == sorted(e.id for e in entries)
    table = class_progress(folder)
    rows = table.practice_rows()
    assert {r["learner"] for r in rows} == {"Ana"}
    total = next(r for r in rows if r["theme"] == "")
    assert total["tried"] == 2 and total["streak"] == 2 and total["rating"] > 1500
    theme = next(r for r in rows if r["theme"] == "opponent passes")
    assert theme["tried"] == theme["solved"] == 2
    text = table.text()
    assert re.search(r"Practice: Ana tried 2 puzzles, rating \d+, best streak 2: .*make the opponent pass 2/2", text)
    assert "Practice: Ben" not in text and "Practice: Ana" in table._repr_html_()
    # a hand-in whose practice is damaged keeps its exercises: only its practice reads as none
    broken = json.loads(ana.read_text())
    broken["practice"] = {"rating": [1], "seen": 7}
    ana.write_text(json.dumps(broken))
    again = class_progress(folder)
    assert again.practice_rows() == [] and not again.problems
