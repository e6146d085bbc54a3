"""Record files on disk: saved atomically, loaded only from regular files of a bounded size.

:func:`write_record_file` never loses the file that was there: the record is encoded first,
written to a temporary file in the same folder, flushed to the disk (``fsync``) and only then
renamed over the old file (``os.replace``), so a failure at any step leaves the old file whole
(:func:`~kamisado_widget.engine.safe_files.write_whole`, which every file the package writes goes through).

:func:`read_record_file` opens only regular files (not a directory, a device such as
``/dev/zero`` or a named pipe, which it does not wait on), reads at most
:data:`MAX_RECORD_BYTES`, and accepts only UTF-8 text (a leading byte order mark is dropped).

Failures of the file system raise :class:`RecordFileError` (an engine error that is also an
``OSError``, with the operating system's error chained); text that is not a record's raises
:class:`NotationError`. Every message names the path.
"""

from __future__ import annotations

import codecs
import errno
import os
import stat
from typing import Union

from .errors import NotationError, RecordFileError
from .excerpt import excerpt
from .safe_files import NotAFileError, TooLargeError, kind_of, read_regular, write_whole

MAX_RECORD_BYTES = 1_000_000
"""Records longer than this (in UTF-8 bytes) are neither saved nor loaded; a Marathon match needs
a few kilobytes."""

PathArg = Union[str, "os.PathLike[str]"]


def _shown(path: PathArg) -> str:
    return excerpt(os.fspath(path), 200)


def _os_error(action: str, path: PathArg, err: OSError, note: str = "") -> RecordFileError:
    reason = err.strerror or str(err) or type(err).__name__
    reason = reason[:1].lower() + reason[1:]
    return RecordFileError(f"cannot {action} {_shown(path)}: {reason}{note}", os.fspath(path), err.errno)


def _kind(mode: int) -> str:
    return kind_of(mode)


def _too_large(action: str, path: PathArg, size: str) -> RecordFileError:
    return RecordFileError(
        f"cannot {action} {_shown(path)}: the record is {size} bytes, and record files are limited to "
        f"{MAX_RECORD_BYTES:,} bytes", os.fspath(path), errno.EFBIG,
    )


# ------------------------------------------------------------------------------------------ saving
def write_record_file(path: PathArg, text: str) -> None:
    """Save ``text`` (a record) to ``path`` as UTF-8, atomically: on any failure the old file stays."""
    if not isinstance(text, str):
        raise TypeError(f"a record is a str, not {type(text).__name__}")
    action = "save the record to"
    kept = " (nothing was written; the file that was there is unchanged)"
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as err:
        line = text.count("\n", 0, err.start) + 1
        bad = text[err.start]
        raise NotationError(
            f"cannot save the record to {_shown(path)}: line {line} holds U+{ord(bad):04X}, a lone surrogate that "
            f"UTF-8 cannot encode (is it in a player's name?){kept}"
        ) from err
    if len(data) > MAX_RECORD_BYTES:
        raise _too_large(action, path, f"{len(data):,}")
    target = os.path.realpath(os.fspath(path))  # through a symbolic link, to the file it names
    folder = os.path.dirname(target)
    try:
        old = os.stat(target)
    except FileNotFoundError:
        old = None
    except OSError as err:
        raise _os_error(action, path, err, kept) from err
    if old is not None and not stat.S_ISREG(old.st_mode):
        raise RecordFileError(
            f"cannot {action} {_shown(path)}: it is {_kind(old.st_mode)}, not a file", os.fspath(path)
        )
    if old is not None and not os.access(target, os.W_OK):
        raise RecordFileError(
            f"cannot {action} {_shown(path)}: the file is read-only{kept}", os.fspath(path), errno.EACCES
        )
    try:
        write_whole(target, data, stat.S_IMODE(old.st_mode) if old is not None else None)  # keeps the old permissions
    except FileNotFoundError as err:
        raise RecordFileError(
            f"cannot {action} {_shown(path)}: the folder {excerpt(folder, 200)} does not exist", os.fspath(path),
            err.errno,
        ) from err
    except OSError as err:
        raise _os_error(action, path, err, kept) from err


# ----------------------------------------------------------------------------------------- loading
def read_record_file(path: PathArg) -> str:
    """The text of the record file at ``path``; refuses what is not a regular UTF-8 file of bounded size."""
    action = "load a record from"
    try:
        before = os.stat(path)
    except OSError as err:
        raise _os_error(action, path, err) from err
    if not stat.S_ISREG(before.st_mode):  # refused before opening: a device or a pipe is never opened
        raise RecordFileError(
            f"cannot {action} {_shown(path)}: it is {_kind(before.st_mode)}; a record is loaded from a regular file",
            os.fspath(path),
        )
    if before.st_size > MAX_RECORD_BYTES:
        raise _too_large(action, path, f"{before.st_size:,}")
    data = _read_bounded(path, action)
    return _decode(path, data)


def _read_bounded(path: PathArg, action: str) -> bytes:
    try:
        return read_regular(path, MAX_RECORD_BYTES)
    except NotAFileError as err:  # replaced between the check and the opening
        raise RecordFileError(
            f"cannot {action} {_shown(path)}: it is {err.kind}; a record is loaded from a regular file",
            os.fspath(path),
        ) from None
    except TooLargeError:
        raise _too_large(action, path, f"more than {MAX_RECORD_BYTES:,}") from None
    except OSError as err:
        raise _os_error(action, path, err) from err


def _decode(path: PathArg, data: bytes) -> str:
    data = data.removeprefix(codecs.BOM_UTF8)
    what = f"cannot load a record from {_shown(path)}"
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        raise NotationError(f"{what}: it is UTF-16 text; save the record as UTF-8")
    if data.startswith(b"\x89PNG"):
        raise NotationError(f"{what}: it is a PNG image, not a record (a UTF-8 text file)")
    if b"\x00" in data:
        kind = "UTF-16 text; save the record as UTF-8" if data.count(b"\x00") * 3 >= len(data) else "binary data"
        raise NotationError(f"{what}: it holds NUL bytes, so it is {kind}, not a record (a UTF-8 text file)")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise NotationError(
            f"{what}: byte {err.start:,} (0x{data[err.start]:02x}) is not UTF-8, so it is binary data or text in "
            "another encoding; a record is a UTF-8 text file"
        ) from err
