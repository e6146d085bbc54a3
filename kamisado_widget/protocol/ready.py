"""The board's hello: a board just drawn takes no click until the kernel has answered it.

A board is drawn as soon as its cell's output arrives, but the kernel may still be busy (running the
rest of a lesson, or the cells after it in Run All): a click sent then waits in the kernel's queue and
acts much later, on a board the user has clicked again meanwhile. So each view of the board sends
:data:`HELLO` when it is drawn, and shows :data:`LOADING` over the board and ignores clicks until the
widget answers :data:`READY` — which it can only do once the kernel has finished what it was running.
"""

from __future__ import annotations

from typing import Final

from ..engine.catalogue import N_

HELLO: Final = "hello"  # the intent's type (unversioned, no fields: see intents.SCHEMAS)
READY: Final = {"type": "ready"}  # the widget's answer, a custom message to every view of the board
LOADING: Final = N_("Loading… the board is ready to play in a moment.")  # translated where it is shown (view.py)
