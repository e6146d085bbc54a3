"""A round end-game played by clicks only: a Sumo push (S2, S3), a pass (M6), a home-row win (M7)
and the Defender's refill (F1), checked on the page and in the kernel."""

import re

from helpers.lab import (
    code_cell,
    open_board,
    open_notebook,
    run_all_cells,
    run_cell,
    square,
    times_shown,
    widget_in_view,
)
from playwright.sync_api import expect

from kamisado_widget.engine import Colour, Player, parse_match_state, square_name
from kamisado_widget.engine.catalogue import _, ngettext
from kamisado_widget.engine.names import rank_name, tower_name
from kamisado_widget.protocol.page_words import page_words
from kamisado_widget.session.sentences import message

START = "r+4bou/R4p2/2n5/8/2OY4/3y4/4U2g/3NG1P+B+ g r - standard target=7 round=4 challenger=b score=2-1"


def towers_on_page(widget):
    """Tower id -> (square it is drawn in, rank, number of rings drawn)."""
    rows = widget.locator("[data-tower]").evaluate_all(
        """els => els.map(e => [e.dataset.tower, e.closest('[data-square]').dataset.square,
                                Number(e.dataset.rank), e.querySelectorAll('.kw-ring').length])"""
    )
    return {tower: (square, rank, rings) for tower, square, rank, rings in rows}


def towers_in(match_text):
    """Tower id -> (square, rank) of a match text, read by the engine in this process."""
    position = parse_match_state(match_text).position
    return {
        f"{t.player.title.lower()}-{t.colour.name.lower()}": (square_name(t.square), t.rank) for t in position.towers()
    }


def on(player: Player, colour: Colour, square: str) -> str:
    """A blocked tower in words, as the catalogue says it: "Gold's Green on h2"."""
    return _("{tower} on {square}").format(tower=tower_name(player, colour, None), square=square)


def won(player: str, number: int, how: str, points: int, tower: str) -> str:
    """The round's headline: who won it, how, the points and the promotion (P1, P2)."""
    return ngettext(
        "{player} wins round {number} ({how}): {count} point, and {tower} is promoted to {rank} (P1, P2).",
        "{player} wins round {number} ({how}): {count} points, and {tower} is promoted to {rank} (P1, P2).", points,
    ).format(player=player, number=number, how=how, count=points, tower=tower, rank=rank_name(1))


def shown(rule: str, sentence: str) -> str:
    """A message's text beside its rule badge (the badge shows the rule ID)."""
    return message(rule, sentence).removeprefix(f"{rule}: ")


