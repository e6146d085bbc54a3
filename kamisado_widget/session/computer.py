"""The computer at the board: its seat (which side it plays, what it decides, how long it thinks), the coach's
hint and analysis, and the clock that plays the computer's turn.

The thinking itself is the engine's (:mod:`kamisado_widget.engine.ai`); this module turns it into what the
board shows. The coach keeps the last advice with the state it was given for, so advice about an earlier
position is never shown.

A :class:`ComputerClock` belongs to one board session (``session.clock``). Without a clock source it never
plays by itself: the caller asks :meth:`ComputerClock.due` and calls the session's ``computer_turn`` (tests, a
script). A widget gives it a source with :meth:`ComputerClock.use`: a function that returns the event loop's
``call_later`` (or None: then the computer plays at once) and the seconds to wait. The session stays
kernel-free; a test passes a fake ``call_later`` and runs the timer by hand.
"""

from __future__ import annotations

import logging
import math
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeAlias

from ..engine import Fill, IllegalMoveError, Match, MatchState, Move, Phase, Player, square_name
from ..engine.ai import LEVELS, EnginePlayer, hint, winner_moves
from ..engine.ai.book import answer
from ..engine.catalogue import _, ngettext, pgettext
from ..engine.excerpt import excerpt
from ..engine.names import player_name
from ..engine.words import parse_word
from .replay import ReplayCursor
from .sentences import MessageLine, name_of

_log = logging.getLogger(__name__)

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
    return parse_word(side, SIDES, _("The computer's side is {choices}, not {value}."))


def think_nodes_from_env() -> int | None:
    """The node budget that :data:`THINK_NODES_ENV` sets, or None when it is unset or empty.

    Anything but a positive integer raises ``ValueError`` naming the variable and its value.
    """
    text = os.environ.get(THINK_NODES_ENV, "").strip()
    if not text:
        return None
    if not text.isdigit() or int(text) < 1:
        raise ValueError(
            _("{variable} is how many positions the computer may look at, a whole number from 1, not {value}.").format(
                variable=THINK_NODES_ENV, value=excerpt(text)
            )
        )
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
            raise TypeError(
                _("The computer plays Player.BLACK, Player.GOLD or None, not {value}.").format(value=excerpt(side))
            )
        if level not in LEVELS or isinstance(level, bool):
            raise ValueError(
                _("The level is 1 (Beginner), 2 (Novice), 3 (Club) or 4 (Strong), not {value}.").format(
                    value=excerpt(level)
                )
            )
        self.side, self.level = side, level
        self._player = EnginePlayer(level=level, time_limit=self.think_seconds, seed=self.seed)
        self._budget()

    def _budget(self) -> None:
        """Give the engine player the seat's current budget: nodes and no clock, or seconds."""
        if self.think_nodes is not None and (isinstance(self.think_nodes, bool) or self.think_nodes < 1):
            raise ValueError(
                _("think_nodes is how many positions the computer may look at, a whole number from 1, or None, "
                  "not {value}.").format(value=excerpt(self.think_nodes))
            )
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
            "levels": {str(k): _(v) for k, v in LEVELS.items()},  # the engine's names, marked N_
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
    # Translators: {move} is in notation ("c1-c6"); {reason} is the engine's reason, after the dash.
    text = _("Hint for {player}: {move} — {reason}.").format(
        player=player_name(pos.turn), move=h.move.text(), reason=h.reason
    )
    return {
        "move": h.move.text(), "from": square_name(h.move.from_square), "to": square_name(h.move.to_square),
        "reason": h.reason, "text": text,
    }


def thinking_words(seconds: float, nodes: int | None = None) -> str:
    """How long the analysis thought, in words: ``"in a second"``, ``"in half a second"``, ``"in 3 seconds"``,
    ``"in 2.5 seconds"``, or, with a count of positions in place of the clock, ``"after looking at 200
    positions"``."""
    if nodes is not None:
        # Translators: how long the analysis thought, said after "I could not work it out".
        return ngettext("after looking at {count} position", "after looking at {count} positions", nodes).format(
            count=_thousands(nodes)
        )
    if seconds == 1:
        return _("in a second")
    if seconds == 0.5:
        return _("in half a second")
    return _("in {count} seconds").format(count=f"{seconds:g}".replace(".", pgettext("decimal point", ".")))


