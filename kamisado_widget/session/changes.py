"""One notice per action: the session's listeners hear of each public action once, when it ends.

Each public action of the session runs its body in one batch of changes (``with self._changes.batch():``,
written out in the method, so the way down from the page to the engine has no wrapper). Actions call one
another (a click plays a move, a replay to the last state goes live): only the outermost one tells the
listeners, once, when it ends. An action that raises tells nobody and leaves nothing changed: what it changed before the error
is put back from a :class:`Checkpoint` taken when it began (one per outermost action, so one per message
from the page).

A :class:`Checkpoint` keeps, for each object, its attributes with every list, dict and set among them
copied one level deep, which is enough for the board's objects (the match's history of immutable states,
the editor's stack of immutable set-ups, the selection and message). :meth:`Checkpoint.restore` writes
them back into the same objects, so a reference a user holds (``w.match``, the editor ``w.edit()`` returned) stays the one the
board uses.
"""

from __future__ import annotations

import contextlib
import copy
from collections.abc import Callable, Iterator
from typing import Any, TypeAlias

_CONTAINERS = (list, dict, set)


def _copied(attributes: dict[str, Any]) -> dict[str, Any]:
    return {name: copy.copy(value) if isinstance(value, _CONTAINERS) else value for name, value in attributes.items()}


class Checkpoint:
    """The attributes of some objects now, to be written back into them by :meth:`restore`."""

    def __init__(self, *objects: object) -> None:
        self._saved = [(obj, _copied(vars(obj))) for obj in objects if obj is not None]

    def restore(self) -> None:
        for obj, attributes in self._saved:
            state = vars(obj)
            state.clear()
            state.update(_copied(attributes))  # copied again: restore may run twice


Listener: TypeAlias = Callable[[], None]


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

    @contextlib.contextmanager
    def refusable(self, refuse: Callable[[Exception], None]) -> Iterator[list[Exception]]:
        """One outermost action that may be refused (a message from the page): when its body raises an
        Exception, what it changed is put back, ``refuse(error)`` says why and the error is not raised but
        appended to the list this yields; the listeners hear once either way."""
        if self.running:
            raise RuntimeError("a message from the page is answered outside any action")
        point = self._checkpoint()
        self.running = True
        errors: list[Exception] = []
        try:
            yield errors
        except Exception as err:  # noqa: BLE001 (refused or reported by ``refuse``, not raised)
            point.restore()
            errors.append(err)
            refuse(err)
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
