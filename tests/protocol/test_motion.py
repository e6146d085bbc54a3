"""What the board animates: the view's ``last_fill`` (each tower's trip in a refill, in the engine's
order, F3-F5), the ``animation`` speed trait (set from Python or the page, a bad value refused and
nothing changed), the durations shared with the page (motion.json), and Demo's autoplay interval."""

import asyncio
import json
from pathlib import Path

import pytest
import traitlets
from helpers.front_end import custom, escaped, sent_states, timers_set, update

from kamisado_widget import KamisadoWidget
from kamisado_widget.engine import Fill, Match, Move, Player, square_name
from kamisado_widget.engine.catalogue import _
from kamisado_widget.engine.fill import fill_order
from kamisado_widget.engine.towers import tower_id
from kamisado_widget.engine.words import one_of
from kamisado_widget.protocol.intents import quoted
from kamisado_widget.protocol.motion import DEFAULT_SPEED, SPEEDS, durations, event_ms, last_fill
from kamisado_widget.teaching.course.demo import Demo

ROOT = Path(__file__).parents[2]

# Black's Red runs c1-c7, Gold's Pink d8-d6, Black's Red reaches d8 on Gold's home row (M7):
# Black wins round 1 and, as the Defender, chooses the fill (F1).
ROUND_ONE = ["c1-c7", "d8-d6", "c7-d8"]


def round_won(direction: str | None = None) -> Match:
    match = Match(3)
    for move in ROUND_ONE:
        match.play(move)
    if direction:
        match.fill(direction)
    return match


@pytest.mark.parametrize("direction", ["left", "right"])
def test_F4_F5_last_fill_lists_the_defenders_towers_first_each_side_in_fill_order(direction):
    match = round_won(direction)
    fill = last_fill(match)
    assert fill is not None and fill["direction"] == direction and fill["chooser"] == "black"
    trips = fill["towers"]
    assert [t["order"] for t in trips] == list(range(1, 17))
    # F5: the Defender (Black, the round's winner) fills first, then the Challenger.
    assert [t["player"] for t in trips] == ["black"] * 8 + ["gold"] * 8
    before = match.states[-2].promoted_position()
    for i, player in enumerate((Player.BLACK, Player.GOLD)):
        # F4: each side's towers in the engine's fill order, from the squares they stood on.
        expected = fill_order(before, player, Fill(direction))
        side = trips[8 * i: 8 * i + 8]
        assert [t["id"] for t in side] == [tower_id(t) for t in expected]
        assert [t["from"] for t in side] == [square_name(t.square) for t in expected]
    # Each trip ends where the engine's refill put the tower.
    after = {tower_id(t): square_name(t.square) for t in match.position.towers()}
    assert {t["id"]: t["to"] for t in trips} == after


def test_F3_F4_fill_from_the_left_by_hand():
    """Worked by hand from the rules: Black fills from its Brown corner (a1), its home row first
    (nearest the corner first), then the Red Sumo from d8; Gold from its Brown corner (h8)."""
    trips = last_fill(round_won("left"))["towers"]
    black = [(t["id"].split("-")[1], t["from"], t["to"]) for t in trips[:8]]
    assert black == [
        ("brown", "a1", "a1"), ("green", "b1", "b1"), ("yellow", "d1", "c1"), ("pink", "e1", "d1"),
        ("purple", "f1", "e1"), ("blue", "g1", "f1"), ("orange", "h1", "g1"), ("red", "d8", "h1"),
    ]
    gold = [(t["id"].split("-")[1], t["from"], t["to"]) for t in trips[8:]]
    assert gold == [
        ("brown", "h8", "h8"), ("green", "g8", "g8"), ("red", "f8", "f8"), ("yellow", "e8", "e8"),
        ("purple", "c8", "d8"), ("blue", "b8", "c8"), ("orange", "a8", "b8"), ("pink", "d6", "a8"),
    ]


