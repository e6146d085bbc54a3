"""The move list and replay (kamisado_widget/session/replay.py): the cursor, asking before playing on,
replaying a loaded record, the computer and exercises while replaying, and refused intents."""

import re

import pytest
from helpers.catalogue_pattern import message_pattern
from helpers.front_end import board_state, custom, send
from helpers.scenarios import find_match, midgame, pass_pending

from kamisado_widget import KamisadoWidget
from kamisado_widget.engine import Colour, Match, Phase, Player
from kamisado_widget.engine.catalogue import _, ngettext
from kamisado_widget.engine.names import tower_name
from kamisado_widget.protocol.history import history_view
from kamisado_widget.protocol.view import UiState, build_view, session_view
from kamisado_widget.session.board_session import BoardSession
from kamisado_widget.session.edit_mode import EditError
from kamisado_widget.session.replay import ReplayError
from kamisado_widget.teaching import Exercise, ExerciseView, OneOf
from kamisado_widget.teaching.course.demo import Demo

OPENING = ["c1-c6", "a8-a3", "g1-g4"]


def played(moves=OPENING, **kwargs):
    w = KamisadoWidget(target=3, **kwargs)
    for m in moves:
        w.play(m)
    return w


def test_replaying_shows_an_earlier_state_and_leaves_the_match_as_it_was():
    w = played()
    record, text = w.record, w.position_text
    w.replay(1)
    view = w.view
    assert w.replaying == 1 and view["ply"] == 1
    assert view["replay"] == {"ply": 1, "plies": 3, "later": 2, "asking": False,
                              "where": _("Move {number} of {total}").format(number=1, total=3)}
    expected = build_view(Match.from_text(w.match.start.text(), OPENING[:1]), w.session.ui)["towers"]
    assert view["towers"] == expected, "the towers of the state after move 1"
    assert view["last_move"]["move"] == "c1-c6" and view["last_move"]["player"] == "black"
    assert view["movable"] == [] and view["targets"] == [] and view["pass"] is None and view["fill"] is None
    moved = _("{tower} moved from {start} to {end}.").format(tower=tower_name(Player.BLACK, Colour.RED, None),
                                                             start="c1", end="c6")
    then = _("{player} moves: {colour} ({rule}).").format(player="Gold", colour="Orange", rule="T2")
    assert view["status"] == _("Replaying: after move {number} of {total} — {move}").format(
        number=1, total=3, move=moved) + " " + then, "the move, and who was to move then"
    assert w.record == record and w.position_text == text and len(w.match.events) == 3
    assert view["moves"] == OPENING and view["can_undo"], "the move list and Undo are the game's"


def test_the_start_is_ply_0_and_the_last_ply_is_the_game():
    w = played()
    w.replay(0)
    assert w.view["last_move"] is None
    assert w.view["status"].startswith(_("Replaying: the start of the match, before its first move.") + " ")
    w.replay(3)
    assert w.replaying is None and w.view["replay"] is None and w.message == _("Back to the game.")
    assert w.view["movable"], "on the game the towers move again"


def test_stepping_back_and_forward_stops_at_the_start_and_at_the_game():
    w = played()
    w.replay_step(-1)  # from the game, a step back starts replaying
    assert w.replaying == 2
    w.replay_step(-1)
    w.replay_step(-1)
    assert w.replaying == 0
    w.replay_step(-1)
    assert w.replaying == 0 and w.message == _("This is the start of the match: there is no earlier move.")
    for expected in (1, 2, None):
        w.replay_step(1)
        assert w.replaying == expected
    w.replay_step(1)
    assert w.replaying is None and w.message == _("This is the game now: there is no later move.")
    w.replay(1)
    w.live()
    assert w.replaying is None and w.message == _("Back to the game.")


ASK = (
    ("You are replaying an earlier position. Play on from here (this takes back {later}; Redo brings it back until "
     "you play a new move), or go back to the game."),
    ("You are replaying an earlier position. Play on from here (this takes back {later}; Redo brings them back until "
     "you play a new move), or go back to the game."),
)


def later_moves(n: int) -> str:
    return ngettext("{count} later move", "{count} later moves", n).format(count=n)


def test_a_click_while_replaying_asks_first_and_plays_nothing():
    w = played()
    w.replay(1)
    before = w.record
    w.click("a8")  # Gold's Orange tower, the one that would move after move 1 (T2)
    assert w.record == before and w.view["selected"] is None
    assert w.view["replay"]["asking"] and w.view["message"]["kind"] == "warning"
    assert w.message == ngettext(*ASK, 2).format(later=later_moves(2))
    w.session.pass_turn("a8")
    assert w.record == before and w.view["replay"]["asking"]
    w.cancel()  # Escape: the question goes, the replay stays
    assert not w.view["replay"]["asking"] and w.replaying == 1


