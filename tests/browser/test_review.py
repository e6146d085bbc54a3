"""The game review in JupyterLab, by clicks: a finished round loaded from a record offers its review; the Review
button starts it, a progress bar (role=progressbar) counts the moves graded, then Python's chart and the list of
mistakes show; a click on a mistake shows the position after that move in replay. Writes docs/review.png when it
is missing or when KAMISADO_UPDATE_SCREENSHOTS=1."""

import re

from helpers.lab import add_cell, open_board, square
from helpers.looks import save
from playwright.sync_api import expect

# Every value the progress bar shows while the review works, recorded in the page (no pause, no polling).
WATCH_PROGRESS = """w => {
  window.kwProgress = [];
  const look = () => {
    const bar = w.querySelector('.kw-review [role="progressbar"]');
    if (bar && !bar.hidden) window.kwProgress.push([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')]);
  };
  new MutationObserver(look).observe(w, {subtree: true, attributes: true, childList: true});
}"""


def test_a_finished_round_is_reviewed_and_a_mistake_opens_in_replay(page, lab):
    widget = open_board(page, lab, "review.ipynb")
    review = widget.locator(".kw-review")
    start = review.locator('[data-action="review"]')
    expect(start).to_be_visible()
    expect(review.locator(".kw-review-chart")).to_be_hidden()

    widget.evaluate(WATCH_PROGRESS)
    start.click()
    chart = review.locator(".kw-review-chart svg")
    expect(chart).to_be_visible(timeout=120_000)  # the round's moves graded one by one (node budgets, a busy machine)
    expect(review.locator('[role="progressbar"]')).to_be_hidden()
    expect(start).to_be_hidden()  # reviewed: the chart is the answer
    progress = page.evaluate("window.kwProgress")
    assert progress, "the progress bar never showed"
    totals = {int(most) for _, most in progress}
    done = [int(now) for now, _ in progress]
    # One total for the whole review, at least one step per move of the round (7), counted up, never past it.
    assert len(totals) == 1 and min(totals) >= 7 and done == sorted(done) and max(done) <= min(totals), progress
    expect(review.locator(".kw-review-heading")).not_to_be_empty()
    assert chart.evaluate("s => s.namespaceURI") == "http://www.w3.org/2000/svg"
    assert chart.locator("script").count() == 0
    box = chart.bounding_box()
    assert box and box["width"] > 100 and box["height"] > 20, box
    save(review, "review.png")

    # The mistakes, each a button; the first shows the position after its move in replay.
    mistakes = review.locator(".kw-review-show")
    expect(mistakes.first).to_be_visible()
    ply = int(mistakes.first.get_attribute("data-ply"))
    mistakes.first.click()
    expect(widget).to_have_attribute("data-replaying", "true")
    expect(widget.locator(f'.kw-move[data-ply="{ply}"]')).to_have_attribute("aria-selected", "true")
    expect(mistakes.first).to_have_attribute("aria-current", "true")
    played = add_cell(page, 'print("replaying:", w.replaying, "| move:", w.match.events[w.replaying - 1].text())')
    expect(played.locator(".jp-OutputArea-output")).to_have_text(re.compile(rf"^replaying: {ply} \| move: \S+\s*$"))
    move = played.locator(".jp-OutputArea-output").inner_text().split()[-1]
    expect(square(widget, move.split("-")[1][:2])).to_have_attribute("data-last", "to")
    assert page.kw_errors == []
