"""The practice bank: proven puzzles by theme and grade (``bank.json``, made by ``scripts/make_bank.py``).

Each row of the bank is a position where the side to move wins by force and exactly one of at least three legal
moves keeps the win; its grade is the winner's own moves to the win (1-5), its themes are read from the proven line
by the engine (:mod:`kamisado_widget.engine.themes`), and its rating (Glicko scale) orders it by difficulty. The
file is read once, on first use, and a row becomes a :class:`~.puzzles.Puzzle` only when it is played: a wrong try's
refutation is proven then (:class:`LazyRefutations`), so the bank needs none stored.

    >>> entries = bank()
    >>> len(entries) >= 1000 and {e.grade for e in entries} == {1, 2, 3, 4, 5}
    True
    >>> puzzle = entries[0].puzzle()
    >>> puzzle.answer in {m.text() for m in puzzle.start.legal_moves()}
    True

For a teacher: :func:`position_for` gives "a position of theme T and grade G for learner L", one the learner has
not met yet in practice, near their rating.
"""

from __future__ import annotations

import pathlib
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import Any, NamedTuple

from ...engine import Match, Move
from ...engine.catalogue import _
from ...engine.errors import UnreadableFileError
from ...engine.safe_files import read_json
from ...engine.themes import THEME_ORDER
from ..exercises import arguments as must
from ..exercises.goals import ExerciseError
from ..exercises.refutations import CHECK_NODES, Refutation, refute
from .puzzles import Puzzle
from .theme_names import bank_theme

DATA = pathlib.Path(__file__).with_name("bank.json")
MAX_BANK_BYTES = 2_000_000
GRADES = (1, 2, 3, 4, 5)
FIELDS = ["id", "position", "answer", "line", "grade", "themes", "legal", "rating", "source"]


class BankEntry(NamedTuple):
    """One row of the bank (see the module docstring); :meth:`puzzle` makes it playable."""

    id: str
    position: str
    answer: str
    line: str  # the proven line, its moves separated by spaces
    grade: int
    themes: tuple[str, ...]
    legal: int
    rating: int
    source: str

    def puzzle(self) -> Puzzle:
        """The puzzle to play: saved under ``practice/puzzle-<id>``; a wrong try's refutation is proven when tried."""
        start = Match.from_text(self.position).position
        return Puzzle(
            id=self.id, position=self.position, answer=self.answer, line=tuple(self.line.split()),
            distance=len(self.line.split()), moves=self.grade, themes=self.themes, legal=self.legal,
            rating=self.rating, refutations=LazyRefutations(self.position, self.answer,
                                                            tuple(m.text() for m in start.legal_moves())),
            source={}, lesson="practice",
        )


@dataclass(frozen=True)
class LazyRefutations(Mapping[str, Refutation]):
    """Every legal first move but the answer, each with how the opponent wins after it, proven by the solver the
    first time it is asked for (the bank was made proving each one: :func:`refute` finds it again, cached)."""

    position: str
    answer: str
    legal: tuple[str, ...]

    def __getitem__(self, move: str) -> Refutation:
        if move == self.answer or move not in self.legal:
            raise KeyError(move)
        found = refute(Match.from_text(self.position).position, Move.from_text(move), CHECK_NODES)
        if found is None:  # pragma: no cover - the bank's script proved it
            raise KeyError(move)
        return found

    def __iter__(self) -> Iterator[str]:
        return (m for m in self.legal if m != self.answer)

    def __len__(self) -> int:
        return len(self.legal) - 1


FIND_NODES = 20_000  # as scripts/make_bank.py proved them


