"""The board session: everything a board does between the engine and the screen, without a kernel.

It holds the match, the selection, the message, the edit session, the computer's seat, the hint
and the analysis, and the attempt hooks. Every action changes them in one batch and then tells
its listeners once ("changed"); a widget renders :meth:`BoardSession.view` then. Tests drive it
directly: ``s = BoardSession(Match(3)); s.click("c1"); s.view()["targets"]``.
"""

from __future__ import annotations

import contextlib
import pathlib
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from ..engine import (
    TARGETS,
    Fill,
    IllegalMoveError,
    KamisadoError,
    Layout,
    Match,
    MatchState,
    Move,
    Phase,
    Player,
    Position,
    Verdict,
    parse_match_state,
    parse_square,
)
from ..engine.files import read_record_file, write_record_file
from .attempts import Attempt, AttemptHook, AttemptHooks
from .checkpoint import Checkpoint
from .clicks import Deselect, Say, Select, read_click, read_pass
from .editing import EditError, EditSession
from .feedback import message
from .opponent import Opponent, parse_side
from .replay import ReplayActions
from .sentences import describe_move, status
from .state import UiState

Listener = Callable[[], None]
KINDS = ("info", "success", "warning", "error")
MESSAGE_LIMIT = 300  # characters of a refusal shown on the board; the rest is cut with "…"


