"""Keyboard play on the ARIA grid, the flipped view, undo/redo, a new match, and hostile names."""

import re

from helpers.lab import code_cell, open_board, open_notebook, run_all_cells, run_cell, square, widget_in_view
from playwright.sync_api import expect

from kamisado_widget.engine import Colour, Player, colour_name
from kamisado_widget.engine.catalogue import _, ngettext
from kamisado_widget.engine.match import TARGETS
from kamisado_widget.engine.names import tower_name
from kamisado_widget.protocol.page_words import page_words

FOCUSED = "() => document.activeElement?.dataset?.square ?? null"
RING = "e => getComputedStyle(e, '::after').content"


def press(page, *keys):
    for key in keys:
        page.keyboard.press(key)


def kernel_events(page):
    cell = code_cell(page, 'print("position:"')
    run_cell(page, cell)
    return cell.locator(".jp-OutputArea-output")


def test_one_move_by_keyboard_then_flip_undo_redo_and_new_match(page, lab):
    open_notebook(page, lab, "keyboard.ipynb")
    run_all_cells(page)
    widget = widget_in_view(page)
    grid = widget.get_by_role("grid")
    expect(grid).to_have_count(1)
    expect(grid.get_by_role("row")).to_have_count(8)
    expect(grid.get_by_role("gridcell")).to_have_count(64)
    expect(grid.get_by_role("row").first.get_by_role("gridcell")).to_have_count(8)

    # Roving tabindex: exactly one cell is in the tab order.
    tabbable = grid.locator('[tabindex="0"]')
    expect(tabbable).to_have_count(1)
    expect(tabbable).to_have_attribute("data-square", "a1")
    tabbable.focus()

    # Arrows move the focus ring: a1 → d1. Enter selects Black's Yellow (T1: any tower).
    press(page, "ArrowRight", "ArrowRight", "ArrowRight")
    assert page.evaluate(FOCUSED) == "d1"
    expect(grid.locator('[tabindex="0"]')).to_have_attribute("data-square", "d1")
    assert square(widget, "d1").evaluate(RING) not in ("none", "normal")  # the focus ring is drawn
    assert square(widget, "a1").evaluate(RING) in ("none", "normal")
    press(page, "Enter")
    expect(square(widget, "d1")).to_have_attribute("aria-selected", "true")
    expect(square(widget, "d4")).to_have_attribute("data-target", "step")
    words = page_words()
    d4 = words["square"].format(square="d4", colour=colour_name(Colour.BROWN))
    expect(square(widget, "d4")).to_have_attribute("aria-label", ", ".join([d4, words["square_empty"],
                                                                           words["target_step"]]))
    assert page.evaluate(FOCUSED) == "d1"  # focus survives the new view

    # d1 → d4 and Enter: the move is played; focus stays on d4 after the board is redrawn.
    press(page, "ArrowUp", "ArrowUp", "ArrowUp")
    assert page.evaluate(FOCUSED) == "d4"
    press(page, " ")  # Space works like Enter
    expect(square(widget, "d4").locator('[data-tower="black-yellow"]')).to_have_count(1)
    expect(square(widget, "d1").locator("[data-tower]")).to_have_count(0)
    assert page.evaluate(FOCUSED) == "d4"
    yellow = tower_name(Player.BLACK, Colour.YELLOW, 0)  # the tower on the square, then that the last move ended here
    expect(square(widget, "d4")).to_have_attribute("aria-label", re.compile(
        "^" + re.escape(d4 + ", " + yellow + ", ") + ".*" + re.escape(words["last_to"])))

    # Gold must move Brown (T2: d4 is brown), on h8. Select it by keyboard, then Escape cancels.
    press(page, *["ArrowUp"] * 4, *["ArrowRight"] * 4)
    assert page.evaluate(FOCUSED) == "h8"
    press(page, "Enter")
    expect(square(widget, "h8")).to_have_attribute("aria-selected", "true")
    expect(widget.locator("[data-target]").first).to_be_attached()
    press(page, "Escape")
    expect(widget.locator('.kw-board [aria-selected="true"]')).to_have_count(0)
    expect(widget.locator("[data-target]")).to_have_count(0)
    assert page.evaluate(FOCUSED) == "h8"
    expect(kernel_events(page)).to_contain_text("events: d1-d4")

    # Gold at the bottom: rank 8 below rank 1, file h on the left, labels follow.
    widget.get_by_label(words["flipped"]).check()
    expect(widget).to_have_attribute("data-flipped", "true")
    a1, a8, h1 = (square(widget, n).bounding_box() for n in ("a1", "a8", "h1"))
    assert a8["y"] > a1["y"] and h1["x"] < a1["x"]
    assert widget.locator(".kw-ranks .kw-label").all_text_contents() == list("12345678")
    assert widget.locator(".kw-files .kw-label").all_text_contents() == list("hgfedcba")
    expect(grid).to_have_attribute("aria-label", words["grid_flipped"])
    # Arrows follow the screen: up from h8 is h7 now, right is g.
    grid.locator('[tabindex="0"]').focus()
    assert page.evaluate(FOCUSED) == "h8"
    press(page, "ArrowUp", "ArrowRight")
    assert page.evaluate(FOCUSED) == "g7"
    widget.get_by_label(words["flipped"]).uncheck()
    expect(widget).to_have_attribute("data-flipped", "false")

    # Undo and redo, enabled as Python says.
    undo, redo = widget.locator('[data-action="undo"]'), widget.locator('[data-action="redo"]')
    expect(undo).to_be_enabled()
    expect(redo).to_be_disabled()
    undo.click()
    expect(square(widget, "d1").locator('[data-tower="black-yellow"]')).to_have_count(1)
    expect(undo).to_be_disabled()
    expect(redo).to_be_enabled()
    redo.click()
    expect(square(widget, "d4").locator('[data-tower="black-yellow"]')).to_have_count(1)
    expect(redo).to_be_disabled()

    # A new Marathon match on the mirrored layout (R1, B4): a1 is Orange, h1 Brown.
    form = widget.locator(".kw-new-match")
    assert form.locator('select[name="target"] option').all_text_contents() == [
        ngettext("{length} ({count} point)", "{length} ({count} points)", t).format(length=_(name), count=t)
        for t, name in TARGETS.items()
    ]
    form.locator('select[name="target"]').select_option("15")
    form.locator('select[name="layout"]').select_option("mirrored")
    # A game is in progress: New match asks first, and "Keep playing" keeps it.
    form.get_by_role("button", name=words["new_match"]).click()
    confirm = form.locator(".kw-new-match-confirm")
    expect(confirm).to_be_visible()
    expect(confirm).to_contain_text(words["discard_question"])
    expect(form.get_by_role("button", name=words["keep_playing"])).to_be_focused()
    form.get_by_role("button", name=words["keep_playing"]).click()
    expect(confirm).to_be_hidden()
    expect(square(widget, "d4").locator('[data-tower="black-yellow"]')).to_have_count(1)
    expect(widget.locator(".kw-match-info")).not_to_contain_text(_(TARGETS[15]))
    form.get_by_role("button", name=words["new_match"]).click()
    form.get_by_role("button", name=words["discard"]).click()
    expect(confirm).to_be_hidden()
    expect(widget.locator(".kw-match-info")).to_have_text(words["match_info.15"].format(round=1))
    expect(square(widget, "a1")).to_have_attribute("data-colour", "orange")
    expect(square(widget, "h1")).to_have_attribute("data-colour", "brown")
    expect(square(widget, "a1").locator('[data-tower="black-orange"]')).to_have_count(1)
    expect(square(widget, "a1")).to_have_attribute("title", re.compile(r"^a1, Orange square, Black's Orange tower"))
    output = kernel_events(page)
    expect(output).to_contain_text("mirrored target=15 round=1")
    expect(output).to_contain_text(re.compile(r"events:\s*$"))
    assert page.kw_errors == []


def test_player_names_are_text_and_hidden_controls_stay_hidden(page, lab):
    widget = open_board(page, lab, "names.ipynb")
    expect(widget.locator('[data-name="black"]')).to_have_text("<img src=x onerror=alert(1)>")
    expect(widget.locator('[data-name="gold"]')).to_have_text("<b>Gold</b> & co")
    assert widget.locator("img, b").count() == 0  # nothing was parsed as markup
    # The board stays usable and the names stay text when the view changes.
    square(widget, "c1").click()
    expect(square(widget, "c1")).to_have_attribute("aria-selected", "true")
    expect(widget.locator('[data-name="black"]')).to_have_text("<img src=x onerror=alert(1)>")
    assert widget.locator("img, b").count() == 0
    assert page.kw_dialogs == []  # no alert ran
    # controls={"match": False}: no new-match form; undo/redo and the view switches remain.
    expect(widget.locator(".kw-new-match")).to_be_hidden()
    expect(widget.locator(".kw-history")).to_be_visible()
    expect(widget.get_by_label("Colour-blind view")).to_be_visible()
    assert page.kw_errors == []
