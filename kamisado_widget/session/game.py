"""The match on a board and what changes it: moves, fills, taking back and again (undo and redo), a new or
loaded match, and :func:`new_match`, a match from a position or match text, a record, or the initial position.

A :class:`Game` belongs to one board session (``session._game``); the session's actions call it and tell the
listeners. Each change says what happened on the board's feedback line. A move or fill comes here checked
already: the session asks the pointer's hooks first when the board has a task (:mod:`.pointer`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..engine import TARGETS, Fill, Layout, Match, Move, Player, Position, UndoError
from ..engine.catalogue import _, ngettext
from ..engine.words import parse_layout
from .computer import Opponent
from .replay import ReplayCursor
from .sentences import MessageLine, describe_move, name_of
from .state import UiState


class Game:
    """The board's ``match`` and the moves, fills and loads that change it.

    ``start`` is the number of the match's events that undo cannot take back: 0, or the moves of a task's
    past and position once loaded with ``as_start`` (an exercise's board).
    """

    def __init__(
        self, match: Match, ui: UiState, line: MessageLine, cursor: ReplayCursor, opponent: Opponent,
        guard: Callable[[], None],
    ) -> None:
        self.match = match
        self.start = 0
        self.start_fixed = False
        self.ui, self.line, self.cursor, self.opponent, self._guard = ui, line, cursor, opponent, guard

    def replace(self, match: Match, text: str, announce: bool = False) -> None:
        """Play on ``match`` from now (a new, loaded or edited match): the game shown. (The session leaves
        edit mode.)"""
        self.cursor.leave()
        self.match, self.ui.selected = match, None
        self.start, self.start_fixed = 0, False
        self.line.say(text, announce=announce)

    def play(self, move: Move | str) -> Move:
        """Play a move (``"c1-c6"``, ``"e4>e5"``, ``"d2="`` or a Move); illegal moves raise."""
        self._guard()
        before = self.match.position
        played = self.match.play(move)
        self._after_move(before, played)
        return played

    def _after_move(self, before: Position, played: Move) -> None:
        self.ui.selected = None
        after = self.match.position
        kind = "success" if after.result is not None else "info"
        self.line.say(describe_move(before, after, played, self.ui.taught), kind, announce=True)

    def fill(self, direction: Fill | str, player: Player | None = None) -> None:
        """The Defender's refill choice after a round (F1-F5)."""
        self._guard()
        self.match.fill(direction, player)
        self.ui.selected = None
        pos = self.match.position
        names = {"number": self.match.round_number, "player": name_of(self.match, pos.turn)}
        if Fill.parse(direction) is Fill.LEFT:
            text = _("Both home rows were filled from the left (F1-F4). Round {number}: {player} is the Challenger "
                     "and moves first (R3, T1).")
        else:
            text = _("Both home rows were filled from the right (F1-F4). Round {number}: {player} is the Challenger "
                     "and moves first (R3, T1).")
        self.line.say(text.format(**names), announce=True)

    def undo(self) -> None:
        """Take back the last move or fill; against the computer, back to your own turn."""
        match = self.match
        self._guard()
        if self.start_fixed and len(match.events) <= self.start:
            raise UndoError(
                _("There is nothing to undo: this board starts at its task's position. Press Reset to start again.")
            )
        self.cursor.leave()
        taken = [match.undo()]
        while self.opponent.to_act(match) and match.can_undo and len(match.events) > self.start:
            taken.append(match.undo())
        self.ui.selected = None
        # Translators: {moves} lists moves in notation, "c1-c6, d8-d3".
        self.line.say(_("Took back {moves}.").format(moves=", ".join(e.text() for e in reversed(taken))),
                      announce=True)

    def redo(self) -> None:
        """Play again the last move or fill taken back."""
        self._guard()
        self.cursor.leave()
        before = self.match.position
        event = self.match.redo()
        if isinstance(event, Move):
            self._after_move(before, event)
        else:
            self.ui.selected = None
            if event.direction is Fill.LEFT:
                self.line.say(_("Filled the home rows from the left again (F1)."), announce=True)
            else:
                self.line.say(_("Filled the home rows from the right again (F1)."), announce=True)

    def reset(self, target: int | None = None, layout: str | Layout | None = None) -> None:
        """Start a new match (by default with the same target and layout); leaves edit mode."""
        match = new_match(
            None, None,
            self.match.target if target is None else target,
            self.match.start.position.layout if layout is None else layout,
        )
        match.names = self.match.names
        # Translators: {length} is the match's length by name ("Standard", "Single round", "Long", "Marathon").
        text = ngettext("New {length} match to {count} point (R1).", "New {length} match to {count} points (R1).",
                        match.target)
        self.replace(match, text.format(length=_(TARGETS[match.target]), count=match.target), announce=True)

    def load_position(self, text: str, past: Sequence[str] = (), as_start: bool = False) -> None:
        """Continue from a position or match text, with the ``past`` moves played from it (shown as the last
        move); an invalid text or past move raises and changes nothing. With ``as_start`` the loaded state is
        the board's start: undo does not take back the ``past`` (an exercise's board)."""
        match = Match.from_text(text, past)
        match.names = self.match.names
        self.replace(match, _("Position loaded."))
        if as_start:
            self.start, self.start_fixed = len(match.events), True

    def load_record(self, text: str) -> None:
        """Replace the match by one replayed from a record (with its names); a bad record raises."""
        self.replace(Match.from_record(text), _("Record loaded."))


def new_match(
    position: str | None, record: str | None, target: int, layout: str | Layout, past: Sequence[str] = ()
) -> Match:
    """A match from a position or match text (with the ``past`` moves played from it, each checked), from a
    record, or from the initial position."""
    if position is not None and record is not None:
        raise TypeError(_("Give either position= or record=, not both."))
    if past:
        if position is None:
            raise TypeError(_("The past= moves are played from a position: give position= too."))
        return Match.from_text(position, past)
    if record is not None:
        return Match.from_record(record)
    if position is not None:
        return Match.from_text(position)
    return Match(target, parse_layout(layout))
