"""The course in two languages: `kamisado-tutorials DEST --language de` copies the German course, the course map and
the class table read lessons of either language by the same lesson and exercise ids (progress made in one shows in
the other), a German course map speaks German, and the offline site offers both courses (issue 29)."""

from __future__ import annotations

import importlib.util
import json
import pathlib
import sys
import types

import pytest

from kamisado_widget import class_progress, course_map, export_progress
from kamisado_widget.engine import catalogue
from kamisado_widget.engine.catalogue import _, ngettext, speaking
from kamisado_widget.teaching.course import tutorials
from kamisado_widget.teaching.course.lesson_app import lesson_cells, relink
from kamisado_widget.teaching.course.map import read_lesson
from kamisado_widget.teaching.course.tutorials import copy_course, main, tutorial_files
from kamisado_widget.teaching.learner import progress

REPO = pathlib.Path(__file__).resolve().parents[2]
ENGLISH = REPO / "notebooks"
GERMAN = ENGLISH / "de"
GERMAN_LESSONS = sorted(p for p in GERMAN.glob("[0-9][0-9]*_*.ipynb") if p.name != "00_welcome.ipynb")


def _notebook(title: str, code: str = "") -> str:
    cells = [{"cell_type": "markdown", "source": f"# {title}", "metadata": {}}]
    if code:
        cells.append({"cell_type": "code", "source": code, "metadata": {}, "outputs": [], "execution_count": None})
    return json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5})


@pytest.fixture
def two_courses(tmp_path, monkeypatch) -> pathlib.Path:
    """An installed package's tutorials in English and (``de/``) in German, the same file names."""
    package = tmp_path / "site-packages" / "kamisado_widget"
    english, german = package / "tutorials", package / "tutorials" / "de"
    german.mkdir(parents=True)
    for folder, words in ((english, "Welcome"), (german, "Willkommen")):
        (folder / "00_welcome.ipynb").write_text(_notebook(words))
        (folder / "01_which_tower.ipynb").write_text(_notebook(f"{words} 1", 'lesson("01_which_tower")'))
    monkeypatch.setattr(tutorials, "PACKAGE", package)
    return package


def test_language_de_copies_the_german_course_and_says_so_in_german(two_courses, tmp_path, capsys):
    dest = tmp_path / "kurs"
    assert main([str(dest), "--language", "de"]) == 0
    german = two_courses / "tutorials" / "de"
    assert sorted(p.name for p in dest.iterdir()) == ["00_welcome.ipynb", "01_which_tower.ipynb"]
    for name in ("00_welcome.ipynb", "01_which_tower.ipynb"):
        assert (dest / name).read_bytes() == (german / name).read_bytes(), name
    with speaking("de"):
        said = ngettext("Copied {count} tutorial file to {folder}.", "Copied {count} tutorial files to {folder}.", 2)
    assert said.format(count=2, folder=dest.resolve()) in capsys.readouterr().out
    assert said.startswith("{count} Tutorial-Dateien"), "the German catalogue speaks"


def test_without_a_language_the_english_course_is_copied(two_courses, tmp_path):
    copy_course(tmp_path / "course")
    assert json.loads((tmp_path / "course" / "00_welcome.ipynb").read_text())["cells"][0]["source"] == "# Welcome"
    assert [p.name for p in tutorial_files("de")] == ["00_welcome.ipynb", "01_which_tower.ipynb"]
    assert tutorials.course_languages() == ["en", "de"]


@pytest.mark.parametrize("bad", ["qx-unsupported", "klingon", ""])  # never "fr": a French course may come
def test_a_language_without_a_course_names_the_choices(two_courses, tmp_path, capsys, bad):
    assert main([str(tmp_path / "course"), "--language", bad]) == 2
    err = capsys.readouterr().err
    assert "'en', 'de'" in err and _("The course is there in {choices}, not in {value}.").split("{")[0] in err
    assert not (tmp_path / "course").exists(), "nothing copied"


def test_a_course_not_installed_is_named(two_courses, tmp_path):
    (two_courses / "tutorials" / "de" / "00_welcome.ipynb").unlink()
    with pytest.raises(FileNotFoundError, match="'de'|de"):
        copy_course(tmp_path / "course", "de")


