"""Suspected copies among a class's hand-ins: the same work handed in under two (or more) learner ids, or files that
carry one learner id under different names (a classmate's file with only ``"learner"`` changed).

A hand-in's work is every entry it holds: each exercise's state with its moves, tries, hints, "Show me" and seconds.
Two learners who both found an exercise's one answer at the first try hand in the same moves, so the same moves alone
prove nothing; a match is a suspected copy when the work is the same entry for entry, holds at least one solve with
its moves, and

* carries at least :data:`TRACES` entries of a go of its own (more than one try, a hint, "Show me", or seconds on
  the clock), which two learners working apart do not match by chance; or
* the files were exported in the same second, or carry one learner id (the file copied as it was).

Files that carry one learner id under different names are a suspected copy whatever their work: an export's id is
made from the learner's own name. Everything here takes one pass over the hand-ins (grouped by their work).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .handed import Handed

TRACES = 2
"""How many entries of a go of its own the same work must hold to be a suspected copy without more evidence."""

Work = tuple[tuple[str, str, tuple[tuple[str, Any], ...]], ...]
"""A hand-in's entries in one comparable form: (exercise id, state, its details sorted), sorted by exercise id."""


@dataclass(frozen=True)
class SuspectedCopy:
    """Hand-ins that look copied: ``learners`` (two or more rows of the table, in its order), ``exercises`` the
    entries their work shares entry for entry (0 when only the learner id is shared) and ``learner_id`` the id their
    files carry, when it is one ("" when each file has its own)."""

    learners: tuple[Handed, ...]
    exercises: int
    learner_id: str = ""


def work_of(handed: Handed) -> Work | None:
    """The hand-in's work in a comparable form, or None when it holds no solve with its moves (nothing to copy)."""
    work = tuple(
        (key, state, tuple(sorted((k, tuple(v) if isinstance(v, list) else v)
                                  for k, v in handed.details.get(key, {}).items())))
        for key, state in sorted(handed.states.items())
    )
    solved = any(state == "solved" and handed.details.get(key, {}).get("moves") for key, state, _d in work)
    return work if solved else None


def traces(work: Work) -> int:
    """The entries of ``work`` that show a go of its own: more than one try, a hint, "Show me", or time taken."""
    count = 0
    for _key, _state, details in work:
        d = dict(details)
        count += bool(d.get("tries", 1) > 1 or d.get("hints", 0) > 0 or d.get("shown_me") or d.get("seconds", 0) > 0)
    return count


def suspected_copies(learners: Iterable[Handed], file_ids: Mapping[str, str]) -> list[SuspectedCopy]:
    """The suspected copies among the table's rows ``learners`` (one per learner id); ``file_ids`` maps the id of a
    row whose file carried another learner's id (see :func:`class_progress`) to that id."""
    rows = list(learners)
    order = {h.id: n for n, h in enumerate(rows)}
    by_work: dict[Work, list[Handed]] = defaultdict(list)
    for h in rows:
        work = work_of(h)
        if work is not None:
            by_work[work].append(h)
    found: list[SuspectedCopy] = []
    paired: set[str] = set()  # rows named for their work: the shared id needs no line of its own
    for work, same in by_work.items():
        if len(same) < 2:
            continue
        if traces(work) >= TRACES:
            groups = [same]
        else:  # little of a go of its own: only the same second of export, or one id, tells a copy
            linked: dict[str, list[Handed]] = defaultdict(list)
            for h in same:
                linked[f"id {file_ids.get(h.id, h.id)}"].append(h)
                if h.exported:
                    linked[f"at {h.exported}"].append(h)
            groups = _joined(linked.values())
        for group in groups:
            if len(group) > 1:
                shared = {file_ids.get(h.id, h.id) for h in group}
                found.append(SuspectedCopy(tuple(group), len(work), shared.pop() if len(shared) == 1 else ""))
                paired.update(h.id for h in group)
    by_file_id: dict[str, list[Handed]] = defaultdict(list)
    owners = set(file_ids.values())
    for h in rows:
        if h.id in file_ids or h.id in owners:
            by_file_id[file_ids.get(h.id, h.id)].append(h)
    for ident, group in by_file_id.items():
        if len(group) > 1 and not all(h.id in paired for h in group):
            found.append(SuspectedCopy(tuple(group), 0, ident))
    found = [SuspectedCopy(tuple(sorted(c.learners, key=lambda h: order[h.id])), c.exercises, c.learner_id)
             for c in found]
    return sorted(found, key=lambda c: order[c.learners[0].id])


def _joined(links: Iterable[list[Handed]]) -> list[list[Handed]]:
    """The rows linked by any shared key, as groups (a union of the lists that share a row)."""
    parent: dict[str, str] = {}
    rows: dict[str, Handed] = {}

    def root(ident: str) -> str:
        while parent[ident] != ident:
            parent[ident] = parent[parent[ident]]
            ident = parent[ident]
        return ident

    for group in links:
        for h in group:
            rows[h.id] = h
            parent.setdefault(h.id, h.id)
        for h in group[1:]:
            parent[root(h.id)] = root(group[0].id)
    groups: dict[str, list[Handed]] = defaultdict(list)
    for ident, h in rows.items():
        groups[root(ident)].append(h)
    return list(groups.values())


__all__ = ["TRACES", "SuspectedCopy", "suspected_copies", "traces", "work_of"]
