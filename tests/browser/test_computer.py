"""Playing the computer in JupyterLab: two moves by clicks, each answered by the computer after a
visible "thinking" pause; a hint marked on the board; the solver's analysis; the moves checked
in the kernel; the computer's side (Nobody, then Black) and level chosen from its control group. Writes
docs/computer.png when it is missing or when KAMISADO_UPDATE_SCREENSHOTS=1."""

import os
import re
from pathlib import Path

from helpers.catalogue_pattern import message_pattern
from helpers.lab import code_cell, open_board, run_cell, set_theme, square
from playwright.sync_api import expect

from kamisado_widget.engine import Match, Move, square_name
from kamisado_widget.engine.catalogue import _
from kamisado_widget.protocol.page_words import page_words

DOCS = Path(__file__).parents[2] / "docs"
UPDATE = os.environ.get("KAMISADO_UPDATE_SCREENSHOTS") == "1"
ANALYSES = (
    ("Analysis: {winner} wins in {count} move of its own with best play.",
     "Analysis: {winner} wins in {count} moves of its own with best play."),
    ("Analysis: {player} loses: {winner} wins in {count} move of its own with best play.",
     "Analysis: {player} loses: {winner} wins in {count} moves of its own with best play."),
    ("Analysis: {winner} wins with best play, proven (I could not work out its fastest win {limit}).",),
    ("Analysis: {player} loses: {winner} wins with best play, proven (I could not work out its fastest win {limit}).",),
)
"""What Analyse may say of a round the opening book does not cover (session/computer.py), each then its line."""
NOT_WORKED_OUT = "Analysis: I could not work it out {limit}: the round can still go too many ways."
THINKING = 15_000  # ms: the notebook's 1.5 s pause plus the computer's search, with room to spare


