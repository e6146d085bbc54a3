"""The puzzle notebook (08) in a real JupyterLab and Chromium: it runs, and a puzzle is checked like
an exercise when played by clicks: a wrong first move is refused with how the opponent then wins,
the one winning move is accepted with the solution line, and a win in 2 is played to the end against the
solver's defence."""

from helpers.lab import open_notebook, run_all_cells
from playwright.sync_api import expect

from kamisado_widget.engine import Match, Move, square_name
from kamisado_widget.engine.catalogue import _
from kamisado_widget.teaching.positions.puzzles import puzzles_of


def click_move(ex, text):
    """From a board with nothing selected: select the moving tower, then click the destination."""
    move = Move.from_text(text)
    start, end = square_name(move.from_square), square_name(move.to_square)
    square = ex.locator(f'.kamisado-widget [data-square="{start}"]')
    expect(square).to_have_attribute("aria-selected", "false")
    square.click()
    expect(square).to_have_attribute("aria-selected", "true")
    ex.locator(f'.kamisado-widget [data-square="{end}"]').click()


def test_a_puzzle_is_solved_by_clicks_after_a_wrong_try(page, lab):
    open_notebook(page, lab, "08_puzzles.ipynb")
    run_all_cells(page)
    panel = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")
    # the four sets (one puzzle on show in each): every cell has run, the kernel is free
    expect(panel.locator(".kw-exercise")).to_have_count(4, timeout=120_000)
    p = puzzles_of(1)[0]
    ex = panel.locator(".kw-exercise").nth(0)
    heading = ex.locator(".widget-html b").first  # the task's title, above the board
    expect(heading).to_have_text(_("Win in {count}").format(count=1))  # the goal alone before a try: the themes would be a hint
    expect(ex.locator("[data-tower]")).to_have_count(16)
    feedback = ex.locator(".kw-message")  # the exercise's one feedback line

    wrong = next(iter(p.refutations))
    click_move(ex, wrong)
    expect(feedback).to_have_attribute("data-kind", "error")
    expect(feedback.locator(".kw-message-text")).to_have_text(p.wrong(wrong))
    ex.get_by_role("button", name="Reset").click()
    expect(feedback).to_have_attribute("data-kind", "info")

    click_move(ex, p.answer)
    expect(feedback).to_have_attribute("data-kind", "success")
    expect(feedback.locator(".kw-message-text")).to_have_text(p.success())
    expect(panel.locator(".kw-exercise-progress").first).to_contain_text("1 of")
    expect(heading).to_have_text(_("Win in {count}").format(count=1) + f" · {', '.join(p.themes)}")  # solved: the themes join the title

    # A win in 2 is played to the end: the solver defends on the board, and the learner's second move wins.
    p2 = puzzles_of(2)[0]
    ex2 = panel.locator(".kw-exercise").nth(1)
    expect(ex2.locator(".widget-html b").first).to_have_text(_("Win in {count}").format(count=2))
    ex2.scroll_into_view_if_needed()
    feedback2 = ex2.locator(".kw-message")
    start = Match.from_text(p2.position).position
    click_move(ex2, p2.answer)
    reply = p2.line[1]
    expect(feedback2.locator(".kw-message-text")).to_have_text(_(
        "Right. {opponent} answers {moves}. Your move, {player}.").format(
        opponent=start.turn.opponent.title, moves=reply, player=start.turn.title))
    expect(ex2.locator(f'[data-square="{square_name(Move.from_text(reply).to_square)}"]')).to_have_attribute(
        "data-last", "to"
    )
    click_move(ex2, p2.line[2])
    expect(feedback2).to_have_attribute("data-kind", "success")
    expect(feedback2.locator(".kw-message-text")).to_have_text(p2.success())
    expect(panel.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')).to_have_count(0)
