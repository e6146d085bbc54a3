"""Playing the computer in the widget, hints and analysis (the widget side of the engine's search); the side the
computer plays is read by its exact name, from Python and from the page."""

import asyncio
import os
import re

import pytest
from helpers.catalogue_pattern import message_pattern
from helpers.front_end import click, send, until
from helpers.rounds import fake_clock

from kamisado_widget import KamisadoWidget
from kamisado_widget.engine import Colour, KamisadoError, Match, Phase, Player, Position
from kamisado_widget.engine.catalogue import _, ngettext
from kamisado_widget.session.computer import THINK_NODES_ENV, THINK_SECONDS, Opponent


def test_the_computer_answers_a_move_with_a_legal_move_of_its_own():
    w = KamisadoWidget(target=3, computer="gold", level=2)
    assert w.view["computer"] == {"side": "gold", "level": 2, "thinking": False,
                                  "levels": {"1": "Beginner", "2": "Novice", "3": "Club", "4": "Strong"}}
    w.play("c1-c6")
    replay = Match(3)
    for move in w.match.events:
        replay.play(move)  # every move the computer made is legal in the engine
    assert len(w.match.events) == 2 and w.match.events[1].text().startswith("a8-")
    assert w.match.position.turn is Player.BLACK


def test_the_computer_opens_as_black_and_fills_as_defender():
    w = KamisadoWidget(target=3, computer="black", level=1)
    assert len(w.match.events) == 1, "Black moves first (B7) and the computer plays Black"
    # play Gold's side until a round ends; the computer fills when it won (F1)
    while w.match.phase is Phase.PLAY and w.match.round_number == 1:
        if w.match.position.turn is Player.GOLD:
            w.play(w.match.legal_moves()[0])
    if w.match.round_number == 2:  # the computer won round 1 and chose the fill itself
        assert w.match.rounds()[0].fill.player is Player.BLACK
    else:
        assert w.match.phase is Phase.FILL and w.view["fill"]["chooser"] == "gold"


def test_undo_against_the_computer_goes_back_to_your_own_turn():
    w = KamisadoWidget(target=3, computer="gold", level=1)
    w.play("c1-c6")
    assert len(w.match.events) == 2
    w.undo()
    assert w.match.events == () and w.match.position.turn is Player.BLACK
    assert w.message.startswith("Took back c1-c6, ")


def test_hint_shows_a_legal_move_with_a_reason_and_goes_away_after_a_move():
    w = KamisadoWidget(Match(3).text())
    w.play("e1-b4")
    for move in ["f8-f4", "g1-b6", "d8-d7", "b1-a2", "c8-c6"]:
        w.play(move)
    advice = w.hint()
    assert advice["move"] in [m.text() for m in w.match.legal_moves()]
    assert w.view["hint"] == advice and advice["text"] in w.message and advice["reason"]
    w.play(w.match.legal_moves()[0])
    assert w.view["hint"] is None


def test_D1_analysis_of_a_won_position_is_proven():
    start = Match(3)
    for move in ["e1-b4", "f8-f4", "g1-b6", "d8-d7", "b1-a2", "c8-c6", "h1-h7"]:
        start.play(move)
    w = KamisadoWidget(start.text())  # Gold's Purple on c6 can reach h1: a win in one
    analysis = w.analyse()
    assert analysis["result"] == "win" and analysis["winner"] == "gold" and analysis["distance"] == 1
    assert analysis["line"] == ["c6-h1"]
    assert w.view["analysis"]["text"].startswith(ngettext(
        "Analysis: {winner} wins in {count} move of its own with best play.",
        "Analysis: {winner} wins in {count} moves of its own with best play.", 1).format(winner="Gold", count=1))
    hint = w.hint()
    assert hint["move"] == "c6-h1" and hint["reason"] == ngettext("wins in {count}", "wins in {count}", 1).format(count=1)


BY_BOOK = message_pattern("{reason}; proven by the opening book")