def reproved(entry: BankEntry) -> str | None:
    """Prove ``entry`` again with the solver, as ``scripts/make_bank.py`` did: None when it still holds (the side to
    move wins; its answer is the one winning move of at least three; its grade; its themes read again from the line),
    else what differs."""
    from ...engine.ai import solve
    from ...engine.themes import themes_of
    from .puzzles import puzzle_facts

    position = Match.from_text(entry.position).position
    facts = puzzle_facts(entry.position, position, solve(position, max_nodes=FIND_NODES), CHECK_NODES, most=5)
    if isinstance(facts, str):
        return facts
    line = [Move.from_text(m) for m in facts["line"]]
    found = (facts["answer"], facts["moves"], themes_of(position, line), facts["legal"])
    stored = (entry.answer, entry.grade, entry.themes, entry.legal)
    return None if found == stored else f"stored {stored}, proven {found}"


def _entry_problem(row: Any) -> str | None:
    """What is wrong with a bank row, or None: its fields' kinds and ranges (the proofs are the check script's)."""
    if not isinstance(row, list) or len(row) != len(FIELDS):
        return _("a row is a list of {count} fields").format(count=len(FIELDS))
    id_, position, answer, line, grade, themes, legal, rating, source = row
    if not all(isinstance(x, str) and x for x in (id_, position, answer, line, source)):
        return _("its id, position, answer, line and source are texts")
    if not isinstance(grade, int) or grade not in GRADES:
        return _("its grade is 1 to 5, not {value}").format(value=repr(grade)[:20])
    if not isinstance(themes, list) or not all(t in THEME_ORDER for t in themes):
        return _("its themes are among {choices}").format(choices=", ".join(THEME_ORDER))
    if not isinstance(legal, int) or legal < 3 or not isinstance(rating, int) or not 100 <= rating <= 3500:
        return _("it has at least 3 legal moves and a rating from 100 to 3500")
    if line.split()[0] != answer:
        return _("its line starts with its answer")
    return None


@cache
def _load(path: str) -> tuple[BankEntry, ...]:
    doc = read_json(path, MAX_BANK_BYTES)
    if not isinstance(doc, dict) or doc.get("fields") != FIELDS or not isinstance(doc.get("puzzles"), list):
        raise UnreadableFileError(_("{path}: it is not a practice bank: it needs the fields {fields} and a list of "
                                    "'puzzles'").format(path=path, fields=", ".join(FIELDS)))
    out = []
    for n, row in enumerate(doc["puzzles"], 1):
        problem = _entry_problem(row)
        if problem:
            raise UnreadableFileError(_("{path}: puzzle {n}: {problem}").format(path=path, n=n, problem=problem))
        id_, position, answer, line, grade, themes, legal, rating, source = row
        out.append(BankEntry(id_, position, answer, line, grade, tuple(themes), legal, rating, source))
    return tuple(out)


def bank(path: str | pathlib.Path | None = None) -> tuple[BankEntry, ...]:
    """Every puzzle of the bank (by default the package's ``bank.json``), by grade, then rating; read once. A damaged
    file is refused with :class:`~kamisado_widget.engine.errors.UnreadableFileError` naming the row."""
    path = DATA if path is None else path
    if not isinstance(path, (str, pathlib.Path)):
        raise ExerciseError(_("bank: path must be the path of a file (a str or pathlib.Path), not {value}").format(
            value=must.excerpt(path)))
    return _load(str(path))


def checked_theme(caller: str, theme: str | None, grade: int | None) -> str | None:
    """The bank's name of ``theme`` (one of :data:`~kamisado_widget.engine.themes.THEME_ORDER`, or the finder's name
    for what the learner does, such as "push": :mod:`.theme_names`), after checking ``theme`` and ``grade``."""
    if theme is not None and theme not in THEME_ORDER:
        theme = bank_theme(theme) or theme
    if theme is not None and theme not in THEME_ORDER:
        raise ExerciseError(_("{caller}: theme must be one of {choices} or None, not {value}").format(
            caller=caller, choices=", ".join(repr(t) for t in THEME_ORDER), value=must.excerpt(theme)))
    if grade is not None and (not isinstance(grade, int) or isinstance(grade, bool) or grade not in GRADES):
        raise ExerciseError(_("{caller}: grade must be 1, 2, 3, 4 or 5 (the winner's own moves) or None, not "
                              "{value}").format(caller=caller, value=must.excerpt(grade)))
    return theme


