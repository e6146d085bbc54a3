"""The `view` trait: everything the board shows, computed from the engine (docs/widget-protocol.md)."""

from helpers.scenarios import PUSH_READY, deadlocked, find_match, pass_pending

from kamisado_widget import KamisadoWidget
from kamisado_widget.engine import Colour, Player, colour_name, square_name
from kamisado_widget.engine.catalogue import _
from kamisado_widget.engine.names import tower_name
from kamisado_widget.session.sentences import message


def test_B3_B7_view_has_64_coloured_squares_and_16_towers(b3_colours, b7_towers):
    w = KamisadoWidget()
    view, layout = w.view, w.board_layout
    assert view["layout"] == "standard" and layout["layout"] == "standard"
    assert [s["name"] for s in layout["squares"]][:3] == ["a1", "b1", "c1"]
    assert {s["name"]: s["colour"] for s in layout["squares"]} == b3_colours
    assert {(t["player"], t["colour"]): t["square"] for t in view["towers"]} == b7_towers
    assert {t["id"] for t in view["towers"]} == {f"{p}-{c}" for p, c in b7_towers}
    red = next(t for t in view["towers"] if t["id"] == "black-red")
    assert red["label"] == tower_name(Player.BLACK, Colour.RED, 0) and red["rank"] == 0
    # each colour's name and character (B5) come once, with the squares
    assert {s["colour"]: (s["colour_name"], s["character"]) for s in layout["squares"]}["red"] == ("Red", "赤")


def test_B4_mirrored_layout_reverses_the_files(b3_colours):
    w = KamisadoWidget(layout="mirrored")
    view = w.view
    mirrored = {s["name"]: s["colour"] for s in w.board_layout["squares"]}
    assert all(mirrored[f + r] == b3_colours["hgfedcba"["abcdefgh".index(f)] + r] for f in "abcdefgh" for r in "18")
    assert view["layout"] == "mirrored"


def test_T1_every_own_tower_is_movable_at_the_start_and_no_mover_is_marked():
    view = KamisadoWidget().view
    assert view["mover"] is None
    colours = ["brown", "green", "red", "yellow", "pink", "purple", "blue", "orange"]
    assert sorted(view["movable"]) == sorted(f"black-{c}" for c in colours)
    assert view["status"] == _("{player} to move: any tower ({rule}).").format(player="Black", rule="T1")


def test_T2_after_a_move_the_mover_is_marked_and_the_last_move_shown():
    w = KamisadoWidget()
    w.play("c1-c6")
    view = w.view
    assert view["mover"] == "gold-orange" and view["movable"] == ["gold-orange"]
    assert view["last_move"] == {"move": "c1-c6", "kind": "step", "player": "black", "from": "c1",
                                 "to": "c6", "pushed": []}
    assert view["moves"] == ["c1-c6"]
    assert view["status"] == "Gold moves: Orange (T2)."
    assert w.last_move == "c1-c6"


def test_selected_tower_shows_the_engine_targets():
    w = KamisadoWidget()
    w.click("c1")
    view = w.view
    assert view["selected"] == "c1"
    expected = {square_name(m.to_square) for m in w.match.legal_moves() if square_name(m.from_square) == "c1"}
    assert {t["square"] for t in view["targets"]} == expected
    assert all(t["kind"] == "step" and t["move"] == f"c1-{t['square']}" for t in view["targets"])


def test_S2_S3_push_is_a_distinct_target_and_the_pushed_tower_is_shown_moving_back():
    w = KamisadoWidget(PUSH_READY)
    w.click("d4")
    kinds = {t["square"]: t["kind"] for t in w.view["targets"]}
    assert kinds["d5"] == "push" and kinds["c5"] == "step" and kinds["e5"] == "step"
    w.click("d5")
    view = w.view
    assert view["last_move"]["kind"] == "push"
    assert view["last_move"]["pushed"] == [{"id": "gold-blue", "from": "d5", "to": "d6"}]
    towers = {t["id"]: t["square"] for t in view["towers"]}
    assert towers["black-red"] == "d5" and towers["gold-blue"] == "d6"
    # d6 is red, so Black moves its Red again (S3)
    assert view["turn"] == "black" and view["mover"] == "black-red"
    assert view["status"] == _("{player} moves again: {colour} ({rule}).").format(player="Black", colour="Red", rule="S3")
    pushed = _("{tower} from {start} to {end}").format(tower=tower_name(Player.GOLD, Colour.BLUE, None), start="d5",
                                                      end="d6")
    assert view["announce"].startswith(_("{tower} pushed {pushed} and stepped from {start} to {end}.").format(
        tower=tower_name(Player.BLACK, Colour.RED, None), pushed=pushed, start="d4", end="d5"))


