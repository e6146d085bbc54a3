"""The Kamisado board widget (anywidget): the engine decides, the front-end draws and reports.

>>> w = KamisadoWidget(target=3)          # a Standard match from the initial position
>>> w.play("c1-c6")                       # moves from Python appear on the board
>>> w.undo(); w.redo()
>>> w.position_text                       # observe with w.observe(callback, names="position_text")

The widget holds the synced traits, the comm and the computer's timer; everything else is the
board session's (:mod:`kamisado_widget.session.board_session`), which tells the widget once per action that
the board changed: :meth:`KamisadoWidget._render` is the one place the traits are written.
"""

from __future__ import annotations

import asyncio
import logging
import pathlib
from collections.abc import Sequence
from typing import Any

import anywidget
import traitlets

from ..engine import IllegalMoveError, KamisadoError, Layout, Match, MatchState, Move, Player, Verdict
from ..engine.fill import Fill
from ..protocol.dispatch import carry_out
from ..protocol.history import history_view
from ..protocol.intents import SPEED_WORDS, IntentError, parse_intent, quoted
from ..protocol.motion import DEFAULT_SPEED, SPEEDS, event_ms
from ..protocol.view import board_view, session_view
from ..session.attempts import Attempt, AttemptHook
from ..session.board_session import BoardSession, new_match
from ..session.editing import EditSession
from ..session.opponent import Opponent
from .snapshot import static_views

_STATIC = pathlib.Path(__file__).parent / "static"
_NAMES = ((Player.BLACK, "black_name"), (Player.GOLD, "gold_name"))
_PYTHON_OWNED = ("view", "board", "history")  # synced to the page, never taken from it (the engine decides)
_log = logging.getLogger(__name__)


