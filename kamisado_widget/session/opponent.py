"""The computer at the board: which side it plays, what it decides, and the coach's hint and analysis.

The thinking itself is the engine's (:mod:`kamisado_widget.engine.ai`); this module only turns
it into what the widget shows.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass, field
from typing import Any

from ..engine import Fill, Match, Move, Phase, Player, square_name
from ..engine.ai import LEVELS, EnginePlayer, hint, moves_words, winner_moves
from ..engine.ai.book import answer
from ..engine.words import parse_word

THINK_SECONDS = 1.0  # time limit for a computer move, a hint or an analysis
THINK_NODES_ENV = "KAMISADO_THINK_NODES"
"""Environment variable: a node budget (a positive integer) that every new :class:`Opponent` thinks within."""
SIDES: dict[str, Player | None] = {"black": Player.BLACK, "gold": Player.GOLD, "none": None}
"""The computer's side as the widget protocol names it (``"none"``: nobody is the computer)."""


def parse_side(side: object) -> Player | None:
    """The side named by ``side``: a :class:`Player`, None, or exactly one of :data:`SIDES`, case
    ignored over ASCII letters only (``"Gold"`` reads, ``"blac\\u212a"`` with the Kelvin sign does not).

    Anything else raises :class:`NotationError` (a ``ValueError``), whose message lists the names.
    """
    if side is None or isinstance(side, Player):
        return side
    return parse_word(side, SIDES, "the computer's side")


def think_nodes_from_env() -> int | None:
    """The node budget that :data:`THINK_NODES_ENV` sets, or None when it is unset or empty.

    Anything but a positive integer raises ``ValueError`` naming the variable and its value.
    """
    text = os.environ.get(THINK_NODES_ENV, "").strip()
    if not text:
        return None
    if not text.isdigit() or int(text) < 1:
        raise ValueError(f"{THINK_NODES_ENV} is a node budget, a positive integer, not {text!r}")
    return int(text)


@dataclass
class Opponent:
    """The computer's seat: ``side`` it plays (None: nobody) and its ``level`` (1-4).

    How long it thinks, for its own moves and fills and for the coach's hint and analysis
    (:meth:`hint_view`, :meth:`analysis_view`): ``think_seconds`` of time, or, when ``think_nodes``
    is set, that many search nodes and no time limit, so that the same position always gets the
    same answer whatever the machine's speed. ``think_nodes`` defaults to the environment
    variable ``KAMISADO_THINK_NODES`` (:data:`THINK_NODES_ENV`) when it is set, which is how the
    notebook tests make the tutorials' Hint and Analyse repeatable. Both can be changed at any
    time; the next move, hint or analysis uses them.
    """

    side: Player | None = None
    level: int = 2
    seed: int = 0
    think_seconds: float = THINK_SECONDS
    think_nodes: int | None = field(default_factory=think_nodes_from_env)
    _player: EnginePlayer = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.configure(self.side, self.level)

    def configure(self, side: Player | None, level: int) -> None:
        if side is not None and not isinstance(side, Player):
            raise TypeError(f"the computer plays Player.BLACK, Player.GOLD or None, not {side!r}")
        if level not in LEVELS or isinstance(level, bool):
            raise ValueError(f"the level is 1 (Beginner), 2 (Novice), 3 (Club) or 4 (Strong), not {level!r}")
        self.side, self.level = side, level
        self._player = EnginePlayer(level=level, time_limit=self.think_seconds, seed=self.seed)
        self._budget()

    def _budget(self) -> None:
        """Give the engine player the seat's current budget: nodes and no clock, or seconds."""
        if self.think_nodes is not None and (isinstance(self.think_nodes, bool) or self.think_nodes < 1):
            raise ValueError(f"think_nodes is a positive number of search nodes or None, not {self.think_nodes!r}")
        self._player.time_limit = None if self.think_nodes is not None else self.think_seconds
        self._player.max_nodes = self.think_nodes

    def to_act(self, match: Match) -> bool:
        """Whether the computer must act now: its move, or its fill choice as the Defender (F1)."""
        if self.side is None:
            return False
        st = match.state
        if st.phase is Phase.PLAY:
            return st.position.turn is self.side
        if st.phase is Phase.FILL:
            res = st.position.result
            return res is not None and res.winner is self.side
        return False

    def decide(self, match: Match) -> Move | Fill:
        """The computer's move, or its fill choice as the Defender (F1), within the seat's budget."""
        self._budget()
        if match.phase is Phase.FILL:
            return self._player.choose_fill(match)
        return self._player.choose_move(match.position)

    def hint_view(self, match: Match) -> dict[str, Any]:
        """:func:`hint_view` within the seat's budget."""
        return hint_view(match, self.think_seconds, nodes=self.think_nodes)

    def analysis_view(self, match: Match) -> dict[str, Any]:
        """:func:`analysis_view` within the seat's budget."""
        return analysis_view(match, self.think_seconds, nodes=self.think_nodes)

    def view(self, thinking: bool) -> dict[str, Any]:
        return {
            "side": self.side.title.lower() if self.side is not None else None,
            "level": self.level,
            "levels": {str(k): v for k, v in LEVELS.items()},
            "thinking": thinking,
        }