def test_M6_a_blocked_tower_is_announced_with_its_chain_and_passes_only_by_the_pass_button():
    w = KamisadoWidget(find_match(pass_pending).text())
    mover = w.match.position.mover
    here = square_name(mover.square)
    assert [c["square"] for c in w.view["chain"]] == [here]
    player = mover.player.title
    assert w.view["status"] == _("{player} to move: {colour} is blocked and must pass (M6).").format(
        player=player, colour=colour_name(mover.colour))
    names = {"tower": mover.describe(), "square": here}
    assert w.view["pass"] == {"square": here, "move": here + "=", "label": _("Pass with {tower} on {square}").format(
        **names), "button": _("Pass (M6)"), "title": _("Pass with {tower} on {square} (M6)").format(**names)}
    assert w.view["chain_head"] == _("Must pass (M6), blocked in order:") + " "
    w.click(here)
    assert w.view["targets"] == [], "the pass is a button, not a click on the tower"
    assert w.message == message("M6", _(
        "{tower} on {square} is blocked: press Pass under the board to pass (M6).").format(**names))
    assert w.view["message"]["rule"] == "M6"
    w.click(here)  # the selected tower again: deselected, nothing played
    assert w.view["selected"] is None and w.last_move != here + "="
    assert w.message == message("M6", _(
        "{tower} on {square} is no longer selected. It is blocked: press Pass to pass (M6).").format(**names))
    w.session.pass_turn(here)
    assert w.last_move == here + "="
    assert w.view["pass"] is None
    assert w.view["announce"].startswith(_("{tower} on {square} is blocked and passes (M6).").format(
        tower=tower_name(mover.player, mover.colour, None), square=here))
    assert w.view["turn"] == mover.player.opponent.title.lower()
    assert w.view["chain"] == []


def test_P1_P2_R3_round_end_shows_points_promotion_and_the_fill_choice():
    w = KamisadoWidget(target=3)
    for move in ["c1-c7", "d8-d6", "c7-d8"]:
        w.play(move)
    view = w.view
    assert view["round_end"]["winner"] == "black" and view["round_end"]["points"] == 1
    assert view["round_end"]["promoted_to"] == "Sumo" and view["round_end"]["tower"] == "black-red"
    assert view["scoreboard"]["scores"] == {"black": 1, "gold": 0}
    assert view["scoreboard"]["phase"] == "fill"
    assert view["fill"]["chooser"] == "black"
    assert [o["direction"] for o in view["fill"]["options"]] == ["left", "right"]
    assert next(t for t in view["towers"] if t["id"] == "black-red")["rank"] == 1
    assert view["movable"] == []
    w.fill("left")
    view = w.view
    assert view["scoreboard"]["round"] == 2
    assert view["scoreboard"]["challenger"] == "gold" and view["scoreboard"]["defender"] == "black"
    assert view["turn"] == "gold" and view["round_end"] is None and view["fill"] is None
    assert {t["square"][1] for t in view["towers"] if t["player"] == "black"} == {"1"}


def test_M8_D2_deadlock_round_end_lists_the_chain():
    match = find_match(deadlocked, seed=3)
    w = KamisadoWidget(match.text())
    end = w.view["round_end"]
    result = match.position.result
    assert end["reason"] == "M8" and len(end["chain"]) >= 2
    assert [c["square"] for c in end["chain"]] == [square_name(b.square) for b in result.chain]
    assert end["winner"] == result.winner.title.lower()
    assert "deadlock" in w.view["status"] or "M8" in w.view["status"]


def test_R4_match_over_is_shown():
    w = KamisadoWidget(target=1, black_name="Ann")
    for move in ["c1-c7", "d8-d6", "c7-d8"]:
        w.play(move)
    assert w.view["scoreboard"]["phase"] == "over" and w.view["scoreboard"]["winner"] == "black"
    assert w.view["status"].startswith(_("Match over: {player} wins {score}–{other} (target {target}, R4).").format(
        player="Ann", score=1, other=0, target=1))
    assert w.view["fill"] is None and w.match.winner is Player.BLACK


def test_S2_S7_a_push_target_previews_every_tower_it_would_move_and_where_each_lands():
    """Before the click, a Double Sumo's push shows both towers it would move (only the first said "push")."""
    from kamisado_widget import KamisadoWidget
    from kamisado_widget.engine import Match

    double = Match.from_text("o1u1yrgn/8/8/3p4/3b4/3R++4/8/NG1YPUBO b r - standard target=7 round=3 challenger=g")
    w = KamisadoWidget(double.text())
    w.click("d3")
    push = next(t for t in w.view["targets"] if t["kind"] == "push")
    assert push["move"] == "d3>d4"
    assert push["pushes"] == [
        {"id": "gold-blue", "from": "d4", "to": "d5"},
        {"id": "gold-pink", "from": "d5", "to": "d6"},
    ]
    assert all("pushes" not in t for t in w.view["targets"] if t["kind"] == "step")
