"""Perft: the number of move sequences of a given length from the initial position.

Convention: every legal move is one ply, including the explicit pass (M6) and a Sumo push
(S2); a position where the round is over (M7 home row reached, or M8 deadlock detected
right after the real move that causes it) has no moves, so sequences that end the round
early are not counted at greater depths. Black moves first (B7) with a free choice (T1).

    depth  1        102
    depth  2      1,150
    depth  3     11,182
    depth  4    105,020
    depth  5    900,982
    depth  6  7,399,794  (through the core, test_perft_six_through_the_core)
"""

import pytest

from kamisado_widget.engine import Position

PERFT = {1: 102, 2: 1150, 3: 11182, 4: 105020, 5: 900982}


def perft(pos: Position, depth: int) -> int:
    moves = pos.legal_moves()
    if depth == 1:
        return len(moves)
    return sum(perft(pos.play(m), depth - 1) for m in moves)


def test_T1_M1_depth_one_by_hand():
    """T1, M1, M2: each Black tower on rank 1 has 6 straight moves (rank 8 is full) and
    min(f, 6) / min(7 - f, 6) diagonal moves, which add up to 102."""
    by_hand = sum(6 + min(f, 6) + min(7 - f, 6) for f in range(8))
    assert by_hand == 102
    assert perft(Position.initial(), 1) == by_hand


@pytest.mark.parametrize("depth", [1, 2, 3, 4, 5])
def test_perft_from_initial_position(depth):
    assert perft(Position.initial(), depth) == PERFT[depth]


@pytest.mark.slow
def test_perft_six_through_the_core():
    """The rules core's own make / unmake board counts the same tree one ply deeper."""
    from kamisado_widget.engine.core import Board
    from kamisado_widget.engine.core import perft as core_perft

    assert [core_perft(Board(Position.initial()), d) for d in range(1, 6)] == [PERFT[d] for d in range(1, 6)]
    assert core_perft(Board(Position.initial()), 6) == 7399794