def test_D1_in_the_opening_the_analysis_and_the_hint_read_the_proven_book():
    """T1: at the start and on the book's lines the answer is proven at once, with the line to
    replay; off the book the solver answers as before."""
    from kamisado_widget.engine.ai import opening_book

    book = opening_book()
    w = KamisadoWidget(target=3)
    analysis = w.analyse()
    fastest = book["summary"]["shortest_win"]
    assert analysis["source"] == "book" and analysis["winner"] == "black"
    assert analysis["distance"] == fastest["distance"] and analysis["line"][0] == fastest["move"]
    proven = ngettext(  # 17 plies, 9 of them Black's: the winner's own moves
        "Analysis: {winner} wins in {count} move of its own with best play, proven by the opening book.",
        "Analysis: {winner} wins in {count} moves of its own with best play, proven by the opening book.", 9).format(
        winner="Black", count=9)
    assert w.view["analysis"]["text"].startswith(proven + " " + _("Best play: {line}").format(line=fastest["move"] + " "))
    assert fastest["distance"] == 17
    w.play("c1-c6")  # the longest defence: Gold wins
    entry = next(e for e in book["entries"] if e["move"] == "c1-c6")
    hint = w.hint()
    assert hint["move"] == entry["line"][1] and re.fullmatch(BY_BOOK, hint["reason"])
    analysis = w.analyse()
    assert analysis["winner"] == "gold" and analysis["distance"] == entry["distance"] - 1
    assert analysis["line"] == entry["line"][1:] and analysis["source"] == "book"
    w.play(next(m for m in w.match.legal_moves() if m.text() != entry["line"][1]))
    assert w.analyse()["source"] != "book"
    loser = KamisadoWidget(target=3)
    loser.play(fastest["move"])  # Gold loses: the hint holds out longest, by the book
    longest = ngettext("every move loses; this one holds out longest ({player} needs {count} move of its own)",
                       "every move loses; this one holds out longest ({player} needs {count} moves of its own)",
                       8).format(player="Black", count=8)
    assert loser.hint()["reason"] == _("{reason}; proven by the opening book").format(reason=longest)


def test_computer_hint_and_analyse_intents_and_bad_ones():
    w = KamisadoWidget(target=3)
    send(w, type="computer", side="gold", level=3)
    assert w.computer.side is Player.GOLD and w.computer.level == 3
    send(w, type="hint")
    assert w.view["hint"]["move"] is not None
    send(w, type="analyse")
    assert w.view["analysis"]["text"].startswith("Analysis:")
    before = (w.computer.side, w.computer.level)
    for bad, words in [({"side": "white", "level": 2}, "'black', 'gold' or 'none'"),
                       ({"side": "gold", "level": 9}, "'level': 9 is not a level"),
                       ({"side": "gold", "level": "2"}, ("'level'", "str"))]:  # the field and the type it got
        send(w, type="computer", **bad)
        wanted = (words,) if isinstance(words, str) else words
        assert all(word in w.message for word in wanted) and (w.computer.side, w.computer.level) == before
    send(w, type="computer", side="none", level=2)
    assert w.computer.side is None and w.view["computer"]["side"] is None


def test_in_a_running_kernel_the_computer_moves_after_a_visible_pause():
    async def scenario():
        w = KamisadoWidget(target=3, computer="gold", level=1)
        w.computer_delay = 0.05
        w.play("c1-c6")
        thinking = (w.view["computer"]["thinking"], w.view["status"], len(w.match.events))
        await until(w, lambda: not w.session.thinking)  # the turn ran from the loop
        return thinking, len(w.match.events), w.view["computer"]["thinking"]

    (was_thinking, status, before), after, still_thinking = asyncio.run(scenario())
    assert was_thinking and status == _("{player} (computer) is thinking…").format(player="Gold") and before == 1
    assert after == 2 and not still_thinking


def test_a_stale_computer_turn_does_nothing():
    async def scenario():
        w = KamisadoWidget(target=3, computer="gold", level=1)
        w.computer_delay = 0.05
        w.play("c1-c6")
        timer = w.session.clock.timer
        w.set_computer(None)  # changed its mind before the computer moved
        w.undo()
        return timer.cancelled(), w.session.clock.timer, w.session.thinking, w.match.events

    cancelled, pending, thinking, events = asyncio.run(scenario())
    assert cancelled and pending is None and not thinking, "the turn's timer is off: it can never move"
    assert events == ()