def _thousands(n: int) -> str:
    """``n`` with its thousands grouped the language's way ("200,000" / "200.000")."""
    # Translators: the mark that groups thousands in a number (English 200,000).
    return f"{n:,}".replace(",", pgettext("thousands separator", ","))


def analysis_view(match: Match, seconds: float = THINK_SECONDS, *, nodes: int | None = None) -> dict[str, Any]:
    """The current round's result: the opening book's where it covers the position, else the
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
        # Translators: {limit} is how long it thought: "in a second", "after looking at 200 positions".
        text = _("Analysis: I could not work it out {limit}: the round can still go too many ways.").format(limit=limit)
    else:
        winner = sol.winner
        assert winner is not None
        n = winner_moves(sol) or 0  # the winner's own moves, never plies
        names = {"player": player_name(sol.player), "winner": player_name(winner), "limit": limit, "count": n,
                 "line": line + (" …" if len(sol.line) > 12 else "")}
        lost = winner is not sol.player
        if sol.distance is None:  # proven, but the fastest line was not found in time
            if lost:
                text = _("Analysis: {player} loses: {winner} wins with best play, proven (I could not work out its "
                         "fastest win {limit}).")
            else:
                text = _("Analysis: {winner} wins with best play, proven (I could not work out its fastest win "
                         "{limit}).")
            more = ngettext("A line that wins in {count} move of its own: {line}",
                            "A line that wins in {count} moves of its own: {line}", n)
        else:
            text = _analysis_sentence(lost, source == "book", n)
            # Translators: {line} is the best line in notation ("c1-c6 d8-d3 …").
            more = _("Best play: {line}")
        text = text.format(**names) + (" " + more.format(**names) if line else "")
    return {
        "result": sol.result.value, "winner": sol.winner.title.lower() if sol.winner is not None else None,
        "distance": sol.distance, "bound": sol.bound, "line": [m.text() for m in sol.line], "source": source,
        "text": text,
    }


def _analysis_sentence(lost: bool, book: bool, n: int) -> str:
    """The analysis's result in words when it found the fastest win: who loses (when it is the side to move), who wins
    in how many of its own moves, and whether the opening book proved it."""
    if lost and book:
        return ngettext(
            "Analysis: {player} loses: {winner} wins in {count} move of its own with best play, proven by the "
            "opening book.",
            "Analysis: {player} loses: {winner} wins in {count} moves of its own with best play, proven by the "
            "opening book.", n)
    if lost:
        return ngettext("Analysis: {player} loses: {winner} wins in {count} move of its own with best play.",
                        "Analysis: {player} loses: {winner} wins in {count} moves of its own with best play.", n)
    if book:
        return ngettext(
            "Analysis: {winner} wins in {count} move of its own with best play, proven by the opening book.",
            "Analysis: {winner} wins in {count} moves of its own with best play, proven by the opening book.", n)
    return ngettext("Analysis: {winner} wins in {count} move of its own with best play.",
                    "Analysis: {winner} wins in {count} moves of its own with best play.", n)


# ------------------------------------------------------------ the coach
class Coach:
    """The last hint and analysis of one board (``advice``), for the state ``coached``."""

    def __init__(self, opponent: Opponent, state: MatchState) -> None:
        self.opponent = opponent  # its thinking limits are the coach's too
        self.coached = state
        self.advice: dict[str, Any] = {"hint": None, "analysis": None}

    def hint(self, match: Match) -> dict[str, Any]:
        """A move for the side to move, with its reason; raises when there is no move to hint (M7, R4)."""
        refusal = match.explain(0, 0) if match.phase is not Phase.PLAY else None
        if refusal is not None:
            raise IllegalMoveError(
                refusal.rule or "M7", _("There is no move to hint: {reason}").format(reason=refusal.reason)
            )
        advice = self.opponent.hint_view(match)
        self.advice["hint"] = advice
        return advice

    def analyse(self, match: Match) -> dict[str, Any]:
        """The round's proven result from here (or that the solver did not finish in time)."""
        result = self.opponent.analysis_view(match)
        self.advice["analysis"] = result
        return result

    def advise(self, advice: dict[str, Any], cursor: ReplayCursor, line: MessageLine) -> dict[str, Any]:
        """Show ``advice`` (a hint or an analysis) on the game: the replay ends and the line says it."""
        cursor.leave()
        line.say(advice["text"])
        return advice

    def follow(self, state: MatchState) -> None:
        """The board now shows the game at ``state``: advice about another state no longer applies."""
        if state is not self.coached:
            self.coached = state
            self.advice = {"hint": None, "analysis": None}