class KamisadoWidget(anywidget.AnyWidget):
    """A Kamisado board that plays whole matches, explains every rule and syncs through traitlets.

    Create it from the initial position (``target`` 1, 3, 7 or 15; ``layout`` ``"standard"``
    or ``"mirrored"``), from a position or match text (``position=``), or from a game record
    (``record=``).
    """

    _esm = _STATIC / "widget.js"
    _css = _STATIC / "widget.css"

    view = traitlets.Dict().tag(sync=True)
    board = traitlets.Dict(help="The layout's squares and colours; sent again only when the layout changes.").tag(sync=True)
    history = traitlets.Dict(
        help="The move list: the match's rounds with their moves, results and fills; sent when they change."
    ).tag(sync=True)
    flipped = traitlets.Bool(False, help="Gold's home row at the bottom.").tag(sync=True)
    colour_blind = traitlets.Bool(False, help="Show each colour's character on squares and towers (B5).").tag(sync=True)
    animation = traitlets.Enum(
        SPEEDS, DEFAULT_SPEED, help="How fast moves and refills animate on the page: 'off', 'slow', 'normal' or 'fast'."
    ).tag(sync=True)
    position_text = traitlets.Unicode(read_only=True, help="The match text of the current state.")
    message = traitlets.Unicode(read_only=True, help="The last message shown to the user.")
    last_move = traitlets.Unicode(read_only=True, help="The last move played, in move notation.")
    black_name = traitlets.Unicode("Black")
    gold_name = traitlets.Unicode("Gold")
    computer_delay = traitlets.Float(0.6, help="Seconds before the computer's move appears (in a running kernel).")
    shown_version = traitlets.Int(
        0, help="The view version the page drew after a board action it asked for; written by the page (marimo)."
    ).tag(sync=True)

    def __init__(
        self,
        position: str | None = None,
        *,
        record: str | None = None,
        target: int = 1,
        layout: str | Layout = "standard",
        controls: dict[str, bool] | None = None,
        computer: str | None = None,
        level: int = 2,
        past: Sequence[str] = (),
        **kwargs: Any,
    ) -> None:
        self._session = session = BoardSession(new_match(position, record, target, layout, past))
        self._computer_timer: asyncio.TimerHandle | None = None
        super().__init__(**kwargs)
        if controls:
            session.set_controls(**controls)
        for player, trait in _NAMES:
            if trait in kwargs:  # a name given here wins over the one a record brought along
                session.rename(player, getattr(self, trait))
        self.observe(self._on_name, names=[trait for _, trait in _NAMES])
        self.on_msg(self._on_front_end_msg)
        session.on_change(self._on_change)
        if computer is not None:
            self.set_computer(computer, level)
        session.refresh()

    # ---------------------------------------------------- state to the front-end
    def _on_change(self) -> None:
        if self._computer_timer is not None and not self._session.thinking:
            self._computer_timer.cancel()  # the pending turn was dropped (undo, reset, ...)
            self._computer_timer = None
        self._render()
        self._schedule_computer()

    def _render(self) -> None:
        """Write the session's state into the traits: the one place the board is synced."""
        session = self._session
        view = session_view(session)
        with self.hold_sync(), self.hold_trait_notifications():
            if self.board.get("layout") != view["layout"]:
                self.board = board_view(session.layout)
            history = history_view(session.match)
            if self.history != history:
                self.history = history
            self.view = view
            self.set_trait("position_text", view["position_text"])
            self.set_trait("message", view["message"]["text"])
            self.set_trait("last_move", view["last_move"]["move"] if view["last_move"] else "")
            for player, trait in _NAMES:
                self.set_trait(trait, session.match.names[player])

    def _on_name(self, change: dict[str, Any]) -> None:
        self._session.rename(Player.BLACK if change["name"] == "black_name" else Player.GOLD, change["new"])

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """A state update from the page: it may set the view switches, never ``view`` or ``board``
        (Python owns them); a write to those is dropped and the engine's values are sent back."""
        owned = sorted(name for name in _PYTHON_OWNED if name in sync_data)
        rest = {name: value for name, value in sync_data.items() if name not in _PYTHON_OWNED}
        speed = rest.get("animation", DEFAULT_SPEED)
        if not isinstance(speed, str) or speed not in SPEEDS:  # refused: the page's select shows Python's value again
            del rest["animation"]
            _log.warning("the page sent an unknown animation speed %s", quoted(speed))
            self._session.refuse(IntentError(f"'animation': {quoted(speed)} is not a speed: {SPEED_WORDS}"))
            self.send_state("animation")
        if rest:
            super().set_state(rest)
        if owned:
            _log.warning("the page tried to set %s; Python owns them: sent the engine's values back", owned)
            self.send_state(owned)

    def _on_front_end_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """One message from the page: carried out, or refused with a message and nothing changed.
        No exception leaves this handler (an unexpected one is reported as an internal error)."""
        session = self._session
        with self.hold_sync():  # one state update back per user action
            try:
                point = session.checkpoint()
                switches = (self.flipped, self.colour_blind, self.animation)
                try:
                    intent = parse_intent(content)
                    if intent.type == "options":  # the view switches are traits of their own
                        with self.hold_trait_notifications():
                            for name, value in intent.values.items():
                                setattr(self, name, value)
                    else:
                        carry_out(session, intent)
                except (KamisadoError, TypeError, ValueError) as err:
                    session.roll_back(point)
                    session.refuse(err)
                except Exception as err:  # noqa: BLE001 (a bug: say so on the board, change nothing)
                    _log.exception("internal error handling a message from the board")
                    session.roll_back(point)
                    self.flipped, self.colour_blind, self.animation = switches
                    session.report_failure(err)
            except Exception:  # noqa: BLE001 (even reporting failed: keep the kernel's comm alive)
                _log.exception("internal error reporting an error on the board")

    # ----------------------------------------------------------- how it displays
    def __repr__(self) -> str:
        return f"KamisadoWidget({self.position_text!r})"

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]] | None:
        """The live widget, plus a picture and a text of the position for renderers without a kernel
        (an exported notebook, GitHub, nbviewer): live front-ends show the widget only."""
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:  # closed
            return None
        data, metadata = bundle
        return {**data, **static_views(self)}, metadata

    # --------------------------------------------------------- computer's timer
    def _schedule_computer(self) -> None:
        session = self._session
        if not session.computer_due():
            return
        try:
            loop: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        if loop is None or self.computer_delay <= 0:
            session.computer_turn(session.match.state)
            return
        session.set_thinking(True)
        self._computer_timer = loop.call_later(self._computer_wait(), self._computer_moves, session.match.state)

    def _computer_wait(self) -> float:
        """Seconds before the computer's move: ``computer_delay``, or longer while the page still animates
        the last move or refill (its move would cut that animation short)."""
        events = self._session.match.events
        animating = event_ms(self.animation, events[-1]) / 1000 if events else 0.0
        return max(self.computer_delay, animating)

    def _computer_moves(self, expected: MatchState) -> None:
        """The computer's turn when its timer runs out (an unexpected error is shown, not raised)."""
        self._computer_timer = None
        try:
            self._session.computer_turn(expected)
        except Exception as err:  # noqa: BLE001 (a bug: shown on the board, not raised in the event loop)
            _log.exception("internal error in the computer's turn")
            self._session.report_failure(err)

    # ------------------------------------------------------------- Python API
    @property
    def match(self) -> Match:
        """The engine's match. Read it freely; change it through the widget's methods."""
        return self._session.match

    @property
    def session(self) -> BoardSession:
        """The board session behind this widget (what a click does, messages, edit mode, ...)."""
        return self._session

    @property
    def record(self) -> str:
        """The game record of the whole match (see docs/notation.md)."""
        return self.match.record()

    @property
    def computer(self) -> Opponent:
        return self._session.opponent

    @property
    def editing(self) -> bool:
        return self._session.edit_session is not None

    @property
    def editor(self) -> EditSession:
        """The set-up being edited (start with :meth:`edit`)."""
        return self._session.editor

    def play(self, move: Move | str) -> Move:
        """Play a move (``"c1-c6"``, ``"e4>e5"``, ``"d2="`` or a Move); illegal moves raise."""
        return self._session.play(move)

    def fill(self, direction: Fill | str, player: Player | None = None) -> None:
        """The Defender's refill choice after a round (F1-F5)."""
        self._session.fill(direction, player)

    def undo(self) -> None:
        """Take back the last move or fill; against the computer, back to your own turn."""
        self._session.undo()

    def redo(self) -> None:
        self._session.redo()

    def reset(self, target: int | None = None, layout: str | Layout | None = None) -> None:
        """Start a new match (by default with the same target and layout); leaves edit mode."""
        self._session.reset(target, layout)

    def load_position(self, text: str, past: Sequence[str] = ()) -> None:
        """Continue from a position or match text, with the ``past`` moves played from it (the board shows
        the last of them); an invalid text or past move raises and changes nothing."""
        self._session.load_position(text, past)

    def load_record(self, text: str) -> None:
        """Replace the match by one replayed from a record; a bad record raises and changes nothing."""
        self._session.load_record(text)

    def save(self, path: str | pathlib.Path) -> None:
        self._session.save(path)

    def load(self, path: str | pathlib.Path) -> None:
        self._session.load(path)

    def set_controls(self, **groups: bool) -> None:
        """Show or hide control groups: ``match``, ``undo``, ``fill``, ``edit``, ``computer``, ``moves``."""
        self._session.set_controls(**groups)

    # -------------------------------------------------------------- replay
    @property
    def replaying(self) -> int | None:
        """The ply the board shows while replaying (an index into ``match.states``), or None on the game."""
        return self._session.replaying

    def replay(self, ply: int) -> None:
        """Show the position after ``ply`` moves and fills (0 = the match's start) without changing the match;
        ``len(w.match.events)`` shows the game again. A ply out of range raises and changes nothing."""
        self._session.replay(ply)

    def replay_step(self, by: int = 1) -> None:
        """Step the replay back (-1) or forward (1); stepping back from the game starts replaying."""
        self._session.replay_step(by)

    def live(self) -> None:
        """Stop replaying: the board shows the game as it stands."""
        self._session.live()

    def play_on(self) -> None:
        """Play on from the replayed position: the later moves are taken back (Redo brings them back
        until a new move is played). Raises when the board is not replaying."""
        self._session.play_on()

    def set_computer(self, side: str | Player | None, level: int = 2) -> None:
        """Let the computer play ``side`` ("black", "gold" or None for nobody) at ``level`` 1-4."""
        self._session.set_computer(side, level)

    def hint(self) -> dict[str, Any]:
        """Ask the engine for a move for the side to move, with its reason; shown on the board."""
        return self._session.hint()

    def analyse(self) -> dict[str, Any]:
        """The solver's verdict on the round from here (or that it did not finish in time)."""
        return self._session.analyse()

    def edit(self) -> EditSession:
        """Enter edit mode, starting from the current position."""
        return self._session.edit()

    def finish_edit(self) -> None:
        """Check the set-up with the engine and play from it; an invalid set-up raises and stays in edit mode."""
        self._session.finish_edit()

    def cancel_edit(self) -> None:
        """Leave edit mode without changing the position."""
        self._session.cancel_edit()

    def paste(self, text: str) -> None:
        """Load a position or match text: into the editor in edit mode, otherwise to play from."""
        self._session.paste(text)

    def explain(self, from_square: str, to_square: str) -> Verdict:
        """D1: would the tower on ``from_square`` be allowed to go to ``to_square``, and why not."""
        return self._session.explain(from_square, to_square)

    def on_attempt(self, hook: AttemptHook, remove: bool = False) -> None:
        """Register a hook called for every move or fill tried on the board (not from Python);
        a hook that returns a text refuses the attempt and shows the text as an error."""
        self._session.on_attempt(hook, remove)

    def click(self, square: str) -> None:
        """What a click on ``square`` does: select a tower, play a target, or explain (D1)."""
        self._session.click(square)

    def pass_turn(self, square: str) -> None:
        """The Pass button (M6): the blocked tower on ``square`` passes, or the message says why not."""
        self._session.pass_turn(square)

    def say(self, text: str, kind: str = "info", rule: str | None = None) -> None:
        """Show a message on the board (kind: info, success, warning or error)."""
        self._session.say(text, kind, rule)

    def cancel(self) -> None:
        self._session.cancel()


__all__ = ["Attempt", "IllegalMoveError", "IntentError", "KamisadoWidget"]
