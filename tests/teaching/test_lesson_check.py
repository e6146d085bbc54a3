"""check_lesson (issue 41, item 7): the give-nothing-away rules run on a teacher's own notebook, named by its path or,
in the working folder, by its name without .ipynb; each leak is one sentence naming the exercise (English and German);
a clean lesson passes; a notebook that raises is named with its cell and error; the teacher's kernel is left as it
was. The tutorials are checked with it in tests/notebooks/test_no_answer_above_an_exercise.py."""

from __future__ import annotations

import os
import pathlib
import re

import nbformat
import pytest

from kamisado_widget import check_lesson, lesson
from kamisado_widget.engine import catalogue
from kamisado_widget.engine.catalogue import _, speaking
from kamisado_widget.engine.errors import LanguageError
from kamisado_widget.teaching.course.lesson_app import LessonError, lesson_path
from kamisado_widget.teaching.course.tutorials import tutorials_dir
from kamisado_widget.teaching.learner import lessons

GUIDE = pathlib.Path(__file__).parents[2] / "docs" / "teaching.md"

SETUP = '''from kamisado_widget import AnyMove, Demo, Exercise, FillDirection, OneOf, Satisfies, lesson

lesson("Sumo week")
TRAPPED = "obu1y2n/8/3p1r2/2NgY3/8/R4U2/7O/1G2P1B1 b r - standard"
PUSH = "o1upyrgn/8/8/3b4/3R+4/8/8/NG1YPUBO b r - standard target=3 round=2 challenger=g"
SUMO = "obupyrgn/8/8/8/3Y4/8/5R+2/NGU1P1BO g r - standard target=3 round=2 challenger=g score=1-0"
FILL = "obBpy1gn/4r3/3Y4/8/8/8/2u5/NGR1PU1O g * - standard result=black:blue:M7 target=3 round=1 challenger=b score=1-0"
'''
# Each exercise's answers, from the positions above: 'Set the trap' a3-a5 (tutorial 02's, as it was), 'How far?'
# f2-f7 (tutorial 03's "A Sumo on an open file": a Sumo goes five squares, S1), 'Push!' d4>d5, 'Choose wisely' the
# fill from the left (tutorial 04b's).
HOW_FAR = 'Exercise("How far?", "Move the Red Sumo as far up the f-file as it may go.", SUMO, OneOf(["f2-f7"]), past=["f8-b4"]'
FILL_DEMO = 'Demo(FILL, ["fill: right", "f8-a3", "a1-c3", "a3-a1"], title={title!r})'

LEAKY = [
    ("markdown", "# Sumo week"),
    ("code", SETUP),
    ("code", 'Demo(TRAPPED, ["a3-a5", "d6=", "a5-d8"], title="Trapped")'),
    ("code", ('Exercise("Set the trap", "Leave Gold a tower without a move.", TRAPPED, '
              'Satisfies(lambda pos: bool(pos.blocked_chain())))')),
    ("code", HOW_FAR + ")"),
    ("markdown", "A Sumo pushes: d4>d5 shoves Gold's Blue back."),
    ("code", 'Exercise("Push!", "Push Gold\'s Blue back.", PUSH, OneOf(["d4>d5"]))'),
    ("code", 'Exercise("Diagonal", "Move the Sumo diagonally to the right, d4-g7 (not d4-a7).", PUSH, OneOf(["d4-g7"]))'),
    ("code", 'Exercise("Sideways", "Move the Sumo diagonally to the left.", PUSH, OneOf(["d4-a7"]))'),
    ("code", 'Exercise("Choose wisely", "Choose the fill that does not lose.", FILL, FillDirection("left"))'),
    ("code", FILL_DEMO.format(title="Why the right-hand fill loses")),
]

CLEAN = [
    ("markdown", "# Sumo week\n\nA Sumo may push the tower in front of it, or go its way as far as its rings allow."),
    ("code", SETUP),
    ("code", 'Demo(PUSH, ["d4>d5"], title="A push")'),  # a move the next exercise refuses: the trap, shown
    ("code", 'Exercise("Sideways", "Move the Sumo as far to the upper left as it may go.", PUSH, OneOf(["d4-a7"]))'),
    ("markdown", "Any move will do below: a3-a5, say."),
    ("code", HOW_FAR + ", show_targets=False)"),
    ("code", 'Exercise("Any move", "Move the tower that must move.", TRAPPED, AnyMove())'),  # every move is right
    ("code", 'Exercise("Choose wisely", "Choose the fill that does not lose.", FILL, FillDirection("left"))'),
    ("code", FILL_DEMO.format(title="Why one of the two fills loses")),
]


def write(folder: pathlib.Path, name: str, cells: list[tuple[str, str]]) -> pathlib.Path:
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_markdown_cell(source) if kind == "markdown" else nbformat.v4.new_code_cell(source)
                      for kind, source in cells]
    path = folder / f"{name}.ipynb"
    nbformat.write(notebook, path)
    return path


