"""The move list with replay, by clicks and keys in JupyterLab: a game record loaded from a file is
listed by rounds (numbered moves, whose move, pushes and passes marked, the result and the fill);
clicking a move shows the position after it, ←/→/Home/End step through it while the list has focus
(the board's own arrow keys still move over the squares), a click on the board while replaying
asks first, "Play on from here" takes the later moves back (Redo brings them back), and "Back to the
game" returns. The selected move keeps 4.5:1 contrast in light and dark. Writes docs/move-list.png
when it is missing or when KAMISADO_UPDATE_SCREENSHOTS=1."""

import re

from helpers.animation import catch, nothing_animates, release
from helpers.catalogue_pattern import message_pattern
from helpers.lab import open_board, set_theme, settled, square
from helpers.looks import COLOURS, contrast, save
from playwright.sync_api import expect

from kamisado_widget.engine import Colour, Match, Player, square_name
from kamisado_widget.engine.catalogue import _, ngettext
from kamisado_widget.engine.names import tower_name
from kamisado_widget.protocol.motion import fill_motion
from kamisado_widget.protocol.page_words import page_words

RECORD = """kamisado record
target: 3
layout: standard
round 1: c1-c4 g8-f7 d1-d6 f8-g7 a1-e5 h8-h5 d6-f8
fill: right
round 2: a8-a2 f1-f3 a2= f3-f7 e8-e5 b1-b4 g8-g6 a1>a2
"""
MATCH = Match.from_record(RECORD)
PLIES = len(MATCH.events)  # 7 moves, the fill, 8 moves


def towers_at(ply):
    """Tower id -> square in the match's state ``ply``, as the engine in this process has it."""
    pos = MATCH.states[ply].promoted_position()
    return {f"{t.player.title.lower()}-{t.colour.name.lower()}": square_name(t.square) for t in pos.towers()}


def towers_on_page(widget):
    rows = widget.locator("[data-tower]").evaluate_all(
        "els => els.map(e => [e.dataset.tower, e.closest('[data-square]').dataset.square])"
    )
    return dict(rows)


def entry(widget, ply):
    return widget.locator(f'.kw-moves [data-ply="{ply}"]')


IN_SIGHT = """e => { const list = e.closest('.kw-moves'), a = e.getBoundingClientRect(),
  b = list.getBoundingClientRect();
  return [list.scrollHeight > list.clientHeight, a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5]; }"""


def in_sight(widget, ply):
    """Whether the list scrolls at all, and whether the entry of ``ply`` is within its visible part."""
    return tuple(entry(widget, ply).evaluate(IN_SIGHT))


def expect_shown(widget, ply):
    """The board shows state ``ply``: the move list marks it and the towers stand where the engine says."""
    expect(entry(widget, ply)).to_have_attribute("aria-selected", "true")
    expect(widget.locator('.kw-moves [aria-selected="true"]')).to_have_count(1)
    if ply < PLIES:
        expect(widget).to_have_attribute("data-replaying", "true")
    else:
        expect(widget).not_to_have_attribute("data-replaying", "true")
    assert towers_on_page(widget) == towers_at(ply), f"the towers of state {ply}"


