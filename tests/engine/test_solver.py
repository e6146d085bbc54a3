"""The exact round solver and the hints built on it (kamisado_widget.engine.ai).

The solver is checked against a plain exhaustive minimax written here on the engine's
Position alone: on random positions a few plies before the end of a round (with Sumos, so
pushes and the extra turn after them, S2-S3, and passes, M6, occur), every proven result
and distance must be the minimax one.
"""

import functools
import math
from collections import Counter

import pytest
from helpers.rounds import fake_clock, loses_at_once, random_round, wins_at_once
from helpers.scenarios import PUSH_THEN_WIN

from kamisado_widget.engine import Position
from kamisado_widget.engine.ai import LOSS, UNKNOWN, WIN, hint, moves_words, own_moves, solve

DEPTH = 5  # plies the exhaustive minimax looks ahead
NO_CLOCK = math.inf  # hint()'s time limit when a node budget alone bounds it: answers never depend on speed


class TooBig(Exception):
    pass


def minimax(pos: Position, depth: int, seen: Counter, memo: dict, budget: list[int]) -> int:
    """+d: the side to move wins in d plies at best (the shortest win); -d: it loses in d
    plies (the longest loss); 0: neither happens within ``depth`` plies. Every legal move is
    one ply (passes and the extra move after a push included); after a push the same side
    moves again, so its value is not negated."""
    if depth == 0:
        return 0
    if (pos, depth) in memo:
        return memo[pos, depth]
    budget[0] -= 1
    if budget[0] < 0:
        raise TooBig
    best = None
    for move in pos.legal_moves():
        seen[move.kind.value] += 1
        after = pos._play_unchecked(move)  # the engine's own play, for moves from legal_moves()
        if after.result is not None:
            value = 1 if after.result.winner is pos.turn else -1
        else:
            seen["extra turn"] += after.extra_turn
            v = minimax(after, depth - 1, seen, memo, budget)
            if after.turn is not pos.turn:
                v = -v
            value = 0 if v == 0 else v + 1 if v > 0 else v - 1
        if best is None or _better(value, best):
            best = value
    memo[pos, depth] = best
    return best


def _better(a: int, b: int) -> bool:
    def rank(v: int) -> int:
        return 1000 - v if v > 0 else -1000 - v if v < 0 else 0

    return rank(a) > rank(b)


@functools.cache
def near_end_positions() -> list[Position]:
    """Positions at most 6 plies before the end of seeded random rounds; half of them chosen
    just before a push or a pass, or at an extra turn."""
    out = []
    for seed in range(400):
        positions, moves = random_round(seed)
        near = list(range(max(0, len(moves) - 6), len(moves)))
        special = [k for k in near if moves[k].is_push or moves[k].is_pass or positions[k].extra_turn]
        pool = special if seed % 2 == 0 else near
        if pool:
            out.append(positions[pool[seed % len(pool)]])
        if len(out) >= 90:
            break
    return out


def _check_line(pos: Position, sol) -> Position:
    """The line replays to the end of the round in exactly ``distance`` plies, won by the side the solution names."""
    end = pos
    for move in sol.line:
        assert end.result is None
        end = end.play(move)
    assert end.result is not None and len(sol.line) == sol.distance
    assert (end.result.winner is pos.turn) == (sol.result is WIN)
    assert sol.winner is end.result.winner
    return end


@pytest.mark.slow
def test_solver_agrees_with_exhaustive_minimax():
    seen: Counter = Counter()
    checked = proven = beyond = 0
    for pos in near_end_positions():
        try:
            expected = minimax(pos, DEPTH, seen, {}, [1500])
        except TooBig:
            continue
        sol = solve(pos, max_nodes=20_000)
        checked += 1
        if sol.result is UNKNOWN:
            assert expected == 0 and sol.depth >= DEPTH, "a round ending within DEPTH plies is always solved"
            continue
        proven += 1
        got = sol.distance if sol.result is WIN else -sol.distance
        if sol.distance <= DEPTH:
            assert got == expected, pos.text()
        else:
            assert expected == 0, pos.text()
            beyond += 1
        # the line is best play: it replays to the end of the round at the proven distance
        _check_line(pos, sol)
    assert checked >= 60 and proven >= 0.8 * checked
    assert beyond > 0  # some results lie beyond the minimax horizon and were still consistent
    assert seen["push"] > 50 and seen["pass"] > 20 and seen["extra turn"] > 50, seen


