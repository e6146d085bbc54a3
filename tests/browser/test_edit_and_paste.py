"""Edit mode and the position text in the browser: set a position up by clicks, play from it,
paste a position text, and see a bad text refused without any change."""


from helpers.lab import code_cell, open_board, run_cell, square
from playwright.sync_api import expect

from kamisado_widget.engine import Colour, Match, Player
from kamisado_widget.engine.catalogue import _
from kamisado_widget.engine.names import tower_name
from kamisado_widget.protocol.page_words import page_words
from kamisado_widget.session.sentences import sentence

INITIAL = "obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard target=3 round=1 challenger=b score=0-0"
EDITED = "obupyrgn/8/8/8/3Y+4/8/8/NGR1PUBO g * - standard target=3 round=1 challenger=b score=1-0"
PASTED = "r+4bou/R4p2/2n5/8/2OY4/3y4/4U2g/3NG1P+B+ g r - standard target=7 round=4 challenger=b score=2-1"


def test_set_up_a_position_play_from_it_and_paste_one(page, lab):
    widget = open_board(page, lab, "edit.ipynb")

    # The position text of the current state, ready to copy.
    panel = widget.locator(".kw-position")
    panel.locator("summary").click()
    text = panel.locator(".kw-position-text")
    expect(text).to_have_value(INITIAL)

    # Edit mode: the editor replaces the play controls.
    words = page_words()
    panel.get_by_role("button", name=words["edit_position"]).click()
    expect(widget).to_have_attribute("data-mode", "edit")
    editor = widget.locator(".kw-editor")
    expect(editor).to_be_visible()
    expect(widget.locator(".kw-scoreboard")).to_be_hidden()
    expect(widget.locator(".kw-history")).to_be_hidden()
    expect(editor.locator("[data-edit-tower]")).to_have_count(16)
    # Each player's name in the palette stands on one line (issue 39: "Blac/k" broke inside the word).
    lines = editor.locator(".kw-palette-name").evaluate_all("""names => names.map((name) => {
        const range = document.createRange(); range.selectNodeContents(name); return range.getClientRects().length; })""")
    assert lines == [1, 1], lines

    # Clearing the board makes the set-up unplayable (B6); Done refuses it; undo brings it back.
    editor.get_by_role("button", name=words["clear"]).click()
    expect(widget.locator("[data-tower]")).to_have_count(0)
    problem = editor.locator(".kw-editor-problem")
    expect(problem).to_contain_text("B6")
    editor.get_by_role("button", name=words["done"]).click()
    expect(widget.locator(".kw-message")).to_have_attribute("data-kind", "error")
    expect(widget).to_have_attribute("data-mode", "edit")
    editor.get_by_role("button", name=words["undo_edit"]).click()
    expect(widget.locator("[data-tower]")).to_have_count(16)
    expect(problem).to_have_attribute("data-ok", "true")

    # Pick Black's Yellow up from d1 and put it on d4.
    square(widget, "d1").click()
    expect(square(widget, "d1").locator('[data-tower="black-yellow"]')).to_have_attribute("data-picked", "true")
    expect(editor.locator('[data-edit-tower="black-yellow"]')).to_have_attribute("aria-pressed", "true")
    square(widget, "d4").click()
    expect(square(widget, "d4").locator('[data-tower="black-yellow"]')).to_have_count(1)
    expect(square(widget, "d1").locator("[data-tower]")).to_have_count(0)
    expect(editor.locator('[data-edit-tower="black-yellow"]')).to_have_attribute("data-placed", "d4")

    # Make it a Sumo (picked from the palette) and let Gold move first.
    editor.locator('[data-edit-tower="black-yellow"]').click()
    expect(editor.locator(".kw-picked-text")).to_have_text(words["picked_on"].format(
        tower=tower_name(Player.BLACK, Colour.YELLOW, 0), square="d4"))
    editor.locator('select[name="rank"]').select_option("1")
    expect(square(widget, "d4").locator('[data-tower="black-yellow"]')).to_have_attribute("data-rank", "1")
    expect(square(widget, "d4").locator(".kw-ring")).to_have_count(1)
    expect(editor.locator(".kw-edit-scores")).to_have_text(_(
        "Scores from the ranks (P2): {black} {black_score}, {gold} {gold_score}.").format(
        black="Black", black_score=1, gold="Gold", gold_score=0))
    editor.locator('select[name="turn"]').select_option("gold")
    expect(editor.locator('select[name="to_move"] option')).to_have_count(9)  # free choice + Gold's 8
    expect(editor.locator('select[name="turn"]')).to_have_value("gold")

    # Done: the engine accepts the set-up and play goes on from it.
    editor.get_by_role("button", name=words["done"]).click()
    expect(widget).to_have_attribute("data-mode", "play")
    expect(editor).to_be_hidden()
    expect(widget.locator(".kw-scoreboard")).to_be_visible()
    expect(widget.locator('[data-score="black"]')).to_have_text("1")
    expect(widget.locator(".kw-status")).to_have_text(_("{player} to move: any tower ({rule}).").format(
        player="Gold", rule="T1"))
    expect(text).to_have_value(EDITED)

    # Play on from it: Gold's Orange a8-a7, then the kernel has the position after that move.
    square(widget, "a8").click()
    expect(square(widget, "a7")).to_have_attribute("data-target", "step")
    square(widget, "a7").click()
    expect(square(widget, "a7").locator('[data-tower="gold-orange"]')).to_have_count(1)
    after = Match.from_text(EDITED)
    after.play("a8-a7")
    expect(text).to_have_value(after.text())
    cell = code_cell(page, 'print("position:"')
    run_cell(page, cell)
    expect(cell.locator(".jp-OutputArea-output")).to_contain_text(f"position: {after.text()}")

    # Paste a match text: the board shows it. A bad text changes nothing and says why.
    paste = panel.locator(".kw-paste-text")
    paste.fill(PASTED)
    panel.get_by_role("button", name=words["load"], exact=True).click()
    expect(text).to_have_value(PASTED)
    expect(square(widget, "a8").locator('[data-tower="gold-red"]')).to_have_attribute("data-rank", "1")
    expect(widget.locator(".kw-match-info")).to_have_text(words["match_info.7"].format(round=4))
    version = widget.get_attribute("data-version")
    paste.fill("not a position")
    paste.press("Enter")
    expect(widget).not_to_have_attribute("data-version", version)
    expect(widget.locator(".kw-message")).to_have_attribute("data-kind", "error")
    refused = _("position text: expected 5 fields (board, side, tower, push flag, layout), found {count}: {text}").format(
        count=3, text="'not a position'")
    expect(widget.locator(".kw-message")).to_have_text(_("Nothing changed.") + " " + sentence(refused))
    expect(text).to_have_value(PASTED)
    assert page.kw_errors == []
