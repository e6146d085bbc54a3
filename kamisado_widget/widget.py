"""The Kamisado board widget (anywidget): the engine decides, the front-end draws and reports.

>>> w = KamisadoWidget(target=3)          # a Standard match from the initial position
>>> w.play("c1-c6")                       # moves from Python appear on the board
>>> w.undo(); w.redo()
>>> w.position_text                       # observe with w.observe(callback, names="position_text")
"""

from __future__ import annotations

import asyncio
import pathlib
from dataclasses import dataclass
from typing import Any, Callable

import anywidget
import traitlets

from .engine import (
    IllegalMoveError,
    TARGETS,
    KamisadoError,
    Layout,
    Match,
    Move,
    Player,
    parse_square,
    square_name,
)
from .engine.explain import Verdict, explain, why_this_tower
from .engine.files import read_record_file, write_record_file
from .engine.fill import Fill
from .engine.match import Phase, parse_match_state
from .editing import EditError, EditSession, edit_square, parse_tower
from .opponent import Opponent, analysis_view, hint_view, parse_side
from .view import UiState, build_view, describe_move, edit_view, moves_from, status

_STATIC = pathlib.Path(__file__).parent / "static"

@dataclass(frozen=True)
class Attempt:
    """Something the user tried on the board: a move (with the engine's verdict, D1) or a fill choice."""

    kind: str  # "move" or "fill"
    verdict: Verdict | None = None
    direction: Fill | None = None


AttemptHook = Callable[[Attempt], "str | None"]
"""Called before an attempt from the board is carried out; return a refusal text to stop it."""


class IntentError(KamisadoError):
    """A message from the front-end that is malformed, ill-typed or stale."""


def _field(content: dict, name: str, kind: type | tuple[type, ...]) -> Any:
    if name not in content:
        raise IntentError(f'the {content["type"]!r} message has no {name!r}')
    value = content[name]
    if not isinstance(value, kind) or isinstance(value, bool) and kind is int:
        raise IntentError(f"{name!r} must be {getattr(kind, '__name__', kind)}, not {type(value).__name__}")
    return value


