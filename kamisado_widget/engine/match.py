"""Matches: rounds, promotion and points, refills, with exact undo (P, R, F).

A match text is a position text (see :mod:`kamisado_widget.engine.notation`) followed by
``target=<1|3|7|15> round=<n> challenger=<b|g> score=<black>-<gold>``, e.g.::

    obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard target=3 round=1 challenger=b score=0-0

Round numbers: a match may start at any round up to :data:`START_ROUND_LIMIT`. Every later round
follows a round won, which added at least one point to the winner's score (P1, P2), so the round
number never exceeds ``START_ROUND_LIMIT`` plus the points scored. That bound is checked by the
reader and kept by play, so every match text and record the engine writes it also reads.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import TypeAlias

from . import core
from .basics import Layout, Player, Square
from .catalogue import N_, _, ngettext
from .errors import IllegalFillError, IllegalMoveError, InvalidPositionError, KamisadoError, NotationError, UndoError
from .excerpt import excerpt
from .explain import Verdict, explain
from .fill import Fill, refill
from .moves import Move
from .names import player_name
from .notation import NUMBER_DIGITS, WHOLE_NUMBER, position_text, read_position, split_fields
from .pieces import RoundResult
from .position import Position
from .record import format_record, parse_record
from .svg import position_svg

TARGETS = {1: N_("Single round"), 3: N_("Standard"), 7: N_("Long"), 15: N_("Marathon")}  # R1; shown through _()


def check_target(value: object) -> int:
    """The match target ``value`` if it is one of the match lengths (R1); the one place R1 is checked.

    >>> check_target(7)
    7
    """
    if type(value) is not int or value not in TARGETS:
        raise InvalidPositionError(_("R1: a match is played to 1, 3, 7 or 15 points, not {value}").format(value=excerpt(value)))
    return value
START_ROUND_LIMIT = 9999


class Phase(enum.Enum):
    PLAY = "play"  # a round is being played
    FILL = "fill"  # the round is over; the Defender chooses the fill direction (F1)
    OVER = "over"  # a player reached the target (R4)


@dataclass(frozen=True)
class FillChoice:
    """A refill choice in the match history: who chose it and which way (F1)."""

    direction: Fill
    player: Player

    def text(self) -> str:
        return f"fill {self.direction.value}"


Event: TypeAlias = Move | FillChoice


@dataclass(frozen=True)
class MatchState:
    """Everything about a match at one moment; immutable, so undo is exact."""

    position: Position
    target: int
    round_number: int
    challenger: Player

    @property
    def defender(self) -> Player:
        return self.challenger.opponent

    def promoted_position(self) -> Position:
        """The position with the round winner's tower promoted (P1) once the round is over.

        The round's final position itself keeps the ranks it was played with.
        """
        return _promote(self.position) if self.position.result is not None else self.position

    def score(self, player: Player) -> int:
        """P2: Σ(2^rank − 1) over the player's towers, counting the promotion of a won round."""
        return self.promoted_position().score(player)

    @property
    def phase(self) -> Phase:
        if max(self.score(Player.BLACK), self.score(Player.GOLD)) >= self.target:
            return Phase.OVER
        return Phase.FILL if self.position.result is not None else Phase.PLAY

    @property
    def round_limit(self) -> int:
        """R3: the highest round number this score allows (see the module docstring); play keeps it."""
        return START_ROUND_LIMIT + self.score(Player.BLACK) + self.score(Player.GOLD)

    @property
    def winner(self) -> Player | None:
        """The match winner once it is over (R4)."""
        for p in Player:
            if self.score(p) >= self.target:
                return p
        return None

    def text(self) -> str:
        return (
            f"{position_text(self.position)} target={self.target} round={self.round_number} "
            f"challenger={self.challenger.letter} "
            f"score={self.score(Player.BLACK)}-{self.score(Player.GOLD)}"
        )

    def validate(self) -> None:
        check_target(self.target)
        if type(self.round_number) is not int or self.round_number < 1:
            raise InvalidPositionError(
                _("R3: the round number must be 1 or more, not {value}").format(value=excerpt(self.round_number))
            )
        scores = {p: self.score(p) for p in Player}
        if self.round_number > self.round_limit:
            raise InvalidPositionError(
                _(
                    "R3: round {value} cannot be reached with the score {black}-{gold}: a match starts at round "
                    "{first} at most and every later round adds a point or more (P2), so the round is at most {limit}"
                ).format(value=excerpt(self.round_number), black=scores[Player.BLACK], gold=scores[Player.GOLD],
                         first=START_ROUND_LIMIT, limit=self.round_limit)
            )
        reached = [p for p in Player if scores[p] >= self.target]
        result = self.position.result
        if reached and (len(reached) == 2 or result is None or result.winner is not reached[0]):
            raise InvalidPositionError(
                ngettext(
                    "R4: {player} already has {score} of {target} point, so the match would be over; only the round "
                    "just won can reach the target",
                    "R4: {player} already has {score} of {target} points, so the match would be over; only the round "
                    "just won can reach the target",
                    self.target,
                ).format(player=player_name(reached[0]), score=scores[reached[0]], target=self.target)
            )


