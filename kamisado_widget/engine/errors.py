"""Exception types: every exception class the engine defines is here (a test reads every module of the engine
for one defined anywhere else). Every error the engine raises on bad input is one of these.

Each message names the problem in a plain sentence. Errors about the rules carry
the rule ID (``err.rule``; the README lists every ID), so a learner can look the rule up.
The messages are the raiser's, in the language chosen (this module imports no catalogue:
the catalogue raises :class:`LanguageError` itself).
"""

from __future__ import annotations

import os
from errno import EFBIG, EINVAL
from typing import TypeAlias, Union

PathArg: TypeAlias = Union[str, "os.PathLike[str]"]

RULE_IDS: tuple[str, ...] = (
    *(f"B{n}" for n in range(1, 8)), "T1", "T2", *(f"M{n}" for n in range(1, 9)), *(f"S{n}" for n in range(1, 12)),
    *(f"P{n}" for n in range(1, 5)), *(f"R{n}" for n in range(1, 5)), *(f"F{n}" for n in range(1, 6)), "D1", "D2",
)
"""Every rule ID of the rules table (the README's), in its order."""


class KamisadoError(Exception):
    """Base class of every error the engine raises on purpose."""


class NotationError(KamisadoError, ValueError):
    """A square, move, position text or record could not be read; the message says where."""


class InvalidPositionError(KamisadoError, ValueError):
    """A position that cannot occur or cannot be played on; the message says what is wrong."""


class RuleError(KamisadoError):
    """An action the rules forbid. ``rule`` is the rule ID (e.g. ``"T2"``)."""

    def __init__(self, rule: str, message: str) -> None:
        self.rule = rule
        self.reason = message
        super().__init__(f"{rule}: {message}")


class IllegalMoveError(RuleError):
    """A move that is not legal in the current position."""


class IllegalFillError(RuleError):
    """A refill choice that is not allowed now (wrong player, wrong moment, bad direction)."""


class UndoError(KamisadoError):
    """There is nothing to undo (or redo)."""


class BookWarning(UserWarning):
    """A damaged opening book, or a line of it that is not believed: the solver answers instead (named once;
    ``engine.ai.book``). A warning, never raised at a caller."""


class SearchAborted(Exception):
    """The search's node or time budget ran out (``engine.ai``). Internal: the search catches it
    and answers with what it found so far, so it never reaches a caller. Not a KamisadoError,
    so that ``except KamisadoError`` around bad input never swallows it."""


class RuleBookError(NotationError, LookupError):
    """A rule ID the rules reference does not have; the message names the IDs it has."""


class LanguageError(KamisadoError, ValueError):
    """A language the package does not have, or whose compiled catalogue is missing."""


class UnreadableFileError(KamisadoError, ValueError):
    """An outside file was refused; the message names the file and what is wrong with it."""


class NotAFileError(OSError):
    """The path is a folder, a pipe, a device or a socket, not a regular file (``kind`` says which;
    ``reason`` is the sentence that says so, e.g. "it is a folder, not a regular file")."""

    def __init__(self, path: PathArg, kind: str, reason: str) -> None:
        super().__init__(EINVAL, reason, os.fspath(path))
        self.kind = kind


class TooLargeError(OSError):
    """The file is larger than the reader's limit (``size`` is what was seen, ``limit`` the cap;
    ``reason`` is the sentence that says so)."""

    def __init__(self, path: PathArg, size: int, limit: int, reason: str) -> None:
        super().__init__(EFBIG, reason, os.fspath(path))
        self.size, self.limit = size, limit


class RecordFileError(KamisadoError, OSError):
    """A record file could not be saved or loaded; the message is one sentence that names the path.

    It is also an :class:`OSError`, so ``except OSError`` still catches it: ``filename`` is the
    path, ``errno`` the operating system's error number (or ``errno.EFBIG`` for a file over the
    size limit, None when the engine refused the file itself, e.g. a directory or a pipe), and an
    error from the operating system is chained as ``__cause__``.
    """

    def __init__(self, message: str, filename: str | None = None, errno: int | None = None) -> None:
        super().__init__(message)
        self.errno = errno
        self.strerror = message
        self.filename = filename

    def __str__(self) -> str:
        return str(self.args[0])
