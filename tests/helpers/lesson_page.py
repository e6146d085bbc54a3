"""A tutorial on the page, as the browser tests take it: open it (in JupyterLab or on the Voilà route), find an
exercise by its title, click its squares, and read its one feedback line; the words expected are made by the package
in the lesson's language."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator

from playwright.sync_api import expect

from helpers.lab import open_notebook, run_all_cells
from kamisado_widget.engine.catalogue import set_language
from kamisado_widget.teaching import Exercise, ExerciseView
from kamisado_widget.teaching.learner.progress import slug

LANGUAGES = ["en", "de"]
"""The course's languages: the English lessons in notebooks/, each other language's in notebooks/<language>/."""



@contextlib.contextmanager
def notebook_language(language: str) -> Iterator[None]:
    """Speak as a lesson in ``language`` does: its first cell chooses the notebook's language, and its boards
    speak that (the tests' own language comes back afterwards)."""
    set_language(language)
    try:
        yield
    finally:
        set_language(None)


def lesson_file(name: str, language: str) -> str:
    """The lesson ``name`` of the course in ``language``, as the server serves it ("de/05_match.ipynb")."""
    return name if language == "en" else f"{language}/{name}"


def exercise_of(name: str, language: str, english_title: str) -> Exercise:
    """The exercise of lesson ``name`` in ``language`` that is the English one titled ``english_title``: the
    one whose id is that title's slug (an exercise keeps its id in every language)."""
    from helpers.tutorial_exercises import exercises_of

    wanted = slug(english_title)
    found = [ex for ex in exercises_of(lesson_file(name, language)) if (ex.id or slug(ex.title)) == wanted]
    assert len(found) == 1, f"{lesson_file(name, language)}: {len(found)} exercises with the id {wanted!r}"
    return found[0]


def said_by_show_me(ex: Exercise, language: str) -> tuple[str, str]:
    """The Show me button's label and what Show me says, as the package makes them in ``language``."""
    with notebook_language(language):
        view = ExerciseView(ex)
        return view.show_button.description, view.show_me()


def notebook(page, lab, name, route="lab"):
    """Open a tutorial, run all its cells and return the part of the page that shows it."""
    if route == "voila":
        page.goto(f"{lab.url}/voila/render/{name}")
        expect(page.locator("#rendered_cells")).to_be_visible(timeout=120_000)  # shown once every cell has run
        expect(page.locator("#loading")).to_be_hidden()
        return page.locator("#rendered_cells")
    open_notebook(page, lab, name)
    run_all_cells(page)
    return page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")


def expect_nothing_given_away(panel, name):
    """Before any try: no code on the page (in JupyterLab the exercises' code is collapsed; the app shows none),
    and no success text or hint of the notebook's exercises is on the page (lessons are taken without seeing
    code, and nothing gives an answer away)."""
    from helpers.tutorial_exercises import exercises_of

    if "/voila/render/" in panel.page.url or "/repl/" in panel.page.url:  # a lesson as an app: no code on the page
        expect(panel.locator(".jp-CodeCell .jp-InputArea:visible, .cm-editor:visible")).to_have_count(0)
    else:
        expect(panel.locator(".jp-InputPlaceholder").first).to_be_visible()
    text = " ".join(panel.inner_text().split())
    for ex in exercises_of(name):
        assert " ".join(ex.success.split()) not in text, f"{ex.title}: its success text shows before a try"
        for hint in ex.hints:
            assert " ".join(hint.split()) not in text, f"{ex.title}: a hint shows before a try"


def expect_clean_run(page, panel):
    """No cell printed an error or a traceback, and the page had no script error."""
    expect(panel.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')).to_have_count(0)
    assert not page.kw_errors, page.kw_errors


def exercise(panel, title):
    """The exercise with this title (a single exercise, or the one an exercise set shows)."""
    heading = panel.page.locator("b", has_text=re.compile(rf"^{re.escape(title)}$"))
    found = panel.locator(".kw-exercise").filter(has=heading)
    expect(found).to_have_count(1, timeout=60_000)
    expect(found.locator("[data-tower]")).to_have_count(16)
    return found


def square(ex, name):
    return ex.locator(f'.kamisado-widget [data-square="{name}"]')


def select(ex, name):
    """Click a tower that may move (unless it is selected already) and wait until the kernel has selected it."""
    if square(ex, name).get_attribute("aria-selected") != "true":  # a second click would drop the selection
        square(ex, name).click()
    expect(square(ex, name)).to_have_attribute("aria-selected", "true")


def move(ex, start, end):
    select(ex, start)
    square(ex, end).click()


def one_line(ex):
    """The exercise's only feedback line: the board's message (there is no second one)."""
    expect(ex.locator(".kw-exercise-feedback")).to_have_count(0)
    expect(ex.locator(".kw-message")).to_have_count(1)
    return ex.locator(".kw-message")


def expect_refused(ex, rule, said):
    """The one feedback line names the broken rule once, as its badge, and says ``said`` (the package's sentence
    for that try in the lesson's language, :func:`said_after_clicks`), which begins with a capital."""
    assert said[:1].isupper(), said
    message = one_line(ex)
    expect(message).to_have_attribute("data-kind", "error")
    expect(message.locator(".kw-rule")).to_have_text(rule)
    text = message.locator(".kw-message-text")
    expect(text).to_have_text(said)
    assert not re.search(rf"\b{rule}\b", text.text_content()), "the rule ID is shown once"


def expect_solved(ex, success):
    message = one_line(ex)
    expect(message).to_have_attribute("data-kind", "success")
    expect(message.locator(".kw-message-text")).to_have_text(success)


def expect_shown(ex, said=None):
    """Show me: the answer is played on the board and explained in the one line, as information. ``said``: the
    button's label and the explanation the package makes (:func:`said_by_show_me`); without it, the English."""
    button, words = said or ("Show me", re.compile(r"^Shown: .+ Press Reset to play it yourself\.$"))
    ex.get_by_role("button", name=button).click()
    message = one_line(ex)
    expect(message).to_have_attribute("data-kind", "info")
    expect(message.locator(".kw-message-text")).to_have_text(words)


def tower_on(ex, name, tower):
    return square(ex, name).locator(f'[data-tower="{tower}"]')


def said_after_clicks(ex: Exercise, language: str, *squares: str) -> str:
    """The board's message after these clicks on a new board of the exercise, as the package says it in
    ``language``, without the rule ID in front (the page shows it as the message's badge)."""
    with notebook_language(language):
        view = ExerciseView(ex)
        for name in squares:
            view.board.click(name)
        message = view.board.view["message"]
    rule = message.get("rule")
    return message["text"].removeprefix(f"{rule}: ") if rule else message["text"]


def set_of(name: str, language: str, english_title: str) -> tuple[str, list[str], str]:
    """The exercise set of lesson ``name`` in ``language`` holding the exercise titled ``english_title`` (first):
    its title, its progress line at the start, after its first exercise is solved and at its second exercise,
    and its Next button's label, as the package makes them in that language."""
    from helpers.tutorial_exercises import created_in
    from kamisado_widget.teaching import ExerciseSet

    first = exercise_of(name, language, english_title)
    with notebook_language(language):
        made = created_in(lesson_file(name, language), ExerciseSet)
        found = [s for s in made if (s[0].exercise.id or slug(s[0].exercise.title)) == (first.id or slug(first.title))]
        assert len(found) == 1, f"{lesson_file(name, language)}: no set starting with {english_title!r}"
        chosen = found[0]
        lines = [chosen.progress_text]
        chosen[0].attempt(chosen[0].exercise.goal.answers(chosen[0].exercise.start())[0])
        lines.append(chosen.progress_text)
        chosen.go(1)
        lines.append(chosen.progress_text)
        return chosen.title, lines, chosen.next_button.description


def pass_label(ex: Exercise, language: str, tower_square: str) -> str:
    """The words of the Pass button for the blocked tower on ``tower_square``, as the package makes them."""
    with notebook_language(language):
        view = ExerciseView(ex)
        view.board.click(tower_square)
        return view.board.view["pass"]["label"]


def exercise_and_board(page, lab):
    """The browser tests' own learner notebook (tests/browser/notebooks/learner.ipynb) run in JupyterLab: its
    exercise and its free board, once both are drawn and the kernel has answered them."""
    open_notebook(page, lab, "learner.ipynb")
    run_all_cells(page)
    panel = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")
    ex = panel.locator(".kw-exercise")
    board = panel.locator(".kamisado-widget").nth(1)
    expect(ex.locator("[data-tower]")).to_have_count(16, timeout=60_000)
    expect(board.locator("[data-tower]")).to_have_count(16)
    expect(panel.locator(".kamisado-widget[aria-busy='true']")).to_have_count(0)  # the kernel has answered them
    return ex, board
