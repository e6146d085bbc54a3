"""How far the finder's search of games is: a progress bar in a notebook while it searches (gone when it is done),
a line of text per game elsewhere when asked for, or a teacher's own function.

``progress=None`` (the default) shows the bar in a notebook only and says nothing elsewhere, so a script or a test
run prints nothing; ``True`` also prints the lines outside a notebook; ``False`` shows nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeAlias

from ...engine.catalogue import _, ngettext
from ..exercises import arguments as must
from ..exercises.goals import ExerciseError

Progress: TypeAlias = Callable[[int, int, int], object]
"""Called after each game as ``progress(games_searched, games_in_all, positions_found)``."""


class Report:
    """Reports the search's progress after each game (``report(done, found)``) and takes its bar away when the
    search ends (:meth:`close`)."""

    def __init__(self, show: Callable[[int, int], object], bar: Any = None) -> None:
        self._show, self.bar = show, bar

    def __call__(self, done: int, found: int) -> None:
        self._show(done, found)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()
            self.bar = None


def check(progress: object) -> None:
    """Refuse a ``progress`` that is not None, True, False or a function."""
    if progress is None or isinstance(progress, bool) or callable(progress):
        return
    raise ExerciseError(_("find_positions: progress must be True, False or a function such as "
                          "lambda searched, games, found: ..., not {value}").format(value=must.excerpt(progress)))


def reporter(progress: bool | Progress | None, games: int) -> Report:
    """What reports the progress of a search of ``games`` games: a bar in a notebook (None or True), a line of text
    outside one (True only), a function, or nothing (False)."""
    check(progress)
    if progress is False:
        return Report(lambda done, found: None)
    if callable(progress):
        call: Progress = progress
        return Report(lambda done, found: call(done, games, found))
    bar = _kernel_bar(games)
    if bar is not None:
        def show(done: int, found: int) -> None:
            bar.value = done
            bar.description = _found(found)  # the bar's short label; the count is the positions found
        return Report(show, bar)
    if progress is None:
        return Report(lambda done, found: None)
    return Report(lambda done, found: print(ngettext(
        "Searched {done} of {games} games: {count} position found so far.",
        "Searched {done} of {games} games: {count} positions found so far.", found).format(
        done=done, games=games, count=found)))


def _found(n: int) -> str:
    # Translators: the short label of the search's progress bar: how many positions were found so far.
    return ngettext("{count} found", "{count} found", n).format(count=n)


def _kernel_bar(games: int) -> Any:
    """An ipywidgets progress bar shown in the running kernel's output, or None outside a kernel (or without
    ipywidgets)."""
    try:
        import ipywidgets
        from IPython import get_ipython
        from IPython.display import display
    except ImportError:  # pragma: no cover - IPython and ipywidgets come with the widget library
        return None
    shell = get_ipython()
    if shell is None or not hasattr(shell, "kernel"):
        return None
    bar = ipywidgets.IntProgress(value=0, min=0, max=games, description=_found(0))
    display(bar)
    return bar


__all__ = ["Progress", "Report", "check", "reporter"]
