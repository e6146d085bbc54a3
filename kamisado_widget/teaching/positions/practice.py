"""The practice board: the bank's puzzles one after another, each near the learner's rating (issue 40).

``practice(theme=None, grade=None)`` shows a puzzle of the bank (:mod:`.bank`) as an exercise, played to the end as
the course's puzzles are; the next comes near the learner's rating for that theme (Glicko-2, saved with their
progress: :mod:`..learner.practice_record`), never one they have met until every one of that kind has been met.
"Another like this" gives one of the same grade sharing a theme with the one just played; a streak counts the puzzles
solved in a row; "My practice" shows a small table per theme (tried, solved, rating). A puzzle's themes are shown
only once it is solved or shown (they would give the answer away), as the course's puzzles do.

A puzzle counts once, at its first outcome (:class:`PracticeView`): solved without a wrong try, or missed by a legal
move that loses the win or by "Show me". A move the rules refuse does not count: it is not a try at the puzzle.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as widgets

from ...engine.catalogue import _, ngettext, pgettext
from ...session.pointer import Attempt
from ..course.pictures import static_bundle, with_pictures
from ..exercises.exercise_view import ExerciseView
from ..learner.practice_record import PracticeRecord, practice_record, record_try
from .bank import BankEntry, bank_puzzles, checked_theme, nearest
from .puzzles import theme_name


class PracticeView(ExerciseView):
    """A bank puzzle's exercise that reports its first outcome to ``on_outcome(solved)``, once."""

    def __init__(self, entry: BankEntry, on_outcome: Any) -> None:
        self.entry = entry
        self.on_outcome = on_outcome
        self.counted = False
        super().__init__(entry.puzzle().exercise())

    def _count(self, solved: bool) -> None:
        if not self.counted:
            self.counted = True
            self.on_outcome(solved)

    def _hook(self, attempt: Attempt) -> Any:
        refusal = super()._hook(attempt)
        legal = attempt.verdict is not None and attempt.verdict.legal
        if refusal is not None and legal and self.run.feedback.kind == "error":
            self._count(False)  # a legal move that does not keep the win
        return refusal

    def _changed(self) -> None:
        if self.run.solved or self.run.shown:
            self._count(self.run.solved)
        super()._changed()


