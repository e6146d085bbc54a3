"""A class's progress: each learner hands in one small file, and the teacher reads a folder of them as one table.

A learner exports their saved progress with :func:`export_progress` (or the course map's "Export my progress"
button), which writes ``kamisado-progress-<learner id>.json`` in the working folder (the course map's: its
message names the folder) — in JupyterLite, on the browser's drive, where the file browser downloads it. The file
holds, per exercise, its state and how it went: the moves played, tries, hints used, whether "Show me" was used and
the seconds from the first try to the solve (:data:`~kamisado_widget.teaching.learner.progress.DETAILS`). The learner id is
a readable slug of the name (any script: ``ana``, ``李明``, ``мария``) and a short hash of the exact name and of a
random key kept in the learner's saved progress, so 'Ana', 'ana' and 'Aña', or two learners both called Ana, hand in
files of their own. The teacher puts the files in one folder and calls :func:`class_progress` with the exercises
(the ``Exercise`` objects, or lessons holding them): each claimed solve is checked against its exercise by playing its moves
(:func:`~kamisado_widget.teaching.exercises.solving.check_solve`), so an entry whose moves do not solve it — or that has none,
as a file edited by hand — shows as not verified (``?``)::

    >>> import tempfile
    >>> folder = tempfile.mkdtemp()
    >>> export_progress("Ana", folder).name          # what the learner hands in
    'kamisado-progress-ana-....json'
    >>> table = class_progress(folder, exercises=["03-sumo/push"])
    >>> print(table.text())                           # learner × exercise: ✓ solved, ? not verified, ◑ shown, ○ open
                 03-sumo/push  solved
    Ana          ○             0 of 1
    solved by    0

Given the lesson notebooks instead (``lessons=["my_lesson.ipynb", "01_which_tower"]``: paths, a folder, tutorials
by name), their code is run headless to find the exercises (:mod:`~kamisado_widget.teaching.classroom.lesson_exercises`; saved
progress left alone), and a notebook whose code raises is named (``table.not_run``). Given only ids (as here), or
the course map's lessons (read from the notebooks without running them), the table cannot check the moves: it shows the
solves claimed and says so. ``table.to_csv(path)`` writes one row per learner and
exercise (standard library ``csv``, UTF-8 led by a byte-order mark so that a spreadsheet reads accents right, written
whole), ``table.dataframe()`` gives the same rows as a pandas DataFrame.

The table has one row per learner id (of two exports of one learner, the later; the other is named with the file
shown). Files that carry one learner id under different names (a classmate's file with only ``"learner"``
changed) keep a row each, and hand-ins that look copied — the same work, entry for entry, under two learner ids —
are named under the table (``table.copies``, :mod:`~kamisado_widget.teaching.classroom.suspected_copies`), and in the
CSV's ``suspected_copy`` column. The text and the HTML take time in proportion to the class (3,000 learners in
well under a second each: ``benchmarks/class_table.py``). A file that is not such an
export (corrupt, another kind of JSON, larger than :data:`MAX_BYTES`, nested more than 64 levels, a pipe or a
device) is named in ``table.problems`` and left out; the other files are read. Entries of exercises not among the
table's are listed apart (``table.unknown``). Names are shown on one line, their control characters escaped
(``\\n``), so no name can add a row to the text.
"""

from __future__ import annotations

import csv
import html
import importlib
import io
import os
import pathlib
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from ...engine.catalogue import N_, _, ngettext, pgettext
from ...engine.errors import NotAFileError, TooLargeError
from ...engine.excerpt import excerpt
from ...engine.safe_files import parse_json, read_regular, write_whole
from ..exercises.solving import check_solve
from ..exercises.task import Task
from ..learner import progress
from ..learner.hand_in import (
    KIND,
    VERSION,
    ClassProgressError,
    export_button,
    export_progress,
    learner_id,
    learner_name,
    name_slug,
    one_line,
)
from ..learner.practice_record import PracticeRecord
from ..learner.progress import CHECK, MAX_BYTES, OPEN, SHOWN  # a hand-in is the progress file's format, and its limit
from ..positions.puzzles import theme_name
from .exchange import is_inbound, owner_problems
from .handed import Handed
from .own_positions import check_own, own_position
from .suspected_copies import SuspectedCopy, suspected_copies

