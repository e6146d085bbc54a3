"""The board session: everything a board does between the engine and the screen, without a kernel.

It holds the board's own state (:class:`UiState`), the edit session and the attempt hooks, and one object
per job: the match and its moves (``game``), the feedback line (``line``), the replay (``replay_cursor``),
the board's clicks (``pointer``), the computer's seat and turn (``opponent``, ``clock``) and the hint and
analysis (``coach``). Every public action runs as one batch and then tells the listeners once
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
from collections.abc import Iterable, Sequence
from typing import Any

from ..engine import Layout, Match, Player, Verdict, parse_square
from ..engine.files import read_record_file, write_record_file
from .attempts import AttemptHook, AttemptHooks
from .changes import Changes, Listener, action
from .checkpoint import Checkpoint
from .coach import Coach
from .computer_clock import ComputerClock
from .edit_mode import EditMode
from .editing import EditError, EditSession
from .forwarding import Forward
from .game import Game
from .message_line import MessageLine, check_kind
from .new_match import new_match
from .opponent import Opponent, parse_side
from .pointer import Pointer
from .replay import ReplayCursor
from .state import UiState
from .taught import control_set, parse_taught

__all__ = ["BoardSession", "new_match"]


class BoardSession:
    """One board's state and actions. Bad input raises (or, from the board, is refused) and changes nothing."""

    def __init__(self, match: Match) -> None:
        self.ui = UiState()
        self.opponent = Opponent()
        self.hooks = AttemptHooks()
        self.edit_session: EditSession | None = None
        self.game = Game(self, match)
        self.line = MessageLine(self.ui)
        self.replay_cursor = ReplayCursor(lambda: self.game.match, self.ui, self.line, self.check_not_editing)
        self.pointer = Pointer(self)
        self.edit_mode = EditMode(self)
        self.clock = ComputerClock(self)
        self.coach = Coach(self.opponent, match.state)
        self.changes = Changes(self.checkpoint, self._emit)

    # ------------------------------------------------------------ changes
    def on_change(self, listener: Listener) -> None:
        """Call ``listener()`` once at the end of every action."""
        self.changes.listeners.append(listener)

    def _emit(self) -> None:
        self.ui.version += 1
        self.clock.follow()  # undo, reset, edit mode, ...: the computer's pending turn is off at once
        self.coach.follow(self.match.state)  # the game moved on: old advice no longer applies
        self.changes.tell()
        self.clock.schedule()

    def checkpoint(self) -> Checkpoint:
        """Everything an action may change, to put back with :meth:`roll_back` if it is refused."""
        return Checkpoint(self, self.game, self.game.match, self.ui, self.edit_session, self.opponent, self.coach)

    def roll_back(self, point: Checkpoint) -> None:
        """Put back what :meth:`checkpoint` saw, but the version (the page has seen it) and the computer's
        pending turn (the clock's: the next change drops a turn that no longer fits)."""
        version = self.ui.version
        point.restore()
        self.ui.version = version

    @action
    def replace_match(self, match: Match, text: str) -> None:
        """Play on ``match`` from now (a new, loaded or edited match), saying ``text``."""
        self.game.replace(match, text)

    @action
    def computer_refuses(self) -> bool:
        """Refuse a board action while it is the computer's turn (True when refused, with a message)."""
        return self.clock.refuses()

    def check_not_editing(self) -> None:
        """Raise :class:`EditError` in edit mode (the game's actions wait for Done or Cancel)."""
        if self.edit_session is not None:
            raise EditError("the board is in edit mode: press Done (finish_edit) or Cancel first")

    # -------------------------------------------------------------- state
    @property
    def match(self) -> Match:
        return self.game.match

    @property
    def version(self) -> int:
        return self.ui.version

    @property
    def layout(self) -> Layout:
        """The layout on the board: the set-up's in edit mode."""
        return self.edit_session.setup.layout if self.edit_session is not None else self.match.position.layout

    @property
    def thinking(self) -> bool:
        """Whether the computer's move is on its way (its turn is pending on the clock's timer)."""
        return self.clock.thinking

    @property
    def replaying(self) -> int | None:
        """The state the board shows while replaying (an index into ``match.states``), or None on the game."""
        return self.replay_cursor.replaying

    # ---------------------------------------------------- the board's own state
    @action
    def refresh(self) -> None:
        """Tell the listeners to render again (e.g. after a name or an option changed)."""

    @action
    def say(self, text: str, kind: str = "info", rule: str | None = None) -> None:
        """Show a message on the board (kind: info, success, warning or error)."""
        check_kind(kind)
        self.line.say(str(text), kind, rule)

    refuse = Forward("line", MessageLine.refuse, batch=True)
    report_failure = Forward("line", MessageLine.report_failure, batch=True)

    @action
    def rename(self, player: Player, name: str) -> None:
        """Name ``player`` on the board (the record keeps the names)."""
        self.match.names[player] = name

    @action
    def set_controls(self, named: str | None = None, /, **groups: bool) -> None:
        """Show a named set of controls (``"full"``, every group, or ``"basic"`` for a first lesson: no computer,
        hint or analysis, no new-match form and no position text or editor), then show or hide the ``groups``
        given by name: ``match`` (the new-match form: length, layout), ``undo``, ``fill``, ``edit`` (the
        position text and the editor), ``computer`` (who the computer plays, its level, Hint, Analyse), ``moves``, and
        ``mover``: the mark on the tower that must move and its name in the status (an exercise about which
        tower moves hides it, so the board does not give the answer away: then the "must pass" chain and the
        Challenger label go too, and a blocked tower's Pass is offered once the board has said it is blocked), and ``targets``: the
        marks on the squares the selected tower may move to (a task about a tower's reach hides them)."""
        preset = control_set(named) if named is not None else {}
        for name, on in groups.items():
            if name not in self.ui.controls or not isinstance(on, bool):
                raise TypeError(f"controls are {sorted(self.ui.controls)} set to True/False, not {name}={on!r}")
        self.ui.controls.update(preset)
        self.ui.controls.update(groups)

    @action
    def set_taught(self, taught: str | Iterable[str] | None) -> None:
        """Which rule families the board's words may name: letters such as ``"BTMD"`` (None: all of them). Without
        ``S`` no refusal speaks of Sumos; without ``P`` a round's end says nothing of points or promotion; without
        ``R`` nothing of the match (its target, R4); without ``F`` nothing of refilling. The rules stay the
        engine's: only the words change (:mod:`~kamisado_widget.session.taught`)."""
        self.ui.taught = parse_taught(taught)

    @action
    def show_arrows(self, moves: Sequence[str], kind: str = "answer") -> None:
        """Draw ``moves`` (move texts, e.g. ``["d2-d8"]``) as arrows on the board with the message shown now:
        ``kind`` "answer" (the opponent's answer, e.g. a refutation's) or "tried" (a try that was refused). The
        next message takes them away."""
        if isinstance(moves, str):
            moves = [moves]
        self.line.draw((text, kind) for text in moves)

    @action
    def set_status(self, text: str | None) -> None:
        """Show ``text`` as the board's status headline instead of its own (an exercise: "Solved."); None gives the
        board its own headline back."""
        self.ui.status = None if text is None else str(text)

    @action
    def cancel(self) -> None:
        """Escape: drop the selection and the message (a replay's question closes; the replay goes on)."""
        self.ui.selected, self.ui.replay_asking = None, False
        self.line.say("")

    # ------------------------------------------------------- play and history
    play = Forward("game", Game.play, batch=True)
    fill = Forward("game", Game.fill, batch=True)
    undo = Forward("game", Game.undo, batch=True)
    redo = Forward("game", Game.redo, batch=True)
    reset = Forward("game", Game.reset, batch=True)
    load_position = Forward("game", Game.load_position, batch=True)
    load_record = Forward("game", Game.load_record, batch=True)

    @action
    def load(self, path: str | pathlib.Path) -> None:
        """Load a record file (a regular UTF-8 file of at most 1 MB); a bad file raises and changes nothing."""
        self.load_record(read_record_file(path))

    def save(self, path: str | pathlib.Path) -> None:
        """Save the record atomically: if saving fails, the file that was there is left as it was."""
        write_record_file(path, self.match.record())

    def explain(self, from_square: str, to_square: str) -> Verdict:
        """D1: would the tower on ``from_square`` be allowed to go to ``to_square``, and why not."""
        return self.match.explain(parse_square(from_square), parse_square(to_square))

    # ------------------------------------------------------------- the board's clicks
    click = Forward("pointer", Pointer.click, batch=True)
    pass_turn = Forward("pointer", Pointer.pass_turn, batch=True)
    board_fill = Forward("pointer", Pointer.board_fill, batch=True)
    try_move = Forward("pointer", Pointer.judged, batch=True)

    def on_attempt(self, hook: AttemptHook, remove: bool = False) -> None:
        """Register a hook called for every move or fill tried on the board, by a click or from Python
        (``play`` and ``fill``, unless called with ``judge=False``). The hook gets an
        :class:`~kamisado_widget.session.attempts.Attempt`; returning a text refuses the attempt and shows
        the text as an error. Exercises use this to check a learner's answer."""
        (self.hooks.remove if remove else self.hooks.add)(hook)


    # ------------------------------------------------------ computer and coach
    @action
    def set_computer(self, side: str | Player | None, level: int = 2) -> None:
        """Let the computer play ``side`` ("black", "gold" or None for nobody) at ``level`` 1-4."""
        side = parse_side(side)
        self.opponent.configure(side, level)
        who = "Nobody is played by the computer"
        if side is not None:
            who = f"{side.title} is played by the computer, level {level}"
        self.line.say(f"{who}.")

    set_thinking = Forward("clock", ComputerClock.set_thinking, batch=True)
    computer_turn = Forward("clock", ComputerClock.computer_turn, batch=True)

    @action
    def hint(self) -> dict[str, Any]:
        """Ask the engine for a move for the side to move, with its reason; shown on the board."""
        self.check_not_editing()
        return self.coach.advise(self.coach.hint(self.match), self.replay_cursor, self.line)

    @action
    def analyse(self) -> dict[str, Any]:
        """The solver's verdict on the round from here (or that it did not finish in time)."""
        self.check_not_editing()
        return self.coach.advise(self.coach.analyse(self.match), self.replay_cursor, self.line)

    # ------------------------------------------------------ replay and edit mode
    replay = Forward("replay_cursor", ReplayCursor.replay, batch=True)
    replay_step = Forward("replay_cursor", ReplayCursor.replay_step, batch=True)
    live = Forward("replay_cursor", ReplayCursor.live, batch=True)
    play_on = Forward("replay_cursor", ReplayCursor.play_on, batch=True)

    @property
    def editor(self) -> EditSession:
        """The set-up being edited (start with :meth:`edit`)."""
        return self.edit_mode.editor

    edit = Forward("edit_mode", EditMode.edit, batch=True)
    finish_edit = Forward("edit_mode", EditMode.finish_edit, batch=True)
    cancel_edit = Forward("edit_mode", EditMode.cancel_edit, batch=True)
    edit_step = Forward("edit_mode", EditMode.edit_step, batch=True)
    paste = Forward("edit_mode", EditMode.paste, batch=True)
