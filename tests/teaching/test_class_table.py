"""A class's progress: a learner exports one small file, the teacher reads a folder of them as one table
(learner × exercise: solved, shown, open, with totals); a corrupt or foreign file is named and left out; an older
export without moves reads as not verified; the table is a pandas DataFrame when pandas is installed."""

from __future__ import annotations

import base64
import html
import json
import re
import sys
import types

import pytest
from helpers.catalogue_pattern import message_pattern

from kamisado_widget import AnyMove, Exercise, class_progress, export_progress
from kamisado_widget.engine import Match
from kamisado_widget.engine.catalogue import _, pgettext
from kamisado_widget.teaching.classroom.class_table import KIND, ClassProgressError, learner_id, read_export
from kamisado_widget.teaching.course.map import Entry, Lesson
from kamisado_widget.teaching.exercises.solving import NO_MOVES
from kamisado_widget.teaching.learner import progress

EXERCISES = ["sumo/push", "sumo/double-push", "sumo/pass"]
START = Match(3).text()


def doc_id(path) -> str:
    return json.loads(path.read_text(encoding="utf-8"))["learner_id"]


def hand_in(folder, own_progress_file, learner, records):
    own_progress_file.unlink(missing_ok=True)
    for key, state in records.items():
        progress.save_state(key, state)
    return export_progress(learner, folder)


@pytest.fixture
def handed_in(tmp_path, own_progress_file):
    folder = tmp_path / "handed-in"
    hand_in(folder, own_progress_file, "Ana", {"sumo/push": "solved", "sumo/double-push": "solved"})
    hand_in(folder, own_progress_file, "Ben", {"sumo/push": "shown"})
    hand_in(folder, own_progress_file, "Chloé", {"sumo/push": "solved", "sumo/double-push": "shown",
                                                 "sumo/pass": "solved"})
    (folder / "notes.json").write_text('{"todo": []}')
    (folder / "broken.json").write_text('{"kind": "kamisado-widget progress", ')
    return folder


def test_an_export_is_one_small_file_named_for_the_learner(tmp_path, own_progress_file):
    progress.save_state("sumo/push", "solved")
    path = export_progress("Chloé Martin", tmp_path)
    assert path.name == f"kamisado-progress-chloé-martin-{doc_id(path)[-8:]}.json"
    doc = json.loads(path.read_text())
    assert doc["kind"] == KIND and doc["learner"] == "Chloé Martin"
    assert doc["learner_id"] == learner_id("Chloé Martin", progress.learner_key())
    assert doc["exercises"] == {"sumo/push": {"state": "solved"}}
    assert read_export(path).states == {"sumo/push": "solved"}


def test_the_class_table_shows_each_learner_and_exercise_with_totals(handed_in):
    table = class_progress(handed_in, exercises=EXERCISES)
    assert [h.learner for h in table.learners] == ["Ana", "Ben", "Chloé"]
    assert table.text().splitlines()[:5] == [
        "           sumo/push  sumo/double-push  sumo/pass  solved",
        "Ana        ✓          ✓                 ○          2 of 3",
        "Ben        ◑          ○                 ○          0 of 3",
        "Chloé      ✓          ◑                 ✓          2 of 3",
        "solved by  2          1                 1",
    ]
    html = table._repr_html_()
    shown = _("{exercise}: {state}").format(exercise="sumo/push", state=pgettext("class table", "answer shown"))
    assert html.count("<tr>") == 5 and f'<td class="kw-class-shown" title="{shown}">◑</td>' in html


def test_a_corrupt_or_foreign_file_is_named_and_the_rest_are_read(handed_in):
    table = class_progress(handed_in, exercises=EXERCISES)
    assert len(table.learners) == 3
    refused = _("{name}: {problem}").format(name="broken.json", problem=_("not a progress export ({problem})").format(
        problem="\0"))
    before, after = refused.split("\0")
    said = table.problems[0]
    assert said.startswith(before) and said.endswith(after), said
    assert re.fullmatch(message_pattern("it is not JSON ({problem} at line {line}, column {column})"),
                        said[len(before):len(said) - len(after)]), said
    assert table.problems[1] == _("{name}: {problem}").format(
        name="notes.json", problem=_("not a progress export (export one with export_progress())"))
    assert table.text().endswith(table.problems[1])