def bank_puzzles(theme: str | None = None, grade: int | None = None, most: int | None = None) -> list[BankEntry]:
    """The bank's puzzles of ``theme`` (a name of :data:`~kamisado_widget.engine.themes.THEME_ORDER`), of exactly
    ``grade`` or of at most ``most`` own moves (each None: any)."""
    theme = checked_theme("bank_puzzles", theme, grade)
    checked_theme("bank_puzzles", None, most)
    return [e for e in bank() if (theme is None or theme in e.themes) and (grade is None or e.grade == grade)
            and (most is None or e.grade <= most)]


def nearest(entries: Sequence[BankEntry], rating: float, seen: frozenset[str] | set[str] = frozenset(),
            salt: int = 0) -> BankEntry | None:
    """The entry nearest ``rating`` that is not ``seen`` (all seen: the nearest of all again: a theme used up starts
    over); among the five nearest, ``salt`` picks one, so that the same rating does not always give the same one."""
    fresh = [e for e in entries if e.id not in seen] or list(entries)
    if not fresh:
        return None
    close = sorted(fresh, key=lambda e: (abs(e.rating - rating), e.id))[:5]
    return close[salt % len(close)]


def practice_set(theme: str | None = None, most: int | None = None, count: int = 10, title: str = "") -> Any:
    """A set of ``count`` bank puzzles of ``theme`` with at most ``most`` own moves, for a lesson or a worksheet
    (``worksheet(practice_set("opponent passes", 2))``): spread over the kind's ratings, easiest first, the same
    puzzles every time. Each is saved under its bank id, in the lesson that shows it."""
    from ..exercises.exercise_view import ExerciseSet

    theme = checked_theme("practice_set", theme, None)
    checked_theme("practice_set", None, most)
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= 100:
        raise ExerciseError(_("practice_set: count must be a whole number from 1 to 100, not {value}").format(
            value=must.excerpt(count)))
    must.text("practice_set", "title", title)
    entries = sorted(bank_puzzles(theme, None, most), key=lambda e: (e.rating, e.id))
    if not entries:
        raise ExerciseError(_("practice_set: the bank has no puzzle of theme {theme} with at most {most} own "
                              "moves").format(theme=repr(theme), most=repr(most)))
    step = max(1, len(entries) // count)
    chosen = entries[::step][:count]
    puzzles = [replace(e.puzzle(), lesson=None) for e in chosen]  # saved in the lesson that shows the set
    return ExerciseSet([p.exercise() for p in puzzles], title=title or _("Practice"))


def position_for(theme: str | None = None, grade: int | None = None, learner: Any = None) -> BankEntry:
    """A position of ``theme`` and ``grade`` for ``learner`` (a
    :class:`~kamisado_widget.teaching.learner.practice_record.PracticeRecord`, e.g. a pupil's from their hand-in;
    None: a newcomer): one they have not met in practice yet, near their rating for that theme. Raises
    :class:`~kamisado_widget.teaching.exercises.goals.ExerciseError` when the bank has none of that kind."""
    theme = checked_theme("position_for", theme, grade)
    from ..learner.practice_record import PracticeRecord

    record = learner if isinstance(learner, PracticeRecord) else PracticeRecord()
    if learner is not None and not isinstance(learner, PracticeRecord):
        raise ExerciseError(_("position_for: learner must be a PracticeRecord (practice_record()) or None, not "
                              "{value}").format(value=must.excerpt(learner)))
    entries = bank_puzzles(theme, grade)
    found = nearest(entries, record.rating_for(theme).rating, record.seen)
    if found is None:
        raise ExerciseError(_("position_for: the bank has no puzzle of theme {theme} and grade {grade}").format(
            theme=repr(theme), grade=repr(grade)))
    return found


__all__ = ["DATA", "GRADES", "BankEntry", "LazyRefutations", "bank", "bank_puzzles", "checked_theme", "nearest", "position_for",
           "practice_set", "reproved"]
