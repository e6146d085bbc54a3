"""Enter on a lesson's own controls in JupyterLab and on the Voilà route: Enter on an exercise's Hint button shows
the hint, and Enter on the link to the next lesson opens it, with the page's key guard (js/host_keys.js) in place.
The host where Enter did nothing, the offline site's console, is walked by keyboard in test_offline_course.py (the
German walk presses Enter on 01's Hint and on every link to the next lesson). Enter and Space on every button, select
and summary of lesson 07's page, in all three hosts, below. js/tests/host_keys.test.js checks the guard against a host
that cancels the key."""

from __future__ import annotations

import pytest
from helpers.lesson_page import exercise, exercise_of, notebook
from playwright.sync_api import expect

from kamisado_widget.teaching import ExerciseView

LESSON = "01_which_tower.ipynb"


@pytest.mark.parametrize("route", ["lab", "voila"])
def test_enter_on_an_exercises_hint_button_shows_the_hint_and_on_the_next_lessons_link_opens_it(page, lab, route):
    first = exercise_of(LESSON, "en", "Your opening move")
    view = ExerciseView(first)
    view.hint()
    said = view.board.view["message"]["sentence"]  # the hint as the board's message line says it
    panel = notebook(page, lab, LESSON, route)
    ex = exercise(panel, first.title)
    hint = ex.get_by_role("button", name="Hint")
    hint.focus()
    page.keyboard.press("Enter")
    expect(ex.locator(".kw-message-text")).to_have_text(said)
    if route == "lab":  # then Enter on the link to the next lesson opens it, on the same page
        enter_on_the_next_lessons_link(page, panel)


def enter_on_the_next_lessons_link(page, panel) -> None:
    """Enter on the link to the next lesson, in JupyterLab, opens it."""
    # The lesson's last cell holds the link; JupyterLab draws only the cells in view, so go to the end first.
    panel.locator(".jp-WindowedPanel-outer").evaluate("e => { e.scrollTop = e.scrollHeight; }")
    link = panel.locator("a", has_text="2 ·").last
    expect(link).to_be_visible()
    link.focus()
    page.keyboard.press("Enter")
    expect(page.locator(".lm-TabBar-tab", has_text="02_moving.ipynb")).to_have_count(1)


# The visible, enabled controls of a lesson page's output (the lesson's own, not the host's toolbar).
COUNT_CONTROLS = """(panel => [...panel.querySelectorAll('.jp-OutputArea-output')].flatMap(out => [...out.querySelectorAll(
    'button, summary, [role=button], select')]).filter(el => el.offsetParent !== null && !el.disabled).length)"""

# Every control of a lesson page's output (the lesson's own, not the host's toolbar), marked in page order; a click
# that reaches one is logged by its mark (Enter clicks a button on key down, Space on key up: the browser's own
# action, after every host listener), and a select's change likewise.
MARK_CONTROLS = """panel => {
  const controls = [...panel.querySelectorAll('.jp-OutputArea-output')].flatMap(out => [...out.querySelectorAll(
    'button, summary, [role=button], select')]).filter(el => el.offsetParent !== null && !el.disabled);
  controls.forEach((el, i) => { el.dataset.kwKeyProbe = String(i); });
  window.kwClicked = [];
  for (const type of ['click', 'change']) {
    window.addEventListener(type, e => {
      const hit = e.target.closest('[data-kw-key-probe]');
      if (hit) window.kwClicked.push(hit.dataset.kwKeyProbe);
    }, true);
  }
  return controls.map(el => [el.tagName.toLowerCase(), el.getAttribute('aria-label') || el.title || el.innerText.trim()]);
}"""

LESSON_WITH_SELECTS = "07_play_the_computer"  # exercises, a set, the computer's side and level, Hint, Analyse, Undo


def keys_missed(page, panel) -> list[str]:
    """Enter and then Space on each control of the lesson's output in ``panel`` (a select: Space opens its list,
    ArrowDown and Enter choose); the controls the keys did not reach, with the keys."""
    # The lesson's outputs come one after another as its cells run: wait until at least ten controls are drawn.
    panel.page.wait_for_function(f"panel => {COUNT_CONTROLS}(panel) >= 10", arg=panel.element_handle(), timeout=120_000)
    controls = panel.evaluate(MARK_CONTROLS)
    kinds = {tag for tag, _name in controls}
    assert {"button", "select"} <= kinds and len(controls) >= 10, controls
    missed = []
    for i, (tag, name) in enumerate(controls):
        control = panel.locator(f'[data-kw-key-probe="{i}"]')
        for presses in [["Space", "ArrowDown", "Enter"]] if tag == "select" else [["Enter"], ["Space"]]:
            if not control.is_visible() or not control.is_enabled():
                break  # an earlier press took it away (Show me, a set's Next): that press reached it
            before = page.evaluate("window.kwClicked.length")
            control.focus()
            for key in presses:
                page.keyboard.press(key)
            try:
                page.wait_for_function(f"window.kwClicked.slice({before}).includes('{i}')", timeout=10_000)
            except Exception:  # noqa: BLE001 (collected: every control that missed a key is named at the end)
                # A control the kernel redrew or took away between the look and the key (an earlier press's answer)
                # was not swallowed; one still there, as it was, was.
                if control.count() == 1 and control.is_visible() and control.is_enabled():
                    missed.append(f"{tag} {name!r}: {'+'.join(presses)}")
    return missed


@pytest.mark.parametrize("route", ["lab", "voila"])
def test_enter_and_space_work_on_every_button_and_select_of_a_lesson_page(page, lab, route):
    """Issue 39: on lesson 07's page, Enter and then Space on each visible button of the lesson clicks it, and a
    select's list opens on Space and takes a choice with the arrow keys and Enter: neither JupyterLab's shortcuts
    nor Voilà's page swallows them. (JupyterLab draws the cells in view: there, the controls of the lesson's top.)"""
    panel = notebook(page, lab, f"{LESSON_WITH_SELECTS}.ipynb", route)
    expect(panel.locator(".kamisado-widget").first).to_be_visible()
    missed = keys_missed(page, panel)
    assert missed == [], "\n".join(missed)


def test_enter_and_space_work_on_every_button_and_select_of_an_offline_lesson_page(offline_page, site):
    """Issue 39: the same on the offline site's lesson page, whose console took Enter for itself."""
    offline_page.goto(f"{site.url}/lessons/{LESSON_WITH_SELECTS}.html")
    panel = offline_page.locator(".jp-CodeConsole")
    expect(panel.locator('a[href$="/lessons/08_puzzles.html"]').first).to_be_visible(timeout=240_000)  # all run
    missed = keys_missed(offline_page, panel)
    assert missed == [], "\n".join(missed)