UNVERIFIED = "?"
"""The mark of a solve claimed but not proven by its moves."""
CSV_COLUMNS = (
    "learner", "learner_id", "exercise", "title", "state", "verified", "moves", "tries", "hints", "shown_me",
    "seconds", "problem", "suspected_copy",
)
"""The columns of :meth:`ClassProgress.to_csv` and :meth:`ClassProgress.dataframe`: one row per learner and exercise
(``suspected_copy``: the learner ids of the other learners whose hand-ins look copied, space-separated)."""


class HasExercises(Protocol):
    """A lesson as the table reads it: its exercises, each an ``Exercise`` (its solves checked) or an entry of the course map
    (:class:`~kamisado_widget.teaching.course.map.Entry`: an ``id`` and a ``title``, not checked)."""

    @property
    def exercises(self) -> Sequence[Any]: ...

_ID = re.compile(r"[^\x00-\x1f\x7f/\\]{1,60}-[0-9a-f]{8}")


def _refused(path: pathlib.Path, problem: str) -> ClassProgressError:
    return ClassProgressError(_("{name}: {problem}").format(name=one_line(path.name), problem=problem))


def read_export(path: str | pathlib.Path) -> Handed:
    """Read one exported file; raises :class:`ClassProgressError` (a ``ValueError``) naming the file and what is
    wrong with it. Only a regular file of at most :data:`MAX_BYTES` is read (a pipe or a device is never opened for
    long nor waited on), and JSON nested at most 64 levels."""
    path = pathlib.Path(path)
    try:
        data = read_regular(path, MAX_BYTES)
    except NotAFileError as err:
        raise _refused(path, _("not a progress export (it is {kind}, not a file)").format(kind=err.kind)) from None
    except TooLargeError:
        raise _refused(path, _("not a progress export (it is larger than {limit} bytes)").format(
            limit=f"{MAX_BYTES:,}")) from None
    except OSError as err:
        raise _refused(path, _("it cannot be read ({problem})").format(problem=err.strerror or err)) from None
    try:
        doc = parse_json(data)
    except ValueError as err:
        raise _refused(path, _("not a progress export ({problem})").format(problem=err)) from None
    if not isinstance(doc, dict) or doc.get("kind") != KIND:
        raise _refused(path, _("not a progress export (export one with export_progress())"))
    version = doc.get("version")
    if type(version) is not int or version != VERSION:  # true is not 1
        raise _refused(path, _("a progress export of version {version}, not {expected}").format(
            version=excerpt(version), expected=VERSION))
    learner, exercises = doc.get("learner"), doc.get("exercises")
    if not isinstance(learner, str) or not learner.strip() or not isinstance(exercises, dict):
        raise _refused(path, _("a progress export without the learner's name or without a table of exercises"))
    states = {
        str(key): rec["state"] for key, rec in exercises.items()
        if isinstance(rec, dict) and rec.get("state") in progress.STATES
    }
    ident = doc.get("learner_id")
    if not isinstance(ident, str) or not _ID.fullmatch(ident):
        ident = learner_id(learner.strip())  # an export from before learners had ids
    exported = doc.get("exported")
    details = {key: progress.details_of(exercises[key]) for key in states}
    seat = doc.get("seat")
    return Handed(learner.strip(), path, states, ident, exported if isinstance(exported, str) else "", details,
                  PracticeRecord.from_dict(doc.get("practice")),
                  seat if isinstance(seat, str) and re.fullmatch(r"[0-9a-f]{16}", seat) else "")