def test_line_follows_the_shortest_win_and_the_longest_loss():
    """Along the solver's line, each position solves to the same result one ply closer."""
    for pos in near_end_positions()[:20]:
        sol = solve(pos, max_nodes=20_000)
        if sol.result is UNKNOWN or sol.distance < 2:
            continue
        after = pos.play(sol.line[0])
        again = solve(after, max_nodes=50_000)
        assert again.distance == sol.distance - 1
        same_side = after.turn is pos.turn
        assert (again.result is sol.result) == same_side


def test_finished_round_and_single_plies():
    positions, moves = random_round(11)
    end = positions[-1]
    sol = solve(end)
    assert sol.distance == 0 and sol.line == ()
    assert sol.result is (WIN if end.result.winner is end.turn else LOSS)
    before = positions[-2]
    sol = solve(before)
    if wins_at_once(before, moves[-1]):
        assert sol.result is WIN and sol.distance == 1 and wins_at_once(before, sol.line[0])


def test_unknown_when_the_budget_runs_out(monkeypatch):
    sol = solve(Position.initial(), max_nodes=2_000)
    assert sol.result is UNKNOWN and sol.distance is None and sol.line == () and sol.winner is None
    assert sol.nodes <= 2_000
    # a time limit alone, on a fake clock that moves on 10 ms at every reading: no real time is measured
    clock = fake_clock(monkeypatch, step=0.01)
    sol = solve(Position.initial(), max_nodes=None, time_limit=0.3)
    assert sol.result is UNKNOWN and sol.seconds <= 0.3 + 2 * clock.step and clock.readings >= 2
    assert sol.nodes >= 256, "it searched until its time was up"


def test_push_then_extra_turn_win():
    """S3: the push and the winning extra move are two plies by the same side."""

    pos = Position.from_text(PUSH_THEN_WIN)
    sol = solve(pos)
    assert sol.result is WIN and sol.distance == 2
    assert sol.line[0].is_push and wins_at_once(pos.play(sol.line[0]), sol.line[1])


# ------------------------------------------------------------------ hints
def test_hint_wins_in_one():
    checked = 0
    for pos in near_end_positions():
        if any(wins_at_once(pos, m) for m in pos.legal_moves()):
            h = hint(pos, NO_CLOCK, max_nodes=20_000)
            assert h.reason == "wins in 1" and h.result is WIN and h.distance == 1
            assert wins_at_once(pos, h.move)
            checked += 1
    assert checked >= 10


@pytest.mark.slow
def test_hint_reason_matches_the_proof():
    """A proven win says "wins in N" with N the side's own moves on the solver's line; a
    proven loss says that every move loses; the move is the solver's."""
    kinds = Counter()
    for pos in near_end_positions():
        sol = solve(pos, max_nodes=20_000)
        if sol.result is UNKNOWN or sol.distance == 1 or len(pos.legal_moves()) == 1:
            continue
        h = hint(pos, NO_CLOCK, max_nodes=20_000)
        assert (h.result, h.distance) == (sol.result, sol.distance)
        own = 0
        p = pos
        for move in sol.line:
            own += p.turn is pos.turn
            p = p.play(move)
        if sol.result is WIN:
            assert h.reason == f"wins in {own}"
            after = pos.play(h.move)
            follow = solve(after, max_nodes=50_000)
            assert follow.distance == sol.distance - 1
            assert follow.winner is pos.turn
        else:
            assert h.reason.startswith("every move loses")
        kinds[sol.result] += 1
    assert kinds[WIN] >= 5 and kinds[LOSS] >= 5, kinds


@functools.cache
def unsolved_hints() -> list:
    """Hints for positions the solver cannot settle within a tiny budget."""
    out = []
    for seed in range(400):
        for pos in random_round(seed, push_bias=0.2)[0][-6:-1]:
            legal = pos.legal_moves()
            if len(legal) < 3 or any(wins_at_once(pos, m) for m in legal):
                continue
            h = hint(pos, NO_CLOCK, max_nodes=60)
            if h.result is UNKNOWN:
                out.append((pos, h))
        if len(out) >= 80:
            break
    return out


def test_unsolved_hints_say_only_what_was_checked():
    reasons = Counter()
    opp = {p: p.turn.opponent.title for p, _ in unsolved_hints()}
    for pos, h in unsolved_hints():
        legal = pos.legal_moves()
        losing = [m for m in legal if loses_at_once(pos, m)]
        assert h.move in legal and h.distance is None and h.line == ()
        if len(losing) < len(legal):
            assert h.move not in losing  # never suggests a move that loses at once
        if h.reason == f"every other move lets {opp[pos]} win at once":
            assert len(losing) == len(legal) - 1
            assert all(pos.play(m).result is None for m in losing)  # lost by handing over, not M8
            reasons["only"] += 1
        elif h.reason.startswith("blocks "):
            colour = h.reason.split("'s ")[1]
            before = _open_towers(pos, pos.turn.opponent)
            after = _open_towers(pos.play(h.move), pos.turn.opponent)
            assert colour in before and colour not in after
            reasons["blocks"] += 1
        else:
            assert h.reason.startswith("my best guess, looking ") and len(losing) < len(legal) - 1
            reasons["search"] += 1
    assert reasons["only"] and reasons["blocks"] and reasons["search"], reasons


