"""The "Show me" button in a real JupyterLab and Chromium: after a wrong try by clicks, it plays the answer on the
board, explains it on the one feedback line, and the exercise counts as shown until solved after Reset
(issue 12, item 4)."""

import re

from helpers.animation import catch, release
from helpers.catalogue_pattern import message_pattern
from helpers.lesson_page import exercise, expect_solved, move, notebook, one_line, square, tower_on
from playwright.sync_api import expect

from kamisado_widget.engine import Colour, Player
from kamisado_widget.engine.catalogue import _, pgettext
from kamisado_widget.engine.names import tower_name


def progress_line(solved: int, shown: int) -> str:
    """The lesson set's progress line, as the catalogue words it."""
    if shown:
        line = _("{solved} of {count} solved, {shown} shown — exercise {at}").format(solved=solved, count=2,
                                                                                    shown=shown, at=1)
    else:
        line = _("{solved} of {count} solved — exercise {at}").format(solved=solved, count=2, at=1)
    return _("{title}: {progress}").format(title="The colour rule", progress=line)


def test_show_me_after_a_wrong_try_plays_and_explains_the_answer_then_reset_lets_the_learner_solve_it(page, lab):
    panel = notebook(page, lab, "01_which_tower.ipynb")
    colour = exercise(panel, "Answer the colour")
    progress = panel.locator(".kw-exercise-progress")
    show = colour.get_by_role("button", name=pgettext("button", "Show me"))
    expect(show).to_be_enabled()
    expect(show).not_to_have_class(re.compile(r"\bmod-info\b"))

    move(colour, "a8", "c7")  # Gold's Orange, but not in a straight line (M1): a wrong try
    expect(one_line(colour)).to_have_attribute("data-kind", "error")
    expect(show).to_have_class(re.compile(r"\bmod-info\b"))  # offered more visibly after a wrong try

    show.click()
    slides = [a for a in catch(page, colour.locator(".kamisado-widget")) if a["id"] == "kw-trip"]
    assert [a["tower"] for a in slides] == ["gold-orange"], slides  # the answer is played with its animation
    release(colour.locator(".kamisado-widget"))
    message = one_line(colour)
    expect(message).to_have_attribute("data-kind", "info")
    shown = message_pattern("Shown: {tower} moves from {start} to {end} ({move}).", whole=False,
                            tower=tower_name(Player.GOLD, Colour.ORANGE, None), start="a8")
    why = _("Why: {reason}").format(reason="c6 is orange, so Gold's Orange had to move.")  # the lesson's own reason
    expect(message.locator(".kw-message-text")).to_have_text(re.compile(
        "^" + shown + re.escape(" " + why) + ".* " + re.escape(_("Press Reset to play it yourself.")) + "$"))
    said = message.locator(".kw-message-text").text_content()
    [target] = [f"a{n}" for n in range(1, 8) if f"(a8-a{n})" in said]  # the move it names, in notation
    expect(tower_on(colour, target, "gold-orange")).to_have_count(1)
    expect(tower_on(colour, "a8", "gold-orange")).to_have_count(0)
    expect(colour.locator(".kw-shown-mark")).to_have_text("\u25d1")
    expect(colour.locator(".kw-solved-mark")).to_have_count(0)
    expect(show).to_be_disabled()
    expect(progress).to_have_text(progress_line(0, 1))

    colour.get_by_role("button", name=pgettext("button", "Reset")).click()
    expect(tower_on(colour, "a8", "gold-orange")).to_have_count(1)
    expect(show).to_be_enabled()
    expect(colour.locator(".kw-shown-mark")).to_have_text("\u25d1")  # the saved progress says "shown"
    move(colour, "a8", "a4")
    expect_solved(colour, re.compile(r"^Right: c6 is orange"))
    expect(colour.locator(".kw-solved-mark")).to_have_text("\u2713")
    expect(colour.locator(".kw-shown-mark")).to_have_count(0)
    expect(progress).to_have_text(progress_line(1, 0))
    expect(square(colour, "a4").locator('[data-tower="gold-orange"]')).to_have_count(1)
