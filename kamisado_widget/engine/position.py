"""The position of one round: towers, side to move, tower to move, extra turn, result.

A :class:`Position` is an immutable value: :meth:`Position.play` returns a new one, so
undo is exact by construction. Positions compare equal and hash by value.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import replace

from . import core
from .basics import (
    Colour,
    Layout,
    Player,
    Square,
    colour_at,
    home_square,
    square,
    square_name,
)
from .catalogue import _, ngettext
from .errors import IllegalMoveError, InvalidPositionError, NotationError
from .explain import explain
from .moves import Move, MoveKind
from .names import colour_name, player_name, tower_name
from .notation import position_text, read_position
from .pieces import Blocked, PlacedTower, RoundResult, Tower
from .svg import position_svg
from .words import all_of

_PLAYERS = tuple(Player)
_COLOURS = tuple(Colour)

class Position:
    """One moment of a round.

    ``towers`` maps each of the 16 towers to ``(square, rank)``. ``turn`` is the side to
    move; ``to_move`` the colour of the tower that must move, or ``None`` for a free
    choice (T1); ``extra_turn`` is true when the side to move pushed and moves again (S3).
    """

    __slots__ = (
        "_board",
        "_hash",
        "_moves",
        "_ranks",
        "_squares",
        "_to_move_index",
        "extra_turn",
        "layout",
        "result",
        "to_move",
        "turn"
    )

    def __init__(
        self,
        squares: Iterable[Square],
        ranks: Iterable[int],
        turn: Player = Player.BLACK,
        to_move: Colour | None = None,
        extra_turn: bool = False,
        layout: Layout = Layout.STANDARD,
        result: RoundResult | None = None,
        *,
        _trusted: bool = False,
    ) -> None:
        self._squares: tuple[Square, ...] = tuple(squares)
        self._ranks: tuple[int, ...] = tuple(ranks)
        self.turn = turn
        self.to_move = to_move
        self.extra_turn = extra_turn
        self.layout = layout
        self.result = result
        if not _trusted:
            self._check_shape()
        board = [-1] * 64
        for i, sq in enumerate(self._squares):
            board[sq] = i
        self._board: tuple[int, ...] = tuple(board)
        self._to_move_index = -1 if to_move is None else int(to_move)
        self._hash: int | None = None
        self._moves: list[int] | None = None
        if not _trusted:
            if isinstance(result, RoundResult) and result.reason == "M8" and not result.chain:
                self.result = replace(result, chain=self._pass_chain() or ())
            self._check_rules()

    # ----------------------------------------------------------------- creation
    @classmethod
    def _make(
        cls,
        squares: tuple[int, ...],
        ranks: tuple[int, ...],
        board: tuple[int, ...],
        turn: Player,
        to_move_index: int,
        extra_turn: bool,
        layout: Layout,
        result: RoundResult | None,
    ) -> Position:
        """A position the core has just played into (trusted: no checks, no copies)."""
        pos = object.__new__(cls)
        pos._squares, pos._ranks, pos._board = squares, ranks, board
        pos.turn, pos.extra_turn, pos.layout, pos.result = turn, extra_turn, layout, result
        pos._to_move_index = to_move_index
        pos.to_move = None if to_move_index < 0 else _COLOURS[to_move_index]
        pos._hash = None
        pos._moves = None
        return pos

    @classmethod
    def initial(cls, layout: Layout = Layout.STANDARD, turn: Player = Player.BLACK) -> Position:
        """Every tower on its own home row, on the square of its colour (B7)."""
        squares = [home_square(p, c, layout) for p in Player for c in Colour]
        return cls(squares, [0] * 16, turn, None, False, layout)

    @classmethod
    def from_towers(
        cls,
        towers: Iterable[PlacedTower],
        turn: Player = Player.BLACK,
        to_move: Colour | None = None,
        extra_turn: bool = False,
        layout: Layout = Layout.STANDARD,
        result: RoundResult | None = None,
    ) -> Position:
        """Build a position from 16 placed towers (any order); validates everything."""
        squares: list[Square | None] = [None] * 16
        ranks = [0] * 16
        for t in towers:
            idx = Tower(t.player, t.colour).index
            if squares[idx] is not None:
                raise InvalidPositionError(
                    _("B6: {tower} is placed twice").format(tower=tower_name(t.player, t.colour, 0))
                )
            squares[idx] = t.square
            ranks[idx] = t.rank
        missing = [Tower(Player(i // 8), Colour(i % 8)).name() for i, s in enumerate(squares) if s is None]
        if missing:
            raise InvalidPositionError(
                ngettext("B6: missing tower: {towers}", "B6: missing towers: {towers}", len(missing)).format(
                    towers=", ".join(missing)
                )
            )
        return cls(squares, ranks, turn, to_move, extra_turn, layout, result)  # type: ignore[arg-type]

    def replace(self, **changes: object) -> Position:
        """A copy with some fields changed (``towers`` as placed towers), validated."""
        fields: dict[str, object] = {
            "towers": list(self.towers()),
            "turn": self.turn,
            "to_move": self.to_move,
            "extra_turn": self.extra_turn,
            "layout": self.layout,
            "result": self.result,
        }
        unknown = set(changes) - set(fields)
        if unknown:
            raise TypeError(
                ngettext("unknown field: {fields}", "unknown fields: {fields}", len(unknown)).format(
                    fields=", ".join(sorted(unknown))
                )
            )
        fields.update(changes)
        return Position.from_towers(**fields)  # type: ignore[arg-type]

    # --------------------------------------------------------------- validation
    def _check_shape(self) -> None:
        if len(self._squares) != 16 or len(self._ranks) != 16:
            raise InvalidPositionError(_("B6: a position needs exactly 16 towers, 8 per player"))
        if not isinstance(self.turn, Player):
            raise InvalidPositionError(_("the side to move must be a Player, not {value}").format(value=repr(self.turn)))
        if self.to_move is not None and not isinstance(self.to_move, Colour):
            raise InvalidPositionError(
                _("the tower to move must be a Colour or None, not {value}").format(value=repr(self.to_move))
            )
        if not isinstance(self.layout, Layout):
            raise InvalidPositionError(_("the layout must be a Layout, not {value}").format(value=repr(self.layout)))
        seen: dict[Square, int] = {}
        for i, (sq, rank) in enumerate(zip(self._squares, self._ranks)):
            name = Tower(Player(i // 8), Colour(i % 8)).name()
            if not isinstance(sq, int) or isinstance(sq, bool) or not 0 <= sq < 64:
                raise InvalidPositionError(
                    _("B2: {tower} stands on {value}, which is not a square").format(tower=name, value=repr(sq))
                )
            if not isinstance(rank, int) or isinstance(rank, bool) or not 0 <= rank <= 4:
                raise InvalidPositionError(
                    _("B6: {tower} has rank {value}; ranks go from 0 to 4").format(tower=name, value=repr(rank))
                )
            if sq in seen:
                other = Tower(Player(seen[sq] // 8), Colour(seen[sq] % 8)).name()
                raise InvalidPositionError(
                    _("M3: {tower} and {other} both stand on {square}").format(
                        tower=other, other=name, square=square_name(sq)
                    )
                )
            seen[sq] = i

    def _check_rules(self) -> None:
        """The position as a rule allows it; the rules core decides (M7, M8, P3, P4, T1), this only says why not."""
        result = self.result
        arrived = [self._placed(i) for i in core.arrived(self._squares)]
        if result is not None:
            if not isinstance(result, RoundResult):
                raise InvalidPositionError(
                    _("the result must be a RoundResult or None, not {value}").format(value=repr(result))
                )
            if result.reason == "M7":
                winner = result.winner * 8 + result.tower
                sq = self._squares[winner]
                if not core.on_goal_row(winner, sq):
                    raise InvalidPositionError(
                        _("M7: the result says {tower} won, but it stands on {square}, not on {loser}'s home row").format(
                            tower=tower_name(result.winner, result.tower, None), square=square_name(sq),
                            loser=player_name(result.loser),
                        )
                    )
                if len(arrived) != 1:
                    raise InvalidPositionError(
                        _(
                            "M7: the round ends as soon as one tower reaches the opponent's home row, but {towers} "
                            "stand there"
                        ).format(towers=all_of([_("{tower} on {square}").format(tower=t.describe(),
                                                                                square=square_name(t.square))
                                                for t in arrived]))
                    )
                if self.turn is not result.loser or self.to_move is not None or self.extra_turn:
                    raise InvalidPositionError(
                        _(
                            "M7: after {player}'s winning move the side field is '{letter}', the tower field '*' "
                            "and the push field '-'"
                        ).format(player=player_name(result.winner), letter=result.loser.letter)
                    )
            elif result.reason == "M8":
                if not result.chain or self._pass_chain() != result.chain:
                    raise InvalidPositionError(
                        _("M8: the result says deadlock, but the chain of passes from this position does not repeat")
                    )
                loser = _PLAYERS[core.deadlock_loser(self.turn, self.extra_turn)]
                if result.winner is not loser.opponent:
                    raise InvalidPositionError(
                        _("M8: {loser} made the last real move, so {winner} wins the deadlock, not {claimed}").format(
                            loser=player_name(loser), winner=player_name(loser.opponent),
                            claimed=player_name(result.winner),
                        )
                    )
                assert self.to_move is not None, "a deadlock's chain starts with the tower to move"
                promotable = core.deadlock_promotions(
                    self._board, self._squares, self._ranks, core.COLOURS[self.layout], self.turn,
                    self._to_move_index, self.extra_turn,
                )
                if result.tower not in promotable and not self.extra_turn:
                    raise InvalidPositionError(
                        _(
                            "P3: the last move ended on a square of colour {colour}, so {tower} is promoted, "
                            "not {claimed}"
                        ).format(colour=colour_name(self.to_move), tower=tower_name(result.winner, self.to_move, None),
                                 claimed=tower_name(result.winner, result.tower, None))
                    )
                if result.tower not in promotable:
                    raise InvalidPositionError(
                        _(
                            "P3: after a push the promoted tower has the colour of the square the pushing Sumo "
                            "moved onto; no Sumo of {loser}'s with a pushed tower in front stands on a square of "
                            "colour {colour}"
                        ).format(loser=player_name(loser), colour=colour_name(result.tower))
                    )
            else:
                raise InvalidPositionError(_("a round ends by M7 or M8, not {value}").format(value=repr(result.reason)))
        for t in self.towers():
            if not core.can_play(t.rank):
                raise InvalidPositionError(
                    _("P4: {tower} on {square} cannot play; a Quadruple Sumo only exists once the match is over").format(
                        tower=t.describe(), square=square_name(t.square)
                    )
                )
        if result is None:
            if arrived:
                t = arrived[0]
                raise InvalidPositionError(
                    _(
                        "M7: {tower} already stands on {square}, on the opponent's home row, so the round is over; "
                        "give the result or move it"
                    ).format(tower=t.describe(), square=square_name(t.square))
                )
            if self.extra_turn and self.to_move is None:
                raise InvalidPositionError(_("S3: an extra turn after a push needs the tower that moves again"))
            if self.to_move is None:
                if not core.moves(self._board, self._squares, self._ranks, self.turn, -1):
                    raise InvalidPositionError(
                        _("T1: {player} has a free choice but none of its towers can move").format(
                            player=player_name(self.turn)
                        )
                    )
            elif self._pass_chain() is not None:
                raise InvalidPositionError(
                    _(
                        "M8: this position is already a deadlock (the chain of passes repeats), so the round is "
                        "over; give the result"
                    )
                )

    def _placed(self, i: int) -> PlacedTower:
        """Tower number ``i`` (``player * 8 + colour``) where it stands."""
        return PlacedTower(_PLAYERS[i >> 3], _COLOURS[i & 7], self._squares[i], self._ranks[i])

    # ------------------------------------------------------------------ queries
    def towers(self) -> Iterator[PlacedTower]:
        for i, (sq, rank) in enumerate(zip(self._squares, self._ranks)):
            yield PlacedTower(Player(i // 8), Colour(i % 8), sq, rank)

    def square_of(self, player: Player, colour: Colour) -> Square:
        return self._squares[player * 8 + colour]

    def rank_of(self, player: Player, colour: Colour) -> int:
        return self._ranks[player * 8 + colour]

    def tower_at(self, sq: Square) -> PlacedTower | None:
        if not isinstance(sq, int) or not 0 <= sq < 64:
            raise NotationError(_("{value} is not a square: squares are 0-63 (a1 = 0, h8 = 63)").format(value=repr(sq)))
        i = self._board[sq]
        if i < 0:
            return None
        return PlacedTower(Player(i // 8), Colour(i % 8), sq, self._ranks[i])

    def colour_of(self, sq: Square) -> Colour:
        return colour_at(sq, self.layout)

    def score(self, player: Player) -> int:
        """Σ(2^rank − 1) over the player's towers (P2)."""
        return core.score_of_ranks(self._ranks[player * 8 : player * 8 + 8])

    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def mover(self) -> PlacedTower | None:
        """The tower that must move now, or None at a free choice (T1) or when the round is over."""
        if self.to_move is None or self.result is not None:
            return None
        i = self.turn * 8 + self.to_move
        return PlacedTower(self.turn, self.to_move, self._squares[i], self._ranks[i])

    def movable_towers(self) -> list[PlacedTower]:
        """The towers the side to move may pick up: any of theirs at a free choice (T1),
        otherwise only the tower that must move (T2, S3). None once the round is over."""
        if self.result is not None:
            return []
        if self.to_move is None:
            return [t for t in self.towers() if t.player is self.turn]
        mover = self.mover
        return [mover] if mover is not None else []

    # ---------------------------------------------------------- move generation
    def _legal(self) -> list[int]:
        """The legal moves as the core's ints, worked out once per position."""
        ms = self._moves
        if ms is None:
            ms = (
                [] if self.result is not None
                else core.moves(self._board, self._squares, self._ranks, self.turn, self._to_move_index)
            )
            self._moves = ms
        return ms

    def legal_moves(self) -> list[Move]:
        """Every legal move for the side to move, in a stable order.

        At a free choice (T1) these are the steps of every tower. Otherwise they are the
        required tower's steps and its push (S2, S10); if it has none, the single pass (M6).
        """
        return list(map(core.decode, self._legal()))

    def move_or_refusal(
        self, from_square: Square, to_square: Square, kind: MoveKind | None = None
    ) -> Move | core.Refusal:
        """The rules core's answer to moving the tower on ``from_square`` to ``to_square``
        (``from_square == to_square`` asks for a pass; ``kind`` may insist on a step or a push):
        the legal move, or a :class:`~.core.Refusal` naming the rule and what is in the way (D1).
        :func:`~.explain.explain` puts it into words."""
        if self.result is not None:
            return core.Refusal(self.result.reason, detail="over")
        answer = core.move_or_refusal(
            self._board, self._squares, self._ranks, self.turn, self._to_move_index, self.extra_turn,
            from_square, to_square, -1 if kind is None else core.KIND_CODES[kind],
        )
        return core.decode(answer) if isinstance(answer, int) else answer

    def _walk_passes(self) -> tuple[tuple[Blocked, ...], bool]:
        """Follow the forced passes from here (M6): the blocked towers in order, and whether the
        chain came back to a tower that already passed (a deadlock, M8)."""
        if self.to_move is None:
            return (), False
        chain, loops = core.walk_passes(
            self._board, self._squares, self._ranks, core.COLOURS[self.layout], self.turn, self.to_move
        )
        return _blocked(chain, self._squares), loops

    def _pass_chain(self) -> tuple[Blocked, ...] | None:
        """The blocked towers in order if the passes from here repeat (a deadlock, M8), else None."""
        chain, loops = self._walk_passes()
        return chain if loops else None

    def blocked_chain(self) -> tuple[Blocked, ...]:
        """The towers that will pass, in order, before a real move can be made (D2).

        Empty if the tower to move can move. For a round that ended in deadlock (M8) it is
        the repeating chain.
        """
        if self.result is not None:
            return self.result.chain
        return self._walk_passes()[0]

    # --------------------------------------------------------------------- play
    def play(self, move: Move) -> Position:
        """The position after ``move``; raises IllegalMoveError (with its rule) if illegal."""
        if not isinstance(move, Move):
            raise TypeError(
                _("play() takes a Move, not {kind}; use Move.from_text('c1-c6')").format(kind=type(move).__name__)
            )
        m = core.encode(move)
        if m not in self._legal():
            verdict = explain(self, move.from_square, move.to_square)
            if verdict.legal and verdict.move is not None:  # right squares, wrong kind of move
                raise IllegalMoveError(
                    "S2" if verdict.move.is_push or move.is_push else "M6",
                    _("{move} is written as the wrong kind of move here; the legal move is {legal}").format(
                        move=move.text(), legal=verdict.move.text()
                    ),
                )
            raise IllegalMoveError(verdict.rule or "M1", verdict.reason)
        return self._play(m)

    def _play_unchecked(self, move: Move) -> Position:
        """The position after ``move``, which must be one of :meth:`legal_moves`."""
        return self._play(core.encode(move))

    @property
    def core_state(self) -> core.CoreState:
        """This position as the rules core keeps it (a :class:`~kamisado_widget.engine.core.Board` is made from it)."""
        winner = -1 if self.result is None else int(self.result.winner)
        return core.CoreState(
            self._squares, self._ranks, self._board, int(self.turn), self._to_move_index, self.extra_turn, winner, self.layout
        )

    @classmethod
    def from_core(cls, state: core.CoreState) -> Position:
        """The validated position of a core state (e.g. ``Position.from_core(board.core_state)`` after a search's
        moves; a finished round's result is not carried over)."""
        towers = [
            PlacedTower(_PLAYERS[i >> 3], _COLOURS[i & 7], square, rank)
            for i, (square, rank) in enumerate(zip(state.sq, state.rk))
        ]
        to_move = None if state.to_move < 0 else _COLOURS[state.to_move]
        return cls.from_towers(towers, _PLAYERS[state.turn], to_move, state.extra, state.layout)

    def _play(self, m: int) -> Position:
        b = core.Board.scratch(
            self._squares, self._ranks, self._board, int(self.turn), self._to_move_index, self.extra_turn, self.layout
        )
        if b.make(m) < 0:
            return Position._make(
                tuple(b.sq), self._ranks, tuple(b.bd), _PLAYERS[b.turn], b.to_move, b.extra, self.layout, None
            )
        winner, reason, colour = b.outcome(m)  # the core says how the round ended (M7, M8) and what is promoted
        if reason == "M7":
            result = RoundResult(_PLAYERS[winner], _COLOURS[colour], reason)
            return Position._make(
                tuple(b.sq), self._ranks, tuple(b.bd), _PLAYERS[b.turn], -1, False, self.layout, result
            )
        result = RoundResult(_PLAYERS[winner], _COLOURS[colour], reason, _blocked(b.pass_chain(), b.sq))
        return Position._make(
            tuple(b.sq), self._ranks, tuple(b.bd), _PLAYERS[b.turn], b.to_move, b.extra, self.layout, result
        )

    def pushed_by(self, move: Move) -> tuple[tuple[PlacedTower, Square], ...]:
        """The towers ``move`` (legal here) pushes back, nearest the pusher first, each with the square it lands
        on (S2); empty for a step or a pass. The core's make records them."""
        if not move.is_push:
            return ()
        b = core.Board.scratch(
            self._squares, self._ranks, self._board, int(self.turn), self._to_move_index, self.extra_turn, self.layout
        )
        b.make(core.encode(move))
        return tuple((PlacedTower(_PLAYERS[j >> 3], _COLOURS[j & 7], frm, self._ranks[j]), to)
                     for j, frm, to in b.last_pushed())

    def play_text(self, text: str) -> Position:
        return self.play(Move.from_text(text))

    def move_for(self, from_square: Square, to_square: Square) -> Move:
        """The legal move from one square to another (a step, a push, or a pass when equal).

        Raises IllegalMoveError with the rule and a plain explanation otherwise (D1).
        """
        verdict = explain(self, from_square, to_square)
        if not verdict.legal:
            raise IllegalMoveError(verdict.rule or "M1", verdict.reason)
        assert verdict.move is not None
        return verdict.move

    # ------------------------------------------------------------ value object
    def _key(self) -> tuple[object, ...]:
        return (self._squares, self._ranks, self.turn, self.to_move, self.extra_turn, self.layout, self.result)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(self._key())
        return self._hash

    def __repr__(self) -> str:
        return f"Position.from_text({self.text()!r})"

    def text(self) -> str:
        return position_text(self)

    @classmethod
    def from_text(cls, text: str) -> Position:
        return cls.from_towers(*read_position(text))

    def _repr_svg_(self) -> str:
        return position_svg(self)

    def __str__(self) -> str:
        """A text diagram, rank 8 at the top."""
        rows = []
        for r in range(7, -1, -1):
            cells = []
            for f in range(8):
                t = self.tower_at(square(f, r))
                if t is None:
                    cells.append(" .    ")
                else:
                    letter = t.colour.letter.upper() if t.player is Player.BLACK else t.colour.letter
                    cells.append(f" {letter}{'+' * t.rank:<4}")
            rows.append(f"{r + 1} " + "".join(cells))
        rows.append("  " + "".join(f" {f}    " for f in "abcdefgh"))
        return "\n".join(rows)



def _blocked(chain: list[int], squares: Sequence[int]) -> tuple[Blocked, ...]:
    return tuple(Blocked(_PLAYERS[i >> 3], _COLOURS[i & 7], squares[i]) for i in chain)
