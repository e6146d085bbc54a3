"""The match on a board and what changes it: moves, fills, taking back and again, a new or loaded match.

A :class:`Game` belongs to one board session (``session.game``); the session's actions call it and tell
the listeners. Each change says what happened on the board's feedback line.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import TARGETS, Fill, Layout, Match, Move, Player, Position, UndoError
from ..engine.explain import explain
from .new_match import new_match
from .parts import Board
from .sentences import describe_move


class Game:
    """The board's ``match`` and the moves, fills and loads that change it.

    ``start`` is the number of the match's events that undo cannot take back: 0, or the moves of a task's
    past and position once loaded with ``as_start`` (an exercise's board).
    """

    def __init__(self, session: Board, match: Match) -> None:
        self.session = session
        self.match = match
        self.start = 0
        self.start_fixed = False

    def replace(self, match: Match, text: str, announce: bool = False) -> None:
        """Play on ``match`` from now (a new, loaded or edited match): the game shown, edit mode left."""
        session = self.session
        session.replay_cursor.leave()
        self.match, session.edit_session, session.ui.selected = match, None, None
        self.start, self.start_fixed = 0, False
        session.line.say(text, announce=announce)

    def play(self, move: Move | str, judge: bool = True) -> Move | None:
        """Play a move (``"c1-c6"``, ``"e4>e5"``, ``"d2="`` or a Move); illegal moves raise.

        On a board with a task (an exercise registered with ``on_attempt``) the move is judged as a click
        would be: a refused move changes nothing, the message line says why, and the result is None. The
        task itself plays its own moves (a reply, "Show me") with ``judge=False``.
        """
        self.session.check_not_editing()
        if judge and self.session.hooks.active:
            verdict = self.match.explain_move(move)
            if not verdict.legal and verdict.rule == "M3" and "S" not in self.session.ui.taught:
                move = Move.from_text(move) if isinstance(move, str) else move  # the M3 sentence without Sumos
                verdict = explain(self.match.position, move.from_square, move.to_square, move.kind, sumos=False)
            return self.session.try_move(verdict)
        before = self.match.position
        played = self.match.play(move)
        self._after_move(before, played)
        return played

    def _after_move(self, before: Position, played: Move) -> None:
        self.session.ui.selected = None
        after = self.match.position
        kind = "success" if after.result is not None else "info"
        self.session.line.say(describe_move(before, after, played, self.session.ui.taught), kind, announce=True)

    def fill(self, direction: Fill | str, player: Player | None = None, judge: bool = True) -> None:
        """The Defender's refill choice after a round (F1-F5); on a board with a task it is judged as the
        fill buttons are (see :meth:`play`)."""
        self.session.check_not_editing()
        if judge and self.session.hooks.active and player is None:
            self.session.board_fill(Fill.parse(direction))
            return
        self.match.fill(direction, player)
        self.session.ui.selected = None
        names, pos = self.match.names, self.match.position
        self.session.line.say(
            f"Both home rows were filled from the {Fill.parse(direction).value} (F1-F4). Round "
            f"{self.match.round_number}: {names[pos.turn]} is the Challenger and moves first (R3, T1).",
            announce=True,
        )

    def undo(self) -> None:
        """Take back the last move or fill; against the computer, back to your own turn."""
        session, match = self.session, self.match
        session.check_not_editing()
        if self.start_fixed and len(match.events) <= self.start:
            raise UndoError(
                "there is nothing to undo: this board starts at its task's position (press Reset to start again)"
            )
        session.replay_cursor.leave()
        taken = [match.undo()]
        while session.opponent.to_act(match) and match.can_undo and len(match.events) > self.start:
            taken.append(match.undo())
        session.ui.selected = None
        session.line.say(f"Took back {', '.join(e.text() for e in reversed(taken))}.", announce=True)

    def redo(self) -> None:
        """Play again the last move or fill taken back."""
        self.session.check_not_editing()
        self.session.replay_cursor.leave()
        before = self.match.position
        event = self.match.redo()
        if isinstance(event, Move):
            self._after_move(before, event)
        else:
            self.session.ui.selected = None
            self.session.line.say(f"Replayed {event.text()}.", announce=True)

    def reset(self, target: int | None = None, layout: str | Layout | None = None) -> None:
        """Start a new match (by default with the same target and layout); leaves edit mode."""
        match = new_match(
            None, None,
            self.match.target if target is None else target,
            self.match.start.position.layout if layout is None else layout,
        )
        match.names = self.match.names
        points = f"point{'s' if match.target > 1 else ''}"
        self.replace(match, f"New {TARGETS[match.target]} match to {match.target} {points} (R1).", announce=True)

    def load_position(self, text: str, past: Sequence[str] = (), as_start: bool = False) -> None:
        """Continue from a position or match text, with the ``past`` moves played from it (shown as the last
        move); an invalid text or past move raises and changes nothing. With ``as_start`` the loaded state is
        the board's start: undo does not take back the ``past`` (an exercise's board)."""
        match = Match.from_text(text, past)
        match.names = self.match.names
        self.replace(match, "Position loaded.")
        if as_start:
            self.start, self.start_fixed = len(match.events), True

    def load_record(self, text: str) -> None:
        """Replace the match by one replayed from a record (with its names); a bad record raises."""
        self.replace(Match.from_record(text), "Record loaded.")