def test_replay_a_loaded_record_by_clicks_and_keys(page, lab):
    page.emulate_media(reduced_motion="reduce")
    widget = open_board(page, lab, "replay.ipynb")
    moves = widget.locator(".kw-moves")

    # The list: both rounds, numbered, whose move shown, the pass and the push marked, result and fill.
    expect(moves.locator("[data-ply]")).to_have_count(PLIES + 1)  # the start, every move and the fill
    words = page_words()
    expect(widget.locator(".kw-round-title")).to_have_text([words["round_title"].format(round=1, player="Black"),
                                                            words["round_title"].format(round=2, player="Gold")])
    expect(widget.locator(".kw-round-result")).to_have_text(words["round_won_points.1"].format(player="Black", round=1,
                                                                                               reason="M7"))
    expect(entry(widget, 8)).to_have_text(_("{player} filled from the right (F1)").format(player="Black"))
    expect(entry(widget, 9)).to_have_attribute("aria-label", words["move"].format(number=1, player="Gold", move="a8-a2"))
    # Pass and push notation said in words (M6, S2): the entry's accessible name and its tooltip.
    passed = _("{tower} on {square} is blocked and passes (M6).").format(
        tower=tower_name(Player.GOLD, Colour.ORANGE, None), square="a2")
    expect(entry(widget, 11)).to_have_attribute("aria-label", words["move_words"].format(
        number=3, player="Gold", move="a2=", words=passed))
    expect(entry(widget, 11)).to_have_attribute("title", passed)
    pushed = _("{tower} from {start} to {end}").format(tower=tower_name(Player.GOLD, Colour.ORANGE, None), start="a2",
                                                      end="a3")
    expect(entry(widget, 16)).to_have_attribute("title", _("{tower} pushed {pushed} and stepped from {start} to {end}.")
                                                .format(tower=tower_name(Player.BLACK, Colour.YELLOW, None),
                                                        pushed=pushed, start="a1", end="a2"))
    expect(entry(widget, 11).locator(".kw-move-kind")).to_have_text(words["kind_pass"])
    expect(entry(widget, 16).locator(".kw-move-kind")).to_have_text(words["kind_push"])
    expect(entry(widget, 16)).to_have_attribute("data-player", "black")
    expect(entry(widget, 16)).to_have_attribute("aria-selected", "true")  # the game: its last move
    expect(widget.locator('[data-replay="live"]')).to_be_disabled()

    # Click a move of round 1: the position after it, its last move, a clear status, nothing to play.
    entry(widget, 3).click()
    expect_shown(widget, 3)
    status = widget.locator(".kw-status")
    moved = _("{tower} moved from {start} to {end}.").format(tower=tower_name(Player.BLACK, Colour.YELLOW, None),
                                                             start="d1", end="d6")
    expect(status).to_have_text(re.compile("^" + re.escape(_(
        "Replaying: round {round}, after move {number} of {total} — {move}").format(round=1, number=3, total=7,
                                                                                    move=moved))))
    expect(square(widget, "d1")).to_have_attribute("data-last", "from")
    expect(square(widget, "d6")).to_have_attribute("data-last", "to")
    expect(widget.locator('[data-movable="true"]')).to_have_count(0)
    expect(widget.locator(".kw-replay-where")).to_have_text(_("Round {round} · Move {number} of {total}").format(
        round=1, number=3, total=7))  # as the status counts

    # Keys on the move list: → forward, ← back, Home the start, End the game.
    moves.focus()
    page.keyboard.press("ArrowRight")
    expect_shown(widget, 4)
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    expect_shown(widget, 2)
    page.keyboard.press("Home")
    expect_shown(widget, 0)
    expect(status).to_have_text(re.compile("^" + re.escape(_("Replaying: the start of the match, before its first move."))))
    assert in_sight(widget, 0) == (True, True), "the list scrolls, and keeps the current entry in sight"
    page.keyboard.press("End")
    expect_shown(widget, PLIES)
    assert in_sight(widget, PLIES) == (True, True)
    widget.evaluate("w => { const out = w.closest('.jp-OutputArea-output'); out.style.width = '360px'; }")
    entry(widget, 1).click()
    expect_shown(widget, 1)
    settled(entry(widget, 1))  # the list wrapped at 360 px and scrolled to the entry
    assert in_sight(widget, 1) == (True, True), "at 360 px too"
    widget.evaluate("w => { w.closest('.jp-OutputArea-output').style.width = ''; }")
    moves.focus()
    page.keyboard.press("End")
    expect_shown(widget, PLIES)
    replay_heads = ("Replaying: the start of the match, before its first move.",
                    "Replaying: round {number} begins — {player} chose to fill from the left (F1).",
                    "Replaying: round {number} begins — {player} chose to fill from the right (F1).",
                    "Replaying: round {round}, after move {number} of {total} — {move}",
                    "Replaying: after move {number} of {total} — {move}")
    expect(status).not_to_have_text(re.compile("^(" + "|".join(message_pattern(head, whole=False)
                                                              for head in replay_heads) + ")"))

    # The buttons: back from the game starts replaying; the fill between the rounds is a position too.
    widget.locator('[data-replay="back"]').click()
    expect_shown(widget, PLIES - 1)
    entry(widget, 8).click()
    expect_shown(widget, 8)
    expect(status).to_have_text(re.compile("^" + re.escape(_(
        "Replaying: round {number} begins — {player} chose to fill from the right (F1).").format(number=2,
                                                                                              player="Black"))))
    widget.locator('[data-replay="forward"]').click()
    expect_shown(widget, 9)

    # The board's arrow keys still move over the squares; they do not step the replay.
    square(widget, "a1").focus()
    page.keyboard.press("ArrowRight")
    expect(square(widget, "b1")).to_be_focused()
    expect_shown(widget, 9)

    # A click on the board while replaying asks first, and plays nothing.
    viewport = page.viewport_size
    page.set_viewport_size({"width": viewport["width"], "height": 1500})  # the whole board and its list
    widget.scroll_into_view_if_needed()
    save(widget.locator(".kw-board-area, .kw-status-area, .kw-movelist").first.locator(".."), "move-list.png")
    page.set_viewport_size(viewport)
    square(widget, "h1").click()
    ask = widget.locator(".kw-replay-ask")
    expect(ask).to_be_visible()
    later = ngettext("{count} later move", "{count} later moves", 7).format(count=7)
    expect(widget.locator(".kw-message")).to_contain_text(ngettext(
        "You are replaying an earlier position. Play on from here (this takes back {later}; Redo brings it back "
        "until you play a new move), or go back to the game.",
        "You are replaying an earlier position. Play on from here (this takes back {later}; Redo brings them "
        "back until you play a new move), or go back to the game.", 7).format(later=later))
    expect(moves.locator("[data-ply]")).to_have_count(PLIES + 1)
    ask.locator('[data-action="back-to-game"]').click()
    expect(ask).to_be_hidden()
    expect_shown(widget, PLIES)

    # Play on from here: the later moves are taken back, Redo brings them back.
    entry(widget, 14).click()
    expect_shown(widget, 14)
    square(widget, "a1").click()
    ask.locator('[data-action="play-on"]').click()
    expect(moves.locator("[data-ply]")).to_have_count(15)
    expect(widget.locator(".kw-message")).to_contain_text(ngettext(
        "Playing on from here: took back {later} ({events}). Redo brings it back until you play a new move.",
        "Playing on from here: took back {later} ({events}). Redo brings them back until you play a new move.",
        2).format(later=ngettext("{count} later move", "{count} later moves", 2).format(count=2), events="g8-g6, a1>a2"))
    expect(widget).not_to_have_attribute("data-replaying", "true")
    expect(entry(widget, 14)).to_have_attribute("aria-selected", "true")
    redo = widget.locator('[data-action="redo"]')
    redo.click()
    expect(moves.locator("[data-ply]")).to_have_count(16)
    redo.click()
    expect(moves.locator("[data-ply]")).to_have_count(PLIES + 1)
    expect_shown(widget, PLIES)
    assert page.kw_errors == []


