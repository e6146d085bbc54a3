"""The class table's check of an exercise that gives each learner their own position
(:mod:`~kamisado_widget.teaching.exercises.own_position`): a learner's solve counts in their own position, the one
their seat (in the hand-in) chooses. A solve of another position is named for what it is: another learner's own
position in this table (copied from them), or a position of the answer key that is no learner's here (made up from
the key, which lists every candidate)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...engine.catalogue import _
from ..exercises.own_position import at_position
from ..exercises.solving import check_solve


def local_id(exercise: Any) -> str:
    """The exercise's id within its lesson (what chooses a learner's position with their seat)."""
    return str(exercise.progress_id).rsplit("/", 1)[-1]


def own_position(exercise: Any, seat: str) -> str:
    """The position the learner of ``seat`` was given in ``exercise``."""
    return str(exercise.choice.for_seat(seat, local_id(exercise)))


def check_own(exercise: Any, seat: str, moves: Sequence[str], claimed: str | None,
              whose: Callable[[str], list[str]]) -> str | None:
    """None if ``moves`` solve ``exercise`` in the learner's own position, else why not, in words. ``claimed`` is the
    position the hand-in says was solved; ``whose(position)`` names the other learners of the table whose own
    position it is."""
    mine = own_position(exercise, seat)
    problem = check_solve(at_position(exercise, mine), list(moves))
    if problem is None:
        return None
    candidates = [p for p in exercise.choice.positions if p != mine]
    tried: list[str] = [claimed] if claimed is not None and claimed in candidates else candidates
    solved = next((p for p in tried if check_solve(at_position(exercise, p), list(moves)) is None), None)
    if solved is None:
        if claimed and claimed != mine:
            return _("the hand-in's position is not this learner's own ({problem})").format(problem=problem)
        return problem
    others = whose(solved)
    if others:
        return _("it solves the position of {others}, not this learner's own: copied").format(others=", ".join(others))
    return _("it solves a position of the answer key that is no learner's here, not this learner's own: made up "
             "from the key")


__all__ = ["check_own", "local_id", "own_position"]
