"""The board description the widget syncs to the front-end.

`board_state` is the one place that turns a position into the ``board`` trait. For now it
describes the initial position of a round (B7); it will later read the engine's position.
"""

from __future__ import annotations

from .engine.basics import (
    COLOUR_HEX,
    Colour,
    Layout,
    Player,
    home_square,
    square_colours,
    square_name,
)


def board_state(layout: Layout = Layout.STANDARD) -> dict:
    """The ``board`` trait: 64 coloured squares (B3/B4) and 16 towers on their B7 squares."""
    colours = square_colours(layout)
    squares = [
        {"name": square_name(sq), "colour": colour.name.lower()} for sq, colour in enumerate(colours)
    ]
    towers = [
        {
            "player": player.title.lower(),
            "colour": colour.name.lower(),
            "square": square_name(home_square(player, colour, layout)),
            "rank": 0,
        }
        for player in Player
        for colour in Colour
    ]
    return {"layout": layout.value, "squares": squares, "towers": towers}


def palette() -> dict[str, str]:
    """Colour name -> hex value the front-end paints squares and towers with."""
    return {colour.name.lower(): hex_value for colour, hex_value in COLOUR_HEX.items()}
