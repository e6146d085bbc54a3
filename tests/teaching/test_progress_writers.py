"""Saved progress under faults: any number of notebooks writing at once keep every record (a lock file), a lock
left by a stopped notebook is taken over, a full disk leaves the file whole, and a hostile file (nested deep, a
pipe, a device, too large) is moved aside with a message while the exercises still show (issue 27, items 1, 3, 4)."""

from __future__ import annotations

import errno
import json
import multiprocessing
import os
import subprocess
import sys
import warnings

import pytest

from kamisado_widget.engine import safe_files
from kamisado_widget.teaching import AnyMove, Exercise
from kamisado_widget.teaching.learner import progress

OPENING = "obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard"


def _writer(args: tuple[str, str, int]) -> int:
    path, name, count = args
    os.environ[progress.ENV] = path
    return sum(progress.save_state(f"race/{name}-{n}") for n in range(count))


def _race(path, writers: int, count: int) -> tuple[int, int]:
    """(records reported saved, records found) after ``writers`` processes record ``count`` each at once."""
    context = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn")
    with context.Pool(writers) as pool:
        saved = sum(pool.map(_writer, [(str(path), f"w{w}", count) for w in range(writers)]))
    return saved, len(progress.load())


def test_two_notebooks_recording_at_once_keep_all_300_records(own_progress_file):
    """The issue's reproduction: two processes recording 150 each kept about 160 of 300."""
    assert _race(own_progress_file, 2, 150) == (300, 300)


@pytest.mark.slow
def test_four_writers_of_500_records_each_keep_all_2000(own_progress_file):
    saved, found = _race(own_progress_file, 4, 500)
    assert (saved, found) == (2000, 2000)
    assert not list(own_progress_file.parent.glob("*.lock")), "the lock is released"
    assert not list(own_progress_file.parent.glob(".*.tmp")), "no temporary file is left"


def test_the_file_is_json_with_one_record_a_line(own_progress_file):
    progress.save_state("a/one")
    progress.save_state("a/two", "shown")
    text = own_progress_file.read_text(encoding="utf-8")
    assert json.loads(text)["exercises"]["a/two"]["state"] == "shown"
    assert text.count("\n") == 3, text


def test_a_lock_left_by_a_process_that_ended_is_taken_over_at_once(own_progress_file):
    ended = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True,
                           check=True)
    import socket

    lock = own_progress_file.with_name("progress.json.lock")
    lock.write_text(f"{ended.stdout.strip()} {socket.gethostname()} 0123456789abcdef")
    assert progress.save_state("after/a-crash") is True
    assert progress.load() == {"after/a-crash": "solved"} and not lock.exists()


def test_an_old_lock_of_another_machine_is_taken_over(own_progress_file):
    lock = own_progress_file.with_name("progress.json.lock")
    lock.write_text("12345 another-machine 0123456789abcdef")
    old = 1_000_000_000  # 2001: far older than LOCK_STALE_SECONDS whatever the clock says now
    os.utime(lock, (old, old))
    assert progress.save_state("after/a-stale-lock") is True and not lock.exists()


def test_a_lock_that_cannot_be_removed_is_not_waited_on_forever(own_progress_file):
    lock = own_progress_file.with_name("progress.json.lock")
    lock.mkdir()  # not a lock any notebook makes, and unlink cannot remove it
    old = 1_000_000_000  # 2001: far older than LOCK_STALE_SECONDS whatever the clock says now
    os.utime(lock, (old, old))
    assert progress.save_state("after/odd-lock") is True and progress.load() == {"after/odd-lock": "solved"}


def test_a_fresh_lock_of_a_live_writer_is_waited_for(own_progress_file, monkeypatch):
    """A lock of a running process is not broken: the writer waits for it to go (here: until its third look)."""
    import socket

    lock = own_progress_file.with_name("progress.json.lock")
    lock.write_text(f"{os.getppid()} {socket.gethostname()} 0123456789abcdef")
    naps: list[float] = []

    def nap(seconds: float) -> None:
        naps.append(seconds)
        if len(naps) == 3:
            lock.unlink()

    monkeypatch.setattr(progress.time, "sleep", nap)
    assert progress.save_state("after/waiting") is True
    assert len(naps) == 3 and progress.load() == {"after/waiting": "solved"}


def test_a_lock_taken_over_meanwhile_makes_the_change_again_from_the_file(own_progress_file, monkeypatch):
    """Fencing: a writer that lost its lock (stalled past the stale time) does not write its stale copy."""
    progress.save_state("first/one")
    looks = iter([False, True])
    real = progress._still_ours
    monkeypatch.setattr(progress, "_still_ours", lambda lock, token: next(looks, True) and real(lock, token))
    assert progress.save_state("second/two") is True
    assert progress.load() == {"first/one": "solved", "second/two": "solved"}