def test_last_fill_is_only_for_a_state_made_by_a_fill():
    w = KamisadoWidget(target=3)
    assert w.view["last_fill"] is None
    for move in ROUND_ONE:
        w.play(move)
    assert w.view["last_fill"] is None and w.view["last_move"]["move"] == "c7-d8"
    w.fill("left")
    assert w.view["last_fill"]["towers"][0]["order"] == 1 and w.view["last_move"] is None
    assert w.view["ply"] == 4
    w.play("a8-a7")  # a move after the fill: that move is the last event now
    assert w.view["last_fill"] is None and w.view["last_move"]["move"] == "a8-a7"
    w.undo()
    assert w.view["last_fill"] is not None
    w.undo()
    assert w.view["last_fill"] is None
    w.edit()
    assert w.view["last_fill"] is None


def test_durations_are_the_pages_and_a_push_takes_two_steps():
    data = json.loads((ROOT / "kamisado_widget" / "protocol" / "motion.json").read_text())
    assert SPEEDS == ("off", "slow", "normal", "fast") == tuple(data["speeds"]) and DEFAULT_SPEED == "normal"
    assert 'from "../kamisado_widget/protocol/motion.json"' in (ROOT / "js" / "animate.js").read_text()
    assert durations("slow")["step"] > durations("normal")["step"] > durations("fast")["step"] > 0
    assert durations("off") == {"step": 0, "fill": 0}
    step, push, pass_ = Move.from_text("c1-c6"), Move.from_text("d4>d5"), Move.from_text("d2=")
    assert event_ms("normal", step) == durations("normal")["step"]
    assert event_ms("normal", push) == 2 * durations("normal")["step"]  # the pushed line, then the pusher
    assert event_ms("normal", pass_) == 0
    assert event_ms("fast", "left") == 16 * durations("fast")["fill"]  # one tower after another
    assert event_ms("off", push) == event_ms("off", "right") == 0
    with pytest.raises(ValueError) as refused:
        durations("medium")
    assert str(refused.value) == _("The animation speed is {choices}, not {value}.").format(
        choices="'off', 'slow', 'normal' or 'fast'", value="'medium'"
    )


# ------------------------------------------------------------------ the `animation` trait
def test_animation_is_a_synced_trait_set_from_python_without_a_new_view():
    w = KamisadoWidget()
    assert w.animation == "normal" and w.get_state()["animation"] == "normal"
    view = w.view
    sent = sent_states(w)
    w.animation = "slow"
    assert sent == [{"animation": "slow"}] and w.view is view


@pytest.mark.parametrize("bad", ["medium", "Normal", "", None, 2, ["fast"]])
def test_a_bad_speed_from_python_raises_and_changes_nothing(bad):
    w = KamisadoWidget()
    w.animation = "fast"
    expected = "'animation' trait .* expected any of \\['off', 'slow', 'normal', 'fast'\\]"
    with pytest.raises(traitlets.TraitError, match=expected):
        w.animation = bad
    assert w.animation == "fast"


def test_the_page_sets_the_speed_through_the_comm():
    w = KamisadoWidget()
    with escaped(w) as escapes:
        update(w, {"animation": "off"})
    assert escapes == [] and w.animation == "off"
    custom(w, {"type": "options", "animation": "fast"})
    assert w.animation == "fast"


def speed_refused(value: object) -> str:
    """The catalogue's refusal of an animation speed the page sent: the field, the value quoted short, and the four
    speeds."""
    expected = _("a speed: {choices}").format(choices=one_of([repr(speed) for speed in SPEEDS]))
    refusal = _("{field}: {value} is not {expected}.").format(field="'animation'", value=quoted(value), expected=expected)
    return _("Nothing changed.") + " " + refusal  # a refused page message changes nothing


@pytest.mark.parametrize("bad", ["medium", "FAST", "fast ", "", None, 3, True, ["slow"], "x" * 100_000])
def test_a_bad_speed_from_the_page_is_refused_clearly_and_changes_nothing(bad):
    w = KamisadoWidget()
    w.play("c1-c6")
    w.animation = "slow"
    position, view = w.position_text, w.view
    sent = sent_states(w)
    with escaped(w) as escapes:
        update(w, {"animation": bad})
    assert escapes == [], "an exception escaped the comm handler"
    assert w.animation == "slow" and w.position_text == position
    assert w.view["message"]["kind"] == "error" and w.message == speed_refused(bad) and len(w.message) < 300
    assert {k: v for k, v in w.view.items() if k not in ("message", "version")} == {
        k: v for k, v in view.items() if k not in ("message", "version")}
    assert {"animation": "slow"} in sent, "Python's value is sent back, so the page's select shows it again"


