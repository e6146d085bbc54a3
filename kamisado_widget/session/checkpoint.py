"""Put objects back as they were: a refused message from the board changes nothing.

A :class:`Checkpoint` keeps, for each object, its attributes with every list, dict and set
among them copied one level deep, which is enough for the board's objects (the match's
history of immutable states, the editor's stack of immutable set-ups, the selection and
message). :meth:`Checkpoint.restore` writes them back into the same objects, so a reference
a user holds (``w.match``, ``w.editor``) stays the one the board uses.
"""

from __future__ import annotations

import copy
from typing import Any

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

