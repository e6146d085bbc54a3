"""The game record: a whole match as text that saves, loads and replays exactly.

Example::

    kamisado record
    target: 3
    layout: standard
    black: Ann
    gold: Bo
    round 1: c1-c6 b8-b4 e1-e5 ...
    fill: left
    round 2: ...

``review N:`` lines (anywhere after the headers) keep a round's review with the record (:func:`review_line`).

``start:`` (a match text) appears only when the match did not begin from the standard
opening of round 1. Lines starting with ``#`` are comments. Moves use the move notation of
:mod:`kamisado_widget.engine.moves`; a fill line names the Defender's choice (F1).

Names are written on one line with their runs of white space (line breaks included) made one
space, and read back that way (:func:`record_name`). A leading byte order mark is ignored.

This module reads and writes the text only (:func:`parse_record`, :func:`format_record`); replaying it
is the match's (:meth:`~kamisado_widget.engine.match.Match.from_record`), so a record's moves are checked by
the same rules as every other move. A line of moves stored elsewhere (the opening book's, a puzzle's, a teacher's
:class:`~kamisado_widget.teaching.exercises.goals.Line`) is played from its position by :func:`play_line`, move by
move.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from .basics import Layout, Player
from .catalogue import _
from .errors import KamisadoError, NotationError
from .excerpt import excerpt
from .moves import Move
from .notation import RECORD_MAGIC as MAGIC
from .notation import WHOLE_NUMBER
from .position import Position
from .words import ascii_lower, parse_layout

HEADERS = ("target", "layout", "start", "black", "gold")
REVIEW = "review"  # a body line that keeps a round's review (review_line)


def record_name(name: str) -> str:
    """A player's name as a record holds it: one line, runs of white space made one space."""
    return " ".join(name.split())


@dataclass(frozen=True)
class RecordText:
    """A record's text read into its parts (nothing replayed yet): the headers and, in order, the body's lines
    (line number, ``"round N"`` or ``"fill"``, the rest of the line)."""

    headers: Mapping[str, str]
    body: tuple[tuple[int, str, str], ...]
    reviews: tuple[tuple[int, int, str], ...] = ()  # (line number, round number, the review's values), see review_line

    @property
    def target(self) -> int:
        """The ``target:`` header (1 when absent); NotationError when it is not a whole number."""
        target = self.headers.get("target", "1")
        if not WHOLE_NUMBER.fullmatch(target):
            raise NotationError(_("record: target {value} must be a whole number").format(value=excerpt(target)))
        return int(target)

    @property
    def layout(self) -> Layout:
        """The ``layout:`` header (standard when absent), read by the one layout reader (B4)."""
        try:
            return parse_layout(self.headers.get("layout", "standard"))
        except NotationError as err:
            raise NotationError(_("record: {problem}").format(problem=err)) from None

    def names(self) -> dict[Player, str]:
        """The players' names the record gives."""
        return {p: record_name(self.headers[p.title.lower()]) for p in Player if p.title.lower() in self.headers}


def parse_record(text: str) -> RecordText:
    """Split a record into its headers and body lines; errors name the line."""
    if not isinstance(text, str):
        raise NotationError(_("a record must be a str, not {kind}").format(kind=type(text).__name__))
    text = text.removeprefix("\ufeff")
    lines = [(n, line.strip()) for n, line in enumerate(text.splitlines(), 1)]
    lines = [(n, line) for n, line in lines if line and not line.startswith("#")]
    if not lines or ascii_lower(lines[0][1]) != MAGIC:
        if lines and len(lines[0][1].split()) >= 5 and "/" in lines[0][1]:
            raise NotationError(
                _("this is a position or match text, not a game record: read it with Match.from_text")
            )
        raise NotationError(_("a record starts with the line {line}").format(line=repr(MAGIC)))
    headers: dict[str, str] = {}
    body: list[tuple[int, str, str]] = []
    reviews: list[tuple[int, int, str]] = []
    for n, line in lines[1:]:
        key, sep, value = line.partition(":")
        if not sep:
            raise NotationError(
                _("record line {line}: expected 'key: value', found {value}").format(line=n, value=excerpt(line))
            )
        key, value = ascii_lower(key.strip()), value.strip()
        if key.startswith("round") or key == "fill":
            body.append((n, key, value))
        elif key.startswith(REVIEW):
            number = key[len(REVIEW):].strip()
            if not WHOLE_NUMBER.fullmatch(number):
                raise NotationError(
                    _("record line {line}: expected 'review N:' with a round number, found {value}").format(
                        line=n, value=excerpt(key)
                    )
                )
            reviews.append((n, int(number), value))
        elif body:
            raise NotationError(
                _("record line {line}: the header {key} must come before the first round").format(
                    line=n, key=excerpt(key)
                )
            )
        elif key in HEADERS:
            headers[key] = value
        else:
            raise NotationError(_("record line {line}: unknown header {key}").format(line=n, key=excerpt(key)))
    return RecordText(headers, tuple(body), tuple(reviews))


def review_line(number: int, values: str) -> str:
    """A round's review as a record keeps it: ``review 1: b17/9:d1-d5 g16/8:a8-a3 ...``, one value per position
    of the round (see :mod:`kamisado_widget.engine.ai.review`); replaying a record does not read these lines."""
    return f"{REVIEW} {number}: {values}"


def format_record(
    target: int, layout: Layout, start: str | None, names: Mapping[Player, str],
    rounds: Iterable[tuple[int, Iterable[str], str | None]],
) -> str:
    """The record's text: its headers (``start`` only when the match did not begin from the standard opening,
    a name only when it is not the player's title) and each round's moves with the fill that followed."""
    lines = [MAGIC, f"target: {target}", f"layout: {layout.value}"]
    if start is not None:
        lines.append(f"start: {start}")
    for player in Player:
        name = names.get(player, player.title)
        if name != player.title:
            lines.append(f"{player.title.lower()}: {record_name(name)}")
    for number, moves, fill in rounds:
        lines.append(f"round {number}: " + " ".join(moves))
        if fill is not None:
            lines.append(f"fill: {fill}")
    return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class LineFault:
    """Where a line of moves stops (:func:`play_line`): its move ``number`` (from 1) and ``move`` (its text), and the
    ``error`` that refused it, or None when the round was over before it. ``str()`` says so in words."""

    number: int
    move: str
    error: KamisadoError | ValueError | None = None

    def __str__(self) -> str:
        if self.error is None:
            return _("the round is over before move {number} of its line, {move}").format(
                number=self.number, move=self.move)
        return _("move {number} of its line, {move}, is not legal ({problem})").format(
            number=self.number, move=self.move, problem=self.error)


def play_line(start: Position, line: Sequence[str]) -> tuple[Position, LineFault | None]:
    """``line`` (move texts) played from ``start``, each move checked by the rules (T1 / M1-M8), the round going on
    until the last: the position it ends in and None, or the position before the move that cannot be played and
    where and why (a :class:`LineFault`, whose words are "the round is over before move 3 of its line, ...", "move 2
    of its line, ..., is not legal (...)"). Whether the line's end is the one its file claims is the caller's to
    check."""
    pos = start
    for i, text in enumerate(line, 1):
        if pos.result is not None:
            return pos, LineFault(i, text)
        try:
            pos = pos.play(Move.from_text(text))
        except (KamisadoError, ValueError) as err:
            return pos, LineFault(i, text, err)
    return pos, None
