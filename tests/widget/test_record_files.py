"""The widget's save and load of record files, through its Python API: a save that fails keeps the old file
whole (14.1); a load reads only a regular UTF-8 file of bounded size, and refuses anything else with the
project's error, naming the path and changing nothing (14.5)."""

from __future__ import annotations

import errno
import os
import threading

import pytest
from helpers.catalogue_pattern import message_pattern

from kamisado_widget import KamisadoWidget
from kamisado_widget.engine import KamisadoError, NotationError
from kamisado_widget.engine.catalogue import _
from kamisado_widget.engine.errors import RecordFileError


def played() -> KamisadoWidget:
    w = KamisadoWidget(target=3, black_name="Ann")
    for move in ["c1-c7", "d8-d6", "c7-d8"]:
        w.play(move)
    w.fill("left")
    return w


# ---------------------------------------------------------------------------------------- save (14.1)
def test_a_failed_save_never_loses_the_record_that_was_there(tmp_path):
    """14.1: a name with a lone surrogate used to leave the file at 0 bytes (UnicodeEncodeError)."""
    w = played()
    path = tmp_path / "match.txt"
    w.save(path)
    good = path.read_bytes()
    w.black_name = "Ann \ud800"
    with pytest.raises(KamisadoError, match="lone surrogate"):
        w.save(path)
    assert path.read_bytes() == good
    other = KamisadoWidget()
    other.load(path)
    assert other.record == good.decode("utf-8") and other.black_name == "Ann"


def test_a_save_that_fails_half_way_keeps_the_old_file(tmp_path, monkeypatch):
    """14.1: a full disk used to leave the file truncated and unreadable."""
    w = played()
    path = tmp_path / "match.txt"
    w.save(path)
    good = path.read_bytes()
    w.play(w.match.legal_moves()[0])
    real_write = os.write

    def disk_full(fd: int, data: bytes) -> int:
        real_write(fd, bytes(data)[:7])
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", disk_full)
    with pytest.raises(OSError, match=message_pattern("cannot save the record to {path}: {problem}")) as info:
        w.save(path)
    monkeypatch.undo()
    assert "match.txt" in str(info.value) and "no space left" in str(info.value).lower(), "the path and the OS's reason"
    assert isinstance(info.value, KamisadoError)
    assert path.read_bytes() == good
    assert [p.name for p in tmp_path.iterdir()] == ["match.txt"]


# ---------------------------------------------------------------------------------------- load (14.5)
def test_loading_dev_zero_is_refused_and_changes_nothing():
    """14.5: used to read until MemoryError."""
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero")
    w = played()
    before = w.record
    with pytest.raises(RecordFileError, match=message_pattern("cannot load a record from {path}: {problem}", problem=_(
            "it is {kind}; a record is loaded from a regular file").format(kind=_("a device")))):
        w.load("/dev/zero")
    assert w.record == before


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_loading_a_named_pipe_with_no_writer_does_not_block(tmp_path):
    """14.5: used to block forever."""
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    w = KamisadoWidget()
    errors: list[BaseException] = []

    def load() -> None:
        try:
            w.load(fifo)
        except BaseException as err:  # noqa: BLE001 - handed to the test thread
            errors.append(err)

    loader = threading.Thread(target=load, daemon=True)
    loader.start()
    loader.join(60)  # returns at once when the load is refused; only a blocked load waits this long
    if loader.is_alive():
        with open(fifo, "w"):
            pass
        pytest.fail("loading a named pipe blocked")
    assert len(errors) == 1 and isinstance(errors[0], RecordFileError) and "named pipe" in str(errors[0])


def test_loading_a_png_or_utf16_file_is_an_engine_error_not_a_decode_error(tmp_path):
    """14.5: used to raise UnicodeDecodeError."""
    w = played()
    png, utf16 = tmp_path / "board.png", tmp_path / "utf16.txt"
    png.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)))
    utf16.write_bytes(w.record.encode("utf-16"))
    before = w.record
    for path, words in ((png, "PNG image"), (utf16, "UTF-16")):
        with pytest.raises(NotationError, match=words):
            w.load(path)
        assert w.record == before


def test_a_record_with_a_utf8_byte_order_mark_loads(tmp_path):
    """14.5: a BOM used to be refused as "a record starts with the line 'kamisado record'"."""
    w = played()
    path = tmp_path / "bom.txt"
    path.write_bytes(b"\xef\xbb\xbf" + w.record.encode("utf-8"))
    other = KamisadoWidget()
    other.load(path)
    assert other.record == w.record and other.match.states == w.match.states


def test_a_huge_file_is_refused_and_the_message_gives_the_limit(tmp_path):
    path = tmp_path / "huge.txt"
    path.write_bytes(b"kamisado record\n" + b"# padding\n" * 150_000)
    with pytest.raises(RecordFileError, match=message_pattern("cannot load a record from {path}: {problem}", problem=_(
            "the record is {size} bytes, and record files are limited to {limit} bytes").format(
            size=f"{path.stat().st_size:,}", limit="1,000,000"))):
        KamisadoWidget().load(path)


def test_loading_a_missing_file_names_the_path_and_is_still_an_os_error(tmp_path):
    path = tmp_path / "missing.txt"
    with pytest.raises(OSError, match=message_pattern("cannot load a record from {path}: {problem}")) as info:
        KamisadoWidget().load(path)
    assert "missing.txt" in str(info.value)
