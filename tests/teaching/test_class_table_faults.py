"""A class's hand-ins under faults: files named by a learner id that never collides, an export written whole or not
at all, one bad file named and left out while the rest of the class is read, names that cannot forge rows (nor a
spreadsheet's formula in the CSV), and the teacher's arguments read as meant (issue 27, items 2, 3, 4 and 7)."""

from __future__ import annotations

import errno
import json
import os
import re

import pytest
from helpers.catalogue_pattern import message_pattern

from kamisado_widget import class_progress, export_progress
from kamisado_widget.engine import safe_files
from kamisado_widget.engine.catalogue import _, ngettext
from kamisado_widget.teaching.classroom.class_table import KIND, ClassProgressError, learner_id, name_slug, read_export
from kamisado_widget.teaching.course.map import Entry, Lesson
from kamisado_widget.teaching.learner import progress

NAMES = ["Ana", "ana", "Aña", "Ana!", "李明", "Мария", "محمد", "Ελένη"]


def export_as(folder, own_progress_file, name, records=(), fresh=False):
    if fresh:  # another learner: a progress store of their own
        own_progress_file.unlink(missing_ok=True)
    for key in records:
        progress.save_state(key)
    return export_progress(name, folder)


def test_ten_learners_exported_to_one_folder_are_ten_files_and_ten_rows(tmp_path, own_progress_file):
    """The issue: 'Ana', 'ana', 'Aña', 'Ana!' shared one file, '李明', 'Мария', 'محمد', 'Ελένη' another (10 -> 2)."""
    folder = tmp_path / "handed-in"
    paths = [export_as(folder, own_progress_file, name) for name in NAMES]
    paths += [export_as(folder, own_progress_file, "Ana", fresh=True) for _ in range(2)]  # two more learners "Ana"
    assert len(set(paths)) == 10 and len(list(folder.iterdir())) == 10
    table = class_progress(folder)
    assert len(table.learners) == 10 and not table.problems
    assert sorted(h.learner for h in table.learners) == sorted([*NAMES, "Ana", "Ana"])


def test_the_file_name_is_a_readable_slug_in_any_script_and_a_hash(tmp_path, own_progress_file):
    assert [name_slug(n) for n in NAMES] == ["ana", "ana", "aña", "ana", "李明", "мария", "محمد", "ελένη"]
    assert name_slug("नमस्ते  Devi") == "नमस्ते-devi", "combining marks are part of a word"
    assert name_slug("!!!") == "learner"
    path = export_progress("李明", tmp_path)
    assert path.name.startswith("kamisado-progress-李明-") and len(path.stem.rsplit("-", 1)[1]) == 8
    assert export_progress("李明", tmp_path) == path, "the same learner's export has the same name each time"
    assert learner_id("Ana") != learner_id("ana") != learner_id("Ana", "k" * 32)


def test_two_learners_of_one_display_name_show_as_two_rows_told_apart(tmp_path, own_progress_file):
    folder = tmp_path / "handed-in"
    first = export_as(folder, own_progress_file, "Ana", ["sumo/push"], fresh=True)
    second = export_as(folder, own_progress_file, "Ana", [], fresh=True)
    table = class_progress(folder, exercises=["sumo/push"])
    rows = table.text().splitlines()[1:3]
    ids = {json.loads(p.read_text())["learner_id"][-8:] for p in (first, second)}
    assert {row.split("]")[0].split("[")[1] for row in rows} == ids
    assert sorted(row.split()[-3] for row in rows) == ["0", "1"]


def test_a_later_export_of_one_learner_replaces_the_earlier_row(tmp_path, own_progress_file):
    folder = tmp_path / "handed-in"
    path = export_as(folder, own_progress_file, "Ben")
    copy = folder / "kamisado-progress-ben (1).json"  # the browser's name for a second download
    doc = json.loads(path.read_text())
    doc["exported"], doc["exercises"] = "2000-01-01T00:00:00Z", {"sumo/push": {"state": "solved"}}
    copy.write_text(json.dumps(doc))
    table = class_progress(folder, exercises=["sumo/push"])
    assert [h.path.name for h in table.learners] == [path.name] and table.learners[0].states == {}
    assert table.problems == [_("{older}: an earlier export of the learner of {later}, which is shown").format(
        older="kamisado-progress-ben (1).json", later=path.name)]