def _open_towers(pos: Position, player) -> set[str]:
    """Colours of the player's towers that could reach the other home row if it were their
    move (checked with the engine: give them the move and look for a winning step)."""
    out = set()
    for t in pos.towers():
        if t.player is not player:
            continue
        probe = pos.replace(turn=player, to_move=t.colour, extra_turn=False, result=None)
        if any(wins_at_once(probe, m) for m in probe.legal_moves()):
            out.add(t.colour.title)
    return out


def test_hint_after_the_round():
    end = random_round(5)[0][-1]
    h = hint(end, NO_CLOCK, max_nodes=1_000)
    assert h.move is None and h.reason.startswith("the round is over")


@pytest.mark.parametrize("seed", [0])
def test_hint_for_a_forced_move(seed):
    for s in range(seed, seed + 300):
        for pos in random_round(s)[0][:-1]:
            legal = pos.legal_moves()
            if len(legal) == 1 and legal[0].is_pass:
                h = hint(pos, NO_CLOCK, max_nodes=20_000)
                assert h.move == legal[0] and "must pass (M6)" in h.reason
                return
    pytest.fail("no forced pass found")


# ------------------------------------------------------------------ the proof-number solver
@pytest.mark.slow
def test_proof_number_path_agrees_with_exhaustive_minimax(monkeypatch):
    """With no shallow search first, every result comes from the proof-number searches."""
    from kamisado_widget.engine.ai.solver import solving

    monkeypatch.setattr(solving, "SHALLOW_NODES", 0)
    checked = proven = beyond = 0
    for pos in near_end_positions():
        try:
            expected = minimax(pos, DEPTH, Counter(), {}, [1500])
        except TooBig:
            continue
        sol = solve(pos, max_nodes=100_000)
        checked += 1
        if not sol.proven:
            continue
        proven += 1
        got = sol.distance if sol.result is WIN else -sol.distance
        if sol.distance <= DEPTH:
            assert got == expected, pos.text()
        else:
            assert expected == 0, pos.text()
            beyond += 1
        _check_line(pos, sol)
    assert checked >= 60 and proven >= 0.8 * checked and beyond > 0


def reference(pos: Position, max_nodes: int) -> tuple[int, int] | None:
    """(+1 win / -1 loss, distance) by plain iterative deepening of the exact negamax (the
    solver's first method, itself checked against the minimax above), or None if too big."""
    from kamisado_widget.engine.ai.search import Searcher
    from kamisado_widget.engine.core import Board
    from kamisado_widget.engine.errors import SearchAborted

    s = Searcher(Board(pos), exact=True, max_nodes=max_nodes)
    try:
        for depth in range(1, 200):
            v = s.negamax(depth, 0, -1, 1)
            if v >= 1 or v <= -1:
                return (1 if v > 0 else -1), depth
    except SearchAborted:
        return None
    return None  # pragma: no cover - every round ends


@functools.cache
def longer_rounds() -> list[Position]:
    """Positions 7 to 16 plies before the end of seeded random rounds (with Sumos, pushes preferred)."""
    out = []
    for seed in range(1000, 1400):
        positions, _ = random_round(seed, push_bias=0.3 if seed % 2 else 0.8)
        back = 7 + seed % 10
        if len(positions) > back + 1:
            out.append(positions[-1 - back])
        if len(out) >= 60:
            break
    return out


@pytest.mark.slow
def test_solver_agrees_with_iterative_deepening_on_longer_rounds():
    """Shortest wins and longest losses beyond the shallow search: the same as the plain
    iterative deepening finds, with a line of that length; Sumo positions and pushes included."""
    compared = deep = sumo = pushes = 0
    for pos in longer_rounds():
        ref = reference(pos, 150_000)
        if ref is None:
            continue
        sol = solve(pos, max_nodes=2_000_000)
        assert sol.proven, pos.text()
        assert ((1 if sol.result is WIN else -1), sol.distance) == ref, pos.text()
        _check_line(pos, sol)
        compared += 1
        deep += sol.distance > 6
        sumo += any(t.rank for t in pos.towers())
        pushes += any(m.is_push for m in sol.line)
    assert compared >= 30 and deep >= 15 and sumo >= 15 and pushes >= 3, (compared, deep, sumo, pushes)


