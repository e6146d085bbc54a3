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

``KamisadoWidget`` is loaded on first use, so ``import kamisado_widget.engine`` needs no widget library.
"""

from typing import TYPE_CHECKING, Any

__all__ = ["KamisadoWidget"]
__version__ = "0.1.0"

if TYPE_CHECKING:
    from .widget import KamisadoWidget


def __getattr__(name: str) -> Any:
    if name == "KamisadoWidget":
        from .widget import KamisadoWidget

        return KamisadoWidget
    raise AttributeError(f"module 'kamisado_widget' has no attribute {name!r}")