def _parse_match_fields(pairs: dict[str, str]) -> tuple[int, int, Player, tuple[int, int] | None]:
    def number(key: str, default: int) -> int:
        value = pairs.get(key)
        if value is None:
            return default
        if not WHOLE_NUMBER.fullmatch(value):
            raise NotationError(
                _("match text: {key}={value} must be a whole number (digits 0-9, at most {digits})").format(
                    key=key, value=excerpt(value), digits=NUMBER_DIGITS
                )
            )
        return int(value)

    target = number("target", 1)
    rnd = number("round", 1)
    ch = pairs.get("challenger", "b")
    if ch not in ("b", "g"):
        raise NotationError(_("match text: challenger={value} must be 'b' or 'g'").format(value=excerpt(ch)))
    score = None
    if "score" in pairs:
        parts = pairs["score"].split("-")
        if len(parts) != 2 or not all(WHOLE_NUMBER.fullmatch(p) for p in parts):
            raise NotationError(
                _("match text: score={value} should read like 'score=1-0' (Black-Gold, at most {digits} digits each)").format(
                    value=excerpt(pairs["score"]), digits=NUMBER_DIGITS
                )
            )
        score = (int(parts[0]), int(parts[1]))
    return target, rnd, Player.BLACK if ch == "b" else Player.GOLD, score


def parse_match_state(text: str) -> MatchState:
    """Read a match text (a position text with optional match fields)."""
    _fields, pairs = split_fields(text)
    position = Position.from_towers(*read_position(text, match=True))
    target, rnd, challenger, score = _parse_match_fields(pairs)
    if "target" not in pairs:  # a bare position: the shortest match its ranks allow (R1)
        best = max(position.score(p) for p in Player)
        fits = [t for t in TARGETS if t > best]
        if not fits:
            raise InvalidPositionError(
                ngettext(
                    "R4: the ranks are worth {score} point, which ends even a Marathon match (15 points)",
                    "R4: the ranks are worth {score} points, which ends even a Marathon match (15 points)",
                    best,
                ).format(score=best)
            )
        target = min(fits)
    state = MatchState(position, target, rnd, challenger)
    if score is not None:
        actual = (state.score(Player.BLACK), state.score(Player.GOLD))
        if score != actual:
            raise InvalidPositionError(
                _(
                    "P2: the score {black}-{gold} does not match the towers' ranks, which give {ranks_black}-{ranks_gold} "
                    "(a Sumo is worth 1, a Double 3, a Triple 7)"
                ).format(black=score[0], gold=score[1], ranks_black=actual[0], ranks_gold=actual[1])
            )
    state.validate()
    return state