@pytest.mark.slow
def test_unknown_in_every_phase_when_the_node_budget_is_spent():
    """A position that needs the prover: any smaller node budget gives UNKNOWN (the search is
    deterministic without a clock), and never more nodes than allowed."""
    pos = next(p for p in longer_rounds() if 20_000 < solve(p, max_nodes=None).nodes < 400_000)
    full = solve(pos, max_nodes=None)
    assert full.proven and full.depth == full.distance
    for budget in (100, full.nodes // 10, full.nodes // 3):
        sol = solve(pos, max_nodes=budget)
        assert sol.result is UNKNOWN and sol.winner is None and sol.line == () and sol.distance is None
        assert sol.nodes <= budget
        assert sol.depth < full.distance  # what it reports as searched is true: no result within depth
    again = solve(pos, max_nodes=full.nodes)
    assert (again.result, again.distance, again.line) == (full.result, full.distance, full.line)


# ------------------------------------------------------------------ a proven result without its distance
def _prover_nodes(monkeypatch) -> list[int]:
    """Record the solver's node count each time its prover (step 2) has proven who wins."""
    from kamisado_widget.engine.ai import solver as solver_module

    done: list[int] = []
    prove = solver_module.Prover.prove

    def recording(self):
        win = prove(self)
        done.append(self.s.nodes)
        return win

    monkeypatch.setattr(solver_module.Prover, "prove", recording)
    return done


def _check_proof_line(pos: Position, sol) -> None:
    """``exact_distance=False`` without the distance: the line (the prover's) replays legally and ends
    the round in ``bound`` plies, won by the proven winner."""
    assert sol.proven and sol.distance is None and sol.bound is not None
    assert len(sol.line) == sol.bound and sol.depth < sol.bound
    end = pos
    for move in sol.line:
        assert end.result is None
        end = end.play(move)
    assert end.result is not None and end.result.winner is sol.winner
    own = own_moves(sol.line, pos.turn, sol.winner)  # said in the winner's own moves, never plies (M6, S3)
    lost = "" if sol.result is WIN else f"{pos.turn.title} loses: "
    assert sol.text() == f"{lost}{sol.winner.title} wins (proven; a winning line takes {moves_words(own)} of its own)"


@pytest.mark.slow
def test_proven_result_when_the_distance_is_not_found(monkeypatch):
    """A budget that lets the prover finish but not the distance's search: ``exact_distance=False``
    gives the same winner as the exact solve, a bound at least the exact distance, a depth below it
    and a line of that many plies won by the winner; the default gives UNKNOWN on the same budget."""
    done = _prover_nodes(monkeypatch)
    partial = 0
    for pos in longer_rounds():
        done.clear()
        full = solve(pos, max_nodes=300_000)
        if not full.proven or not done:
            continue  # unknown, or settled by the shallow search
        assert full.bound == full.distance
        budget = done[0] + (full.nodes - done[0]) // 3
        sol = solve(pos, max_nodes=budget, exact_distance=False)
        assert sol.winner is full.winner and sol.result is full.result
        if sol.distance is not None:
            assert (sol.distance, sol.line) == (full.distance, full.line)
            continue
        _check_proof_line(pos, sol)
        assert sol.depth < full.distance <= sol.bound, pos.text()
        assert solve(pos, max_nodes=budget).result is UNKNOWN
        partial += 1
        if partial >= 8:
            break
    assert partial >= 8


@pytest.mark.slow
def test_proof_line_agrees_with_exhaustive_minimax(monkeypatch):
    """With no shallow search and a budget that ends just after the prover: every result is the
    minimax one, and the bound is never below the minimax distance."""
    from kamisado_widget.engine.ai.solver import solving

    monkeypatch.setattr(solving, "SHALLOW_NODES", 0)
    done = _prover_nodes(monkeypatch)
    partial = 0
    for pos in near_end_positions():
        try:
            expected = minimax(pos, DEPTH, Counter(), {}, [1500])
        except TooBig:
            continue
        done.clear()
        if not solve(pos, max_nodes=20_000).proven:
            continue
        sol = solve(pos, max_nodes=done[0] + 1, exact_distance=False)
        if sol.distance is not None:
            continue  # the proof was the distance's (checked in the tests above)
        _check_proof_line(pos, sol)
        if expected:
            assert (sol.result is WIN) == (expected > 0) and sol.depth < abs(expected) <= sol.bound, pos.text()
        else:
            assert sol.bound > DEPTH
        partial += 1
    assert partial >= 20, partial
