"""A board's game reviews: which round is reviewed, the work in progress, the finished reviews and their view.

A review grades one round of the match on the board (:mod:`kamisado_widget.engine.ai.review`): the round shown
(while replaying, the replayed state's round), once it has ended or when the match came from a record. The work
is done one position per step: the board session runs the steps one after another in plain Python, or one per
turn of the kernel's event loop when the widget gives it a timer, so the page stays live meanwhile. A finished
review is kept for its round as long as the round's moves are the same; a record saved keeps it
(:func:`~kamisado_widget.engine.record.review_line`) and a record loaded brings it back.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..engine import KamisadoError, Match, NotationError
from ..engine.ai.review import DEFAULT_REVIEW_NODES, Review, Reviewer, Value
from ..engine.catalogue import _
from ..engine.match import RoundRecord
from ..engine.record import parse_record, review_line

REVIEW_NODES_ENV = "KAMISADO_REVIEW_NODES"


def review_nodes() -> int:
    """The solver's node budget per position of a board's review: :data:`DEFAULT_REVIEW_NODES`, or the environment
    variable ``KAMISADO_REVIEW_NODES`` when it holds a whole number (the tests' smaller budget)."""
    value = os.environ.get(REVIEW_NODES_ENV, "")
    return int(value) if value.isdigit() and int(value) > 0 else DEFAULT_REVIEW_NODES


class ReviewError(KamisadoError):
    """A review asked for a round that cannot be reviewed (yet)."""


@dataclass(frozen=True)
class RoundAt:
    """One round of the match with the match state its start is (``first_ply``)."""

    record: RoundRecord
    first_ply: int

    @property
    def number(self) -> int:
        return self.record.number


def rounds_at(match: Match) -> list[RoundAt]:
    """Every round of ``match`` with the index of its start in ``match.states``."""
    out, ply = [], 0
    for record in match.rounds():
        out.append(RoundAt(record, ply))
        ply += len(record.moves) + 1  # the moves, then the fill that started the next round
    return out


def round_shown(match: Match, ply: int) -> RoundAt:
    """The round that state ``ply`` belongs to."""
    found = rounds_at(match)
    return [r for r in found if r.first_ply <= ply][-1]


def _same(review: Review, at: RoundAt) -> bool:
    return review.start == at.record.start and review.moves == at.record.moves and review.first_ply == at.first_ply


class Reviews:
    """The reviews of the match on a board, and the one being worked out (``work``)."""

    def __init__(self) -> None:
        self.done: dict[int, Review] = {}  # by round number
        self.work: Reviewer | None = None
        self.loaded: tuple[Match, int] | None = None  # the match a record brought, with its number of events
        self.max_nodes = review_nodes()

    def current(self, match: Match) -> dict[int, Review]:
        """The finished reviews whose rounds are still as they were reviewed."""
        rounds = {r.number: r for r in rounds_at(match)}
        return {n: r for n, r in self.done.items() if n in rounds and _same(r, rounds[n])}

    def offer(self, match: Match, ply: int) -> bool:
        """Whether the round shown can be reviewed: it has ended, or a record brought it (as long as nothing was
        played on it since: then it is a game in progress again)."""
        at = round_shown(match, ply)
        loaded = self.loaded is not None and self.loaded[0] is match and self.loaded[1] == len(match.events)
        return bool(at.record.moves) and (at.record.result is not None or loaded)

    def start(self, match: Match, ply: int) -> Reviewer:
        """Begin the review of the round shown; refused (ReviewError) when it has not ended and no record brought it."""
        at = round_shown(match, ply)
        if not at.record.moves:
            raise ReviewError(_("This round has no moves to review yet."))
        if not self.offer(match, ply):
            raise ReviewError(_("The review grades a finished round: finish the round first, or load a record."))
        self.work = Reviewer(at.record.start, at.record.moves, max_nodes=self.max_nodes, round_number=at.number,
                             first_ply=at.first_ply)
        return self.work

    def still_valid(self, match: Match) -> bool:
        """Whether the work in progress is of a round still on the board as it was."""
        work = self.work
        if work is None:
            return False
        rounds = {r.number: r for r in rounds_at(match)}
        at = rounds.get(work.round_number)
        return at is not None and at.record.start == work.start and at.record.moves == work.moves

    def finish(self) -> Review:
        """The work's review, kept for its round."""
        assert self.work is not None
        review = self.work.review()
        self.done[review.round_number] = review
        self.work = None
        return review

    # ------------------------------------------------------------ records
    def record_lines(self, match: Match) -> list[str]:
        """The ``review N:`` lines of the reviews a saved record keeps."""
        return [review_line(n, r.tokens()) for n, r in sorted(self.current(match).items())]

    def read_record(self, text: str, match: Match) -> None:
        """The reviews a record keeps, for ``match`` replayed from it; a review line that does not fit its round
        raises NotationError naming the line."""
        rounds = {r.number: r for r in rounds_at(match)}
        found: dict[int, Review] = {}
        for line, number, values in parse_record(text).reviews:
            try:
                at = rounds.get(number)
                if at is None:
                    raise NotationError(_("the record has no round {round}").format(round=number))
                found[number] = Review.of(at.record.start, at.record.moves, _values(values.split()), number,
                                          at.first_ply)
            except KamisadoError as err:
                raise NotationError(_("record line {line}: {problem}").format(line=line, problem=err)) from err
        self.done, self.work, self.loaded = found, None, (match, len(match.events))

    # ------------------------------------------------------------ the view
    def view(self, match: Match, ply: int) -> dict[str, Any] | None:
        """The ``review`` field of the board's view (docs/widget-protocol.md), or None when there is nothing to show."""
        offer = self.offer(match, ply)
        at = round_shown(match, ply)
        progress = None
        if self.work is not None and self.still_valid(match):
            progress = {"done": self.work.done, "total": self.work.total}
        review = self.current(match).get(at.number)
        if not offer and progress is None and review is None:
            return None
        return {
            "offer": offer,
            "progress": progress,
            "heading": review.heading() if review is not None else None,
            "svg": review.svg() if review is not None else None,
            "mistakes": [{"ply": review.ply_after(e), "text": e.text()} for e in review.mistakes]
            if review is not None else [],
        }


def _values(tokens: Iterable[str]) -> list[Value]:
    return [Value.from_token(t) for t in tokens]


__all__ = ["ReviewError", "Reviews", "round_shown", "rounds_at"]
