"""The board session on its own: no widget, no kernel, no comm (kamisado_widget/session/board_session.py)."""

import pytest
from helpers.scenarios import PUSH_READY

from kamisado_widget.engine import Colour, IllegalMoveError, Match, Phase, Player, Tower, catalogue, parse_square
from kamisado_widget.engine.catalogue import _, ngettext
from kamisado_widget.engine.names import tower_name
from kamisado_widget.protocol.dispatch import carry_out
from kamisado_widget.protocol.intents import IntentError, parse_intent
from kamisado_widget.protocol.view import session_view
from kamisado_widget.session.board_session import BoardSession
from kamisado_widget.session.edit_mode import EditError
from kamisado_widget.session.pointer import Attempt, Deselect, Say, Select, Try, read_click, read_pass


def session(match=None):
    """A session and the list its "changed" listener appends the view to."""
    s = BoardSession(match or Match(3))
    views = []
    s.on_change(lambda: views.append(session_view(s)))
    return s, views


def test_each_action_is_one_change_with_a_new_version():
    s, views = session()
    s.click("c1")
    s.click("c6")  # plays c1-c6: a change inside the click, heard once
    s.undo()
    assert [v["version"] for v in views] == [1, 2, 3]
    assert views[0]["selected"] == "c1" and views[1]["last_move"]["move"] == "c1-c6"
    assert views[2]["moves"] == [] and views[2]["can_redo"]


def test_T2_an_illegal_move_raises_and_no_change_is_heard():
    s, views = session()
    s.play("c1-c6")
    with pytest.raises(IllegalMoveError) as info:
        s.play("b8-b3")
    assert info.value.rule == "T2" and len(views) == 1 and s.match.events[-1].text() == "c1-c6"


def test_D1_clicks_select_show_targets_and_explain():
    s, views = session()
    s.play("c1-c6")
    s.click("b8")  # Gold must move Orange (T2)
    assert views[-1]["message"]["rule"] == "T2" and views[-1]["message"]["kind"] == "error"
    s.click("a8")
    assert views[-1]["selected"] == "a8" and views[-1]["targets"]
    s.click("b8")  # another of Gold's own towers: a new choice of tower, refused by T2; the selection stays
    assert views[-1]["message"]["rule"] == "T2" and views[-1]["selected"] == "a8"
    s.click("a7")
    assert s.match.events[-1].text() == "a8-a7" and views[-1]["selected"] is None
    assert views[-1]["announce"].startswith(_("{tower} moved from {start} to {end}.").format(
        tower=tower_name(Player.GOLD, Colour.ORANGE, None), start="a8", end="a7"))


def test_read_click_is_pure_and_says_what_a_click_means():
    match = Match(3)
    red = tower_name(Player.BLACK, Colour.RED, 0)
    legal = ngettext("{tower} on {square}: {count} legal move.", "{tower} on {square}: {count} legal moves.", 13)
    assert read_click(match, None, parse_square("c1")) == Select(parse_square("c1"), legal.format(
        tower=red, square="c1", count=13))
    empty = read_click(match, None, parse_square("d4"))
    assert empty == Say(_("The square {square} is empty: first click the tower you want to move, then the square to "
                          "move it to.").format(square="d4")), "a neutral hint: no rule badge, no tower named"
    assert empty.kind == "info" and empty.rule is None
    move = read_click(match, parse_square("c1"), parse_square("c6"))
    assert isinstance(move, Try) and move.verdict.legal and move.verdict.move.text() == "c1-c6"
    # the selected tower again: deselect, never a move
    again = read_click(match, parse_square("c1"), parse_square("c1"))
    assert again == Deselect(_("{tower} on {square} is no longer selected.").format(tower=red, square="c1"))
    assert again.kind == "info"
    asked = read_pass(match, parse_square("c1"))  # the deliberate pass of a tower that can move (M6): refused, M5
    assert isinstance(asked, Try) and asked.deselect and not asked.verdict.legal and asked.verdict.rule == "M5"
    assert match.events == ()


def test_S2_push_and_redo_of_a_push():
    s, views = session(Match.from_text(PUSH_READY))
    s.click("d4")
    assert {t["square"]: t["kind"] for t in views[-1]["targets"]}["d5"] == "push"
    s.click("d5")
    s.undo()
    s.redo()
    assert views[-1]["last_move"]["pushed"] == [{"id": "gold-blue", "from": "d5", "to": "d6"}]