class Practice(widgets.VBox):
    """The practice board (see the module docstring): ``current`` is the puzzle on the board, ``record`` the
    learner's practice as saved, :meth:`next` and :meth:`another_like_this` change the puzzle."""

    def __init__(self, theme: str | None = None, grade: int | None = None) -> None:
        theme = checked_theme("practice", theme, grade)
        self.theme, self.grade = theme, grade
        self.record: PracticeRecord = practice_record()
        self._salt = self.record.tried
        self.line = widgets.HTML()
        self.line.add_class("kw-practice-line")
        self.holder = widgets.Box()
        self.like_button = widgets.Button(description=pgettext("button", "Another like this"),
                                          layout=widgets.Layout(width="auto"))
        self.next_button = widgets.Button(description=pgettext("button", "Next puzzle"),
                                          layout=widgets.Layout(width="auto"))
        self.table_button = widgets.ToggleButton(description=pgettext("button", "My practice"),
                                                 layout=widgets.Layout(width="auto"))
        self.table = widgets.HTML()
        self.like_button.on_click(lambda _: self.another_like_this())
        self.next_button.on_click(lambda _: self.next())
        self.table_button.observe(lambda _: self._show_table(), names="value")
        buttons = widgets.HBox([self.next_button, self.like_button, self.table_button],
                               layout=widgets.Layout(flex_flow="row wrap"))
        super().__init__([self.line, self.holder, buttons, self.table])
        self.add_class("kw-practice")
        self.view: PracticeView | None = None
        self.next()

    # ------------------------------------------------------------------ the puzzle on the board
    @property
    def current(self) -> BankEntry:
        assert self.view is not None
        return self.view.entry

    def _show(self, entry: BankEntry) -> None:
        self._salt += 1
        old = self.view
        self.view = PracticeView(entry, self._outcome)
        self.holder.children = (self.view,)
        if old is not None:
            _close(old)  # the board that was played: its widgets go with it (no comm left open per puzzle)
        self._update()

    def next(self) -> BankEntry:
        """The next puzzle: the practice's theme and grade, near the learner's rating for the theme, not met yet."""
        entries = bank_puzzles(self.theme, self.grade)
        rating = self.record.rating_for(self.theme).rating
        found = nearest(entries, rating, self.record.seen | self._shown(), self._salt)
        assert found is not None  # the bank has every theme and grade (its tests)
        self._show(found)
        return found

    def another_like_this(self) -> BankEntry:
        """A puzzle of the same grade sharing a theme with the one on the board (its first theme, the race to the
        home row last), near the learner's rating for that theme."""
        entry = self.current
        themes = [t for t in entry.themes if t != "home row"] or list(entry.themes)
        theme = themes[0] if themes else None
        entries = [e for e in bank_puzzles(theme, entry.grade) if e.id != entry.id]
        found = nearest(entries, self.record.rating_for(theme).rating, self.record.seen | self._shown(), self._salt)
        if found is None:
            return self.next()
        self._show(found)
        return found

    def _shown(self) -> set[str]:
        return {self.view.entry.id} if self.view is not None else set()

    # ------------------------------------------------------------------ the outcome, saved
    def _outcome(self, solved: bool) -> None:
        entry = self.current
        self.record = record_try(entry.id, entry.rating, entry.themes, solved)
        self._update()

    @property
    def streak(self) -> int:
        return self.record.streak

    def _update(self) -> None:
        r = self.record
        streak = ngettext("Streak: {count} puzzle solved in a row.", "Streak: {count} puzzles solved in a row.",
                          r.streak).format(count=r.streak)
        rating = _("Your practice rating: {rating}.").format(rating=round(r.rating.rating))
        self.line.value = html.escape(f"{rating} {streak}")
        self.like_button.disabled = self.view is None
        self._show_table()

    def table_text(self) -> list[tuple[str, int, int, int]]:
        """The table of "My practice": each theme tried, with the puzzles tried, solved and the rating for it."""
        return [(theme_name(t), rec.tried, rec.solved, round(rec.rating.rating))
                for t, rec in sorted(self.record.themes.items(), key=lambda kv: (-kv[1].tried, kv[0]))]

    def _show_table(self) -> None:
        if not self.table_button.value:
            self.table.value = ""  # (an empty HTML widget takes no room; a layout's display did not come back)
            return
        rows = self.table_text()
        if not rows:
            self.table.value = html.escape(_("No puzzle tried yet."))
            return
        head = "".join(f"<th>{html.escape(h)}</th>" for h in (_("Theme"), _("Tried"), _("Solved"), _("Rating")))
        body = "".join(f"<tr><td>{html.escape(t)}</td><td>{a}</td><td>{b}</td><td>{c}</td></tr>" for t, a, b, c in rows)
        self.table.value = f'<table class="kw-practice-table"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'


    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The live board, plus the puzzle on it as a picture (its goal and task) for renderers without a kernel and
        for the lesson page's still pictures."""
        view = self.view
        assert view is not None
        return with_pictures(super()._repr_mimebundle_(**kwargs),
                             static_bundle([(view.exercise.title, view.exercise.task, view.board)]))


def _close(widget: widgets.Widget) -> None:
    for child in getattr(widget, "children", ()):
        _close(child)
    widget.close()


def practice(theme: str | None = None, grade: int | None = None) -> Practice:
    """The practice board (see :mod:`.practice`): puzzles of ``theme`` (a name of
    :data:`~kamisado_widget.engine.themes.THEME_ORDER`) and ``grade`` (1-5 own moves), each None for any."""
    return Practice(theme, grade)


__all__ = ["Practice", "PracticeView", "practice"]
