"""docs/teachers-week.md, the guide to a week with a class, runs end to end (issue 41, "Done when"): find positions → a lesson
with each pupil's own position → each pupil's worksheet (its picture's marks checked) and a separate answer key →
four pupils' hand-ins → the class table and its CSV → a copied, a made-up and an edited hand-in each named → a clash
of two notebooks named → a ten-message French catalogue through the documented steps (docs/teaching.md §14).

Every block of the page runs, in its order, in one namespace (the teacher's notebook), in a working folder of the
test's own; the pupils play in between, each with saved progress of their own, as their kernels would."""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import pathlib
import re
import xml.etree.ElementTree as ET

from helpers.third_language import make_french_catalogue, reading_catalogues

from kamisado_widget import export_progress, set_language, worksheet
from kamisado_widget.engine import Match, square_name
from kamisado_widget.engine.catalogue import _, pgettext
from kamisado_widget.teaching.classroom.answer_key import solution_line
from kamisado_widget.teaching.learner import lessons, progress

PAGE = pathlib.Path(__file__).parents[2] / "docs" / "teachers-week.md"
BLOCK = re.compile(r"```python\n(.*?)```", re.DOTALL)
PUPILS = ["Ana", "Ben", "Chloé", "Dev"]
SVG = "{http://www.w3.org/2000/svg}"


def blocks() -> dict[str, str]:
    """The page's blocks by the label of their first line (``# find`` -> "find")."""
    found = {}
    for block in BLOCK.findall(PAGE.read_text(encoding="utf-8")):
        label = block.splitlines()[0].removeprefix("# ").split(":")[0].strip()
        found[label] = block
    return found


def run(block: str, names: dict[str, object]) -> list[str]:
    """Run a block in the teacher's namespace; the lines it printed, each checked against its ``# ...`` promise."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(block, str(PAGE), "exec"), names)  # noqa: S102 - the docs' own code
    printed = out.getvalue().splitlines()
    promised = [line.split("# ", 1)[1].strip() for line in block.splitlines() if line.startswith("print(") and "# " in line]
    for said, promise in zip(printed, promised):
        if promise.endswith("..."):
            assert said.startswith(promise.split("...")[0].strip()), (said, promise)
        elif not promise.startswith("each") and not promise.startswith("for "):
            assert said == promise, (said, promise)
    return printed


def notebook(path: pathlib.Path, code: str) -> pathlib.Path:
    nb = {"cells": [{"cell_type": "markdown", "metadata": {}, "source": "# Sumo week"},
                    {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None, "source": code}],
          "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    path.write_text(json.dumps(nb), encoding="utf-8")
    return path


def pupil_solves(lesson_code: str, name: str, progress_file: pathlib.Path, monkeypatch) -> pathlib.Path:
    """A pupil opens the lesson (its code in a kernel of their own, their own saved progress), solves their own
    position by the exercise's answers, and exports their progress into handed-in/."""
    monkeypatch.setenv("KAMISADO_PROGRESS", str(progress_file))
    # The random key their saved progress makes, fixed here so that the test is the same every time.
    monkeypatch.setattr(progress.secrets, "token_hex", lambda n: hashlib.sha256(name.encode()).hexdigest()[:2 * n])
    lessons.forget()
    names: dict[str, object] = {}
    exec(compile(lesson_code, "sumo_week.ipynb", "exec"), names)  # noqa: S102 - the lesson's own code
    view = names["push"].view()  # type: ignore[attr-defined]
    while not view.solved:
        view.attempt(view.exercise.goal.answers(view.run.match)[0])
    return export_progress(name, "handed-in")


def solved_moves(ex) -> list[str]:
    view = ex.view()
    while not view.solved:
        view.attempt(view.exercise.goal.answers(view.run.match)[0])
    return list(view.run.played)


