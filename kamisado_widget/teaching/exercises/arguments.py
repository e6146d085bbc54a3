"""Checks of what a teacher writes: each argument of an exercise, set, goal, demo or puzzle has its form when the
object is built, else :class:`ExerciseError` names the argument and the form expected.

A wrong type caught here would otherwise surface later on the learner's page ("None." as feedback, an internal
error on every click) or as a raw Python error far from the teacher's line.

>>> text("Exercise('x')", "success", None)
Traceback (most recent call last):
...
kamisado_widget.teaching.exercises.arguments.ExerciseError: Exercise('x'): success must be a text (a str), not None
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...engine import KamisadoError
from ...engine.catalogue import _
from ...engine.excerpt import excerpt


class ExerciseError(KamisadoError, ValueError):
    """Teaching material (an exercise, its goal, a set, a demo, a puzzle) that cannot work as written; the message
    names the object, the argument or the problem, and the form expected."""


def _error(message: str) -> ExerciseError:
    return ExerciseError(message)


def _shown(value: object) -> str:
    return excerpt(value)


def text(owner: str, name: str, value: object, *, empty: bool = True) -> str:
    """``value`` if it is a str (a non-empty one unless ``empty``), else :class:`ExerciseError`."""
    if not isinstance(value, str):
        raise _error(_("{owner}: {name} must be a text (a str), not {value}").format(
            owner=owner, name=name, value=_shown(value)))
    if not empty and not value.strip():
        raise _error(_("{owner}: {name} must be a text that says something, not {value}").format(
            owner=owner, name=name, value=_shown(value)))
    return value


def texts(owner: str, name: str, value: object, *, example: str = "['...', '...']", empty: bool = True) -> tuple[str, ...]:
    """``value`` as a tuple of non-empty texts: a list or tuple of str (never one str, read as its letters)."""
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        raise _error(_("{owner}: {name} must be a list of texts, e.g. {example}, not {value}").format(
            owner=owner, name=name, example=example, value=_shown(value)))
    out = tuple(value)
    for n, item in enumerate(out, 1):
        if not isinstance(item, str) or not item.strip():
            raise _error(_("{owner}: item {number} of {name} must be a text that says something, not {value}").format(
                owner=owner, number=n, name=name, value=_shown(item)))
    if not empty and not out:
        raise _error(_("{owner}: {name} must hold at least one text, e.g. {example}").format(
            owner=owner, name=name, example=example))
    return out


def text_map(owner: str, name: str, value: object, example: str) -> dict[str, str]:
    """``value`` as a dict of texts to non-empty texts (a mapping, never a list of its keys)."""
    if not isinstance(value, Mapping):
        raise _error(_("{owner}: {name} must be a dict, e.g. {example}, not {value}").format(
            owner=owner, name=name, example=example, value=_shown(value)))
    out: dict[str, str] = {}
    for key, words in value.items():
        if not isinstance(key, str):
            raise _error(_("{owner}: the keys of {name} must be texts, e.g. {example}, not {value}").format(
                owner=owner, name=name, example=example, value=_shown(key)))
        if not isinstance(words, str) or not words.strip():
            raise _error(_("{owner}: {name} must be a text that says something, not {value}").format(
                owner=owner, name=f"{name}[{key!r}]", value=_shown(words)))
        out[key] = words
    return out


def flag(owner: str, name: str, value: object) -> bool:
    """``value`` if it is True or False."""
    if not isinstance(value, bool):
        raise _error(_("{owner}: {name} must be True or False, not {value}").format(
            owner=owner, name=name, value=_shown(value)))
    return value


def whole(owner: str, name: str, value: object, *, least: int = 1, most: int | None = None,
          none: bool = False) -> int | None:
    """``value`` if it is a whole number from ``least`` (to ``most``), or None when ``none`` allows it."""
    if value is None and none:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or value < least or (most is not None and value > most):
        if most is not None and none:
            message = _("{owner}: {name} must be a whole number from {least} to {most} or None, not {value}")
        elif most is not None:
            message = _("{owner}: {name} must be a whole number from {least} to {most}, not {value}")
        elif none:
            message = _("{owner}: {name} must be a whole number of at least {least} or None, not {value}")
        else:
            message = _("{owner}: {name} must be a whole number of at least {least}, not {value}")
        raise _error(message.format(owner=owner, name=name, least=least, most=most, value=_shown(value)))
    return value


def sequence(owner: str, name: str, value: object, example: str) -> tuple[Any, ...]:
    """``value`` as a tuple: a list or tuple (never a str, read as its letters, nor a lone object)."""
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        raise _error(_("{owner}: {name} must be a list, e.g. {example}, not {value}").format(
            owner=owner, name=name, example=example, value=_shown(value)))
    return tuple(value)


def move_sentences(owner: str, name: str, value: object, parse: Any) -> dict[Any, str]:
    """``value`` as a dict of moves (``parse`` reads each key, a move text) to the sentence a learner reads after
    that move, e.g. ``{'c1-c5': 'Count again: c5 is one short.'}``."""
    example = "{'c1-c5': 'Count again: c5 is one short.'}"
    words = text_map(owner, name, value, example)
    out: dict[Any, str] = {}
    for key, sentence in words.items():
        try:
            out[parse(key)] = sentence
        except (KamisadoError, ValueError) as err:
            raise _error(_("{owner}: the keys of {name} must be move texts, e.g. {example}; {key} is not one ({problem})"
                           ).format(owner=owner, name=name, example=example, key=repr(key), problem=err)) from None
    return out


def callable_(owner: str, name: str, value: object, example: str) -> Any:
    if not callable(value):
        raise _error(_("{owner}: {name} must be a function, e.g. {example}, not {value}").format(
            owner=owner, name=name, example=example, value=_shown(value)))
    return value


__all__ = ["ExerciseError", "callable_", "flag", "move_sentences", "sequence", "text", "text_map", "texts", "whole"]