def luminance(css_colour):
    r, g, b = (int(x) / 255 for x in re.findall(r"\d+", css_colour)[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def position_text(widget) -> str:
    return widget.locator(".kw-position-text").evaluate("e => e.value")


def stays_open(pos, plies: int) -> bool:
    """The round is not over now, nor after any ``plies`` more moves."""
    if pos.result is not None:
        return False
    return plies == 0 or all(stays_open(pos.play(m), plies - 1) for m in pos.legal_moves())


def quiet_move(text: str, plies: int = 1) -> Move:
    """A move for the side to move after which no ``plies`` moves end the round (engine-checked),
    so the test never ends the round by accident, whichever moves the computer chooses."""
    pos = Match.from_text(text).position
    for move in pos.legal_moves():
        if stays_open(pos.play(move), plies):
            return move
    raise AssertionError(f"no quiet move in {text}")


def last_move_on_board(widget) -> str:
    """The last move as the board marks it (framed squares), in move notation."""
    passed = widget.locator('[data-last="pass"]')
    if passed.count():
        return f"{passed.get_attribute('data-square')}="
    frm = widget.locator('[data-last="from"]').get_attribute("data-square")
    to = widget.locator('[data-last="to"]').get_attribute("data-square")
    return f"{frm}-{to}"


def wait_for_the_computer(widget, page, side="Gold"):
    """The thinking indicator appears (spinner, status, Hint and Analyse off), then goes with the reply."""
    expect(widget).to_have_attribute("data-thinking", "true")
    expect(widget.locator(".kw-spinner")).to_be_visible()
    expect(widget.locator(".kw-status")).to_have_text(_("{player} (computer) is thinking…").format(player=side))
    for key in ("hint", "analyse"):
        expect(widget.get_by_role("button", name=page_words()[key], exact=True)).to_be_disabled()
    expect(widget).not_to_have_attribute("data-thinking", "true", timeout=THINKING)
    expect(widget.locator(".kw-spinner")).to_be_hidden()


def kernel_says(page):
    cell = code_cell(page, 'print("events:"')
    run_cell(page, cell)
    output = cell.locator(".jp-OutputArea-output")
    expect(output).to_contain_text("hint:")
    return output


def test_two_moves_against_the_computer_then_a_hint_an_analysis_and_the_computers_side(page, lab):
    page.emulate_media(reduced_motion="reduce")  # a steady screenshot: no pulse, no slide
    widget = open_board(page, lab, "computer.ipynb")

    # The control group shows who the computer plays and how well; the scoreboard says it too.
    words = page_words()
    group = widget.get_by_role("group", name=words["computer_group"])
    expect(group).to_be_visible()
    side = group.locator('select[name="computer-side"]')
    level = group.locator('select[name="computer-level"]')
    expect(side).to_have_value("gold")
    expect(side.locator("option")).to_have_text([words["nobody"], words["player.black"], words["player.gold"]])
    expect(level).to_have_value("2")
    expect(level.locator("option")).to_have_text(["Beginner (1)", "Novice (2)", "Club (3)", "Strong (4)"])
    expect(widget.locator('[data-computer="gold"]')).to_have_text("computer, Novice")
    expect(widget.locator('[data-computer="black"]')).to_be_hidden()
    expect(widget.locator(".kw-hint")).to_be_hidden()
    expect(widget.locator(".kw-analysis")).to_be_hidden()

    played = []
    for turn in range(2):
        move = quiet_move(position_text(widget))
        frm, to = square_name(move.from_square), square_name(move.to_square)
        square(widget, frm).click()
        expect(square(widget, to)).to_have_attribute("data-move", move.text())
        square(widget, to).click()
        played.append(move.text())
        expect(square(widget, to).locator("[data-player='black']")).to_have_count(1)
        if turn == 0:
            # A click while the computer thinks is not sent as a move for Gold: nothing is selected.
            expect(widget).to_have_attribute("data-thinking", "true")
            gold_tower = widget.locator('.kw-tower--gold[data-mover="true"]')
            gold_tower.locator("xpath=..").click()
            # The page has taken the click (its square holds the keyboard's focus ring), and sent nothing.
            expect(gold_tower.locator("xpath=..")).to_have_attribute("tabindex", "0")
            expect(widget).to_have_attribute("data-thinking", "true")
            expect(widget.locator('.kw-board [aria-selected="true"]')).to_have_count(0)
        wait_for_the_computer(widget, page)
        played.append(last_move_on_board(widget))
        expect(widget.locator('.kw-player[data-player="black"]')).to_have_attribute("data-turn", "true")
        expect(widget.locator(".kw-message")).not_to_have_attribute("data-kind", "error")

    # The kernel's match holds exactly the four moves the board showed.
    output = kernel_says(page)
    expect(output).to_contain_text(f"events: {' '.join(played)}")
    expect(output).to_contain_text("computer: Gold 2")

    # Hint: a sentence with the move and its reason, and the move's squares marked on the board.
    hint_button = widget.get_by_role("button", name=words["hint"], exact=True)
    expect(hint_button).to_be_enabled()
    hint_button.click()
    hint = widget.locator(".kw-hint")
    hint_for_black = message_pattern("Hint for {player}: {move} — {reason}.", player="Black")
    expect(hint).to_have_text(re.compile(hint_for_black), timeout=10_000)
    pos = Match.from_text(position_text(widget)).position
    [advice] = [m.text() for m in pos.legal_moves()
                if re.fullmatch(message_pattern("Hint for {player}: {move} — {reason}.", player="Black", move=m.text()),
                                hint.inner_text())]
    suggested = Move.from_text(advice)
    assert advice in [m.text() for m in pos.legal_moves()]
    frm, to = square_name(suggested.from_square), square_name(suggested.to_square)
    expect(square(widget, frm)).to_have_attribute("data-hint", "from")
    expect(square(widget, to)).to_have_attribute("data-hint", "to")
    expect(widget.locator("[data-hint]")).to_have_count(2)
    expect(widget.locator(f'.kw-hint-marks [data-hint-mark="{frm}"]')).to_have_count(1)
    expect(widget.locator(f'.kw-hint-marks [data-arrow="{frm}-{to}"]')).to_have_count(1)
    expect(square(widget, to)).to_have_attribute("aria-label", re.compile(re.escape(", " + words["hint_to"]) + "$"))
    assert square(widget, frm).locator("[data-tower]").get_attribute("data-player") == "black"
    expect(widget.locator(".kw-message")).to_be_hidden()  # the same sentence is not shown twice
    expect(kernel_says(page)).to_contain_text(f"hint: {advice}")

    # Analyse: the solver's proven result with its distance in moves, or an honest "I could not work it out" within its limit.
    widget.get_by_role("button", name=words["analyse"], exact=True).click()
    analysis = widget.locator(".kw-analysis")
    results = "|".join(message_pattern(form, whole=False) for forms in ANALYSES for form in forms)
    proven_forms = f"(?:{results}) (?s:.+)"  # then its line: "Best play: ..." or "A line that wins in ..."
    expect(analysis).to_have_text(re.compile(f"^(?:{proven_forms}|{message_pattern(NOT_WORKED_OUT, whole=False)})$"),
                                  timeout=10_000)
    proven = analysis.get_attribute("data-result")
    assert proven in ("win", "loss", "unknown")
    assert (proven == "unknown") == bool(re.fullmatch(message_pattern(NOT_WORKED_OUT), analysis.inner_text()))
    expect(hint).to_be_visible()  # the hint stays until the next move
    path = DOCS / "computer.png"
    if UPDATE or not path.exists():
        page.set_viewport_size({"width": 1280, "height": 1500})  # the whole widget, scoreboard to new-match form
        widget.scroll_into_view_if_needed()
        widget.screenshot(path=str(path), animations="disabled")

    # JupyterLab Dark: the hint and the analysis follow the theme and stay readable.
    set_theme(page, "JupyterLab Dark")
    page.wait_for_function(
        "() => getComputedStyle(document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .kw-hint')).color !== "
        "'rgb(0, 0, 0)'"
    )
    for line in (hint, analysis):
        text, back = line.evaluate("e => [getComputedStyle(e).color, "
                                   "getComputedStyle(e.closest('.jp-Notebook')).backgroundColor]")
        assert luminance(text) > 0.6 and luminance(back) < 0.3, (text, back)
    set_theme(page, "JupyterLab Light")

    # The next move clears both, and the computer answers again.
    move = quiet_move(position_text(widget))
    square(widget, square_name(move.from_square)).click()
    square(widget, square_name(move.to_square)).click()
    played.append(move.text())
    expect(hint).to_be_hidden()
    expect(analysis).to_be_hidden()
    expect(widget.locator("[data-hint]")).to_have_count(0)
    expect(widget.locator(".kw-hint-marks > *")).to_have_count(0)
    wait_for_the_computer(widget, page)
    played.append(last_move_on_board(widget))

    # Nobody plays for the computer now: Black moves, and nobody answers for Gold.
    side.select_option("none")
    expect(widget.locator("[data-computer]:visible")).to_have_count(0)
    expect(kernel_says(page)).to_contain_text("computer: None 2")
    move = quiet_move(position_text(widget))
    square(widget, square_name(move.from_square)).click()
    square(widget, square_name(move.to_square)).click()
    played.append(move.text())
    expect(widget.locator('.kw-player[data-player="gold"]')).to_have_attribute("data-turn", "true")
    # The kernel has taken the move (it runs the cell after it) and set no timer for a computer's turn.
    output = kernel_says(page)
    expect(output).to_contain_text(f"events: {' '.join(played)}")
    expect(output).to_contain_text("thinking: False")
    expect(widget).not_to_have_attribute("data-thinking", "true")
    expect(widget.locator('.kw-player[data-player="gold"]')).to_have_attribute("data-turn", "true")
    replay = Match(3)
    for text in played:  # the board's moves are a legal game, the computer's moves included
        replay.play(text)
    assert page.kw_errors == []


def test_the_computer_takes_black_from_its_control_group(page, lab):
    widget = open_board(page, lab, "computer.ipynb")
    group = widget.get_by_role("group", name=page_words()["computer_group"])
    side = group.locator('select[name="computer-side"]')
    level = group.locator('select[name="computer-level"]')

    # Black is to move: the computer takes Black over and moves for it after its pause.
    side.select_option("black")
    wait_for_the_computer(widget, page, "Black")
    expect(side).to_have_value("black")
    expect(widget.locator('[data-computer="black"]')).to_have_text("computer, Novice")
    expect(widget.locator('[data-computer="gold"]')).to_be_hidden()
    expect(widget.locator(".kw-message")).to_have_text(re.compile(r"^Black's \w+ moved from "))
    played = [last_move_on_board(widget)]
    expect(widget.locator('.kw-player[data-player="gold"]')).to_have_attribute("data-turn", "true")

    # Level 1 (Beginner) from the level select; the kernel agrees.
    level.select_option("1")
    expect(widget.locator('[data-computer="black"]')).to_have_text("computer, Beginner")
    expect(side).to_have_value("black")
    output = kernel_says(page)
    expect(output).to_contain_text("computer: Black 1")
    expect(output).to_contain_text(f"events: {played[0]}")

    # Gold is the user's now: a Gold move by clicks, and the computer answers for Black.
    move = quiet_move(position_text(widget))
    square(widget, square_name(move.from_square)).click()
    square(widget, square_name(move.to_square)).click()
    played.append(move.text())
    wait_for_the_computer(widget, page, "Black")
    played.append(last_move_on_board(widget))
    expect(widget.locator('.kw-player[data-player="gold"]')).to_have_attribute("data-turn", "true")
    expect(kernel_says(page)).to_contain_text(f"events: {' '.join(played)}")
    replay = Match(3)
    for text in played:
        replay.play(text)
    assert page.kw_errors == []


def test_undo_while_the_computer_thinks_gives_the_board_back_at_once(page, lab):
    """Issue 14.6: after Undo during the computer's pause the status kept "Gold (computer) is
    thinking…" on the human's turn and the page ignored clicks until the pause ran out."""
    widget = open_board(page, lab, "computer.ipynb")
    move = quiet_move(position_text(widget))
    frm, to = square_name(move.from_square), square_name(move.to_square)
    square(widget, frm).click()
    square(widget, to).click()
    expect(widget).to_have_attribute("data-thinking", "true")
    widget.locator('[data-action="undo"]').click()
    # well within the notebook's 1.5 s pause: the pending turn is off, the board is Black's again
    expect(widget).not_to_have_attribute("data-thinking", "true", timeout=700)
    expect(widget.locator(".kw-status")).not_to_contain_text("thinking")
    expect(widget.locator(".kw-spinner")).to_be_hidden()
    square(widget, frm).click()
    expect(square(widget, frm)).to_have_attribute("aria-selected", "true", timeout=700)
    # The kernel has dropped the cancelled turn and its timer: the computer will not move.
    output = kernel_says(page)
    expect(output).to_contain_text(re.compile(r"events:\s*computer: Gold 2"))
    expect(output).to_contain_text("thinking: False")
    expect(widget.locator('.kw-player[data-player="black"]')).to_have_attribute("data-turn", "true")
    assert page.kw_errors == []