def test_push_pass_round_end_and_refill_by_clicks(page, lab):
    widget = open_board(page, lab, "sequence.ipynb")

    # The start: Gold must move its Red Sumo (T2); the scoreboard of round 4 of a Long match.
    board = widget.locator(".kw-scoreboard")
    words = page_words()
    expect(board.locator(".kw-match-info")).to_have_text(words["match_info.7"].format(round=4))
    expect(board.locator('[data-score="black"]')).to_have_text("2")
    expect(board.locator('[data-score="gold"]')).to_have_text("1")
    expect(board.locator('[data-role="black"]')).to_have_text(words["challenger"])
    expect(board.locator('[data-role="gold"]')).to_have_text(words["defender"])
    expect(board.locator('[data-player="gold"]')).to_have_attribute("data-turn", "true")
    mover = square(widget, "a8").locator('[data-tower="gold-red"]')
    expect(mover).to_have_attribute("data-mover", "true")
    expect(widget.locator('[data-mover="true"]')).to_have_count(1)
    assert towers_on_page(widget)["gold-red"] == ("a8", 1, 1)  # a Sumo wears one ring
    assert towers_on_page(widget)["black-pink"] == ("g1", 1, 1)

    # Select the Sumo: a step and a push, each marked for what it is.
    square(widget, "a8").click()
    expect(square(widget, "a8")).to_have_attribute("aria-selected", "true")
    expect(square(widget, "a7")).to_have_attribute("data-target", "push")
    expect(square(widget, "b7")).to_have_attribute("data-target", "step")
    expect(widget.locator("[data-target]")).to_have_count(2)
    expect(square(widget, "a7")).to_have_attribute("aria-label", re.compile(r"^a7, Red square, Black's Red tower, "
                                                                            r".*legal push"))
    push_mark, step_mark = (square(widget, n).locator(".kw-mark") for n in ("a7", "b7"))
    mark_look = "e => { const s = getComputedStyle(e); return [s.width, s.borderStyle, s.borderRadius].join() }"
    assert push_mark.evaluate(mark_look) != step_mark.evaluate(mark_look)

    # Push (S2): the Sumo steps onto a7, Black's Red goes back to a6; Gold moves again (S3)
    # with the tower matching a6 (Green), which is blocked on h2 and must pass (M6).
    square(widget, "a7").click()
    expect(square(widget, "a7").locator('[data-tower="gold-red"]')).to_have_count(1)
    expect(square(widget, "a6").locator('[data-tower="black-red"]')).to_have_count(1)
    expect(square(widget, "a8").locator("[data-tower]")).to_have_count(0)
    expect(square(widget, "a8")).to_have_attribute("data-last", "from")
    expect(square(widget, "a7")).to_have_attribute("data-last", "to")
    expect(square(widget, "a7")).to_have_attribute("data-pushed", "from")
    expect(square(widget, "a6")).to_have_attribute("data-pushed", "to")
    expect(widget.locator('.kw-arrows [data-arrow="a8-a7"]')).to_have_count(1)
    expect(widget.locator('.kw-arrows [data-arrow="a7-a6"]')).to_have_count(1)
    pushed = _("{tower} from {start} to {end}").format(tower=tower_name(Player.BLACK, Colour.RED, None), start="a7",
                                                      end="a6")
    expect(widget.locator(".kw-announce")).to_contain_text(_("{tower} pushed {pushed} and stepped from {start} to {end}.")
                                                           .format(tower=tower_name(Player.GOLD, Colour.RED, None),
                                                                   pushed=pushed, start="a8", end="a7"))
    chain = widget.locator(".kw-chain")
    expect(chain).to_be_visible()
    expect(chain).to_have_text(_("Must pass (M6), blocked in order:") + " " + on(Player.GOLD, Colour.GREEN, "h2"))
    expect(square(widget, "h2")).to_have_attribute("data-blocked", "1")
    expect(square(widget, "h2").locator('[data-tower="gold-green"]')).to_have_attribute("data-mover", "true")
    expect(widget.locator(".kw-status")).to_contain_text(_("{player} to move: {colour} is blocked and must pass (M6).")
                                                         .format(player="Gold", colour="Green"))

    # Pass (M6): selecting the blocked tower points to the Pass button; the button passes.
    square(widget, "h2").click()
    expect(square(widget, "h2")).to_have_attribute("aria-selected", "true")
    expect(widget.locator("[data-target]")).to_have_count(0)
    message = widget.locator(".kw-message")
    expect(message.locator(".kw-rule")).to_have_text("M6")
    expect(message).to_have_attribute("data-kind", "warning")
    green = {"tower": tower_name(Player.GOLD, Colour.GREEN, 0), "square": "h2"}
    expect(message.locator(".kw-message-text")).to_have_text(shown("M6", _(
        "{tower} on {square} is blocked: press Pass under the board to pass (M6).").format(**green)))
    widget.get_by_role("button", name=_("Pass with {tower} on {square} (M6)").format(**green)).click()
    expect(widget.locator(".kw-announce")).to_contain_text(_("{tower} on {square} is blocked and passes (M6).").format(
        tower=tower_name(Player.GOLD, Colour.GREEN, None), square="h2"))
    expect(widget.locator(".kw-pass")).to_be_hidden()
    expect(square(widget, "h2")).to_have_attribute("data-last", "pass")
    expect(chain).to_be_hidden()
    expect(square(widget, "a6").locator('[data-tower="black-red"]')).to_have_attribute("data-mover", "true")

    # Black's Red runs to c8, Gold's home row: M7, Black wins the round and its Red is promoted.
    square(widget, "a6").click()
    expect(square(widget, "c8")).to_have_attribute("data-target", "step")
    square(widget, "c8").click()
    expect(square(widget, "c8").locator('[data-tower="black-red"]')).to_have_attribute("data-rank", "1")
    assert towers_on_page(widget)["black-red"] == ("c8", 1, 1)
    result = widget.locator(".kw-round-end")
    # The round's headline is the status line; the panel does not say it again, the fill buttons ask.
    headline = won("Black", 4, _("home row reached, M7"), 1, tower_name(Player.BLACK, Colour.RED, None))
    expect(widget.locator(".kw-status-text")).to_have_text(headline)
    expect(result).to_be_hidden()
    assert times_shown(widget, headline) == 1
    expect(board.locator('[data-score="black"]')).to_have_text("3")
    expect(widget.locator("[data-target]")).to_have_count(0)
    expect(widget.locator('[data-mover="true"]')).to_have_count(0)

    # The Defender's refill (F1): two buttons; fill from the left.
    fill = widget.locator(".kw-fill")
    expect(fill).to_be_visible()
    expect(fill.locator(".kw-fill-prompt")).to_contain_text("Black")
    buttons = fill.locator("button[data-fill]")
    left, right = _("Fill from the left (Brown corner)"), _("Fill from the right (Orange corner)")
    expect(buttons).to_have_text([left, right])
    fill.get_by_role("button", name=left).click()

    # Round 5: Gold (the loser) is the Challenger; every tower is back on its home row.
    expect(board.locator(".kw-match-info")).to_have_text(words["match_info.7"].format(round=5))
    expect(fill).to_be_hidden()
    expect(result).to_be_hidden()
    expect(board.locator('[data-role="gold"]')).to_have_text(words["challenger"])
    expect(board.locator('[data-role="black"]')).to_have_text(words["defender"])
    expect(board.locator('[data-score="black"]')).to_have_text("3")
    expect(board.locator('[data-score="gold"]')).to_have_text("1")
    on_page = towers_on_page(widget)
    assert {sq[1] for t, (sq, _, _) in on_page.items() if t.startswith("black")} == {"1"}
    assert {sq[1] for t, (sq, _, _) in on_page.items() if t.startswith("gold")} == {"8"}
    expect(widget.locator('[data-movable="true"]')).to_have_count(8)  # T1: Gold may pick any tower
    assert widget.locator('[data-movable="true"]').evaluate_all("els => els.map(e => e.dataset.player)") == ["gold"] * 8

    # The kernel played exactly these moves, and the page shows the kernel's position.
    state_cell = code_cell(page, 'print("position:"')
    run_cell(page, state_cell)
    output = state_cell.locator(".jp-OutputArea-output")
    expect(output).to_contain_text("events: a8>a7 h2= a6-c8 fill left")
    match_text = re.search(r"position: (.*)", output.inner_text()).group(1).strip()
    assert "round=5 challenger=g score=3-1" in match_text
    expected = towers_in(match_text)
    assert {t: (sq, rank) for t, (sq, rank, _) in towers_on_page(widget).items()} == expected
    assert all(rings == rank for _, rank, rings in towers_on_page(widget).values())
    assert page.kw_errors == []


