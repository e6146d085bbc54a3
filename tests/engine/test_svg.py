"""The static SVG (_repr_svg_) shows the position where notebooks render without JavaScript."""

import xml.etree.ElementTree as ET

from kamisado_widget.engine import COLOUR_HEX, Colour, Match, Player, Position, square_colours, square_name
from kamisado_widget.engine.catalogue import _
from kamisado_widget.engine.names import tower_name

NS = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def test_B3_B7_svg_draws_64_coloured_squares_and_16_towers():
    root = parse(Position.initial()._repr_svg_())
    squares = {r.get("data-square"): r.get("fill") for r in root.iter(NS + "rect") if r.get("data-square")}
    assert len(squares) == 64
    colours = square_colours()
    assert all(squares[square_name(sq)] == COLOUR_HEX[colours[sq]] for sq in range(64))
    towers = [g for g in root.iter(NS + "g") if g.get("data-tower")]
    assert len(towers) == 16
    titles = {g.get("data-tower"): g.find(NS + "title").text for g in towers}
    on = _("{tower} on {square}")
    assert titles["black-brown"] == on.format(tower=tower_name(Player.BLACK, Colour.BROWN, 0), square="a1")
    assert titles["gold-brown"] == on.format(tower=tower_name(Player.GOLD, Colour.BROWN, 0), square="h8")


def test_P1_svg_shows_one_ring_per_rank_and_match_renders_too():
    m = Match(3)
    for move in ["c1-c7", "d8-d6", "c7-d8"]:
        m.play(move)
    m.fill("left")
    root = parse(m._repr_svg_())
    red = next(g for g in root.iter(NS + "g") if g.get("data-tower") == "black-red")
    assert "Sumo" in red.find(NS + "title").text
    assert len(red.findall(NS + "circle")) == 2 + 1
