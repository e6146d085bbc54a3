"""The facts the searches weigh, built on the rules core's public :class:`~kamisado_widget.engine.core.Board`
methods: which towers threaten to win (an open line to the goal row, M7), which steps hand the opponent such a
tower (T2), which steps leave the answering tower a step of its own (no pass, M6; so no deadlock, M8), and the
moves with what they lead to in one list for the proof-number searches (:func:`expand`).

None of this decides a rule: the core does (``can_win``, ``make``, and for steps not made ``step_facts``,
``step_answer_kinds``, ``count_step_answers`` and ``answer_after``, each a what-if answered in one call, as the
searches ask them at every node); these are the searches' heuristics.
"""

from __future__ import annotations

from ..basics import Player, square_rank
from ..core import HOLDS_LIMIT, HOLDS_SHIFT, OPEN_LINE, Board

_HOME_RANKS = tuple(p.home_rank for p in Player)
_RANK_OF = tuple(square_rank(s) for s in range(64)).__getitem__  # the rank of each square, looked up
# best_answer for each set of answers Board.step_answer_kinds finds (bit 1 << a for each answer a)
_BEST = tuple(2 if k & 4 else 1 if k & 2 else 0 for k in range(8))
# next_facts for each of Board.step_facts' facts (OPEN_LINE, or a set of answers with the count of steps that
# hold, as step_answer_profile finds them)
NEXT = tuple(3 if f == OPEN_LINE else _BEST[f & 7] for f in range((HOLDS_LIMIT + 1) << HOLDS_SHIFT))


def threats(b: Board, p: int) -> int:
    """How many of player p's towers have an open line to the opponent's home row within reach (M7)."""
    return len(b.towers_that_can_win(p))


def advance(b: Board, p: int) -> int:
    """How many ranks player p's towers stand from their own home row, added up."""
    home = _HOME_RANKS[p]
    ranks = sum(map(_RANK_OF, b.squares(p)))
    return ranks - 8 * home if home == 0 else 8 * home - ranks


def safe_steps(b: Board, i: int, limit: int) -> int:
    """How many steps of tower i (counted up to ``limit``) leave the opponent's tower that must answer (T2)
    with no open line to its goal row (M7)."""
    return b.count_step_answers(i, 0b101, limit)  # a pass (bit 1) or a step with no open line (bit 4)


def hands_over_win(b: Board, m: int) -> bool:
    """Step m (not yet made) would let the opponent's tower that must answer it (T2) reach its goal row at once
    through an open line (M7)."""
    return b.answer_after(b.tower_on((m >> 6) & 63), m & 63) == 1


def some_step_lets_the_reply_step(b: Board, i: int) -> bool:
    """Some step of tower i leaves the opponent's answering tower (T2) a step of its own (no pass, M6)."""
    return b.some_step_leaves_answer_a_step(i)


def some_step_holds(b: Board, i: int) -> bool:
    """Some step of tower i leaves the opponent's answering tower (T2) a step of its own (no pass, so no M8) and
    no open line to its goal row (no M7 next move): its player is not lost within two plies."""
    return best_answer(b, i) == 2


def best_answer(b: Board, i: int) -> int:
    """The best any step of tower i leaves the opponent's answering tower (T2), as :meth:`Board.answer_after`
    says: 2 a step and no open line (:func:`some_step_holds`), 1 at least a step
    (:func:`some_step_lets_the_reply_step`), 0 a pass after every step."""
    return _BEST[b.step_answer_kinds(i)]


def next_facts(b: Board, j: int) -> int:
    """What tower j, which must move now, has: 3 an open line to its goal row (M7 next move), 2 a step that holds
    two plies (:func:`some_step_holds`), 1 a step after which the answering tower can step (no M8 next), 0 none."""
    return 3 if b.can_win(j) else best_answer(b, j)


def move_facts(b: Board) -> list[tuple[int, int, int, bool, int]]:
    """Every legal move with what it leads to, as the core's facts (for the proof-number searches, which read
    the last item through :data:`NEXT`): ``(move, winner, key, again, facts)`` as :func:`expand` says, with
    ``facts`` as :meth:`Board.step_facts` gives them (``NEXT[facts]`` is :func:`expand`'s ``next``; from bit
    ``HOLDS_SHIFT`` on, the count of the next tower's steps that hold). A push or a
    pass is made and taken back; a step is only tried (a what-if), which is quicker. The board is left as it
    was."""
    if b.winner >= 0:
        return []
    ms = b.moves()
    out = b.step_facts(ms)  # the steps come first (the core tries each: its winner, key and facts, M7, M8)
    turn = b.turn
    for m in ms[len(out):]:  # a push (S2, S3) or a pass (M6), last: made and taken back
        w = b.make(m)
        if w >= 0:
            out.append((m, w, -1, False, 0))
        else:
            j = b.turn * 8 + b.to_move
            out.append((m, -1, b.key, b.turn == turn, OPEN_LINE if b.can_win(j) else b.step_answer_profile(j)))
        b.unmake()
    return out


def expand(b: Board) -> list[tuple[int, int, int, bool, int]]:
    """Every legal move with what it leads to (for the proof-number searches): ``(move, winner, key, again,
    next)`` where ``winner`` is who wins the round with that move (0 or 1, -1 while it goes on: M7 or M8, as the
    core says), ``key`` the child's hash key (-1 when the round ends), ``again`` that the same side moves next
    (S3), and ``next`` what the child's side to move has (:func:`next_facts`), from :func:`move_facts`. The board
    is left as it was."""
    nxt = NEXT
    return [(m, w, key, again, nxt[f]) for m, w, key, again, f in move_facts(b)]
