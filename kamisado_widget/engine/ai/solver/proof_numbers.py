"""What the two proof-number searches (:mod:`.prover`, :mod:`.bounded`) share: the numbers' infinity and
the 1 + epsilon trick, the proven and disproven entries, and the first numbers of a child not searched yet,
from the core's facts (``FIRST_NUMBERS``)."""

from __future__ import annotations

from ...core import HOLDS_SHIFT
from ..heuristics import NEXT

PN_INF = 1 << 40
EPSILON = 6  # the 1 + epsilon trick: a child is searched until its number passes the second best by 1/EPSILON (6: 9 % fewer prover nodes than 4 on a sample of the far benchmark)
PROVEN, DISPROVEN = (0, PN_INF), (PN_INF, 0)

# The first (proof, disproof) numbers of a child not searched yet, for the side to move at its parent
# (df-pn+ style; they only steer the search, a result is still a 0 the rules or the search found):
# INIT[the same side moves again, S3][what the child's side to move has, heuristics.expand's ``next``].
# A child whose mover has a step that holds two plies (2) is taken as harder to win through for
# the opponent, HOLDS_PN for each such step (or step after which the answering tower must pass, M6),
# counted up to the core's HOLDS_LIMIT (:meth:`Board.step_facts` counts them); one whose mover has no step
# after which the answering tower can step (0: its tower is blocked, M6, or each of its steps blocks
# the answer) as more likely lost. Tuned on the benchmarks' positions: a flat number for (2) gave 34 %
# fewer prover nodes than all (1, 1); counting the steps that hold halves them again (on the far
# benchmark's Sumo rounds, 56 % fewer). The bounded search starts its children from the same numbers
# (its side to move's goal there is akin).
HOLDS_PN, STUCK_DN = 2, 3
INIT = (
    ((1, STUCK_DN), (1, 1), (HOLDS_PN, 1), (1, 1)),  # the opponent moves next ((2): one step that holds)
    ((STUCK_DN, 1), (1, 1), (1, HOLDS_PN), (1, 1)),  # the same side moves again (S3)
)


def _first_numbers(again: bool, facts: int) -> tuple[tuple[int, int], int]:
    """A child's first numbers (``INIT``, or for a mover with steps that hold, HOLDS_PN for each) and its
    ``next``, from the core's facts."""
    nxt = NEXT[facts]
    if nxt != 2:
        return INIT[again][nxt], nxt
    n = HOLDS_PN * (facts >> HOLDS_SHIFT) or 1
    return ((1, n) if again else (n, 1)), nxt


# FIRST_NUMBERS[again][facts]: (first numbers, ``next``) for every value of the core's facts, looked up once per
# child (the prover's and the bounded search's children come from :meth:`Prover.children`)
FIRST_NUMBERS = tuple(tuple(_first_numbers(again, f) for f in range(len(NEXT))) for again in (False, True))
