"""The solver's searches look at the same positions in the same order whatever the speed work on the core or the
heuristics: ``solve`` on twenty positions of the benchmark set (taken 3-19 moves before the end of played
rounds) on a fixed node budget gives the same result, distance, depth, bound, node count and line as recorded.
The record is made again only when the searches' first numbers change on purpose (last: the bounded search's deep
df-pn bias); a proven result or distance recorded before must then come out the same."""

from __future__ import annotations

import pytest

from kamisado_widget.engine import Position
from kamisado_widget.engine.ai import solve

MAX_NODES = 20_000

# (position text, result, distance, depth, bound, nodes, line)
RECORDED = [
    ('1gry1u2/1n3No1/8/3b4/2O5/4p3/8/1BUPYRG1 b u - mirrored', 'UNKNOWN', None, 10, None, 19999, ''),
    ('o1upy2n/2b5/3r4/8/8/8/3RP1gO/NG1Y1UB1 b r - standard', 'WIN', None, 10, 15, 20001, 'd2-c3 h8-h6 g1-a7 d6-e5 a1-a2 c8-b7 h2-h4 d8-g5 c3-c6 a8= h4-h5 e8-d7 b1-b2 h6= a7-b8'),
    ('1gr1p1bo/2U5/8/3N2G1/4Y2y/8/u2n4/OB1P1R2 b r - mirrored', 'WIN', 1, 1, 1, 7, 'f1-f8'),
    ('ngr2ubo/3yp3/8/7P/8/6G1/8/OBU1YR1N b b - mirrored', 'UNKNOWN', None, 8, None, 19999, ''),
    ('ngrypu1o/8/8/6b1/8/8/4Y3/OBUP1RGN b u - mirrored', 'UNKNOWN', None, 7, None, 19992, ''),
    ('ng1yp1bo/O2r4/4G3/8/8/u7/8/1BUPYR1N b b - mirrored', 'WIN', 5, 5, 5, 292, 'b1-b7 a8= h1-f3 a8= f3-f8'),
    ('o1upyrg1/b1R5/5n2/4P3/8/N7/8/1G1Y1UBO g p - standard', 'LOSS', 10, 10, 10, 4991, 'd8-d4 a3-a6 g8-h7 f1-f5 h7-h5 d1-e2 h5-h4 e5-e7 a7-b6 e7-d8'),
    ('1gry2b1/8/3P1o2/8/n2Gpu2/8/2B3N1/O1U1YR2 b o - mirrored', 'LOSS', None, 11, 16, 20031, 'a1-b2 f6-g5 c1-d2 b8-b7 g2-g3 d8-a5 e1-e2 g8-e6 f1-f2 a5-c3 b2-b4 f4-e3 d2-d3 c8-c4 c2-b3 e4-h1'),
    ('o2pyrg1/6B1/8/Pbu5/7n/3U4/8/NGRY3O g p - standard', 'WIN', 3, 3, 3, 24, 'd8-d7 b1-b2 h4-e1'),
    ('n1ry4/2g2b2/8/2u5/P2op3/O5G1/1U2Y2N/1B3R2 g y - mirrored', 'WIN', 3, 3, 3, 24, 'd8-f6 a3-b4 c5-c1'),
    ('o1u1yr2/6R1/8/5U2/1bg4n/3p2P1/1G6/N2Y2BO g n - standard', 'WIN', 3, 3, 3, 20, 'h4-h3 b2-b3 e8-e1'),
    ('1b3r2/2u5/oG2O3/3Y2g1/N2By2n/2R1Pp2/8/5U2 g r - standard', 'LOSS', 6, 6, 6, 190, 'f8-f5 b6-a7 f5-g4 f1-e2 g5-f4 d4-h8'),
    ('obu3gn/B7/8/N3y2O/2p4P/5r2/8/1GRY1U2 b g - standard', 'WIN', 3, 3, 3, 37, 'b1-b7 a8= h5-e8'),
    ('ngr3bo/O1U5/6u1/3yp2N/8/3P4/8/1B2YRG1 g r - mirrored', 'LOSS', 6, 6, 6, 366, 'c8-b7 h5-h6 b8= g1-g2 a8= h6-f8'),
    ('1b1pyr2/5gn1/u7/o2Y4/2R5/2P5/N7/1G3UBO b g - standard', 'WIN', 5, 5, 5, 343, 'b1-e4 a5-a3 g1-a7 f8-e7 a7-a8'),
    ('ng3ubo/5R1N/1r6/O2yp3/8/8/8/1BUPY1G1 b y - mirrored', 'WIN', 7, 7, 7, 695, 'e1-e3 f8-e7 g1-g4 b6-b3 d1-d4 h8-g7 a5-d8'),
    ('2u1yrg1/7n/oB6/4P1p1/8/5Ub1/2GR4/N2Y3O g y - standard', 'WIN', 13, 13, 13, 15683, 'e8-h5 d1-e2 g8-b3 e2-e3 f8-f7 e3-d4 h7-e4 h1-h2 f7-f5 c2-c7 g5-g4 f3-f4 g3-g1'),
    ('4p3/1o6/G7/3b3O/Pyr2N1n/2RU3u/1g6/6YB+ g y - standard', 'LOSS', 8, 8, 8, 316, 'b4-a3 h1-f3 b7-b6 a4-c6 b6-b5 d3-e4 b5-b3 g1-g8'),
    ('gb1oup1n/O5G1/r7/8/8/8/6y1/1YBNUR1P+ g n - standard', 'LOSS', 4, 4, 4, 135, 'h8-h7 e1-e2 a8-b7 a7-a8'),
    ('o++bu+1yr+gn/2R5/8/8/3p4/8/8/NG++1Y+++PU+++BO b n - standard', 'LOSS', None, 9, 16, 20006, 'a1-a2 c8-g4 f1-g2 a8-c6 h1-h3 g8-b3 d1-d2 b8-b5 g2-f3 c6-c5 g1-e3 f8-f7 d2-c3 h8-h4 e1-e2 b3-d1'),
]


@pytest.mark.parametrize("row", RECORDED, ids=[str(k) for k in range(len(RECORDED))])
def test_same_answer_and_node_count_on_a_fixed_budget(row: tuple[str, str, int | None, int, int | None, int, str]) -> None:
    text, result, distance, depth, bound, nodes, line = row
    r = solve(Position.from_text(text), max_nodes=MAX_NODES, exact_distance=False)
    got = (r.result.name, r.distance, r.depth, r.bound, r.nodes, " ".join(str(m) for m in r.line))
    assert got == (result, distance, depth, bound, nodes, line)
