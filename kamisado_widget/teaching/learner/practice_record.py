"""A learner's practice, saved with their progress: a rating overall and per theme, the puzzles met, the streak.

The progress file (:mod:`.progress`) keeps it under ``"practice"``, beside the exercises' entries::

    {"practice": {"rating": {"rating": 1562.3, "deviation": 171.0, "volatility": 0.06},
                  "themes": {"sumo push": {"rating": {...}, "tried": 4, "solved": 3}},
                  "seen": ["B2-0031", "B1-0007"], "streak": 2, "best_streak": 5}}

A puzzle counts once, at its first outcome: solved without a wrong try, or missed (a legal move that does not keep
the win, or "Show me" first). Each count moves the learner's rating and the rating of every theme of the puzzle
(Glicko-2, :mod:`.rating`), adds the puzzle to those met and raises the streak or ends it. Written as every progress
change is: read, changed and replaced whole under the file's lock, so nothing is half-written or lost.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import progress
from .rating import Rating

MAX_SEEN = 5000  # the puzzles met, kept (the bank holds fewer)


@dataclass(frozen=True)
class ThemeRecord:
    rating: Rating = field(default_factory=Rating)
    tried: int = 0
    solved: int = 0


@dataclass(frozen=True)
class PracticeRecord:
    """A learner's practice (a value object: :func:`record_try` saves the next one)."""

    rating: Rating = field(default_factory=Rating)
    themes: Mapping[str, ThemeRecord] = field(default_factory=dict)
    seen: frozenset[str] = frozenset()
    streak: int = 0
    best_streak: int = 0

    def rating_for(self, theme: str | None) -> Rating:
        """The learner's rating for ``theme`` (their overall rating for None, or for a theme not yet tried)."""
        if theme is None or theme not in self.themes:
            return self.rating
        return self.themes[theme].rating

    @property
    def tried(self) -> int:
        return len(self.seen)

    def as_dict(self) -> dict[str, Any]:
        return {
            "rating": self.rating.as_dict(),
            "themes": {t: {"rating": r.rating.as_dict(), "tried": r.tried, "solved": r.solved}
                       for t, r in sorted(self.themes.items())},
            "seen": sorted(self.seen)[:MAX_SEEN], "streak": self.streak, "best_streak": self.best_streak,
        }

    @classmethod
    def from_dict(cls, saved: Any) -> PracticeRecord:
        """A saved record; what is damaged reads as new (only that part: a bad theme loses that theme)."""
        if not isinstance(saved, dict):
            return cls()
        themes = {}
        for name, entry in (saved.get("themes") or {}).items() if isinstance(saved.get("themes"), dict) else ():
            if isinstance(name, str) and isinstance(entry, dict):
                themes[name] = ThemeRecord(Rating.from_dict(entry.get("rating")), _count(entry.get("tried")),
                                           _count(entry.get("solved")))
        seen = saved.get("seen")
        return cls(
            Rating.from_dict(saved.get("rating")), themes,
            frozenset(s for s in seen if isinstance(s, str)) if isinstance(seen, list) else frozenset(),
            _count(saved.get("streak")), _count(saved.get("best_streak")),
        )

    def after(self, puzzle_id: str, puzzle_rating: float, themes: Sequence[str], solved: bool) -> PracticeRecord:
        """The record after one puzzle's outcome (a puzzle met before changes only the ratings and the streak)."""
        new_themes = dict(self.themes)
        for theme in themes:
            old = self.themes.get(theme, ThemeRecord(self.rating))  # a first try starts from the overall rating
            new_themes[theme] = ThemeRecord(old.rating.after_puzzle(puzzle_rating, solved), old.tried + 1,
                                            old.solved + int(solved))
        streak = self.streak + 1 if solved else 0
        return PracticeRecord(self.rating.after_puzzle(puzzle_rating, solved), new_themes, self.seen | {puzzle_id},
                              streak, max(self.best_streak, streak))


def _count(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def practice_record() -> PracticeRecord:
    """The learner's practice as saved (a new one when there is none)."""
    path = progress.store_path()
    doc = progress._read(path)
    return PracticeRecord.from_dict((doc or {}).get("practice"))


def record_try(puzzle_id: str, puzzle_rating: float, themes: Sequence[str], solved: bool) -> PracticeRecord:
    """Save one puzzle's outcome (see the module docstring) and return the record as saved; when the file cannot
    be written (reported once by :mod:`.progress`), the record as it would be."""

    def edit(doc: dict[str, Any]) -> tuple[bool, PracticeRecord]:
        new = PracticeRecord.from_dict(doc.get("practice")).after(puzzle_id, puzzle_rating, themes, solved)
        doc["practice"] = new.as_dict()
        return True, PracticeRecord.from_dict(doc["practice"])  # as saved (rounded), as it reads back

    _written, result = progress._change(edit)
    if result is None:  # the file cannot be read or written now (reported): the record as it would be
        return practice_record().after(puzzle_id, puzzle_rating, themes, solved)
    return result


__all__ = ["PracticeRecord", "ThemeRecord", "practice_record", "record_try"]
