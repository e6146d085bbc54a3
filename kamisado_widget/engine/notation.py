"""The position text: one line that holds everything needed to continue a round.

Fields, separated by spaces::

    obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard

1. the board, rank 8 first, ranks separated by ``/``; a digit counts empty squares; a
   tower is its colour letter (``n`` Brown, ``g`` Green, ``r`` Red, ``y`` Yellow, ``p`` Pink,
   ``u`` Purple, ``b`` Blue, ``o`` Orange), upper case for Black and lower case for Gold,
   followed by one ``+`` per rank (``R++`` is Black's Red Double Sumo);
2. the side to move, ``b`` or ``g``;
3. the colour letter of the tower that must move, or ``*`` for a free choice (T1);
4. ``push`` when the side to move has the extra turn after a push (S3), else ``-``;
5. the layout, ``standard`` or ``mirrored`` (B3, B4);
6. optionally ``result=<winner>:<colour>:<M7|M8>`` once the round is over, e.g.
   ``result=gold:blue:M8`` (Gold won by deadlock and promotes Blue).

A match adds ``key=value`` fields, described in :mod:`kamisado_widget.engine.match`.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .basics import LETTER_COLOURS, Colour, Layout, Player, square
from .catalogue import _, ngettext
from .errors import NotationError
from .excerpt import excerpt
from .pieces import PlacedTower, ReadsPosition, RoundResult
from .words import ascii_lower, parse_layout

NUMBER_DIGITS = 9
WHOLE_NUMBER = re.compile(rf"[0-9]{{1,{NUMBER_DIGITS}}}")
"""Numbers in match texts and records: ASCII digits only, at most NUMBER_DIGITS of them."""

RECORD_MAGIC = "kamisado record"
"""The first line of a game record (see :mod:`kamisado_widget.engine.record`)."""

MATCH_FIELDS = frozenset({"target", "round", "challenger", "score"})
"""The ``key=value`` fields a match text adds to a position text."""

_PLAYERS = {"b": Player.BLACK, "g": Player.GOLD}
_PLAYER_WORDS = {"black": Player.BLACK, "gold": Player.GOLD}
_COLOUR_WORDS = {c.name.lower(): c for c in Colour}


def board_text(pos: ReadsPosition) -> str:
    rows = []
    for r in range(7, -1, -1):
        row, empty = "", 0
        for f in range(8):
            t = pos.tower_at(square(f, r))
            if t is None:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            letter = t.colour.letter.upper() if t.player is Player.BLACK else t.colour.letter
            row += letter + "+" * t.rank
        if empty:
            row += str(empty)
        rows.append(row)
    return "/".join(rows)


def position_text(pos: ReadsPosition) -> str:
    fields = [
        board_text(pos),
        pos.turn.letter,
        "*" if pos.to_move is None else pos.to_move.letter,
        "push" if pos.extra_turn else "-",
        pos.layout.value,
    ]
    if pos.result is not None:
        r = pos.result
        fields.append(f"result={r.winner.title.lower()}:{r.tower.name.lower()}:{r.reason}")
    return " ".join(fields)


def parse_board(text: str) -> list[PlacedTower]:
    rows = text.split("/")
    if len(rows) != 8:
        raise NotationError(
            _("position text: the board needs 8 ranks separated by '/', found {count}").format(count=len(rows))
        )
    towers: list[PlacedTower] = []
    for i, row in enumerate(rows):
        rank = 7 - i
        file = 0
        k = 0
        while k < len(row):
            ch = row[k]
            if ch in "12345678":
                file += int(ch)
                k += 1
                if file > 8:
                    break  # reported below, without reading the rest of a long rank
            elif ch.lower() in LETTER_COLOURS:
                if file > 7:
                    raise NotationError(
                        _("position text: rank {rank} ({row}) has more than 8 squares").format(
                            rank=rank + 1, row=excerpt(row)
                        )
                    )
                player = Player.BLACK if ch.isupper() else Player.GOLD
                k += 1
                plus = 0
                while k < len(row) and row[k] == "+":
                    plus += 1
                    k += 1
                towers.append(PlacedTower(player, LETTER_COLOURS[ch.lower()], square(file, rank), plus))
                file += 1
            else:
                raise NotationError(
                    _(
                        "position text: rank {rank} ({row}): {character} is neither a digit nor a tower letter "
                        "(n g r y p u b o, upper case for Black)"
                    ).format(rank=rank + 1, row=excerpt(row), character=repr(ch))
                )
        if file != 8:
            raise NotationError(_wrong_width(row, rank + 1, file))
    return towers


def _wrong_width(row: str, rank: int, width: int) -> str:
    """A rank of the wrong width; where a tower letter is followed by a digit (``R1``, perhaps meant as a Sumo),
    the sentence also says what a Sumo's mark is."""
    found = next((row[k:k + 2] for k in range(len(row) - 1)
                  if row[k].lower() in LETTER_COLOURS and row[k + 1] in "123"), None)
    values = {"rank": rank, "row": excerpt(row), "width": width}
    if found is None:
        if width > 8:
            return _("position text: rank {rank} ({row}) has more than 8 squares").format(**values)
        return _("position text: rank {rank} ({row}) covers {width} squares, not 8").format(**values)
    values.update(pair=repr(found), letter=found[0], digit=found[1])
    if width > 8:
        return _(
            "position text: rank {rank} ({row}) has more than 8 squares; a digit after a tower counts empty squares "
            "({pair} is a tower and {digit} empty), while a Sumo is marked by '+' after its letter: '{letter}+' a "
            "Sumo, '{letter}++' a Double Sumo"
        ).format(**values)
    return _(
        "position text: rank {rank} ({row}) covers {width} squares, not 8; a digit after a tower counts empty squares "
        "({pair} is a tower and {digit} empty), while a Sumo is marked by '+' after its letter: '{letter}+' a "
        "Sumo, '{letter}++' a Double Sumo"
    ).format(**values)


