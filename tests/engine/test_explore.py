"""The explorer: every legal move's value for the player making it, checked against the solver and the book.

Node budgets only (never a clock), so every answer is the same on every machine."""

from __future__ import annotations

from pathlib import Path

import pytest

from kamisado_widget.engine import Layout, Move, Player, Position
from kamisado_widget.engine.ai import LOSS, UNKNOWN, WIN, book_solution, opening_book, solve
from kamisado_widget.engine.ai.explore import Explorer, MoveValue, explore

NODES = 3_000
POSITIONS = Path(__file__).resolve().parents[2] / "benchmarks" / "solver_positions.txt"
PUSH = "3y3o++/O+7/n3u+++3/1p+rP4/5N2/2g2R+++2/B1U++3b1/4Y++1G+1 b g - mirrored"  # a Sumo may push (S2)
PASS = "ob3rgn/1u3U1O/8/N2py3/8/8/8/1GRYP1B1 b o - standard"  # a blocked tower's only move (M6)


def benchmark_positions() -> list[tuple[str, Position]]:
    """Every other position of the solver's benchmark: 120, random, computer and Sumo rounds, both layouts."""
    rows = [line.split("\t") for line in POSITIONS.read_text(encoding="utf-8").splitlines()][::2]
    return [(kind, Position.from_text(text)) for kind, _, text in rows]


def own_moves_by_hand(line: tuple[Move, ...], first: Player, winner: Player) -> int:
    """The winner's own moves on ``line``, counted move by move: a push is followed by its pusher's move (S3)."""
    count, turn = 0, first
    for move in line:
        if turn is winner:
            count += 1
        turn = turn if move.is_push else turn.opponent
    return count


def check_against_the_solver(position: Position, value: MoveValue) -> None:
    after = position.play(value.move)
    booked = book_solution(after) if after.result is None else None
    expected = booked or solve(after, max_nodes=NODES, exact_distance=False)
    here = book_solution(position)
    if booked is None and expected.winner is None and here is not None and here.winner is position.turn.opponent:
        # the book proves the position lost for the mover: every move loses, its distance unknown
        assert (value.result, value.own_moves, value.line, value.source) == (LOSS, None, (value.move,), "book")
        return
    assert value.source == ("book" if booked else "solver")
    winner = expected.winner
    if winner is None:
        assert (value.result, value.own_moves, value.line) == (UNKNOWN, None, ())
        return
    assert value.result is (WIN if winner is position.turn else LOSS)
    assert value.line == (value.move, *expected.line)
    if expected.distance is None:
        assert value.own_moves is None
    else:
        assert value.own_moves == own_moves_by_hand(value.line, position.turn, winner)


def test_every_move_of_120_positions_agrees_with_the_solver_and_the_book() -> None:
    """Both layouts, Sumo rounds among them; each move's value is the solver's (or book's) answer after it, for
    the mover; the position's own proven result is its best move's."""
    positions = benchmark_positions()
    assert len(positions) >= 100
    assert {p.layout for _, p in positions} == set(Layout) and any(kind == "sumo" for kind, _ in positions)
    proven = 0
    for _kind, position in positions:
        values = explore(position, nodes_per_move=NODES)
        assert sorted(v.move.text() for v in values) == sorted(m.text() for m in position.legal_moves())
        for value in values:
            check_against_the_solver(position, value)
        whole = solve(position, max_nodes=NODES, exact_distance=False)
        if whole.proven and all(v.proven for v in values):
            proven += 1
            assert values[0].result is whole.result
    assert proven >= 20


def test_values_are_sorted_best_first() -> None:
    """Wins by fewest own moves, then unknown, then losses by most own moves (the longest defence first)."""
    for _kind, position in benchmark_positions()[:40]:
        values = explore(position, nodes_per_move=NODES)
        keys = [v.rank() for v in values]
        assert keys == sorted(keys)
        wins = [v.own_moves for v in values if v.result is WIN and v.own_moves is not None]
        losses = [v.own_moves for v in values if v.result is LOSS and v.own_moves is not None]
        assert wins == sorted(wins) and losses == sorted(losses, reverse=True)


def test_a_push_is_explored_and_counted_as_two_own_moves_S2_S3() -> None:
    position = Position.from_text(PUSH)
    values = explore(position, nodes_per_move=NODES)
    pushes = [v for v in values if v.move.is_push]
    assert [v.move.text() for v in pushes] == ["g1>g2"]
    for value in values:
        check_against_the_solver(position, value)


def test_a_pass_is_the_only_move_and_has_its_value_M6() -> None:
    position = Position.from_text(PASS)
    (value,) = explore(position, nodes_per_move=NODES)
    assert value.move.is_pass
    check_against_the_solver(position, value)


