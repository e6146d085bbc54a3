"""Files written whole or not at all, and outside files read without surprises (standard library only).

:func:`write_whole` writes bytes to a temporary file in the same folder, flushes them to the disk
(``fsync``) and only then renames the temporary file over the target (``os.replace``): a reader sees
the old file or the new one, never half of one, and a failure at any step (a full disk) leaves the
old file as it was. The name itself is replaced: a symbolic link there is replaced, never written through.

:func:`read_regular` reads a file another program, a learner or a teacher made: only a regular file
(a folder, a named pipe, a device such as ``/dev/zero`` or a socket is refused before it is opened, and
the file is opened without waiting, so a pipe swapped in never blocks), at most ``limit`` bytes.
:func:`parse_json` reads JSON text nested at most ``max_depth`` levels (checked before parsing, without
recursion), so a hostile file cannot exhaust the stack.

In Pyodide (the offline site) the same code runs on the browser's file system; where it cannot ``fsync``
a file or a folder, that step is skipped.
"""

from __future__ import annotations

import codecs
import contextlib
import errno
import json
import os
import re
import secrets
import stat
import time
from typing import Any

from .catalogue import _, ngettext
from .errors import NotAFileError, PathArg, TooLargeError, UnreadableFileError

MAX_JSON_DEPTH = 64
"""The deepest nesting of lists and objects a JSON file of the package may have (a notebook has about 10)."""


def not_a_file(path: PathArg, kind: str) -> NotAFileError:
    """The error for a path that is ``kind`` (a folder, a pipe, ...), not a regular file."""
    return NotAFileError(path, kind, _("it is {kind}, not a regular file").format(kind=kind))


def too_large(path: PathArg, size: int, limit: int) -> TooLargeError:
    """The error for a file of ``size`` bytes, over the reader's ``limit``."""
    return TooLargeError(path, size, limit, _("it is larger than {limit} bytes").format(limit=f"{limit:,}"))


def kind_of(mode: int) -> str:
    """What a file of this ``st_mode`` is, in words ("a folder", "a named pipe", ...)."""
    # Translators: what a path is, said after "it is": "it is a folder, not a regular file".
    if stat.S_ISREG(mode):
        return _("a file")
    if stat.S_ISDIR(mode):
        return _("a folder")
    if stat.S_ISFIFO(mode):
        return _("a named pipe")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return _("a device")
    if stat.S_ISSOCK(mode):
        return _("a socket")
    return _("not a regular file")


# ------------------------------------------------------------------------------------------ writing
def write_whole(path: PathArg, data: bytes, mode: int | None = None) -> None:
    """Replace the file at ``path`` by ``data``, atomically; raises ``OSError`` and leaves the old file whole.

    ``mode`` gives the new file's permission bits (best effort); by default a new file is made as the umask allows.
    """
    target = os.fspath(path)
    folder = os.path.dirname(target) or "."
    fd, temp = create_temp(folder, os.path.basename(target))
    try:
        try:
            if mode is not None and hasattr(os, "fchmod"):
                with contextlib.suppress(OSError):
                    os.fchmod(fd, mode)
            write_all(fd, data)
            _fsync(fd)
        finally:
            os.close(fd)
        _replace(temp, target)
        temp = ""
        sync_folder(folder)
    finally:
        if temp:
            with contextlib.suppress(OSError):
                os.unlink(temp)


def create_temp(folder: str, name: str) -> tuple[int, str]:
    """A new, empty file next to ``name`` in ``folder`` (hidden, ``.tmp``), opened for writing."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    for _i in range(100):
        temp = os.path.join(folder, f".{name[:100]}.{secrets.token_hex(6)}.tmp")
        try:
            return os.open(temp, flags, 0o666), temp
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, _("could not create a temporary file"), folder)


def write_all(fd: int, data: bytes) -> None:
    """Write every byte (``os.write`` may write fewer than asked); a write of nothing is a full disk."""
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        if written <= 0:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        view = view[written:]


_CANNOT_SYNC = {errno.EINVAL, errno.ENOSYS, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EBADF}


def _fsync(fd: int) -> None:
    try:
        os.fsync(fd)
    except OSError as err:
        if err.errno not in _CANNOT_SYNC:  # a file system that cannot sync (Pyodide's drive) is not a failure
            raise


def _replace(temp: str, target: str) -> None:
    for attempt in range(20):
        try:
            os.replace(temp, target)
            return
        except PermissionError:  # Windows: a reader has the old file open for a moment
            if os.name != "nt" or attempt == 19:
                raise
            time.sleep(0.01 * (attempt + 1))


def sync_folder(folder: str) -> None:
    """Make a rename in ``folder`` durable (POSIX); folders cannot be opened for this everywhere."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