def test_the_class_guide_runs_from_positions_to_hand_ins_copies_clashes_and_a_third_language(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    steps = blocks()
    assert list(steps) == ["find", "lesson", "check", "worksheets", "class table", "course map"]
    teacher: dict[str, object] = {}

    # Monday: five positions of a theme, proven.
    printed = run(steps["find"], teacher)
    pushes = teacher["pushes"]
    assert len(pushes) == 5 and len(printed) == 5  # type: ignore[arg-type]
    for found in pushes:  # type: ignore[attr-defined]
        assert "wins in 2 moves of its own" in found.describe()
        assert any(t in found.themes for t in ("push", "sumo push")), found.themes

    # The lesson the class opens, checked to give nothing away.
    lesson_code = steps["lesson"]
    notebook(tmp_path / "sumo_week.ipynb", lesson_code)
    assert run(steps["check"], teacher) == ["True"]

    # Each pupil's worksheet, in black and white, and their answer key apart.
    run(steps["worksheets"], teacher)
    for name in PUPILS:
        sheet = (tmp_path / f"sumo-week-{name}.html").read_text(encoding="utf-8")
        key = (tmp_path / f"sumo-week-{name}-answers.html").read_text(encoding="utf-8")
        made = worksheet([teacher["push"]], learner=name)
        ex = made.exercises[0]
        answer = solution_line(ex)[0].text()
        board = ET.fromstring(re.search(r"<svg.*?</svg>", sheet, re.DOTALL).group(0))  # type: ignore[union-attr]
        ring = next(g for g in board.iter(f"{SVG}g") if g.get("data-mark") == "mover")
        mover = Match.from_text(ex.position).position.mover
        assert mover is not None and ring.get("data-at") == square_name(mover.square), "the ring marks the mover"
        assert name in sheet and answer.replace(">", "&gt;") not in sheet.split("</style>", 1)[1]
        assert answer.replace(">", "&gt;") in key
    assert len({worksheet([teacher["push"]], learner=n).exercises[0].position for n in PUPILS}) >= 2

    # Wednesday and Thursday: four pupils solve their own positions and hand in.
    files = {name: pupil_solves(lesson_code, name, tmp_path / f"progress-{name}.json", monkeypatch)
             for name in PUPILS}
    monkeypatch.setenv("KAMISADO_PROGRESS", str(tmp_path / "progress-teacher.json"))

    # Friday: the class table and its CSV.
    printed = run(steps["class table"], teacher)
    table = teacher["table"]
    pid = "sumo-week/push-to-win"
    assert {h.learner: table.state(h, pid) for h in table.learners} == dict.fromkeys(PUPILS, "solved")  # type: ignore[attr-defined]
    csv_bytes = (tmp_path / "sumo-week.csv").read_bytes()
    assert csv_bytes.startswith(b"\xef\xbb\xbf") and "Chloé".encode() in csv_bytes

    # A copied, a made-up and an edited hand-in.
    ana = json.loads(files["Ana"].read_text(encoding="utf-8"))
    positions = {h.learner: h.details[pid]["position"] for h in table.learners}  # type: ignore[attr-defined]
    push = teacher["push"]
    eve_seat = next(f"{n:016x}" for n in range(200) if push.choice.for_seat(f"{n:016x}", "push-to-win")  # type: ignore[attr-defined]
                    not in positions.values())
    (tmp_path / "handed-in" / "eve.json").write_text(json.dumps(dict(
        ana, learner="Eve", learner_id="eve-00c0ffee", seat=eve_seat)), encoding="utf-8")
    keys = [worksheet([push], learner=name).answer_key().exercises[0] for name in PUPILS]  # the paper keys
    keyed = next(k for k in keys if k.position not in positions.values())  # one no pupil was given in the lesson
    finn_seat = next(f"{n:016x}" for n in range(200, 400)
                     if push.choice.for_seat(f"{n:016x}", "push-to-win") != keyed.position)  # type: ignore[attr-defined]
    (tmp_path / "handed-in" / "finn.json").write_text(json.dumps(dict(
        ana, learner="Finn", learner_id="finn-00c0ffee", seat=finn_seat, exported="2026-11-30T08:00:00Z",
        exercises={pid: {"state": "solved", "moves": solved_moves(keyed), "position": keyed.position}})),
        encoding="utf-8")
    ben = json.loads(files["Ben"].read_text(encoding="utf-8"))
    ben["exercises"][pid]["moves"][0] = "a1-a2"  # edited by hand
    files["Ben"].write_text(json.dumps(ben), encoding="utf-8")

    text = "\n".join(run(steps["class table"], teacher))
    table = teacher["table"]
    rows = {h.learner: h for h in table.learners}  # type: ignore[attr-defined]
    assert set(rows) == {*PUPILS, "Eve", "Finn"}, "no row disappears"
    eve, finn, ben_said = (table.problem(rows[n], pid) for n in ("Eve", "Finn", "Ben"))  # type: ignore[attr-defined]
    assert "Ana" in eve and "copied" in eve
    assert "made up from the key" in finn
    assert ben_said and "a1-a2" in ben_said
    assert {h.learner for copy in table.copies for h in copy.learners} >= {"Ana", "Eve"}, "the same hand-in twice"  # type: ignore[attr-defined]
    for name in ("Eve", "Finn", "Ben"):
        assert table.state(rows[name], pid) == "not verified"  # type: ignore[attr-defined]
    assert "copied" in text and "made up from the key" in text

    # Next week: a second notebook of the same lesson is named.
    notebook(tmp_path / "tuesday.ipynb", lesson_code)
    assert run(steps["course map"], teacher) == ["[('sumo-week', 'sumo_week.ipynb', 'tuesday.ipynb')]"]

    # A third language through the documented steps: ten messages in French, the rest in English.
    locale = make_french_catalogue(tmp_path / "fr")
    with reading_catalogues(locale):
        set_language("fr")
        assert pgettext("button", "Hint") == "Indice" and _("Right!") == "Bravo !"
        assert pgettext("button", "Undo") == "Undo", "an untranslated message falls back to English"
