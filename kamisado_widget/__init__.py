"""Kamisado teaching widget for Jupyter: learn, teach and study the board game Kamisado.

>>> from kamisado_widget import KamisadoWidget
>>> w = KamisadoWidget(target=3)
>>> w.play("c1-c6").text()
'c1-c6'

The package is five layers; each imports only from the ones above it in this list:

- :mod:`kamisado_widget.engine`: the rules, pure Python (it also runs in Pyodide and without a widget).
- :mod:`kamisado_widget.session`: one board's state and actions, without a kernel.
- :mod:`kamisado_widget.protocol`: what the page draws and the intents it may send.
- :mod:`kamisado_widget.widget`: :class:`KamisadoWidget`, the anywidget.
- :mod:`kamisado_widget.teaching`: exercises, demos, puzzles, saved progress and the course map.

``set_language("de")`` makes every board, message and error speak German from then on (None: the kernel's
locale); one board can speak its own with ``KamisadoWidget(language="de")``.

The board and the teaching layer's public names (``Exercise``, ``ExerciseSet``, ``Demo``, the goals, the
puzzles, the course map; see ``docs/teaching.md``) are exported here and loaded on first use, so
``import kamisado_widget.engine`` needs no widget library.
"""

from typing import TYPE_CHECKING, Any

from .engine.catalogue import set_language
from .teaching import PUBLIC as _TEACHING

__all__ = ["KamisadoWidget", "set_language"] + list(_TEACHING)  # the teaching layer's names: its one list
__version__ = "0.1.0"

if TYPE_CHECKING:
    from .widget import KamisadoWidget


def __getattr__(name: str) -> Any:
    if name == "KamisadoWidget":
        from .widget import KamisadoWidget

        return KamisadoWidget
    if name in _TEACHING:
        from . import teaching

        return getattr(teaching, name)
    raise AttributeError(f"module 'kamisado_widget' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
