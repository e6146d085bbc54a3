"""Messages from the front-end, delivered the way anywidget delivers `model.send(...)`.

Every intent is validated in Python; malformed, ill-typed, stale and hostile messages are
refused with a message that names the problem and change nothing.
"""


import re

import pytest
from helpers.front_end import click, custom, send, sent_states
from helpers.scenarios import PUSH_READY

from kamisado_widget import KamisadoWidget
from kamisado_widget.engine import Colour, Player
from kamisado_widget.engine.catalogue import _
from kamisado_widget.engine.names import tower_name
from kamisado_widget.protocol.intents import quoted
from kamisado_widget.session.sentences import message


def snapshot(w):
    return (w.position_text, w.match.events, w.view["selected"])


def test_click_select_then_click_target_plays_the_move():
    w = KamisadoWidget()
    click(w, "c1")
    assert w.view["selected"] == "c1"
    click(w, "c6")
    assert w.last_move == "c1-c6" and w.view["selected"] is None
    assert w.match.position.tower_at(42).colour.title == "Red"  # c6


def test_D1_T2_clicking_a_tower_that_may_not_move_explains_with_the_rule():
    w = KamisadoWidget()
    w.play("c1-c6")
    click(w, "b8")
    assert w.view["message"]["rule"] == "T2" and w.view["message"]["kind"] == "error"
    assert w.message == message("T2", _(
        "the tower on {square} is {tower}, but {player} must move {colour} — the opponent's last move "
        "ended on a square of that colour."
    ).format(square="b8", tower=tower_name(Player.GOLD, Colour.BLUE, None), player="Gold", colour="Orange"))
    assert w.view["selected"] is None


def test_D1_M1_M2_clicking_a_square_the_selected_tower_cannot_reach_explains_it():
    w = KamisadoWidget()
    w.play("c1-c6")
    click(w, "a8")
    click(w, "a1")  # backwards for Gold? no: a1 is forward for Gold, but blocked by Black's Brown
    assert w.view["message"]["rule"] in ("M2", "M3")
    click(w, "b8")  # another of Gold's towers: a new choice of tower (T2), not a sideways move (M1)
    assert w.view["message"]["rule"] == "T2" and "sideways" not in w.message
    click(w, "c7")  # sideways-diagonal? a8 to c7 is not a line
    assert w.view["message"]["rule"] == "M1"
    assert w.view["selected"] == "a8", "an explanation keeps the selection"
    before = snapshot(w)
    click(w, "a7")
    assert w.last_move == "a8-a7" and snapshot(w) != before


def test_M5_Escape_cancel_and_clicking_the_selection_again_clear_it():
    w = KamisadoWidget()
    click(w, "c1")
    send(w, type="cancel")
    assert w.view["selected"] is None
    click(w, "c1")
    click(w, "c1")  # the selected tower again: the selection is dropped, nothing is played
    assert w.view["selected"] is None
    assert w.message == _("{tower} on {square} is no longer selected.").format(
        tower=tower_name(Player.BLACK, Colour.RED, 0), square="c1")
    assert not w.match.events
    w.play("c1-c6")
    send(w, type="pass", square="a8")  # a pass of a tower that can move
    assert w.view["message"]["rule"] == "M5" and w.match.events[-1].text() == "c1-c6"


def test_S2_push_by_clicks():
    w = KamisadoWidget(PUSH_READY)
    click(w, "d4")
    click(w, "d5")
    assert w.last_move == "d4>d5"


def test_F1_fill_undo_redo_and_new_match_intents():
    w = KamisadoWidget(target=3)
    for move in ["c1-c7", "d8-d6", "c7-d8"]:
        w.play(move)
    send(w, type="fill", direction="right")
    assert w.match.round_number == 2 and w.match.rounds()[0].fill.direction.value == "right"
    send(w, type="undo")
    assert w.match.round_number == 1 and w.view["fill"] is not None and w.view["can_redo"]
    send(w, type="redo")
    assert w.match.round_number == 2
    send(w, type="new_match", target=7, layout="mirrored")
    assert w.match.target == 7 and w.view["layout"] == "mirrored" and w.match.events == ()


def test_options_switch_views():
    w = KamisadoWidget()
    custom(w, {"type": "options", "flipped": True, "colour_blind": True})
    assert w.flipped and w.colour_blind
    assert w.get_state()["flipped"] is True and w.get_state()["colour_blind"] is True


