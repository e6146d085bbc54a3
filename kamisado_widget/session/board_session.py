"""The board session: everything a board does between the engine and the screen, without a kernel.

It holds the board's own state (:class:`UiState`), the computer's seat (``opponent``) and its clock
(``clock``), and one private part per job: the match and its undo (``_game``, :mod:`.game`), the feedback
line (``_line``, :mod:`.sentences`), the replay (``_replay``, :mod:`.replay`), the clicks, buttons and
attempt hooks (``_pointer``, :mod:`.pointer`), the hint and analysis (``_coach``, :mod:`.computer`) and,
in edit mode, the editor (``_editor``, :mod:`.edit_mode`). Every public action is a method written out
here that hands the work to one part; it runs as one batch and then tells the listeners once
(:mod:`~kamisado_widget.session.changes`); a widget renders then::

    >>> from kamisado_widget.engine import Match
    >>> s = BoardSession(Match(3))
    >>> s.on_change(lambda: print("changed", s.version))
    >>> s.click("c1")
    changed 1
    >>> s.play("c1-c6")
    changed 2
    Move.from_text('c1-c6')
"""

from __future__ import annotations

import pathlib
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from ..engine import (
    Fill,
    KamisadoError,
    Layout,
    Match,
    MatchState,
    Move,
    Player,
    Position,
    Verdict,
    parse_match_state,
    parse_square,
)
from ..engine.ai.review import Review, Reviewer
from ..engine.catalogue import _
from ..engine.excerpt import excerpt
from ..engine.names import player_name
from ..engine.record_files import read_record_file, write_record_file
from .changes import Changes, Checkpoint, Listener
from .computer import Coach, ComputerClock, Opponent, parse_side
from .edit_mode import EditError, EditSession
from .explore import Exploring
from .game import Game, new_match
from .pointer import AttemptHook, Pointer
from .replay import ReplayCursor
from .review import Reviews
from .sentences import MessageLine, check_kind, compose, status
from .state import UiState, control_set, parse_taught, shown_ply

SIGHTS_KEPT = 32
"""How many of its latest views the board remembers, for a click the page made on one of them before the next arrived
(:meth:`BoardSession.seen_as_now`)."""

__all__ = ["BoardSession", "new_match"]