def test_the_explorer_is_lazy_one_move_per_step() -> None:
    position = benchmark_positions()[0][1]
    explorer = Explorer(position, nodes_per_move=NODES)
    total = explorer.pending
    assert total == len(position.legal_moves()) > 1
    assert all(v.pending for v in explorer.values)
    first = explorer.step()
    assert first is not None and not first.pending and explorer.pending == total - 1
    assert explorer.best() == []  # not all worked out yet
    explorer.run()
    assert explorer.done and explorer.step() is None


def test_work_in_slices_gives_the_same_values_as_step() -> None:
    """A move worked in slices of 500 nodes (its solve kept between the slices) gets the value a whole step gives;
    a slice that does not finish the move leaves it pending, and a step finishes a move begun in slices."""
    slices = 0
    for _kind, position in benchmark_positions()[:12]:
        whole = Explorer(position, nodes_per_move=NODES)
        whole.run()
        explorer = Explorer(position, nodes_per_move=NODES)
        while not explorer.done:
            pending = explorer.pending
            value = explorer.work(nodes=500)
            slices += 1
            assert explorer.pending == (pending if value is None else pending - 1)
        assert explorer.work(nodes=500) is None
        assert [(v.move, v.result, v.own_moves, v.source) for v in explorer.values] == [
            (v.move, v.result, v.own_moves, v.source) for v in whole.values
        ]
    assert slices > 200  # most moves took several slices
    position = benchmark_positions()[0][1]
    explorer = Explorer(position, nodes_per_move=NODES)
    while explorer.work(nodes=100) is not None:  # up to a move that one slice does not finish
        pass
    total = explorer.pending
    first = explorer.step()  # finishes the move begun in a slice
    by_move = {v.move: v for v in Explorer(position, nodes_per_move=NODES).run()}
    assert first is not None and explorer.pending == total - 1
    assert (first.result, first.own_moves) == (by_move[first.move].result, by_move[first.move].own_moves)


def test_a_finished_round_has_no_moves() -> None:
    position = Position.initial()
    for move in Explorer(position, nodes_per_move=1).values[0].line:  # the book's line, to the end of the round
        position = position.play(move)
    assert position.result is not None
    explorer = Explorer(position)
    assert explorer.values == [] and explorer.done and explorer.best() == []


@pytest.mark.parametrize("layout", list(Layout))
def test_the_opening_explorer_answers_every_first_move_from_the_book_at_once(layout: Layout) -> None:
    """Item 2: every first move of either layout has the book's result with no search at all."""
    start = Position.initial(layout)
    explorer = Explorer(start, nodes_per_move=1)  # one node: any answer needing the solver would be unknown
    assert explorer.pending == 0
    entries = {e["move"]: e for e in opening_book(layout)["entries"]}
    for value in explorer.values:
        entry = entries[value.move.text()]
        assert value.source == "book"
        assert value.result is not None and value.result.value == entry["result"]
        line = tuple(Move.from_text(t) for t in entry["line"])
        assert value.line == line
        assert value.own_moves == own_moves_by_hand(line, Player.BLACK, value.winner or Player.BLACK)


@pytest.mark.parametrize("layout", list(Layout))
def test_the_opening_explorer_follows_the_book_line_to_its_end(layout: Layout) -> None:
    """Along the best first move's line, each position's book move is answered by the book, as far as it goes."""
    start = Position.initial(layout)
    best = Explorer(start, nodes_per_move=1).values[0]
    assert best.source == "book" and best.proven
    position = start
    for i, move in enumerate(best.line[:-1]):
        position = position.play(move)
        nxt = best.line[i + 1]
        explorer = Explorer(position, nodes_per_move=1)
        (value,) = [v for v in explorer.values if v.move == nxt]
        assert value.source == ("solver" if value.at_once else "book")  # a move that ends the round: no book needed
        assert value.winner is best.winner
        assert value.line == best.line[i + 1:]


@pytest.mark.parametrize("layout", ["standard", "mirrored"])
def test_after_a_winning_book_move_every_answer_shows_as_lost_by_the_book(layout):
    """Issue 31, item 2: clicking through the book's lines shows the answers at each step. After the first
    player's best book move the book proves the position lost for the opponent, so every answer is shown as a
    loss at once (by the book), before and whether or not the solver finds its distance (T1, M7)."""
    start = Position.initial(Layout(layout))
    best = Explorer(start).values[0]
    assert best.result is WIN and best.source == "book"
    after = start.play(best.move)
    explorer = Explorer(after, nodes_per_move=1)
    assert explorer.pending > 0, "the book does not answer every reply itself"
    assert all(v.result is LOSS for v in explorer.values)
    explorer.run()
    assert all(v.result is LOSS for v in explorer.values)
    assert all(v.source == "book" for v in explorer.values if v.own_moves is None)