def _width(text: str) -> int:
    """Columns ``text`` takes in a monospaced font (wide characters, such as Chinese, take two)."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 0 if unicodedata.combining(c) else 1 for c in text)


def _pad(text: str, width: int) -> str:
    return text + " " * max(0, width - _width(text))


@dataclass
class ClassProgress:
    """The table of a class: one row per learner, one column per exercise (in the course's order, headed by its
    title), the files left out (``problems``) and the entries of exercises not in the table (``unknown``: learner's
    name, exercise id)."""

    learners: list[Handed]
    exercises: list[str]
    problems: list[str] = field(default_factory=list)
    titles: dict[str, str] = field(default_factory=dict)
    tasks: dict[str, Task] = field(default_factory=dict)
    unknown: list[tuple[str, str]] = field(default_factory=list)
    not_run: list[str] = field(default_factory=list)
    """A sentence for each lesson notebook given whose code could not run (its exercises are not checked)."""
    copies: list[SuspectedCopy] = field(default_factory=list)
    """The hand-ins that look copied (:mod:`~kamisado_widget.teaching.classroom.suspected_copies`): the same work
    under two learner ids, or one learner id under two names."""
    unknown_ids: list[str] = field(default_factory=list, repr=False)
    """The learner id of each entry of ``unknown`` (its row: two learners may share a name)."""
    _checked: dict[tuple[Any, ...], str | None] = field(default_factory=dict, repr=False)
    _counted: tuple[tuple[int, int], Counter[str]] | None = field(default=None, repr=False)

    def title(self, exercise: str) -> str:
        """The exercise's readable title (its id when the table was given only ids)."""
        return self.titles.get(exercise) or exercise

    def problem(self, learner: Handed, exercise: str) -> str | None:
        """Why the learner's claimed solve is not verified (e.g. "no moves recorded"), or None: verified, not
        claimed, or not checked (an exercise given only by its id)."""
        if progress.lookup(learner.states, exercise) != "solved" or exercise not in self.tasks:
            return None
        details = self._details(learner, exercise)
        moves = tuple(details.get("moves") or ())
        task = self.tasks[exercise]
        if getattr(task, "choice", None) is not None:  # each learner's own position: checked in theirs
            claimed = details.get("position")
            own_key = (exercise, moves, learner.seat, str(claimed), learner.id)
            if own_key not in self._checked:
                self._checked[own_key] = check_own(task, learner.seat, moves, claimed, lambda position: [
                    one_line(other.learner) for other in self.learners
                    if other.id != learner.id and own_position(task, other.seat) == position])
            return self._checked[own_key]
        key = (exercise, moves)  # learners who played the same moves share one check
        if key not in self._checked:
            self._checked[key] = check_solve(self.tasks[exercise], list(moves))
        return self._checked[key]

    def _details(self, learner: Handed, exercise: str) -> dict[str, Any]:
        found = learner.details.get(exercise)
        if found is None and "/" in exercise and exercise.split("/", 1)[0] in progress.OLD_LESSONS:
            found = learner.details.get(exercise.split("/", 1)[1])
        return found or {}

    def state(self, learner: Handed, exercise: str) -> str:
        """"solved" (checked, or not checkable), "not verified" (claimed, but its moves do not solve it),
        "shown" or "open"."""
        claimed = progress.lookup(learner.states, exercise) or "open"
        return "not verified" if claimed == "solved" and self.problem(learner, exercise) else claimed

    def verified(self, learner: Handed, exercise: str) -> bool | None:
        """True: a solve proven by its moves; False: claimed, not proven; None: no solve claimed, or the exercise
        was given only by its id (not checked)."""
        if progress.lookup(learner.states, exercise) != "solved" or exercise not in self.tasks:
            return None
        return self.problem(learner, exercise) is None

    def solved_by(self, learner: Handed) -> int:
        return sum(self.state(learner, e) == "solved" for e in self.exercises)

    def solvers_of(self, exercise: str) -> int:
        return sum(self.state(learner, exercise) == "solved" for learner in self.learners)

    def shown_name(self, learner: Handed) -> str:
        """The learner's name on one line (:func:`one_line`); with the end of their id if another row has it too."""
        name = one_line(learner.learner, 40)
        if self._name_counts()[name] > 1:
            name += f" [{learner.id[-8:]}]"
        return name

    def _name_counts(self) -> Counter[str]:
        """How many rows show each name (counted once per list of learners: a table of thousands stays fast)."""
        key = (id(self.learners), len(self.learners))
        if self._counted is None or self._counted[0] != key:
            self._counted = (key, Counter(one_line(h.learner, 40) for h in self.learners))
        return self._counted[1]

    def _copy_lines(self) -> list[str]:
        lines = []
        for copy in self.copies:
            learners = ", ".join(f"{self.shown_name(h)} ({one_line(h.path.name, 80)})" for h in copy.learners)
            if copy.exercises:
                lines.append(ngettext(
                    "Suspected copy: the same work, entry for entry (the moves, tries, hints and seconds of "
                    "{count} exercise), handed in by {learners}.",
                    "Suspected copy: the same work, entry for entry (the moves, tries, hints and seconds of "
                    "{count} exercises), handed in by {learners}.", copy.exercises).format(
                    count=copy.exercises, learners=learners))
            else:
                lines.append(_("Suspected copy: one learner id ({id}) in the hand-ins of {learners}; each learner's "
                               "own export has an id of their own.").format(id=one_line(copy.learner_id, 80),
                                                                             learners=learners))
        return lines

    def _notes(self) -> list[str]:
        lines = []
        for h in self.learners:
            for e in self.exercises:
                why = self.problem(h, e)
                if why:
                    lines.append(_("Not verified: {learner}, {exercise}: {problem}").format(
                        learner=self.shown_name(h), exercise=one_line(self.title(e), 60), problem=one_line(why, 200)))
        lines += [_("Lesson not run: {problem}; its exercises are not checked.").format(problem=one_line(why, 300))
                  for why in self.not_run]
        unchecked = [e for e in self.exercises if e not in self.tasks]
        if unchecked and any(self.state(h, e) == "solved" for h in self.learners for e in unchecked):
            lines.append(_("Not checked (given without the exercises themselves; pass the exercises or the lesson "
                           "notebooks to check the moves): {exercises}").format(
                exercises=", ".join(one_line(self.title(e), 60) for e in unchecked)))
        rows = {h.id: h for h in self.learners}  # two learners of one name: each with the end of their id
        ids = self.unknown_ids if len(self.unknown_ids) == len(self.unknown) else [""] * len(self.unknown)
        lines += [_("Not in this table: {learner}, {exercise}").format(
            learner=self.shown_name(rows[ident]) if ident in rows else one_line(name, 40), exercise=one_line(e, 100))
            for (name, e), ident in zip(self.unknown, ids)]
        return lines + self._copy_lines()

    def text(self) -> str:
        """The table as plain text (✓ solved, ? not verified, ◑ shown, ○ open) with totals, then the solves not
        verified and why, the entries of other exercises and the files left out."""
        if not self.learners:
            lines = [_("No progress exports found.")]
        else:
            names = [self.shown_name(h) for h in self.learners]
            solved_by = _(SOLVED_BY)
            width = max(_width(solved_by), *(_width(n) for n in names))
            heads = [one_line(self.title(e), 24) for e in self.exercises]
            widths = [max(2, _width(head)) for head in heads]
            lines = [f"{'':{width}}  " + "  ".join(_pad(head, w) for head, w in zip(heads, widths))
                     + "  " + _(SOLVED_HEAD)]
            solved_of = _(SOLVED_OF)
            for h, name in zip(self.learners, names):
                marks = "  ".join(_pad(_mark(self.state(h, e)), w) for e, w in zip(self.exercises, widths))
                lines.append(f"{_pad(name, width)}  {marks}  " + solved_of.format(
                    solved=self.solved_by(h), count=len(self.exercises)))
            totals = "  ".join(_pad(str(self.solvers_of(e)), w) for e, w in zip(self.exercises, widths))
            lines.append(f"{_pad(solved_by, width)}  {totals}".rstrip())
            lines += self._notes()
            lines += self._practice_lines()
        lines += [_("Left out: {problem}").format(problem=one_line(p, 400)) for p in self.problems]
        return "\n".join(lines)

    # ------------------------------------------------------------------ practice
    def practice_rows(self) -> list[dict[str, Any]]:
        """The practice board's record of each learner who practised: one row per learner and theme, after a row for
        all themes together (theme "", with the best streak; a puzzle counts in each of its themes, so the themes'
        solves do not add up to a total), with the puzzles tried, solved and the rating."""
        out = []
        for h in self.learners:
            record = h.practice
            if not record.tried:
                continue
            out.append({"learner": h.learner, "learner_id": h.id, "theme": "", "tried": record.tried,
                        "solved": None, "rating": round(record.rating.rating), "streak": record.best_streak})
            for theme, r in sorted(record.themes.items(), key=lambda kv: (-kv[1].tried, kv[0])):
                out.append({"learner": h.learner, "learner_id": h.id, "theme": theme, "tried": r.tried,
                            "solved": r.solved, "rating": round(r.rating.rating), "streak": None})
        return out

    def _practice_lines(self) -> list[str]:
        lines = []
        for h in self.learners:
            record = h.practice
            if not record.tried:
                continue
            themes = ", ".join(
                _("{theme} {solved}/{tried}").format(theme=theme_name(t), solved=r.solved, tried=r.tried)
                for t, r in sorted(record.themes.items(), key=lambda kv: (-kv[1].tried, kv[0])))
            lines.append(ngettext(
                "Practice: {learner} tried {count} puzzle, rating {rating}, best streak {streak}: {themes}.",
                "Practice: {learner} tried {count} puzzles, rating {rating}, best streak {streak}: {themes}.",
                record.tried).format(learner=self.shown_name(h), count=record.tried,
                                     rating=round(record.rating.rating), streak=record.best_streak, themes=themes))
        return lines

    def _repr_html_(self) -> str:
        head = "".join(f'<th title="{html.escape(e)}">{html.escape(self.title(e))}</th>' for e in self.exercises)
        rows = []
        cells_of: dict[tuple[str, str], str] = {}  # each exercise and state's cell, made once (not once per learner)

        def cell(exercise: str, state: str) -> str:
            if (exercise, state) not in cells_of:
                tip = html.escape(_cell_title(self.title(exercise), state))
                cells_of[exercise, state] = (f'<td class="kw-class-{state.replace(" ", "-")}" title="{tip}">'
                                             f"{_mark(state)}</td>")
            return cells_of[exercise, state]

        solved_of = _(SOLVED_OF)
        for h in self.learners:
            cells = "".join(cell(e, self.state(h, e)) for e in self.exercises)
            solved = solved_of.format(solved=self.solved_by(h), count=len(self.exercises))
            rows.append(f"<tr><th>{html.escape(self.shown_name(h))}</th>{cells}<td>{html.escape(solved)}</td></tr>")
        totals = "".join(f"<td>{self.solvers_of(e)}</td>" for e in self.exercises)
        rows.append(f"<tr><th>{html.escape(_(SOLVED_BY))}</th>{totals}<td></td></tr>")
        notes = "".join(f"<li>{html.escape(n)}</li>" for n in self._notes() + self._practice_lines())
        left = "".join(f"<li>{html.escape(p)}</li>" for p in self.problems)
        learner, solved_head = html.escape(_(LEARNER_HEAD)), html.escape(_(SOLVED_HEAD))
        return (
            f'<div class="kw-class-progress"><table><tr><th>{learner}</th>{head}<th>{solved_head}</th></tr>'
            f'{"".join(rows)}</table>' + (f"<ul>{notes}</ul>" if notes else "")
            + (f"<p>{html.escape(_(LEFT_OUT))}</p><ul>{left}</ul>" if left else "") + "</div>"
        )

    def __repr__(self) -> str:
        return self.text()

    # ------------------------------------------------------------------ export
    def rows(self) -> list[dict[str, Any]]:
        """One row per learner and exercise, with the columns :data:`CSV_COLUMNS` (``verified``: "yes", "no" or
        "" when there is no solve or it was not checked; ``moves`` joined by spaces; details "" where the entry
        has none)."""
        out = []
        copied: dict[str, list[str]] = {}
        for copy in self.copies:
            for h in copy.learners:
                copied.setdefault(h.id, []).extend(other.id for other in copy.learners if other is not h)
        for h in self.learners:
            suspected = " ".join(dict.fromkeys(copied.get(h.id, ())))
            for e in self.exercises:
                details = self._details(h, e)
                verified = self.verified(h, e)
                out.append({
                    "learner": h.learner, "learner_id": h.id, "exercise": e, "title": self.title(e),
                    "state": self.state(h, e), "verified": {True: "yes", False: "no", None: ""}[verified],
                    "moves": " ".join(details.get("moves", [])),
                    **{key: details.get(key, "") for key in ("tries", "hints", "shown_me", "seconds")},
                    "problem": self.problem(h, e) or "", "suspected_copy": suspected,
                })
        return out

    def to_csv(self, path: str | pathlib.Path) -> pathlib.Path:
        """Write :meth:`rows` as a CSV file (UTF-8 led by a byte-order mark, so that a spreadsheet opened by a
        double click reads accents right; a header row), whole or not at all; returns its path. A cell that a
        spreadsheet would read as a formula (led by ``=``, ``+``, ``-`` or ``@``) is led by a ``'``."""
        if not isinstance(path, (str, os.PathLike)) or not str(path).strip():
            raise ClassProgressError(_("to_csv writes one file: give its path, e.g. 'grades.csv', not {value}").format(
                value=excerpt(path)))
        buffer = io.StringIO()
        writer = csv.DictWriter(buffer, fieldnames=CSV_COLUMNS, lineterminator="\n")
        writer.writeheader()
        for row in self.rows():
            writer.writerow({k: _cell(v) for k, v in row.items()})
        path = pathlib.Path(path)
        write_whole(path, buffer.getvalue().encode("utf-8-sig"))
        return path

    def dataframe(self) -> Any:
        """:meth:`rows` as a pandas DataFrame (pandas is needed: ``pip install pandas``)."""
        try:
            pandas = importlib.import_module("pandas")
        except ImportError:
            raise ClassProgressError(_("dataframe() needs pandas (pip install pandas); to_csv(path) needs nothing.")
                                     ) from None
        return pandas.DataFrame(self.rows(), columns=list(CSV_COLUMNS))


