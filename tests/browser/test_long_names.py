"""Long player names in JupyterLab: a 525-character name without spaces and a 70-character name with spaces. No
element of the widget is wider than the widget (the "Computer plays" drop-down, the fill prompt and its buttons, the
scoreboard, the status line); names are shortened with "…" where there is no room, with the full name as tooltip and
label (issues 13.5 and 14.7)."""

from helpers.lab import open_board
from playwright.sync_api import expect

LONG = "Wolfeschlegelsteinhausenbergerdorff" * 15
SPACED = "Anna Maria Theresia Walburga Amalia Christina of the House of Habsburg"

# Every element of the widget that takes up room, with its box, except screen-reader-only text.
BOXES = """root => [root, ...root.querySelectorAll('*')]
  .filter(e => !e.closest('.kw-sr-only') && e.getClientRects().length > 0)
  .map(e => { const r = e.getBoundingClientRect();
              return {what: e.tagName.toLowerCase() + '.' + (e.className.baseVal ?? e.className),
                      left: r.left, right: r.right, width: r.width}; })"""


def test_long_names_never_widen_the_widget_and_stay_available_in_full(page, lab):
    widget = open_board(page, lab, "long_names.ipynb")
    fill = widget.locator(".kw-fill")
    expect(fill).to_be_visible()
    box = widget.bounding_box()
    board = widget.locator(".kw-board-frame").bounding_box()
    assert box["width"] <= 562

    too_wide = [b for b in widget.evaluate(BOXES)
                if b["width"] > box["width"] + 1 or b["right"] > box["x"] + box["width"] + 1]
    assert too_wide == [], f"wider than the widget ({box['width']:.0f} px): {too_wide[:5]}"
    for part in [".kw-fill", ".kw-fill-prompt", ".kw-fill-buttons", ".kw-scoreboard", ".kw-status",
                 ".kw-message", ".kw-computer", 'select[name="computer-side"]']:
        b = widget.locator(part).first.bounding_box()
        assert b["x"] + b["width"] <= board["x"] + board["width"] + 1, f"{part} reaches past the board's right edge"

    # The scoreboard shows the names with an ellipsis; the full name is the text and the tooltip.
    for player, name in [("black", LONG), ("gold", SPACED)]:
        shown = widget.locator(f'[data-name="{player}"]')
        expect(shown).to_have_attribute("title", name)
        expect(shown).to_have_text(name)
    assert widget.locator('[data-name="black"]').evaluate("e => e.scrollWidth > e.clientWidth"), "cut by an ellipsis"

    # The fill prompt shortens the names, with the full text as tooltip and label; the round's headline is the
    # status line's (below), not said again in a panel.
    prompt = widget.locator(".kw-fill-prompt")
    assert "…" in prompt.text_content() and LONG not in prompt.text_content()
    for attribute in ["title", "aria-label"]:
        assert LONG in prompt.get_attribute(attribute) and SPACED in prompt.get_attribute(attribute)
    expect(widget.locator(".kw-round-end")).to_be_hidden()

    # Python's sentences (status, message, round result) shorten the names the same way.
    status = widget.locator(".kw-status-text")
    assert LONG not in status.text_content() and "Wolfeschlegelsteinhause…" in status.text_content()
    assert LONG in status.get_attribute("title") and status.get_attribute("aria-label") == status.get_attribute("title")
    for part in [".kw-message-text", ".kw-fill-prompt"]:
        assert LONG not in widget.locator(part).text_content(), part
    assert widget.locator(".kw-status").bounding_box()["height"] < 60, "the status stays a line or two"

    # "Computer plays": the options name the players shortly; the full names are their tooltip and label.
    for side, name in [("black", LONG), ("gold", SPACED)]:
        option = widget.locator(f'select[name="computer-side"] option[value="{side}"]')
        assert len(option.text_content()) < 40 and option.text_content().endswith("…)")
        assert name in option.get_attribute("title") and name in option.get_attribute("aria-label")
