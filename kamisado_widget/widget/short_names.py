"""The board's sentences with long player names shortened, for the page's narrow lines.

A player may be named anything (``w.black_name = "Alexandra Konstantinopolous-Smythe"``); on the page a
name past :data:`NAME_ROOM` characters is cut with "…" and the element carries the whole sentence as its
tooltip and accessible label. Python makes both forms: every sentence of the view and of the move list that
names a long name is sent again with the name cut (the view's ``short``: full sentence -> short sentence),
so the page only looks the short form up and never edits a sentence.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

NAME_ROOM = 24
"""A name longer than this many characters is cut to ``NAME_ROOM - 1`` of them and "…"."""


def short_name(name: str, room: int = NAME_ROOM) -> str:
    """``name``, cut with "…" when it is longer than ``room`` characters (whole code points)."""
    return name if len(name) <= room else name[: room - 1] + "…"


def _sentences(view: Mapping[str, Any], history: Mapping[str, Any]) -> Iterator[str]:
    """Every sentence the page may show with a player's name in it: the headline, the message, the round's
    and the match's end, the refill's prompt, and the move list's words and refills."""
    yield view.get("status") or ""
    yield (view.get("message") or {}).get("text") or ""
    yield (view.get("message") or {}).get("sentence") or ""
    end = view.get("round_end") or {}
    yield end.get("headline") or ""
    yield end.get("text") or ""
    yield view.get("match_end") or ""
    yield (view.get("fill") or {}).get("prompt") or ""
    yield from view.get("move_words") or ()
    for round_ in history.get("rounds") or ():
        yield from round_.get("words") or ()
        fill = round_.get("fill") or {}
        yield fill.get("text") or ""
        yield fill.get("label") or ""


def short_sentences(view: Mapping[str, Any], history: Mapping[str, Any], names: Iterable[str]) -> dict[str, str]:
    """For each sentence of ``view`` and ``history`` that names one of ``names`` past :data:`NAME_ROOM`
    characters: the sentence with each such name cut (empty when every name is short, the usual case)."""
    long = sorted({name for name in names if short_name(name) != name}, key=len, reverse=True)
    if not long:
        return {}
    out: dict[str, str] = {}
    for sentence in _sentences(view, history):
        short = sentence
        for name in long:  # the longest first: a name inside another is cut as part of the longer one
            short = short.replace(name, short_name(name))
        if short != sentence:
            out[sentence] = short
    return out
