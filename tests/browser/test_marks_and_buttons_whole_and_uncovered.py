"""What an exercise's board draws stays whole and uncovered, in a real JupyterLab and Chromium: a push is
previewed in full before the click, with an arrow for each pushed tower and landing frames clear of the colour dots;
at 360 px no exercise button is cut; and the last move's arrows cover neither a tower's colour dot nor a square's
label."""

from __future__ import annotations

import re

from helpers.lab import settled, square
from helpers.lesson_page import exercise_and_board
from playwright.sync_api import expect

from kamisado_widget.engine.catalogue import _
from kamisado_widget.protocol.page_words import page_words
from kamisado_widget.session.pointer import PUSH_PREVIEW


def test_S2_S7_a_double_push_is_previewed_in_full_before_the_click(page, lab):
    _ex, board = exercise_and_board(page, lab)
    expect(board.locator("[data-would-push], [data-would-land]")).to_have_count(0)
    square(board, "d3").click()
    expect(board.locator("[data-would-push]")).to_have_count(2)
    expect(square(board, "d4")).to_have_attribute("data-would-push", "true")
    expect(square(board, "d5")).to_have_attribute("data-would-push", "true")
    expect(square(board, "d5")).to_have_attribute("data-would-land", "true")
    expect(square(board, "d6")).to_have_attribute("data-would-land", "true")
    words = page_words()
    expect(square(board, "d6")).to_have_attribute("aria-label", re.compile(
        re.escape(", ".join(["", words["square_empty"], words["would_land"]])) + "$"))
    # An arrow for each tower the push would move, to where it would land (S2, S7), and one sentence about it.
    expect(board.locator('[data-arrow-kind="preview"]')).to_have_count(2)
    expect(board.locator('[data-arrow="d4-d5"][data-arrow-kind="preview"]')).to_have_count(1)
    expect(board.locator('[data-arrow="d5-d6"][data-arrow-kind="preview"]')).to_have_count(1)
    expect(board.locator(".kw-message-text")).to_contain_text(_(PUSH_PREVIEW))
    # The landing frame runs round the square's edge, clear of the colour dot of the tower that stands there.
    clear = board.evaluate("""(b) => {
      const cell = b.querySelector('[data-square="d5"]');
      const sq = cell.getBoundingClientRect();
      const dot = cell.querySelector('.kw-tower-top').getBoundingClientRect();
      const frame = getComputedStyle(cell, '::before');
      const inset = parseFloat(frame.top) + parseFloat(frame.borderTopWidth);
      return [dot.left >= sq.left + inset, dot.right <= sq.right - inset, dot.top >= sq.top + inset,
              dot.bottom <= sq.bottom - inset];
    }""")
    assert all(clear), clear


def test_at_360_px_no_exercise_button_is_cut(page, lab):
    ex, _board = exercise_and_board(page, lab)
    ex.evaluate(
        "(e) => { const out = e.closest('.jp-OutputArea-output'); out.style.width = '360px'; out.style.maxWidth = '360px'; }"
    )
    settled(ex)  # laid out at 360 px
    for name in ("Hint", "Show me", "Reset"):
        button = ex.get_by_role("button", name=name)
        expect(button).to_be_visible()
        cut = button.evaluate("(b) => b.scrollWidth > b.clientWidth + 1 || b.getBoundingClientRect().right > "
                              "b.closest('.kw-exercise').getBoundingClientRect().right + 1")
        assert not cut, f"{name} is cut at 360 px"


def pixels(page, box) -> bytes:
    """The screen's pixels in ``box`` (a dict with x, y, width, height), as PNG bytes."""
    return page.screenshot(clip=box, animations="disabled", caret="hide")


def covered_by_arrows(page, board, boxes) -> list[int]:
    """The indexes of the ``boxes`` whose pixels change when the board's arrows are hidden: what an arrow covers."""
    shown = [pixels(page, box) for box in boxes]
    board.evaluate("(w) => { w.querySelector('.kw-arrows').style.visibility = 'hidden'; }")
    hidden = [pixels(page, box) for box in boxes]
    board.evaluate("(w) => { w.querySelector('.kw-arrows').style.visibility = ''; }")
    return [i for i, (a, b) in enumerate(zip(shown, hidden)) if a != b]


def test_S2_after_a_double_push_no_arrow_covers_a_towers_colour_dot(page, lab):
    _ex, board = exercise_and_board(page, lab)
    square(board, "d3").click()
    square(board, "d4").click()
    expect(board.locator(".kw-arrow")).to_have_count(3)  # the push and the two pushed towers' arrows
    board.scroll_into_view_if_needed()
    # Each tower's colour dot: the square inside its round top, where only the tower's colour is drawn.
    dots = board.evaluate("""(b) => [...b.querySelectorAll('.kw-tower-top')].map((top) => {
      const r = top.getBoundingClientRect(), side = Math.floor(r.width * 0.7), pad = (r.width - side) / 2;
      return {x: Math.ceil(r.left + pad), y: Math.ceil(r.top + pad), width: side - 1, height: side - 1};
    })""")
    assert len(dots) == 16 and all(d["width"] >= 4 for d in dots), dots
    covered = covered_by_arrows(page, board, dots)
    assert not covered, f"arrows cover the colour dots of {len(covered)} towers"


def test_M8_a_blocked_label_is_whole_and_above_the_last_moves_arrow(page, lab):
    exercise_and_board(page, lab)
    board = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .kamisado-widget").nth(2)
    expect(square(board, "a2")).to_have_attribute("data-blocked", "2")
    expect(board.locator('[data-arrow="a3-a2"]')).to_have_count(1)
    note = square(board, "a2").locator(".kw-note")
    expect(note).to_have_text("blocked 2")
    for width in (None, 360):
        if width:
            board.evaluate(f"(w) => {{ const out = w.closest('.jp-OutputArea-output'); out.style.width = '{width}px'; "
                           f"out.style.maxWidth = '{width}px'; }}")
            settled(board)  # laid out at 360 px
        board.scroll_into_view_if_needed()
        cut = note.evaluate("(n) => n.scrollWidth > n.clientWidth + 1")
        assert not cut, f"'blocked 2' is cut at {width or 'full'} width"
        box = note.bounding_box()
        assert box is not None
        clip = {"x": box["x"] + 1, "y": box["y"] + 1, "width": box["width"] - 2, "height": box["height"] - 2}
        assert not covered_by_arrows(page, board, [clip]), f"the arrow covers the label at {width or 'full'} width"
