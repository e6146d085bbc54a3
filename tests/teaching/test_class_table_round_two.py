"""The class table, round two (issue 41): text and HTML take time in proportion to the class (not its square), the
CSV opens with accents in a spreadsheet (a byte-order mark), learners of one name are told apart under "Not in this
table", a "Left out" line points only at a file that is shown, and a classmate's file with only the name changed keeps
both rows and is named as a suspected copy (in English and German, in the text, the HTML and the CSV)."""

from __future__ import annotations

import csv
import html
import json

import pytest

from kamisado_widget import AnyMove, Exercise, class_progress, export_progress
from kamisado_widget.engine import Match
from kamisado_widget.engine.catalogue import _, ngettext, speaking
from kamisado_widget.teaching.classroom import class_table
from kamisado_widget.teaching.classroom.class_table import KIND, learner_id
from kamisado_widget.teaching.learner import progress

START = Match(3).text()
EARLIER = "{older}: an earlier export of the learner of {later}, which is shown"


def entry(moves: list[str], tries: int = 1, hints: int = 0, seconds: int = 0) -> dict[str, object]:
    return {"state": "solved", "moves": moves, "tries": tries, "hints": hints, "shown_me": False, "seconds": seconds}


def write(folder, file, name, exercises, ident=None, exported="2026-03-01T10:00:00Z"):
    folder.mkdir(exist_ok=True)
    doc = {"kind": KIND, "version": 1, "learner": name, "learner_id": ident or learner_id(name, file),
           "exported": exported, "exercises": exercises}
    (folder / file).write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    return folder / file


def copy_line(table, copy) -> str:
    learners = ", ".join(f"{table.shown_name(h)} ({h.path.name})" for h in copy.learners)
    return ngettext(
        "Suspected copy: the same work, entry for entry (the moves, tries, hints and seconds of {count} exercise), "
        "handed in by {learners}.",
        "Suspected copy: the same work, entry for entry (the moves, tries, hints and seconds of {count} exercises), "
        "handed in by {learners}.", copy.exercises).format(count=copy.exercises, learners=learners)


# ------------------------------------------------------------------ 1. in proportion to the class
def class_of(folder, learners: int) -> None:
    for n in range(learners):
        name = "Ana" if n % 3 == 0 else f"Learner {n}"  # names repeat: rows told apart by their ids
        write(folder, f"{n:04d}.json", name, {
            "lin/open": entry([["c1-c6", "a1-a7"][n % 2]], seconds=n), "lin/id": {"state": "shown"},
            "other/x": {"state": "solved"}})


@pytest.mark.parametrize("render", ["text", "_repr_html_"])
def test_the_text_and_the_html_take_work_in_proportion_to_the_learners(tmp_path, monkeypatch, render):
    """Before: each row counted the rows of its name, a call of one_line per row for each row (30 -> 60 learners:
    four times the calls). Now the calls of one_line and the solves checked grow at most in proportion."""
    exercise = Exercise("Open", "Open.", START, AnyMove(), id="open", lesson="lin")
    counted = {"one_line": 0, "check_solve": 0}
    for name in counted:
        real = getattr(class_table, name)

        def counting(*args, name=name, real=real):
            counted[name] += 1
            return real(*args)

        monkeypatch.setattr(class_table, name, counting)
    calls = []
    for learners in (30, 60):
        class_of(tmp_path / str(learners), learners)
        counted.update(one_line=0, check_solve=0)  # the table plays the claimed solves once when made, then renders
        table = class_progress(tmp_path / str(learners), exercises=[exercise, "lin/id"])
        assert len(table.learners) == learners
        getattr(table, render)()
        calls.append(dict(counted))
    assert calls[1]["one_line"] <= 2.2 * calls[0]["one_line"], calls
    assert calls[0]["check_solve"] == calls[1]["check_solve"] == 2, "learners who played the same moves share a check"


# ------------------------------------------------------------------ 2. the CSV in a spreadsheet
def test_the_csv_file_starts_with_a_byte_order_mark_and_reads_back(tmp_path):
    write(tmp_path / "in", "a.json", "Aña Pérez", {"x/a": entry(["c1-c6"])})
    path = class_progress(tmp_path / "in", exercises=["x/a"]).to_csv(tmp_path / "grades.csv")
    data = path.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf") and data.count(b"\xef\xbb\xbf") == 1
    with path.open(encoding="utf-8-sig", newline="") as f:
        [row] = list(csv.DictReader(f))
    assert next(iter(row)) == "learner" and row["learner"] == "Aña Pérez" and row["moves"] == "c1-c6"
    assert row["suspected_copy"] == ""