def test_the_selected_move_has_AA_contrast_in_light_and_dark(page, lab):
    page.emulate_media(reduced_motion="reduce")
    widget = open_board(page, lab, "replay.ipynb")
    entry(widget, 5).click()
    expect(entry(widget, 5)).to_have_attribute("aria-selected", "true")
    for theme in ("JupyterLab Light", "JupyterLab Dark"):
        if theme != "JupyterLab Light":
            set_theme(page, theme)
        parts = [entry(widget, ply).locator(part) for ply in (5, 4) for part in (".kw-move-text", ".kw-move-no")]
        parts += [widget.locator(".kw-round-title").first, widget.locator(".kw-round-result"),
                  entry(widget, 8).locator(".kw-move-text"), widget.locator(".kw-replay-where")]
        for part in parts:
            colours = part.evaluate(COLOURS)
            ratio = contrast(colours["fg"], colours["bg"])
            assert ratio >= 4.5, f"{theme} {part}: {colours} has contrast {ratio:.2f}"
    set_theme(page, "JupyterLab Light")
    assert page.kw_errors == []


def test_F4_a_step_forward_in_the_replay_animates_and_a_jump_shows_at_once(page, lab):
    """Stepping forward by one replays that event with its animation (here the refill between the rounds,
    its towers in the engine's fill order, F4-F5); clicking a move further away shows it at once."""

    widget = open_board(page, lab, "replay.ipynb")
    entry(widget, 7).click()  # from the game's last move back to round 1's last: a jump
    expect_shown(widget, 7)
    nothing_animates(widget)
    widget.locator('[data-replay="forward"]').click()  # one step: the fill
    found = catch(page, widget)
    badges = sorted((a for a in found if a["badge"]), key=lambda a: a["delay"])
    before, after = MATCH.states[7], MATCH.states[8]
    assert [a["tower"] for a in badges] == [t["id"] for t in fill_motion(before, after, MATCH.events[7])]
    release(widget)
    expect_shown(widget, 8)
    entry(widget, 9).click()  # the next entry is one step too: Gold's first move of round 2 slides
    assert {a["tower"] for a in catch(page, widget) if a["id"] == "kw-trip"} == {"gold-orange"}
    release(widget)
    expect_shown(widget, 9)