@pytest.mark.parametrize("side", [3, "white"])
def test_set_computer_refuses_bad_sides(side):
    with pytest.raises((TypeError, ValueError)):
        KamisadoWidget().set_computer(side)


def test_the_kelvin_sign_side_is_a_value_error_not_a_key_error():
    """14.2: "blac\\u212a" passed a lower-case check, then Player["BLACK"] raised KeyError."""
    w = KamisadoWidget(target=3)
    with pytest.raises(ValueError, match="'black', 'gold' or 'none'") as info:
        w.set_computer("blac\u212a")
    assert isinstance(info.value, KamisadoError) and "U+212A" in str(info.value)
    assert w.computer.side is None


@pytest.mark.parametrize("side, player", [("black", Player.BLACK), ("GOLD", Player.GOLD), ("None", None),
                                          (Player.GOLD, Player.GOLD), (None, None)])
def test_documented_sides_are_read_case_insensitively_over_ascii(side, player):
    w = KamisadoWidget(target=3)
    w.computer_delay = 0
    w.set_computer(side, 1)
    assert w.computer.side is player


@pytest.mark.parametrize("side", ["blac\u212a", "gold ", "ｇｏｌｄ", "", "white", "b"])
def test_a_computer_message_with_an_odd_side_is_refused_without_an_exception(side):
    """14.2: the same KeyError escaped the front-end message handler."""
    w = KamisadoWidget(target=3)
    before = w.position_text
    send(w, type="computer", side=side, level=2)
    assert w.computer.side is None and w.position_text == before
    assert "'black', 'gold' or 'none'" in w.message


def test_board_clicks_and_fills_are_refused_while_it_is_the_computers_turn():
    async def scenario():
        w = KamisadoWidget(target=3, computer="gold", level=1)
        w.computer_delay = 0.2
        w.play("c1-c6")
        send(w, type="click", square="a8")
        send(w, type="click", square="a7")
        refused = (w.message, list(w.match.events))
        await until(w, lambda: not w.session.thinking)  # the computer's turn ran
        return refused, [m.text() for m in w.match.events]

    (message, during), after = asyncio.run(scenario())
    wait = _("It is {player}'s turn, played by the computer: wait for its move.").format(player="Gold")
    assert message.endswith(wait) and [m.text() for m in during] == ["c1-c6"]
    assert len(after) == 2 and after[0] == "c1-c6", "the computer made its own move"


def test_hint_after_the_round_names_how_it_ended():
    w = KamisadoWidget(target=1)
    for move in ["c1-c7", "d8-d6", "c7-d8"]:
        w.play(move)
    with pytest.raises(Exception, match="R4"):
        w.hint()


def test_the_computer_can_play_black_and_black_wins_are_reported():
    """Black is Player 0 and Brown is Colour 0: neither may ever read as "nobody"."""
    w = KamisadoWidget(target=3)
    w.set_computer("black", 1)
    assert w.view["computer"]["side"] == "black" and len(w.match.events) == 1
    near_win = KamisadoWidget(target=3)
    for move in ["c1-c7", "d8-d6"]:
        near_win.play(move)
    analysis = near_win.analyse()
    assert analysis["winner"] == "black" and analysis["line"] == ["c7-d8"]
    assert bool(Player.BLACK) and bool(Colour.BROWN)


def _thinking_then(action):
    """Gold is the computer and about to answer c1-c6 when the page sends ``action``: what the
    board shows at once, whether a click is taken, whether the turn's timer is cancelled (none pending) and
    whether the board still says the computer thinks."""
    async def scenario():
        w = KamisadoWidget(target=3, computer="gold", level=1)
        w.computer_delay = 0.3
        w.play("c1-c6")
        assert w.view["computer"]["thinking"] and "thinking" in w.view["status"]
        timer = w.session.clock.timer
        send(w, **action)
        shown = (w.view["computer"]["thinking"], w.view["status"], [m.text() for m in w.match.events])
        click(w, "c1")  # the human's turn: a click selects at once
        selected = w.view["selected"]
        off = timer.cancelled() and w.session.clock.timer is None  # the turn's timer can never run
        return shown, selected, off, w.view["computer"]["thinking"]

    return asyncio.run(scenario())