# ------------------------------------------------------------------ 3. one name, two learners
def test_learners_of_one_name_are_told_apart_in_not_in_this_table(tmp_path):
    folder = tmp_path / "in"
    first = write(folder, "a.json", "Ana", {"x/a": {"state": "solved"}, "y/other": {"state": "solved"}})
    second = write(folder, "b.json", "Ana", {"y/other": {"state": "shown"}})
    table = class_progress(folder, exercises=["x/a"])
    lines = table.text().splitlines()
    for path in (first, second):
        ident = json.loads(path.read_text(encoding="utf-8"))["learner_id"]
        said = _("Not in this table: {learner}, {exercise}").format(learner=f"Ana [{ident[-8:]}]", exercise="y/other")
        assert said in lines and html.escape(said) in table._repr_html_()
    assert _("Not in this table: {learner}, {exercise}").format(learner="Ana", exercise="y/other") not in lines
    assert table.unknown == [("Ana", "y/other"), ("Ana", "y/other")]  # as before: the learner's name


# ------------------------------------------------------------------ 4. "Left out" points at a file shown
def test_an_earlier_export_is_named_with_the_file_that_is_shown_never_one_left_out(tmp_path):
    folder = tmp_path / "in"
    ident = learner_id("Ben", "key")
    for file, at in (("a.json", "2026-03-01T10:00:00Z"), ("b.json", "2026-03-02T10:00:00Z"),
                     ("c.json", "2026-03-03T10:00:00Z")):
        write(folder, file, "Ben", {"x/a": {"state": "solved"}}, ident=ident, exported=at)
    table = class_progress(folder, exercises=["x/a"])
    assert [h.path.name for h in table.learners] == ["c.json"]
    assert table.problems == [_(EARLIER).format(older="a.json", later="c.json"),
                              _(EARLIER).format(older="b.json", later="c.json")]  # before: "a.json: ... of b.json"


# ------------------------------------------------------------------ 5. a classmate's file, the name changed
@pytest.fixture
def copied(tmp_path, own_progress_file):
    """Ana's real export, and Bea's: Ana's file with only "learner" changed."""
    folder = tmp_path / "in"
    progress.save_state("x/a", "solved", {"moves": ["c1-c6"], "tries": 1, "hints": 0, "shown_me": False, "seconds": 0})
    progress.save_state("x/b", "solved", {"moves": ["a1-a7"], "tries": 1, "hints": 0, "shown_me": False, "seconds": 0})
    ana = export_progress("Ana", folder)
    doc = json.loads(ana.read_text(encoding="utf-8"))
    bea = folder / "kamisado-progress-bea.json"
    bea.write_text(json.dumps({**doc, "learner": "Bea"}), encoding="utf-8")
    return folder, ana, bea


def test_a_classmates_file_with_only_the_name_changed_keeps_both_rows_and_is_a_suspected_copy(copied, tmp_path):
    folder, ana, bea = copied
    table = class_progress(folder, exercises=["x/a", "x/b"])
    assert [(h.learner, h.path) for h in table.learners] == [("Ana", ana), ("Bea", bea)]
    assert table.problems == [], "before: 'kamisado-progress-ana-…json: an earlier export of the learner of …'"
    file_id = json.loads(ana.read_text(encoding="utf-8"))["learner_id"]
    row_of = {h.learner: h for h in table.learners}
    assert row_of["Ana"].id == file_id and row_of["Bea"].id == learner_id("Bea"), "the id belongs to Ana's name"
    [copy] = table.copies
    assert copy.learners == (row_of["Ana"], row_of["Bea"]) and copy.exercises == 2 and copy.learner_id == file_id
    said = copy_line(table, copy)
    assert said in table.text().splitlines() and html.escape(said) in table._repr_html_()
    with (table.to_csv(tmp_path / "grades.csv")).open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    assert {(r["learner"], r["suspected_copy"]) for r in rows} == {("Ana", row_of["Bea"].id),
                                                                  ("Bea", row_of["Ana"].id)}
    with speaking("de"):
        german, german_line = table.text(), copy_line(table, copy)
    assert german_line in german.splitlines() and german_line != said and "Suspected" not in german


