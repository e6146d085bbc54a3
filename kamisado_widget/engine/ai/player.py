"""The computer opponent: :class:`EnginePlayer` with four levels, and :func:`play_match`.

====== ============ ==============================================================
level  name         how it chooses a move
====== ============ ==============================================================
1      Beginner     takes a win in one move if there is one, otherwise plays at random
2      Novice       also never hands the opponent a win in one move when it can avoid
                    it (nor causes a deadlock it would lose, M8); otherwise at random
3      Club         a 2-ply alpha-beta search with the static evaluation, then picks
                    at random among the moves within a small margin of the best
4      Strong       plays the opening book's best move where the book covers the position;
                    otherwise asks the exact solver first (half the time limit, or twice
                    the node budget in the solver's nodes) and plays a win it proves;
                    otherwise iterative-deepening alpha-beta (negamax) with a transposition
                    table, move ordering (table move, pushes, killer and history moves,
                    moves that hand over a win last) and the full evaluation, until the
                    time limit or the node budget runs out. Once it has a proven win (its
                    search found one, or the book's), it keeps it: whatever the opponent
                    answers, the exact solver (no budget: a won round stays won) gives it a
                    move that keeps the win, until the round is won
====== ============ ==============================================================

Every level plays a win in one move. Randomness comes only from ``seed``, so a player is
deterministic for a given seed whenever its search is not cut short by the clock (levels 1-3
always; level 4 with ``time_limit=None`` and a ``max_nodes`` budget).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..basics import Layout, Player
from ..catalogue import N_, _
from ..core import Board, decode
from ..errors import SearchAborted
from ..fill import Fill, refill
from ..match import Match, Phase
from ..moves import Move
from ..position import Position
from .book import book_solution
from .evaluate import evaluate
from .search import INF, MATE, MATE_BOUND, Searcher, search_root
from .solver import WIN, solve

LEVELS = {1: N_("Beginner"), 2: N_("Novice"), 3: N_("Club"), 4: N_("Strong")}  # shown through _()
CLUB_DEPTH = 2
CLUB_MARGIN = 25
MAX_DEPTH = 64
SOLVER_TIME_SHARE = 0.5  # level 4: the solver's share of the time limit, before the search
SOLVER_NODE_FACTOR = 2  # ... and its node budget, in the solver's cheaper nodes: this many times max_nodes


@dataclass(frozen=True)
class SearchInfo:
    """What the last decision cost and found (for benchmarks and curious learners)."""

    move: Move | None
    score: int | None  # for the side that moved; None when no search was made
    depth: int
    nodes: int
    seconds: float

    @property
    def proven_win(self) -> bool:
        return self.score is not None and self.score > MATE_BOUND


def immediate_win(board: Board) -> int:
    """A move that reaches the opponent's home row now (M7), or -1."""
    if board.to_move >= 0:
        return board.winning_step(board.turn * 8 + board.to_move)
    for c in range(8):
        m = board.winning_step(board.turn * 8 + c)
        if m >= 0:
            return m
    return -1


def follows(before: Position, position: Position, player: Player) -> bool:
    """``position`` is ``before``, or ``before`` after the other side's moves up to ``player``'s
    turn: its move, its push and the moves after it (S3), its pass (M6)."""
    if position == before:
        return True
    frontier = [before] if before.result is None and before.turn is not player else []
    seen = 0
    while frontier and seen < 10_000:
        nxt = []
        for p in frontier:
            for move in p.legal_moves():
                q = p._play_unchecked(move)
                seen += 1
                if q == position:
                    return True
                if q.result is None and q.turn is not player:
                    nxt.append(q)
        frontier = nxt
    return False


def loses_at_once(board: Board, m: int) -> bool:
    """Move m causes a deadlock the mover loses (M8), or hands the opponent a tower that
    reaches the mover's home row with its next move (M7). After a push the pusher moves
    again (S3), so a push never "hands over" a move."""
    turn = board.turn
    w = board.make(m)
    try:
        if w >= 0:
            return w != turn
        if board.turn == turn:
            return False
        return board.to_move >= 0 and board.can_win(board.turn * 8 + board.to_move)
    finally:
        board.unmake()