class KamisadoWidget(anywidget.AnyWidget):
    """A Kamisado board that plays whole matches, explains every rule and syncs through traitlets.

    Create it from the initial position (``target`` 1, 3, 7 or 15; ``layout`` ``"standard"``
    or ``"mirrored"``), from a position or match text (``position=``), or from a game record
    (``record=``).
    """

    _esm = _STATIC / "widget.js"
    _css = _STATIC / "widget.css"

    view = traitlets.Dict().tag(sync=True)
    position_text = traitlets.Unicode(read_only=True, help="The match text of the current state.")
    message = traitlets.Unicode(read_only=True, help="The last message shown to the user.")
    last_move = traitlets.Unicode(read_only=True, help="The last move played, in move notation.")
    flipped = traitlets.Bool(False, help="Gold's home row at the bottom.")
    colour_blind = traitlets.Bool(False, help="Show each colour's character on squares and towers (B5).")
    black_name = traitlets.Unicode("Black")
    gold_name = traitlets.Unicode("Gold")
    computer_delay = traitlets.Float(0.6, help="Seconds before the computer's move appears (in a running kernel).")

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
        **kwargs: Any,
    ) -> None:
        self._ui = UiState()
        self._opponent = Opponent()
        self._thinking = False
        self._coach: dict[str, Any] = {"hint": None, "analysis": None}
        self._seen_state: Any = None
        self._match = self._new_match(position, record, target, layout)
        self._attempt_hooks: list[AttemptHook] = []
        self._edit: EditSession | None = None
        super().__init__(**kwargs)
        if controls:
            self.set_controls(**controls)
        for player, trait in ((Player.BLACK, "black_name"), (Player.GOLD, "gold_name")):
            if trait in kwargs:
                self._match.names[player] = getattr(self, trait)
            else:  # e.g. the names a record brought along
                self.set_trait(trait, self._match.names[player])
        self.observe(self._on_option, names=["flipped", "colour_blind", "black_name", "gold_name"])
        self.on_msg(self._on_front_end_msg)
        if computer is not None:
            self.set_computer(computer, level)
        self._refresh()

    # ----------------------------------------------------------------- state
    @staticmethod
    def _new_match(position: str | None, record: str | None, target: int, layout: str | Layout) -> Match:
        if position is not None and record is not None:
            raise TypeError("give either position= or record=, not both")
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

    @property
    def match(self) -> Match:
        """The engine's match. Read it freely; change it through the widget's methods."""
        return self._match

    def _refresh(self, announce: str | None = None) -> None:
        ui = self._ui
        ui.version += 1
        if announce is not None:
            ui.announce = announce
        ui.flipped, ui.colour_blind = self.flipped, self.colour_blind
        state = self._match.state
        if state is not self._seen_state:  # the game moved on: old advice no longer applies
            self._seen_state = state
            self._coach = {"hint": None, "analysis": None}
        with self.hold_trait_notifications():
            view = build_view(self._match, ui)
            view.update(self._coach, computer=self._opponent.view(self._thinking))
            if self._thinking and self._opponent.side is not None:
                view["status"] = f"{self._match.names[self._opponent.side]} (computer) is thinking…"
            if self._edit is not None:
                view.update(edit_view(self._edit))
            self.view = view
            self.set_trait("position_text", view["position_text"])
            self.set_trait("message", ui.message["text"])
            lm = self.view["last_move"]
            self.set_trait("last_move", lm["move"] if lm else "")
        self._schedule_computer()

    def _say(self, text: str, kind: str = "info", rule: str | None = None) -> None:
        self._ui.message = {"text": text, "kind": kind, "rule": rule}

    def _on_option(self, change: dict) -> None:
        if change["name"] in ("black_name", "gold_name"):
            self._match.names = {Player.BLACK: self.black_name, Player.GOLD: self.gold_name}
        self._refresh()

    def set_controls(self, **groups: bool) -> None:
        """Show or hide control groups: ``match``, ``undo``, ``fill``."""
        for name, on in groups.items():
            if name not in self._ui.controls or not isinstance(on, bool):
                raise TypeError(f"controls are {sorted(self._ui.controls)} set to True/False, not {name}={on!r}")
            self._ui.controls[name] = on
        if hasattr(self, "_attempt_hooks"):
            self._refresh()

    # ------------------------------------------------------------ Python API
    def _not_editing(self) -> None:
        if self._edit is not None:
            raise EditError("the board is in edit mode: press Done (finish_edit) or Cancel first")

    def play(self, move: Move | str) -> Move:
        """Play a move (``"c1-c6"``, ``"e4>e5"``, ``"d2="`` or a Move); illegal moves raise."""
        self._not_editing()
        before = self._match.position
        played = self._match.play(move)
        self._after_move(before, played)
        return played

    def _after_move(self, before, played: Move) -> None:
        self._ui.selected = None
        after = self._match.position
        text = describe_move(before, after, played)
        self._say(text, "success" if after.result is not None else "info")
        self._refresh(announce=text)

    def fill(self, direction: Fill | str, player: Player | None = None) -> None:
        """The Defender's refill choice after a round (F1-F5)."""
        self._not_editing()
        self._match.fill(direction, player)
        self._ui.selected = None
        pos = self._match.position
        text = (
            f"Both home rows were filled from the {Fill.parse(direction).value} (F1-F4). "
            f"Round {self._match.round_number}: {self._match.names[pos.turn]} is the Challenger and moves first (R3, T1)."
        )
        self._say(text)
        self._refresh(announce=text)

    def undo(self) -> None:
        """Take back the last move or fill; against the computer, back to your own turn."""
        self._not_editing()
        taken = [self._match.undo()]
        while self._opponent.to_act(self._match) and self._match.can_undo:
            taken.append(self._match.undo())
        self._ui.selected = None
        text = f"Took back {', '.join(e.text() for e in reversed(taken))}."
        self._say(text)
        self._refresh(announce=text)

    def redo(self) -> None:
        self._not_editing()
        before = self._match.position
        event = self._match.redo()
        if isinstance(event, Move):
            self._after_move(before, event)
        else:
            self._ui.selected = None
            self._say(f"Replayed {event.text()}.")
            self._refresh(announce=f"Replayed {event.text()}.")

    def reset(self, target: int | None = None, layout: str | Layout | None = None) -> None:
        """Start a new match (by default with the same target and layout); leaves edit mode."""
        match = self._new_match(
            None, None,
            self._match.target if target is None else target,
            self._match.start.position.layout if layout is None else layout,
        )
        match.names = self._match.names
        self._match = match
        self._edit = None
        self._ui.selected = None
        text = f"New {TARGETS[match.target]} match to {match.target} point{'s' if match.target > 1 else ''} (R1)."
        self._say(text)
        self._refresh(announce=text)

    def load_position(self, text: str) -> None:
        """Continue from a position or match text; an invalid text raises and changes nothing."""
        match = Match.from_text(text)
        match.names = self._match.names
        self._match = match
        self._edit = None
        self._ui.selected = None
        self._say("Position loaded.")
        self._refresh()

    @property
    def record(self) -> str:
        """The game record of the whole match (see docs/notation.md)."""
        return self._match.record()

    def load_record(self, text: str) -> None:
        """Replace the match by one replayed from a record; a bad record raises and changes nothing."""
        match = Match.from_record(text)
        self._match = match
        self._edit = None
        self.black_name, self.gold_name = match.names[Player.BLACK], match.names[Player.GOLD]
        self._ui.selected = None
        self._say("Record loaded.")
        self._refresh()

    def save(self, path: str | pathlib.Path) -> None:
        """Save the record atomically: if saving fails, the file that was there is left as it was."""
        write_record_file(path, self.record)

    def load(self, path: str | pathlib.Path) -> None:
        """Load a record file (a regular UTF-8 file of at most 1 MB); a bad file raises and changes nothing."""
        self.load_record(read_record_file(path))

    # ---------------------------------------------------------------- computer
    def set_computer(self, side: str | Player | None, level: int = 2) -> None:
        """Let the computer play ``side`` ("black", "gold" or None for nobody) at ``level`` 1-4."""
        side = parse_side(side)
        self._opponent.configure(side, level)
        who = f"{side.title} is played by the computer, level {level}" if side is not None else "Nobody is played by the computer"
        self._say(f"{who}.")
        self._refresh()

    @property
    def computer(self) -> Opponent:
        return self._opponent

    def _computer_to_act(self) -> bool:
        """Refuse board actions while it is the computer's turn (its move or its fill choice)."""
        if not self._opponent.to_act(self._match):
            return False
        who = self._match.names[self._opponent.side] if self._opponent.side is not None else "the computer"
        self._say(f"It is {who}'s turn, played by the computer: wait for its move.", "warning")
        self._refresh()
        return True

    def _schedule_computer(self) -> None:
        if self._thinking or self._edit is not None or not self._opponent.to_act(self._match):
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        if loop is None or self.computer_delay <= 0:
            self._computer_turn(self._match.state)
            return
        self._thinking = True
        self._refresh()
        loop.call_later(self.computer_delay, self._computer_turn, self._match.state)

    def _computer_turn(self, expected: Any) -> None:
        """Make the computer's move or fill, unless the game changed while it waited."""
        self._thinking = False
        if self._match.state is not expected or self._edit is not None or not self._opponent.to_act(self._match):
            self._refresh()
            return
        with self.hold_sync():
            choice = self._opponent.decide(self._match)
            if isinstance(choice, Fill):
                self.fill(choice)
            else:
                self.play(choice)

    def hint(self) -> dict[str, Any]:
        """Ask the engine for a move for the side to move, with its reason; shown on the board."""
        self._not_editing()
        refusal = self._match.explain(0, 0) if self._match.phase is not Phase.PLAY else None
        if refusal is not None:
            raise IllegalMoveError(refusal.rule or "M7", f"there is no move to hint: {refusal.reason}")
        self._coach["hint"] = advice = hint_view(self._match, self._opponent.think_seconds)
        self._say(advice["text"], "info")
        self._refresh()
        return advice

    def analyse(self) -> dict[str, Any]:
        """The solver's verdict on the round from here (or that it did not finish in time)."""
        self._not_editing()
        self._coach["analysis"] = verdict = analysis_view(self._match, self._opponent.think_seconds)
        self._say(verdict["text"], "info")
        self._refresh()
        return verdict

    # --------------------------------------------------------------- edit mode
    @property
    def editing(self) -> bool:
        return self._edit is not None

    @property
    def editor(self) -> EditSession:
        """The set-up being edited (start with :meth:`edit`)."""
        if self._edit is None:
            raise EditError("the board is not in edit mode: call edit() first")
        return self._edit

    def edit(self) -> EditSession:
        """Enter edit mode, starting from the current position."""
        if self._edit is None:
            self._edit = EditSession(self._match.state)
            self._ui.selected = None
            self._say("Edit mode: pick a tower from the palette or the board, then click a square. "
                      "Press Done to check the position and play from it.")
            self._refresh()
        return self._edit

    def finish_edit(self) -> None:
        """Check the set-up with the engine and play from it; an invalid set-up raises and stays in edit mode."""
        state = self.editor.setup.build()
        match = Match(start=state)
        match.names = self._match.names
        self._match = match
        self._edit = None
        self._say(f"The position is valid: play from here. {status(match.position)}")
        self._refresh()

    def cancel_edit(self) -> None:
        """Leave edit mode without changing the position."""
        self._edit = None
        self._say("Left edit mode; the position is unchanged.")
        self._refresh()

    def _edit_step(self, text: str) -> None:
        self._say(text, "info")
        self._refresh()

    def paste(self, text: str) -> None:
        """Load a position or match text: into the editor in edit mode, otherwise to play from."""
        if not isinstance(text, str):
            raise TypeError(f"a position text is a str, not {type(text).__name__}")
        if self._edit is not None:
            self._edit_step(self._edit.load(parse_match_state(text)))
        else:
            self.load_position(text)

    def explain(self, from_square: str, to_square: str) -> Verdict:
        """D1: would the tower on ``from_square`` be allowed to go to ``to_square``, and why not."""
        return self._match.explain(parse_square(from_square), parse_square(to_square))

    def on_attempt(self, hook: AttemptHook, remove: bool = False) -> None:
        """Register a hook called for every move or fill tried on the board (not from Python).

        The hook gets an :class:`Attempt`; returning a text refuses the attempt and shows the
        text as an error. Exercises use this to check a learner's answer.
        """
        if remove:
            self._attempt_hooks.remove(hook)
        else:
            self._attempt_hooks.append(hook)

    # ---------------------------------------------------- clicks (board or Python)
    def click(self, square: str) -> None:
        """What a click on ``square`` does: select a tower, play a target, or explain (D1).

        In edit mode a click places the picked tower or picks up the tower on the square.
        """
        sq = parse_square(square)
        if self._edit is not None:
            self._edit_step(self._edit.click(sq))
            return
        if self._computer_to_act():
            return
        st = self._match.state
        pos = st.position
        if st.phase is not Phase.PLAY:
            verdict = self._match.explain(sq, sq)
            self._say(str(verdict), "warning", verdict.rule)
            self._refresh()
            return
        sel = self._ui.selected
        if sel is not None:
            for move in moves_from(pos, sel):
                if move.to_square == sq:
                    self._try(Verdict(True, move, None, ""))
                    return
            if sq == sel:  # asks for a pass (M6); a tower that can move must move (M5, S11)
                self._ui.selected = None
                self._try(explain(pos, sel, sel))
                return
        tower = pos.tower_at(sq)
        if tower is not None and tower in pos.movable_towers():
            self._select(sq)
            return
        if sel is not None:  # a move of the selected tower to this square: the engine judges it
            self._try(explain(pos, sel, sq))
            return
        if tower is not None:  # a tower that may not move: the engine says why (T1, T2, S3)
            self._try(explain(pos, sq, sq))
            return
        rule, why = why_this_tower(pos)
        self._say(f"{square_name(sq)} is empty. {why[0].upper()}{why[1:]} Select that tower first.", "info", rule)
        self._refresh()

    def _select(self, sq: int) -> None:
        pos = self._match.position
        tower = pos.tower_at(sq)
        assert tower is not None
        moves = moves_from(pos, sq)
        self._ui.selected = sq
        name = f"{tower.describe()} on {square_name(sq)}"
        if moves and moves[0].is_pass:
            self._say(f"{name} is blocked: click it again to pass (M6).", "warning", "M6")
        elif not moves:
            self._say(f"{name} cannot move; choose another tower (M5).", "warning", "M5")
        else:
            pushes = sum(m.is_push for m in moves)
            extra = f", {pushes} of them a push" if pushes else ""
            self._say(f"{name}: {len(moves)} legal move{'s' if len(moves) != 1 else ''}{extra}.")
        self._refresh()

    def _refused(self, attempt: Attempt) -> bool:
        for hook in list(self._attempt_hooks):
            refusal = hook(attempt)
            if refusal:
                self._say(refusal, "error", attempt.verdict.rule if attempt.verdict else None)
                self._refresh()
                return True
        return False

    def say(self, text: str, kind: str = "info", rule: str | None = None) -> None:
        """Show a message on the board (kind: info, success, warning or error)."""
        if kind not in ("info", "success", "warning", "error"):
            raise ValueError(f"kind is info, success, warning or error, not {kind!r}")
        self._say(str(text), kind, rule)
        self._refresh()

    def _try(self, verdict: Verdict) -> None:
        if self._refused(Attempt("move", verdict=verdict)):
            return
        if not verdict.legal or verdict.move is None:
            self._say(str(verdict), "error", verdict.rule)
            self._refresh()
            return
        self.play(verdict.move)

    def cancel(self) -> None:
        self._ui.selected = None
        self._say("")
        self._refresh()

    # ------------------------------------------------------ front-end messages
    def _on_front_end_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        with self.hold_sync():  # one state update back per user action
            try:
                self._handle_intent(content)
            except (KamisadoError, TypeError, ValueError) as err:
                rule = getattr(err, "rule", None)
                self._say(str(err) if rule else f"Nothing changed: {err}.", "error", rule)
                self._refresh()

    def _handle_intent(self, content: Any) -> None:
        if not isinstance(content, dict):
            raise IntentError(f"a message from the board must be a dict, not {type(content).__name__}")
        kind = content.get("type")
        handlers = {
            "click": self._intent_click, "cancel": lambda c: self.cancel(), "fill": self._intent_fill,
            "undo": lambda c: self.undo(), "redo": lambda c: self.redo(),
            "new_match": self._intent_new_match, "options": self._intent_options,
            "edit": self._intent_edit, "paste": lambda c: self.paste(_field(c, "text", str)),
            "computer": self._intent_computer, "hint": lambda c: self.hint(), "analyse": lambda c: self.analyse(),
        }
        if not isinstance(kind, str) or kind not in handlers:
            raise IntentError(f"unknown message type {kind!r} (known: {', '.join(handlers)})")
        if kind != "options":
            version = _field(content, "version", int)
            if version != self._ui.version:
                raise IntentError(
                    f"that {kind} was made on an older board (version {version}, now {self._ui.version}); "
                    "look again and retry"
                )
        handlers[kind](content)

    def _intent_click(self, content: dict) -> None:
        self.click(_field(content, "square", str))

    def _intent_fill(self, content: dict) -> None:
        direction = Fill.parse(_field(content, "direction", str))
        if self._computer_to_act():
            return
        res = self._match.position.result
        if self._match.phase is not Phase.FILL or res is None:
            self.fill(direction)  # the engine says why there is nothing to fill now (F1, R4)
            return
        if self._refused(Attempt("fill", direction=direction)):
            return
        self.fill(direction, res.winner)

    def _intent_new_match(self, content: dict) -> None:
        self.reset(_field(content, "target", int), _field(content, "layout", str))

    def _intent_computer(self, content: dict) -> None:
        side = _field(content, "side", str)
        level = _field(content, "level", int)
        try:
            self.set_computer(side, level)
        except ValueError as err:
            raise IntentError(str(err)) from None

    def _intent_edit(self, content: dict) -> None:
        action = _field(content, "action", str)
        if action == "start":
            self.edit()
            return
        session = self.editor
        if action == "done":
            self.finish_edit()
        elif action == "cancel":
            self.cancel_edit()
        elif action == "undo":
            self._edit_step(session.undo())
        elif action == "clear":
            self._edit_step(session.clear())
        elif action == "pick":
            self._edit_step(session.pick(parse_tower(_field(content, "tower", str))))
        elif action == "click":
            self._edit_step(session.click(edit_square(_field(content, "square", str))))
        elif action == "remove":
            self._edit_step(session.remove(parse_tower(_field(content, "tower", str))))
        elif action == "rank":
            self._edit_step(session.set_rank(parse_tower(_field(content, "tower", str)), _field(content, "rank", int)))
        elif action == "set":
            if "value" not in content:
                raise IntentError("the 'set' edit has no 'value'")
            self._edit_step(session.set_field(_field(content, "field", str), content["value"]))
        else:
            raise IntentError(
                f"unknown edit action {action!r} (start, done, cancel, undo, clear, pick, click, remove, rank, set)"
            )

    def _intent_options(self, content: dict) -> None:
        known = {"flipped", "colour_blind"}
        given = set(content) - {"type", "version"}
        if not given or given - known:
            raise IntentError(f"options are {', '.join(sorted(known))}, not {', '.join(sorted(given)) or 'nothing'}")
        values = {name: _field(content, name, bool) for name in given}
        with self.hold_trait_notifications():
            for name, value in values.items():
                setattr(self, name, value)


__all__ = ["Attempt", "KamisadoWidget", "IntentError", "IllegalMoveError"]