def test_a_teachers_own_notebook_is_found_by_its_name_in_its_folder_and_each_leak_is_named(tmp_path, monkeypatch):
    """The teacher who passed "zz_sumo_week" got "There is no tutorial or notebook 'zz_sumo_week'"."""
    path = write(tmp_path, "zz_sumo_week", LEAKY)
    monkeypatch.chdir(tmp_path)
    found = check_lesson("zz_sumo_week")
    assert found.leaks == (
        ("'Set the trap' starts from a position the demo 'Trapped' above it shows, and the demo plays its answer a3-a5 "
         "there."),
        ("'How far?': its board marks the squares its tower may reach, and they stop at its answer f2-f7 (S1); make it "
         "with show_targets=False."),
        "'Push!': the text above it writes its answer d4>d5.",
        "'Diagonal': its own task writes its answer d4-g7.",
        "'Sideways': the task of 'Diagonal' writes its answer d4-a7.",
        ("'Choose wisely': the title of the demo 'Why the right-hand fill loses' below it names a fill direction "
         "(right) before the learner has tried."),
    )
    assert not found and not found.ok and found.problem is None and found.exercises == 6
    assert found.name == "zz_sumo_week.ipynb"
    assert check_lesson("zz_sumo_week.ipynb") == check_lesson(path) == found
    assert found.text() == "\n".join(
        ["zz_sumo_week.ipynb: 6 places give an answer away before a try:", *(f"- {leak}" for leak in found.leaks)])
    assert repr(found) == found.text()
    page = found._repr_html_()
    assert page.count("<li>") == 6 and "d4&gt;d5" in page and "&#x27;Push!&#x27;" in page


def test_a_clean_lesson_passes_a_trap_a_move_anyone_may_make_and_a_hidden_reach_allowed(tmp_path, monkeypatch):
    write(tmp_path, "clean", CLEAN)
    monkeypatch.chdir(tmp_path)
    found = check_lesson("clean")
    assert found and found.ok and found.leaks == () and found.problem is None
    assert found.exercises == 4
    assert found.text() == "clean.ipynb: 4 exercises checked; none is given away before a try."


def test_each_rule_alone_finds_its_leak(tmp_path):
    """Taking the fix away from the clean lesson brings back each leak, one at a time: the rules do not pass a lesson
    by accident."""
    fixes = {
        HOW_FAR + ", show_targets=False)": HOW_FAR + ")",
        FILL_DEMO.format(title="Why one of the two fills loses"): FILL_DEMO.format(title="Warum von rechts verliert"),
        "Any move will do below: a3-a5, say.": "Count five squares up: f2-f7.",
        'Demo(PUSH, ["d4>d5"], title="A push")': 'Demo(PUSH, ["d4-a7"], title="A push")',
    }
    said = []
    for n, (fixed, broken) in enumerate(fixes.items()):
        cells = [(kind, broken if source == fixed else source) for kind, source in CLEAN]
        assert cells != CLEAN
        (tmp_path / str(n)).mkdir()  # a folder each: two notebooks of a folder may not start one lesson
        [leak] = check_lesson(write(tmp_path / str(n), "broken", cells)).leaks
        said.append(leak)
    assert said == [
        ("'How far?': its board marks the squares its tower may reach, and they stop at its answer f2-f7 (S1); make it "
         "with show_targets=False."),
        ("'Choose wisely': the title of the demo 'Warum von rechts verliert' below it names a fill direction (rechts) "
         "before the learner has tried."),
        "'How far?': the text above it writes its answer f2-f7.",
        "'Sideways' starts from a position the demo 'A push' above it shows, and the demo plays its answer d4-a7 there.",
    ]


def test_the_leaks_speak_the_teachers_language_not_the_lessons(tmp_path):
    """A German lesson chooses German in its first cell; the check speaks the language of the teacher's kernel, and
    the kernel's language is the one it was afterwards."""
    path = write(tmp_path, "deutsch", [("code", "from kamisado_widget import set_language\nset_language('de')"),
                                        *LEAKY[1:5]])
    before = catalogue._chosen
    english = check_lesson(path)
    assert catalogue._chosen == before
    assert english.leaks[0].startswith("'Set the trap' starts from a position")
    with speaking("de"):
        german = check_lesson(path)
    assert german.leaks == (
        ("'Set the trap' beginnt in einer Stellung, die die Vorführung 'Trapped' weiter oben zeigt, und die Vorführung "
         "spielt dort die Lösung a3-a5."),
        ("'How far?': Das Brett markiert die Felder, die der Turm erreichen kann, und sie enden bei der Lösung f2-f7 "
         "(S1); schreiben Sie die Aufgabe mit show_targets=False."),
    )
    assert german.text().startswith("deutsch.ipynb: 2 Stellen verraten eine Lösung vor dem ersten Versuch:\n- ")


