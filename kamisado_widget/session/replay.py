"""The move list and replay: the match's rounds and moves for the page, and a replay cursor.

The ``history`` trait (docs/widget-protocol.md) lists every round of the match with its moves in
notation, who made each, the round's result and the fill choice that followed it. Replaying shows
an earlier state of the match (``UiState.replay``, an index into ``match.states``) without changing
the match; a board action while replaying asks first: "Play on from here" takes the later events
back with the match's undo (Redo brings them back until a new move is played), or "Back to the game".

:class:`ReplayCursor` carries out the replay actions; a
:class:`~kamisado_widget.session.board_session.BoardSession` holds one (``session._replay``) and tells
its listeners once per action.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..engine import Fill, KamisadoError, Match, Move
from ..engine.catalogue import _, ngettext
from ..engine.excerpt import excerpt
from ..engine.match import Event, FillChoice
from ..engine.words import all_of
from .sentences import MessageLine, move_sentence, name_of, status
from .state import UiState, shown_ply


class ReplayError(KamisadoError):
    """A replay request that cannot be carried out (the message says why)."""


def _where(match: Match, ply: int) -> tuple[int, int, int]:
    """The round number, the number of the move within its round, and the round's move count so far,
    for the move that led to state ``ply`` (the move number is 0 at a round's start)."""
    start, number = 0, match.states[0].round_number
    for i, event in enumerate(match.events[:ply], 1):
        if isinstance(event, FillChoice):
            start, number = i, match.states[i].round_number
    later = match.events[start:]
    total = next((i for i, e in enumerate(later) if isinstance(e, FillChoice)), len(later))
    return number, ply - start, total


def replay_status(match: Match, ply: int) -> str:
    """The headline while replaying state ``ply``: which move, what it did, and who moved next."""
    after = match.states[ply]
    several = len(match.rounds()) > 1 or match.start.round_number > 1
    round_number, move_number, total = _where(match, ply)
    if ply == 0:
        head = _("Replaying: the start of the match, before its first move.")
    else:
        event = match.events[ply - 1]
        if isinstance(event, FillChoice):
            names = {"number": round_number, "player": name_of(match, event.player)}
            if event.direction is Fill.LEFT:
                head = _("Replaying: round {number} begins — {player} chose to fill from the left (F1).")
            else:
                head = _("Replaying: round {number} begins — {player} chose to fill from the right (F1).")
            head = head.format(**names)
        else:
            assert isinstance(event, Move)
            what = move_sentence(match.states[ply - 1].position, after.position, event)
            # Translators: {move} is a whole sentence about the move ("Black's Red moved from c1 to c6.").
            if several:
                head = _("Replaying: round {round}, after move {number} of {total} — {move}")
            else:
                head = _("Replaying: after move {number} of {total} — {move}")
            head = head.format(round=round_number, number=move_number, total=total, move=what)
    pos = after.position
    return f"{head} {pos.result.describe() if pos.result is not None else status(pos)}"


def replay_where(match: Match, ply: int) -> str:
    """The replay bar's short count, the same as the status's: "Move 10 of 47" (in the round), "Start", or the
    fill that began a round. Moves are counted, never refills."""
    if ply == 0:
        return _("Start of the match")
    round_number, move_number, total = _where(match, ply)
    if move_number == 0:
        return _("Round {number} begins (the refill)").format(number=round_number)
    several = len(match.rounds()) > 1 or match.start.round_number > 1
    if several:
        return _("Round {round} · Move {number} of {total}").format(round=round_number, number=move_number,
                                                                   total=total)
    return _("Move {number} of {total}").format(number=move_number, total=total)


def later_words(events: Sequence[Event]) -> str:
    """The moves and refills after a replayed state, counted apart: "46 later moves and 1 refill" (what is
    taken back: the sentences that use it take it as their object)."""
    moves = sum(isinstance(e, Move) for e in events)
    fills = len(events) - moves
    parts = []
    if moves:
        # Translators: what playing on takes back (the object of "took back"); {count} is a number.
        parts.append(ngettext("{count} later move", "{count} later moves", moves).format(count=moves))
    if fills:
        # Translators: what playing on takes back (the object of "took back"); {count} is a number.
        parts.append(ngettext("{count} refill", "{count} refills", fills).format(count=fills))
    return all_of(parts)


class ReplayCursor:
    """Which earlier state of the match the board shows, and the actions that move it.

    ``match`` gives the board's current match (a new match replaces it), ``ui`` holds the cursor, ``line``
    is the board's feedback line and ``guard`` raises when the board cannot replay (edit mode).
    """

    def __init__(self, match: Callable[[], Match], ui: UiState, line: MessageLine, guard: Callable[[], None]) -> None:
        self._match, self.ui, self.line, self._guard = match, ui, line, guard

    # ------------------------------------------------------------ state
    @property
    def replaying(self) -> int | None:
        """The state the board shows while replaying (an index into ``match.states``), or None on the game."""
        match = self._match()
        ply = shown_ply(match, self.ui)
        return None if ply == len(match.states) - 1 else ply

    def leave(self) -> None:
        """Show the game again, without a word (an action on the live game follows)."""
        self.ui.replay, self.ui.replay_asking = None, False

    # ---------------------------------------------------------- actions
    def replay(self, ply: int) -> None:
        """Show the match's state ``ply`` (0 = its start, ``len(match.events)`` = the game now) without
        changing the match; the board shows that position, its last move and a "Replaying" status. A ply out
        of range raises and changes nothing."""
        self._guard()
        match = self._match()
        last = len(match.states) - 1
        if not isinstance(ply, int) or isinstance(ply, bool):
            raise TypeError(
                _("A position to replay is a whole number from 0 to {last}, not {kind}.").format(
                    last=last, kind=type(ply).__name__
                )
            )
        if not 0 <= ply <= last:
            raise ReplayError(
                _("There is no position {value} to replay: the match has positions 0 (its start) to {last} (the game "
                  "now), one after each move or fill.").format(value=excerpt(ply), last=last)
            )
        if ply == last:
            self.live()
            return
        self.ui.replay, self.ui.replay_asking, self.ui.selected = ply, False, None
        self.line.say("")
        self.ui.announce = replay_status(match, ply)

    def replay_step(self, by: int = 1) -> None:
        """Step the replay back (``by`` < 0) or forward; from the game, a step back starts replaying.
        Stepping stops at the match's start and at the game (then the board shows the game again)."""
        if not isinstance(by, int) or isinstance(by, bool):
            raise TypeError(
                _("A replay step is a whole number such as -1 or 1, not {kind}.").format(kind=type(by).__name__)
            )
        self._guard()
        match = self._match()
        last = len(match.states) - 1
        ply = shown_ply(match, self.ui)
        if by < 0 and ply == 0:
            self.line.say(_("This is the start of the match: there is no earlier move."))
        elif by > 0 and ply == last:
            self.line.say(_("This is the game now: there is no later move."))
        else:
            self.replay(max(0, min(last, ply + by)))

    def live(self) -> None:
        """Stop replaying: the board shows the game as it stands."""
        text = _("Back to the game.") if self.replaying is not None else _("The board shows the game.")
        self.leave()
        self.line.say(text, announce=True)

    def play_on(self) -> None:
        """Play on from the replayed position: the later moves and fills are taken back with the match's
        undo (Redo brings them back until a new move is played). Raises when not replaying."""
        self._guard()
        ply = self.replaying
        if ply is None:
            raise ReplayError(_("The board shows the game already: there is nothing to play on from."))
        match = self._match()
        taken = [match.undo() for _ in range(len(match.states) - 1 - ply)]
        self.leave()
        self.ui.selected = None
        # Translators: {later} counts what was taken back ("2 later moves and 1 refill"); {events} lists it in
        # notation ("fill left, c1-c6").
        text = ngettext(
            "Playing on from here: took back {later} ({events}). Redo brings it back until you play a new move.",
            "Playing on from here: took back {later} ({events}). Redo brings them back until you play a new move.",
            len(taken),
        )
        self.line.say(
            text.format(later=later_words(taken), events=", ".join(e.text() for e in reversed(taken))), announce=True
        )

    def ask_to_play_on(self) -> bool:
        """A board action while replaying does not play: it asks first (True when it asked)."""
        ply = self.replaying
        if ply is None:
            return False
        match = self._match()
        later = len(match.states) - 1 - ply
        self.ui.replay_asking, self.ui.selected = True, None
        # Translators: {later} counts what playing on takes back ("2 later moves and 1 refill").
        text = ngettext(
            "You are replaying an earlier position. Play on from here (this takes back {later}; Redo brings it back "
            "until you play a new move), or go back to the game.",
            "You are replaying an earlier position. Play on from here (this takes back {later}; Redo brings them "
            "back until you play a new move), or go back to the game.",
            later,
        )
        self.line.say(text.format(later=later_words(match.events[ply:])), "warning")
        return True
