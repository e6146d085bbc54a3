"""The solved opening, for lessons: which first moves of a single round win, and their lines to replay.

Everything here reads the opening book (:mod:`kamisado_widget.engine.ai.book`), which the project's solver
wrote; nothing is typed in by hand.

* :func:`first_moves` — every first move with its proven result, for the first mover, and in how many of its
  own moves the winner wins (:attr:`FirstMove.winner_moves`: the count every learner's text uses, never plies);
* :func:`first_moves_table` — the same as an HTML table, one row per tower;
* :func:`opening_line` — a board with a first move's line of best play in its move list, to replay.

A lesson shows the table and the lines behind :func:`~kamisado_widget.teaching.course.lesson_widgets.after_trying`'s
button, so the answers of its exercises stay hidden until the learner has tried.

>>> wins = [m for m in first_moves() if m.wins]
>>> len(wins), len(first_moves())
(16, 102)
>>> fastest = min(wins, key=lambda m: m.distance)
>>> fastest.move, fastest.distance, fastest.winner_moves
('a1-a5', 17, 9)
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any

from ...engine import Layout, Move, Player, Position, parse_square
from ...engine.ai import opening_book, own_moves
from ...engine.ai.book import FILES, believed_entries
from ...engine.catalogue import _, pgettext
from ...engine.errors import UnreadableFileError
from ...engine.names import colour_name, player_name
from ...widget import KamisadoWidget


@dataclass(frozen=True)
class FirstMove:
    """One first move of the round: ``wins`` for the first mover or not, ``distance`` the plies of best play
    to the end of the round (the shortest win, or the longest defence), ``line`` those plies."""

    move: str
    wins: bool
    distance: int
    line: tuple[str, ...]
    first: Player = Player.BLACK  # the first mover

    @property
    def winner(self) -> Player:
        return self.first if self.wins else self.first.opponent

    @property
    def winner_moves(self) -> int:
        """The winner's own moves on the line: what "wins in N" says (passes and moves after a push included)."""
        return own_moves([Move.from_text(t) for t in self.line], self.first, self.winner)

    @property
    def tower(self) -> str:
        """The square the tower starts from (``"a1"``)."""
        return self.move[:2]


def first_moves() -> list[FirstMove]:
    """Every first move the book proves, in the book's order: only those whose line replays legally, move by
    move (a refused one is named once by a :class:`~kamisado_widget.engine.errors.BookWarning`). A damaged book
    raises :class:`~kamisado_widget.engine.errors.UnreadableFileError` naming its file and the problem."""
    out = []
    entries = believed_entries()
    first = Player.BLACK if opening_book()["summary"]["first_mover"] == "black" else Player.GOLD
    for entry in entries:
        if entry["result"] in ("win", "loss"):
            out.append(
                FirstMove(entry["move"], entry["result"] == "win", entry["distance"], tuple(entry["line"]), first)
            )
    return out


def _first_mover() -> Player:
    return Player.BLACK if str(opening_book()["summary"]["first_mover"]).lower() == "black" else Player.GOLD


def first_moves_table() -> str:
    """An HTML table of the first moves by tower: the winning ones with the length of their win, and how many
    lose, with the one that holds out longest; each length in the winner's own moves."""
    start = Position.initial()
    by_tower: dict[str, list[FirstMove]] = {}
    for m in first_moves():
        by_tower.setdefault(m.tower, []).append(m)
    first = _first_mover()
    rows = []
    for square in sorted(by_tower):
        tower = start.tower_at(parse_square(square))
        colour = colour_name(tower.colour) if tower is not None else "?"
        moves = by_tower[square]
        wins = sorted((m for m in moves if m.wins), key=lambda m: m.distance)
        losses = [m for m in moves if not m.wins]
        won = " · ".join(f"<b>{m.move}</b> ({m.winner_moves})" for m in wins) or html.escape(
            pgettext("first moves", "none"))
        longest = max(losses, key=lambda m: m.distance, default=None)
        if longest is not None:
            # Translators: the losing first moves of one tower: how many, and the one that holds out longest,
            # {move} "a1-a5", {count} the winner's own moves then.
            lost = html.escape(_("{losses}; longest: {move} ({count})").format(
                losses=len(losses), move=longest.move, count=longest.winner_moves))
        else:
            lost = f"{len(losses)}"
        # Translators: a row's first cell: a tower at the start, "Orange on a1".
        where = html.escape(_("{colour} on {square}").format(colour=colour, square=square))
        rows.append(f"<tr><td>{where}</td><td>{won}</td><td>{lost}</td></tr>")
    about = _("The first moves of a single round, proven: {player} wins with the moves in the middle column (in "
              "brackets, in how many of its own moves); every other first move loses (in brackets, how many of its "
              "own moves {opponent} then needs, against the longest defence).").format(
        player=player_name(first), opponent=player_name(first.opponent))
    # Translators: the table's first heading, the first mover's towers: "Black's tower".
    heads = (_("{player}'s tower").format(player=player_name(first)), _("winning first moves"),
             _("losing first moves"))
    head = "<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in heads) + "</tr>"
    return (f'<div class="kw-opening"><p>{html.escape(about)}</p>'
            f"<table><thead>{head}</thead><tbody>{''.join(rows)}</tbody></table></div>")


def opening_line(move: str, **board: Any) -> KamisadoWidget:
    """A board showing the end of ``move``'s line of best play, the whole line in its move list: click a move
    there (or press ← and →) to replay it. ``board`` options go to :class:`KamisadoWidget`."""
    found = {m.move: m for m in first_moves()}
    if move not in found and any(isinstance(e, dict) and e.get("move") == move for e in opening_book()["entries"]):
        raise UnreadableFileError(_("{file}: the line of {move} is not used: it does not replay legally").format(
            file=book_file(), move=repr(move)))
    if move not in found:
        raise ValueError(_("{move} is not a first move the opening book has proven; it has {count}, such as "
                           "{examples}").format(move=repr(move), count=len(found), examples=", ".join(sorted(found)[:3])))
    return KamisadoWidget(position=Position.initial().text(), past=list(found[move].line), **board)


def book_file() -> str:
    """The opening book's file (the standard layout's), as its messages name it."""
    return str(FILES[Layout.STANDARD])