@pytest.mark.parametrize("part", [0.0, 0.3, 0.9])
def test_a_re_export_on_a_full_disk_leaves_the_good_file_whole(tmp_path, own_progress_file, monkeypatch, part):
    for n in range(40):
        progress.save_state(f"sumo/{n}")
    path = export_progress("Ana", tmp_path)
    good = path.read_bytes()
    progress.save_state("sumo/new")
    real_write = os.write
    budget = [int(len(good) * part)]

    def full_disk(fd: int, data: bytes) -> int:
        if len(data) > budget[0]:
            raise OSError(errno.ENOSPC, "No space left on device")
        budget[0] -= len(data)
        return real_write(fd, data)

    monkeypatch.setattr(safe_files.os, "write", full_disk)
    with pytest.raises(OSError, match="No space left on device"):
        export_progress("Ana", tmp_path)
    monkeypatch.undo()
    assert path.read_bytes() == good and read_export(path).states["sumo/0"] == "solved"
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["progress.json", path.name])


@pytest.fixture
def class_folder(tmp_path, own_progress_file):
    folder = tmp_path / "handed-in"
    export_as(folder, own_progress_file, "Ana", ["sumo/push"])
    return folder


def refused(name: str, problem: str) -> str:
    """The class table's line for a file it leaves out, as the catalogue words it."""
    return _("{name}: {problem}").format(name=name, problem=problem)


def not_a_file(kind: str) -> str:
    return _("not a progress export (it is {kind}, not a file)").format(kind=kind)


def _left_out(folder, name):
    table = class_progress(folder, exercises=["sumo/push"])
    assert [h.learner for h in table.learners] == ["Ana"], "the rest of the class is read"
    return next(p for p in table.problems if p.startswith(name))


def test_a_deeply_nested_file_is_named_and_left_out(class_folder):
    (class_folder / "deep.json").write_text("[" * 100_000 + "]" * 100_000)
    nested = ngettext("it is nested more than {count} level deep", "it is nested more than {count} levels deep",
                      64).format(count=64)
    assert _left_out(class_folder, "deep.json") == refused("deep.json", _("not a progress export ({problem})").format(
        problem=nested))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_is_named_and_never_waited_on(class_folder):
    os.mkfifo(class_folder / "pipe.json")
    assert _left_out(class_folder, "pipe.json") == refused("pipe.json", not_a_file(_("a named pipe")))


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_a_link_to_dev_zero_is_named_and_never_read(class_folder):
    (class_folder / "zero.json").symlink_to("/dev/zero")
    assert _left_out(class_folder, "zero.json") == refused("zero.json", not_a_file(_("a device")))


def test_a_hand_in_is_read_with_the_progress_files_size_limit():
    """A hand-in is an export of the progress file, one format with one limit (progress.MAX_BYTES)."""
    from kamisado_widget.teaching.classroom import class_table

    assert class_table.MAX_BYTES is progress.MAX_BYTES


def test_a_100_mb_file_is_refused_unread(class_folder, monkeypatch):
    """The issue: class_progress read a 100 MB file whole (777 MB at its peak)."""
    with open(class_folder / "huge.json", "wb") as f:
        f.truncate(100_000_000)  # sparse: 100 MB long, nothing on the disk
    real_read, read = os.read, [0]

    def counted(fd: int, n: int) -> bytes:
        data = real_read(fd, n)
        read[0] += len(data)
        return data

    monkeypatch.setattr(safe_files.os, "read", counted)
    assert _left_out(class_folder, "huge.json") == refused("huge.json", _(
        "not a progress export (it is larger than {limit} bytes)").format(limit="4,000,000"))
    assert read[0] < 10_000, "only Ana's export was read"


def test_a_folder_named_like_an_export_is_named_and_left_out(class_folder):
    (class_folder / "folder.json").mkdir()
    assert _left_out(class_folder, "folder.json") == refused("folder.json", not_a_file(_("a folder")))


