"""The board's pointer: what a click, the Pass button and the fill buttons do (D1, M6, F1).

Unlike an action from Python, a try on the board first asks the replay (play on from here?), the
computer's turn (is it the computer's?) and the attempt hooks (an exercise may refuse it).
"""

from __future__ import annotations

from ..engine import Fill, Move, Phase, Square, Verdict, parse_square
from .attempts import Attempt, Refusal
from .clicks import Deselect, Say, Select, read_click, read_pass
from .parts import Board
from .sentences import moves_from

PUSH_PREVIEW = ("A square marked \"push\" is a push (S2): the tower steps onto it, and each arrow shows where a "
                "tower it pushes would go.")
"""Said once per board, the first time a selected tower's targets include a push."""


class Pointer:
    """The board's clicks and buttons for one session (``session.pointer``)."""

    def __init__(self, session: Board) -> None:
        self.session = session

    def _held_back(self) -> bool:
        """While replaying the board asks first; on the computer's turn it waits (True: said so)."""
        return self.session.replay_cursor.ask_to_play_on() or self.session.computer_refuses()

    def click(self, square: str) -> None:
        """What a click on ``square`` does: select a tower, play a target, or explain (D1). In edit mode a
        click places the picked tower or picks up the tower on the square."""
        sq, session = parse_square(square), self.session
        ui, line = session.ui, session.line
        if session.edit_session is not None:
            line.say(session.edit_session.click(sq))
            return
        if self._held_back():
            return
        refused, ui.refused = ui.refused, False
        answer = read_click(session.match, ui.selected, sq, refused=refused, taught=ui.taught)
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
        if self.judged(answer.verdict) is None and ui.selected is not None:
            ui.refused = True  # the tower stays selected: a click on it now keeps it, the right square plays

    def _explain_push_preview(self, sq: Square) -> None:
        """The first time a board previews a push, one sentence says what its marks mean (S2)."""
        ui = self.session.ui
        if ui.push_explained or not ui.controls.get("targets", True):
            return
        if any(m.is_push for m in moves_from(self.session.match.position, sq)):
            ui.push_explained = True
            old = ui.message
            self.session.line.say(f"{old['text']} {PUSH_PREVIEW}", old["kind"], old["rule"])

    def pass_turn(self, square: str) -> None:
        """The board's Pass button (M6): the blocked tower on ``square`` passes, if the engine and the
        attempt hooks agree; otherwise the message says why not (M5, S11, T2)."""
        sq, session = parse_square(square), self.session
        session.check_not_editing()
        if self._held_back():
            return
        session.ui.refused = False
        answer = read_pass(session.match, sq, session.ui.taught)
        if isinstance(answer, Say):
            session.line.say(answer.text, answer.kind, answer.rule)
            return
        session.ui.selected = None
        self._try(answer.verdict)

    def _try(self, verdict: Verdict) -> None:
        self.judged(verdict)

    def judged(self, verdict: Verdict) -> Move | None:
        """Ask the attempt hooks about a try, then play it if they and the engine agree (the move), or say
        why not (None)."""
        session = self.session
        refusal = session.hooks.refusal(Attempt("move", verdict=verdict))
        if isinstance(refusal, Refusal):
            session.line.say(refusal.text, refusal.kind, refusal.rule)
            session.line.draw(refusal.arrows)
        elif refusal:  # the hook's words cite the verdict's rule when they start with it ("T2: ")
            rule = verdict.rule if verdict.rule and refusal.startswith(f"{verdict.rule}: ") else None
            session.line.say(refusal, "error", rule)
        elif not verdict.legal or verdict.move is None:
            session.line.say(str(verdict), "error", verdict.rule)
        else:
            return session.play(verdict.move, judge=False)
        return None

    def board_fill(self, direction: Fill) -> None:
        """The fill button: the Defender's choice, unless the computer or an attempt hook says no."""
        session = self.session
        if self._held_back():
            return
        match = session.match
        res = match.position.result
        if match.phase is not Phase.FILL or res is None:
            session.fill(direction, judge=False)  # the engine says why there is nothing to fill now (F1, R4)
            return
        refusal = session.hooks.refusal(Attempt("fill", direction=direction))
        if isinstance(refusal, Refusal):
            session.line.say(refusal.text, refusal.kind, refusal.rule)
            return
        if refusal:
            session.line.say(refusal, "error")
            return
        session.fill(direction, res.winner, judge=False)
