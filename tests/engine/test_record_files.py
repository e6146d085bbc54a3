"""Record files: saved atomically so a failure never loses the old file (14.1), loaded only from
regular UTF-8 files of bounded size (14.5); OS failures are engine errors that name the path and
are still OSErrors (13.4)."""

from __future__ import annotations

import errno
import os
import stat
import threading

import pytest

from kamisado_widget.engine import KamisadoError, Match, NotationError, Player
from kamisado_widget.engine.catalogue import _
from kamisado_widget.engine.errors import RecordFileError
from kamisado_widget.engine.record_files import MAX_RECORD_BYTES, read_record_file, write_record_file


def saving(path: object, problem: str) -> str:
    """The catalogue's refusal to save to ``path``, the path quoted."""
    return _("cannot save the record to {path}: {problem}").format(path=repr(str(path)), problem=problem)


def loading(path: object, problem: str) -> str:
    """The catalogue's refusal to load from ``path``, the path quoted."""
    return _("cannot load a record from {path}: {problem}").format(path=repr(str(path)), problem=problem)


def not_regular(kind: str) -> str:
    return _("it is {kind}; a record is loaded from a regular file").format(kind=kind)


def played_record() -> str:
    match = Match(3)
    match.names[Player.BLACK] = "Ann"
    for move in ["c1-c7", "d8-d6", "c7-d8"]:
        match.play(move)
    match.fill("left")
    return match.record()


GOOD = played_record()


def leftovers(folder) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


# ------------------------------------------------------------------------------------------ saving
def test_a_record_saves_and_loads_back(tmp_path):
    path = tmp_path / "match.txt"
    write_record_file(path, GOOD)
    assert path.read_bytes() == GOOD.encode("utf-8")
    assert read_record_file(path) == GOOD
    assert Match.from_record(read_record_file(str(path))).record() == GOOD
    assert leftovers(tmp_path) == []


def test_a_save_keeps_the_old_files_permissions(tmp_path):
    path = tmp_path / "match.txt"
    path.write_text("old")
    path.chmod(0o640)
    write_record_file(path, GOOD)
    assert stat.S_IMODE(path.stat().st_mode) == 0o640 and path.read_text() == GOOD


def test_a_save_through_a_symbolic_link_replaces_the_file_it_names(tmp_path):
    real = tmp_path / "real.txt"
    real.write_text("old")
    link = tmp_path / "link.txt"
    link.symlink_to(real)
    write_record_file(link, GOOD)
    assert link.is_symlink() and real.read_text() == GOOD


def test_an_unencodable_name_leaves_the_old_file_whole(tmp_path):
    """14.1: a lone surrogate in a name used to empty the file and raise UnicodeEncodeError."""
    path = tmp_path / "match.txt"
    write_record_file(path, GOOD)
    bad = GOOD.replace("black: Ann", "black: Ann \ud800")
    with pytest.raises(NotationError) as info:
        write_record_file(path, bad)
    assert str(info.value) == saving(path, _(
        "line {line} holds U+{code}, a lone surrogate that UTF-8 cannot encode (is it in a player's name?) "
        "(nothing was written; the file that was there is unchanged)").format(line=4, code="D800"))
    assert path.read_text(encoding="utf-8") == GOOD
    assert leftovers(tmp_path) == []


@pytest.mark.parametrize("fail_at", ["write", "fsync", "replace"])
def test_a_failing_write_leaves_the_old_file_whole(tmp_path, monkeypatch, fail_at):
    """14.1: a full disk part-way through (or a failing flush or rename) loses nothing."""
    path = tmp_path / "match.txt"
    write_record_file(path, GOOD)
    real = getattr(os, fail_at)
    calls = []

    def failing(*args):
        calls.append(args)
        if fail_at == "write":
            real(args[0], bytes(args[1])[:10])  # half written, then the disk is full
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, fail_at, failing)
    with pytest.raises(RecordFileError) as info:
        write_record_file(path, GOOD.replace("Ann", "Bo"))
    monkeypatch.undo()
    err = info.value
    assert calls and isinstance(err, OSError) and isinstance(err, KamisadoError)
    assert err.errno == errno.ENOSPC and err.filename == str(path)
    assert isinstance(err.__cause__, OSError)
    assert str(err) == saving(path, _("{reason} (nothing was written; the file that was there is unchanged)").format(
        reason="no space left on device"))  # the operating system's words, then the catalogue's
    assert path.read_text() == GOOD
    assert leftovers(tmp_path) == []