def test_attempt_hooks_check_moves_from_the_board_and_from_python_alike():
    s, views = session()
    tried = []

    def hook(attempt):
        tried.append(attempt)
        return "Not this one."

    s.on_attempt(hook)
    s.click("c1")
    s.click("c6")
    assert tried[0].kind == "move" and tried[0].verdict.move.text() == "c1-c6"
    assert views[-1]["message"] == {"text": "Not this one.", "kind": "error", "rule": None, "serial": 2, "repeat": 1}
    assert not s.match.events
    assert s.play("c1-c6") is None and not s.match.events  # Python's move is checked as a click is
    assert views[-1]["message"]["text"] == "Not this one." and len(tried) == 2
    s.play("c1-c6", ask_hooks=False)  # the hook's owner (an exercise) plays its own moves past it
    s.on_attempt(hook, remove=True)
    s.click("a8")
    s.click("a7")
    assert [e.text() for e in s.match.events] == ["c1-c6", "a8-a7"] and len(tried) == 2
    assert isinstance(tried[0], Attempt)


def test_F1_the_fill_button_asks_the_hooks_and_fills_for_the_defender():
    s, views = session()
    for move in ["c1-c7", "d8-d6", "c7-d8"]:
        s.play(move)
    s.on_attempt(lambda attempt: "Fill from the right." if attempt.direction.value == "left" else None)
    carry_out(s, parse_intent({"type": "fill", "direction": "left", "version": s.version}))
    assert s.match.phase is Phase.FILL and views[-1]["message"]["text"] == "Fill from the right."
    carry_out(s, parse_intent({"type": "fill", "direction": "right", "version": s.version}))
    assert s.match.round_number == 2 and s.match.rounds()[0].fill.player is Player.BLACK


def test_messages_say_and_refuse():
    s, views = session()
    s.say("Hello", "success")
    assert views[-1]["message"] == {"text": "Hello.", "kind": "success", "rule": None, "serial": 1, "repeat": 1}
    s.say("Hello.", "success")  # the same message again: the page is told it is a repeat
    assert views[-1]["message"] == {"text": "Hello.", "kind": "success", "rule": None, "serial": 2, "repeat": 2}
    with pytest.raises(ValueError):
        s.say("Hello", "shout")
    s.refuse(IntentError("bad", "R1"))
    assert views[-1]["message"] == {"text": "R1: Bad.", "kind": "error", "rule": "R1", "serial": 3, "repeat": 1}
    s.refuse(ValueError("odd"))
    assert views[-1]["message"]["text"] == catalogue._("Nothing changed.") + " Odd.", "two sentences: the refusal's own"


def test_a_stale_intent_is_refused_before_it_acts():
    s, _ = session()
    old = s.version
    s.click("c1")
    with pytest.raises(IntentError, match="already changed"):
        carry_out(s, parse_intent({"type": "click", "square": "c6", "version": old}))
    assert s.match.events == ()


def test_B6_edit_session_build_check_and_play():
    s, views = session()
    s.edit()
    assert views[-1]["mode"] == "edit"
    with pytest.raises(EditError):
        s.play("c1-c6")
    s.edit_step(lambda e: e.click(parse_square("c1")))
    s.edit_step(lambda e: e.click(parse_square("c5")))
    s.edit_step(lambda e: e.set_rank(Tower(Player.BLACK, Colour.RED), 1))
    assert {t["id"]: t["square"] for t in views[-1]["towers"]}["black-red"] == "c5"
    s.finish_edit()
    assert views[-1]["mode"] == "play" and s.match.position.rank_of(Player.BLACK, Colour.RED) == 1
    assert views[-1]["message"]["text"].startswith(_("The position is valid: play from here.") + " ")
    with pytest.raises(EditError):
        s.edit_step(lambda e: e.undo())


def test_hint_and_analysis_stay_until_the_game_moves_on():
    s, views = session()
    advice = s.hint()
    assert views[-1]["hint"] == advice and advice["move"] in [m.text() for m in s.match.legal_moves()]
    s.say("still here")
    assert views[-1]["hint"] == advice
    s.play(advice["move"])
    assert views[-1]["hint"] is None


def test_the_computer_turn_plays_for_its_side_and_a_stale_one_does_nothing():
    s, views = session()
    s.set_computer("gold", 1)
    s.play("c1-c6")
    assert s.clock.due()
    stale = Match(3).state
    s.computer_turn(stale)
    assert len(s.match.events) == 1 and not s.thinking
    s.set_thinking(True)
    assert views[-1]["status"] == _("{player} (computer) is thinking…").format(player="Gold") and not s.clock.due()
    s.computer_turn(s.match.state)
    assert len(s.match.events) == 2 and s.match.position.turn is Player.BLACK and not views[-1]["computer"]["thinking"]
