"""How the board looks in JupyterLab: a position in play, the colour-blind view (B5) and the dark
theme. Writes docs/play.png, docs/colour-blind.png and docs/dark.png when they are missing or
when KAMISADO_UPDATE_SCREENSHOTS=1."""

import os
import re
from pathlib import Path

from helpers.lab import open_board, set_theme
from playwright.sync_api import expect

from kamisado_widget.engine import Colour

DOCS = Path(__file__).parents[2] / "docs"
UPDATE = os.environ.get("KAMISADO_UPDATE_SCREENSHOTS") == "1"


def save(widget, name):
    path = DOCS / name
    if UPDATE or not path.exists():
        widget.screenshot(path=str(path), animations="disabled")


def luminance(css_colour):
    r, g, b = (int(x) / 255 for x in re.findall(r"\d+", css_colour)[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_play_colour_blind_and_dark_views(page, lab):
    page.emulate_media(reduced_motion="reduce")  # steady screenshots: no pulse, no slide
    widget = open_board(page, lab, "looks.ipynb")

    # In play: Gold just stepped c8-f5, Black's Green Sumo (h1) is selected with 5 steps and a push.
    expect(widget.locator('[data-square="h1"]')).to_have_attribute("aria-selected", "true")
    expect(widget.locator('[data-target="step"]')).to_have_count(5)
    expect(widget.locator('[data-target="push"]')).to_have_count(1)
    expect(widget.locator('.kw-arrows [data-arrow="c8-f5"]')).to_have_count(1)
    expect(widget.locator('[data-name="black"]')).to_have_text("Ann")
    expect(widget.locator('[data-player="black"] .kw-side')).to_have_text("(Black)")
    board = widget.locator(".kw-board").bounding_box()
    assert 400 < board["width"] <= 560 and abs(board["width"] - board["height"]) < 2
    save(widget, "play.png")

    # Colour-blind view (B5): every square and tower shows its colour's character.
    chars = widget.locator(".kw-square .kw-char")
    expect(chars.first).to_be_hidden()
    widget.get_by_label("Colour-blind view").check()
    expect(widget).to_have_attribute("data-colour-blind", "true")
    expect(chars.first).to_be_visible()
    expected = {c.name.lower(): c.character for c in Colour}
    shown = widget.locator(".kw-square").evaluate_all(
        "els => els.map(e => [e.dataset.colour, e.querySelector('.kw-char').textContent])"
    )
    assert len(shown) == 64 and all(expected[colour] == char for colour, char in shown)
    on_towers = widget.locator("[data-tower]").evaluate_all(
        "els => els.map(e => [e.dataset.colour, e.querySelector('.kw-tower-char').textContent, "
        "e.querySelector('.kw-tower-char').offsetWidth > 0])"
    )
    assert all(expected[colour] == char and visible for colour, char, visible in on_towers)
    # The characters come from the widget's own font, not from a CJK font the machine may lack.
    family = chars.first.evaluate("e => getComputedStyle(e).fontFamily")
    assert family.startswith('"Kamisado Characters"')
    loaded = page.evaluate(
        """async (text) => (await document.fonts.load('700 16px "Kamisado Characters"', text))
                          .map(face => face.status)""",
        "".join(expected.values()),
    )
    assert loaded == ["loaded"]
    save(widget, "colour-blind.png")
    widget.get_by_label("Colour-blind view").uncheck()
    expect(chars.first).to_be_hidden()

    # JupyterLab Dark: the widget's text follows the theme and stays readable.
    status = widget.locator(".kw-status")
    light_text = luminance(status.evaluate("e => getComputedStyle(e).color"))
    set_theme(page, "JupyterLab Dark")
    expect(page.locator("body")).to_have_attribute("data-jp-theme-name", "JupyterLab Dark")
    page.wait_for_function(
        "() => getComputedStyle(document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .kw-status')).color "
        "!== 'rgb(0, 0, 0)'"
    )
    dark_text = luminance(status.evaluate("e => getComputedStyle(e).color"))
    background = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook").evaluate(
        "e => getComputedStyle(e).backgroundColor"
    )
    assert light_text < 0.4 and dark_text > 0.6 and luminance(background) < 0.3
    for name in ("black", "gold"):
        colour = widget.locator(f'[data-name="{name}"]').evaluate("e => getComputedStyle(e).color")
        assert luminance(colour) > 0.6
    save(widget, "dark.png")
    set_theme(page, "JupyterLab Light")
    assert page.kw_errors == []
