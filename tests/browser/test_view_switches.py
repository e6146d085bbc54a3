"""The view switches are synced traits: `flipped` set in the kernel flips the page and checks its
box; the colour-blind box clicked in the page sets `colour_blind` in the kernel."""


from helpers.lab import code_cell, open_notebook, run_cell, square, widget_in_view
from playwright.sync_api import expect

from kamisado_widget.protocol.page_words import page_words


def test_flipped_from_python_and_colour_blind_from_the_page_agree_both_ways(page, lab):
    open_notebook(page, lab, "switches.ipynb")
    # Only the board first: the page starts unflipped, both boxes unchecked.
    run_cell(page, code_cell(page, "w = KamisadoWidget("))
    widget = widget_in_view(page)
    expect(widget.locator("[data-tower]")).to_have_count(16)
    words = page_words()
    flipped_box = widget.get_by_label(words["flipped"])
    colour_blind_box = widget.get_by_label(words["colour_blind"])
    expect(widget).to_have_attribute("data-flipped", "false")
    expect(flipped_box).not_to_be_checked()
    expect(colour_blind_box).not_to_be_checked()

    # Python sets w.flipped = True: the page flips (rank 8 at the bottom) and the box is checked.
    run_cell(page, code_cell(page, "w.flipped = True"))
    expect(widget).to_have_attribute("data-flipped", "true")
    expect(flipped_box).to_be_checked()
    a1, a8 = (square(widget, n).bounding_box() for n in ("a1", "a8"))
    assert a8["y"] > a1["y"]
    expect(widget.get_by_role("grid")).to_have_attribute("aria-label", words["grid_flipped"])

    # The page's colour-blind box sets the kernel's trait.
    colour_blind_box.check()
    expect(widget).to_have_attribute("data-colour-blind", "true")
    report = code_cell(page, 'print("switches:"')
    run_cell(page, report)
    expect(report.locator(".jp-OutputArea-output")).to_have_text("switches: True True")

    # And back: unchecking the flipped box in the page clears the kernel's trait.
    flipped_box.uncheck()
    expect(widget).to_have_attribute("data-flipped", "false")
    run_cell(page, report)
    expect(report.locator(".jp-OutputArea-output")).to_have_text("switches: False True")
    assert page.kw_errors == []
