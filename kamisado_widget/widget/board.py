"""The Kamisado board widget (anywidget): the engine decides, the front-end draws and reports.

>>> w = KamisadoWidget(target=3)          # a Standard match from the initial position
>>> w.play("c1-c6")                       # moves from Python appear on the board
Move.from_text('c1-c6')
>>> w.undo(); w.redo()
>>> w.position_text                       # observe with w.observe(callback, names="position_text")
'obupyrgn/8/2R5/8/8/8/8/NG1YPUBO g o - standard target=3 round=1 challenger=b score=0-0'
>>> w.message
"Black's Red moved from c1 to c6. Gold moves: Orange (T2)."

The widget holds the synced traits, the comm and the source of the computer's clock (the event loop);
everything else is the board session's (:mod:`kamisado_widget.session.board_session`), which tells the widget
once per action that the board changed: :meth:`KamisadoWidget._render` is the one place the traits are
written. The widget's actions are generated forwarders to the session's (``help(KamisadoWidget.play)``
shows the session's signature and docstring).
"""

from __future__ import annotations

import asyncio
import logging
import pathlib
from collections.abc import Sequence
from typing import Any

import anywidget
import traitlets

from ..engine import IllegalMoveError, KamisadoError, Layout, Match, Player
from ..protocol.dispatch import carry_out
from ..protocol.history import history_view
from ..protocol.intents import SPEED_WORDS, IntentError, parse_intent, quoted
from ..protocol.motion import DEFAULT_SPEED, SPEEDS, event_ms
from ..protocol.ready import HELLO, READY
from ..protocol.view import board_view, session_view
from ..session.attempts import Attempt
from ..session.board_session import BoardSession
from ..session.computer_clock import CallLater
from ..session.editing import EditSession
from ..session.forwarding import Forward
from ..session.new_match import new_match
from ..session.opponent import Opponent
from .snapshot import Shown, static_views

_STATIC = pathlib.Path(__file__).parent / "static"
_NAMES = ((Player.BLACK, "black_name"), (Player.GOLD, "gold_name"))
_PYTHON_OWNED = ("view", "board", "history")  # synced to the page, never taken from it (the engine decides)
_log = logging.getLogger(__name__)


class KamisadoWidget(anywidget.AnyWidget):
    """A Kamisado board that plays whole matches, explains every rule and syncs through traitlets.

    Create it from the initial position (``target`` 1, 3, 7 or 15; ``layout`` ``"standard"``
    or ``"mirrored"``), from a position or match text (``position=``), or from a game record
    (``record=``). ``controls="basic"`` shows a first lesson's controls (no computer, Hint, Analyse,
    new-match form or position text; ``"full"``, or a dict of groups, see :meth:`set_controls`);
    ``taught="BTMD"`` keeps the words to the rule families a learner has met (:meth:`set_taught`).
    """

    _esm = _STATIC / "widget.js"
    _css = _STATIC / "widget.css"

    view = traitlets.Dict().tag(sync=True)
    board = traitlets.Dict(
        help="The layout's squares and colours; sent again only when the layout changes."
    ).tag(sync=True)
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
        controls: str | dict[str, bool] | None = None,
        taught: str | Sequence[str] | None = None,
        computer: str | None = None,
        level: int = 2,
        past: Sequence[str] = (),
        **kwargs: Any,
    ) -> None:
        self._session = session = BoardSession(new_match(position, record, target, layout, past))
        super().__init__(**kwargs)
        if isinstance(controls, str):  # a named set: "basic" (a first lesson) or "full"
            session.set_controls(controls)
        elif controls:
            session.set_controls(**controls)
        if taught is not None:
            session.set_taught(taught)
        for player, trait in _NAMES:
            if trait in kwargs:  # a name given here wins over the one a record brought along
                session.rename(player, getattr(self, trait))
        self.observe(self._on_name, names=[trait for _, trait in _NAMES])
        self.on_msg(self._on_front_end_msg)
        session.on_change(self._render)
        session.clock.use(self._call_later, self._computer_wait)
        if computer is not None:
            self.set_computer(computer, level)
        session.refresh()

    # ---------------------------------------------------- state to the front-end
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
            self.view = dict(view)
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
        if content == {"type": HELLO}:  # a view just drawn: answered now, the kernel is free, so it takes clicks
            self.send(dict(READY))  # (a hello with anything else is refused below, naming the field)
            return
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
        return {**data, **static_views(Shown(self._session, self.view, self.flipped, self.colour_blind))}, metadata

    # --------------------------------------------------------- computer's clock
    def _call_later(self) -> CallLater | None:
        """The running event loop's ``call_later`` for the computer's turn, or None (no running loop, or no
        ``computer_delay``): then the computer plays at once."""
        if self.computer_delay <= 0:
            return None
        try:
            return asyncio.get_running_loop().call_later
        except RuntimeError:
            return None

    def _computer_wait(self, match: Match) -> float:
        """Seconds before the computer's move: ``computer_delay``, or longer while the page still animates
        the last move or refill (its move would cut that animation short)."""
        events = match.events
        animating = event_ms(self.animation, events[-1]) / 1000 if events else 0.0
        return max(self.computer_delay, animating)

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

    @property
    def replaying(self) -> int | None:
        """The ply the board shows while replaying (an index into ``match.states``), or None on the game."""
        return self._session.replaying

    # The actions: each the session's, with its signature and docstring.
    play = Forward("_session", BoardSession.play)
    fill = Forward("_session", BoardSession.fill)
    undo = Forward("_session", BoardSession.undo)
    redo = Forward("_session", BoardSession.redo)
    reset = Forward("_session", BoardSession.reset)
    load_position = Forward("_session", BoardSession.load_position)
    load_record = Forward("_session", BoardSession.load_record)
    save = Forward("_session", BoardSession.save)
    load = Forward("_session", BoardSession.load)
    set_controls = Forward("_session", BoardSession.set_controls)
    set_taught = Forward("_session", BoardSession.set_taught)
    show_arrows = Forward("_session", BoardSession.show_arrows)
    set_status = Forward("_session", BoardSession.set_status)
    replay = Forward("_session", BoardSession.replay)
    replay_step = Forward("_session", BoardSession.replay_step)
    live = Forward("_session", BoardSession.live)
    play_on = Forward("_session", BoardSession.play_on)
    set_computer = Forward("_session", BoardSession.set_computer)
    hint = Forward("_session", BoardSession.hint)
    analyse = Forward("_session", BoardSession.analyse)
    edit = Forward("_session", BoardSession.edit)
    finish_edit = Forward("_session", BoardSession.finish_edit)
    cancel_edit = Forward("_session", BoardSession.cancel_edit)
    paste = Forward("_session", BoardSession.paste)
    explain = Forward("_session", BoardSession.explain)
    on_attempt = Forward("_session", BoardSession.on_attempt)
    click = Forward("_session", BoardSession.click)
    pass_turn = Forward("_session", BoardSession.pass_turn)
    say = Forward("_session", BoardSession.say)
    cancel = Forward("_session", BoardSession.cancel)


__all__ = ["Attempt", "IllegalMoveError", "IntentError", "KamisadoWidget"]