def shortened(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """``text`` cut to ``limit`` characters with "…" (a refusal must not echo a huge input)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def new_match(
    position: str | None, record: str | None, target: int, layout: str | Layout, past: Sequence[str] = ()
) -> Match:
    """A match from a position or match text (with the ``past`` moves played from it, each checked), from a
    record, or from the initial position."""
    if position is not None and record is not None:
        raise TypeError("give either position= or record=, not both")
    if past:
        if position is None:
            raise TypeError("past= moves are played from a position: give position= too")
        return Match.from_text(position, past)
    if record is not None:
        return Match.from_record(record)
    if position is not None:
        return Match.from_text(position)
    if isinstance(layout, str):
        try:
            layout = Layout(layout)
        except ValueError:
            raise KamisadoError(f"B4: the layout is 'standard' or 'mirrored', not {layout!r}") from None
    return Match(target, layout)


class BoardSession(ReplayActions):
    """One board's state and actions. Bad input raises (or, from the board, is refused) and changes nothing.
    Replaying an earlier position (:meth:`replay`, :meth:`replay_step`, :meth:`live`, :meth:`play_on`): see
    :mod:`kamisado_widget.session.replay`."""

    def __init__(self, match: Match) -> None:
        self._match = match
        self.ui = UiState()
        self.opponent = Opponent()
        self._awaited: MatchState | None = None  # the state the computer is thinking about (its timer runs)
        self.coach: dict[str, Any] = {"hint": None, "analysis": None}
        self.hooks = AttemptHooks()
        self.edit_session: EditSession | None = None
        self._coached: MatchState = match.state
        self._listeners: list[Listener] = []
        self._depth = 0
        self._dirty = False

    # ------------------------------------------------------------ changes
    def on_change(self, listener: Listener) -> None:
        """Call ``listener()`` once after every action that changed what the board shows."""
        self._listeners.append(listener)

    @contextlib.contextmanager
    def _changing(self) -> Iterator[None]:
        """One batch of changes: the listeners hear of it once, when the outermost batch ends
        (also when it ends with an error: what changed before the error is shown)."""
        self._depth += 1
        try:
            yield
        finally:
            self._depth -= 1
            if self._depth == 0 and self._dirty:
                self._emit()

    def _emit(self) -> None:
        self._dirty = False
        self.ui.version += 1
        if self._awaited is not None and (self._match.state is not self._awaited or not self._computer_may_act()):
            self._awaited = None  # undo, reset, edit mode, ...: the computer's pending turn is off at once
        if self._match.state is not self._coached:  # the game moved on: old advice no longer applies
            self._coached = self._match.state
            self.coach = {"hint": None, "analysis": None}
        for listener in list(self._listeners):
            listener()

    def refresh(self) -> None:
        """Tell the listeners to render again (e.g. after a name or an option changed)."""
        with self._changing():
            self._dirty = True

    def _say(self, text: str, kind: str = "info", rule: str | None = None, announce: bool = False) -> None:
        """Replace the board's one feedback line. ``serial`` counts every message, so the page shows
        a change even when the same message comes again; ``repeat`` counts such repeats. The text
        is composed (feedback.compose) and, with a rule, starts "T2: " (the page shows it as a badge)."""
        text = message(rule, text)
        old = self.ui.message
        same = bool(text) and (old["text"], old["kind"], old["rule"]) == (text, kind, rule)
        self.ui.message = {
            "text": text, "kind": kind, "rule": rule,
            "serial": old.get("serial", 0) + 1, "repeat": old.get("repeat", 1) + 1 if same else 1,
        }
        if announce:
            self.ui.announce = text
        self._dirty = True

    def say(self, text: str, kind: str = "info", rule: str | None = None) -> None:
        """Show a message on the board (kind: info, success, warning or error)."""
        if kind not in KINDS:
            raise ValueError(f"kind is info, success, warning or error, not {kind!r}")
        with self._changing():
            self._say(str(text), kind, rule)

    def refuse(self, err: Exception) -> None:
        """Show why an action from the board was refused (with its rule when there is one)."""
        rule = getattr(err, "rule", None)
        text = shortened(str(err))
        with self._changing():
            self._say(text if rule else f"Nothing changed: {text}.", "error", rule)

    def report_failure(self, err: BaseException) -> None:
        """Show that the board met an unexpected error of its own (a bug, not the user's fault)."""
        try:
            detail = shortened(f"{type(err).__name__}: {err}", 120)
        except Exception:  # noqa: BLE001 (an error whose text itself fails)
            detail = type(err).__name__
        with self._changing():
            self._say(f"Nothing changed: the board met an internal error ({detail}). Please report it.", "error")

    def checkpoint(self) -> Checkpoint:
        """Everything an action may change, to put back with :meth:`roll_back` if it is refused."""
        return Checkpoint(self, self._match, self.ui, self.edit_session, self.opponent)

    def roll_back(self, point: Checkpoint) -> None:
        """Put back what :meth:`checkpoint` saw (the version keeps growing: the page has seen it)."""
        version, awaited = self.ui.version, self._awaited
        point.restore()
        # the computer's timer is the widget's: the next change drops a turn that no longer fits
        self.ui.version, self._awaited = version, awaited

    # -------------------------------------------------------------- state
    @property
    def match(self) -> Match:
        return self._match

    @property
    def version(self) -> int:
        return self.ui.version

    @property
    def layout(self) -> Layout:
        """The layout on the board: the set-up's in edit mode."""
        if self.edit_session is not None:
            return self.edit_session.setup.layout
        return self._match.position.layout

    def rename(self, player: Player, name: str) -> None:
        if self._match.names[player] != name:
            with self._changing():
                self._match.names[player] = name
                self._dirty = True

    def set_controls(self, **groups: bool) -> None:
        """Show or hide control groups: ``match``, ``undo``, ``fill``, ``edit``, ``computer``, ``moves``."""
        for name, on in groups.items():
            if name not in self.ui.controls or not isinstance(on, bool):
                raise TypeError(f"controls are {sorted(self.ui.controls)} set to True/False, not {name}={on!r}")
        with self._changing():
            self.ui.controls.update(groups)
            self._dirty = True

    def _replace(self, match: Match, text: str, announce: bool = False) -> None:
        self._leave_replay()
        self._match = match
        self.edit_session = None
        self.ui.selected = None
        self._say(text, announce=announce)

    # ------------------------------------------------------- play and history
    def _not_editing(self) -> None:
        if self.edit_session is not None:
            raise EditError("the board is in edit mode: press Done (finish_edit) or Cancel first")

    def play(self, move: Move | str) -> Move:
        """Play a move (``"c1-c6"``, ``"e4>e5"``, ``"d2="`` or a Move); illegal moves raise."""
        self._not_editing()
        with self._changing():
            before = self._match.position
            played = self._match.play(move)
            self._after_move(before, played)
        return played

    def _after_move(self, before: Position, played: Move) -> None:
        self.ui.selected = None
        after = self._match.position
        self._say(describe_move(before, after, played), "success" if after.result is not None else "info", announce=True)

    def fill(self, direction: Fill | str, player: Player | None = None) -> None:
        """The Defender's refill choice after a round (F1-F5)."""
        self._not_editing()
        with self._changing():
            self._match.fill(direction, player)
            self.ui.selected = None
            names, pos = self._match.names, self._match.position
            self._say(
                f"Both home rows were filled from the {Fill.parse(direction).value} (F1-F4). Round "
                f"{self._match.round_number}: {names[pos.turn]} is the Challenger and moves first (R3, T1).",
                announce=True,
            )

    def undo(self) -> None:
        """Take back the last move or fill; against the computer, back to your own turn."""
        self._not_editing()
        with self._on_the_game():
            taken = [self._match.undo()]
            while self.opponent.to_act(self._match) and self._match.can_undo:
                taken.append(self._match.undo())
            self.ui.selected = None
            self._say(f"Took back {', '.join(e.text() for e in reversed(taken))}.", announce=True)

    def redo(self) -> None:
        self._not_editing()
        with self._on_the_game():
            before = self._match.position
            event = self._match.redo()
            if isinstance(event, Move):
                self._after_move(before, event)
            else:
                self.ui.selected = None
                self._say(f"Replayed {event.text()}.", announce=True)

    def reset(self, target: int | None = None, layout: str | Layout | None = None) -> None:
        """Start a new match (by default with the same target and layout); leaves edit mode."""
        match = new_match(
            None, None,
            self._match.target if target is None else target,
            self._match.start.position.layout if layout is None else layout,
        )
        match.names = self._match.names
        points = f"point{'s' if match.target > 1 else ''}"
        with self._changing():
            self._replace(match, f"New {TARGETS[match.target]} match to {match.target} {points} (R1).", announce=True)

    def load_position(self, text: str, past: Sequence[str] = ()) -> None:
        """Continue from a position or match text, with the ``past`` moves played from it (shown as the last
        move); an invalid text or past move raises and changes nothing."""
        match = Match.from_text(text, past)
        match.names = self._match.names
        with self._changing():
            self._replace(match, "Position loaded.")

    def load_record(self, text: str) -> None:
        """Replace the match by one replayed from a record (with its names); a bad record raises."""
        match = Match.from_record(text)
        with self._changing():
            self._replace(match, "Record loaded.")

    def save(self, path: str | pathlib.Path) -> None:
        """Save the record atomically: if saving fails, the file that was there is left as it was."""
        write_record_file(path, self._match.record())

    def load(self, path: str | pathlib.Path) -> None:
        """Load a record file (a regular UTF-8 file of at most 1 MB); a bad file raises and changes nothing."""
        self.load_record(read_record_file(path))

    def explain(self, from_square: str, to_square: str) -> Verdict:
        """D1: would the tower on ``from_square`` be allowed to go to ``to_square``, and why not."""
        return self._match.explain(parse_square(from_square), parse_square(to_square))

    # ------------------------------------------------------------- clicks
    def click(self, square: str) -> None:
        """What a click on ``square`` does: select a tower, play a target, or explain (D1).

        In edit mode a click places the picked tower or picks up the tower on the square.
        """
        sq = parse_square(square)
        with self._changing():
            if self.edit_session is not None:
                self._say(self.edit_session.click(sq))
                return
            if self._ask_to_play_on() or self._computer_to_act():
                return
            answer = read_click(self._match, self.ui.selected, sq)
            if isinstance(answer, Select):
                self.ui.selected = answer.square
            if isinstance(answer, Deselect):
                self.ui.selected = None
            if isinstance(answer, (Say, Select, Deselect)):
                self._say(answer.text, answer.kind, answer.rule)
                return
            if answer.deselect:
                self.ui.selected = None
                self._dirty = True
            self._try(answer.verdict)

    def pass_turn(self, square: str) -> None:
        """The board's Pass button (M6): the blocked tower on ``square`` passes, if the engine and
        the attempt hooks agree; otherwise the message says why not (M5, S11, T2)."""
        sq = parse_square(square)
        with self._changing():
            self._not_editing()
            if self._ask_to_play_on() or self._computer_to_act():
                return
            answer = read_pass(self._match, sq)
            if isinstance(answer, Say):
                self._say(answer.text, answer.kind, answer.rule)
                return
            self.ui.selected = None
            self._dirty = True
            self._try(answer.verdict)

    def _try(self, verdict: Verdict) -> None:
        refusal = self.hooks.refusal(Attempt("move", verdict=verdict))
        if refusal:  # the hook's words cite the verdict's rule when they start with it ("T2: ")
            rule = verdict.rule if verdict.rule and refusal.startswith(f"{verdict.rule}: ") else None
            self._say(refusal, "error", rule)
        elif not verdict.legal or verdict.move is None:
            self._say(str(verdict), "error", verdict.rule)
        else:
            self.play(verdict.move)

    def board_fill(self, direction: Fill) -> None:
        """The fill button: the Defender's choice, unless the computer or an attempt hook says no."""
        with self._changing():
            if self._ask_to_play_on() or self._computer_to_act():
                return
            res = self._match.position.result
            if self._match.phase is not Phase.FILL or res is None:
                self.fill(direction)  # the engine says why there is nothing to fill now (F1, R4)
                return
            refusal = self.hooks.refusal(Attempt("fill", direction=direction))
            if refusal:
                self._say(refusal, "error")
                return
            self.fill(direction, res.winner)

    def cancel(self) -> None:
        with self._changing():
            self.ui.selected = None
            if self.ui.replay_asking:  # Escape closes the question; the board goes on replaying
                self.ui.replay_asking = False
            self._say("")

    def on_attempt(self, hook: AttemptHook, remove: bool = False) -> None:
        """Register a hook called for every move or fill tried on the board (not from Python).

        The hook gets an :class:`Attempt`; returning a text refuses the attempt and shows the
        text as an error. Exercises use this to check a learner's answer.
        """
        if remove:
            self.hooks.remove(hook)
        else:
            self.hooks.add(hook)

    # ------------------------------------------------------ computer and coach
    def set_computer(self, side: str | Player | None, level: int = 2) -> None:
        """Let the computer play ``side`` ("black", "gold" or None for nobody) at ``level`` 1-4."""
        side = parse_side(side)
        self.opponent.configure(side, level)
        who = f"{side.title} is played by the computer, level {level}" if side is not None else "Nobody is played by the computer"
        with self._changing():
            self._say(f"{who}.")

    @property
    def thinking(self) -> bool:
        """Whether the computer's move is on its way (its turn is pending on the widget's timer)."""
        return self._awaited is not None

    def _computer_may_act(self) -> bool:
        return self.edit_session is None and self.opponent.to_act(self._match)

    def computer_due(self) -> bool:
        """Whether the computer should move or fill now (not while editing or already thinking)."""
        return not self.thinking and self._computer_may_act()

    def set_thinking(self, thinking: bool) -> None:
        """Start (or drop) the computer's pending turn on the current state; any change of the
        game, or of who the computer plays, drops it at once."""
        with self._changing():
            self._awaited = self._match.state if thinking else None
            self._dirty = True

    def computer_turn(self, expected: MatchState) -> None:
        """Make the computer's move or fill, unless the game changed while it waited."""
        with self._changing():
            self._awaited = None
            self._dirty = True
            if self._match.state is not expected or not self.computer_due():
                return
            choice = self.opponent.decide(self._match)
            if isinstance(choice, Fill):
                self.fill(choice)
            else:
                self.play(choice)

    def _computer_to_act(self) -> bool:
        """Refuse board actions while it is the computer's turn (its move or its fill choice)."""
        if not self.opponent.to_act(self._match):
            return False
        who = self._match.names[self.opponent.side] if self.opponent.side is not None else "the computer"
        self._say(f"It is {who}'s turn, played by the computer: wait for its move.", "warning")
        return True

    def hint(self) -> dict[str, Any]:
        """Ask the engine for a move for the side to move, with its reason; shown on the board."""
        self._not_editing()
        refusal = self._match.explain(0, 0) if self._match.phase is not Phase.PLAY else None
        if refusal is not None:
            raise IllegalMoveError(refusal.rule or "M7", f"there is no move to hint: {refusal.reason}")
        advice = self.opponent.hint_view(self._match)
        with self._on_the_game():
            self.coach["hint"] = advice
            self._say(advice["text"])
        return advice

    def analyse(self) -> dict[str, Any]:
        """The solver's verdict on the round from here (or that it did not finish in time)."""
        self._not_editing()
        verdict = self.opponent.analysis_view(self._match)
        with self._on_the_game():
            self.coach["analysis"] = verdict
            self._say(verdict["text"])
        return verdict

    # ------------------------------------------------------------ edit mode
    @property
    def editor(self) -> EditSession:
        """The set-up being edited (start with :meth:`edit`)."""
        if self.edit_session is None:
            raise EditError("the board is not in edit mode: call edit() first")
        return self.edit_session

    def edit(self) -> EditSession:
        """Enter edit mode, starting from the current position."""
        if self.edit_session is None:
            with self._on_the_game():
                self.edit_session = EditSession(self._match.state)
                self.ui.selected = None
                self._say("Edit mode: pick a tower from the palette or the board, then click a square. "
                          "Press Done to check the position and play from it.")
        return self.edit_session

    def finish_edit(self) -> None:
        """Check the set-up with the engine and play from it; an invalid set-up raises and stays in edit mode."""
        match = Match(start=self.editor.setup.build())
        match.names = self._match.names
        with self._changing():
            self._replace(match, f"The position is valid: play from here. {status(match.position)}")

    def cancel_edit(self) -> None:
        """Leave edit mode without changing the position."""
        with self._changing():
            self.edit_session = None
            self._say("Left edit mode; the position is unchanged.")

    def edit_step(self, step: Callable[[EditSession], str]) -> None:
        """One step of the editor (its sentence becomes the message); needs edit mode."""
        editor = self.editor
        with self._changing():
            self._say(step(editor))

    def paste(self, text: str) -> None:
        """Load a position or match text: into the editor in edit mode, otherwise to play from."""
        if not isinstance(text, str):
            raise TypeError(f"a position text is a str, not {type(text).__name__}")
        if self.edit_session is not None:
            state = parse_match_state(text)
            self.edit_step(lambda e: e.load(state))
        else:
            self.load_position(text)