def _parse_result(value: str) -> tuple[Player, Colour, str]:
    parts = [ascii_lower(part) for part in value.split(":")]
    if len(parts) != 3 or parts[0] not in _PLAYER_WORDS or parts[1] not in _COLOUR_WORDS \
            or parts[2] not in ("m7", "m8"):
        raise NotationError(
            _(
                "position text: result={value} should read like 'result=gold:blue:M8' (winner, promoted colour, "
                "M7 or M8)"
            ).format(value=excerpt(value))
        )
    return _PLAYER_WORDS[parts[0]], _COLOUR_WORDS[parts[1]], parts[2].upper()


def split_fields(text: str) -> tuple[list[str], dict[str, str]]:
    """The positional fields and the ``key=value`` fields of a position or match text."""
    if not isinstance(text, str):
        raise NotationError(_("a position text must be a str, not {kind}").format(kind=type(text).__name__))
    words = text.split()
    plain = [w for w in words if "=" not in w]
    pairs: dict[str, str] = {}
    for w in words:
        if "=" in w:
            key, _eq, value = w.partition("=")
            if key in pairs:
                raise NotationError(_("position text: the field {key} is given twice").format(key=excerpt(key)))
            pairs[key] = value
    return plain, pairs


class PositionParts(NamedTuple):
    """A position text read into its parts, in the order ``Position.from_towers`` takes them."""

    towers: list[PlacedTower]
    turn: Player
    to_move: Colour | None
    extra_turn: bool
    layout: Layout
    result: RoundResult | None


def read_position(text: str, *, match: bool = False) -> PositionParts:
    """Read a position text (or, with ``match``, the position part of a match text).

    Raises NotationError when the text cannot be read; ``Position.from_towers`` then checks the
    parts against the rules.
    """
    if isinstance(text, str) and ascii_lower(text.lstrip("\ufeff \t\r\n")).startswith(RECORD_MAGIC):
        raise NotationError(_("this is a game record, not a position text: read it with Match.from_record"))
    plain, pairs = split_fields(text)
    if len(plain) != 5:
        raise NotationError(
            _("position text: expected 5 fields (board, side, tower, push flag, layout), found {count}: {text}").format(
                count=f"{len(plain):,}", text=excerpt(text)
            )
        )
    unknown = set(pairs) - {"result"} - (MATCH_FIELDS if match else frozenset())
    if unknown and not match and unknown <= MATCH_FIELDS:
        raise NotationError(
            _("position text: the fields {fields} belong to a match text: read it with Match.from_text").format(
                fields=excerpt(", ".join(sorted(unknown)))
            )
        )
    if unknown:
        raise NotationError(
            ngettext("position text: unknown field {fields}", "position text: unknown fields {fields}", len(unknown)).format(
                fields=excerpt(", ".join(sorted(unknown)))
            )
        )
    board, side, tower, extra, layout = plain
    towers = parse_board(board)
    if side not in _PLAYERS:
        raise NotationError(_("position text: the side to move must be 'b' or 'g', not {value}").format(value=excerpt(side)))
    if tower == "*":
        to_move = None
    elif tower in LETTER_COLOURS:
        to_move = LETTER_COLOURS[tower]
    else:
        raise NotationError(
            _("position text: the tower to move must be a colour letter or '*', not {value}").format(value=excerpt(tower))
        )
    if extra not in ("push", "-"):
        raise NotationError(
            _("position text: the fourth field must be 'push' or '-', not {value}").format(value=excerpt(extra))
        )
    try:
        lay = parse_layout(layout)
    except NotationError as err:
        raise NotationError(_("position text: {problem}").format(problem=err)) from None
    result = None
    if "result" in pairs:
        winner, colour, reason = _parse_result(pairs["result"])
        result = RoundResult(winner, colour, reason)
    return PositionParts(towers, _PLAYERS[side], to_move, extra == "push", lay, result)

