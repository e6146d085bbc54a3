"""Explore mode: every legal move of the position shown, marked with its proven value (the view's ``explore``).

The values are the engine's (:class:`~kamisado_widget.engine.ai.explore.Explorer`: the opening book first, then
the solver within the computer's thinking limit per move, :class:`~.computer.Opponent`). This module keeps one
explorer for the position the board shows (the game, the replayed state, or the edited set-up once it is legal),
keyed by its position text: after every action the board session calls :meth:`Exploring.follow`, which starts
the work again when the position changed, so answers for a position no longer shown are dropped.

A board in a running kernel schedules the work on the event loop in short slices with a short pause between them
(:meth:`Exploring.use`, :meth:`Exploring.work`): a slice works at most :data:`SLICE_SECONDS` of one move's solve
(or, when the computer thinks on a node budget, an eighth of it), so a click is answered between two slices and a
slow answer never holds it up; the view is built again when a move's answer is found. Without a scheduler (plain
Python, tests) :meth:`BoardSession.explore_steps <kamisado_widget.session.board_session.BoardSession.explore_steps>`
works out whole moves (:meth:`Exploring.step`). The sentences are made when the view is built, in the board's
language.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeAlias

from ..engine import Position
from ..engine.ai import LOSS, WIN
from ..engine.ai.explore import Explorer, MoveValue
from ..engine.basics import square_name
from ..engine.catalogue import _, ngettext
from ..engine.names import player_name, tower_name
from .computer import Opponent, thinking_words

PAUSE = 0.02
"""Seconds between two slices on the event loop: the kernel answers what the page sent meanwhile."""

SLICE_SECONDS = 0.05
"""Seconds of work per slice on the event loop, when the computer thinks on time."""

SLICE_NODES = 1_000
"""The fewest nodes per slice when the computer thinks on a node budget (a slice is an eighth of it)."""


class Cancellable(Protocol):
    def cancel(self) -> None: ...


Schedule: TypeAlias = Callable[[float, Callable[[], None]], Cancellable | None]
"""``schedule(seconds, callback)``: run ``callback`` later on the event loop (a timer handle), or None when
there is no running loop."""


class Exploring:
    """Explore mode's state: on or off, the explorer of the position shown, and the step waiting on the timer."""

    def __init__(self, opponent: Opponent) -> None:
        self.opponent = opponent  # its thinking limit is the explorer's per move
        self.on = False
        self.explorer: Explorer | None = None
        self.waiting = False  # edit mode on a set-up that is not legal yet
        self._schedule: Schedule | None = None
        self._timer: Cancellable | None = None
        self._token: object | None = None  # the step scheduled now (a dropped one does nothing if it fires)

    # ------------------------------------------------------------ the position followed
    def follow(self, position: Position | None) -> None:
        """Explore ``position`` (None: nothing to explore: an edited set-up that is not legal). A position other
        than the one explored drops the old answers and starts again; the same one keeps them."""
        self.waiting = self.on and position is None
        if not self.on or position is None:
            self._drop()
            return
        if self.explorer is None or self.explorer.key != position.text():
            self._drop()
            self.explorer = Explorer(position, **self._budget())

    def _budget(self) -> dict[str, Any]:
        nodes = self.opponent.think_nodes
        if nodes is not None:
            return {"nodes_per_move": nodes}
        return {"time_per_move": self.opponent.think_seconds}

    def _drop(self) -> None:
        self.explorer = None
        if self._timer is not None:
            self._timer.cancel()
        self._timer = self._token = None

    # ------------------------------------------------------------ the work
    @property
    def pending(self) -> int:
        return self.explorer.pending if self.explorer is not None else 0

    def step(self, key: str | None = None) -> bool:
        """Work out one pending move; False when there was none, or when ``key`` (the position text the step was
        scheduled for) is no longer the position explored (a stale step: nothing is done)."""
        explorer = self.explorer
        if explorer is None or (key is not None and key != explorer.key):
            return False
        return explorer.step() is not None

    def work(self, key: str | None = None) -> bool:
        """Work one slice of the next pending move (:meth:`_slice`); True when that move's answer was found, False
        when it was not yet, when nothing was pending, or when ``key`` is no longer the position explored (a stale
        slice: nothing is done)."""
        explorer = self.explorer
        if explorer is None or (key is not None and key != explorer.key):
            return False
        return explorer.work(**self._slice()) is not None

    def _slice(self) -> dict[str, Any]:
        nodes = self.opponent.think_nodes
        if nodes is not None:
            return {"nodes": max(SLICE_NODES, nodes // 8)}
        return {"seconds": SLICE_SECONDS}

    def use(self, schedule: Schedule | None) -> None:
        """Schedule the steps with ``schedule`` (the widget gives the running event loop's timer)."""
        self._schedule = schedule

    def kick(self, run: Callable[[str], None]) -> None:
        """Schedule ``run(key)`` for the next slice of pending work, unless one is waiting already (or nothing is
        pending, or nothing schedules)."""
        explorer = self.explorer
        if explorer is None or explorer.done or self._token is not None or self._schedule is None:
            return
        key, token = explorer.key, object()

        def due() -> None:
            if self._token is not token:  # a timer dropped meanwhile that fired all the same
                return
            self._timer = self._token = None
            run(key)

        self._token = token
        self._timer = self._schedule(PAUSE, due)

    # ------------------------------------------------------------ the view
    def view(self) -> dict[str, Any] | None:
        """The view's ``explore`` (docs/widget-protocol.md): None when explore mode is off."""
        if not self.on:
            return None
        explorer = self.explorer
        if explorer is None:
            heading = _("Explore waits for a legal position: finish setting it up.") if self.waiting else ""
            return {"pending": 0, "heading": heading, "moves": []}
        limit = thinking_words(self.opponent.think_seconds, self.opponent.think_nodes)
        best = set(explorer.best())
        moves = [_move_view(v, limit, v.move in best) for v in explorer.values]
        return {"pending": explorer.pending, "heading": _heading(explorer), "moves": moves}


def _heading(explorer: Explorer) -> str:
    position = explorer.position
    if not explorer.moves:
        return _("The round is over: there is no move to explore.")
    mover = position.mover
    who = (
        tower_name(mover.player, mover.colour, mover.rank) if mover is not None else player_name(position.turn)
    )
    n = explorer.pending
    if n:
        # Translators: {mover} is a tower ("Black's Red") or a player at the round's free first move.
        return ngettext(
            "Every move of {mover}: {count} of them still being worked out…",
            "Every move of {mover}: {count} of them still being worked out…",
            n,
        ).format(mover=who, count=n)
    # Translators: {mover} is a tower ("Black's Red") or a player at the round's free first move.
    return _("Every move of {mover}, with its proven result.").format(mover=who)


def _move_view(value: MoveValue, limit: str, best: bool) -> dict[str, Any]:
    move = value.move
    result = "pending" if value.result is None else value.result.value
    return {
        "move": move.text(),
        "from": square_name(move.from_square),
        "to": square_name(move.to_square),
        "kind": move.kind.value,
        "result": result,
        "own_moves": value.own_moves,
        "label": label(value),
        "text": sentence(value, limit),
        "source": value.source,
        "best": best,
    }


def label(value: MoveValue) -> str:
    """The short mark on the move's target square: "W3", "L5", "W"/"L" (proven, how fast not worked out), "?"
    (not worked out), "…" (being worked out)."""
    n = value.own_moves
    if value.result is WIN:
        # Translators: the mark of a move that wins in {count} of the mover's own moves (W for win), at most 3 characters.
        return _("W{count}").format(count=n) if n is not None else _("W")
    if value.result is LOSS:
        # Translators: the mark of a move after which the opponent wins in {count} own moves (L for loss).
        return _("L{count}").format(count=n) if n is not None else _("L")
    return "…" if value.pending else "?"


def sentence(value: MoveValue, limit: str) -> str:
    """The move's value in one sentence, for the list, the tooltip and a screen reader; ``limit`` says how long
    the solver looked (:func:`~.computer.thinking_words`: "in a second")."""
    move, n = value.move.text(), value.own_moves
    if value.pending:
        return _("{move}: being worked out…").format(move=move)
    if value.result is WIN:
        if value.at_once:
            text = _("{move} wins at once.").format(move=move)
        elif n is None:
            # Translators: {limit} is how long the solver looked: "in a second", "after looking at 5,000 positions".
            text = _("{move} wins, proven; the fastest win was not worked out {limit}.").format(move=move, limit=limit)
        else:
            text = ngettext(
                "{move} wins in {count} move of your own.", "{move} wins in {count} moves of your own.", n
            ).format(move=move, count=n)
    elif value.result is LOSS:
        winner = value.winner
        assert winner is not None
        who = player_name(winner)
        if value.at_once:
            text = _("{move} loses at once: it causes a deadlock (M8).").format(move=move)
        elif n is None:
            # Translators: {limit} is how long the solver looked: "in a second", "after looking at 5,000 positions".
            text = _("{move} loses: {player} wins, proven; how fast was not worked out {limit}.").format(
                move=move, player=who, limit=limit
            )
        else:
            text = ngettext(
                "{move} loses: {player} wins in {count} move of its own.",
                "{move} loses: {player} wins in {count} moves of its own.",
                n,
            ).format(move=move, player=who, count=n)
    else:
        # Translators: {limit} is how long the solver looked: "in a second", "after looking at 5,000 positions".
        return _("{move}: not worked out {limit}.").format(move=move, limit=limit)
    if value.source == "book":
        # Translators: a move's value, then where it comes from: "c1-c6 wins in 9 moves of your own. Proven by ...".
        return _("{text} Proven by the opening book.").format(text=text)
    return text


__all__ = ["PAUSE", "SLICE_NODES", "SLICE_SECONDS", "Exploring", "Schedule", "label", "sentence"]
