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
written. Each of the widget's actions is a method written out here that calls the session's method of the
same name (one call down, no generated forwarders).
"""

from __future__ import annotations

import asyncio
import functools
import logging
import os
import pathlib
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, ParamSpec, TypeVar, cast

import anywidget
import traitlets

from ..engine import Fill, IllegalMoveError, KamisadoError, Layout, Match, Move, Player, Verdict
from ..engine.catalogue import follow_language, language, parse_language, speaking
from ..protocol.dispatch import carry_out
from ..protocol.history import history_view
from ..protocol.intents import IntentError, parse_intent, quoted, speed_refusal
from ..protocol.motion import DEFAULT_SPEED, SPEEDS, event_ms
from ..protocol.page_words import page_words
from ..protocol.ready import HELLO, READY
from ..protocol.schema import History, Message, View
from ..protocol.view import board_layout_view, session_view
from ..session.board_session import BoardSession
from ..session.computer import CallLater, Opponent
from ..session.edit_mode import EditSession
from ..session.game import new_match
from ..session.pointer import Attempt, AttemptHook
from .review import BoardReview
from .short_names import short_sentences
from .snapshot import Shown, static_views

_STATIC = pathlib.Path(__file__).parent / "static"


def _bundle(name: str) -> str | pathlib.Path:
    """The front end's file ``name`` in static/, as its text, read once: anywidget ties every widget made from a
    file *path* to that file's change signal (for hot reload), which kept every board ever made alive, drawn again at
    each ``set_language``, even once closed. ``ANYWIDGET_HMR=1`` (developing, ``npm run dev``) keeps the path, so
    a rebuilt bundle still reloads; a bundle not built yet is left to anywidget too."""
    path = _STATIC / name
    if os.environ.get("ANYWIDGET_HMR") == "1" or not path.is_file():
        return path
    return path.read_text(encoding="utf-8")
_NAMES = ((Player.BLACK, "black_name"), (Player.GOLD, "gold_name"))
REVIEW_PAUSE = 0.02  # seconds between two steps of a review the page asked for: clicks are answered between them
# Synced to the page, never taken from it (the engine decides).
_PYTHON_OWNED = ("view", "board_layout", "history", "words")
_log = logging.getLogger(__name__)
_P = ParamSpec("_P")
_R = TypeVar("_R")


def _speaks(method: Callable[_P, _R]) -> Callable[_P, _R]:
    """Run a widget's method in the widget's language: every sentence it makes (messages, refusals, errors)."""

    @functools.wraps(method)
    def in_language(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        with speaking(args[0].language):  # type: ignore[attr-defined]
            return method(*args, **kwargs)

    return in_language


def widget_view(session: BoardSession, history: History | None = None) -> View:
    """The ``view`` trait: the session's view (:func:`~kamisado_widget.protocol.view.session_view`), its
    message's sentence without the rule ID the page shows as a badge (``message.sentence``), and the short forms
    of its and the move list's (``history``) sentences that name a long name (``short``)."""
    view = session_view(session)
    rule, text = view["message"]["rule"], view["message"]["text"]
    message: Message = {
        **view["message"], "sentence": text[len(rule) + 2:] if rule and text.startswith(f"{rule}: ") else text,
    }
    history = history_view(session.match) if history is None else history
    shown = {**view, "message": message}
    return {**view, "message": message, "short": short_sentences(shown, history, session.match.names.values())}


class _SpeakingEditor:
    """A board's editor as :meth:`KamisadoWidget.edit` returns it: the session's editor, each of its methods
    run in the board's language (its sentences and its errors)."""

    def __init__(self, editor: EditSession, board: KamisadoWidget) -> None:
        self._editor, self._board = editor, board

    def __getattr__(self, name: str) -> Any:
        found = getattr(self._editor, name)
        if not callable(found):
            return found

        @functools.wraps(found)
        def in_language(*args: Any, **kwargs: Any) -> Any:
            with speaking(self._board.language):
                return found(*args, **kwargs)

        return in_language

    def __repr__(self) -> str:
        return repr(self._editor)


