"""A static SVG drawing of a position, in the widget's look, for renderers without JavaScript.

Besides the board, :func:`position_svg` can mark the tower that must move (``mover``: a black-and-white ring around
it, never a thin white one, which reads as a Sumo ring) and a move (``arrow``: a dark arrow with a white edge, from
the square left to the square reached), and draw the board in ``greys`` for a black-and-white printer: each colour
a grey of its own (:data:`GREY_HEX`, lighter for a lighter colour), with the colour's character on every square and
tower as the colour-blind view shows it (B5), all in black, white and greys.
"""

from __future__ import annotations

import math
from html import escape

from .basics import COLOUR_HEX, Colour, Player, square_name
from .catalogue import _
from .names import colour_name
from .pieces import ReadsPosition

PLAYER_FILL = {Player.BLACK: "#1d1d1f", Player.GOLD: "#d4a82a"}
PLAYER_EDGE = {Player.BLACK: "#f5f5f5", Player.GOLD: "#5a4300"}
GREY_HEX = {
    Colour.BROWN: "#8c8c8c",
    Colour.PURPLE: "#9a9a9a",
    Colour.BLUE: "#a8a8a8",
    Colour.RED: "#b6b6b6",
    Colour.GREEN: "#c4c4c4",
    Colour.ORANGE: "#d2d2d2",
    Colour.PINK: "#e0e0e0",
    Colour.YELLOW: "#eeeeee",
}
"""Each colour's grey on a board drawn in greys: the darker the colour, the darker its grey, each light enough for a
black character on it."""
CHARACTER_FONTS = "'Kamisado Characters', 'Noto Sans CJK JP', 'Hiragino Sans', 'Yu Gothic', sans-serif"
"""The fonts of the colours' characters on a board in greys, as the widget's colour-blind view names them (its
js/styles/board.css embeds the first, which a page may carry: a worksheet does)."""
PLAYER_GREY = {Player.BLACK: "#1a1a1a", Player.GOLD: "#ffffff"}
PLAYER_GREY_EDGE = {Player.BLACK: "#f5f5f5", Player.GOLD: "#1a1a1a"}