def test_a_notebook_that_raises_is_named_with_its_cell_and_error_and_what_ran_before_is_checked(tmp_path):
    cells = [*LEAKY[:4], ("code", "undefined_name + 1"), *LEAKY[4:]]
    found = check_lesson(write(tmp_path, "raises", cells))
    problem = _("its code cell {number} raised {error}: {message}").format(
        number=4, error="NameError", message="name 'undefined_name' is not defined")
    assert found.problem == problem and not found
    assert len(found.leaks) == 1 and found.leaks[0].startswith("'Set the trap' starts from a position")
    assert found.text().splitlines()[-1] == (
        f"raises.ipynb did not run to its end ({problem}): only what it showed before that was checked.")
    assert "kw-lesson-check-stopped" in found._repr_html_()


def test_the_teachers_lesson_and_progress_are_left_alone(tmp_path):
    """The lesson's exercises save nothing to the teacher's progress, and the teacher's lesson stays the current one."""
    saved = pathlib.Path(os.environ["KAMISADO_PROGRESS"])
    before = saved.read_bytes() if saved.exists() else None
    lesson("Teacher's own")
    current = lessons._current
    write(tmp_path, "other", LEAKY)
    assert not check_lesson(tmp_path / "other.ipynb")
    assert lessons._current == current == "teacher-s-own"
    assert (saved.read_bytes() if saved.exists() else None) == before


def test_exercises_in_a_set_in_a_box_or_shown_by_their_view_are_checked(tmp_path):
    cells = [LEAKY[1], LEAKY[2],
             ("code", "import ipywidgets\nfrom kamisado_widget import ExerciseSet\n"
                      "trap = " + LEAKY[3][1] + "\nipywidgets.VBox([ExerciseSet([trap])])"),
             ("code", "from IPython.display import display\ndisplay(" + LEAKY[3][1].replace('"Set the trap"', '"Trap again"', 1) + ".view())\n1")]
    found = check_lesson(write(tmp_path, "boxes", cells))
    assert found.exercises == 2 and [leak.split("'")[1] for leak in found.leaks] == ["Set the trap", "Trap again"]


@pytest.mark.parametrize("name", [42, None, ["zz_sumo_week"]])
def test_a_lesson_named_by_something_else_than_text_is_refused(name):
    with pytest.raises(LessonError, match="A lesson is named by its file name"):
        check_lesson(name)  # type: ignore[arg-type]


def test_an_unknown_name_says_where_it_looked(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "zz_sumo_week", LEAKY)
    with pytest.raises(LessonError) as err:
        check_lesson("zz_sumo_weak")
    said = str(err.value)
    assert "There is no tutorial or notebook 'zz_sumo_weak'; the tutorials are: 00_welcome, 01_which_tower" in said
    assert said.endswith(_("A notebook of your own is named by its path ('my_lessons/sumo.ipynb'), or by its name "
                           "('sumo') when it is in the working folder ({folder}).").format(folder=pathlib.Path.cwd()))


def test_a_notebook_that_cannot_be_read_and_an_unknown_course_are_refused(tmp_path):
    (tmp_path / "broken.ipynb").write_text("{not json")
    with pytest.raises(LessonError, match="cannot be read as a notebook"):
        check_lesson(tmp_path / "broken.ipynb")
    with pytest.raises(LanguageError):
        check_lesson("02_moving", language="xx")


def test_a_tutorials_name_still_names_the_tutorial_and_a_name_finds_only_the_working_folders_notebook(
        tmp_path, monkeypatch):
    """A teacher's copy ./02_moving.ipynb beside a tutorial's name: the name is the tutorial's (as before); the
    copy is named by its file name. A name with a folder is a path, never looked up in the working folder."""
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "02_moving", LEAKY)
    write(tmp_path, "mine", LEAKY)
    assert lesson_path("02_moving") == tutorials_dir() / "02_moving.ipynb"
    assert lesson_path("02_moving", "de") == tutorials_dir("de") / "02_moving.ipynb"
    assert lesson_path("02_moving.ipynb") == pathlib.Path("02_moving.ipynb")
    assert lesson_path("mine") == lesson_path("mine.ipynb") == pathlib.Path("mine.ipynb")
    (tmp_path / "sub").mkdir()
    monkeypatch.chdir(tmp_path / "sub")
    for name in ("mine", "../mine", "sub/mine", ".", ""):
        with pytest.raises(LessonError):
            lesson_path(name)


def test_the_guide_shows_what_the_check_prints_for_a_teachers_lesson(tmp_path, monkeypatch):
    """docs/teaching.md, "Giving nothing away": the output it shows for my_lesson is the check's own, for a lesson with
    the two leaks it describes."""
    section = GUIDE.read_text(encoding="utf-8").split("### Giving nothing away", 1)[1].split("\n## ", 1)[0]
    [shown] = re.findall(r"```text\n>>> check_lesson\(\"my_lesson\"\)\n(.*?)```", section, re.DOTALL)
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "my_lesson", [LEAKY[1], LEAKY[4], LEAKY[5], LEAKY[6]])
    assert check_lesson("my_lesson").text() == shown.strip()