class KamisadoWidget(anywidget.AnyWidget):
    """A Kamisado board that plays whole matches, explains every rule and syncs through traitlets.

    Create it from the initial position (``target`` 1, 3, 7 or 15; ``layout`` ``"standard"``
    or ``"mirrored"``), from a position or match text (``position=``), or from a game record
    (``record=``). ``controls="basic"`` shows a first lesson's controls (no computer, Hint, Analyse,
    new-match form or position text; ``"full"``, or a dict of groups, see :meth:`set_controls`);
    ``taught="BTMD"`` keeps the words to the rule families a learner has met (:meth:`set_taught`).
    ``language="de"`` makes the board speak German whatever the notebook's language (None, the default: the
    notebook's, :func:`kamisado_widget.set_language`, which redraws the board in a new one at once); setting
    ``language`` later redraws the board in it.
    """

    _esm = _bundle("widget.js")
    _css = _bundle("widget.css")

    view = traitlets.Dict().tag(sync=True)
    board_layout = traitlets.Dict(
        help="The layout's squares and colours; sent again only when the layout (or the board's language) changes."
    ).tag(sync=True)
    history = traitlets.Dict(
        help="The move list: the match's rounds with their moves, results and fills; sent when they change."
    ).tag(sync=True)
    words = traitlets.Dict(
        help="The page's own words (labels, buttons, tooltips) in the board's language; sent when it changes."
    ).tag(sync=True)
    flipped = traitlets.Bool(False, help="Gold's home row at the bottom.").tag(sync=True)
    colour_blind = traitlets.Bool(False, help="Show each colour's character on squares and towers (B5).").tag(sync=True)
    animation = traitlets.Enum(
        SPEEDS, DEFAULT_SPEED, help="How fast moves and refills animate on the page: 'off', 'slow', 'normal' or 'fast'."
    ).tag(sync=True)
    position_text = traitlets.Unicode(read_only=True, help="The match text of the current state.")
    message = traitlets.Unicode(read_only=True, help="The last message shown to the user.")
    last_move = traitlets.Unicode(read_only=True, help="The last move played, in move notation.")
    language = traitlets.Any(
        None, allow_none=True, help="The board's language ('en', 'de'), or None: the notebook's language."
    )
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
        language: str | None = None,
        **kwargs: Any,
    ) -> None:
        chosen = None if language is None else parse_language(language)
        self._drawn_in = ""  # the language of the words and the board last sent to the page
        with speaking(chosen):
            self._session = BoardSession(new_match(position, record, target, layout, past))
            if record is not None:
                self._session.read_reviews(record)  # the reviews the record keeps
        super().__init__(language=chosen, **kwargs)
        with self._speaking():
            self._start(controls, taught, computer, level, kwargs)

    def _start(
        self,
        controls: str | dict[str, bool] | None,
        taught: str | Sequence[str] | None,
        computer: str | None,
        level: int,
        kwargs: dict[str, Any],
    ) -> None:
        """The rest of ``__init__``, in the board's language."""
        session = self._session
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
        self.observe(self._on_language, names=["language"])
        follow_language(self._on_notebook_language)
        self.on_msg(self._on_front_end_msg)
        session.on_change(self._render)
        session.clock.use(self._call_later, self._computer_wait)
        session.exploring.use(self._explore_later)
        session.review_timer = self._review_later
        if computer is not None:
            self.set_computer(computer, level)
        session.refresh()

    # ---------------------------------------------------- the board's language
    @traitlets.validate("language")
    def _valid_language(self, proposal: dict[str, Any]) -> str | None:
        value = proposal["value"]
        return None if value is None else parse_language(value)

    def _on_language(self, _change: dict[str, Any] | None = None) -> None:
        """Another language: the board is drawn again in it (a message said before stays as it was said)."""
        with self._speaking():
            self._session.refresh()

    def _on_notebook_language(self) -> None:
        """The notebook's language changed (``set_language``): a board that follows it is drawn again in it at
        once; one with a language of its own stays as it is."""
        if self.language is None:
            self._on_language()

    @contextmanager
    def _speaking(self) -> Iterator[str]:
        """Speak the board's language inside the block (the notebook's when it has none)."""
        with speaking(self.language) as code:
            yield code

    # ---------------------------------------------------- state to the front-end
    @_speaks
    def _render(self) -> None:
        """Write the session's state into the traits: the one place the board is synced."""
        session = self._session
        history = history_view(session.match)
        view = widget_view(session, history)
        with self.hold_sync(), self.hold_trait_notifications():
            spoken = language()
            if self.board_layout.get("layout") != view["layout"] or spoken != self._drawn_in:
                self.board_layout = dict(board_layout_view(session.layout))  # the traits hold plain dicts
            if spoken != self._drawn_in:
                self.words = page_words()
                self._drawn_in = spoken
            if self.history != history:
                self.history = dict(history)
            self.view = dict(view)
            self.set_trait("position_text", view["position_text"])
            self.set_trait("message", view["message"]["text"])
            self.set_trait("last_move", view["last_move"]["move"] if view["last_move"] else "")
            for player, trait in _NAMES:
                self.set_trait(trait, session.match.names[player])

    @_speaks
    def _on_name(self, change: dict[str, Any]) -> None:
        self._session.rename(Player.BLACK if change["name"] == "black_name" else Player.GOLD, change["new"])

    @_speaks
    def set_state(self, sync_data: dict[str, Any]) -> None:
        """A state update from the page: it may set the view switches, never ``view``, ``board_layout``,
        ``history`` or ``words`` (Python owns them); a write to those is dropped and the engine's values are sent
        back."""
        owned = sorted(name for name in _PYTHON_OWNED if name in sync_data)
        rest = {name: value for name, value in sync_data.items() if name not in _PYTHON_OWNED}
        speed = rest.get("animation", DEFAULT_SPEED)
        if not isinstance(speed, str) or speed not in SPEEDS:  # refused: the page's select shows Python's value again
            del rest["animation"]
            _log.warning("the page sent an unknown animation speed %s", quoted(speed))
            self._session.refuse(speed_refusal(speed))
            self.send_state("animation")
        if rest:
            super().set_state(rest)
        if owned:
            _log.warning("the page tried to set %s; Python owns them: sent the engine's values back", owned)
            self.send_state(owned)

    @_speaks
    def _on_front_end_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """One message from the page: carried out, or refused with a message and nothing changed.
        No exception leaves this handler (an unexpected one is reported as an internal error)."""
        if content == {"type": HELLO}:  # a view just drawn: answered now, the kernel is free, so it takes clicks
            self.send(dict(READY))  # (a hello with anything else is refused below, naming the field)
            return
        session = self._session
        with self.hold_sync():  # one state update back per user action
            try:
                try:
                    intent = parse_intent(content)
                except (KamisadoError, TypeError, ValueError) as err:
                    session.refuse(err)
                    return
                if intent.type == "options":  # the view switches are traits of their own
                    self._set_options(intent.values)
                    return
                error = session.answer(carry_out, session, intent)  # one checkpoint, put back if refused
                if error is not None and not isinstance(error, (KamisadoError, TypeError, ValueError)):
                    _log.error("internal error handling a message from the board", exc_info=error)
            except Exception:  # noqa: BLE001 (even reporting failed: keep the kernel's comm alive)
                _log.exception("internal error reporting an error on the board")

    def _set_options(self, values: dict[str, Any]) -> None:
        """The ``options`` intent: set the view switches, or put them back and say why not."""
        switches = (self.flipped, self.colour_blind, self.animation)
        try:
            with self.hold_trait_notifications():
                for name, value in values.items():
                    setattr(self, name, value)
        except (KamisadoError, TypeError, ValueError) as err:
            self._session.refuse(err)
        except Exception as err:  # noqa: BLE001 (a bug: say so on the board, change nothing)
            _log.exception("internal error handling a message from the board")
            self.flipped, self.colour_blind, self.animation = switches
            self._session.report_failure(err)

    # ----------------------------------------------------------- how it displays
    def __repr__(self) -> str:
        return f"KamisadoWidget({self.position_text!r})"

    @_speaks
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
            call_later = asyncio.get_running_loop().call_later
        except RuntimeError:
            return None

        def in_language(seconds: float, turn: Callable[[], object]) -> asyncio.TimerHandle:
            return call_later(seconds, self._speaking_call, turn)

        return in_language

    def _explore_later(self, seconds: float, step: Callable[[], None]) -> asyncio.TimerHandle | None:
        """Explore mode's next step on the running event loop after ``seconds`` (a timer, so the page's clicks are
        answered between two steps), or None outside a running loop (then ``session.explore_steps()`` runs them)."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return None
        return loop.call_later(seconds, self._explore_call, step)

    def _explore_call(self, step: Callable[[], None]) -> None:
        """Explore mode's step from the event loop, in the board's language; none once the widget is closed."""
        if self.comm is not None:
            self._speaking_call(step)

    def _review_later(self, step: Callable[[], None]) -> asyncio.TimerHandle | None:
        """The review's next step on the running event loop (a timer, so the page's clicks are answered between two
        steps), or None outside a running loop (then the session runs the steps now)."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return None
        return loop.call_later(REVIEW_PAUSE, self._speaking_call, step)

    def _speaking_call(self, turn: Callable[[], object]) -> None:
        """The computer's turn, in the board's language (it runs later, from the event loop)."""
        with self._speaking():
            turn()

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
        """The computer's seat: the side it plays, its level and how long it thinks (``think_nodes``)."""
        return self._session.opponent

    @property
    def replaying(self) -> int | None:
        """The ply the board shows while replaying (an index into ``match.states``), or None on the game."""
        return self._session.replaying

    @property
    def explore(self) -> bool:
        """Explore mode: ``w.explore = True`` marks every legal move of the position shown with its value (wins
        in N of your own moves, loses, not worked out), the opening book's or the solver's; in a running kernel the
        answers arrive one move at a time while the board takes clicks (``view["explore"]``)."""
        return self._session.explore

    @explore.setter
    def explore(self, on: bool) -> None:
        with self._speaking():
            self._session.set_explore(on)

    @_speaks
    def review(self) -> BoardReview:
        """Review the round shown (once it has ended, or a loaded record's): every move graded by the proven
        result before and after it, the opening book's or the solver's: kept the win, threw it away (and the move
        that kept it), best defence, no choice, or not worked out. The board shows the progress, then the chart and
        the mistakes (``view["review"]``); the review returned shows itself as the chart in a notebook, also in an
        export. A record saved keeps the review; a round not ended raises."""
        review = self._session.review(wait=True)
        assert review is not None
        return BoardReview(review, self.language)

    # ------------------------------------------------------------- the actions (each the session's)
    @_speaks
    def play(self, move: Move | str, ask_hooks: bool = True) -> Move | None:
        """Play a move (``"c1-c6"``, ``"e4>e5"``, ``"d2="`` or a Move); illegal moves raise.

        On a board with a task (an exercise registered with ``on_attempt``) the attempt hooks are asked first, as
        for a click: a refused move changes nothing, the message line says why, and the result is None. The
        task itself plays its own moves (a reply, "Show me") past its hooks, with ``ask_hooks=False``.
        """
        return self._session.play(move, ask_hooks)

    @_speaks
    def fill(self, direction: Fill | str, player: Player | None = None, ask_hooks: bool = True) -> None:
        """The Defender's refill choice after a round (F1-F5): ``"left"`` or ``"right"``; on a board with a task
        the attempt hooks are asked first, as for the fill buttons (see :meth:`play`)."""
        self._session.fill(direction, player, ask_hooks)

    @_speaks
    def undo(self) -> None:
        """Take back the last move or fill; against the computer, back to your own turn."""
        self._session.undo()

    @_speaks
    def redo(self) -> None:
        """Play again the last move or fill taken back."""
        self._session.redo()

    @_speaks
    def reset(self, target: int | None = None, layout: str | Layout | None = None) -> None:
        """Start a new match (by default with the same target and layout); leaves edit mode."""
        self._session.reset(target, layout)

    @_speaks
    def load_position(self, text: str, past: Sequence[str] = (), as_start: bool = False) -> None:
        """Continue from a position or match text, with the ``past`` moves played from it (shown as the last
        move); an invalid text or past move raises and changes nothing. With ``as_start`` the loaded state is
        the board's start: undo does not take back the ``past`` (an exercise's board)."""
        self._session.load_position(text, past, as_start)

    @_speaks
    def save(self, path: str | pathlib.Path) -> None:
        """Save the record atomically: if saving fails, the file that was there is left as it was."""
        self._session.save(path)

    @_speaks
    def load(self, path: str | pathlib.Path) -> None:
        """Load a record file (a regular UTF-8 file of at most 1 MB); a bad file raises and changes nothing."""
        self._session.load(path)

    @_speaks
    def set_controls(self, named: str | None = None, /, **groups: bool) -> None:
        """Show a named set of controls (``"full"`` or ``"basic"``), then show or hide the ``groups`` given by
        name: ``match``, ``undo``, ``fill``, ``edit``, ``computer``, ``moves``, ``mover`` and ``targets``
        (:meth:`BoardSession.set_controls <kamisado_widget.session.BoardSession.set_controls>` says what each
        group holds)."""
        self._session.set_controls(named, **groups)

    @_speaks
    def set_taught(self, taught: str | Sequence[str] | None) -> None:
        """Which rule families the board's words may name: letters such as ``"BTMD"`` (None: all of them). The
        rules stay the engine's: only the words change."""
        self._session.set_taught(taught)

    @_speaks
    def show_arrows(self, moves: Sequence[str], kind: str = "answer") -> None:
        """Draw ``moves`` (move texts, e.g. ``["d2-d8"]``) as arrows on the board with the message shown now:
        ``kind`` "answer" (the opponent's answer) or "tried" (a try that was refused). The next message takes
        them away."""
        self._session.show_arrows(moves, kind)

    @_speaks
    def set_status(self, text: str | None) -> None:
        """Show ``text`` as the board's status headline instead of its own (an exercise: "Solved."); None gives the
        board its own headline back."""
        self._session.set_status(text)

    @_speaks
    def replay(self, ply: int) -> None:
        """Show the match's state ``ply`` (0 = its start, ``len(match.events)`` = the game now) without
        changing the match; a ply out of range raises and changes nothing."""
        self._session.replay(ply)

    @_speaks
    def replay_step(self, by: int = 1) -> None:
        """Step the replay back (``by`` < 0) or forward; from the game, a step back starts replaying."""
        self._session.replay_step(by)

    @_speaks
    def live(self) -> None:
        """Stop replaying: the board shows the game as it stands."""
        self._session.live()

    @_speaks
    def play_on(self) -> None:
        """Play on from the replayed position: the later moves and fills are taken back (Redo brings them back
        until a new move is played). Raises when not replaying."""
        self._session.play_on()

    @_speaks
    def set_computer(self, side: str | Player | None, level: int = 2) -> None:
        """Let the computer play ``side`` ("black", "gold" or None for nobody) at ``level`` 1-4."""
        self._session.set_computer(side, level)

    @_speaks
    def hint(self) -> dict[str, Any]:
        """Ask the engine for a move for the side to move, with its reason; shown on the board."""
        return self._session.hint()

    @_speaks
    def analyse(self) -> dict[str, Any]:
        """The round's proven result from here (or that the solver did not finish in time)."""
        return self._session.analyse()

    @_speaks
    def edit(self) -> EditSession:
        """Enter edit mode, starting from the current position; the editor is returned (the same one while editing),
        its sentences and errors in the board's language."""
        return cast(EditSession, _SpeakingEditor(self._session.edit(), self))

    @_speaks
    def finish_edit(self) -> None:
        """Check the set-up with the engine and play from it; an invalid set-up raises and stays in edit mode."""
        self._session.finish_edit()

    @_speaks
    def cancel_edit(self) -> None:
        """Leave edit mode without changing the position."""
        self._session.cancel_edit()

    @_speaks
    def paste(self, text: str) -> None:
        """Load a position or match text: into the editor in edit mode, otherwise to play from."""
        self._session.paste(text)

    @_speaks
    def explain(self, from_square: str, to_square: str) -> Verdict:
        """D1: would the tower on ``from_square`` be allowed to go to ``to_square``, and why not."""
        return self._session.explain(from_square, to_square)

    @_speaks
    def on_attempt(self, hook: AttemptHook, remove: bool = False) -> None:
        """Register a hook called for every move or fill tried on the board, by a click or from Python
        (``play`` and ``fill``, unless called with ``ask_hooks=False``); returning a text (or a
        :class:`~kamisado_widget.session.TaskRefusal`) refuses the attempt. Exercises use this."""
        self._session.on_attempt(hook, remove)

    @_speaks
    def click(self, square: str) -> None:
        """What a click on ``square`` does: select a tower, play a target, or explain (D1); in edit mode it
        places the picked tower or picks up the tower on the square."""
        self._session.click(square)

    @_speaks
    def say(self, text: str, kind: str = "info", rule: str | None = None) -> None:
        """Show a message on the board (kind: info, success, warning or error)."""
        self._session.say(text, kind, rule)

    @_speaks
    def cancel(self) -> None:
        """Escape: drop the selection and the message (a replay's question closes; the replay goes on)."""
        self._session.cancel()


__all__ = ["Attempt", "IllegalMoveError", "IntentError", "KamisadoWidget"]