def _forged(folder, name, **changes):
    doc = {"kind": KIND, "version": 1, "learner": name, "exported": "2026-01-01T00:00:00Z",
           "exercises": {"sumo/push": {"state": "solved"}}, **changes}
    (folder / "forged.json").write_text(json.dumps(doc), encoding="utf-8")


def test_a_name_with_a_newline_cannot_forge_rows_in_the_text(class_folder):
    _forged(class_folder, "Eve\nMallory      ✓  1 of 1\u202e")
    lines = class_progress(class_folder, exercises=["sumo/push"]).text().splitlines()
    assert len(lines) == 5, lines
    assert lines[2].startswith("Eve\\nMallory      ✓  1 of 1\\u202e")
    assert not any(line.startswith("Mallory") for line in lines)


def test_a_newline_in_a_file_name_or_an_exercise_id_stays_on_its_line(class_folder):
    (class_folder / "x\nsolved by  9.json").write_text("{}")
    _forged(class_folder, "Eve", exercises={"a\nb": {"state": "solved"}})
    text = class_progress(class_folder).text()
    assert _("Left out: {problem}").format(problem=refused("x\\nsolved by  9.json", _(
        "not a progress export (export one with export_progress())"))) in text
    assert text.startswith("           a\\nb  sumo/push  solved\n") and text.count("\n") == 5


def test_a_csv_cell_a_spreadsheet_would_run_is_led_by_a_quote(tmp_path, own_progress_file):
    export_progress("=HYPERLINK(1)", tmp_path)
    table = class_progress(tmp_path, lessons=[Lesson("x.ipynb", "X", (Entry("x/a", "A"),))])
    text = table.to_csv(tmp_path / "out.csv").read_text(encoding="utf-8")
    assert "\n'=HYPERLINK(1)," in text
    with pytest.raises(ClassProgressError, match=message_pattern(
            "to_csv writes one file: give its path, e.g. 'grades.csv', not {value}", value=5)):
        table.to_csv(5)


def test_an_export_with_version_true_is_refused(class_folder):
    _forged(class_folder, "Eve", version=True)
    assert _left_out(class_folder, "forged.json") == refused("forged.json", _(
        "a progress export of version {version}, not {expected}").format(version=True, expected=1))


def test_exercises_given_as_one_text_is_one_id_not_its_characters(class_folder):
    table = class_progress(class_folder, exercises="sumo/push")
    assert table.exercises == ["sumo/push"] and table.solved_by(table.learners[0]) == 1


@pytest.mark.parametrize("exercises", [3, [None], ["sumo/push", 7], [""], {"sumo/push": 1}, b"sumo/push"])
def test_exercises_that_are_not_ids_are_refused_naming_the_form(class_folder, exercises):
    with pytest.raises(ClassProgressError) as err:
        class_progress(class_folder, exercises=exercises)
    assert any(re.fullmatch(message_pattern(form), str(err.value)) for form in (
        "exercises= is a list of exercises or of exercise ids (such as ['03-sumo/push']), not {value}",
        "exercises= is a list of exercises or of exercise ids (texts such as '03-sumo/push'); {value} is not one",
    )), str(err.value)


@pytest.mark.parametrize("name", ["Ana\nBen", "x" * 201, "\u2028"])
def test_an_export_under_a_name_of_more_than_one_line_is_refused(tmp_path, name):
    with pytest.raises(ClassProgressError) as err:
        export_progress(name, tmp_path)
    one_line = _("The learner's name is one line of at most {limit} characters, not {value}.").format(limit=200, value="@")
    non_empty = _("The learner's name is a non-empty text, not {value}.").format(value="@")
    assert str(err.value).startswith((one_line.split("@")[0], non_empty.split("@")[0]))
    assert list(tmp_path.glob("kamisado-progress-*")) == []


def test_a_name_keeps_its_joiners_but_not_its_direction_marks(class_folder):
    _forged(class_folder, "می\u200cخواهم\u202e")
    assert "می\u200cخواهم\\u202e" in class_progress(class_folder).text()


def test_an_export_from_before_learner_ids_is_still_read(class_folder):
    _forged(class_folder, "Old")
    [old] = [h for h in class_progress(class_folder).learners if h.learner == "Old"]
    assert old.id == learner_id("Old") and old.states == {"sumo/push": "solved"}