def test_a_bad_speed_from_the_page_leaves_the_other_switches_of_its_update_alone():
    w = KamisadoWidget()
    update(w, {"animation": "warp", "flipped": True})
    assert w.flipped and w.animation == "normal" and w.message == speed_refused("warp")


def test_a_bad_speed_in_the_options_intent_is_refused_like_any_field():
    w = KamisadoWidget()
    custom(w, {"type": "options", "animation": "turbo"})
    assert w.animation == "normal" and w.message == speed_refused("turbo")


# ------------------------------------------------------------------ Demo's autoplay
def test_autoplay_is_labelled_and_waits_for_the_longest_animation_at_the_boards_speed():
    demo = Demo(Match(3).text(), [*ROUND_ONE, "fill: left", "a8-a7"], interval_ms=1000)
    assert demo.autoplay.description == "Autoplay"
    refill = 16 * durations("normal")["fill"]
    assert demo.interval == 1000 + refill
    demo.board.animation = "off"
    assert demo.interval == 1000
    demo.board.animation = "slow"
    assert demo.interval == 1000 + 16 * durations("slow")["fill"]


def test_autoplay_of_pushes_leaves_room_for_the_pushed_line_and_the_pusher():
    from helpers.scenarios import PUSH_READY

    demo = Demo(PUSH_READY, ["d4>d5", "d5>d6"])
    assert demo.interval == 1500 + 2 * durations("normal")["step"]


# ------------------------------------------------------------------ the computer waits for the animation
@pytest.mark.parametrize("speed, move, wait", [
    ("off", "c1-c6", 0.6), ("normal", "c1-c6", 0.6), ("slow", "c1-c6", 0.7),
])
def test_the_computer_answers_after_the_animation_of_the_last_move(speed, move, wait):
    async def scenario():
        w = KamisadoWidget(target=3, computer="gold", level=1)
        w.animation = speed
        with timers_set() as delays:
            w.play(move)
        w.set_computer(None)
        return delays

    assert asyncio.run(scenario()) == [pytest.approx(wait)]


def test_after_a_refill_the_computer_waits_for_every_tower_to_arrive():
    async def scenario():
        w = KamisadoWidget(target=3)
        for move in ROUND_ONE:
            w.play(move)
        w.set_computer("gold", 1)  # Gold, the next round's Challenger, moves first (R3)
        with timers_set() as delays:
            w.fill("left")
        w.set_computer(None)
        return delays

    assert asyncio.run(scenario()) == [pytest.approx(16 * durations("normal")["fill"] / 1000)]


def test_F4_replaying_the_move_list_gives_the_shown_states_last_move_or_fill_so_a_step_forward_animates():
    """The move list's replay shows an earlier state: its ``last_move``/``last_fill`` are that state's,
    and a step forward raises ``ply`` by one (the page animates exactly that)."""
    w = KamisadoWidget(target=3)
    for move in ROUND_ONE:
        w.play(move)
    w.fill("left")
    w.play("h8-h4")  # round 2, opened by Gold (R3): a move after the fill
    fill = w.view["last_fill"]
    assert fill is None and w.view["ply"] == 5
    w.replay(4)  # the state the fill made
    assert w.view["ply"] == 4 and w.view["last_move"] is None
    assert w.view["last_fill"] == last_fill(w.match, 4) and w.view["last_fill"]["towers"][0]["order"] == 1
    w.replay(3)
    assert w.view["last_fill"] is None and w.view["last_move"]["move"] == "c7-d8"
    w.replay_step(1)
    assert w.view["ply"] == 4 and w.view["last_fill"]["direction"] == "left"
    w.live()
    assert w.view["ply"] == 5 and w.view["last_move"]["move"] == "h8-h4" and w.view["last_fill"] is None
