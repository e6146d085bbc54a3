"""Benchmark of the class table (kamisado_widget.teaching.classroom.class_table): prints figures, asserts nothing.

    .venv/bin/python benchmarks/class_table.py                 # 250, 1,000 and 3,000 learners
    .venv/bin/python benchmarks/class_table.py --learners 500 --exercises 20

For each class size a folder of hand-ins is written (as ``export_progress`` writes them: a learner's name, id and
entries with moves, tries, hints, Show me and seconds; one name in ten is "Ana", so names repeat and rows are told
apart by their ids; one hand-in in fifty is a classmate's file with only the name changed). The table is given two
exercises as ``Exercise`` objects (their solves checked by playing the moves) and the rest as ids. Printed per
size: reading the folder, then ``text()``, the HTML (``_repr_html_``) and ``to_csv``, each on a table just read
(no solve checked yet), and the load average (other processes on the machine slow the clock figures). Learners who
played the same moves share one check of them; here the checked exercises' solves are one of four first moves.
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import random
import tempfile
import time
from collections.abc import Callable

from kamisado_widget import AnyMove, Exercise
from kamisado_widget.engine import Match
from kamisado_widget.teaching.classroom.class_table import ClassProgress, class_progress
from kamisado_widget.teaching.learner.hand_in import KIND, PREFIX, VERSION, learner_id

START = Match(3).text()
FIRST_MOVES = ["c1-c6", "a1-a7", "b1-b5", "h1-h2"]


def exercises(count: int) -> list[Exercise | str]:
    """Two exercises that are checked (any first move solves them), then ``count - 2`` ids."""
    checked: list[Exercise | str] = [
        Exercise(f"Open {n}", "Open.", START, AnyMove(), id=f"open-{n}", lesson="bench") for n in range(2)]
    return checked + [f"bench/id-{n}" for n in range(count - 2)]


def write_class(folder: pathlib.Path, learners: int, columns: list[str], seed: int = 1) -> None:
    rng = random.Random(seed)
    docs = []
    for n in range(learners):
        name = "Ana" if n % 10 == 0 else f"Learner {n}"
        entries = {}
        for column in columns:
            roll = rng.random()
            if roll < 0.6:
                entries[column] = {"state": "solved", "moves": [rng.choice(FIRST_MOVES)], "tries": rng.randint(1, 4),
                                   "hints": rng.randint(0, 2), "shown_me": False, "seconds": rng.randint(5, 600)}
            elif roll < 0.7:
                entries[column] = {"state": "shown", "shown_me": True}
        entries["other/not-in-the-table"] = {"state": "solved"}
        docs.append({"kind": KIND, "version": VERSION, "learner": name, "learner_id": learner_id(name, str(n)),
                     "exported": "2026-03-01T10:00:00Z", "exercises": entries})
    for n in range(0, learners - 1, 50):  # a classmate's file, only the name changed
        docs[n + 1] = {**docs[n], "learner": f"Copier {n}"}
    for n, doc in enumerate(docs):
        (folder / f"{PREFIX}{n:05d}.json").write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")


def timed(step: Callable[[], object]) -> float:
    begin = time.perf_counter()
    step()
    return time.perf_counter() - begin


def measure(learners: int, count: int) -> None:
    given = exercises(count)
    columns = [e if isinstance(e, str) else e.progress_id for e in given]
    with tempfile.TemporaryDirectory() as tmp:
        folder = pathlib.Path(tmp) / "handed-in"
        folder.mkdir()
        write_class(folder, learners, columns)

        def fresh() -> ClassProgress:
            return class_progress(folder, exercises=given)

        read = timed(fresh)
        table = fresh()
        text = timed(table.text)
        table = fresh()
        page = timed(table._repr_html_)
        table = fresh()
        csv = timed(lambda: table.to_csv(pathlib.Path(tmp) / "grades.csv"))
    print(f"{learners:>6,} learners × {count} exercises: read {read:.2f} s, text {text:.2f} s, HTML {page:.2f} s, "
          f"CSV {csv:.2f} s ({len(table.learners):,} rows, {len(table.copies)} suspected copies)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, nargs="*", default=[250, 1000, 3000])
    parser.add_argument("--exercises", type=int, default=12, help="the table's columns (at least 2)")
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.2f}; {os.cpu_count()} cores")
    for learners in args.learners:
        measure(learners, max(2, args.exercises))
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