def test_saving_into_a_missing_folder_names_the_folder(tmp_path):
    path = tmp_path / "nowhere" / "match.txt"
    with pytest.raises(RecordFileError) as info:
        write_record_file(path, GOOD)
    assert str(info.value) == saving(path, _("the folder {folder} does not exist").format(folder=repr(str(path.parent))))
    assert info.value.errno == errno.ENOENT
    assert isinstance(info.value, FileNotFoundError) is False and isinstance(info.value, OSError)


def test_saving_over_a_folder_is_refused(tmp_path):
    with pytest.raises(RecordFileError) as info:
        write_record_file(tmp_path, GOOD)
    assert str(info.value) == saving(tmp_path, _("it is {kind}, not a file").format(kind=_("a folder")))


def test_saving_over_a_read_only_file_is_refused_and_keeps_it(tmp_path, monkeypatch):
    """A rename could replace a read-only file; the save refuses, as writing into it would fail."""
    path = tmp_path / "match.txt"
    path.write_text("old")
    path.chmod(0o444)
    if os.access(path, os.W_OK):  # the superuser may write anything: ask as a user would
        monkeypatch.setattr(os, "access", lambda p, mode, **kw: mode != os.W_OK)
    with pytest.raises(RecordFileError) as info:
        write_record_file(path, GOOD)
    assert str(info.value) == saving(path, _(
        "the file is read-only (nothing was written; the file that was there is unchanged)"))
    assert info.value.errno == errno.EACCES and path.read_text() == "old"


