"""Saved progress: solved exercises survive a restart; a corrupt file never stops a notebook nor loses data."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import warnings

import pytest
from helpers.scenarios import PUSH_READY

from kamisado_widget.engine import MoveKind
from kamisado_widget.engine.catalogue import _
from kamisado_widget.teaching import AnyMove, Exercise, ExerciseSet
from kamisado_widget.teaching.learner import progress

OPENING = "obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard"


def opening(title: str = "Your opening move", **kw) -> Exercise:
    return Exercise(title, "Move any tower.", OPENING, AnyMove(), **kw)


def push() -> Exercise:
    return Exercise("Push", "Push.", PUSH_READY, AnyMove(of_kind=MoveKind.PUSH))


def test_the_file_lives_where_the_env_var_says(own_progress_file):
    assert progress.store_path() == own_progress_file


def test_without_the_env_var_the_file_is_in_the_users_data_directory(monkeypatch, tmp_path):
    monkeypatch.delenv(progress.ENV)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setattr(sys, "platform", "linux")
    assert progress.store_path() == tmp_path / "data" / "kamisado-widget" / "progress.json"


def test_in_pyodide_the_file_is_in_the_working_directory_on_the_drive(monkeypatch, tmp_path):
    monkeypatch.delenv(progress.ENV)
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.chdir(tmp_path)
    assert progress.store_path() == tmp_path / "kamisado-progress.json"


def test_exercise_ids_are_slugs_of_titles_or_explicit():
    assert opening("Stuck? Not quite").progress_id == "stuck-not-quite"
    assert opening("Gold's left").progress_id == "gold-s-left"
    assert opening("Into the corner", id="refill-corner").progress_id == "refill-corner"


def test_solving_saves_and_a_new_view_shows_it_solved_with_a_check_mark(own_progress_file):
    first = opening().view()
    assert not first.done and "\u2713" not in first.task.value
    first.attempt("a1-a4")
    assert first.solved and "\u2713" in first.task.value
    doc = json.loads(own_progress_file.read_text())
    assert doc["exercises"]["your-opening-move"]["state"] == "solved"

    again = opening().view()  # the notebook run again
    assert again.solved_before and again.done and not again.solved, "the board is fresh, ready to try again"
    assert "\u2713" in again.task.value
    assert again.attempt("b1-b3").startswith("Right"), "a solved-before exercise can still be played"


def test_the_set_counts_exercises_solved_before():
    ExerciseSet([opening(), push()], title="Lesson")[1].attempt("d4>d5")
    lesson = ExerciseSet([opening(), push()], title="Lesson")
    line = _("{solved} of {count} solved — exercise {at}")
    assert lesson.progress.value == _("{title}: {progress}").format(title="Lesson", progress=line.format(
        solved=1, count=2, at=1))
    lesson[0].attempt("a1-a4")
    assert lesson.progress.value == _("{title}: {progress}").format(title="Lesson", progress=line.format(
        solved=2, count=2, at=1))


def test_reset_progress_forgets_all_or_by_prefix():
    progress.save_state("a-one")
    progress.save_state("a-two")
    progress.save_state("b-one", "shown")
    assert progress.reset_progress("a-") == 2
    assert progress.load() == {"b-one": "shown"}
    assert progress.reset_progress() == 1 and progress.load() == {}
    assert ExerciseSet([opening()]).solved == 0


def test_shown_is_representable_and_never_lowers_solved():
    progress.save_state("x", "shown")
    assert progress.state("x") == "shown" and not progress.is_solved("x")
    progress.save_state("x", "solved")
    progress.save_state("x", "shown")
    assert progress.state("x") == "solved"


def test_bad_states_and_ids_are_refused_and_change_nothing(own_progress_file):
    with pytest.raises(ValueError, match="shown, solved"):
        progress.save_state("x", "half")
    with pytest.raises(ValueError, match="non-empty id"):
        progress.save_state("", "solved")
    assert not own_progress_file.exists()


def test_progress_survives_a_new_process(own_progress_file):
    """A restart: another Python process reads what this one saved, and saves for this one to read."""
    opening().view().attempt("a1-a4")
    code = (
        "from kamisado_widget.teaching.learner import progress\n"
        "assert progress.is_solved('your-opening-move')\n"
        "progress.save_state('push')\n"
    )
    env = {**os.environ, progress.ENV: str(own_progress_file)}
    subprocess.run([sys.executable, "-c", code], check=True, env=env, timeout=60)
    assert ExerciseSet([opening(), push()]).solved == 2


@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe", b"[1, 2]", b'{"exercises": 3}'])
def test_a_corrupt_file_is_moved_aside_reported_once_and_read_as_empty(own_progress_file, content):
    own_progress_file.write_bytes(content)
    progress._reported.clear()
    with pytest.warns(progress.ProgressWarning, match="is not a progress file.*moved to"):
        view = opening().view()
    assert not view.done
    backups = list(own_progress_file.parent.glob("progress.json.corrupt-*"))
    assert [b.read_bytes() for b in backups] == [content], "the unreadable records are kept, byte for byte"
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        view.attempt("a1-a4")  # no second report; the new record is written to a fresh file
    assert progress.load() == {"your-opening-move": "solved"}


def test_records_of_an_unknown_form_are_kept_when_writing(own_progress_file):
    own_progress_file.write_text(json.dumps({"version": 1, "exercises": {"old": {"state": "starred"}, "y": 7}}))
    progress.save_state("new")
    doc = json.loads(own_progress_file.read_text())
    assert doc["exercises"]["old"] == {"state": "starred"} and doc["exercises"]["y"] == 7
    assert progress.load() == {"new": "solved"}


def test_an_unwritable_place_is_reported_once_and_the_notebook_goes_on(monkeypatch, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv(progress.ENV, str(blocker / "progress.json"))  # its folder is a file: cannot be made
    progress._reported.clear()
    with pytest.warns(progress.ProgressWarning, match="cannot read"):
        view = opening().view()
    with pytest.warns(progress.ProgressWarning, match="cannot write"):
        said = view.attempt("a1-a4")
    assert said.startswith("Right") and view.solved
    assert progress.save_state("other") is False


def test_the_write_is_atomic_a_failure_leaves_the_old_file_whole(own_progress_file, monkeypatch):
    progress.save_state("kept")
    before = own_progress_file.read_bytes()

    def fail(*_args):
        raise OSError("disk full")

    monkeypatch.setattr(progress.os, "replace", fail)
    progress._reported.clear()
    with pytest.warns(progress.ProgressWarning, match="disk full"):
        assert progress.save_state("lost") is False
    assert own_progress_file.read_bytes() == before, "the old file is untouched"
    assert [p.name for p in own_progress_file.parent.iterdir()] == ["progress.json"], "no temp file left behind"
