"""The engine player (kamisado_widget.engine.ai): its search board follows the rules exactly,
every level plays legal moves, takes wins, avoids losing at once, handles passes (M6) and
pushes with their extra turn (S2, S3, S11), keeps to its clock, plays whole matches with
fill choices (F1), and each level beats the one below."""

import functools

import pytest
from helpers import reference_rules as ref
from helpers.rounds import fake_clock, loses_at_once, random_round, wins_at_once
from helpers.scenarios import PUSH_THEN_WIN

from kamisado_widget.engine import Fill, FillChoice, Match, Phase, Player, Position
from kamisado_widget.engine.ai import EnginePlayer, play_match
from kamisado_widget.engine.core import Board, decode, encode

# Black's Orange Double Sumo on h1 must move; pushing Gold's Brown from h2 to h3 (a green
# square) gives Black the extra turn with Green (S3), and d3-d8 reaches Gold's home row.

# random_round seeds in which some legal move causes a deadlock (M8); deadlocks are rare
DEADLOCK_SEEDS = (1170, 1212, 1330, 1493)


def quick(level: int, seed: int = 0) -> EnginePlayer:
    """A player whose search is bounded by nodes, not the clock, so tests are repeatable."""
    if level == 4:
        return EnginePlayer(4, time_limit=None, seed=seed, max_nodes=3000)
    return EnginePlayer(level, time_limit=None, seed=seed)


def sample_positions(count: int, start_seed: int = 0, every: int = 3) -> list[Position]:
    out = []
    seed = start_seed
    while len(out) < count:
        positions, _ = random_round(seed)
        out.extend(positions[:-1][::every])
        seed += 1
    return out[:count]


# ------------------------------------------------------------- the search board
@pytest.mark.slow
def test_search_board_follows_the_rules():
    """The search plays on the rules core's Board: on random rounds with Sumos, pushes, passes
    and deadlocks (T1, T2, M1-M8, S1-S11), its moves are the plain reference's, every make leads
    where the reference says (winner included), and unmake restores the board and its key."""
    seen = {"push": 0, "pass": 0, "M7": 0, "M8": 0, "extra": 0}
    for seed in [*range(20), *DEADLOCK_SEEDS]:
        positions, _ = random_round(seed)
        for pos in positions[:-1]:
            b = Board(pos)
            key = b.key
            state = ref.state_of(pos)
            legal = b.moves()
            assert {decode(m).text() for m in legal} == ref.moves(state)
            seen["extra"] += pos.extra_turn
            for m in legal:
                move = decode(m)
                assert encode(move) == m
                expected = ref.play(state, move.text())
                winner = b.make(m)
                if expected.result is None:
                    assert winner == -1
                    assert ref.after_of(Position.from_core(b.core_state)) == expected
                    assert b.key == Board(Position.from_core(b.core_state)).key
                else:
                    assert winner == expected.result[1]
                    seen[expected.result[0]] += 1
                seen["push"] += move.is_push
                seen["pass"] += move.is_pass
                b.unmake()
                assert Position.from_core(b.core_state) == pos and b.key == key
    assert all(n > 0 for n in seen.values()), seen


# ----------------------------------------------------------- choosing a move
@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_every_level_returns_a_legal_move(level):
    player = quick(level, seed=level)
    for pos in sample_positions(40, start_seed=100):
        assert player.choose_move(pos) in pos.legal_moves()


@functools.cache
def positions_with_a_win() -> list[Position]:
    out = []
    for seed in range(200, 240):
        for pos in random_round(seed)[0][:-1]:
            if any(wins_at_once(pos, m) for m in pos.legal_moves()):
                out.append(pos)
    return out


@functools.cache
def positions_with_losing_moves() -> list[tuple[Position, tuple]]:
    """Positions without a win in which some, but not all, moves lose at once."""
    out = []
    for seed in range(300, 400):
        for pos in random_round(seed)[0][:-1]:
            legal = pos.legal_moves()
            if any(wins_at_once(pos, m) for m in legal):
                continue
            losing = tuple(m for m in legal if loses_at_once(pos, m))
            if 0 < len(losing) < len(legal):
                out.append((pos, losing))
        if len(out) >= 40:
            return out
    return out


@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_takes_an_immediate_win(level):
    positions = positions_with_a_win()
    assert len(positions) >= 30
    for i, pos in enumerate(positions):
        assert wins_at_once(pos, quick(level, i).choose_move(pos)), pos.text()


@pytest.mark.parametrize("level", [2, 3, 4])
def test_avoids_an_immediate_loss_when_it_can(level):
    cases = positions_with_losing_moves()
    assert len(cases) >= 40
    for i, (pos, losing) in enumerate(cases):
        move = quick(level, i).choose_move(pos)
        assert move not in losing, (pos.text(), str(move))


def test_level_one_is_weak_it_does_walk_into_losses():
    """The test above can fail: a random mover does pick moves that lose at once."""
    cases = positions_with_losing_moves()
    blunders = sum(quick(1, i).choose_move(pos) in losing for i, (pos, losing) in enumerate(cases))
    assert blunders > 0