def _cell(value: object) -> object:
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@"):
        return "'" + value
    return value


def _mark(state: str) -> str:
    return {"solved": CHECK, "shown": SHOWN, "not verified": UNVERIFIED}.get(state, OPEN)


SOLVED_BY = N_("solved by")
LEFT_OUT = N_("Left out:")
SOLVED_HEAD = N_("solved")
LEARNER_HEAD = N_("learner")
SOLVED_OF = N_("{solved} of {count}")


def _cell_title(title: str, state: str) -> str:
    """A cell's tooltip: the exercise's title and the learner's state of it, in words."""
    words = {
        "solved": pgettext("class table", "solved"), "shown": pgettext("class table", "answer shown"),
        "not verified": pgettext("class table", "not verified"), "open": pgettext("class table", "open"),
    }.get(state, state)
    return _("{exercise}: {state}").format(exercise=title, state=words)


def _columns(exercises: object) -> list[Any]:
    """The exercises given to :func:`class_progress`: one id (a text), one exercise, or a list of them."""
    if isinstance(exercises, str) or _is_exercise(exercises):
        return [exercises]  # one id, not its characters
    if not isinstance(exercises, Iterable) or isinstance(exercises, (bytes, dict)):
        raise ClassProgressError(
            _("exercises= is a list of exercises or of exercise ids (such as ['03-sumo/push']), not {value}").format(
                value=excerpt(exercises))
        )
    columns = list(exercises)
    for column in columns:
        if not (isinstance(column, str) and column) and not _is_exercise(column):
            raise ClassProgressError(_("exercises= is a list of exercises or of exercise ids (texts such as "
                                       "'03-sumo/push'); {value} is not one").format(value=excerpt(column)))
    return columns