def position_svg(
    pos: ReadsPosition,
    size: int = 400,
    *,
    flipped: bool = False,
    characters: bool = False,
    highlight: tuple[int, ...] = (),
    mover: int | None = None,
    arrow: tuple[int, int] | None = None,
    greys: bool = False,
) -> str:
    """SVG of ``pos``: rank 8 at the top unless ``flipped`` (Gold at the bottom).

    ``characters`` draws each colour's character on squares and towers (B5); ``highlight``
    outlines the given squares (e.g. the last move); ``mover`` rings the tower on that square (the tower that must
    move); ``arrow`` draws an arrow from its first square to its second (a move); ``greys`` draws the board in greys
    for a black-and-white printer, with the characters.
    """
    cell = 40
    margin = 16
    full = 8 * cell + 2 * margin
    characters = characters or greys
    square_fill = GREY_HEX if greys else COLOUR_HEX
    body_fill = PLAYER_GREY if greys else PLAYER_FILL
    body_edge = PLAYER_GREY_EDGE if greys else PLAYER_EDGE
    board_label = escape(_("Kamisado position"))
    parts = [
        (
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {full} {full}" width="{size}" height="{size}" '
            f'class="kamisado-board" role="img" aria-label="{board_label}">'
        ),
        f'<rect width="{full}" height="{full}" fill="{"#ffffff" if greys else "#2b2b2b"}"/>',
    ]

    def xy(sq: int) -> tuple[int, int]:
        f, r = sq & 7, sq >> 3
        col = 7 - f if flipped else f
        row = r if flipped else 7 - r
        return margin + col * cell, margin + row * cell

    on_top: list[str] = []  # the squares' characters on a board in greys
    for sq in range(64):
        x, y = xy(sq)
        colour = pos.colour_of(sq)
        # Translators: a square's tooltip on the picture of a board: "d4 Red".
        square_label = escape(_("{square} {colour}").format(square=square_name(sq), colour=colour_name(colour)))
        parts.append(
            f'<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="{square_fill[colour]}" '
            f'data-square="{square_name(sq)}"><title>{square_label}</title></rect>'
        )
        if greys:  # drawn last, over towers and marks, as the colour-blind view draws them (a halo keeps them read)
            on_top.append(
                f'<text x="{x + 2}" y="{y + 11}" font-size="10" fill="#000000" stroke="#ffffff" stroke-width="2.5" '
                f'paint-order="stroke" font-family="{CHARACTER_FONTS}">{colour.character}</text>'
            )
        elif characters:
            parts.append(
                f'<text x="{x + 4}" y="{y + 13}" font-size="11" fill="#fff" opacity="0.85">{colour.character}</text>'
            )
    for sq in highlight:
        x, y = xy(sq)
        parts.append(
            f'<rect x="{x + 2}" y="{y + 2}" width="{cell - 4}" height="{cell - 4}" fill="none" '
            f'stroke="{"#000000" if greys else "#ffffff"}" stroke-width="3" stroke-dasharray="5 3"/>'
        )
    if arrow is not None and arrow[0] != arrow[1]:
        parts.append(_arrow(xy(arrow[0]), xy(arrow[1]), cell, square_name(arrow[0]), square_name(arrow[1])))
    for t in pos.towers():
        x, y = xy(t.square)
        cx, cy = x + cell / 2, y + cell / 2
        label = escape(_("{tower} on {square}").format(tower=t.describe(), square=square_name(t.square)))
        parts.append(f'<g data-tower="{t.player.title.lower()}-{t.colour.name.lower()}"><title>{label}</title>')
        parts.append(
            f'<circle cx="{cx}" cy="{cy}" r="16" fill="{body_fill[t.player]}" '
            f'stroke="{body_edge[t.player]}" stroke-width="1.5"/>'
        )
        top = GREY_HEX[t.colour] if greys else COLOUR_HEX[t.colour]
        parts.append(f'<circle cx="{cx}" cy="{cy}" r="{10 if greys else 9}" fill="{top}" '
                     f'stroke="{body_edge[t.player]}"/>')
        ring = "#000000" if greys and t.player is Player.GOLD else "#ffffff"
        for k in range(t.rank):  # one ring per Sumo rank
            parts.append(
                f'<circle cx="{cx}" cy="{cy}" r="{11 + 1.6 * k:.1f}" fill="none" stroke="{ring}" stroke-width="1"/>'
            )
        if greys:
            parts.append(
                f'<text x="{cx}" y="{cy + 4}" font-size="11" text-anchor="middle" fill="#000000" '
                f'font-family="{CHARACTER_FONTS}">{t.colour.character}</text>'
            )
        elif characters:
            parts.append(
                f'<text x="{cx}" y="{cy + 4}" font-size="11" text-anchor="middle" '
                f'fill="#000">{t.colour.character}</text>'
            )
        parts.append("</g>")
    if mover is not None:
        x, y = xy(mover)
        cx, cy = x + cell / 2, y + cell / 2
        parts.append(
            f'<g data-mark="mover" data-at="{square_name(mover)}">'
            f'<circle cx="{cx}" cy="{cy}" r="18.5" fill="none" stroke="#ffffff" stroke-width="5"/>'
            f'<circle cx="{cx}" cy="{cy}" r="18.5" fill="none" stroke="#000000" stroke-width="2.6"/></g>'
        )
    parts.extend(on_top)
    label_fill = "#000000" if greys else "#ddd"
    for i in range(8):
        file = "abcdefgh"[7 - i if flipped else i]
        rank = str(i + 1 if flipped else 8 - i)
        parts.append(
            f'<text x="{margin + i * cell + cell / 2}" y="{full - 4}" font-size="11" text-anchor="middle" '
            f'fill="{label_fill}">{file}</text>'
        )
        parts.append(
            f'<text x="{margin / 2}" y="{margin + i * cell + cell / 2 + 4}" font-size="11" text-anchor="middle" '
            f'fill="{label_fill}">{rank}</text>'
        )
    parts.append("</svg>")
    return "".join(parts)


def _arrow(start: tuple[int, int], end: tuple[int, int], cell: int, left: str, reached: str) -> str:
    """An arrow from the centre of the square at ``start`` (its top-left corner) to the edge of the tower on the
    square at ``end``: a dark shaft and head with a white edge, seen on every square's colour and grey."""
    x1, y1 = start[0] + cell / 2, start[1] + cell / 2
    x2, y2 = end[0] + cell / 2, end[1] + cell / 2
    length = math.hypot(x2 - x1, y2 - y1)
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    tip = (x2 - ux * 21, y2 - uy * 21)  # outside the tower (radius 16) and its ring as the tower that must move
    base = (tip[0] - ux * 9, tip[1] - uy * 9)
    head = [tip, (base[0] - uy * 6, base[1] + ux * 6), (base[0] + uy * 6, base[1] - ux * 6)]
    points = " ".join(f"{px:.1f},{py:.1f}" for px, py in head)
    shaft = f'x1="{x1:.1f}" y1="{y1:.1f}" x2="{base[0]:.1f}" y2="{base[1]:.1f}"'
    return (
        f'<g data-mark="last-move" data-from="{left}" data-to="{reached}">'
        f'<line {shaft} stroke="#ffffff" stroke-width="6.5" stroke-linecap="round"/>'
        f'<polygon points="{points}" fill="#ffffff" stroke="#ffffff" stroke-width="3" stroke-linejoin="round"/>'
        f'<line {shaft} stroke="#111111" stroke-width="3.5" stroke-linecap="round"/>'
        f'<polygon points="{points}" fill="#111111"/></g>'
    )