@pytest.mark.skipif(not (GERMAN / "00_welcome.ipynb").is_file(), reason="the German course has no welcome yet")
def test_the_real_german_course_is_copied(tmp_path):
    done = copy_course(tmp_path / "kurs", "de")
    names = sorted(p.name for p in done.copied)
    assert names == sorted(p.name for p in GERMAN.iterdir() if p.suffix in (".ipynb", ".py"))
    english = {p.name for p in ENGLISH.iterdir() if p.suffix == ".ipynb"}
    assert set(names) <= english | {"marimo_match.py"}, "the same file names as the English course"


def test_the_wheel_carries_the_german_course():
    """pyproject's force-include of "notebooks" copies the folder whole, sub-folders too: the wheel's
    kamisado_widget/tutorials/de/ is the German course, which tutorials_dir("de") finds there."""
    text = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    assert '"notebooks" = "kamisado_widget/tutorials"' in text


# --- one exercise, one id: progress and the class table across the languages ----------------------------------------

@pytest.mark.skipif(not GERMAN_LESSONS, reason="no German lesson yet")
@pytest.mark.parametrize("german", GERMAN_LESSONS, ids=lambda p: p.stem)
def test_each_german_lesson_has_the_english_lessons_exercise_ids(german):
    assert [e.id for e in read_lesson(german).exercises] == [e.id for e in read_lesson(ENGLISH / german.name).exercises]


def test_progress_made_in_the_english_lesson_shows_in_the_german_course_map():
    english, german = read_lesson(ENGLISH / "04b_refilling.ipynb"), GERMAN / "04b_refilling.ipynb"
    first = english.exercises[0]
    progress.save_state(first.id, "solved")  # as the English lesson's exercise saves it
    course = course_map([german])
    assert course.counts() == {"04b_refilling.ipynb": (1, len(english.exercises))}
    german_first = course.lessons[0].exercises[0]
    assert german_first.id == first.id and german_first.title != first.title, "a German title, the same id"
    assert f"{progress.CHECK} {german_first.title}" in course.text()
    progress.save_state(course.lessons[0].exercises[1].id, "shown")  # and the other way round
    assert course_map([ENGLISH / "04b_refilling.ipynb"]).states()[english.exercises[1].id] == "shown"


def test_a_german_course_map_speaks_german_in_an_english_notebook():
    course = course_map([GERMAN / "04b_refilling.ipynb"])
    assert course.language == "de"
    lesson = course.lessons[0]
    with speaking("de"):
        line = _("{title} ({path}) — {solved} of {count} solved")
        summary = _("Exercises")
    assert line != "{title} ({path}) — {solved} of {count} solved" and summary == "Aufgaben"
    first = line.format(title=lesson.title, path=lesson.path, solved=0, count=len(lesson.exercises))
    assert catalogue.language() == "en" and course.text().splitlines()[0] == first
    html = course._repr_html_()
    assert 'lang="de"' in html and "<summary>Aufgaben</summary>" in html
    english = course_map([GERMAN / "04b_refilling.ipynb"], language="en")
    assert english.text().splitlines()[0].endswith(f"— 0 of {len(lesson.exercises)} solved")
    assert course_map([ENGLISH / "04b_refilling.ipynb"]).language is None, "an English lesson: the notebook's language"


def test_the_class_table_joins_an_english_and_a_german_hand_in(tmp_path, own_progress_file):
    english = read_lesson(ENGLISH / "04b_refilling.ipynb")
    german = read_lesson(GERMAN / "04b_refilling.ipynb")
    folder = tmp_path / "handed-in"
    first, second = english.exercises[0].id, english.exercises[1].id
    progress.save_state(first, "solved")  # Ana works in the English course
    export_progress("Ana", folder)
    own_progress_file.unlink()
    progress.save_state(german.exercises[0].id, "solved")  # Ben in the German one
    progress.save_state(german.exercises[1].id, "shown")
    export_progress("Ben", folder)
    table = class_progress(folder, lessons=[german])
    assert [h.learner for h in table.learners] == ["Ana", "Ben"] and not table.unknown and not table.problems
    assert table.exercises == [e.id for e in english.exercises]
    ana, ben = table.learners
    assert table.state(ana, first) == table.state(ben, first) == "solved"
    assert table.state(ben, second) == "shown" and table.solvers_of(first) == 2
    assert table.title(first) == german.exercises[0].title
    with speaking("de"):
        text = table.text()
        solved_of = _("{solved} of {count}").format(solved=1, count=len(english.exercises))
    assert solved_of.startswith("1 von") and solved_of in text.splitlines()[1]
    assert text.splitlines()[3].startswith("gelöst von")


