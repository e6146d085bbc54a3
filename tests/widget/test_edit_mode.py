"""Edit mode: build a position by clicks, check it with the engine, play on; paste and copy texts."""

import pytest
from helpers.front_end import send

from kamisado_widget import KamisadoWidget
from kamisado_widget.engine import Colour, InvalidPositionError, KamisadoError, Match, Player
from kamisado_widget.engine.catalogue import _
from kamisado_widget.engine.names import tower_name


def edit(w, action, **fields):
    send(w, type="edit", action=action, **fields)


def test_build_a_position_by_clicks_then_play_from_it():
    w = KamisadoWidget(target=3)
    edit(w, "start")
    assert w.view["mode"] == "edit" and w.view["edit"]["problem"] is None
    edit(w, "click", square="c1")  # pick up Black's Red from the board
    assert w.view["edit"]["picked"] == "black-red"
    edit(w, "click", square="c5")  # put it on c5
    assert {t["id"]: t["square"] for t in w.view["towers"]}["black-red"] == "c5"
    edit(w, "rank", tower="black-red", rank=1)
    edit(w, "set", field="turn", value="gold")
    edit(w, "set", field="to_move", value="gold-orange")
    assert w.view["edit"]["scores"] == {"black": 1, "gold": 0}
    assert w.view["mover"] == "gold-orange"
    edit(w, "done")
    assert w.view["mode"] == "play" and w.view["edit"] is None
    assert w.position_text == (
        "obupyrgn/8/8/2R+5/8/8/8/NG1YPUBO g o - standard target=3 round=1 challenger=b score=1-0"
    )
    w.click("a8")
    w.click("a2")
    assert w.last_move == "a8-a2"


def test_palette_pick_place_remove_and_undo():
    w = KamisadoWidget()
    edit(w, "start")
    edit(w, "remove", tower="gold-blue")
    assert {t["id"]: t["square"] for t in w.view["edit"]["towers"]}["gold-blue"] is None
    assert "gold-blue" not in {t["id"] for t in w.view["towers"]}
    assert w.view["edit"]["problem"] == _("B6: place every tower; missing: {towers}").format(
        towers=tower_name(Player.GOLD, Colour.BLUE, None))
    assert w.view["edit"]["problem"] in w.view["status"]  # the headline says why the set-up is not playable
    edit(w, "pick", tower="gold-blue")
    edit(w, "click", square="e4")
    assert {t["id"]: t["square"] for t in w.view["towers"]}["gold-blue"] == "e4"
    edit(w, "undo")
    edit(w, "undo")
    assert {t["id"]: t["square"] for t in w.view["towers"]}["gold-blue"] == "b8"
    assert not w.view["edit"]["can_undo"]


def test_an_invalid_position_is_never_half_applied():
    w = KamisadoWidget(target=3)
    w.play("c1-c6")
    before = w.position_text
    edit(w, "start")
    edit(w, "remove", tower="black-red")
    edit(w, "done")
    assert w.view["mode"] == "edit", "still editing"
    assert w.view["message"]["kind"] == "error" and "B6" in w.message
    with pytest.raises(InvalidPositionError):
        w.finish_edit()
    edit(w, "cancel")
    assert w.position_text == before and w.view["mode"] == "play"


def test_play_actions_are_refused_while_editing():
    w = KamisadoWidget()
    w.edit()
    with pytest.raises(KamisadoError, match="edit mode"):
        w.play("c1-c6")
    send(w, type="undo")
    assert "edit mode" in w.message


@pytest.mark.parametrize(
    "fields, words",
    [
        ({"action": "fly"}, "'action': 'fly' is not an edit action"),
        ({"action": "pick", "tower": "white-red"}, "'white-red' is not a tower"),
        ({"action": "pick", "tower": 3}, ("'tower'", "int")),
        ({"action": "rank", "tower": "black-red", "rank": 9}, "B6: 'rank': 9 is not a rank"),
        ({"action": "click", "square": "k9"}, "'k9' is not a square"),
        ({"action": "set", "field": "turn", "value": "white"}, "'value': 'white' is not a side"),
        ({"action": "set", "field": "target", "value": 4}, "R1"),
        ({"action": "set", "field": "colour", "value": 1}, "'field': 'colour' is not a setting"),
        ({"action": "set", "field": "turn"}, "has no 'value'"),
        ({"action": "undo"}, "no edit to undo"),
    ],
)
def test_bad_edit_messages_are_refused_and_change_nothing(fields, words):
    w = KamisadoWidget()
    w.edit()
    before = w.view["edit"]
    send(w, type="edit", **fields)
    wanted = (words,) if isinstance(words, str) else words
    assert all(word in w.message for word in wanted) and w.view["message"]["kind"] == "error"
    assert w.view["edit"] == before


def test_copy_and_paste_position_texts():
    w = KamisadoWidget(target=3)
    w.play("c1-c6")
    text = w.view["position_text"]
    other = KamisadoWidget()
    send(other, type="paste", text=text)
    assert other.position_text == text
    send(other, type="paste", text="obupyrgn/8/8/8/8/8/8/NGRYPUBN b * - standard")
    assert "placed twice" in other.message and other.position_text == text
    other.edit()
    send(other, type="paste", text=Match(7).text())
    assert other.view["edit"]["target"] == 7 and other.view["mode"] == "edit"
    send(other, type="paste", text=42)
    assert "'text'" in other.message and "int" in other.message