def test_the_same_answers_found_apart_are_no_copy_but_the_same_go_of_ones_own_is(tmp_path):
    """Two learners who found the one answer of each exercise at the first try hand in the same moves: no copy.
    The same moves with the same tries, hints and seconds in two exercises under two ids is one."""
    folder = tmp_path / "in"
    clean = {"x/a": entry(["c1-c6"]), "x/b": entry(["a1-a7"])}
    write(folder, "ana.json", "Ana", clean, exported="2026-03-01T10:00:00Z")
    write(folder, "ben.json", "Ben", clean, exported="2026-03-01T10:05:00Z")
    assert class_progress(folder, exercises=["x/a", "x/b"]).copies == []
    own = {"x/a": entry(["c1-c6"], tries=3, seconds=48), "x/b": entry(["a1-a7"], hints=1, seconds=95)}
    write(folder, "cem.json", "Cem", own, exported="2026-03-01T10:00:00Z")
    write(folder, "dua.json", "Dua", own, exported="2026-03-02T08:00:00Z")  # re-exported from a copied store
    write(folder, "eda.json", "Eda", {**own, "x/b": entry(["a1-a7"], hints=1, seconds=96)})
    table = class_progress(folder, exercises=["x/a", "x/b"])
    [copy] = table.copies
    assert [h.learner for h in copy.learners] == ["Cem", "Dua"] and copy.learner_id == ""
    assert copy_line(table, copy) in table.text().splitlines()


def test_one_learner_id_under_two_names_is_a_suspected_copy_whatever_the_work(tmp_path):
    folder = tmp_path / "in"
    ident = learner_id("Ana", "key")
    write(folder, "ana.json", "Ana", {"x/a": entry(["c1-c6"], seconds=30)}, ident=ident)
    write(folder, "bea.json", "Bea", {"x/a": entry(["a1-a7"], seconds=31)}, ident=ident)
    table = class_progress(folder, exercises=["x/a"])
    assert [h.learner for h in table.learners] == ["Ana", "Bea"] and table.problems == []
    [copy] = table.copies
    assert copy.exercises == 0 and copy.learner_id == ident
    learners = ", ".join(f"{table.shown_name(h)} ({h.path.name})" for h in copy.learners)
    said = _("Suspected copy: one learner id ({id}) in the hand-ins of {learners}; each learner's own export has an id "
             "of their own.").format(id=ident, learners=learners)
    assert said in table.text().splitlines()
    with speaking("de"):
        assert "Suspected" not in table.text()


def test_a_progress_bar_shows_while_the_table_plays_the_class_solves_in_a_notebook(tmp_path, monkeypatch):
    """Issue 41, item 6: while the class table plays a class's hand-ins again, a bar in the notebook says how far it
    is, and it is gone when the table is ready; outside a notebook nothing is shown."""
    import types

    import IPython
    import IPython.display

    exercise = Exercise("Open", "Open.", START, AnyMove(), id="open", lesson="lin")
    class_of(tmp_path / "class", 6)
    assert class_progress(tmp_path / "class", exercises=[exercise]).learners  # no kernel: nothing shown, no error
    shown, updates = [], []

    def display(value, raw=False, display_id=False):
        shown.append(value)
        return types.SimpleNamespace(update=lambda data, raw: updates.append(data))

    monkeypatch.setattr(IPython, "get_ipython", lambda: types.SimpleNamespace(kernel=object()))
    monkeypatch.setattr(IPython.display, "display", display)
    table = class_progress(tmp_path / "class", exercises=[exercise])
    claims = sum(table.state(h, "lin/open") in ("solved", "not verified") for h in table.learners)
    assert claims == 6 and len(shown) == 1 and '<progress value="0" max="6">' in shown[0]["text/html"]
    steps = [u["text/plain"] for u in updates[:-1]]
    assert steps == [_("Checking hand-ins: {done} of {count}").format(done=n, count=6) for n in range(1, 7)]
    assert updates[-1] == {"text/plain": ""}, "the bar's place is emptied when the table is ready: no widget kept"
