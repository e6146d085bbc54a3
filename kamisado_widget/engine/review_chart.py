"""The review's chart: a static SVG of who wins after each move of a round, and how soon.

One bar per position (the round's start, then after each move): above the axis when Black wins, below when
Gold wins, taller the fewer own moves the winner needs (the number at its end); a position not worked out is a
grey gap; a dashed bar's number is at most that many (the exact count was not worked out). A red mark
stands over each move that threw a win away. Each bar and mark has a tooltip (``<title>``); no script, no
link to anything outside the picture, so a notebook's export shows it as it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Protocol

from .basics import Player
from .catalogue import _, ngettext
from .moves import Move
from .names import player_name
from .svg import PLAYER_FILL


class ChartValue(Protocol):
    """What the chart reads of a position's value (:class:`.ai.review.Value`)."""

    @property
    def winner(self) -> Player | None: ...

    @property
    def own_moves(self) -> int | None: ...

    @property
    def exact(self) -> bool: ...


class ChartMistake(Protocol):
    """What the chart reads of a move that threw a win away (:class:`.ai.review.MoveReview`)."""

    @property
    def index(self) -> int: ...

    @property
    def after(self) -> ChartValue: ...

    def text(self) -> str: ...


class ChartReview(Protocol):
    """What the chart reads of a review (:class:`.ai.review.Review`)."""

    @property
    def values(self) -> Sequence[ChartValue]: ...

    @property
    def moves(self) -> Sequence[Move]: ...

    @property
    def mistakes(self) -> Sequence[ChartMistake]: ...

    def heading(self) -> str: ...


WIDTH, HEIGHT = 640, 200
LEFT, RIGHT, HALF = 96, 12, 80  # the labels' least room, the right margin, the tallest bar above or below the axis
LABEL_SIZE, LABEL_EM = 13, 0.62  # the labels' font size, and a generous average width of a letter in ems
AXIS = HEIGHT / 2
FAR = 16  # a win this many own moves away (or more) has the lowest bar
MISTAKE = "#d62828"
UNKNOWN = "#c8c8c8"


def value_words(value: ChartValue) -> str:
    """Who wins from a position, as one sentence (the chart's tooltip)."""
    if value.winner is None:
        return _("Not worked out.")
    n = value.own_moves or 0
    name = player_name(value.winner)
    if n == 0:
        return _("{player} has won.").format(player=name)
    if value.exact:
        return ngettext("{player} wins in {count} move of its own.", "{player} wins in {count} moves of its own.",
                        n).format(player=name, count=n)
    return ngettext("{player} wins in at most {count} move of its own.",
                    "{player} wins in at most {count} moves of its own.", n).format(player=name, count=n)


def bar_height(value: ChartValue) -> float:
    """How tall a known value's bar is: the whole half for a win now, down to a fifth for a win far off."""
    n = min(value.own_moves or 0, FAR)
    return HALF * (1 - 0.8 * n / FAR)


def _where(review: ChartReview, i: int) -> str:
    """What position ``i`` of the round is, as the start of a tooltip."""
    words = value_words(review.values[i])
    if i == 0:
        return _("At the start: {result}").format(result=words)
    # Translators: {number} counts the round's moves, {move} is the move ("c1-c6"), {result} a sentence.
    return _("After move {number} ({move}): {result}").format(
        number=i, move=review.moves[i - 1].text(), result=words
    )


def review_svg(review: ChartReview) -> str:
    """The chart of ``review`` (see the module's docstring)."""
    count = len(review.values)
    labels = [(_("{player} wins").format(player=player_name(player)), y)
              for player, y in ((Player.BLACK, AXIS - HALF / 2), (Player.GOLD, AXIS + HALF / 2))]
    # The bars start right of the longer label ("Schwarz gewinnt" is longer than "Black wins").
    left = max(LEFT, 8 + round(max(len(words) for words, _y in labels) * LABEL_SIZE * LABEL_EM) + 8)
    step = (WIDTH - left - RIGHT) / max(count, 1)
    label = escape(review.heading())
    parts = [
        (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" height="{HEIGHT}" '
         f'class="kamisado-review" role="img" aria-label="{label}">'),
        f'<rect width="{WIDTH}" height="{HEIGHT}" fill="#fafafa"/>',
    ]
    for words, y in labels:
        parts.append(f'<text x="8" y="{y:.0f}" font-size="{LABEL_SIZE}" font-family="sans-serif" fill="#333">'
                     f'{escape(words)}</text>')
    for i, value in enumerate(review.values):
        x = left + i * step
        tip = f"<title>{escape(_where(review, i))}</title>"
        if value.winner is None:
            parts.append(f'<rect x="{x + 1:.1f}" y="{AXIS - HALF:.1f}" width="{max(step - 2, 1):.1f}" height="{2 * HALF}" '
                         f'fill="{UNKNOWN}" opacity="0.5" class="unknown">{tip}</rect>')
            continue
        h = bar_height(value)
        y = AXIS - h if value.winner is Player.BLACK else AXIS
        dashed = "" if value.exact else ' stroke="#888" stroke-dasharray="3 2"'
        parts.append(f'<rect x="{x + 1:.1f}" y="{y:.1f}" width="{max(step - 2, 1):.1f}" height="{h:.1f}" '
                     f'fill="{PLAYER_FILL[value.winner]}"{dashed} class="{value.winner.title.lower()}">{tip}</rect>')
        if step >= 10 and value.own_moves:  # the winner's own moves still to make, at the bar's end
            ty = AXIS - h + 12 if value.winner is Player.BLACK else AXIS + h - 4
            ink = "#fff" if value.winner is Player.BLACK else "#1d1d1f"
            parts.append(f'<text x="{x + step / 2:.1f}" y="{ty:.1f}" font-size="10" font-family="sans-serif" '
                         f'text-anchor="middle" fill="{ink}" aria-hidden="true">{value.own_moves}</text>')
    parts.append(f'<line x1="{left}" y1="{AXIS}" x2="{WIDTH - RIGHT}" y2="{AXIS}" stroke="#555" stroke-width="1"/>')
    for entry in review.mistakes:
        x = left + (entry.index + 1.5) * step
        y = 8 if entry.after.winner is Player.BLACK else HEIGHT - 8
        tip = f"<title>{escape(entry.text())}</title>"
        parts.append(f'<circle cx="{x:.1f}" cy="{y}" r="6" fill="{MISTAKE}" class="mistake">{tip}</circle>')
    parts.append("</svg>")
    return "".join(parts)


__all__ = ["ChartReview", "review_svg", "value_words"]