def _is_exercise(item: object) -> bool:
    return all(hasattr(item, name) for name in ("progress_id", "goal", "start", "title"))


def _entry(item: Any) -> tuple[str, str, Task | None]:
    """(id, title, exercise to check its solves against, or None) of a column: an id, an exercise, or a course map's entry."""
    if isinstance(item, str):
        return item, item, None
    if _is_exercise(item):
        return str(item.progress_id), str(item.title), item
    ident, title = getattr(item, "id", None), getattr(item, "title", None)
    if isinstance(ident, str) and ident:
        return ident, title if isinstance(title, str) and title else ident, None
    raise ClassProgressError(_("lessons= holds lessons whose exercises are Exercise objects or entries with an id; "
                               "{value} is neither").format(value=excerpt(item)))


class HasNotebooks(Protocol):
    """A course map as the table reads it: its folder and its lessons' notebooks (``path``) in it."""

    @property
    def folder(self) -> pathlib.Path: ...

    @property
    def lessons(self) -> list[Any]: ...


LessonsGiven = str | os.PathLike[str] | HasNotebooks | Iterable[HasExercises | str | os.PathLike[str]]
"""What ``lessons=`` takes: lesson notebooks (a path, a folder of them, a tutorial's name, or a list, run headless to
find their exercises: :mod:`~kamisado_widget.teaching.classroom.lesson_exercises`), or lessons holding their exercises."""


