"""A damaged opening book for the tests: ``book_file(data)`` puts ``data`` where the standard layout's book is read
from (a file in the test's temporary folder), and the package's book is read again after the test."""

from __future__ import annotations

import pathlib
from collections.abc import Callable, Iterator

import pytest

from kamisado_widget.engine import Layout
from kamisado_widget.engine.ai import book as book_module


def clear_book() -> None:
    """Forget what was worked out from the books (each file itself is read once, then kept by its path)."""
    for cached in (book_module._by_position, book_module._solutions):
        cached.cache_clear()


@pytest.fixture
def book_file(tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[bytes], pathlib.Path]]:
    """A function that puts ``data`` where the standard layout's book is read from; returns the file's path."""

    def put(data: bytes) -> pathlib.Path:
        path = tmp_path / "opening_book.json"
        path.write_bytes(data)
        monkeypatch.setitem(book_module.FILES, Layout.STANDARD, path)
        clear_book()
        return path

    yield put
    clear_book()  # the next test reads the package's book again