@pytest.mark.parametrize("action", [{"type": "undo"}, {"type": "new_match", "target": 3, "layout": "standard"}],
                         ids=["undo", "reset"])
def test_undo_or_reset_while_the_computer_is_about_to_move_cancels_its_turn_at_once(action):
    """Issue 14.6: the status kept "Gold (computer) is thinking…" on the human's turn and the page
    ignored clicks meanwhile; the pending turn is cancelled at once."""
    (thinking, status, events), selected, off, still = _thinking_then(action)
    assert not thinking and "thinking" not in status and status.startswith("Black"), status
    assert events == [] and selected == "c1"
    assert off and not still, "the cancelled turn never moves"


def test_reset_on_the_computers_own_turn_restarts_its_turn_with_the_new_match():
    async def scenario():
        w = KamisadoWidget(target=3, computer="black", level=1)
        w.computer_delay = 0.3
        first = w.session.clock.awaited
        assert w.view["computer"]["thinking"]
        timer = w.session.clock.timer
        send(w, type="new_match", target=1, layout="standard")
        restarted = w.view["computer"]["thinking"] and w.session.clock.awaited is not first
        restarted = restarted and timer.cancelled() and w.session.clock.timer is not timer
        await until(w, lambda: not w.session.thinking)  # the new turn ran
        return restarted, [m.text() for m in w.match.events], w.match.target

    restarted, events, target = asyncio.run(scenario())
    assert restarted and len(events) == 1 and target == 1, "one move of the computer, in the new match"


def test_set_computer_to_nobody_while_it_thinks_stops_the_thinking_at_once():
    async def scenario():
        w = KamisadoWidget(target=3, computer="gold", level=1)
        w.computer_delay = 0.3
        w.play("c1-c6")
        timer = w.session.clock.timer
        send(w, type="computer", side="none", level=1)
        shown = w.view["computer"]["thinking"], w.view["status"]
        return shown, timer.cancelled() and w.session.clock.timer is None, len(w.match.events)

    (thinking, status), off, moves = asyncio.run(scenario())
    assert not thinking and "thinking" not in status and off and moves == 1


def test_the_tests_think_within_a_node_budget_set_for_the_whole_suite():
    """tests/conftest.py sets KAMISADO_THINK_NODES, so every computer in the suite counts nodes, not seconds.
    (Gold opens: the openings in which Black moves first are in the book, answered without a search.)"""
    w = KamisadoWidget(Position.initial(turn=Player.GOLD).text(), computer="black", level=4)
    assert w.computer.think_nodes == int(os.environ[THINK_NODES_ENV]) > 0
    w.play("d8-d4")
    player = w.computer._player
    assert player.max_nodes == w.computer.think_nodes and player.time_limit is None
    assert player.last is not None and 0 < player.last.nodes <= w.computer.think_nodes


def test_without_a_node_budget_the_computer_thinks_for_its_seconds(monkeypatch):
    """The seconds reach the engine player; its search runs on a fake clock, so no real time passes."""
    fake_clock(monkeypatch)
    monkeypatch.delenv(THINK_NODES_ENV)
    seat = Opponent(Player.GOLD, 4)
    assert seat.think_nodes is None and seat._player.time_limit == THINK_SECONDS and seat._player.max_nodes is None
    seat.think_seconds = 0.5  # changed after set-up: the next move uses it
    seat.decide(Match(3))
    assert seat._player.time_limit == 0.5


@pytest.mark.parametrize("text", ["0", "-5", "many", "2.5"])
def test_a_node_budget_that_is_not_a_positive_integer_is_refused_by_name(monkeypatch, text):
    monkeypatch.setenv(THINK_NODES_ENV, text)
    with pytest.raises(ValueError) as info:
        Opponent()
    assert "KAMISADO_THINK_NODES" in str(info.value) and repr(text) in str(info.value)  # the variable and its value
    monkeypatch.delenv(THINK_NODES_ENV)
    with pytest.raises(ValueError) as info:
        Opponent(think_nodes=0)
    assert "think_nodes" in str(info.value) and "0" in str(info.value)