def test_deadlock_shows_the_blocked_chain_and_ends_the_match(page, lab):
    widget = open_board(page, lab, "deadlock.ipynb")
    expect(widget.locator(".kw-chain")).to_be_hidden()

    square(widget, "a3").click()
    expect(square(widget, "a2")).to_have_attribute("data-target", "step")
    square(widget, "a2").click()

    # M8: the repeating chain, in order, in words and on the board.
    chain = widget.locator(".kw-chain")
    expect(chain).to_have_attribute("data-kind", "deadlock")
    expect(chain).to_have_text(_("Deadlock (M8), blocked in order:") + " " + on(Player.BLACK, Colour.PURPLE, "a7")
                               + " → " + on(Player.GOLD, Colour.RED, "a2"))
    expect(square(widget, "a7")).to_have_attribute("data-blocked", "1")
    expect(square(widget, "a2")).to_have_attribute("data-blocked", "2")
    in_chain = page_words()["blocked_in_chain"].format(order=1)
    expect(square(widget, "a7")).to_have_attribute("aria-label", re.compile(re.escape(in_chain)))
    purple = tower_name(Player.BLACK, Colour.PURPLE, None)
    expect(widget.locator(".kw-round-head")).to_have_text(won("Black", 1, _("deadlock, M8"), 1, purple))
    chain = _("{earlier}, then {later}").format(earlier=on(Player.BLACK, Colour.PURPLE, "a7"),
                                                later=on(Player.GOLD, Colour.RED, "a2"))
    deadlock = _(
        "Deadlock — {chain} could not move, and the chain of passes repeats. "
        "{loser} made the last real move and loses the round; {tower} is promoted (P3)."
    ).format(chain=chain, loser="Gold", tower=purple)
    expect(widget.locator(".kw-message")).to_contain_text(deadlock)
    # A Single-round match: the round decides the match (R4); no refill. Each sentence is on the board once.
    over = _("Match over: {player} wins {score}–{other} (target {target}, R4).").format(
        player="Black", score=1, other=0, target=1)
    expect(widget.locator(".kw-status-text")).to_have_text(over)
    expect(widget.locator(".kw-match-winner")).to_be_hidden()
    for sentence in (over, won("Black", 1, _("deadlock, M8"), 1, purple), deadlock):
        assert times_shown(widget, sentence) == 1, sentence
    expect(widget.locator('.kw-player[data-player="black"]')).to_have_attribute("data-winner", "true")
    expect(widget.locator('[data-score="black"]')).to_have_text("1")
    expect(widget.locator(".kw-fill")).to_be_hidden()
    expect(square(widget, "a7").locator('[data-tower="black-purple"]')).to_have_attribute("data-rank", "1")
    assert page.kw_errors == []


