"""Explore mode in JupyterLab, by clicks: the Explore toggle marks every move of the side to move with its proven
result (from the opening book on the first moves), each mark's short label drawn on its target square and its
sentence in the square's accessible name, and lists the moves best first; the best-marked move is played by
clicks on the board, the marks follow the new position, and a click on the list's best entry plays Gold's reply.
The list goes under the board and fits at 360 px. Writes docs/explore.png when it is missing or when
KAMISADO_UPDATE_SCREENSHOTS=1."""

import re

from helpers.lab import add_cell, open_board, settled, square
from helpers.looks import save
from playwright.sync_api import expect

LABEL = re.compile(r"^(\S{1,4}|…)$")  # a short mark: "W9", "L5", "?", "…" (German "G9", "V5")


def entries(widget):
    """The list's moves, in the order shown: (move, data-result, label, text, best)."""
    return widget.locator(".kw-explore-move").evaluate_all(
        """els => els.map(e => [e.dataset.move, e.dataset.result, e.querySelector('.kw-explore-label').textContent,
                                e.querySelector('.kw-explore-text').textContent, e.dataset.best === 'true'])"""
    )


def marks(widget):
    """Square -> (result, label, best) of every marked square."""
    rows = widget.locator("[data-explore]").evaluate_all(
        """els => els.map(e => [e.dataset.square, e.dataset.explore, e.querySelector('.kw-explore-mark').textContent,
                                e.dataset.exploreBest === 'true'])"""
    )
    return {sq: (result, label, best) for sq, result, label, best in rows}


def worked_out(widget):
    """Wait until every move of the position shown has its answer (no pending move left)."""
    expect(widget.locator(".kw-explore")).not_to_have_attribute("data-pending", "true")
    expect(widget.locator('.kw-explore-move[data-result="pending"]')).to_have_count(0)
    expect(widget.locator(".kw-explore-move").first).to_be_visible()


def tower_on(widget, name):
    return square(widget, name).locator("[data-tower]").get_attribute("data-tower")


def test_explore_marks_the_moves_and_the_best_marked_move_is_played_by_clicks(page, lab):
    widget = open_board(page, lab, "explore.ipynb")
    toggle = widget.locator('[data-action="explore"]')
    expect(toggle).to_have_attribute("aria-pressed", "false")
    expect(widget.locator("[data-explore]")).to_have_count(0)

    # On: the first moves' answers come from the opening book.
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    worked_out(widget)
    listed = entries(widget)
    assert len(listed) > 20, listed  # every first move of any Black tower (T1)
    assert all(LABEL.match(label) for _, _, label, _, _ in listed), listed
    move, result, label, text, best = listed[0]
    assert best and result == "win", listed[0]
    frm, to = move.split("-")
    shown = marks(widget)
    assert shown[to] == ("win", label, True), (to, shown.get(to))
    assert all(LABEL.match(mark) for _, mark, _ in shown.values()), shown
    assert all(r in ("win", "loss", "unknown") for r, _, _ in shown.values()), shown
    expect(square(widget, to)).to_have_attribute("aria-label", re.compile(re.escape(text)))
    expect(square(widget, to).locator(".kw-explore-mark")).to_be_visible()
    expect(widget.locator(".kw-explore-heading")).not_to_be_empty()
    size = page.viewport_size
    page.set_viewport_size({"width": size["width"], "height": 1600})  # the whole widget, its list too
    save(widget, "explore.png")
    page.set_viewport_size(size)

    # The list goes under the board and nothing of it is wider than the widget at 360 px.
    widget.evaluate("w => { const out = w.closest('.jp-OutputArea-output'); out.style.width = out.style.maxWidth = '360px'; }")
    settled(widget)
    fit = widget.evaluate(
        """w => {
          const box = w.getBoundingClientRect(), board = w.querySelector('.kw-board').getBoundingClientRect();
          const list = w.querySelector('.kw-explore-list').getBoundingClientRect();
          const wide = [...w.querySelectorAll('.kw-explore *')].filter(e => e.getBoundingClientRect().right > box.right + 0.5);
          const cut = [...w.querySelectorAll('[data-explore] .kw-explore-mark')].filter(m => {
            const r = m.getBoundingClientRect(), c = m.parentElement.getBoundingClientRect();
            return r.left < c.left - 0.5 || r.right > c.right + 0.5; });
          return {width: box.width, under: list.top >= board.bottom, wide: wide.length, cut: cut.length};
        }"""
    )
    assert fit["width"] <= 361 and fit["under"] and fit["wide"] == 0 and fit["cut"] == 0, fit
    widget.evaluate("w => { const out = w.closest('.jp-OutputArea-output'); out.style.width = out.style.maxWidth = ''; }")

    # The best-marked move, played by clicks on the board: its tower, then its marked square.
    tower = tower_on(widget, frm)
    square(widget, frm).click()
    expect(square(widget, frm)).to_have_attribute("aria-selected", "true")
    square(widget, to).click()
    expect(square(widget, to).locator(f'[data-tower="{tower}"]')).to_have_count(1)
    expect(square(widget, to)).to_have_attribute("data-last", "to")

    # The marks follow: now Gold's tower to move, each of its moves from its square.
    mover = widget.locator('[data-tower][data-mover="true"]')
    expect(mover).to_have_count(1)
    gold = mover.evaluate("e => e.closest('[data-square]').dataset.square")
    expect(widget.locator(".kw-explore-move").first).to_have_attribute("data-move", re.compile(f"^{gold}-"))
    worked_out(widget)
    reply = entries(widget)
    assert all(m.startswith(f"{gold}-") for m, *_ in reply), reply
    assert all(r in ("win", "loss", "unknown") for _, r, *_ in reply), reply

    # A click on the first (best) entry of the list plays Gold's reply with the clicks the board would get.
    reply_move = reply[0][0]
    reply_to = reply_move.split("-")[1]
    gold_tower = tower_on(widget, gold)
    widget.locator(f'.kw-explore-move[data-move="{reply_move}"]').click()
    expect(square(widget, reply_to).locator(f'[data-tower="{gold_tower}"]')).to_have_count(1)
    expect(square(widget, reply_to)).to_have_attribute("data-last", "to")

    # The kernel played both moves; explore mode is on there too.
    cell = add_cell(page, 'print("moves:", " ".join(e.text() for e in w.match.events), "| explore:", w.explore)')
    expect(cell.locator(".jp-OutputArea-output")).to_have_text(f"moves: {move} {reply_move} | explore: True")

    # Off: every mark and the list go.
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "false")
    expect(widget.locator("[data-explore]")).to_have_count(0)
    expect(widget.locator(".kw-explore-panel")).to_be_hidden()
    assert page.kw_errors == []
