"""Widgets a test (or a helper running a notebook's cells) made, let go of afterwards.

ipywidgets keeps every widget in its registry until it is closed, as a kernel does. In the test process that kept
every board made by every test before, and each ``set_language`` of a later test drew all of them again (a German
lesson's test chooses German, then English again): the notebook tests spent most of their time redrawing boards no
test looked at any more. A widget something still refers to (a cached exercise's view) stays usable."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from ipywidgets.widgets import widget as ipywidget


@contextlib.contextmanager
def let_go_of_widgets_made() -> Iterator[None]:
    """Inside the block widgets are made as usual; on leaving it, the registry lets go of those made inside."""
    before = set(ipywidget._instances)
    try:
        yield
    finally:
        for model_id in set(ipywidget._instances) - before:
            ipywidget._instances.pop(model_id, None)