def test_play_on_from_here_takes_back_the_later_moves_and_redo_brings_them_back():
    w = played()
    w.replay(1)
    w.click("a8")
    w.play_on()
    assert [e.text() for e in w.match.events] == ["c1-c6"] and w.replaying is None
    assert w.message == ngettext(
        "Playing on from here: took back {later} ({events}). Redo brings it back until you play a new move.",
        "Playing on from here: took back {later} ({events}). Redo brings them back until you play a new move.",
        2).format(later=later_moves(2), events="a8-a3, g1-g4")
    assert w.match.can_redo
    w.redo()
    w.redo()
    assert [e.text() for e in w.match.events] == OPENING
    w.replay(1)
    w.play_on()
    w.play("a8-a4")  # a new move: the taken-back moves are gone for good
    assert not w.match.can_redo and [e.text() for e in w.match.events] == ["c1-c6", "a8-a4"]


def test_play_on_needs_a_replay():
    w = played()
    with pytest.raises(ReplayError) as err:
        w.play_on()
    assert str(err.value) == _("The board shows the game already: there is nothing to play on from.")


def test_undo_hint_and_edit_while_replaying_act_on_the_game():
    w = played()
    w.replay(1)
    w.undo()
    assert w.replaying is None and len(w.match.events) == 2
    w.replay(0)
    w.edit()
    assert w.replaying is None and w.session.editing
    with pytest.raises(EditError):
        w.replay(0)
    w.cancel_edit()
    w.replay(0)
    w.reset()
    assert w.replaying is None and w.view["replay"] is None


@pytest.mark.parametrize("bad, error, words", [
    (4, ReplayError, "no position 4 to replay"), (-1, ReplayError, "no position -1"),
    (10**5000, ReplayError, "a number of about 5,000 digits"),
    ("2", TypeError, "not str"),
    (True, TypeError, "not bool"),
    (1.0, TypeError, "not float"),
], ids=["past the game", "negative", "huge", "str", "bool", "float"])
def test_a_bad_ply_raises_and_changes_nothing(bad, error, words):
    w = played()
    w.replay(1)
    view = w.view
    with pytest.raises(error, match=words):
        w.replay(bad)
    assert w.view == view


@pytest.mark.parametrize("content, words", [
    ({"type": "replay", "action": "show", "ply": 99}, "no position 99 to replay"),
    ({"type": "replay", "action": "show", "ply": -1}, "'ply': -1 is not a position"),
    ({"type": "replay", "action": "show", "ply": "1"}, "'ply' must be a position of the match"),
    ({"type": "replay", "action": "step", "by": 2}, "'by': 2 is not a step"),
    ({"type": "replay", "action": "rewind"}, "'action': 'rewind' is not a replay action"),
    ({"type": "replay", "action": "play_on"}, "shows the game already"),
])
def test_bad_replay_intents_are_refused_and_change_nothing(content, words):
    w = played()
    before = board_state(w)
    send(w, **content)
    assert words in w.message and w.view["message"]["kind"] == "error"
    assert board_state(w) == before


def test_a_stale_replay_intent_is_refused():
    w = played()
    old = w.view["version"]
    w.replay(1)
    custom(w, {"type": "replay", "action": "show", "ply": 0, "version": old})
    assert "already changed" in w.message and w.replaying == 1


def test_the_replay_intents_from_the_board():
    w = played()
    send(w, type="replay", action="show", ply=2)
    assert w.replaying == 2
    send(w, type="replay", action="step", by=-1)
    assert w.replaying == 1
    send(w, type="click", square="a8")
    send(w, type="replay", action="play_on")
    assert len(w.match.events) == 1 and w.replaying is None
    send(w, type="replay", action="show", ply=0)
    send(w, type="replay", action="live")
    assert w.replaying is None


def test_history_lists_finished_rounds_with_who_moved_results_and_fills():
    match = midgame()
    history = history_view(match)
    (first,) = history["rounds"]
    assert first["number"] == 1 and first["challenger"] == "black" and first["start"] == 0
    assert first["moves"] == [m.text() for m in match.rounds()[0].moves]
    assert len(first["by"]) == len(first["moves"]) and set(first["by"]) <= {"b", "g"}
    assert first["result"] == {"winner": "black", "reason": "M7", "points": 1}
    assert first["fill"] == {
        "direction": "left", "player": "black", "text": _("{player} filled from the left (F1)").format(player="Black"),
        "label": _("{player} filled from the left (F1): round {number} begins").format(player="Black", number=2),
    }
    fill_ply = len(first["moves"]) + 1
    assert history["current"] == {"number": 2, "challenger": "gold", "start": fill_ply, "result": None}
    w = KamisadoWidget(record=match.record())
    assert w.view["movers"] == "".join(s.position.turn.letter for s in match.states[fill_ply:-1])
    w.replay(fill_ply)
    assert w.view["status"].startswith(_(
        "Replaying: round {number} begins — {player} chose to fill from the left (F1).").format(number=2, player="Black"))
    assert w.view["last_move"] is None and w.view["round_end"] is None
    w.replay(fill_ply - 1)  # the round's last move: its result and no fill offer while replaying
    assert w.view["round_end"]["winner"] == "black" and w.view["fill"] is None
    assert w.view["status"].startswith(_("Replaying: round {round}, after move {number} of {total} — {move}").format(
        round=1, number=fill_ply - 1, total=fill_ply - 1, move=""))


