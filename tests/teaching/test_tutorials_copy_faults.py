"""`kamisado-tutorials DEST` under faults (issue 27, item 3): a full disk leaves no half-written lesson and a second
run copies the rest; a half-written lesson left by an older copy is repaired (the old file kept aside), after which
the course map reads every lesson; a link in DEST is never followed, so nothing is written outside DEST."""

from __future__ import annotations

import errno
import json
import os
import pathlib

import pytest

from kamisado_widget import course_map
from kamisado_widget.engine import safe_files
from kamisado_widget.teaching.tutorials import copy_course, main, tutorial_files

NAMES = [p.name for p in tutorial_files()]
LESSONS = sum(1 for name in NAMES if name.endswith(".ipynb") and name != "00_welcome.ipynb")


def _reads_back(folder: pathlib.Path) -> None:
    for name in NAMES:
        data = (folder / name).read_bytes()
        if name.endswith(".ipynb"):
            assert isinstance(json.loads(data)["cells"], list), name


@pytest.mark.parametrize("fail_at", [1, 5, 9])
def test_a_full_disk_part_way_leaves_no_half_written_lesson_and_a_second_run_copies_the_rest(
    tmp_path, monkeypatch, capsys, fail_at,
):
    real_write = os.write
    files = [0]

    def full_disk(fd: int, data: bytes) -> int:
        files[0] += 1
        if files[0] == fail_at:
            real_write(fd, bytes(data)[: len(data) // 2])  # half of this lesson reaches the disk, then it is full
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_write(fd, data)

    monkeypatch.setattr(safe_files.os, "write", full_disk)
    assert main([str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "No space left on device" in err and "run the command again" in err
    monkeypatch.undo()
    there = sorted(p.name for p in tmp_path.iterdir())
    assert there == sorted(NAMES[: fail_at - 1]), "the files before are whole, the failing one and those after absent"
    assert main([str(tmp_path)]) == 0
    assert f"Copied {len(NAMES) - fail_at + 1} tutorial file(s)" in capsys.readouterr().out
    _reads_back(tmp_path)
    course = course_map(tmp_path)
    assert len(course.lessons) == LESSONS and not course.problems


def test_a_half_written_lesson_is_repaired_and_the_old_one_kept_aside(tmp_path, capsys):
    """The issue: a second run kept the half-written notebook ('Left 5 file(s) ... as they are') and course_map
    then raised JSONDecodeError."""
    source = next(p for p in tutorial_files() if p.name == "03_sumo.ipynb").read_bytes()
    half = source[: len(source) // 2]
    (tmp_path / "03_sumo.ipynb").write_bytes(half)
    (tmp_path / "05_match.ipynb").write_text('{"cells": 7}')
    assert main([str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "Repaired 03_sumo.ipynb (it does not read back as a lesson: it is not JSON (" in out
    assert "Repaired 05_match.ipynb (it does not read back as a notebook: it has no list of cells)" in out
    assert (tmp_path / "03_sumo.ipynb").read_bytes() == source
    [aside] = tmp_path.glob("03_sumo.ipynb.kept-*")
    assert aside.read_bytes() == half, "nothing of the learner's is lost"
    course = course_map(tmp_path)
    assert len(course.lessons) == LESSONS and not course.problems


def test_a_dangling_link_in_dest_is_never_written_through(tmp_path, capsys):
    dest, outside = tmp_path / "course", tmp_path / "outside"
    dest.mkdir()
    outside.mkdir()
    (dest / "03_sumo.ipynb").symlink_to(outside / "written-here.ipynb")  # dangling: points out of DEST
    (dest / "05_match.ipynb").symlink_to(outside / "mine.ipynb")
    (outside / "mine.ipynb").write_text("the target of a link is never touched")
    assert main([str(dest)]) == 0
    assert "Repaired 03_sumo.ipynb (it is a link, never followed)" in capsys.readouterr().out
    assert sorted(p.name for p in outside.iterdir()) == ["mine.ipynb"], "nothing written outside DEST"
    assert (outside / "mine.ipynb").read_text() == "the target of a link is never touched"
    assert not (dest / "03_sumo.ipynb").is_symlink() and not (dest / "05_match.ipynb").is_symlink()
    _reads_back(dest)
    assert len(list(dest.glob("*.kept-*"))) == 2, "the links themselves are kept aside"


def test_a_folder_under_a_lessons_name_is_named_and_the_rest_copied(tmp_path, capsys):
    (tmp_path / "03_sumo.ipynb").mkdir()
    assert main([str(tmp_path)]) == 1
    assert "could not copy 03_sumo.ipynb: it is a folder" in capsys.readouterr().err
    assert len(copy_course(tmp_path).kept) == len(NAMES) - 1
