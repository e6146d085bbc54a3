"""Widgets a test (or a helper running a notebook's cells) made, let go of afterwards.

ipywidgets keeps every widget in its registry until it is closed, as a kernel does. In the test process that kept
every board made by every test before, and each ``set_language`` of a later test drew all of them again (a German
lesson's test chooses German, then English again): the notebook tests spent most of their time redrawing boards no
test looked at any more. Outside a kernel the ``comm`` package's manager holds each widget's comm too, and the comm
holds the widget's callbacks: in the test process the manager holds them weakly, so a comm lives as long as its widget
(:func:`comms_held_weakly`). A widget something still refers to (a cached exercise's view) stays usable."""

from __future__ import annotations

import contextlib
import weakref
from collections.abc import Iterator

import comm
from ipywidgets.widgets import widget as ipywidget


@contextlib.contextmanager
def let_go_of_widgets_made() -> Iterator[None]:
    """Inside the block widgets are made as usual; on leaving it, the registry lets go of those made inside."""
    comms_held_weakly()
    before = set(ipywidget._instances)
    try:
        yield
    finally:
        for model_id in set(ipywidget._instances) - before:
            ipywidget._instances.pop(model_id, None)


class _WeakComms(weakref.WeakValueDictionary):
    """The comm manager's registry, holding each comm only while something else does. A comm already gone is
    forgotten already: closing it again (a widget's ``__del__`` closes its comm) finds nothing to remove."""

    def pop(self, key, *default):
        return super().pop(key, None)


def comms_held_weakly() -> None:
    """Make the ``comm`` manager of this process (there is no kernel) hold its comms weakly, once."""
    manager = comm.get_comm_manager()
    if not isinstance(manager.comms, _WeakComms):
        manager.comms = _WeakComms(manager.comms)