# ------------------------------------------------------------ the computer's clock
class Timer(Protocol):
    """What ``call_later`` returns (an ``asyncio.TimerHandle``): it can be cancelled."""

    def cancel(self) -> None: ...


CallLater: TypeAlias = Callable[[float, Callable[[], object]], Timer]
"""Run a function after some seconds, like ``loop.call_later(seconds, function)``."""


class ClockedSession(Protocol):
    """What the clock sees of its board session: the match, the seat, the line, and the actions it starts."""

    opponent: Opponent

    @property
    def match(self) -> Match: ...

    @property
    def editing(self) -> bool: ...

    def computer_turn(self, expected: MatchState) -> None: ...

    def set_thinking(self, thinking: bool) -> None: ...

    def report_failure(self, err: BaseException) -> None: ...


class ComputerClock:
    """The computer's pending turn (``awaited``: the state it thinks about) and its timer (``timer``)."""

    def __init__(self, session: ClockedSession) -> None:
        self.session = session
        self.awaited: MatchState | None = None
        self.timer: Timer | None = None
        self._call_later: Callable[[], CallLater | None] | None = None
        self._wait: Callable[[Match], float] = lambda _match: 0.0

    def use(self, call_later: Callable[[], CallLater | None], wait: Callable[[Match], float]) -> None:
        """Play the computer's turns by itself from now on: after ``wait(match)`` seconds on the
        ``call_later()`` it returns at that moment, or at once when that is None."""
        self._call_later, self._wait = call_later, wait

    # ------------------------------------------------------------ state
    @property
    def thinking(self) -> bool:
        """Whether the computer's move is on its way (its turn is pending on the timer)."""
        return self.awaited is not None

    def may_act(self) -> bool:
        """Whether it is the computer's move or fill choice, outside edit mode."""
        session = self.session
        return not session.editing and session.opponent.to_act(session.match)

    def due(self) -> bool:
        """Whether the computer should move or fill now (not while editing or already thinking)."""
        return not self.thinking and self.may_act()

    # ---------------------------------------------------------- actions (the session's, which emit)
    def set_thinking(self, thinking: bool) -> None:
        """Start (or drop) the computer's pending turn on the current state; any change of the game, or of
        who the computer plays, drops it at once."""
        self.awaited = self.session.match.state if thinking else None

    def turn(self, expected: MatchState) -> Move | Fill | None:
        """The computer's move or fill now, or None when the game changed while it waited (the turn ends)."""
        self.awaited = None
        session = self.session
        if session.match.state is not expected or not self.due():
            return None
        return session.opponent.decide(session.match)

    def refuses(self, line: MessageLine) -> bool:
        """Refuse a board action while it is the computer's turn, saying so on ``line`` (True when it refused)."""
        session = self.session
        if not session.opponent.to_act(session.match):
            return False
        side = session.opponent.side
        assert side is not None  # the computer acts: it plays a side
        line.say(
            _("It is {player}'s turn, played by the computer: wait for its move.").format(
                player=name_of(session.match, side)
            ),
            "warning",
        )
        return True

    # ------------------------------------------------------------ after each action
    def follow(self) -> None:
        """After an action: any change of the game or of who the computer plays (undo, reset, edit mode,
        ...) drops the pending turn and its timer at once."""
        session = self.session
        if self.awaited is not None and (session.match.state is not self.awaited or not self.may_act()):
            self.awaited = None
        if self.timer is not None and self.awaited is None:
            self.timer.cancel()
            self.timer = None

    def schedule(self) -> None:
        """With a clock source, start the computer's turn when it is due (after every action)."""
        if self._call_later is None or not self.due():
            return
        session, call_later = self.session, self._call_later()
        expected = session.match.state
        if call_later is None:
            session.computer_turn(expected)
            return
        session.set_thinking(True)
        self.timer = call_later(self._wait(session.match), lambda: self._ring(expected))

    def _ring(self, expected: MatchState) -> None:
        """The timer ran out: the computer's turn (an unexpected error is shown on the board, not raised)."""
        self.timer = None
        try:
            self.session.computer_turn(expected)
        except Exception as err:  # noqa: BLE001 (a bug: shown on the board, not raised in the event loop)
            _log.exception("internal error in the computer's turn")
            self.session.report_failure(err)
