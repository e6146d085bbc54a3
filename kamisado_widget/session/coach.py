"""The coach: the hint and the analysis the board shows, and dropping them when the game moves on.

The thinking is the engine's (:meth:`~kamisado_widget.session.opponent.Opponent.hint_view`,
:meth:`~kamisado_widget.session.opponent.Opponent.analysis_view`); the coach keeps the last advice with the state it
was given for, so advice about an earlier position is never shown.
"""

from __future__ import annotations

from typing import Any

from ..engine import IllegalMoveError, Match, MatchState, Phase
from .message_line import MessageLine
from .opponent import Opponent
from .replay import ReplayCursor


class Coach:
    """The last hint and analysis of one board (``advice``), for the state ``coached``."""

    def __init__(self, opponent: Opponent, state: MatchState) -> None:
        self.opponent = opponent  # its thinking limits are the coach's too
        self.coached = state
        self.advice: dict[str, Any] = {"hint": None, "analysis": None}

    def hint(self, match: Match) -> dict[str, Any]:
        """A move for the side to move, with its reason; raises when there is no move to hint (M7, R4)."""
        refusal = match.explain(0, 0) if match.phase is not Phase.PLAY else None
        if refusal is not None:
            raise IllegalMoveError(refusal.rule or "M7", f"there is no move to hint: {refusal.reason}")
        advice = self.opponent.hint_view(match)
        self.advice["hint"] = advice
        return advice

    def analyse(self, match: Match) -> dict[str, Any]:
        """The solver's verdict on the round from here (or that it did not finish in time)."""
        verdict = self.opponent.analysis_view(match)
        self.advice["analysis"] = verdict
        return verdict

    def advise(self, advice: dict[str, Any], cursor: ReplayCursor, line: MessageLine) -> dict[str, Any]:
        """Show ``advice`` (a hint or an analysis) on the game: the replay ends and the line says it."""
        cursor.leave()
        line.say(advice["text"])
        return advice

    def follow(self, state: MatchState) -> None:
        """The board now shows the game at ``state``: advice about another state no longer applies."""
        if state is not self.coached:
            self.coached = state
            self.advice = {"hint": None, "analysis": None}