def _midgame() -> Match:
    match = Match(3)
    for move in ["e1-b4", "f8-f4", "g1-b6", "d8-d7", "b1-a2"]:
        match.play(move)
    return match


def _thought(think_nodes: int) -> tuple[str, dict, dict]:
    """The computer's move, the hint and the analysis from one midgame position, within ``think_nodes``."""
    seat, match = Opponent(Player.GOLD, 4, think_nodes=think_nodes), _midgame()
    return seat.decide(match).text(), seat.hint_view(match), seat.analysis_view(match)


def test_with_a_node_budget_the_computer_the_hint_and_the_analysis_repeat_exactly():
    """The node budget replaces the clock: the same position gives the same move, hint and analysis
    every time; a budget too small to prove anything says so honestly."""
    first = _thought(400)
    assert all(_thought(400) == first for _ in range(3))
    legal = [m.text() for m in _midgame().legal_moves()]
    assert first[0] in legal and first[1]["move"] in legal
    tiny = _thought(50)
    limit = ngettext("after looking at {count} position", "after looking at {count} positions", 50).format(count=50)
    assert tiny[2]["result"] == "unknown" and tiny[2]["text"] == _(
        "Analysis: I could not work it out {limit}: the round can still go too many ways.").format(limit=limit)


def test_the_analysis_says_the_limit_it_thought_within():
    """An analysis that could not tell says the actual limit in words: the clock's seconds, or the positions
    it looked at when it thinks within a count of them (never "a second" whatever the limit)."""
    from kamisado_widget.session.computer import thinking_words

    positions = ("after looking at {count} position", "after looking at {count} positions")
    assert thinking_words(1.0) == _("in a second")
    assert thinking_words(0.5) == _("in half a second")
    assert thinking_words(3) == _("in {count} seconds").format(count=3)
    assert thinking_words(2.5) == _("in {count} seconds").format(count="2.5")
    assert thinking_words(1.0, 20_000) == ngettext(*positions, 20_000).format(count="20,000")
    assert thinking_words(1.0, 1) == ngettext(*positions, 1).format(count=1)


PROVEN_NOT_TIMED = "1gr1pu1o/8/5y2/5P2/n7/8/bO3R2/1BU1Y1GN g o - mirrored"


def test_D1_a_proven_winner_whose_fastest_line_was_not_found_is_said_as_such():
    """M7: within 20,000 nodes the solver proves that Gold wins here but not how fast: the analysis says
    "proven" with the proof's bound and a line that wins, never a distance it does not know; the hint's
    move keeps the win and says it is proven, with no number it does not know."""
    from kamisado_widget.engine import Move
    from kamisado_widget.engine.ai import own_moves, solve
    from kamisado_widget.session.computer import analysis_view, hint_view

    match = Match.from_text(PROVEN_NOT_TIMED)
    analysis = analysis_view(match, nodes=20_000)
    assert analysis["result"] == "win" and analysis["winner"] == "gold" and analysis["distance"] is None
    bound = analysis["bound"]
    own = own_moves([Move.from_text(t) for t in analysis["line"]], Player.GOLD, Player.GOLD)
    limit = ngettext("after looking at {count} position", "after looking at {count} positions", 20_000).format(
        count="20,000")
    proven = _("Analysis: {winner} wins with best play, proven (I could not work out its fastest win {limit}).")
    line = ngettext("A line that wins in {count} move of its own: {line}",
                    "A line that wins in {count} moves of its own: {line}", own)
    assert analysis["text"] == proven.format(winner="Gold", limit=limit) + " " + line.format(
        count=own, line=" ".join(analysis["line"][:12]) + (" …" if len(analysis["line"]) > 12 else ""))
    exact = solve(match.position, max_nodes=None)
    assert exact.winner is Player.GOLD and exact.distance <= bound
    end = match.position
    for text in analysis["line"]:
        end = end.play_text(text)
    assert end.result is not None and end.result.winner is Player.GOLD and len(analysis["line"]) == bound
    advice = hint_view(match, nodes=20_000)
    assert advice["reason"] == _("wins, proven (the fastest win was not worked out in time)")
    after = match.position.play_text(advice["move"])
    assert solve(after, max_nodes=None).winner is Player.GOLD
