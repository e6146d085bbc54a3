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

``start:`` (a match text) appears only when the match did not begin from the standard
opening of round 1. Lines starting with ``#`` are comments. Moves use the move notation of
:mod:`kamisado_widget.engine.moves`; a fill line names the Defender's choice (F1).

Names are written on one line with their runs of white space (line breaks included) made one
space, and read back that way (:func:`record_name`). A leading byte order mark is ignored.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .basics import Player
from .errors import KamisadoError, NotationError
from .excerpt import excerpt
from .moves import Move
from .notation import WHOLE_NUMBER
from .words import ascii_lower, parse_layout

if TYPE_CHECKING:
    from .match import Match

MAGIC = "kamisado record"


def record_name(name: str) -> str:
    """A player's name as a record holds it: one line, runs of white space made one space."""
    return " ".join(name.split())


def write_record(match: Match) -> str:
    from .match import Match

    lines = [MAGIC, f"target: {match.start.target}", f"layout: {match.start.position.layout.value}"]
    fresh = Match(match.start.target, match.start.position.layout)
    if match.start != fresh.start:
        lines.append(f"start: {match.start.text()}")
    for player in Player:
        name = match.names.get(player, player.title)
        if name != player.title:
            lines.append(f"{player.title.lower()}: {record_name(name)}")
    for rnd in match.rounds():
        lines.append(f"round {rnd.number}: " + " ".join(m.text() for m in rnd.moves))
        if rnd.fill is not None:
            lines.append(f"fill: {rnd.fill.direction.value}")
    return "\n".join(lines) + "\n"


def read_record(text: str) -> Match:
    """Load and replay a record; every move is checked, and errors name the line."""
    from .match import Match

    if not isinstance(text, str):
        raise NotationError(f"a record must be a str, not {type(text).__name__}")
    text = text.removeprefix("\ufeff")
    lines = [(n, line.strip()) for n, line in enumerate(text.splitlines(), 1)]
    lines = [(n, line) for n, line in lines if line and not line.startswith("#")]
    if not lines or ascii_lower(lines[0][1]) != MAGIC:
        raise NotationError(f"a record starts with the line {MAGIC!r}")
    headers: dict[str, str] = {}
    body: list[tuple[int, str, str]] = []
    for n, line in lines[1:]:
        key, sep, value = line.partition(":")
        if not sep:
            raise NotationError(f"record line {n}: expected 'key: value', found {excerpt(line)}")
        key, value = ascii_lower(key.strip()), value.strip()
        if key.startswith("round") or key == "fill":
            body.append((n, key, value))
        elif body:
            raise NotationError(f"record line {n}: the header {excerpt(key)} must come before the first round")
        elif key in ("target", "layout", "start", "black", "gold"):
            headers[key] = value
        else:
            raise NotationError(f"record line {n}: unknown header {excerpt(key)}")
    if "start" in headers:
        match = Match(start=headers["start"])
        for key, value in (("target", str(match.start.target)), ("layout", match.start.position.layout.value)):
            if key in headers and headers[key] != value:
                raise NotationError(
                    f"record: the header {excerpt(f'{key}: {headers[key]}')} contradicts the start, which has {value}"
                )
    else:
        target = headers.get("target", "1")
        if not WHOLE_NUMBER.fullmatch(target):
            raise NotationError(f"record: target {excerpt(target)} must be a whole number")
        try:
            layout = parse_layout(headers.get("layout", "standard"))
        except NotationError as err:
            raise NotationError(f"record: {err}") from None
        match = Match(int(target), layout)
    for player in Player:
        if player.title.lower() in headers:
            match.names[player] = record_name(headers[player.title.lower()])
    for n, key, value in body:
        try:
            if key == "fill":
                match.fill(value)
                continue
            number = key[len("round"):].strip()
            if not WHOLE_NUMBER.fullmatch(number) or int(number) != match.round_number:
                raise NotationError(f"expected 'round {match.round_number}:', found {excerpt(key)}")
            for word in value.split():
                match.play(Move.from_text(word))
        except KamisadoError as err:
            raise NotationError(f"record line {n}: {err}") from err
    return match