def test_M6_a_double_click_never_passes_and_the_pass_button_does(page, lab):
    """A quick double click on the blocked tower does what one click does (issue 39): it selects the tower, and the
    board says it is blocked; nothing is played, no error. The pass is deliberate: the Pass button, also from the
    keyboard (M6)."""
    open_notebook(page, lab, "sequence.ipynb")
    run_all_cells(page)
    widget = widget_in_view(page)
    square(widget, "a8").click()
    expect(square(widget, "a7")).to_have_attribute("data-target", "push")
    square(widget, "a7").click()
    expect(square(widget, "h2")).to_have_attribute("data-blocked", "1")
    pass_button = widget.locator(".kw-status-area .kw-pass")
    expect(pass_button).to_be_visible()
    expect(pass_button).to_have_text(_("Pass (M6)"))
    version = int(widget.get_attribute("data-version"))
    square(widget, "h2").dblclick()
    message = widget.locator(".kw-message")
    expect(square(widget, "h2")).to_have_attribute("aria-selected", "true")
    expect(message).to_have_attribute("data-rule", "M6")
    expect(widget).to_have_attribute("data-version", str(version + 1))  # one click reached Python
    expect(message).not_to_have_attribute("data-kind", "error")
    expect(square(widget, "h2")).not_to_have_attribute("data-last", "pass")
    expect(square(widget, "h2").locator('[data-tower="gold-green"]')).to_have_attribute("data-mover", "true")
    pass_button.focus()
    page.keyboard.press("Enter")
    expect(widget.locator(".kw-announce")).to_contain_text(_("{tower} on {square} is blocked and passes (M6).").format(
        tower=tower_name(Player.GOLD, Colour.GREEN, None), square="h2"))
    expect(square(widget, "h2")).to_have_attribute("data-last", "pass")
    expect(pass_button).to_be_hidden()
    # Two actions reached Python, one click and the pass: the double click's repeat never left the page.
    assert int(widget.get_attribute("data-version")) == version + 2
    assert page.kw_errors == []
