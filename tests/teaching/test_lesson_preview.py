"""Issue 39: a lesson page shows the lesson at once, as still pictures: its text and a picture of each board, each
captioned as getting ready, in the lesson's language, made by running the lesson once headless; the offline site's
build writes one for every lesson page of both courses (the browser walk in tests/browser/test_offline_course.py
sees them come first on each page, and go when the live board answers)."""

from __future__ import annotations

import html
import importlib.util
import json
import os
import pathlib
import re

import pytest
from IPython.core.interactiveshell import InteractiveShell

from kamisado_widget.engine import catalogue
from kamisado_widget.engine.catalogue import speaking
from kamisado_widget.teaching.course.lesson_preview import _output_html, caption, lesson_preview
from kamisado_widget.teaching.course.map import read_lesson
from kamisado_widget.teaching.course.tutorials import tutorials_dir
from kamisado_widget.teaching.learner import progress

SCRIPTS = pathlib.Path(__file__).resolve().parents[2] / "scripts"


def _build_lite():
    spec = importlib.util.spec_from_file_location("build_lite_for_previews", SCRIPTS / "build_lite.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def previews() -> dict[str, str]:
    return _build_lite().lesson_previews()


def test_every_lesson_page_of_both_courses_has_its_still_pictures(previews):
    """One per lesson page, headed by the lesson's title, with a captioned picture of at least one board, in the
    course's language, the lesson's links leading to the site's lesson pages of the same course, and no error."""
    build_lite = _build_lite()
    expected = {f"{build_lite.course_folder(language)}/{path.stem}.preview.html".lstrip("/"): (language, path)
                for language, paths in build_lite.COURSES.items() for path in paths}  # fmt: skip
    assert set(previews) == set(expected) and len(previews) == 24  # 12 lessons (00-10, 04b) in each language
    for name, page in previews.items():
        language, path = expected[name]
        assert f'<div class="kw-preview-lesson" lang="{language}">' in page, name
        assert re.search(r"<h1>(.*?)</h1>", page).group(1) == html.escape(read_lesson(path).title, quote=False), name
        pictures = page.count("<figure")
        assert pictures >= 1 and page.count(f"<figcaption role=\"status\">{caption(language)}</figcaption>") == pictures
        assert "Traceback" not in page and "<pre>" not in page, name  # nothing printed, nothing failed
        other = "../lessons/" if language == "de" else "../lessons/de/"
        assert f'<a href="{other}{path.stem}.html" target="_self">' in page, f"{name}: no link to the other language"
        for href in re.findall(r'href="([^"]*\.html)"', page):
            folder = "../lessons/de/" if language == "de" else "../lessons/"
            if href != f"{other}{path.stem}.html":
                assert href.startswith(folder) and re.fullmatch(r"\d\d[a-z]?_[a-z0-9_]+\.html", href[len(folder):]), href


def test_a_board_picture_is_the_boards_own_still_view_captioned():
    """The exercises of lesson 01 show their title and task above the picture the board draws for exports."""
    page = lesson_preview("01_which_tower")
    first = re.search(r'<figure class="kw-preview-board" aria-busy="true">(<svg\b.*?</svg>)<figcaption', page, re.DOTALL)
    assert first and 'viewBox="' in first.group(1)
    assert "<b>Your opening move</b>" in page
    with speaking("de"):
        german = lesson_preview("01_which_tower", "de")
    assert "Dieses Brett wird vorbereitet …" in german and "Getting this board ready" not in german
    assert "<b>Dein Eröffnungszug</b>" in german


def test_making_the_pictures_changes_nothing_of_the_callers(tmp_path, monkeypatch):
    """The lesson runs in a shell of its own: the kernel's shell, language, working folder and saved progress are
    left as they were (a German lesson sets German inside, not outside)."""
    saved = tmp_path / "progress.json"
    saved.write_text(json.dumps({"sentinel": True}), encoding="utf-8")
    monkeypatch.setenv(progress.ENV, str(saved))
    shell_before = InteractiveShell.__dict__.get("_instance")
    language_before, folder_before = catalogue._chosen, os.getcwd()
    lesson_preview("03_sumo", "de")
    assert InteractiveShell.__dict__.get("_instance") is shell_before
    assert (catalogue._chosen, os.getcwd()) == (language_before, folder_before)
    assert json.loads(saved.read_text(encoding="utf-8")) == {"sentinel": True}


def test_what_has_no_still_view_shows_nothing_and_printed_text_shows_as_text():
    widget_only = {"output_type": "display_data", "data": {
        "application/vnd.jupyter.widget-view+json": {"model_id": "x"}, "text/plain": "Button(description='Hint')"}}
    assert _output_html(widget_only) == ""
    assert _output_html({"output_type": "stream", "name": "stderr", "text": "a warning"}) == ""
    assert _output_html({"output_type": "stream", "name": "stdout", "text": "a < b"}) == "<pre>a &lt; b</pre>"
    picture = {"output_type": "display_data", "data": {"image/svg+xml": "<svg viewBox='0 0 1 1'></svg>",
                                                       "text/plain": "board"}}  # fmt: skip
    assert _output_html(picture).startswith('<figure class="kw-preview-board" aria-busy="true"><svg')
    assert _output_html({"output_type": "display_data", "data": {"text/markdown": "**Go**"}}).strip() == \
        "<p><strong>Go</strong></p>"


def test_the_welcome_lessons_pictures_are_in_its_course_folder():
    assert (tutorials_dir("de") / "00_welcome.ipynb").is_file()
    assert "<h1>Willkommen bei Kamisado</h1>" in lesson_preview("00_welcome", "de")


def test_the_pictures_end_after_the_third_board_unless_asked_for_the_whole_lesson():
    """08 shows 58 puzzles: its still pictures are its first screens (a page covered by the whole lesson was slow to
    start), and the whole lesson when asked."""
    first = lesson_preview("08_puzzles")
    whole = lesson_preview("08_puzzles", pictures=None)
    assert 3 <= first.count("<figure") < whole.count("<figure") and whole.count("<figure") >= 50
    assert whole.startswith(first[: len(first) // 2])