@pytest.mark.parametrize("level", [1, 2, 3, 4])
def test_forced_passes_and_pushes(level):
    """M6: a blocked tower passes; S11: a push that is the only move is played; S3: after a
    push the same side moves again, and the player moves for it."""
    kinds = {"pass": 0, "push": 0, "extra": 0}
    for seed in range(400, 520):
        positions, _ = random_round(seed)
        for pos in positions[:-1]:
            legal = pos.legal_moves()
            if len(legal) == 1 and legal[0].kind.value in kinds:
                assert quick(level).choose_move(pos) == legal[0]
                kinds[legal[0].kind.value] += 1
            elif pos.extra_turn:
                move = quick(level).choose_move(pos)
                assert move in legal and pos.tower_at(move.from_square).player is pos.turn
                kinds["extra"] += 1
    assert min(kinds.values()) > 0, kinds


def test_extra_turn_after_a_push_keeps_the_sign():
    """S3: the push and the extra move belong to the same side, so the search must not flip
    the score after a push: level 4 finds the push that wins on the extra turn."""
    pos = Position.from_text(PUSH_THEN_WIN)
    assert not any(wins_at_once(pos, m) for m in pos.legal_moves())
    player = quick(4)
    move = player.choose_move(pos)
    assert move.is_push and player.last.proven_win
    after = pos.play(move)
    assert after.turn is Player.BLACK and any(wins_at_once(after, m) for m in after.legal_moves())


def test_respects_its_time_limit(monkeypatch):
    """Level 4 with a clock and no node budget stops when its time is up. The clock is a fake that
    moves on 10 ms at every reading, so the search stops after about 25 readings however fast
    the machine is; no real time is measured."""
    clock = fake_clock(monkeypatch, step=0.01)
    player = EnginePlayer(4, time_limit=0.25, seed=1)
    positions = [Position.initial(), *sample_positions(3, start_seed=600, every=2)[1:]]
    for pos in positions:
        before, readings = clock.now, clock.readings
        move = player.choose_move(pos)
        assert move in pos.legal_moves()
        assert clock.now - before <= 0.25 + 3 * clock.step, "it stopped at its limit"
        assert clock.readings - readings >= 2, "it looked at the clock"
        assert player.last is not None and player.last.seconds <= 0.25 + 2 * clock.step
    assert player.last is not None and player.last.depth >= 1


def test_a_time_limit_stops_a_search_that_no_node_budget_would(monkeypatch):
    """The fake clock against a real one: the same limit stops the search at the same node, run after run.
    (Gold opens: the openings in which Black moves first are in the opening book, played without a search.)"""
    nodes = []
    for _ in range(2):
        fake_clock(monkeypatch, step=0.01)
        player = EnginePlayer(4, time_limit=0.25, seed=1)
        player.choose_move(Position.initial(turn=Player.GOLD))
        assert player.last is not None
        nodes.append(player.last.nodes)
    assert nodes[0] == nodes[1] and 0 < nodes[0] < 1_000_000


def test_same_seed_same_moves():
    for level in (1, 2, 3, 4):
        a, b = quick(level, seed=5), quick(level, seed=5)
        for pos in sample_positions(12, start_seed=700):
            assert a.choose_move(pos) == b.choose_move(pos)
    # and the seed matters: two beginners with different seeds disagree somewhere
    a, b = quick(1, seed=1), quick(1, seed=2)
    assert any(a.choose_move(p) != b.choose_move(p) for p in sample_positions(20, start_seed=700))


def test_level_four_needs_a_limit():
    with pytest.raises(ValueError):
        EnginePlayer(4, time_limit=None, max_nodes=None)
    with pytest.raises(ValueError):
        EnginePlayer(5)
    finished = random_round(3)[0][-1]
    with pytest.raises(ValueError):
        quick(2).choose_move(finished)


# ------------------------------------------------------------ matches, fills
def test_plays_a_full_standard_match_with_fill_choices():
    match = play_match(quick(4, seed=1), quick(3, seed=2), target=3)
    assert match.is_over and match.score(match.winner) >= 3
    fills = [e for e in match.events if isinstance(e, FillChoice)]
    assert fills, "a Standard match has at least two rounds"
    rounds = match.rounds()
    for r in rounds[:-1]:
        assert r.fill is not None and r.fill.player is r.result.winner  # F1: the Defender chose
    # the record replays exactly
    assert Match.from_record(match.record()).text() == match.text()


def test_choose_fill_is_the_defenders_choice():
    match = Match(target=3)
    with pytest.raises(ValueError):
        quick(3).choose_fill(match)
    black, gold = quick(3, seed=1), quick(2, seed=2)
    while match.phase is Phase.PLAY:
        player = black if match.position.turn is Player.BLACK else gold
        match.play(player.choose_move(match.position))
    assert match.phase is Phase.FILL
    choices = {quick(level, seed=3).choose_fill(match) for level in (1, 2, 3, 4)}
    assert choices <= {Fill.LEFT, Fill.RIGHT}
    assert quick(4, seed=3).choose_fill(match) == quick(4, seed=3).choose_fill(match)


# ---------------------------------------------------------------- strength
def duel(strong: EnginePlayer, weak: EnginePlayer, games: int) -> int:
    """Single-round games, the first move (Black, B7) alternating; the strong side's wins."""
    wins = 0
    for g in range(games):
        if g % 2 == 0:
            wins += play_match(strong, weak).winner is Player.BLACK
        else:
            wins += play_match(weak, strong).winner is Player.GOLD
    return wins


@pytest.mark.slow
@pytest.mark.parametrize("level", [2, 3, 4])
def test_each_level_beats_the_level_below(level):
    wins = duel(quick(level, seed=10 + level), quick(level - 1, seed=20 + level), games=10)
    assert wins > 5, f"level {level} won only {wins} of 10 against level {level - 1}"
