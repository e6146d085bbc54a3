"""The board's pointer: what a click, the Pass button and the fill buttons do (D1, M6, F1), and the attempt
hooks that may refuse what the learner tries (exercises use them).

What a click means in play is a pure answer (:func:`read_click`): select a tower, try a move, or say why not.
Clicking the selected tower again drops the selection, and a click on an empty square with nothing selected is a
neutral hint, not a rule error (no click traps); a pass is a deliberate act of its own (:func:`read_pass`, M6).
The natural next clicks work: after a refused try the tower stays selected, so its right square can be clicked at
once, and a click on the tower itself then keeps it selected (it does not drop it); a click on another of the
mover's own towers is a new choice of tower (selected, or refused with T1/T2), never a move onto it. The answer
depends only on the match, the selected square, the square clicked, whether the last try was refused and the
rule families the board's words may name; the :class:`Pointer` carries it out.

Unlike an action from Python, a try on the board first asks the replay (play on from here?), the computer's turn
(is it the computer's?) and the attempt hooks (an exercise may refuse it). A move from Python on a board with a
task is checked the same way (:meth:`Pointer.try_move`), then goes down to the game once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeAlias

from ..engine import Fill, Match, Move, Phase, Position, Square, Verdict, explain, square_name
from ..engine.catalogue import N_, _, ngettext
from .computer import ComputerClock
from .game import Game
from .replay import ReplayCursor
from .sentences import MessageLine, compose, moves_from, pass_offer, round_end
from .state import ALL_FAMILIES, UiState


# ------------------------------------------------------------ what the learner tried, and the hooks that check it
@dataclass(frozen=True)
class Attempt:
    """Something the user tried on the board: a move (with the engine's verdict, D1) or a fill choice."""

    kind: str  # "move" or "fill"
    verdict: Verdict | None = None
    direction: Fill | None = None


@dataclass(frozen=True)
class TaskRefusal:
    """A task's refusal of what the learner tried (an attempt hook's answer; the rules' own reason is the
    engine's :class:`~kamisado_widget.engine.core.Refusal`), with its look: ``kind`` (error, or info for
    "solved already") and the rule badge;
    ``arrows``: moves the board draws with it (e.g. the opponent's answer to a losing try, "d2-d8"), each with its
    kind ("answer" or "tried", see :meth:`~kamisado_widget.session.BoardSession.show_arrows`)."""

    text: str
    kind: str = "error"
    rule: str | None = None
    arrows: tuple[tuple[str, str], ...] = ()  # (move text, kind) pairs


AttemptHook: TypeAlias = Callable[[Attempt], "str | TaskRefusal | None"]
"""Called before an attempt is carried out; return a refusal (a text, shown as an error, or a
:class:`TaskRefusal`) to stop it."""


class AttemptHooks:
    """The hooks registered with ``on_attempt``, asked in order."""

    def __init__(self) -> None:
        self._hooks: list[AttemptHook] = []

    def add(self, hook: AttemptHook) -> None:
        self._hooks.append(hook)

    def remove(self, hook: AttemptHook) -> None:
        self._hooks.remove(hook)

    @property
    def active(self) -> bool:
        """Some hook is registered: the board has a task (an exercise), so moves from Python are checked too."""
        return bool(self._hooks)

    def refusal(self, attempt: Attempt) -> str | TaskRefusal | None:
        """The first hook's refusal, or None when every hook lets the attempt through."""
        for hook in list(self._hooks):
            refusal = hook(attempt)
            if refusal:
                return refusal
        return None


# ------------------------------------------------------------ what a click means (pure)
@dataclass(frozen=True)
class Say:
    """Nothing to do but tell the user something (kind: info or warning, with its rule)."""

    text: str
    kind: str = "info"
    rule: str | None = None


@dataclass(frozen=True)
class Select:
    """Select the tower on ``square`` and show its targets; the text describes its moves."""

    square: Square
    text: str
    kind: str = "info"
    rule: str | None = None


@dataclass(frozen=True)
class Deselect:
    """Drop the selection (the selected tower was clicked again) and say so."""

    text: str
    kind: str = "info"
    rule: str | None = None


@dataclass(frozen=True)
class Try:
    """Try a move the engine has decided on (legal or not); ``deselect`` drops the selection first."""

    verdict: Verdict
    deselect: bool = False


def read_click(
    match: Match, selected: Square | None, sq: Square, *, refused: bool = False, taught: frozenset[str] = ALL_FAMILIES
) -> Say | Select | Try | Deselect:
    """What a click on ``sq`` means with ``selected`` selected (None: nothing selected); ``refused``: the last
    click's try with the selected tower was refused; ``taught``: the rule families the words may name.

    Clicking the selected tower again drops the selection (after a refused try it keeps it): it never plays a
    move. A blocked tower passes only by the deliberate pass (:func:`read_pass`, the board's Pass button, M6).
    """
    if match.phase is not Phase.PLAY:
        return round_over(match, sq, taught)
    pos = match.position
    sumos = "S" in taught
    if selected is not None and sq == selected:
        return selection(pos, sq) if refused else deselection(pos, sq)
    if selected is not None:
        for move in moves_from(pos, selected):
            if move.to_square == sq and not move.is_pass:
                return Try(Verdict(True, move, None, ""))
    tower = pos.tower_at(sq)
    if tower is not None and tower in pos.movable_towers():
        return selection(pos, sq)
    if selected is not None:  # a move of the selected tower to this square: the engine decides it
        verdict = explain(pos, selected, sq, sumos=sumos)
        pushing = verdict.rule is not None and verdict.rule.startswith("S")  # a push the rules forbid: say why
        if tower is None or tower.player is not pos.turn or pushing:
            return Try(verdict)
        # Another of the mover's own towers: the learner meant to choose it, not to move onto it (T1, T2).
    if tower is not None:  # a tower that may not move: the engine says why (T1, T2, S3)
        return Try(explain(pos, sq, sq, sumos=sumos))
    # An empty square with nothing selected is a slip (often right after dropping a selection), not a broken
    # rule: a neutral hint, without a rule badge, that names no tower (a task may be about which one moves).
    return Say(_("The square {square} is empty: first click the tower you want to move, then the square to move it "
                 "to.").format(square=square_name(sq)))


def read_pass(match: Match, sq: Square, taught: frozenset[str] = ALL_FAMILIES) -> Say | Try:
    """The deliberate pass (M6) of the tower on ``sq``: the engine decides it (M5, S11, T2 refuse it)."""
    if match.phase is not Phase.PLAY:
        return round_over(match, sq, taught)
    return Try(explain(match.position, sq, sq, sumos="S" in taught), deselect=True)


def round_over(match: Match, sq: Square, taught: frozenset[str] = ALL_FAMILIES) -> Say:
    """A click after the round's end: the engine's refusal (R4, F1), or, on a board whose learner has not met
    matches (R) yet, only that the round is over and who won it."""
    res = match.position.result
    if "R" in taught or res is None:
        verdict = match.explain(sq, sq)
        return Say(str(verdict), "warning", verdict.rule)
    # The round's end cites its rule in its own words ("home row reached, M7"): no badge beside it.
    return Say(compose(None, _("The round is over."), round_end(match, match.state, taught)), "warning")


def deselection(pos: Position, sq: Square) -> Deselect:
    """Clicking the selected tower again: the selection is dropped, nothing is played."""
    tower = pos.tower_at(sq)
    assert tower is not None
    names = {"tower": tower.describe(), "square": square_name(sq)}
    if pass_offer(pos) is not None:
        return Deselect(
            _("{tower} on {square} is no longer selected. It is blocked: press Pass to pass (M6).").format(**names),
            "warning", "M6",
        )
    return Deselect(_("{tower} on {square} is no longer selected.").format(**names))


def selection(pos: Position, sq: Square) -> Select:
    """Selecting the tower on ``sq``: how many moves it has, or that it must pass (M6) or cannot move (M5)."""
    tower = pos.tower_at(sq)
    assert tower is not None
    moves = [m for m in moves_from(pos, sq) if not m.is_pass]
    names = {"tower": tower.describe(), "square": square_name(sq), "count": len(moves)}
    if not moves and pass_offer(pos) is not None:
        return Select(sq, _("{tower} on {square} is blocked: press Pass under the board to pass (M6).").format(**names),
                      "warning", "M6")
    if not moves:
        return Select(sq, _("{tower} on {square} cannot move; choose another tower (M5).").format(**names),
                      "warning", "M5")
    pushes = sum(m.is_push for m in moves)
    if pushes and pushes == len(moves):
        text = ngettext("{tower} on {square}: {count} legal move: a push.",
                        "{tower} on {square}: {count} legal moves, all of them pushes.", len(moves))
    elif pushes:  # a Sumo has at most one push (S4)
        text = ngettext("{tower} on {square}: {count} legal move, {pushes} of them a push.",
                        "{tower} on {square}: {count} legal moves, {pushes} of them a push.", len(moves))
    else:
        text = ngettext("{tower} on {square}: {count} legal move.", "{tower} on {square}: {count} legal moves.",
                        len(moves))
    return Select(sq, text.format(pushes=pushes, **names))


# ------------------------------------------------------------ the pointer
PUSH_PREVIEW = N_("A square marked \"push\" is a push (S2): the tower steps onto it, and each arrow shows where a "
                  "tower it pushes would go.")
# Said once per board, the first time a selected tower's targets include a push (translated where it is said).


class Pointer:
    """The board's clicks and buttons for one session, and its attempt hooks (``hooks``)."""

    def __init__(
        self, game: Game, ui: UiState, line: MessageLine, cursor: ReplayCursor, clock: ComputerClock,
        guard: Callable[[], None],
    ) -> None:
        self.game, self.ui, self.line, self.cursor, self.clock, self._guard = game, ui, line, cursor, clock, guard
        self.hooks = AttemptHooks()

    def _held_back(self) -> bool:
        """While replaying the board asks first; on the computer's turn it waits (True: said so)."""
        return self.cursor.ask_to_play_on() or self.clock.refuses(self.line)

    def click(self, sq: Square) -> None:
        """What a click on square ``sq`` does in play: select a tower, play a target, or explain (D1)."""
        ui, line = self.ui, self.line
        if self._held_back():
            return
        refused, ui.refused = ui.refused, False
        answer = read_click(self.game.match, ui.selected, sq, refused=refused, taught=ui.taught)
        if isinstance(answer, Select):
            ui.selected = answer.square
        if isinstance(answer, Deselect):
            ui.selected = None
        if isinstance(answer, (Say, Select, Deselect)):
            line.say(answer.text, answer.kind, answer.rule)
            if isinstance(answer, Select):
                self._explain_push_preview(answer.square)
            return
        if answer.deselect:
            ui.selected = None
        if self.play_or_refuse(answer.verdict) is None and ui.selected is not None:
            ui.refused = True  # the tower stays selected: a click on it now keeps it, the right square plays

    def _explain_push_preview(self, sq: Square) -> None:
        """The first time a board previews a push, one sentence says what its marks mean (S2)."""
        ui = self.ui
        if ui.push_explained or not ui.controls.get("targets", True):
            return
        if any(m.is_push for m in moves_from(self.game.match.position, sq)):
            ui.push_explained = True
            old = ui.message
            self.line.say(compose(old["rule"], old["text"], _(PUSH_PREVIEW)), old["kind"], old["rule"])

    def pass_turn(self, sq: Square) -> None:
        """The board's Pass button (M6): the blocked tower on square ``sq`` passes, if the engine and the
        attempt hooks agree; otherwise the message says why not (M5, S11, T2)."""
        self._guard()
        if self._held_back():
            return
        self.ui.refused = False
        answer = read_pass(self.game.match, sq, self.ui.taught)
        if isinstance(answer, Say):
            self.line.say(answer.text, answer.kind, answer.rule)
            return
        self.ui.selected = None
        self.play_or_refuse(answer.verdict)

    def try_move(self, move: Move | str) -> Move | None:
        """A move from Python on a board with a task, checked as a click would be (see :meth:`play_or_refuse`)."""
        self._guard()
        match = self.game.match
        verdict = match.explain_move(move)
        if not verdict.legal and verdict.rule == "M3" and "S" not in self.ui.taught:
            move = Move.from_text(move) if isinstance(move, str) else move  # the M3 sentence without Sumos
            verdict = explain(match.position, move.from_square, move.to_square, move.kind, sumos=False)
        return self.play_or_refuse(verdict)

    def play_or_refuse(self, verdict: Verdict) -> Move | None:
        """Ask the attempt hooks about a try, then play it if they and the engine agree (the move), or say
        why not (None)."""
        line = self.line
        refusal = self.hooks.refusal(Attempt("move", verdict=verdict))
        if isinstance(refusal, TaskRefusal):
            line.say(refusal.text, refusal.kind, refusal.rule)
            line.draw(refusal.arrows)
        elif refusal:  # the hook's words cite the verdict's rule when they start with it ("T2: ")
            rule = verdict.rule if verdict.rule and refusal.startswith(f"{verdict.rule}: ") else None
            line.say(refusal, "error", rule)
        elif not verdict.legal or verdict.move is None:
            line.say(str(verdict), "error", verdict.rule)
        else:
            return self.game.play(verdict.move)
        return None

    def board_fill(self, direction: Fill) -> None:
        """The fill button: the Defender's choice, unless the computer or an attempt hook says no."""
        if self._held_back():
            return
        match = self.game.match
        res = match.position.result
        if match.phase is not Phase.FILL or res is None:
            self.game.fill(direction)  # the engine says why there is nothing to fill now (F1, R4)
            return
        refusal = self.hooks.refusal(Attempt("fill", direction=direction))
        if isinstance(refusal, TaskRefusal):
            self.line.say(refusal.text, refusal.kind, refusal.rule)
            return
        if refusal:
            self.line.say(refusal, "error")
            return
        self.game.fill(direction, res.winner)