def test_the_columns_follow_the_course_or_every_record(handed_in):
    lessons = [Lesson("sumo.ipynb", "Sumo", (Entry("sumo/pass", "Pass"), Entry("sumo/push", "Push!")))]
    table = class_progress(handed_in, lessons=lessons)
    assert table.exercises == ["sumo/pass", "sumo/push"]
    assert table.text().splitlines()[0] == "           Pass  Push!  solved"  # course order, readable titles
    assert table.unknown == [("Ana", "sumo/double-push"), ("Chloé", "sumo/double-push")]  # listed apart
    assert _("Not in this table: {learner}, {exercise}").format(learner="Ana", exercise="sumo/double-push") in table.text()
    assert class_progress(handed_in).exercises == sorted(EXERCISES)


def test_a_folder_that_is_not_there_is_named(tmp_path):
    with pytest.raises(ValueError) as err:
        class_progress(tmp_path / "missing")
    assert str(err.value) == _("{folder} is not a folder of progress exports").format(folder=tmp_path / "missing")


def test_the_export_button_writes_the_file(tmp_path, own_progress_file):
    from kamisado_widget.teaching.classroom.class_table import export_button

    progress.save_state("sumo/push", "solved")
    box = export_button(tmp_path)
    name, button, said = box.children
    name.value = "Dev"
    button.click()
    [path] = tmp_path.glob("kamisado-progress-dev-*.json")
    saved = _("Saved {file} in {folder}. Download it and hand it in:").format(
        file=path.name, folder=_("the folder {folder}").format(folder=tmp_path))  # where it is, not "next to the lessons"
    assert said.value.startswith(html.escape(saved) + f' <a download="{path.name}" href="data:application/json;base64,')
    # issue 39: the link downloads the file itself (the offline site has no file browser)
    data = re.search(r'base64,([A-Za-z0-9+/=]+)"', said.value).group(1)
    assert base64.b64decode(data) == path.read_bytes()
    assert said.value.endswith(f">{_('Download {file}').format(file=path.name)}</a>")


def test_an_old_export_without_moves_reads_as_not_verified(tmp_path, own_progress_file):
    ex = Exercise("Open", "Open.", START, AnyMove(), id="open", lesson="old")
    folder = tmp_path / "in"
    folder.mkdir()
    doc = {"kind": "kamisado-widget progress", "version": 1, "learner": "Old", "exported": "2026-01-01T00:00:00Z",
           "exercises": {"old/open": {"state": "solved"}}}
    (folder / "old.json").write_text(json.dumps(doc))
    table = class_progress(folder, exercises=[ex])
    [old] = table.learners
    assert table.state(old, "old/open") == "not verified" and table.problem(old, "old/open") == _(NO_MOVES)
    assert class_progress(folder, exercises=["old/open"]).state(old, "old/open") == "solved"  # an id: not checked


def test_the_table_as_a_dataframe_when_pandas_is_there_and_a_sentence_when_not(tmp_path, own_progress_file,
                                                                               monkeypatch):
    ex = Exercise("Open", "Open.", START, AnyMove(), id="open", lesson="df")
    ex.view().attempt("c1-c6")
    export_progress("Ana", tmp_path)
    table = class_progress(tmp_path, exercises=[ex])

    made = {}

    def frame(rows, columns):
        made.update(rows=rows, columns=columns)
        return "a frame"

    monkeypatch.setitem(sys.modules, "pandas", types.SimpleNamespace(DataFrame=frame))
    assert table.dataframe() == "a frame"
    assert made["columns"][:5] == ["learner", "learner_id", "exercise", "title", "state"]
    assert made["rows"][0]["verified"] == "yes" and made["rows"][0]["moves"] == "c1-c6"
    monkeypatch.setitem(sys.modules, "pandas", None)  # not installed
    with pytest.raises(ClassProgressError, match=message_pattern(
            "dataframe() needs pandas (pip install pandas); to_csv(path) needs nothing.")):
        table.dataframe()
