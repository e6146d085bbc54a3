"""Setting up positions by hand: an editable set-up with undo, checked by the engine when done.

A :class:`Setup` may be incomplete (towers off the board) while it is edited; :meth:`Setup.build`
turns it into a :class:`MatchState` or raises :class:`InvalidPositionError` naming the problem.
Nothing is half-applied: an invalid set-up builds nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from . import core
from .basics import Colour, Layout, Player, Square
from .catalogue import _, ngettext
from .errors import InvalidPositionError, KamisadoError, RuleError
from .excerpt import excerpt
from .match import MatchState, check_target
from .names import player_name
from .pieces import PlacedTower, Tower
from .position import Position


@dataclass(frozen=True)
class Setup:
    """Towers (square or None when off the board, and rank) plus who moves and the match state."""

    squares: tuple[Square | None, ...]
    ranks: tuple[int, ...]
    turn: Player = Player.BLACK
    to_move: Tower | None = None
    extra_turn: bool = False
    layout: Layout = Layout.STANDARD
    target: int = 1
    round_number: int = 1
    challenger: Player = Player.BLACK

    @classmethod
    def from_state(cls, state: MatchState) -> Setup:
        pos = state.position
        return cls(
            tuple(t.square for t in pos.towers()), tuple(t.rank for t in pos.towers()), pos.turn,
            Tower(pos.turn, pos.to_move) if pos.to_move is not None else None, pos.extra_turn, pos.layout,
            state.target, state.round_number, state.challenger,
        )

    @classmethod
    def empty(cls, layout: Layout = Layout.STANDARD) -> Setup:
        return cls((None,) * 16, (0,) * 16, layout=layout)

    def tower_at(self, sq: Square) -> Tower | None:
        for i, s in enumerate(self.squares):
            if s == sq:
                return Tower(Player(i // 8), Colour(i % 8))
        return None

    def placed(self) -> list[PlacedTower]:
        return [
            PlacedTower(Player(i // 8), Colour(i % 8), s, self.ranks[i]) for i, s in enumerate(self.squares)
            if s is not None
        ]

    def score(self, player: Player) -> int:
        return core.score_of_ranks(self.ranks[player * 8 : player * 8 + 8])

    # ------------------------------------------------------------ editing steps
    def place(self, tower: Tower, sq: Square) -> Setup:
        """Put ``tower`` on ``sq``; a tower already there goes off the board."""
        if not isinstance(sq, int) or not 0 <= sq < 64:
            raise RuleError("B2", _("{value} is not a square").format(value=excerpt(sq)))
        squares = list(self.squares)
        other = self.tower_at(sq)
        if other is not None and other != tower:
            squares[other.index] = None
        squares[tower.index] = sq
        return replace(self, squares=tuple(squares))

    def remove(self, tower: Tower) -> Setup:
        squares = list(self.squares)
        squares[tower.index] = None
        return replace(self, squares=tuple(squares))

    def set_rank(self, tower: Tower, rank: int) -> Setup:
        if not isinstance(rank, int) or isinstance(rank, bool) or not core.can_play(rank):
            raise RuleError(
                "B6", _("a rank is 0 (tower), 1 (Sumo), 2 (Double) or 3 (Triple), not {value}").format(value=excerpt(rank))
            )
        ranks = list(self.ranks)
        ranks[tower.index] = rank
        return replace(self, ranks=tuple(ranks))

    # ---------------------------------------------------------------- checking
    def build(self) -> MatchState:
        """The match state this set-up describes, checked by the engine (every problem named)."""
        missing = [Tower(Player(i // 8), Colour(i % 8)).name() for i, s in enumerate(self.squares) if s is None]
        if missing:
            raise InvalidPositionError(_("B6: place every tower; missing: {towers}").format(towers=", ".join(missing)))
        if self.to_move is not None and self.to_move.player is not self.turn:
            raise InvalidPositionError(
                _("T2: the tower to move, {tower}, belongs to {owner}, but {player} is to move").format(
                    tower=self.to_move.name(), owner=player_name(self.to_move.player), player=player_name(self.turn)
                )
            )
        check_target(self.target)
        for p in Player:
            if self.score(p) >= self.target:
                raise InvalidPositionError(
                    ngettext(
                        "P2, R4: {player}'s ranks are worth {score} point, which reaches the target of {target}: "
                        "the match would be over. Lower the ranks or raise the target",
                        "P2, R4: {player}'s ranks are worth {score} points, which reaches the target of {target}: "
                        "the match would be over. Lower the ranks or raise the target",
                        self.score(p),
                    ).format(player=player_name(p), score=self.score(p), target=self.target)
                )
        position = Position.from_towers(
            self.placed(), self.turn, self.to_move.colour if self.to_move else None, self.extra_turn, self.layout
        )
        state = MatchState(position, self.target, self.round_number, self.challenger)
        state.validate()
        return state

    def problem(self) -> str | None:
        """The first problem that stops :meth:`build`, or None when the set-up is playable."""
        try:
            self.build()
        except KamisadoError as err:
            return str(err)
        return None
