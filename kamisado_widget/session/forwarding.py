"""Methods that hand the call to a part of the object, generated instead of copied by hand.

``play = Forward("game", Game.play, batch=True)`` in a class body makes ``obj.play(...)`` call
``obj.game.play(...)`` (looked up on the part at each call), inside one batch of changes when ``batch``
is set (``obj.changes.batch()``, see :mod:`~kamisado_widget.session.changes`). The generated method
carries the target's docstring and signature (``functools.wraps``), so ``help()`` shows them, and its
own name; type checkers see the target's parameters and return type.
"""

from __future__ import annotations

import functools
import types
from collections.abc import Callable
from typing import Any, Concatenate, Generic, ParamSpec, TypeVar, overload

P = ParamSpec("P")
R = TypeVar("R")


class Forward(Generic[P, R]):
    """A method of the owner that calls ``method``'s name on the owner's attribute ``part``."""

    def __init__(self, part: str, method: Callable[Concatenate[Any, P], R], *, batch: bool = False) -> None:
        self.part, self.method, self.batch = part, method, batch
        self.function: Callable[..., R] = method  # replaced when the class is created (__set_name__)

    def __set_name__(self, owner: type, name: str) -> None:
        part, target, batch = self.part, self.method.__name__, self.batch

        def forwarder(obj: Any, *args: Any, **kwargs: Any) -> R:
            call: Callable[..., R] = getattr(getattr(obj, part), target)
            if not batch:
                return call(*args, **kwargs)
            with obj.changes.batch():
                return call(*args, **kwargs)

        functools.update_wrapper(forwarder, self.method)
        forwarder.__name__, forwarder.__qualname__ = name, f"{owner.__qualname__}.{name}"
        forwarder.__module__ = owner.__module__
        self.function = forwarder

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> Callable[Concatenate[Any, P], R]: ...

    @overload
    def __get__(self, obj: object, owner: type | None = None) -> Callable[P, R]: ...

    def __get__(self, obj: object | None, owner: type | None = None) -> Callable[..., R]:
        if obj is None:
            return self.function
        return types.MethodType(self.function, obj)
