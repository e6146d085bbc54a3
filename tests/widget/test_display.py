"""How a widget displays: the live widget, plus a picture and a text of its position for renderers
without a kernel; and the `shown_version` trait the page writes back for marimo (docs/widget-protocol.md)."""

import ast
import html
import re

import pytest

from kamisado_widget import KamisadoWidget
from kamisado_widget.engine import Colour, Match, Player
from kamisado_widget.engine.catalogue import _
from kamisado_widget.engine.names import tower_name

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def title(player: Player, colour: Colour, square: str) -> str:
    """A tower's tooltip in the picture, as the catalogue words it: "Black's Red tower on c6"."""
    return html.escape(_("{tower} on {square}").format(tower=tower_name(player, colour, 0), square=square))


def bundle(w):
    data, _metadata = w._repr_mimebundle_()
    return data


def test_the_display_holds_the_live_widget_a_picture_and_a_text():
    w = KamisadoWidget(target=3)
    w.play("c1-c6")
    data = bundle(w)
    assert data[WIDGET_VIEW]["model_id"] == w.model_id
    svg = data["image/svg+xml"]
    assert svg.startswith("<svg") and svg.count("data-square=") == 64 and svg.count("data-tower=") == 16
    assert f'data-tower="black-red"><title>{title(Player.BLACK, Colour.RED, "c6")}</title>' in svg
    # The last move is outlined: two dashed squares, on c1 and c6.
    assert svg.count('stroke-dasharray="5 3"') == 2


def test_B5_the_picture_follows_the_view_switches():
    w = KamisadoWidget()
    assert "茶" not in bundle(w)["image/svg+xml"]
    w.colour_blind = True
    assert "茶" in bundle(w)["image/svg+xml"]
    w.flipped = True
    flipped = bundle(w)["image/svg+xml"]
    a1 = re.search(r'<rect x="\d+" y="(\d+)"[^>]*data-square="a1"', flipped)
    assert a1 and int(a1[1]) == 16  # rank 1 on the top row when Gold's home row is at the bottom


def test_the_text_says_whose_turn_the_score_and_the_position():
    w = KamisadoWidget(target=3, black_name="Ada")
    w.play("c1-c6")
    text = bundle(w)["text/plain"]
    lines = text.splitlines()
    assert lines[0] == _("Kamisado board: {status}").format(status=w.view["status"])
    assert lines[1] == "Ada 0 - 0 Gold (target 3)"
    assert str(w.match.position) in text
    assert lines[-1] == w.position_text
    assert "object at 0x" not in text


def test_repr_names_the_position_it_can_be_rebuilt_from():
    w = KamisadoWidget(target=3)
    w.play("c1-c6")
    assert repr(w) == f"KamisadoWidget({w.position_text!r})"
    assert Match.from_text(ast.literal_eval(repr(w).removeprefix("KamisadoWidget"))).text() == w.position_text


def test_a_closed_widget_has_no_display():
    w = KamisadoWidget()
    w.close()
    assert w._repr_mimebundle_ is None or w._repr_mimebundle_() is None


@pytest.mark.parametrize("version", [1, 7])
def test_shown_version_from_the_page_changes_nothing_on_the_board(version):
    """The page writes shown_version back (an ordinary state update): a synced trait, no board change."""
    w = KamisadoWidget()
    w.play("c1-c6")
    before = dict(w.view)
    assert w.get_state("shown_version") == {"shown_version": 0}
    w.set_state({"shown_version": version})
    assert w.shown_version == version and w.view == before


def test_while_replaying_the_picture_the_diagram_and_the_text_all_show_the_replayed_state():
    """The static views follow the state the board shows (T1, the move list's replay). This failed before:
    replaying the match's start, the headline said Gold must move Orange while the diagram and the SVG
    showed the later position, with the game's last move outlined."""
    w = KamisadoWidget(target=3)
    for move in ("c1-c6", "a8-a5"):
        w.play(move)
    w.replay(1)  # after c1-c6: Gold to move Orange, still on a8
    shown = w.match.states[1]
    data = bundle(w)
    text, svg = data["text/plain"], data["image/svg+xml"]
    lines = text.splitlines()
    assert lines[0] == _("Kamisado board: {status}").format(status=w.view["status"])
    assert str(shown.position) in text and str(w.match.position) not in text
    assert lines[-1] == shown.text() != w.position_text
    assert f'data-tower="black-red"><title>{title(Player.BLACK, Colour.RED, "c6")}</title>' in svg
    assert f"<title>{title(Player.GOLD, Colour.ORANGE, 'a5')}</title>" not in svg, "Gold's later move is not drawn"
    assert svg.count('stroke-dasharray="5 3"') == 2  # c1 and c6, the replayed move


def test_replaying_the_start_shows_the_initial_position_with_no_move_outlined():
    """Replaying state 0 (failed before: the diagram and picture showed the game after two moves)."""
    w = KamisadoWidget(target=3)
    for move in ("c1-c6", "a8-a5"):
        w.play(move)
    w.replay(0)
    data = bundle(w)
    start = w.match.states[0]
    assert str(start.position) in data["text/plain"]
    assert data["text/plain"].splitlines()[-1] == start.text()
    assert 'stroke-dasharray="5 3"' not in data["image/svg+xml"]
    assert f"<title>{title(Player.BLACK, Colour.RED, 'c6')}</title>" not in data["image/svg+xml"]
    assert f"<title>{title(Player.BLACK, Colour.RED, 'c1')}</title>" in data["image/svg+xml"]