class EnginePlayer:
    """A computer player. ``time_limit`` (seconds per move, level 4; ``None`` for no clock)
    and ``max_nodes`` bound the search; ``seed`` makes the random choices repeatable."""

    def __init__(
        self,
        level: int = 4,
        time_limit: float | None = 1.0,
        seed: int | None = 0,
        max_nodes: int | None = None,
        *,
        evaluate: Callable[[Board], int] = evaluate,
    ) -> None:
        if level not in LEVELS:
            raise ValueError(_("the level is 1, 2, 3 or 4, not {value}").format(value=repr(level)))
        if level == 4 and time_limit is None and max_nodes is None:
            raise ValueError(_("level 4 searches until stopped: give it a time_limit or max_nodes"))
        self.level = level
        self.time_limit = time_limit
        self.max_nodes = max_nodes
        self.rng = random.Random(seed)
        self.evaluate = evaluate  # levels 3 and 4; replaceable for experiments
        self.last: SearchInfo | None = None
        self.won: Position | None = None  # level 4: the position its last proven-winning move led to

    @property
    def name(self) -> str:
        return _("Level {level} ({name})").format(level=self.level, name=_(LEVELS[self.level]))

    def __repr__(self) -> str:
        return f"EnginePlayer(level={self.level}, time_limit={self.time_limit}, max_nodes={self.max_nodes})"

    # ---------------------------------------------------------------- moves
    def choose_move(self, position: Position) -> Move:
        """A legal move for the side to move (raises ValueError if the round is over)."""
        start = time.perf_counter()
        if position.result is not None:
            raise ValueError(_("the round is over; there is no move to choose"))
        board = Board(position)
        moves = board.moves()
        win = immediate_win(board)
        proven = self._proven(position) if self.level == 4 and win < 0 else None
        if proven is not None:
            move, sure, depth, nodes = proven
            self.last = SearchInfo(move, sure, depth, nodes, time.perf_counter() - start)
            self.won = position._play_unchecked(move) if sure > MATE_BOUND else None
            return move
        score: int | None
        if self.level == 4 and win < 0 and len(moves) > 1:
            solved = self._solver_first(position, start)
            if solved is not None:
                move, sure, depth, nodes = solved
                self.last = SearchInfo(move, sure, depth, nodes, time.perf_counter() - start)
                self.won = position._play_unchecked(move)
                return move
        if len(moves) == 1 or win >= 0:
            m = win if win >= 0 else moves[0]
            score = MATE - 1 if win >= 0 else None
            self.last = SearchInfo(decode(m), score, 0, 0, time.perf_counter() - start)
            return decode(m)
        if self.level == 1:
            m, score, depth, nodes = self.rng.choice(moves), None, 0, 0
        elif self.level == 2:
            safe = [m for m in moves if not loses_at_once(board, m)]
            m, score, depth, nodes = self.rng.choice(safe or moves), None, 1, len(moves)
        else:
            m, score, depth, nodes = self._search(board, moves, start)
            if self.level == 4:
                self.won = position._play_unchecked(decode(m)) if score is not None and score > MATE_BOUND else None
        self.last = SearchInfo(decode(m), score, depth, nodes, time.perf_counter() - start)
        return decode(m)

    def _proven(self, position: Position) -> tuple[Move, int, int, int] | None:
        """Level 4's proven move, with its score, depth and nodes: the book's best move, or one that
        keeps the win proven at the player's last move (any answer since leaves the round won)."""
        booked = book_solution(position)
        if booked is not None and booked.distance is not None:
            score = MATE - booked.distance if booked.result is WIN else -(MATE - booked.distance)
            return booked.line[0], score, booked.distance, 0
        if self.won is None or not follows(self.won, position, position.turn):
            return None
        # the round is won: the proof ends; any winning move will do, the fastest is not needed
        sol = solve(position, max_nodes=None, time_limit=None, exact_distance=False)
        if sol.result is not WIN or sol.bound is None:  # pragma: no cover - a proven win stays won
            return None
        return sol.line[0], MATE - sol.bound, sol.bound, sol.nodes

    def _solver_first(self, position: Position, start: float) -> tuple[Move, int, int, int] | None:
        """Level 4 asks the exact solver before its own search: a win it proves within its share of the
        budget is played (a move of the proof, which keeps the win against every defence); otherwise None.
        Its share: ``SOLVER_TIME_SHARE`` of the time limit and ``SOLVER_NODE_FACTOR`` times ``max_nodes``
        (the solver's nodes are cheaper: each position it generates counts as one)."""
        time_limit = None if self.time_limit is None else self.time_limit * SOLVER_TIME_SHARE
        if time_limit is not None:
            time_limit = max(0.0, time_limit - (time.perf_counter() - start))
        max_nodes = None if self.max_nodes is None else self.max_nodes * SOLVER_NODE_FACTOR
        sol = solve(position, max_nodes=max_nodes, time_limit=time_limit, exact_distance=False)
        if sol.result is not WIN or sol.bound is None or not sol.line:
            return None
        return sol.line[0], MATE - sol.bound, sol.bound, sol.nodes

    def _searcher(self, board: Board, start: float) -> Searcher:
        deadline = None if self.time_limit is None else start + self.time_limit
        return Searcher(board, exact=False, max_nodes=self.max_nodes, deadline=deadline, evaluate=self.evaluate)

    def _search(self, board: Board, moves: list[int], start: float) -> tuple[int, int, int, int]:
        self.rng.shuffle(moves)  # equal moves are tried, and so chosen, in a seeded order
        s = self._searcher(board, start)
        moves = s.order(moves, -1, 0)
        if self.level == 3:
            return self._club(s, moves)
        m, v, depth, _n = search_root(s, moves, MAX_DEPTH)
        return m, v, depth, s.nodes

    def _club(self, s: Searcher, moves: list[int]) -> tuple[int, int, int, int]:
        """Score every move with a shallow full-window search; pick among the near-best."""
        scores = []
        try:
            for m in moves:
                scores.append((s.value_of(m, CLUB_DEPTH - 1, 0, -INF, INF), m))
        except SearchAborted:
            s.unwind()
            if not scores:
                return moves[0], 0, 0, s.nodes
        best = max(v for v, _m in scores)
        if best > MATE_BOUND or best < -MATE_BOUND:  # proven: only the best will do
            near = [m for v, m in scores if v == best]
        else:
            near = [m for v, m in scores if v >= best - CLUB_MARGIN]
        return self.rng.choice(near), best, CLUB_DEPTH, s.nodes

    # ----------------------------------------------------------------- fills
    def choose_fill(self, match: Match) -> Fill:
        """The Defender's refill direction (F1): the one whose next round looks worse for
        the Challenger, by a short search from each of the two opening positions."""
        state = match.state
        if state.phase is not Phase.FILL:
            raise ValueError(_("there is no fill to choose: the round is not over, or the match is"))
        result = state.position.result
        assert result is not None
        options = {d: refill(state.promoted_position(), d, result.loser) for d in (Fill.LEFT, Fill.RIGHT)}
        if self.level == 1 or options[Fill.LEFT] == options[Fill.RIGHT]:
            return self.rng.choice([Fill.LEFT, Fill.RIGHT])
        start = time.perf_counter()
        budget = None if self.time_limit is None else self.time_limit / 2
        worth = {}
        for d in (Fill.LEFT, Fill.RIGHT):
            worth[d] = -self._challenger_score(options[d], budget)  # for the Defender
        self.last = SearchInfo(None, max(worth.values()), 0, 0, time.perf_counter() - start)
        if worth[Fill.LEFT] == worth[Fill.RIGHT]:
            return self.rng.choice([Fill.LEFT, Fill.RIGHT])
        return max(worth, key=worth.__getitem__)

    def _challenger_score(self, position: Position, budget: float | None) -> int:
        board = Board(position)
        if immediate_win(board) >= 0:
            return MATE - 1
        depth = {2: 1, 3: CLUB_DEPTH}.get(self.level, MAX_DEPTH)
        start = time.perf_counter()
        s = Searcher(
            board, exact=False, max_nodes=self.max_nodes,
            deadline=None if budget is None else start + budget, evaluate=self.evaluate,
        )
        moves = s.order(board.moves(), -1, 0)
        _m, v, _d, _n = search_root(s, moves, depth)
        return v


def play_match(
    black: EnginePlayer,
    gold: EnginePlayer,
    target: int = 1,
    layout: Layout = Layout.STANDARD,
    *,
    start: str | None = None,
    max_plies: int = 10_000,
) -> Match:
    """Play a whole match between two engine players (fill choices included) and return it."""
    match = Match(target, layout) if start is None else Match.from_text(start)
    players = {Player.BLACK: black, Player.GOLD: gold}
    plies = 0
    while not match.is_over:
        if match.phase is Phase.FILL:
            defender = match.position.result.winner  # type: ignore[union-attr]
            match.fill(players[defender].choose_fill(match))
            continue
        match.play(players[match.position.turn].choose_move(match.position))
        plies += 1
        if plies > max_plies:  # pragma: no cover - every round terminates (M8)
            raise RuntimeError("the match did not end")
    return match