# ------------------------------------------------------------------------------------------ reading
def read_regular(path: PathArg, limit: int) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them.

    Raises :class:`NotAFileError` (a folder, pipe, device or socket: never opened, never waited on),
    :class:`TooLargeError`, or the ``OSError`` of the file system (``FileNotFoundError`` ...).
    """
    before = os.stat(path)
    if not stat.S_ISREG(before.st_mode):
        raise not_a_file(path, kind_of(before.st_mode))
    if before.st_size > limit:
        raise too_large(path, before.st_size, limit)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags | getattr(os, "O_CLOEXEC", 0))
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):  # swapped for something else between the check and the opening
            raise not_a_file(path, kind_of(mode))
        chunks: list[bytes] = []
        size = 0
        while size <= limit:  # the file may grow while it is read
            chunk = os.read(fd, min(1 << 16, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise too_large(path, size, limit)
        return b"".join(chunks)
    finally:
        os.close(fd)


def decode_utf8(data: bytes) -> str:
    """UTF-8 text (a leading byte order mark dropped); ``ValueError`` says where it is not UTF-8."""
    data = data.removeprefix(codecs.BOM_UTF8)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise ValueError(
            _("byte {position} (0x{value}) is not UTF-8 text").format(
                position=f"{err.start:,}", value=f"{data[err.start]:02x}"
            )
        ) from None


_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)  # linear: an unterminated string runs to the end
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_BRACKETS = str.maketrans("[{]}", "(())")


def json_depth_exceeds(text: str, max_depth: int) -> bool:
    """Whether JSON ``text`` nests lists and objects more than ``max_depth`` deep (strings are skipped; no recursion).

    Each pass removes the innermost empty pairs, so a pair still there after ``max_depth`` passes is nested deeper;
    more than ``max_depth`` brackets opened and never closed count as too deep too.
    """
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text)).translate(_BRACKETS)
    for _i in range(max_depth):
        if "()" not in brackets:
            break
        brackets = brackets.replace("()", "")
    else:
        if "()" in brackets:
            return True
    return brackets.count("(") > max_depth  # opened and never closed: the parser would still go that deep


def parse_json(data: bytes | str, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """The JSON value of ``data`` (UTF-8 bytes or text); ``ValueError`` says in words why it is not one."""
    text = decode_utf8(data) if isinstance(data, bytes) else data
    if json_depth_exceeds(text, max_depth):
        raise ValueError(
            ngettext("it is nested more than {count} level deep", "it is nested more than {count} levels deep",
                     max_depth).format(count=max_depth)
        )
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise ValueError(
            _("it is not JSON ({problem} at line {line}, column {column})").format(
                problem=err.msg, line=err.lineno, column=err.colno
            )
        ) from None
    except (ValueError, RecursionError) as err:  # a number too long to read; nesting the check cannot see
        raise ValueError(_("it is not JSON that can be read ({problem})").format(problem=err)) from None


def read_json(path: PathArg, limit: int, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """The JSON value in the file at ``path`` (see :func:`read_regular` and :func:`parse_json`).

    Raises :class:`UnreadableFileError` naming the file and the problem; ``FileNotFoundError`` if it is not there.
    """
    try:
        data = read_regular(path, limit)
    except FileNotFoundError:
        raise
    except NotAFileError as err:
        raise UnreadableFileError(
            _("{path}: it is {kind}, not a file").format(path=os.fspath(path), kind=err.kind)
        ) from None
    except TooLargeError:
        raise UnreadableFileError(
            _("{path}: it is larger than {limit} bytes, the most this reader takes").format(
                path=os.fspath(path), limit=f"{limit:,}"
            )
        ) from None
    except OSError as err:
        raise UnreadableFileError(
            _("{path}: it cannot be read ({problem})").format(path=os.fspath(path), problem=err.strerror or err)
        ) from None
    try:
        return parse_json(data, max_depth)
    except ValueError as err:
        raise UnreadableFileError(_("{path}: {problem}").format(path=os.fspath(path), problem=err)) from None


__all__ = [
    "MAX_JSON_DEPTH", "NotAFileError", "TooLargeError", "UnreadableFileError", "create_temp", "decode_utf8",
    "json_depth_exceeds", "kind_of", "parse_json", "read_json", "read_regular", "sync_folder", "write_all",
    "write_whole",
]
