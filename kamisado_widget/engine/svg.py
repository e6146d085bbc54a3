"""A static SVG drawing of a position, in the widget's look, for renderers without JavaScript."""

from __future__ import annotations

from html import escape

from .basics import COLOUR_HEX, Player, square_name
from .catalogue import _
from .names import colour_name
from .pieces import ReadsPosition

PLAYER_FILL = {Player.BLACK: "#1d1d1f", Player.GOLD: "#d4a82a"}
PLAYER_EDGE = {Player.BLACK: "#f5f5f5", Player.GOLD: "#5a4300"}


def position_svg(
    pos: ReadsPosition,
    size: int = 400,
    *,
    flipped: bool = False,
    characters: bool = False,
    highlight: tuple[int, ...] = (),
) -> str:
    """SVG of ``pos``: rank 8 at the top unless ``flipped`` (Gold at the bottom).

    ``characters`` draws each colour's character on squares and towers (B5); ``highlight``
    outlines the given squares (e.g. the last move).
    """
    cell = 40
    margin = 16
    full = 8 * cell + 2 * margin
    board_label = escape(_("Kamisado position"))
    parts = [
        (
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {full} {full}" width="{size}" height="{size}" '
            f'class="kamisado-board" role="img" aria-label="{board_label}">'
        ),
        f'<rect width="{full}" height="{full}" fill="#2b2b2b"/>',
    ]

    def xy(sq: int) -> tuple[int, int]:
        f, r = sq & 7, sq >> 3
        col = 7 - f if flipped else f
        row = r if flipped else 7 - r
        return margin + col * cell, margin + row * cell

    for sq in range(64):
        x, y = xy(sq)
        colour = pos.colour_of(sq)
        # Translators: a square's tooltip on the picture of a board: "d4 Red".
        square_label = escape(_("{square} {colour}").format(square=square_name(sq), colour=colour_name(colour)))
        parts.append(
            f'<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="{COLOUR_HEX[colour]}" '
            f'data-square="{square_name(sq)}"><title>{square_label}</title></rect>'
        )
        if characters:
            parts.append(
                f'<text x="{x + 4}" y="{y + 13}" font-size="11" fill="#fff" opacity="0.85">{colour.character}</text>'
            )
    for sq in highlight:
        x, y = xy(sq)
        parts.append(
            f'<rect x="{x + 2}" y="{y + 2}" width="{cell - 4}" height="{cell - 4}" fill="none" '
            f'stroke="#ffffff" stroke-width="3" stroke-dasharray="5 3"/>'
        )
    for t in pos.towers():
        x, y = xy(t.square)
        cx, cy = x + cell / 2, y + cell / 2
        label = escape(_("{tower} on {square}").format(tower=t.describe(), square=square_name(t.square)))
        parts.append(f'<g data-tower="{t.player.title.lower()}-{t.colour.name.lower()}"><title>{label}</title>')
        parts.append(
            f'<circle cx="{cx}" cy="{cy}" r="16" fill="{PLAYER_FILL[t.player]}" '
            f'stroke="{PLAYER_EDGE[t.player]}" stroke-width="1.5"/>'
        )
        parts.append(f'<circle cx="{cx}" cy="{cy}" r="9" fill="{COLOUR_HEX[t.colour]}" '
                     f'stroke="{PLAYER_EDGE[t.player]}"/>')
        for k in range(t.rank):  # one ring per Sumo rank
            parts.append(
                f'<circle cx="{cx}" cy="{cy}" r="{11 + 1.6 * k:.1f}" fill="none" stroke="#ffffff" stroke-width="1"/>'
            )
        if characters:
            parts.append(
                f'<text x="{cx}" y="{cy + 4}" font-size="11" text-anchor="middle" '
                f'fill="#000">{t.colour.character}</text>'
            )
        parts.append("</g>")
    for i in range(8):
        file = "abcdefgh"[7 - i if flipped else i]
        rank = str(i + 1 if flipped else 8 - i)
        parts.append(
            f'<text x="{margin + i * cell + cell / 2}" y="{full - 4}" font-size="11" text-anchor="middle" '
            f'fill="#ddd">{file}</text>'
        )
        parts.append(
            f'<text x="{margin / 2}" y="{margin + i * cell + cell / 2 + 4}" font-size="11" text-anchor="middle" '
            f'fill="#ddd">{rank}</text>'
        )
    parts.append("</svg>")
    return "".join(parts)

