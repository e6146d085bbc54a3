"""Checking ``puzzles.json`` before a puzzle of it is shown: every field of every entry, the answer and its line
replayed on the engine move by move.

:func:`entry_problem` says in words why an entry of the file is not a puzzle that can be played (None when it is).
:func:`~kamisado_widget.teaching.positions.puzzles.load_puzzles` refuses a file with such an entry, naming the file and the
entry, so a damaged file never reaches a learner's board as a ``KeyError`` or a wrong answer.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine import KamisadoError, Match, Move, Position
from ...engine.ai import own_moves
from ...engine.catalogue import _, ngettext
from ...engine.names import player_name
from ...engine.record import play_line

MAX_PUZZLE_BYTES = 8 << 20
"""The largest puzzles file read (the package's is about 60 KB)."""
ENDS = ("M7", "M8")
REFUTATION_FIELDS: dict[str, type | tuple[type, ...]] = {"distance": int, "next": (str, type(None)), "end": str, "moves": int}


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _fields(d: Mapping[str, Any], themes: tuple[str, ...], grades: Mapping[int, str]) -> str | None:
    """Why the fields of entry ``d`` do not have their types, or None."""
    for name in ("id", "position", "answer"):
        if not isinstance(d.get(name), str) or not d[name]:
            return _("its {field} must be a non-empty text, not {value}").format(field=repr(name), value=repr(d.get(name)))
    for name in ("distance", "legal", "rating"):
        if not _is_int(d.get(name)):
            return _("its {field} must be a whole number, not {value}").format(field=repr(name), value=repr(d.get(name)))
    if not _is_int(d.get("moves")) or d["moves"] not in grades:
        return _("its 'moves' must be one of {choices}, not {value}").format(
            choices=", ".join(map(str, grades)), value=repr(d.get("moves")))
    line = d.get("line")
    if not isinstance(line, list) or not line or not all(isinstance(t, str) for t in line):
        return _("its 'line' must be a list of move texts")
    found = d.get("themes")
    if not isinstance(found, list) or not all(t in themes for t in found):
        return _("its 'themes' must be a list of {choices}, not {value}").format(
            choices=", ".join(map(repr, themes)), value=repr(found))
    source = d.get("source", {})
    if not isinstance(source, dict) or not all(isinstance(k, str) and _is_int(v) for k, v in source.items()):
        return _("its 'source' must be an object of whole numbers")
    refutations = d.get("refutations")
    if not isinstance(refutations, dict):
        return _("its 'refutations' must be an object, one entry per losing first move")
    for move, r in refutations.items():
        if not isinstance(r, dict) or set(r) != set(REFUTATION_FIELDS):
            return _("its refutation of {move} must have exactly {fields}").format(
                move=repr(move), fields=", ".join(map(repr, REFUTATION_FIELDS)))
        for name, kind in REFUTATION_FIELDS.items():
            if not isinstance(r[name], kind) or isinstance(r[name], bool):
                return _("its refutation of {move} has {field} {value} of the wrong type").format(
                    move=repr(move), field=repr(name), value=repr(r[name]))
        if r["end"] not in ENDS:
            return _("its refutation of {move} must end by M7 or M8, not {value}").format(
                move=repr(move), value=repr(r["end"]))
    return None


def entry_problem(d: Any, themes: tuple[str, ...], grades: Mapping[int, str]) -> str | None:
    """Why the puzzles file's entry ``d`` cannot be played, or None: its fields have their types, its position
    reads, its ``line`` replays legally from it (the answer first) to a win of the side to move in ``distance``
    moves, ``moves`` of them its own, and ``refutations`` names every other legal first move."""
    if not isinstance(d, dict):
        return _("it is a JSON {kind}, not an object").format(kind=type(d).__name__)
    problem = _fields(d, themes, grades)
    if problem:
        return problem
    try:
        start = Match.from_text(d["position"]).position
    except KamisadoError as err:
        return _("its position cannot be read ({problem})").format(problem=err)
    if start.result is not None:
        return _("its round is already over")
    legal = {m.text() for m in start.legal_moves()}
    if d["legal"] != len(legal):
        return ngettext("its 'legal' is {given}, but its position has {count} legal move",
                        "its 'legal' is {given}, but its position has {count} legal moves", len(legal)).format(
            given=d["legal"], count=len(legal))
    line = d["line"]
    if line[0] != d["answer"]:
        return _("its line must begin with its answer {answer}").format(answer=repr(d["answer"]))
    problem = _line_problem(start, line)
    if problem:
        return problem
    if d["distance"] != len(line):
        return _("its 'distance' must be the number of moves of its line, {count}, not {value}").format(
            count=len(line), value=d["distance"])
    played = [Move.from_text(t) for t in line]
    own = own_moves(played, start.turn, start.turn)
    if d["moves"] != own:
        return _("its 'moves' must be the own moves of the solver on its line, {count}, not {value}").format(
            count=own, value=d["moves"])
    others = legal - {Move.from_text(d["answer"]).text()}
    if set(d["refutations"]) != others:
        return _("its 'refutations' must name every legal first move but the answer, and no other")
    for move, r in d["refutations"].items():
        problem = _refutation_problem(start, move, r)
        if problem:
            return _("its refutation of {move}: {problem}").format(move=repr(move), problem=problem)
    return None


def _refutation_problem(start: Position, move: str, r: Mapping[str, Any]) -> str | None:
    """Why refutation ``r`` of the legal first ``move`` cannot be said, or None: the round it leaves goes on to a win
    of the opponent, whose answer ``next`` is legal (a move that ends the round at once has ``distance`` 0)."""
    if r["distance"] < 0 or r["moves"] < 0:
        return _("it must count its moves from 0")
    after = start.play(Move.from_text(move))
    if after.result is not None:
        if after.result.winner is start.turn:
            return _("it refutes a move that wins the round")
        return None if r["distance"] == 0 else _("it must have 'distance' 0: the move ends the round at once")
    if r["distance"] == 0:
        return _("it has 'distance' 0, but the round goes on after the move")
    if after.turn is start.turn:  # a push: the pusher moves again, and every move then loses
        return None
    if r["next"] is None or r["next"] not in {m.text() for m in after.legal_moves()}:
        return _("it names {move} as the answer, which is not a legal move after it").format(move=repr(r["next"]))
    return None


def _line_problem(start: Position, line: list[str]) -> str | None:
    """Why ``line`` does not play legally from ``start`` to a win of the side to move, or None."""
    pos, fault = play_line(start, line)
    if fault is not None:
        return str(fault)
    if pos.result is None or pos.result.winner is not start.turn:
        return _("its line does not end the round with a win for {player}, the side to move").format(
            player=player_name(start.turn))
    return None


__all__ = ["MAX_PUZZLE_BYTES", "entry_problem"]