def test_in_pyodide_there_is_no_lock_file(own_progress_file, monkeypatch):
    made: list[str] = []
    real_open = os.open
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(progress.os, "open", lambda p, *a, **k: made.append(str(p)) or real_open(p, *a, **k))
    assert progress.save_state("lite/one") is True
    assert not [p for p in made if p.endswith(".lock")] and progress.load() == {"lite/one": "solved"}


@pytest.mark.parametrize("part", [0.0, 0.01, 0.5, 0.99])
def test_a_full_disk_leaves_the_saved_progress_whole(own_progress_file, monkeypatch, part):
    """The disk fills up part-way through the new file (os.write fails with ENOSPC): the old file stays as it was."""
    for n in range(50):
        progress.save_state(f"kept/{n}")
    before = own_progress_file.read_bytes()
    after_bytes = int(len(before) * part)
    real_write = os.write
    written = [0]

    def full_disk(fd: int, data: bytes) -> int:
        if written[0] + len(data) > after_bytes:
            raise OSError(errno.ENOSPC, "No space left on device")
        written[0] += len(data)
        return real_write(fd, data)

    monkeypatch.setattr(safe_files.os, "write", full_disk)
    progress._reported.clear()
    with pytest.warns(progress.ProgressWarning, match="No space left on device"):
        assert progress.save_state("lost/one") is False
    monkeypatch.undo()
    assert own_progress_file.read_bytes() == before
    assert sorted(p.name for p in own_progress_file.parent.iterdir()) == ["progress.json"], "nothing left behind"


def opening() -> Exercise:
    return Exercise("Your opening move", "Move any tower.", OPENING, AnyMove())


def _moved_aside(own_progress_file) -> list:
    return list(own_progress_file.parent.glob("progress.json.corrupt-*"))


def test_a_deeply_nested_progress_file_is_moved_aside_and_every_exercise_still_shows(own_progress_file):
    """The issue: a nested progress.json made every exercise fail to display (RecursionError)."""
    deep = b'{"version": 1, "exercises": {"x": ' + b"[" * 100_000 + b"]" * 100_000 + b"}}"
    own_progress_file.write_bytes(deep)
    progress._reported.clear()
    with pytest.warns(progress.ProgressWarning, match=r"nested more than 64 levels deep.*moved to"):
        view = opening().view()
    assert not view.done and [p.read_bytes() for p in _moved_aside(own_progress_file)] == [deep]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        view.attempt("a1-a4")
    assert progress.load() == {"your-opening-move": "solved"}


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_or_a_device_in_place_of_the_file_is_not_waited_on(own_progress_file):
    os.mkfifo(own_progress_file)
    progress._reported.clear()
    with pytest.warns(progress.ProgressWarning, match="it is a named pipe, not a file"):
        assert progress.load() == {}
    own_progress_file.symlink_to("/dev/zero")
    progress._reported.clear()
    with pytest.warns(progress.ProgressWarning, match="it is a device, not a file"):
        assert progress.save_state("after/a-device") is True
    assert progress.load() == {"after/a-device": "solved"} and len(_moved_aside(own_progress_file)) == 2


def test_a_file_larger_than_the_cap_is_moved_aside_unread(own_progress_file, monkeypatch):
    monkeypatch.setattr(progress, "MAX_BYTES", 1000)
    own_progress_file.write_text(json.dumps({"version": 1, "exercises": {f"x/{n}": {"state": "solved"}
                                                                          for n in range(100)}}))
    progress._reported.clear()
    with pytest.warns(progress.ProgressWarning, match="larger than 1,000 bytes"):
        assert progress.load() == {}


def test_a_file_that_cannot_be_read_now_is_never_written_over(own_progress_file, monkeypatch):
    progress.save_state("kept/one")
    before = own_progress_file.read_bytes()

    def refuse(path, limit):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(progress, "read_regular", refuse)
    progress._reported.clear()
    with pytest.warns(progress.ProgressWarning, match="cannot read .*Permission denied"):
        assert progress.save_state("new/one") is False
    assert own_progress_file.read_bytes() == before


def test_an_id_with_a_lone_surrogate_is_saved_as_an_escape(own_progress_file):
    assert progress.save_state("odd/\ud800") is True
    assert progress.load() == {"odd/\ud800": "solved"}


def test_the_learners_key_is_made_once_and_kept_through_a_reset(own_progress_file):
    key = progress.learner_key()
    assert key and len(key) == 32
    progress.save_state("a/one")
    assert progress.reset_progress() == 1
    assert progress.learner_key() == key
