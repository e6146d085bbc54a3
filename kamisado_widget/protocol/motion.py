"""What the board animates and how long it takes.

The speeds live in ``motion.json``, which the front-end (``js/animate.js``) bundles too, so Python
and the page agree on every duration. A step takes one ``step`` slot; a push two (the pushed line
slides back, then the pusher steps in); a refill one ``fill`` slot per tower, one tower after another
in the engine's fill order (F4, the Defender first, F5); a pass does not move.
"""

from __future__ import annotations

import json
import pathlib
from typing import Any

from ..engine import FillChoice, Match, MatchState, Move
from ..engine.basics import square_name
from ..engine.catalogue import _
from ..engine.excerpt import excerpt
from ..engine.fill import fill_trips
from ..engine.towers import tower_id
from ..engine.words import one_of
from .schema import FillTrip, LastFill

_DATA: dict[str, Any] = json.loads((pathlib.Path(__file__).with_name("motion.json")).read_text(encoding="utf-8"))
SPEEDS: tuple[str, ...] = tuple(_DATA["speeds"])  # "off", "slow", "normal", "fast"
DEFAULT_SPEED: str = _DATA["default"]
TOWERS = 16


def durations(speed: str) -> dict[str, int]:
    """The milliseconds of one step and of one tower's refill slot at ``speed``."""
    if speed not in SPEEDS:
        raise ValueError(
            _("The animation speed is {choices}, not {value}.").format(
                choices=one_of([repr(s) for s in SPEEDS]), value=excerpt(speed)
            )
        )
    return dict(_DATA["speeds"][speed])


def event_ms(speed: str, event: Move | FillChoice | str) -> int:
    """How long the board animates ``event`` (a move, a fill choice, or ``"left"``/``"right"``) at ``speed``."""
    ms = durations(speed)
    if isinstance(event, Move):
        return 0 if event.is_pass else ms["step"] * (2 if event.is_push else 1)
    return ms["fill"] * TOWERS


def fill_motion(before: MatchState, after: MatchState, choice: FillChoice) -> list[FillTrip]:
    """Each tower's trip to its home square in a refill, in the order it is placed: the Defender's
    towers first (F5), each player's in fill order (F4) from the chosen corner (F3)."""
    trips: list[FillTrip] = []
    for t, to in fill_trips(before.promoted_position(), choice.direction, after.challenger):
        trips.append({
            "id": tower_id(t), "player": t.player.title.lower(), "from": square_name(t.square),
            "to": square_name(to), "order": len(trips) + 1,
        })
    return trips


def last_fill(match: Match, ply: int | None = None) -> LastFill | None:
    """The view's ``last_fill``: the refill that made state ``ply`` (by default the last state, the game's;
    a replayed one when the move list shows an earlier state), or None when a move made it."""
    ply = len(match.states) - 1 if ply is None else ply
    if ply < 1 or not isinstance(match.events[ply - 1], FillChoice):
        return None
    choice = match.events[ply - 1]
    assert isinstance(choice, FillChoice)
    before, after = match.states[ply - 1], match.states[ply]
    return {
        "direction": choice.direction.value, "chooser": choice.player.title.lower(),
        "towers": fill_motion(before, after, choice),
    }
