"""What a change sends to the front-end: the layout's squares once, a move's view small, and the
view switches as traits of their own (docs/widget-protocol.md)."""

import json

from helpers.front_end import sent_states
from helpers.scenarios import midgame, quiet_move

from kamisado_widget import KamisadoWidget

LIMIT = 4096  # bytes of a move's view update (issue 10)


def wire_bytes(state):
    """Bytes of one comm update as jupyter_client packs it (JSON, UTF-8)."""
    return len(json.dumps({"method": "update", "state": state, "buffer_paths": []}, ensure_ascii=False).encode())


def keys_anywhere(value):
    """Every dict key inside ``value``, at any depth."""
    if isinstance(value, dict):
        return set(value) | set().union(*(keys_anywhere(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(keys_anywhere(v) for v in value))
    return set()


def test_B3_a_mid_game_move_sends_only_a_view_without_squares_under_4_KB():
    w = KamisadoWidget(record=midgame().record())
    sent = sent_states(w)
    w.play(quiet_move(w.match))
    assert [sorted(state) for state in sent] == [["view"]], "one update per move, the view alone"
    view = sent[0]["view"]
    assert not {"squares", "palette", "flipped", "colour_blind", "character", "colour_name"} & keys_anywhere(view)
    assert len(view["towers"]) == 16 and len(view["moves"]) == 11 and len(view["movers"]) == 11
    assert wire_bytes(sent[0]) <= LIMIT


def test_the_move_list_is_sent_only_when_its_rounds_change():
    """Selecting, replaying, stepping and moves within a round send the view alone (the round's moves
    are in it); the move list's rounds (the history trait) go with fills and undoing them."""
    w = KamisadoWidget(record=midgame().record())
    sent = sent_states(w)
    w.click("a1")
    w.replay(3)
    w.replay_step(-1)
    w.replay_step(1)
    w.live()
    for _ in range(10):  # round 2's moves taken back one by one
        w.undo()
    assert len(sent) == 15 and all(sorted(state) == ["view"] for state in sent)
    assert w.history["current"]["number"] == 2 and len(w.history["rounds"]) == 1
    w.undo()  # the fill: round 1 is the current round again
    assert sorted(sent[-1]) == ["history", "view"] and sent[-1]["history"]["rounds"] == []
    assert sent[-1]["history"]["current"] == {"number": 1, "challenger": "black", "start": 0,
                                              "result": {"winner": "black", "reason": "M7", "points": 1}}


def test_B3_B4_the_squares_are_sent_once_per_layout():
    w = KamisadoWidget(target=3)
    assert len(w.board_layout["squares"]) == 64 and w.board_layout["layout"] == "standard"
    sent = sent_states(w)
    for move in ["c1-c6", "a8-a3"]:
        w.play(move)
    w.click("f1")
    w.undo()
    w.reset()  # a new match on the same layout: the squares stay as they are
    assert sent and all("board_layout" not in state for state in sent)
    w.reset(layout="mirrored")  # B4: a new layout, sent once with that change
    assert [sorted(state) for state in sent[-1:]] == [["board_layout", "view"]]
    assert {s["name"]: s["colour"] for s in sent[-1]["board_layout"]["squares"]}["a1"] == "orange"
    w.play("h1-h5")
    assert "board_layout" not in sent[-1]
    assert sum("board_layout" in state for state in sent) == 1


def test_B4_in_edit_mode_the_squares_follow_the_set_up_layout():
    w = KamisadoWidget()
    w.edit()
    sent = sent_states(w)
    w._handle_custom_msg({"type": "edit", "action": "set", "field": "layout", "value": "mirrored",
                          "version": w.view["version"]}, [])
    assert [s["layout"] for s in (state.get("board_layout") for state in sent) if s] == ["mirrored"]
    assert w.view["layout"] == "mirrored" and "squares" not in w.view
    w.cancel_edit()
    assert w.board_layout["layout"] == "standard" and sum("board_layout" in state for state in sent) == 2


def test_flipped_and_colour_blind_from_python_are_synced_traits_without_a_new_view():
    w = KamisadoWidget()
    version = w.view["version"]
    sent = sent_states(w)
    w.flipped = True
    w.colour_blind = True
    assert [sorted(state) for state in sent] == [["flipped"], ["colour_blind"]]
    assert sent[0]["flipped"] is True and sent[1]["colour_blind"] is True
    assert w.view["version"] == version, "a view switch is not a board change"


def test_flipped_and_colour_blind_from_the_page_set_the_traits():
    """The page sets the traits through the comm (an ipywidgets state update), not an intent."""
    w = KamisadoWidget()
    seen = []
    w.observe(lambda change: seen.append((change["name"], change["new"])), names=["flipped", "colour_blind"])
    w.set_state({"flipped": True})
    w.set_state({"colour_blind": True})
    assert w.flipped and w.colour_blind and seen == [("flipped", True), ("colour_blind", True)]
    w.set_state({"flipped": False})
    assert not w.flipped and w.colour_blind