def _lesson_items(lessons: Any) -> tuple[list[Any], list[str]]:
    """The exercises of ``lessons=`` in course order (notebooks run to find theirs) and a sentence for each notebook
    whose code could not run."""
    if isinstance(lessons, (str, os.PathLike)):
        lessons = [lessons]
    elif isinstance(getattr(lessons, "folder", None), pathlib.Path) and isinstance(getattr(lessons, "lessons", None), list):
        lessons = [lessons.folder / lesson.path for lesson in lessons.lessons]  # a course map: its notebooks, run
    if isinstance(lessons, bytes) or not isinstance(lessons, Iterable):
        raise ClassProgressError(_("lessons= is a list of lessons (e.g. ['notebooks/01_which_tower.ipynb'], a folder of "
                                   "lesson notebooks, or course_map().lessons), not {value}").format(
            value=excerpt(lessons)))
    given: list[Any] = []
    not_run: list[str] = []
    for lesson in lessons:
        if isinstance(lesson, (str, os.PathLike)):
            from .lesson_exercises import run_lessons

            for ran in run_lessons(lesson):
                given.extend(ran.exercises)
                if ran.problem:
                    not_run.append(_("{name}: {problem}").format(name=ran.name, problem=ran.problem))
            continue
        exercises = getattr(lesson, "exercises", None)
        if exercises is None or isinstance(exercises, (str, bytes)) or not isinstance(exercises, Iterable):
            raise ClassProgressError(_("lessons= holds lesson notebooks (paths) or lessons with exercises; "
                                       "{value} is neither").format(value=excerpt(lesson)))
        given.extend(exercises)
    return given, not_run


