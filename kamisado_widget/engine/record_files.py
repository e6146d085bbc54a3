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

from .catalogue import _
from .errors import NotAFileError, NotationError, PathArg, RecordFileError, TooLargeError
from .excerpt import excerpt
from .safe_files import kind_of, read_regular, write_whole

MAX_RECORD_BYTES = 1_000_000
"""Records longer than this (in UTF-8 bytes) are neither saved nor loaded; a Marathon match needs
a few kilobytes."""


def _shown(path: PathArg) -> str:
    return excerpt(os.fspath(path), 200)


def _cannot(saving: bool, path: PathArg, problem: str) -> str:
    """The whole refusal: what could not be done with which file, and the problem (itself a catalogue clause)."""
    if saving:
        # Translators: {problem} is a clause such as "the file is read-only".
        return _("cannot save the record to {path}: {problem}").format(path=_shown(path), problem=problem)
    # Translators: {problem} is a clause such as "it is a folder; a record is loaded from a regular file".
    return _("cannot load a record from {path}: {problem}").format(path=_shown(path), problem=problem)


def _os_error(saving: bool, path: PathArg, err: OSError) -> RecordFileError:
    reason = err.strerror or str(err) or type(err).__name__  # the operating system's words
    reason = reason[:1].lower() + reason[1:]
    if saving:
        reason = _("{reason} (nothing was written; the file that was there is unchanged)").format(reason=reason)
    return RecordFileError(_cannot(saving, path, reason), os.fspath(path), err.errno)


def _kind(mode: int) -> str:
    return kind_of(mode)


def _too_large(saving: bool, path: PathArg, size: int | None) -> RecordFileError:
    limit = f"{MAX_RECORD_BYTES:,}"
    if size is None:
        problem = _("the record is more than {limit} bytes, and record files are limited to {limit} bytes").format(
            limit=limit
        )
    else:
        problem = _("the record is {size} bytes, and record files are limited to {limit} bytes").format(
            size=f"{size:,}", limit=limit
        )
    return RecordFileError(_cannot(saving, path, problem), os.fspath(path), errno.EFBIG)


# ------------------------------------------------------------------------------------------ saving
def write_record_file(path: PathArg, text: str) -> None:
    """Save ``text`` (a record) to ``path`` as UTF-8, atomically: on any failure the old file stays."""
    if not isinstance(text, str):
        raise TypeError(_("a record is a str, not {kind}").format(kind=type(text).__name__))
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as err:
        line = text.count("\n", 0, err.start) + 1
        bad = text[err.start]
        raise NotationError(_cannot(True, path, _(
            "line {line} holds U+{code}, a lone surrogate that UTF-8 cannot encode (is it in a player's name?) "
            "(nothing was written; the file that was there is unchanged)"
        ).format(line=line, code=f"{ord(bad):04X}"))) from err
    if len(data) > MAX_RECORD_BYTES:
        raise _too_large(True, path, len(data))
    target = os.path.realpath(os.fspath(path))  # through a symbolic link, to the file it names
    folder = os.path.dirname(target)
    try:
        old = os.stat(target)
    except FileNotFoundError:
        old = None
    except OSError as err:
        raise _os_error(True, path, err) from err
    if old is not None and not stat.S_ISREG(old.st_mode):
        raise RecordFileError(
            _cannot(True, path, _("it is {kind}, not a file").format(kind=_kind(old.st_mode))), os.fspath(path)
        )
    if old is not None and not os.access(target, os.W_OK):
        raise RecordFileError(
            _cannot(True, path, _("the file is read-only (nothing was written; the file that was there is unchanged)")),
            os.fspath(path), errno.EACCES,
        )
    try:
        write_whole(target, data, stat.S_IMODE(old.st_mode) if old is not None else None)  # keeps the old permissions
    except FileNotFoundError as err:
        raise RecordFileError(
            _cannot(True, path, _("the folder {folder} does not exist").format(folder=excerpt(folder, 200))),
            os.fspath(path), err.errno,
        ) from err
    except OSError as err:
        raise _os_error(True, path, err) from err


# ----------------------------------------------------------------------------------------- loading
def read_record_file(path: PathArg) -> str:
    """The text of the record file at ``path``; refuses what is not a regular UTF-8 file of bounded size."""
    try:
        before = os.stat(path)
    except OSError as err:
        raise _os_error(False, path, err) from err
    if not stat.S_ISREG(before.st_mode):  # refused before opening: a device or a pipe is never opened
        raise RecordFileError(_cannot(False, path, _not_regular(_kind(before.st_mode))), os.fspath(path))
    if before.st_size > MAX_RECORD_BYTES:
        raise _too_large(False, path, before.st_size)
    data = _read_bounded(path)
    return _decode(path, data)


def _not_regular(kind: str) -> str:
    return _("it is {kind}; a record is loaded from a regular file").format(kind=kind)


def _read_bounded(path: PathArg) -> bytes:
    try:
        return read_regular(path, MAX_RECORD_BYTES)
    except NotAFileError as err:  # replaced between the check and the opening
        raise RecordFileError(_cannot(False, path, _not_regular(err.kind)), os.fspath(path)) from None
    except TooLargeError:
        raise _too_large(False, path, None) from None
    except OSError as err:
        raise _os_error(False, path, err) from err


def _decode(path: PathArg, data: bytes) -> str:
    data = data.removeprefix(codecs.BOM_UTF8)
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        raise NotationError(_cannot(False, path, _("it is UTF-16 text; save the record as UTF-8")))
    if data.startswith(b"\x89PNG"):
        raise NotationError(_cannot(False, path, _("it is a PNG image, not a record (a UTF-8 text file)")))
    if b"\x00" in data:
        if data.count(b"\x00") * 3 >= len(data):
            problem = _("it holds NUL bytes, so it is UTF-16 text, not a record (a UTF-8 text file); save the record "
                        "as UTF-8")
        else:
            problem = _("it holds NUL bytes, so it is binary data, not a record (a UTF-8 text file)")
        raise NotationError(_cannot(False, path, problem))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise NotationError(_cannot(False, path, _(
            "byte {position} (0x{value}) is not UTF-8, so it is binary data or text in another encoding; a record "
            "is a UTF-8 text file"
        ).format(position=f"{err.start:,}", value=f"{data[err.start]:02x}"))) from err
