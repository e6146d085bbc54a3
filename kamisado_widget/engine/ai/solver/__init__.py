"""The exact solver for the current round: who wins with best play, and how fast.

:func:`solve` answers for the side to move in three steps, all exact:

1. the exact (leaves-unknown) negamax of :mod:`..search` to depth 1, 2, 3, ... plies, within
   ``SHALLOW_NODES`` nodes: a round that ends that soon is settled with its distance at once;
2. :class:`Prover`, a depth-first proof-number search (df-pn) with a table, proves who wins,
   without distances. A round always ends (M8) and no position repeats in it, so a proof or a
   disproof there is exact;
3. :class:`Bounded`, the same search for "the winner wins within k plies" (the winner's
   positions OR nodes, the loser's AND nodes), which also uses step 2's results (a position the
   winner loses is never won within any k; one its proof wins within n plies is won within every
   k >= n). It goes down from the length of step 2's proof, asking "within k - 1" while that is
   proven (cheap; each proof's facts may shorten k by several plies), until it is disproven or k
   is one more than step 1's depth (no result within it): k is the distance once "within k" is
   proven and "within k - 1" disproven. So the distance is the shortest win or the longest loss,
   and the line is read off the facts these proofs left. Its first numbers grow with the plies
   left (deep df-pn, ``DEEP_BIAS``), so it follows the line it is on down rather than switching
   back and forth between sibling defences.

Plies count every move, passes (M6) and the extra move after a push (S3) included. Kamisado
knowledge in the searches: a tower with an open line to the home row wins next move (M7); a
move that lets the opponent's next tower do so loses; a push never reaches the home row (S5);
a defender with a step after which the round goes on (no M8) is not lost within one ply, and
with one after which the answering tower can step but has no open line, not within two. The
moves come with these facts in one list (:func:`..heuristics.expand`, from the core's make); the same facts give
the two proof-number searches their first numbers at a position not searched yet (``INIT``).

When the node or time budget runs out first, the answer is UNKNOWN; ``depth`` then says how
far the round was searched without a result (every position generated counts as a node).

With ``exact_distance=False`` a caller that needs who wins more than how soon gets the proven
result even when step 3 runs out of budget: the distance is then None, ``bound`` the fewest plies
within which step 3 (or else step 2's proof) showed the win, and the line is read off those facts.

:class:`Solving` is the same solve worked in slices (``advance(seconds=..., nodes=...)``), so that a caller on an
event loop (the board's explore mode) answers clicks between them; the budget counts the work in the slices only.

Modules: ``solution`` (:class:`Solution`, the answer, and its words), ``solving`` (:func:`solve` and
:class:`Solving`: the three steps in turn, the budget, the slices; step 1's line), ``prover`` (step 2, the
:class:`Prover`), ``bounded`` (step 3, the :class:`Bounded` search) and ``proof_numbers`` (what the two
proof-number searches share: the first numbers of a child not searched yet, ``FIRST_NUMBERS``, and the
1 + epsilon trick).
"""

from __future__ import annotations

from .bounded import BOUNDED_LIMIT, DEEP_BIAS, DEFENCE_WEIGHT, Z_PLIES, Bounded, Live
from .proof_numbers import DISPROVEN, EPSILON, FIRST_NUMBERS, HOLDS_PN, INIT, PN_INF, PROVEN, STUCK_DN
from .prover import KIDS_LIMIT, Kids, Prover
from .solution import LOSS, UNKNOWN, WIN, Outcome, Solution
from .solving import DEFAULT_MAX_NODES, SHALLOW_NODES, Solving, principal_line, solve

__all__ = [
    "BOUNDED_LIMIT",
    "DEEP_BIAS",
    "DEFAULT_MAX_NODES",
    "DEFENCE_WEIGHT",
    "DISPROVEN",
    "EPSILON",
    "FIRST_NUMBERS",
    "HOLDS_PN",
    "INIT",
    "KIDS_LIMIT",
    "LOSS",
    "PN_INF",
    "PROVEN",
    "SHALLOW_NODES",
    "STUCK_DN",
    "UNKNOWN",
    "WIN",
    "Z_PLIES",
    "Bounded",
    "Kids",
    "Live",
    "Outcome",
    "Prover",
    "Solution",
    "Solving",
    "principal_line",
    "solve",
]