def test_a_pass_and_a_push_are_told_apart_in_the_history():
    match = find_match(pass_pending)
    pos = match.position
    (passing,) = pos.legal_moves()
    match.play(passing)
    match.play(match.legal_moves()[0])
    w = KamisadoWidget(record=match.record())
    assert w.view["moves"][-2].endswith("=") and w.view["movers"][-2] != w.view["movers"][-1]
    w.replay(len(match.events) - 1)
    assert re.search(message_pattern("{tower} on {square} is blocked and passes (M6).", whole=False,
                                     square=w.view["last_move"]["from"]), w.view["status"])
    assert w.view["last_move"]["kind"] == "pass"


def test_a_record_loaded_from_a_file_can_be_replayed_move_by_move(tmp_path):
    source = KamisadoWidget(record=midgame().record())
    path = tmp_path / "game.txt"
    source.save(path)
    w = KamisadoWidget()
    w.load(path)
    plies = len(w.match.events)
    assert plies == len(source.match.events) and w.history == source.history
    seen = []
    w.replay(0)
    while w.replaying is not None:
        seen.append(w.view["towers"])
        w.replay_step(1)
    assert len(seen) == plies
    assert seen == [build_view(source.match, UiState(replay=ply))["towers"] for ply in range(plies)]
    assert w.record == source.record, "replaying changed nothing"


def test_the_computer_plays_on_the_game_while_you_replay():
    w = KamisadoWidget(target=3, computer="gold")
    w.play("c1-c6")  # the computer answers at once (no running kernel)
    assert len(w.match.events) == 2
    w.replay(0)
    w.set_computer("black")  # now it is Black's turn and the computer plays Black: it moves on the game
    assert len(w.match.events) == 3 and w.replaying == 0, "the replay stays where it was"
    assert w.view["replay"]["plies"] == 3
    w.click("c6")
    assert w.view["replay"]["asking"] and len(w.match.events) == 3


def test_exercises_and_demos_hide_the_move_list():
    ex = Exercise("Go", "Go to c6.", "obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard", OneOf(["c1-c6"]))
    assert ExerciseView(ex).board.view["controls"]["moves"] is False
    assert Demo(None, ["c1-c6"]).board.view["controls"]["moves"] is False


def test_the_session_replays_without_a_widget():
    s = BoardSession(Match(3))
    s.play("c1-c6")
    s.replay(0)
    assert session_view(s)["replay"]["ply"] == 0 and history_view(s.match)["current"]["start"] == 0
    assert s.match.phase is Phase.PLAY and len(s.match.events) == 1


def test_a_hint_is_not_drawn_on_a_replayed_position_and_comes_back_with_the_game():
    w = played()
    w.computer.think_nodes = 2_000
    w.hint()
    hint = w.view["hint"]
    assert hint is not None
    w.replay(1)
    assert w.view["hint"] is None and w.view["analysis"] is None
    w.live()
    assert w.view["hint"] == hint


def test_the_replay_bar_counts_as_the_status_does_moves_in_the_round_never_the_refill():
    """The bar and the status agree (they said "Replaying 10 of 48" and "after move 10 of 47"), and the moves
    taken back are counted apart from the refill (it was counted as a move)."""
    match = midgame()
    fill_ply = len(match.rounds()[0].moves) + 1
    w = KamisadoWidget(record=match.record())
    w.replay(5)
    n = fill_ply - 1
    assert w.view["replay"]["where"] == _("Round {round} · Move {number} of {total}").format(round=1, number=5, total=n)
    assert w.view["status"].startswith(_("Replaying: round {round}, after move {number} of {total} — {move}").format(
        round=1, number=5, total=n, move=""))
    w.replay(fill_ply)
    assert w.view["replay"]["where"] == _("Round {number} begins (the refill)").format(number=2)
    w.replay(0)
    assert w.view["replay"]["where"] == _("Start of the match")
    w.replay(5)
    w.click("a1")  # a board action while replaying asks first
    later = len(match.events) - 5 - 1
    both = _("{first} and {last}").format(
        first=later_moves(later), last=ngettext("{count} refill", "{count} refills", 1).format(count=1)
    )
    assert w.message == ngettext(*ASK, later + 1).format(later=both)
    w.play_on()
    assert f"took back {both} (" in w.message


def test_one_round_counts_without_the_round():
    w = played()
    w.replay(2)
    assert w.view["replay"]["where"] == "Move 2 of 3"
