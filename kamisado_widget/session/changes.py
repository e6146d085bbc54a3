"""One notice per action: the session's listeners hear of each public action once, when it ends.

A method marked :func:`action` runs as one batch of changes. Actions call one another (a click plays a
move, a replay to the last state goes live): only the outermost one tells the listeners, once, when it
ends. An action that raises tells nobody and leaves nothing changed: what it changed before the error
is put back from a checkpoint taken when it began.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable, Iterator
from typing import Concatenate, ParamSpec, Protocol, TypeVar

from .checkpoint import Checkpoint

Listener = Callable[[], None]
P = ParamSpec("P")
R = TypeVar("R")


class Changes:
    """The listeners of one session and the batch in progress.

    ``checkpoint()`` saves what an action may change; ``emit()`` runs after each outermost action that
    ended without an error (it brings the session's state up to date and calls :meth:`tell`).
    """

    def __init__(self, checkpoint: Callable[[], Checkpoint], emit: Callable[[], None]) -> None:
        self._checkpoint, self._emit = checkpoint, emit
        self.listeners: list[Listener] = []
        self.running = False

    @contextlib.contextmanager
    def batch(self) -> Iterator[None]:
        """One action: the outermost batch emits once at its end, or puts everything back if it raises."""
        if self.running:
            yield
            return
        point = self._checkpoint()
        self.running = True
        try:
            yield
        except BaseException:
            point.restore()
            raise
        finally:
            self.running = False
        self._emit()

    def tell(self) -> None:
        """Call every listener once."""
        for listener in list(self.listeners):
            listener()


class HasChanges(Protocol):
    changes: Changes


S = TypeVar("S", bound=HasChanges)


def action(method: Callable[Concatenate[S, P], R]) -> Callable[Concatenate[S, P], R]:
    """Mark a session method as a public action: it runs as one batch (see :class:`Changes`)."""

    @functools.wraps(method)
    def run(self: S, *args: P.args, **kwargs: P.kwargs) -> R:
        with self.changes.batch():
            return method(self, *args, **kwargs)

    return run