def test_saving_into_a_read_only_folder_keeps_the_old_file(tmp_path, monkeypatch):
    """The temporary file cannot be created (as in a read-only folder): the old file stays."""
    path = tmp_path / "match.txt"
    path.write_text("old")
    real_open = os.open

    def refuse_new_files(file, flags, *args, **kwargs):
        if flags & os.O_CREAT:
            raise PermissionError(errno.EACCES, "Permission denied", file)
        return real_open(file, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", refuse_new_files)
    with pytest.raises(RecordFileError, match="permission denied") as info:
        write_record_file(path, GOOD)
    monkeypatch.undo()
    assert info.value.errno == errno.EACCES and path.read_text() == "old"


def test_a_record_over_the_size_limit_is_not_saved(tmp_path):
    path = tmp_path / "match.txt"
    path.write_text("old")
    with pytest.raises(RecordFileError) as info:
        write_record_file(path, GOOD + "#" * MAX_RECORD_BYTES)
    size = len((GOOD + "#" * MAX_RECORD_BYTES).encode())
    assert str(info.value) == saving(path, _(
        "the record is {size} bytes, and record files are limited to {limit} bytes").format(
        size=f"{size:,}", limit=f"{MAX_RECORD_BYTES:,}"))
    assert path.read_text() == "old"


# ----------------------------------------------------------------------------------------- loading
def test_a_utf8_byte_order_mark_is_accepted(tmp_path):
    """14.5: a BOM used to be refused as "a record starts with the line 'kamisado record'"."""
    path = tmp_path / "bom.txt"
    path.write_bytes(b"\xef\xbb\xbf" + GOOD.encode("utf-8"))
    assert read_record_file(path) == GOOD
    assert Match.from_record(read_record_file(path)).record() == GOOD


def test_dev_zero_is_refused_as_a_device(tmp_path):
    """14.5: /dev/zero used to be read until MemoryError."""
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero")
    with pytest.raises(RecordFileError) as info:
        read_record_file("/dev/zero")
    assert str(info.value) == loading("/dev/zero", not_regular(_("a device")))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_without_a_writer_is_refused_at_once(tmp_path):
    """14.5: a FIFO with no writer used to block forever."""
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    outcome: list[BaseException] = []
    def read() -> None:
        outcome.append(pytest.raises(RecordFileError, read_record_file, fifo).value)

    reader = threading.Thread(target=read)
    reader.daemon = True
    reader.start()
    reader.join(60)  # returns at once when the read is refused; only a blocked read waits this long
    if reader.is_alive():  # unblock the reader before failing, so the test run can end
        with open(fifo, "w"):
            pass
        pytest.fail("reading a named pipe blocked")
    assert str(outcome[0]) == loading(fifo, not_regular(_("a named pipe")))


def test_a_folder_is_refused(tmp_path):
    with pytest.raises(RecordFileError) as info:
        read_record_file(tmp_path)
    assert str(info.value) == loading(tmp_path, not_regular(_("a folder")))


def test_a_missing_file_is_an_engine_error_and_an_os_error(tmp_path):
    path = tmp_path / "missing.txt"
    with pytest.raises(OSError) as info:
        read_record_file(path)
    err = info.value
    assert isinstance(err, RecordFileError) and isinstance(err, KamisadoError)
    assert err.errno == errno.ENOENT and err.filename == str(path)
    assert isinstance(err.__cause__, FileNotFoundError)
    assert str(err) == loading(path, "no such file or directory")  # the operating system's words


def test_a_file_over_the_size_limit_is_refused_and_says_the_limit(tmp_path):
    path = tmp_path / "huge.txt"
    path.write_bytes(b"kamisado record\n" + b"#" * MAX_RECORD_BYTES)
    with pytest.raises(RecordFileError) as info:
        read_record_file(path)
    assert info.value.errno == errno.EFBIG and str(info.value) == loading(path, _(
        "the record is {size} bytes, and record files are limited to {limit} bytes").format(
        size=f"{path.stat().st_size:,}", limit=f"{MAX_RECORD_BYTES:,}"))


def test_a_file_that_grows_while_it_is_read_stops_at_the_limit(tmp_path, monkeypatch):
    """The size is checked again while reading, so a file that grows after the check is still bounded."""
    path = tmp_path / "growing.txt"
    path.write_text(GOOD)
    real_open = os.open

    def grow_then_open(file, flags, *args, **kwargs):
        with open(path, "ab") as f:
            f.write(b"#" * (MAX_RECORD_BYTES + 10))
        return real_open(file, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", grow_then_open)
    with pytest.raises(RecordFileError, match="more than 1,000,000 bytes"):
        read_record_file(path)


PNG = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89"


@pytest.mark.parametrize(
    "data, words",
    [
        (PNG, "it is a PNG image"),
        (GOOD.encode("utf-16"), "it is UTF-16 text; save the record as UTF-8"),
        (GOOD.encode("utf-16-le"), "NUL bytes, so it is UTF-16 text"),
        (bytes(range(256)) * 4, "NUL bytes, so it is binary data"),
        (GOOD.encode("latin-1") + "Zoë".encode("latin-1"), f"byte {len(GOOD) + 2} \\(0xeb\\) is not UTF-8"),
        (b"\xff\xd8\xff\xe0 JPEG", "is not UTF-8"),
    ],
    ids=["png", "utf-16 with bom", "utf-16 without bom", "binary", "latin-1", "jpeg"],
)
def test_binary_png_and_utf16_files_raise_an_engine_error(tmp_path, data, words):
    """14.5: these used to raise UnicodeDecodeError."""
    path = tmp_path / "record.bin"
    path.write_bytes(data)
    with pytest.raises(NotationError, match=words) as info:
        read_record_file(path)
    assert str(path) in str(info.value)
