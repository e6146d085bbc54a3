"""`kamisado-tutorials DEST` under faults: a full disk leaves no half-written lesson and a second run copies the
rest; a half-written lesson left by an older copy is repaired (the old file kept aside), after which the course map
reads every lesson; a link in DEST is never followed, so nothing is written outside DEST (issue 27, item 3)."""

from __future__ import annotations

import errno
import json
import os
import pathlib

import pytest

from kamisado_widget import course_map
from kamisado_widget.engine import safe_files
from kamisado_widget.engine.catalogue import _, ngettext
from kamisado_widget.teaching.course.tutorials import copy_course, main, tutorial_files

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
    assert "No space left on device" in err
    assert _("The files copied so far are whole; run the command again to copy the rest.") in err
    monkeypatch.undo()
    there = sorted(p.name for p in tmp_path.iterdir())
    assert there == sorted(NAMES[: fail_at - 1]), "the files before are whole, the failing one and those after absent"
    assert main([str(tmp_path)]) == 0
    n = len(NAMES) - fail_at + 1
    said = ngettext("Copied {count} tutorial file to {folder}.", "Copied {count} tutorial files to {folder}.", n)
    assert said.format(count=n, folder=tmp_path.resolve()) in capsys.readouterr().out
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
    repaired = _("Repaired {name}: {problem} The lesson is copied again; the old file is now {aside}.")
    lesson = _("It does not read back as a lesson ({problem}).").format(problem="@").split("@")[0]
    assert repaired.split("{problem}")[0].format(name="03_sumo.ipynb") + lesson in out
    no_cells = _("It does not read back as a lesson ({problem}).").format(problem=_("it has no list of cells"))
    assert repaired.split("{problem}")[0].format(name="05_match.ipynb") + no_cells in out
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
    link = _("Repaired {name}: {problem} The lesson is copied again; the old file is now {aside}.").split("{aside}")[0]
    assert link.format(name="03_sumo.ipynb", problem=_("It is a link, never followed.")) in capsys.readouterr().out
    assert sorted(p.name for p in outside.iterdir()) == ["mine.ipynb"], "nothing written outside DEST"
    assert (outside / "mine.ipynb").read_text() == "the target of a link is never touched"
    assert not (dest / "03_sumo.ipynb").is_symlink() and not (dest / "05_match.ipynb").is_symlink()
    _reads_back(dest)
    assert len(list(dest.glob("*.kept-*"))) == 2, "the links themselves are kept aside"


def test_a_folder_under_a_lessons_name_is_named_and_the_rest_copied(tmp_path, capsys):
    (tmp_path / "03_sumo.ipynb").mkdir()
    assert main([str(tmp_path)]) == 1
    said = _("Could not copy {name}: {problem} Move it away and run the command again.")
    assert said.format(name="03_sumo.ipynb", problem=_("It is {kind}.").format(kind=safe_files.kind_of(0o040755))
                       ) in capsys.readouterr().err
    assert len(copy_course(tmp_path).kept) == len(NAMES) - 1
