"""Kamisado teaching widget for Jupyter.

The rules engine (:mod:`kamisado_widget.engine`) is pure Python and does not import the
widget; ``KamisadoWidget`` is loaded on first use so the engine also works without anywidget.
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