@dataclass(frozen=True)
class RoundRecord:
    """One round of the match history."""

    number: int
    challenger: Player
    start: Position
    moves: tuple[Move, ...]
    result: RoundResult | None
    fill: FillChoice | None


class Match:
    """A match of one or more rounds (R1-R4) with its full history and exact undo/redo.

    >>> m = Match(target=3)
    >>> m.play("c1-c6")
    Move.from_text('c1-c6')
    >>> m.position.turn.title, m.position.to_move.title
    ('Gold', 'Orange')
    """

    def __init__(
        self,
        target: int = 1,
        layout: Layout = Layout.STANDARD,
        *,
        start: MatchState | str | None = None,
    ) -> None:
        if isinstance(start, str):
            state = parse_match_state(start)
        elif isinstance(start, MatchState):
            start.validate()
            state = start
        elif start is None:
            if not isinstance(layout, Layout):
                raise InvalidPositionError(
                    _("B4: the layout must be Layout.STANDARD or Layout.MIRRORED, not {value}").format(value=excerpt(layout))
                )
            state = MatchState(Position.initial(layout), target, 1, Player.BLACK)  # B7
            state.validate()
        else:
            raise TypeError(_("start must be a match text or a MatchState, not {kind}").format(kind=type(start).__name__))
        self._states: list[MatchState] = [state]
        self._events: list[Event] = []
        self._redo: list[Event] = []
        self.names: dict[Player, str] = {Player.BLACK: "Black", Player.GOLD: "Gold"}

    @classmethod
    def from_text(cls, text: str, past: Sequence[Move | str] = ()) -> Match:
        """The match from a position or match text; ``past`` moves are then played from it.

        The past moves are checked like any move (an illegal one raises, naming it and its rule), so
        a position with a past is the position after them, its last move shown on a board.
        """
        if isinstance(past, str):
            raise TypeError(_("past is a list of moves, e.g. ['d8-d6'], not the text {value}").format(value=excerpt(past)))
        match = cls(start=text)
        for n, move in enumerate(past, 1):
            try:
                match.play(move)
            except IllegalMoveError as err:
                reason = _("past move {number} ({move}) is not allowed: {reason}").format(
                    number=n, move=excerpt(move), reason=err.reason
                )
                raise IllegalMoveError(err.rule, reason) from None
        return match

    # ------------------------------------------------------------------ state
    @property
    def state(self) -> MatchState:
        return self._states[-1]

    @property
    def start(self) -> MatchState:
        return self._states[0]

    @property
    def position(self) -> Position:
        return self.state.position

    @property
    def target(self) -> int:
        return self.state.target

    @property
    def round_number(self) -> int:
        return self.state.round_number

    @property
    def challenger(self) -> Player:
        return self.state.challenger

    @property
    def defender(self) -> Player:
        return self.state.defender

    @property
    def phase(self) -> Phase:
        return self.state.phase

    @property
    def winner(self) -> Player | None:
        return self.state.winner

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def score(self, player: Player) -> int:
        return self.state.score(player)

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(self._events)

    @property
    def states(self) -> tuple[MatchState, ...]:
        """Every state from the start: ``states[i + 1]`` follows ``events[i]``."""
        return tuple(self._states)

    def text(self) -> str:
        return self.state.text()

    # ------------------------------------------------------------------- play
    def _refuse(self) -> IllegalMoveError | None:
        st = self.state
        if st.phase is Phase.OVER:
            w = st.winner
            assert w is not None
            return IllegalMoveError(
                "R4",
                ngettext(
                    "the match is over: {player} reached {score} of {target} point.",
                    "the match is over: {player} reached {score} of {target} points.",
                    st.target,
                ).format(player=player_name(w), score=st.score(w), target=st.target),
            )
        if st.phase is Phase.FILL:
            res = st.position.result
            assert res is not None
            return IllegalMoveError(
                res.reason,
                _(
                    "round {round} is over ({player} won it); {player}, the Defender, first chooses to fill from the "
                    "left or the right (F1)."
                ).format(round=st.round_number, player=player_name(res.winner)),
            )
        return None

    def legal_moves(self) -> list[Move]:
        return self.position.legal_moves() if self.phase is Phase.PLAY else []

    def explain(self, from_square: Square, to_square: Square) -> Verdict:
        """D1: decide whether a move given by its squares is legal, including moves after the round or match end."""
        for sq in (from_square, to_square):
            if type(sq) is not int or not 0 <= sq < 64:
                raise NotationError(_("{value} is not a square: squares are 0-63 (a1 = 0, h8 = 63)").format(value=excerpt(sq)))
        refusal = self._refuse()
        if refusal is not None:
            return Verdict(False, None, refusal.rule, refusal.reason)
        return explain(self.position, from_square, to_square)

    def explain_move(self, move: Move | str) -> Verdict:
        """D1 for a written move: like :meth:`explain`, but the move's kind counts, so ``"d4-d5"`` onto a
        tower is a step onto a taken square (M3), never silently the push ``"d4>d5"`` (whose notation the
        reason then gives)."""
        if isinstance(move, str):
            move = Move.from_text(move)
        if not isinstance(move, Move):
            raise TypeError(
                _("explain_move() takes a Move or a move text such as 'c1-c6', not {kind}").format(kind=type(move).__name__)
            )
        refusal = self._refuse()
        if refusal is not None:
            return Verdict(False, None, refusal.rule, refusal.reason)
        verdict = explain(self.position, move.from_square, move.to_square, move.kind)
        if verdict.legal or move.is_push:
            return verdict
        by_squares = explain(self.position, move.from_square, move.to_square)
        if by_squares.legal and by_squares.move is not None and by_squares.move.is_push:
            reason = verdict.reason + " " + _("To push that tower, write {move} (S2).").format(move=by_squares.move.text())
            return Verdict(False, None, verdict.rule, reason)
        return verdict

    def play(self, move: Move | str) -> Move:
        """Play a move (a Move or its text); returns the Move. Illegal moves raise and change nothing."""
        if isinstance(move, str):
            move = Move.from_text(move)
        if not isinstance(move, Move):
            raise TypeError(
                _("play() takes a Move or a move text such as 'c1-c6', not {kind}").format(kind=type(move).__name__)
            )
        refusal = self._refuse()
        if refusal is not None:
            raise refusal
        st = self.state
        after = st.position.play(move)
        self._push(replace(st, position=after), move)
        return move

    def play_squares(self, from_square: Square, to_square: Square) -> Move:
        """Play the move from one square to another (a pass when they are equal)."""
        verdict = self.explain(from_square, to_square)
        if not verdict.legal or verdict.move is None:
            raise IllegalMoveError(verdict.rule or "M1", verdict.reason)
        return self.play(verdict.move)

    def fill(self, direction: Fill | str, player: Player | None = None) -> FillChoice:
        """The Defender's refill choice (F1-F5); ``player`` defaults to the Defender."""
        choice_dir = Fill.parse(direction)
        if player is not None and not isinstance(player, Player):
            raise TypeError(_("player must be Player.BLACK or Player.GOLD, not {value}").format(value=excerpt(player)))
        st = self.state
        res = st.position.result
        if st.phase is Phase.OVER:
            raise IllegalFillError("R4", _("the match is over; there is no next round to fill for."))
        if res is None:
            raise IllegalFillError(
                "F1",
                _("round {round} is still being played; the home rows are refilled only after it ends.").format(
                    round=st.round_number
                ),
            )
        if player is not None and player is not res.winner:
            raise IllegalFillError(
                "F1",
                _(
                    "{winner} won the round and, as the Defender, chooses the fill direction; {player} fills the same "
                    "way (F2) but does not choose."
                ).format(winner=player_name(res.winner), player=player_name(player)),
            )
        challenger = res.loser  # R3
        filled = refill(st.promoted_position(), choice_dir, challenger)
        nxt = MatchState(filled, st.target, st.round_number + 1, challenger)
        choice = FillChoice(choice_dir, res.winner)
        self._push(nxt, choice)
        return choice

    def _push(self, state: MatchState, event: Event) -> None:
        self._states.append(state)
        self._events.append(event)
        self._redo.clear()

    def undo(self) -> Event:
        """Take back the last move or fill choice exactly; it can be redone."""
        if not self._events:
            raise UndoError(_("there is nothing to undo: this is the start of the match"))
        self._states.pop()
        event = self._events.pop()
        self._redo.append(event)
        return event

    def redo(self) -> Event:
        if not self._redo:
            raise UndoError(_("there is nothing to redo"))
        event = self._redo.pop()
        redo = self._redo[:]
        if isinstance(event, FillChoice):
            self.fill(event.direction, event.player)
        else:
            self.play(event)
        self._redo = redo
        return event

    @property
    def can_undo(self) -> bool:
        return bool(self._events)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    # ---------------------------------------------------------------- history
    def rounds(self) -> list[RoundRecord]:
        """Every round so far, with its moves, result and the fill choice that followed it."""
        out: list[RoundRecord] = []
        st = self._states[0]
        start, moves = st.position, list[Move]()
        for event, after in zip(self._events, self._states[1:]):
            if isinstance(event, FillChoice):
                out.append(RoundRecord(st.round_number, st.challenger, start, tuple(moves), st.position.result, event))
                start, moves = after.position, []
            else:
                moves.append(event)
            st = after
        out.append(RoundRecord(st.round_number, st.challenger, start, tuple(moves), st.position.result, None))
        return out

    def positions(self) -> Iterator[Position]:
        return (s.position for s in self._states)

    def record(self) -> str:
        """The game record of the whole match (docs/notation.md)."""
        fresh = Match(self.start.target, self.start.position.layout)
        return format_record(
            self.start.target, self.start.position.layout,
            None if self.start == fresh.start else self.start.text(), self.names,
            [(r.number, [m.text() for m in r.moves], r.fill.direction.value if r.fill else None) for r in self.rounds()],
        )

    @classmethod
    def from_record(cls, text: str) -> Match:
        """Load and replay a record; every move is checked, and errors name the line."""
        parsed = parse_record(text)
        headers = parsed.headers
        if "start" in headers:
            match = cls(start=headers["start"])
            for key, value in (("target", str(match.start.target)), ("layout", match.start.position.layout.value)):
                if key in headers and headers[key] != value:
                    raise NotationError(
                        _("record: the header {header} contradicts the start, which has {value}").format(
                            header=excerpt(f"{key}: {headers[key]}"), value=value
                        )
                    )
        else:
            match = cls(parsed.target, parsed.layout)
        match.names.update(parsed.names())
        for n, key, value in parsed.body:
            try:
                if key == "fill":
                    match.fill(value)
                    continue
                number = key[len("round"):].strip()
                if not WHOLE_NUMBER.fullmatch(number) or int(number) != match.round_number:
                    raise NotationError(
                        _("expected 'round {round}:', found {value}").format(round=match.round_number, value=excerpt(key))
                    )
                for word in value.split():
                    match.play(Move.from_text(word))
            except KamisadoError as err:
                raise NotationError(_("record line {line}: {problem}").format(line=n, problem=err)) from err
        return match

    def _repr_svg_(self) -> str:
        return position_svg(self.position)

    def __repr__(self) -> str:
        return f"Match.from_text({self.text()!r})"


def _promote(pos: Position) -> Position:
    """P1: the winning tower gains one rank (a Triple becomes a Quadruple, P4)."""
    res = pos.result
    assert res is not None
    ranks = [core.promoted_rank(t.rank) if (t.player, t.colour) == (res.winner, res.tower) else t.rank
             for t in pos.towers()]
    return Position(
        (t.square for t in pos.towers()), ranks, pos.turn, pos.to_move, pos.extra_turn, pos.layout, res,
        _trusted=True,
    )

