"""The widget's Python API: create, play, undo/redo, reset, save/load, observe."""

import pytest
from helpers.scenarios import PUSH_READY

from kamisado_widget import KamisadoWidget
from kamisado_widget.engine import Colour, IllegalMoveError, InvalidPositionError, KamisadoError, NotationError, Player
from kamisado_widget.engine.catalogue import _
from kamisado_widget.engine.names import tower_name


def test_play_from_python_updates_the_board_and_the_observed_traits():
    w = KamisadoWidget(target=3)
    seen = []
    w.observe(lambda change: seen.append(change["new"]), names="position_text")
    w.play("c1-c6")
    assert seen == [w.position_text]
    assert next(t for t in w.view["towers"] if t["id"] == "black-red")["square"] == "c6"
    assert w.last_move == "c1-c6" and w.view["announce"].startswith(_("{tower} moved from {start} to {end}.").format(
        tower=tower_name(Player.BLACK, Colour.RED, None), start="c1", end="c6"))


def test_T2_an_illegal_move_from_python_raises_with_its_rule_and_changes_nothing():
    w = KamisadoWidget()
    w.play("c1-c6")
    before = (w.position_text, w.view)
    with pytest.raises(IllegalMoveError) as info:
        w.play("b8-b3")
    assert info.value.rule == "T2"
    assert (w.position_text, w.view) == before


def test_undo_redo_and_reset():
    w = KamisadoWidget(target=3, layout="mirrored")
    start = w.position_text
    w.play(w.match.legal_moves()[0])
    after = w.position_text
    w.undo()
    assert w.position_text == start and w.view["can_redo"]
    w.redo()
    assert w.position_text == after
    w.reset()
    assert w.position_text == start and not w.view["can_undo"]
    w.reset(target=15, layout="standard")
    assert w.match.target == 15 and w.view["layout"] == "standard"


def test_create_from_a_position_text_and_from_a_record():
    w = KamisadoWidget(PUSH_READY)
    assert w.position_text == PUSH_READY
    w.play("d4>d5")
    again = KamisadoWidget(record=w.record)
    assert again.position_text == w.position_text and again.match.events == w.match.events
    with pytest.raises(TypeError):
        KamisadoWidget(PUSH_READY, record=w.record)


def test_save_and_load_a_record(tmp_path):
    w = KamisadoWidget(target=3, black_name="Ann", gold_name="Bo")
    for move in ["c1-c7", "d8-d6", "c7-d8"]:
        w.play(move)
    w.fill("left")
    path = tmp_path / "match.txt"
    w.save(path)
    other = KamisadoWidget()
    other.load(path)
    assert other.position_text == w.position_text
    assert other.view["scoreboard"]["names"] == {"black": "Ann", "gold": "Bo"}


@pytest.mark.parametrize(
    "text, error",
    [("nonsense", NotationError), ("obupyrgn/8/8/8/8/8/8/NGRYPUBN b * - standard", InvalidPositionError)],
)
def test_a_bad_position_or_record_raises_and_changes_nothing(text, error):
    w = KamisadoWidget()
    w.play("c1-c6")
    before = (w.position_text, w.match.events)
    with pytest.raises(error):
        w.load_position(text)
    with pytest.raises(NotationError):
        w.session.load_record(text)
    with pytest.raises(KamisadoError):
        KamisadoWidget(text)
    assert (w.position_text, w.match.events) == before


def test_D1_explain_from_python():
    w = KamisadoWidget()
    verdict = w.explain("c1", "b1")
    assert not verdict.legal and verdict.rule == "M1"
    assert w.explain("c1", "c6").legal


def test_views_and_controls_from_python():
    w = KamisadoWidget(controls={"match": False})
    assert w.view["controls"] == {
        "match": False, "undo": True, "fill": True, "edit": True, "computer": True, "moves": True, "mover": True,
        "targets": True,
    }
    w.flipped = True
    w.colour_blind = True
    state = w.get_state()  # synced traits of their own, sent as they change (not inside the view)
    assert state["flipped"] is True and state["colour_blind"] is True
    assert "flipped" not in w.view and "colour_blind" not in w.view
    with pytest.raises(TypeError):
        w.set_controls(zoom=True)


def test_two_displays_share_one_state():
    """Every display of a widget renders the same model: the view trait is the whole state."""
    w = KamisadoWidget()
    w.click("c1")
    state = w.get_state()
    assert set(state) >= {"view", "board_layout", "flipped", "colour_blind"}
    assert not {"position_text", "message", "last_move"} & set(state), "no extra synced traits"
    assert state["view"]["selected"] == "c1"


def test_names_in_a_record_are_kept_unless_given():
    w = KamisadoWidget(target=3, black_name="Ann", gold_name="Bo")
    w.play("c1-c6")
    again = KamisadoWidget(record=w.record)
    assert (again.black_name, again.gold_name) == ("Ann", "Bo")
    assert "black: Ann" in again.record
    renamed = KamisadoWidget(record=w.record, gold_name="Cy")
    assert (renamed.black_name, renamed.gold_name) == ("Ann", "Cy")


def test_an_unexpected_value_error_from_a_paste_is_shown_not_lost():
    w = KamisadoWidget()
    w._handle_custom_msg({"type": "paste", "text": "o+++b+++u+++pyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard",
                          "version": w.view["version"]}, [])
    assert "R4" in w.message and w.view["message"]["kind"] == "error"