def _replay(table: ClassProgress) -> None:
    """Play every claimed solve of the table once (the checks are kept for its text, HTML and CSV), with a progress
    bar in the notebook while it does (an HTML ``<progress>`` in the cell's output, no widget; its place is emptied
    when done; nothing is shown outside a kernel)."""
    claims = [(h, e) for h in table.learners for e in table.exercises
              if e in table.tasks and progress.lookup(h.states, e) == "solved"]
    handle = _kernel_bar(len(claims)) if len(claims) > 1 else None
    step = max(1, len(claims) // 50)  # at most about fifty updates of the bar
    try:
        for done, (handed, exercise) in enumerate(claims, 1):
            table.problem(handed, exercise)
            if handle is not None and (done % step == 0 or done == len(claims)):
                handle.update(_bar_bundle(done, len(claims)), raw=True)
    finally:
        if handle is not None:
            handle.update({"text/plain": ""}, raw=True)


def _bar_bundle(done: int, count: int) -> dict[str, str]:
    # Translators: beside the progress bar while the class table plays the class's solves again.
    label = _("Checking hand-ins: {done} of {count}").format(done=done, count=count)
    return {"text/html": f'<progress value="{done}" max="{count}"></progress> {html.escape(label)}',
            "text/plain": label}


def _kernel_bar(count: int) -> Any:
    """The display handle of a progress bar of ``count`` steps in the running kernel's output; None outside a
    kernel."""
    from IPython import get_ipython

    shell = get_ipython()
    if shell is None or not hasattr(shell, "kernel"):
        return None
    from IPython.display import display

    return display(_bar_bundle(0, count), raw=True, display_id=True)


def class_progress(
    folder: str | pathlib.Path, lessons: LessonsGiven | None = None,
    exercises: Sequence[Any] | str | None = None,
) -> ClassProgress:
    """Read every ``*.json`` file in ``folder`` as a learner's export and show them as one table.

    The columns are ``exercises`` if given (a list of ``Exercise`` objects or ids, or one), else the exercises of
    ``lessons`` in their order, else every exercise any learner has an entry of, sorted. ``lessons`` are lesson
    notebooks — paths, a folder of them, the tutorials by name (``"01_which_tower"``) — whose code is run headless to
    find their exercises (:mod:`~kamisado_widget.teaching.classroom.lesson_exercises`: your saved progress is left alone; a notebook
    whose code raises is named in ``not_run``), or a course map (``course_map("notebooks")``: its notebooks, run), or
    objects with ``exercises``: ``ExerciseSet``s, or ``course_map().lessons`` (read without running them: not
    checked). Each column is headed by its exercise's
    title. A solve claimed for an ``Exercise`` given is checked by playing its moves; one that does not solve it (or has
    no moves) is "not verified".
    Entries of exercises not among the columns given are listed in ``unknown``. There is one row per learner id (of
    two exports of one learner, the later; files of one id under different names are different learners, each with a
    row). A file that is not an export is named in ``problems`` and left out. Hand-ins that look copied are in
    ``copies``. In an exchange's inbound folder (:mod:`~kamisado_widget.teaching.classroom.exchange`) each file's owner
    is checked: a hand-in written by another account than the learner it claims is named in ``problems`` and left out.
    """
    if not isinstance(folder, (str, os.PathLike)):
        raise ClassProgressError(_("class_progress reads a folder (a path), not {value}").format(value=excerpt(folder)))
    folder = pathlib.Path(folder)
    if not folder.is_dir():
        raise ClassProgressError(_("{folder} is not a folder of progress exports").format(folder=folder))
    given = _columns(exercises) if exercises is not None else None
    not_run: list[str] = []
    if given is None and lessons is not None:
        given, not_run = _lesson_items(lessons)
    read: list[Handed] = []
    refused: list[tuple[str, str]] = []  # (file name, why it is left out)
    for path in sorted(folder.glob("*.json")):
        try:
            read.append(read_export(path))
        except ValueError as err:
            refused.append((path.name, str(err)))
    if is_inbound(folder):  # an exchange's inbound folder: a hand-in written by another account than it claims is left out
        forged = owner_problems([h.path for h in read], {h.path: h.learner for h in read})
        refused += [(path.name, why) for path, why in forged.items()]
        read = [h for h in read if h.path not in forged]
    rows, earlier, file_ids = _one_row_each(read)
    problems = [why for _name, why in sorted(refused + earlier)]
    learners = sorted(rows, key=lambda h: (h.learner.casefold(), h.id))
    titles: dict[str, str] = {}
    tasks: dict[str, Task] = {}
    unknown: list[tuple[str, str]] = []
    unknown_ids: list[str] = []
    if given is None:
        columns = sorted({key for h in learners for key in h.states})
    else:
        columns = []
        for item in given:
            ident, title, task = _entry(item)
            if ident not in titles:
                columns.append(ident)
            titles[ident] = title
            if task is not None:
                tasks[ident] = task
        known = set(columns)
        old_ids = {c.split("/", 1)[1] for c in known if "/" in c and c.split("/", 1)[0] in progress.OLD_LESSONS}
        found = [(h, key) for h in learners for key in sorted(h.states) if key not in known and key not in old_ids]
        unknown = [(h.learner, key) for h, key in found]
        unknown_ids = [h.id for h, _key in found]
    table = ClassProgress(learners, columns, problems, titles, tasks, unknown, not_run,
                         copies=suspected_copies(learners, file_ids), unknown_ids=unknown_ids)
    _replay(table)
    return table


def _key_of(handed: Handed) -> tuple[str, str]:
    return handed.exported, handed.path.name


def _one_row_each(read: list[Handed]) -> tuple[list[Handed], list[tuple[str, str]], dict[str, str]]:
    """One row per learner of the files ``read``: of one learner's exports (one id, one name) the later, the
    others named as earlier exports of the file shown. Files that carry one learner id under different names are
    different learners (an export's id is made from the learner's own name): each keeps a row, the file whose name
    makes the id (else the first exported) keeps the id, each other one is given the id of its name alone, as an
    export without an id is. Returns the rows, (file name, sentence) for each earlier export, and the id each
    renamed row's file carried."""
    by_id: dict[str, dict[str, list[Handed]]] = {}
    for handed in read:
        by_id.setdefault(handed.id, {}).setdefault(handed.learner, []).append(handed)
    taken = set(by_id)
    rows: list[Handed] = []
    earlier: list[tuple[str, str]] = []
    file_ids: dict[str, str] = {}
    for ident, names in by_id.items():
        latest = {name: max(files, key=_key_of) for name, files in names.items()}
        for name, files in names.items():
            earlier += [(older.path.name, _("{older}: an earlier export of the learner of {later}, which is shown").format(
                older=one_line(older.path.name), later=one_line(latest[name].path.name)))
                for older in files if older is not latest[name]]
        slug = ident.rsplit("-", 1)[0]
        owner = min(latest.values(), key=lambda h: (name_slug(h.learner) != slug, _key_of(h)))
        for handed in sorted(latest.values(), key=_key_of):
            if handed is not owner:
                new = learner_id(handed.learner)
                new = new if new not in taken else learner_id(handed.learner, handed.path.name)
                taken.add(new)
                file_ids[new] = ident
                handed = replace(handed, id=new)
            rows.append(handed)
    return rows, earlier, file_ids


__all__ = [
    "CSV_COLUMNS", "ClassProgress", "ClassProgressError", "Handed", "class_progress", "export_button", "export_progress",
    "learner_id", "learner_name", "name_slug", "one_line", "read_export",
]