class BoardSession:
    """One board's state and actions. Bad input raises (or, from the board, is refused) and changes nothing."""

    def __init__(self, match: Match) -> None:
        self.ui = UiState()
        self.opponent = Opponent()
        self._editor: EditSession | None = None
        self._line = MessageLine(self.ui)
        self._replay = ReplayCursor(lambda: self._game.match, self.ui, self._line, self._check_not_editing)
        self._game = Game(match, self.ui, self._line, self._replay, self.opponent, self._check_not_editing)
        self.clock = ComputerClock(self)
        self._pointer = Pointer(self._game, self.ui, self._line, self._replay, self.clock, self._check_not_editing)
        self._coach = Coach(self.opponent, match.state)
        self.exploring = Exploring(self.opponent)  # explore mode: every move's value (session/explore.py)
        self._changes = Changes(self._checkpoint, self._emit)
        self._sights: dict[int, tuple[object, ...] | None] = {0: self._sight()}  # each recent view's (see seen_as_now)
        self._reviews = Reviews()  # the game reviews (session/review.py)
        self.review_timer: Callable[[Callable[[], None]], object] | None = None  # runs a review's next step later

    # ------------------------------------------------------------ changes
    def on_change(self, listener: Listener) -> None:
        """Call ``listener()`` once at the end of every action."""
        self._changes.listeners.append(listener)

    def _emit(self) -> None:
        self.ui.version += 1
        self._sights[self.ui.version] = self._sight()
        self._sights.pop(self.ui.version - SIGHTS_KEPT, None)
        self.clock.follow()  # undo, reset, edit mode, ...: the computer's pending turn is off at once
        self._coach.follow(self.match.state)  # the game moved on: old advice no longer applies
        self.exploring.follow(self._explored())  # another position shown: its moves are worked out afresh
        self._changes.tell()
        self.clock.schedule()
        self.exploring.kick(self._explore_due)

    def _checkpoint(self) -> Checkpoint:
        """Everything an action may change, to put back if it is refused."""
        return Checkpoint(self, self._game, self.match, self.ui, self._editor, self.opponent, self._coach, self._reviews)

    def answer(self, act: Callable[..., object], *args: object) -> Exception | None:
        """Carry out ``act(*args)`` (a message from the page) as one action with one checkpoint. When it raises,
        what it changed is put back and the board says why: bad input (a ``KamisadoError``, ``TypeError`` or
        ``ValueError``) is refused with its reason, anything else is the board's internal error. The listeners
        hear once either way; the error is returned (None when ``act`` went through)."""
        with self._changes.refusable(self._say_refused) as errors:
            act(*args)
        return errors[0] if errors else None

    def _say_refused(self, err: Exception) -> None:
        """Inside :meth:`answer`'s batch: the refusal (or the internal error) said by the actions that say it."""
        if isinstance(err, (KamisadoError, TypeError, ValueError)):
            self.refuse(err)
        else:
            self.report_failure(err)

    def _replace_match(self, match: Match, text: str, announce: bool = False) -> None:
        """Play on ``match`` from now (a new, loaded or edited match), saying ``text``; edit mode ends."""
        self._editor = None
        self._game.replace(match, text, announce)

    def _check_not_editing(self) -> None:
        """Raise :class:`EditError` in edit mode (the game's actions wait for Done or Cancel)."""
        if self._editor is not None:
            raise EditError(_("The board is in edit mode: press Done (finish_edit) or Cancel first."))

    # -------------------------------------------------------------- state
    @property
    def match(self) -> Match:
        """The match on the board (a new, loaded or edited match replaces it)."""
        return self._game.match

    @property
    def version(self) -> int:
        """The number of actions so far: each one shows the page a new view."""
        return self.ui.version

    def _sight(self) -> tuple[object, ...] | None:
        """What a click on the board acts on: the state shown and the match's last (and how far it has gone), the
        selected square, and whether the board asks what to do with a move made while replaying; None in edit mode
        (every edit step counts)."""
        if self._editor is not None:
            return None
        states, shown = self.match.states, shown_ply(self.match, self.ui)
        return (states[shown], states[-1], len(states), shown, self.ui.selected, self.ui.replay_asking)

    def seen_as_now(self, version: int) -> bool:
        """Whether the view of ``version`` (one of the last :data:`SIGHTS_KEPT`) showed what a click acts on just
        as the board shows it now: then a click made on it means what it would mean now (a message said since, or a
        view drawn again, changes nothing for it)."""
        if version == self.ui.version:
            return True
        then = self._sights.get(version)
        return then is not None and then == self._sight()

    @property
    def layout(self) -> Layout:
        """The layout on the board: the set-up's in edit mode."""
        return self._editor.setup.layout if self._editor is not None else self.match.position.layout

    @property
    def thinking(self) -> bool:
        """Whether the computer's move is on its way (its turn is pending on the clock's timer)."""
        return self.clock.thinking

    @property
    def replaying(self) -> int | None:
        """The state the board shows while replaying (an index into ``match.states``), or None on the game."""
        return self._replay.replaying

    @property
    def advice(self) -> dict[str, Any]:
        """The hint and the analysis shown for the game now (``{"hint": ..., "analysis": ...}``, None when not asked)."""
        return self._coach.advice

    @property
    def editing(self) -> bool:
        """Whether the board is in edit mode."""
        return self._editor is not None

    @property
    def editor(self) -> EditSession:
        """The set-up being edited (start with :meth:`edit`)."""
        if self._editor is None:
            raise EditError(_("The board is not in edit mode: call edit() first."))
        return self._editor

    # ---------------------------------------------------- the board's own state
    def refresh(self) -> None:
        """Tell the listeners to render again (e.g. after a name or an option changed)."""
        with self._changes.batch():
            pass

    def say(self, text: str, kind: str = "info", rule: str | None = None) -> None:
        """Show a message on the board (kind: info, success, warning or error)."""
        with self._changes.batch():
            check_kind(kind)
            self._line.say(str(text), kind, rule)

    def refuse(self, err: Exception) -> None:
        """Say why an action from the board was refused (with its rule when there is one)."""
        with self._changes.batch():
            self._line.refuse(err)

    def report_failure(self, err: BaseException) -> None:
        """Say that the board met an unexpected error of its own (a bug, not the user's fault)."""
        with self._changes.batch():
            self._line.report_failure(err)

    def rename(self, player: Player, name: str) -> None:
        """Name ``player`` on the board (the record keeps the names)."""
        with self._changes.batch():
            self.match.names[player] = name

    def set_controls(self, named: str | None = None, /, **groups: bool) -> None:
        """Show a named set of controls (``"full"``, every group, or ``"basic"`` for a first lesson: no computer,
        hint or analysis, no new-match form and no position text or editor), then show or hide the ``groups``
        given by name: ``match`` (the new-match form: length, layout), ``undo``, ``fill``, ``edit`` (the
        position text and the editor), ``computer`` (who the computer plays, its level, Hint, Analyse), ``moves``, and
        ``mover``: the mark on the tower that must move and its name in the status (an exercise about which
        tower moves hides it, so the board does not give the answer away: then the "must pass" chain and the
        Challenger label go too, and a blocked tower's Pass is offered once the board has said it is blocked), and ``targets``: the
        marks on the squares the selected tower may move to (a task about a tower's reach hides them)."""
        with self._changes.batch():
            preset = control_set(named) if named is not None else {}
            for name, on in groups.items():
                if name not in self.ui.controls or not isinstance(on, bool):
                    raise TypeError(
                        _("The controls are {names}, each set to True or False, not {value}.").format(
                            names=", ".join(sorted(self.ui.controls)), value=f"{name}={excerpt(on)}"
                        )
                    )
            self.ui.controls.update(preset)
            self.ui.controls.update(groups)

    def set_taught(self, taught: str | Iterable[str] | None) -> None:
        """Which rule families the board's words may name: letters such as ``"BTMD"`` (None: all of them). Without
        ``S`` no refusal speaks of Sumos; without ``P`` a round's end says nothing of points or promotion; without
        ``R`` nothing of the match (its target, R4); without ``F`` nothing of refilling. The rules stay the
        engine's: only the words change (:func:`~kamisado_widget.session.state.parse_taught`)."""
        with self._changes.batch():
            self.ui.taught = parse_taught(taught)

    def show_arrows(self, moves: Sequence[str], kind: str = "answer") -> None:
        """Draw ``moves`` (move texts, e.g. ``["d2-d8"]``) as arrows on the board with the message shown now:
        ``kind`` "answer" (the opponent's answer, e.g. a refutation's) or "tried" (a try that was refused). The
        next message takes them away."""
        with self._changes.batch():
            if isinstance(moves, str):
                moves = [moves]
            self._line.draw((text, kind) for text in moves)

    def set_status(self, text: str | None) -> None:
        """Show ``text`` as the board's status headline instead of its own (an exercise: "Solved."); None gives the
        board its own headline back."""
        with self._changes.batch():
            self.ui.status = None if text is None else str(text)

    def cancel(self) -> None:
        """Escape: drop the selection and the message (a replay's question closes; the replay goes on)."""
        with self._changes.batch():
            self.ui.selected, self.ui.replay_asking = None, False
            self._line.say("")

    # ------------------------------------------------------- play and history
    def play(self, move: Move | str, ask_hooks: bool = True) -> Move | None:
        """Play a move (``"c1-c6"``, ``"e4>e5"``, ``"d2="`` or a Move); illegal moves raise.

        On a board with a task (an exercise registered with ``on_attempt``) the attempt hooks are asked first, as
        for a click: a refused move changes nothing, the message line says why, and the result is None. The
        task itself plays its own moves (a reply, "Show me") past its hooks, with ``ask_hooks=False``.
        """
        with self._changes.batch():
            if ask_hooks and self._pointer.hooks.active:
                return self._pointer.try_move(move)
            return self._game.play(move)

    def fill(self, direction: Fill | str, player: Player | None = None, ask_hooks: bool = True) -> None:
        """The Defender's refill choice after a round (F1-F5); on a board with a task the attempt hooks are asked
        first, as for the fill buttons (see :meth:`play`)."""
        with self._changes.batch():
            if ask_hooks and self._pointer.hooks.active and player is None:
                self._check_not_editing()
                self._pointer.board_fill(Fill.parse(direction))
            else:
                self._game.fill(direction, player)

    def undo(self) -> None:
        """Take back the last move or fill; against the computer, back to your own turn."""
        with self._changes.batch():
            self._game.undo()

    def redo(self) -> None:
        """Play again the last move or fill taken back."""
        with self._changes.batch():
            self._game.redo()

    def reset(self, target: int | None = None, layout: str | Layout | None = None) -> None:
        """Start a new match (by default with the same target and layout); leaves edit mode."""
        with self._changes.batch():
            self._editor = None
            self._game.reset(target, layout)

    def load_position(self, text: str, past: Sequence[str] = (), as_start: bool = False) -> None:
        """Continue from a position or match text, with the ``past`` moves played from it (shown as the last
        move); an invalid text or past move raises and changes nothing. With ``as_start`` the loaded state is
        the board's start: undo does not take back the ``past`` (an exercise's board)."""
        with self._changes.batch():
            self._editor = None
            self._game.load_position(text, past, as_start)

    def load_record(self, text: str) -> None:
        """Replace the match by one replayed from a record (with its names); a bad record raises."""
        with self._changes.batch():
            self._editor = None
            self._game.load_record(text)
            self._reviews.read_record(text, self.match)  # the reviews the record keeps (session/review.py)

    def load(self, path: str | pathlib.Path) -> None:
        """Load a record file (a regular UTF-8 file of at most 1 MB); a bad file raises and changes nothing."""
        with self._changes.batch():
            self.load_record(read_record_file(path))

    def save(self, path: str | pathlib.Path) -> None:
        """Save the record atomically: if saving fails, the file that was there is left as it was."""
        lines = [self.match.record().rstrip("\n"), *self._reviews.record_lines(self.match)]  # with its reviews
        write_record_file(path, "\n".join(lines) + "\n")

    def explain(self, from_square: str, to_square: str) -> Verdict:
        """D1: would the tower on ``from_square`` be allowed to go to ``to_square``, and why not."""
        return self.match.explain(parse_square(from_square), parse_square(to_square))

    # ------------------------------------------------------------- the board's clicks
    def click(self, square: str) -> None:
        """What a click on ``square`` does: select a tower, play a target, or explain (D1). In edit mode a
        click places the picked tower or picks up the tower on the square."""
        with self._changes.batch():
            sq = parse_square(square)
            if self._editor is not None:
                self._line.say(self._editor.click(sq))
            else:
                self._pointer.click(sq)

    def pass_turn(self, square: str) -> None:
        """The board's Pass button (M6): the blocked tower on ``square`` passes, if the engine and the
        attempt hooks agree; otherwise the message says why not (M5, S11, T2)."""
        with self._changes.batch():
            self._pointer.pass_turn(parse_square(square))

    def board_fill(self, direction: Fill) -> None:
        """The fill button: the Defender's choice, unless the computer or an attempt hook says no."""
        with self._changes.batch():
            self._pointer.board_fill(direction)

    def on_attempt(self, hook: AttemptHook, remove: bool = False) -> None:
        """Register a hook called for every move or fill tried on the board, by a click or from Python
        (``play`` and ``fill``, unless called with ``ask_hooks=False``). The hook gets an
        :class:`~kamisado_widget.session.pointer.Attempt`; returning a text refuses the attempt and shows
        the text as an error. Exercises use this to check a learner's answer."""
        hooks = self._pointer.hooks
        (hooks.remove if remove else hooks.add)(hook)

    # ------------------------------------------------------ computer and coach
    def set_computer(self, side: str | Player | None, level: int = 2) -> None:
        """Let the computer play ``side`` ("black", "gold" or None for nobody) at ``level`` 1-4."""
        with self._changes.batch():
            side = parse_side(side)
            self.opponent.configure(side, level)
            if side is None:
                self._line.say(_("Nobody is played by the computer."))
            else:
                self._line.say(_("{player} is played by the computer, level {level}.").format(
                    player=player_name(side), level=level
                ))

    def set_thinking(self, thinking: bool) -> None:
        """Start (or drop) the computer's pending turn on the current state; any change of the game, or of
        who the computer plays, drops it at once."""
        with self._changes.batch():
            self.clock.set_thinking(thinking)

    def computer_turn(self, expected: MatchState) -> None:
        """Make the computer's move or fill, unless the game changed while it waited."""
        with self._changes.batch():
            choice = self.clock.turn(expected)
            if isinstance(choice, Fill):
                self._game.fill(choice)
            elif choice is not None:
                self._game.play(choice)

    def hint(self) -> dict[str, Any]:
        """Ask the engine for a move for the side to move, with its reason; shown on the board."""
        with self._changes.batch():
            self._check_not_editing()
            return self._coach.advise(self._coach.hint(self.match), self._replay, self._line)

    def analyse(self) -> dict[str, Any]:
        """The round's proven result from here (or that the solver did not finish in time)."""
        with self._changes.batch():
            self._check_not_editing()
            return self._coach.advise(self._coach.analyse(self.match), self._replay, self._line)

    # ------------------------------------------------------ explore mode
    @property
    def explore(self) -> bool:
        """Whether explore mode is on: every legal move of the position shown is marked with its value."""
        return self.exploring.on

    def set_explore(self, on: bool) -> None:
        """Turn explore mode on or off: each legal move of the position shown (the game, a replayed state, or a
        legal set-up in edit mode) gets its value, the opening book's or the solver's within the computer's
        thinking limit per move, worked out one move at a time (:meth:`explore_steps`, or the widget's timer)."""
        with self._changes.batch():
            if not isinstance(on, bool):
                raise TypeError(_("Explore mode is True or False, not {value}.").format(value=excerpt(on)))
            self.exploring.on = on

    @property
    def explore_view(self) -> dict[str, Any] | None:
        """The view's ``explore`` (None when explore mode is off)."""
        return self.exploring.view()

    def explore_steps(self, max_steps: int | None = None) -> int:
        """Work out up to ``max_steps`` pending moves of explore mode now (all of them by default), telling the
        listeners after each; the number worked out. A board in a running kernel does this on its own, one move
        at a time between clicks. A step is not an action: the view's version stays, so a click made meanwhile
        is still current."""
        done = 0
        while (max_steps is None or done < max_steps) and self.exploring.step():
            done += 1
            self._changes.tell()
        return done

    def _explore_due(self, key: str) -> None:
        """The timer's slice of work for the position ``key`` (the view is told when a move's answer is found):
        dropped when the board shows another one by now."""
        if self._changes.running:  # inside an action (never from the event loop): its end schedules again
            return
        if self.exploring.work(key):
            self._changes.tell()
        self.exploring.kick(self._explore_due)

    def _explored(self) -> Position | None:
        """The position explore mode works on: the one shown, or in edit mode the set-up when it is legal."""
        if self._editor is not None:
            try:
                return self._editor.setup.build().position
            except KamisadoError:
                return None
        return self.match.states[shown_ply(self.match, self.ui)].position

    # ------------------------------------------------------ game review
    def review(self, wait: bool = True) -> Review | None:
        """Review the round shown (it has ended, or a record brought it): every move graded by the proven result
        before and after it (session/review.py). The listeners hear after each position worked out (the view's
        ``review.progress``); with ``wait`` (or without ``review_timer``) the steps run now and the review is
        returned, otherwise one per ``review_timer`` call (it schedules a step on the event loop, or returns None
        when it cannot: then the steps run now), so the page stays live, and None is returned. A round that has not
        ended (and no record brought it) raises ReviewError."""
        with self._changes.batch():
            self._check_not_editing()
            work = self._reviews.start(self.match, shown_ply(self.match, self.ui))
        if wait or not self._review_later(work):
            while self._reviews.work is work:
                self._review_step(work)
            return self._reviews.done.get(work.round_number)
        return None

    def _review_later(self, work: Reviewer) -> bool:
        """Schedule the next step of ``work`` on the review timer; False when there is none to run it."""
        timer = self.review_timer
        return timer is not None and timer(lambda: self._review_step(work, later=True)) is not None

    def _review_step(self, work: Reviewer, later: bool = False) -> None:
        """One position of the review ``work``; dropped when another review began or its round changed. A step is
        not an action: the view's version stays, so a click made meanwhile is still current."""
        if self._reviews.work is not work:
            return
        if not self._reviews.still_valid(self.match):
            self._reviews.work = None
        else:
            work.step()
            if work.finished:
                self._reviews.finish()
        if not self._changes.running:  # inside an action (the page's review without a timer) its end tells them
            self._changes.tell()
        if later and self._reviews.work is work and not self._review_later(work):
            while self._reviews.work is work:  # the timer is gone: the rest now
                self._review_step(work)

    def read_reviews(self, text: str) -> None:
        """Take the reviews the record ``text`` keeps for the match on the board, which was replayed from it."""
        with self._changes.batch():
            self._reviews.read_record(text, self.match)

    @property
    def review_view(self) -> dict[str, Any] | None:
        """The view's ``review`` (session/review.py): the Review button's offer, the progress, the chart."""
        return self._reviews.view(self.match, shown_ply(self.match, self.ui))

    # ------------------------------------------------------ replay
    def replay(self, ply: int) -> None:
        """Show the match's state ``ply`` (0 = its start, ``len(match.events)`` = the game now) without
        changing the match; the board shows that position, its last move and a "Replaying" status. A ply out
        of range raises and changes nothing."""
        with self._changes.batch():
            self._replay.replay(ply)

    def replay_step(self, by: int = 1) -> None:
        """Step the replay back (``by`` < 0) or forward; from the game, a step back starts replaying.
        Stepping stops at the match's start and at the game (then the board shows the game again)."""
        with self._changes.batch():
            self._replay.replay_step(by)

    def live(self) -> None:
        """Stop replaying: the board shows the game as it stands."""
        with self._changes.batch():
            self._replay.live()

    def play_on(self) -> None:
        """Play on from the replayed position: the later moves and fills are taken back with the match's
        undo (Redo brings them back until a new move is played). Raises when not replaying."""
        with self._changes.batch():
            self._replay.play_on()

    # ------------------------------------------------------ edit mode (B6)
    def edit(self) -> EditSession:
        """Enter edit mode, starting from the current position."""
        with self._changes.batch():
            if self._editor is None:
                self._replay.leave()
                self._editor, self.ui.selected = EditSession(self.match.state), None
                self._line.say("")  # the editor's heading says how to edit, its status the position's state
            return self._editor

    def finish_edit(self) -> None:
        """Check the set-up with the engine and play from it; an invalid set-up raises and stays in edit mode."""
        with self._changes.batch():
            match = Match(start=self.editor.setup.build())
            match.names = self.match.names
            self._replace_match(match, compose(None, _("The position is valid: play from here."), status(match.position)))

    def cancel_edit(self) -> None:
        """Leave edit mode without changing the position."""
        with self._changes.batch():
            self._editor = None
            self._line.say(_("Left edit mode; the position is unchanged."))

    def edit_step(self, step: Callable[[EditSession], str]) -> None:
        """One step of the editor (its sentence becomes the message); needs edit mode."""
        with self._changes.batch():
            self._line.say(step(self.editor))

    def paste(self, text: str) -> None:
        """Load a position or match text: into the editor in edit mode, otherwise to play from."""
        with self._changes.batch():
            if not isinstance(text, str):
                raise TypeError(_("A position text is a str, not {kind}.").format(kind=type(text).__name__))
            if self._editor is None:
                self.load_position(text)
            else:
                state = parse_match_state(text)
                self.edit_step(lambda e: e.load(state))