def hint_view(match: Match, seconds: float = THINK_SECONDS, *, nodes: int | None = None) -> dict[str, Any]:
    """A suggested move for the side to move, with the reason the search established.

    The search thinks for ``seconds``, or, when ``nodes`` is given, within that many nodes (for the
    solver's try and again for the search that follows it) and without a time limit.
    """
    pos = match.position
    h = hint(pos, time_limit=seconds) if nodes is None else hint(pos, time_limit=math.inf, max_nodes=nodes)
    if h.move is None:
        return {"move": None, "from": None, "to": None, "reason": h.reason, "text": h.reason}
    who = pos.turn.title
    return {
        "move": h.move.text(), "from": square_name(h.move.from_square), "to": square_name(h.move.to_square),
        "reason": h.reason, "text": f"Hint for {who}: {h.move.text()} — {h.reason}.",
    }


def thinking_words(seconds: float, nodes: int | None = None) -> str:
    """How long the analysis thought, in words: ``"in a second"``, ``"in half a second"``, ``"in 3 seconds"``,
    ``"in 2.5 seconds"``, or, with a count of positions in place of the clock, ``"after looking at 200
    positions"``."""
    if nodes is not None:
        return f"after looking at {nodes:,} position{'' if nodes == 1 else 's'}"
    if seconds == 1:
        return "in a second"
    if seconds == 0.5:
        return "in half a second"
    return f"in {seconds:g} seconds"


def analysis_view(match: Match, seconds: float = THINK_SECONDS, *, nodes: int | None = None) -> dict[str, Any]:
    """The verdict on the current round: the opening book's where it covers the position, else the
    solver's, or an honest "not solved". ``source`` says which: ``"book"``, ``"solver"`` or None.

    The solver thinks for ``seconds``, or, when ``nodes`` is given, within that many nodes and
    without a time limit.
    """
    pos = match.position
    budget: dict[str, Any] = {"time_limit": seconds} if nodes is None else {"max_nodes": nodes, "time_limit": None}
    sol, found_by = answer(pos, exact_distance=False, **budget)
    source: str | None = found_by
    line = " ".join(m.text() for m in sol.line[:12])
    limit = thinking_words(seconds, nodes)
    if not sol.proven:
        source = None
        text = f"Analysis: I could not work it out {limit}: the round can still go too many ways."
    else:
        winner = sol.winner
        assert winner is not None
        n = moves_words(winner_moves(sol) or 0)  # the winner's own moves, never plies
        lost = f"{sol.player.title} loses: " if winner is not sol.player else ""
        more = " …" if len(sol.line) > 12 else ""
        if sol.distance is None:  # proven, but the fastest line was not found in time
            text = (f"Analysis: {lost}{winner.title} wins with best play, proven (I could not work out its fastest "
                    f"win {limit}).")
            if line:
                text += f" A line that wins in {n} of its own: {line}{more}"
        else:
            text = f"Analysis: {lost}{winner.title} wins in {n} of its own with best play"
            text += ", proven by the opening book." if source == "book" else "."
            if line:
                text += f" Best play: {line}{more}"
    return {
        "result": sol.result.value, "winner": sol.winner.title.lower() if sol.winner is not None else None,
        "distance": sol.distance, "bound": sol.bound, "line": [m.text() for m in sol.line], "source": source,
        "text": text,
    }
