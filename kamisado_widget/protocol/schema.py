"""The ``view`` trait's shape as types: what :func:`~kamisado_widget.protocol.view.session_view` returns.

docs/widget-protocol.md documents each field for the page; ``tests/protocol/test_view_protocol.py`` checks
that these keys, the documented ones and those of real views (play, replay, round end, edit mode) agree.
"""

from __future__ import annotations

from typing import Any, TypedDict


class Message(TypedDict):
    """The board's one feedback line."""

    text: str
    kind: str  # info | success | warning | error
    rule: str | None
    serial: int
    repeat: int
    sentence: str  # the text without a leading "T2: " (the page shows the rule as a badge); added by the widget


class Scoreboard(TypedDict):
    """Names, scores, the match's target and round, who is Challenger and Defender, and the phase."""

    target: int
    length: str
    round: int
    scores: dict[str, int]
    names: dict[str, str]
    challenger: str
    defender: str
    roles_shown: bool  # False: the page neither names Challenger/Defender nor marks the side to move
    phase: str  # play | fill | over
    winner: str | None


ExploreMove = TypedDict(
    "ExploreMove",
    {
        "move": str,
        "from": str,
        "to": str,  # the target square drawn (a pass: its own square)
        "kind": str,  # step | push | pass
        "result": str,  # win | loss | unknown | pending, for the player making the move
        "own_moves": int | None,  # the winner's own moves to the end of the round
        "label": str,  # the short mark on the target square: "W3", "L5", "W", "L", "?", "…"
        "text": str,  # one sentence for the list, the tooltip and a screen reader
        "source": str | None,  # book | solver | None (pending)
        "best": bool,
    },
)
"""One legal move in explore mode ("from" is a Python keyword, hence the functional form)."""


class Explore(TypedDict):
    """Explore mode: every legal move of the position shown with its value, best first (session/explore.py)."""

    pending: int  # moves still being worked out
    heading: str
    moves: list[ExploreMove]


View = TypedDict(
    "View",
    {
        "version": int,
        "ply": int | None,
        "layout": str,
        "towers": list[dict[str, Any]],
        "turn": str,
        "mover": str | None,
        "movable": list[str],
        "selected": str | None,
        "targets": list[dict[str, str]],
        "last_move": dict[str, Any] | None,
        "last_fill": dict[str, Any] | None,
        "status": str,
        "message": Message,
        "announce": str,
        "chain": list[dict[str, str]],
        "chain_head": str,
        "pass": dict[str, str] | None,
        "scoreboard": Scoreboard,
        "round_end": dict[str, Any] | None,
        "match_end": str | None,
        "fill": dict[str, Any] | None,
        "can_undo": bool,
        "can_redo": bool,
        "moves": list[str],
        "move_words": list[str],
        "movers": str,
        "arrows": list[dict[str, str]],
        "replay": dict[str, Any] | None,
        "controls": dict[str, bool],
        "taught": str,
        "position_text": str,
        "computer": dict[str, Any],
        "hint": dict[str, Any] | None,
        "analysis": dict[str, Any] | None,
        "explore": Explore | None,
        "review": dict[str, Any] | None,
        "mode": str,
        "edit": dict[str, Any] | None,
        "short": dict[str, str],
    },
)
"""Everything the board shows but the squares (those are the ``board`` trait's); "pass" is a Python
keyword, hence the functional form. ``short`` (sentences with long names cut) is added by the widget
(kamisado_widget/widget/short_names.py), which knows the move list's sentences too."""

VIEW_KEYS: frozenset[str] = frozenset(View.__annotations__)
"""The keys of a ``view``."""