@pytest.mark.parametrize(
    "content, words",
    [
        ("click d4", "must be a dict"),
        (["click"], "must be a dict"),
        ({}, "A message from the board has no 'type'"),
        ({"type": "teleport", "version": 1}, "'type': 'teleport' is not a message type"),
        ({"type": "click", "square": "d4"}, "has no 'version'"),
        ({"type": "click", "version": "1", "square": "d4"}, "'version' must be a view version, a whole number from 0, not a value of type str"),
        ({"type": "click", "version": True, "square": "d4"}, "'version' must be a view version, a whole number from 0, not a value of type bool"),
        ({"type": "click", "version": None}, "has no 'square'"),
        ({"type": "click", "square": 27, "version": None}, "'square' must be a square (a1 to h8), not a value of type int"),
        ({"type": "click", "square": "z9", "version": None}, "'z9' is not a square"),
        ({"type": "click", "square": None, "version": None}, "'square' must be a square (a1 to h8), not a value of type NoneType"),
        ({"type": "fill", "direction": "up", "version": None}, "'direction': 'up' is not a fill direction"),
        ({"type": "fill", "direction": "left", "version": None}, "F1"),
        ({"type": "new_match", "target": 4, "layout": "standard", "version": None}, "R1"),
        ({"type": "new_match", "target": 3, "layout": "round", "version": None}, "B4"),
        ({"type": "new_match", "target": "3", "layout": "standard", "version": None}, "'target' must be a match length"),
        ({"type": "options", "flipped": "yes"}, "'flipped' must be true or false, not a value of type str"),
        ({"type": "options", "zoom": 2}, "The 'options' message has no field 'zoom'"),
        ({"type": "options"}, "The 'options' message sets none of flipped, colour_blind"),
        ({"type": "click", "square": "D4", "version": None}, "'square': 'D4' is not a square"),
        ({"type": "click", "square": "d4", "version": None, "shift": True}, "The 'click' message has no field 'shift'"),
        ({"type": "fill", "direction": "LEFT", "version": None}, "'direction': 'LEFT' is not a fill direction"),
        (
            {"type": "new_match", "target": True, "layout": "standard", "version": None},
            "'target' must be a match length: 1, 3, 7 or 15 points, not a value of type bool",
        ),
        ({"type": "undo", "version": None}, "nothing to undo"),
        ({"type": "redo", "version": None}, "nothing to redo"),
    ],
)
def test_malformed_and_ill_typed_messages_are_refused_and_change_nothing(content, words):
    w = KamisadoWidget(target=3)
    if isinstance(content, dict) and content.get("version", 0) is None:
        content = {**content, "version": w.view["version"]}
    before = snapshot(w), w.flipped
    custom(w, content)
    assert words in w.message
    assert w.view["message"]["kind"] == "error"
    assert (snapshot(w), w.flipped) == before


STALE = "The board had already changed when this arrived: look at it again, then try once more."


def test_stale_click_from_an_older_board_is_refused_in_a_persons_words():
    """A click made on a board whose position has changed since is refused, with nothing done; the learner reads
    why in plain words: no version number, no message type, no "older board"."""
    w = KamisadoWidget()
    old = w.view["version"]
    w.click("c1")  # e.g. a second view, or Python, changed the board meanwhile
    w.click("c6")
    before = snapshot(w)
    custom(w, {"type": "click", "square": "a8", "version": old})
    assert _(STALE) in w.message and snapshot(w) == before
    assert not re.search(r"version|older board|\(click\)|\d", w.message)


def test_a_click_made_before_a_message_is_carried_out():
    """A view that only said something (a refusal here) leaves the board as the click saw it: a click made on the
    view before it, arriving late, selects the tower as it would have then."""
    w = KamisadoWidget()
    old = w.view["version"]
    custom(w, {"type": "click", "square": "z9", "version": old})  # refused: a new view, the same board
    assert w.view["version"] > old
    custom(w, {"type": "click", "square": "c1", "version": old})
    assert w.view["selected"] == "c1" and w.view["message"]["kind"] != "error"


def test_a_late_click_on_a_board_whose_selection_changed_is_refused():
    """The selection is part of what a click acts on: a click made before the tower was selected, arriving after,
    is refused, not read as a click on the selected tower."""
    w = KamisadoWidget()
    old = w.view["version"]
    w.click("c1")
    custom(w, {"type": "click", "square": "c1", "version": old})
    assert _(STALE) in w.message and w.view["selected"] == "c1"


def test_a_late_click_on_a_board_in_edit_mode_is_refused():
    """In edit mode every step counts: an edit made on an earlier view is refused, even if nothing else moved."""
    w = KamisadoWidget()
    custom(w, {"type": "edit", "action": "start", "version": w.view["version"]})
    old = w.view["version"]
    custom(w, {"type": "click", "square": "z9", "version": old})  # refused: a new view
    custom(w, {"type": "edit", "action": "clear", "version": old})
    assert _(STALE) in w.message


def test_hostile_names_and_squares_stay_plain_text():
    hostile = "<img src=x onerror=alert(1)>"
    w = KamisadoWidget(black_name=hostile)
    assert w.view["scoreboard"]["names"]["black"] == hostile  # passed as data, never as markup
    send(w, type="click", square=hostile)
    refusal = _("{field}: {value} is not {expected}.").format(field="'square'", value=quoted(hostile),
                                                             expected=_("a square (a1 to h8)"))
    assert w.message == _("Nothing changed.") + " " + refusal


def test_one_state_update_per_user_action():
    w = KamisadoWidget()
    sent = sent_states(w)
    click(w, "c1")
    click(w, "c6")
    custom(w, {"type": "options", "flipped": True, "colour_blind": True})
    send(w, type="click", square=5)
    # the view switches are traits of their own: one update with just those two
    assert [sorted(state) for state in sent] == [["view"], ["view"], ["colour_blind", "flipped"], ["view"]]