def test_running_a_german_lesson_for_the_class_table_keeps_the_notebooks_language():
    from kamisado_widget.teaching.classroom.lesson_exercises import run_lessons

    [ran] = run_lessons([GERMAN / "04b_refilling.ipynb"])
    assert ran.problem is None and [e.progress_id for e in ran.exercises] == [
        e.id for e in read_lesson(ENGLISH / "04b_refilling.ipynb").exercises]
    assert catalogue.language() == "en", "the lesson's set_language('de') is put back"


# --- the lesson apps and the offline site ------------------------------------------------------------------------------

def test_a_german_lessons_links_lead_to_the_german_lessons_pages():
    pages = "https://example.org/lessons/de/{name}.html"
    markdown = "Weiter mit [Lektion 5](./05_match.ipynb) oder [Lektion 2](02_moving.ipynb#start)."
    out = relink(markdown, pages)
    assert 'href="https://example.org/lessons/de/05_match.html"' in out
    assert 'href="https://example.org/lessons/de/02_moving.html#start"' in out
    german = lesson_cells("04b_refilling", language="de")
    assert german[0][1] != lesson_cells("04b_refilling")[0][1] and 'set_language("de")' in "".join(
        source for kind, source in german if kind == "code")


def _build_lite():
    spec = importlib.util.spec_from_file_location("build_lite_pages", REPO / "scripts" / "build_lite.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["build_lite_pages"] = module
    spec.loader.exec_module(module)
    return module


def test_the_offline_site_has_a_page_for_each_lesson_of_both_courses(tmp_path):
    build_lite = _build_lite()
    english, german = tmp_path / "en", tmp_path / "de"
    german.mkdir(parents=True)
    english.mkdir()
    for folder, words in ((english, "Sumo towers"), (german, "Sumo-Türme")):
        (folder / "03_sumo.ipynb").write_text(_notebook(words), encoding="utf-8")
    pages = build_lite.site_pages({"en": [english / "03_sumo.ipynb"], "de": [german / "03_sumo.ipynb"]})
    assert sorted(pages) == ["03_sumo.html", "de/03_sumo.html", "de/index.html", "index.html"]
    page = pages["de/03_sumo.html"]
    assert '<html lang="de">' in page and "Sumo-Türme" in page
    assert "open_lesson('03_sumo', links=\" + pages + \", app=True, language='de')" in page
    assert '"../../repl/index.html?"' in page and "..%2Flessons%2Fde%2F%7Bname%7D.html" in page
    assert "language=" not in pages["03_sumo.html"] and '"../repl/index.html?"' in pages["03_sumo.html"]
    with speaking("de"):
        opening = _("Opening the lesson {title}…").split("{title}")[0]
        title = _("Kamisado lessons")
    assert opening in page and f"<h1>{title}</h1>" in pages["de/index.html"]
    assert '<a href="../index.html" lang="en" hreflang="en">The course in English</a>' in pages["de/index.html"]
    assert '<a href="de/index.html" lang="de" hreflang="de">Der Kurs auf Deutsch</a>' in pages["index.html"]


def test_the_offline_sites_course_list_holds_the_german_lessons():
    build_lite = _build_lite()
    assert build_lite.COURSES["de"] == sorted(GERMAN.glob("[0-9][0-9]*_*.ipynb")) and build_lite.COURSES["de"]
    pages = build_lite.site_pages()
    assert {f"de/{p.stem}.html" for p in build_lite.COURSES["de"]} | {"de/index.html"} <= set(pages)
    assert {f"{p.stem}.html" for p in build_lite.NOTEBOOKS} | {"index.html"} <= set(pages)


# --- the teacher's errors and the learner's messages in German ----------------------------------------------------------

def test_a_teachers_mistakes_are_named_in_german_speaking_to_sie(tmp_path):
    from kamisado_widget.teaching.course.lesson_app import LessonError
    from kamisado_widget.teaching.exercises import arguments
    from kamisado_widget.teaching.learner.hand_in import ClassProgressError

    with speaking("de"):
        with pytest.raises(arguments.ExerciseError) as err:
            arguments.whole("Exercise('x')", "moves", 0, most=9)
        assert str(err.value) == "Exercise('x'): moves muss eine ganze Zahl von 1 bis 9 sein, nicht 0"
        with pytest.raises(ClassProgressError, match="Geben Sie ihren Pfad an"):
            class_progress(tmp_path).to_csv("")
        with pytest.raises(LessonError, match="^Es gibt kein Tutorial und kein Notebook '99_nichts'; die Tutorials sind: "
                                              "00_welcome, 01_which_tower"):
            lesson_cells("99_nichts", language="de")
        with pytest.raises(ClassProgressError, match="^Der Name der lernenden Person ist ein nicht leerer Text"):
            export_progress("  ", tmp_path)


def test_a_progress_file_that_cannot_be_read_is_reported_in_german(own_progress_file):
    own_progress_file.write_text("not json")
    with speaking("de"), pytest.warns(progress.ProgressWarning, match="^Gespeicherter Fortschritt: .* ist keine "
                                                                      "Fortschrittsdatei .*; sie wurde nach .* verschoben"):
        progress.load()


def test_the_export_button_speaks_the_course_maps_language(tmp_path, monkeypatch):
    from kamisado_widget.teaching.learner.hand_in import export_button

    monkeypatch.chdir(tmp_path)
    with speaking("de"):
        box = export_button(tmp_path)
    name, button, said = box.children
    assert (name.description, button.description) == ("Dein Name", "Meinen Fortschritt exportieren")
    name.value = "Ana"
    button.click()  # answered in the map's language, whatever speaks when the learner clicks
    assert said.value.startswith("kamisado-progress-ana-") and "wurde in dem Ordner dieser Lektion gespeichert." in said.value
    assert said.value.endswith(".json herunterladen</a>")


def test_each_lesson_links_to_the_same_lesson_in_the_other_language_in_that_language(tmp_path):
    """Issue 39: a lesson page links to the same lesson of the other course, the link's words in that language; the
    link is relative to the notebook's folder (``de/…`` from the English course, ``../…`` from the German one), so a
    copy of both courses, Voilà's pages and (rewritten) the offline site's pages lead on alike."""
    from kamisado_widget.teaching.course.lesson_app import lesson_path, other_language_links

    english, german = lesson_path("04b_refilling"), lesson_path("04b_refilling", "de")
    assert other_language_links(english) == "[Diese Lektion auf Deutsch](de/04b_refilling.ipynb)"
    assert other_language_links(german, "de") == "[This lesson in English](../04b_refilling.ipynb)"
    site = "http://site/lessons/de/{name}.html"
    assert relink(other_language_links(german, "de"), site) == \
        '<a href="http://site/lessons/04b_refilling.html" target="_self">This lesson in English</a>'
    assert relink(other_language_links(english), "../lessons/{name}.html") == \
        '<a href="../lessons/de/04b_refilling.html" target="_self">Diese Lektion auf Deutsch</a>'
    # a lesson with no translation beside it, and a notebook that is no tutorial, link to none
    (tmp_path / "de").mkdir()
    (tmp_path / "01_which_tower.ipynb").write_text(_notebook("Which tower?"), encoding="utf-8")
    (tmp_path / "my_lesson.ipynb").write_text(_notebook("Mine"), encoding="utf-8")
    assert other_language_links(tmp_path / "01_which_tower.ipynb") == ""
    assert other_language_links(tmp_path / "my_lesson.ipynb") == ""
    (tmp_path / "de" / "01_which_tower.ipynb").write_text(_notebook("Welcher Turm?"), encoding="utf-8")
    assert other_language_links(tmp_path / "01_which_tower.ipynb") == "[Diese Lektion auf Deutsch](de/01_which_tower.ipynb)"


def test_the_lesson_app_shows_the_other_languages_link_first(monkeypatch):
    import IPython.display

    from kamisado_widget.teaching.course import lesson_app
    from kamisado_widget.teaching.course.lesson_app import open_lesson

    for name in ("_links", "_folder"):  # the app's links and folder, and the kernel's language, put back afterwards
        monkeypatch.setattr(lesson_app, name, None)
    monkeypatch.setattr(catalogue, "_chosen", catalogue._chosen)
    shown = []
    monkeypatch.setattr(IPython.display, "display", lambda *objs, **kw: shown.extend(objs))

    class Shell:
        def run_cell(self, source, **kw):
            return types.SimpleNamespace(success=True)

    open_lesson("02_moving", links="http://site/lessons/de/{name}.html", shell=Shell(), language="de")
    assert shown[0]._repr_markdown_() == \
        '<a href="http://site/lessons/02_moving.html" target="_self">This lesson in English</a>'
