"""The offline JupyterLite site for the browser tests: built by scripts/build_lite.sh (cached), served
on 127.0.0.1, and a browser context that lets no request leave 127.0.0.1 (no pytest in here)."""

from __future__ import annotations

import contextlib
import fcntl
import functools
import http.server
import socket
import subprocess
import threading
import time
import types
import urllib.parse
from collections.abc import Iterator
from pathlib import Path

from helpers.lab import REPO, LabError

SITE = REPO / "build" / "lite"
KERNEL_IDLE = "Python (Pyodide) | Idle"
NOTEBOOKS = sorted((REPO / "notebooks").glob("[0-9][0-9]*_*.ipynb"))  # the tutorials the site holds (build_lite.py)
# A port bound and never listened on, held while the tests run: a connection to it is refused at once.
_NO_LISTENER = socket.socket()
_NO_LISTENER.bind(("127.0.0.1", 0))
DEAD_PORT = _NO_LISTENER.getsockname()[1]


def build_site() -> float:
    """Build (or find up to date) the site; returns the seconds it took. One build at a time: test processes that
    run side by side (pytest-xdist's workers) wait for the one building, then find the site up to date."""
    started = time.monotonic()
    script = REPO / "scripts" / "build_lite.sh"
    lock = SITE.parent / ".lite-build.lock"
    lock.parent.mkdir(parents=True, exist_ok=True)
    with open(lock, "w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)  # released when the file closes
        result = subprocess.run(["bash", str(script)], cwd=REPO, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        output = f"{result.stdout[-3000:]}\n{result.stderr[-3000:]}"
        raise LabError(f"scripts/build_lite.sh failed ({result.returncode}):\n{output}")
    return time.monotonic() - started


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {  # noqa: RUF012 - the base class's attribute, extended
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
    }

    def log_message(self, format: str, *args: object) -> None:
        pass


@contextlib.contextmanager
def serving(site: Path = SITE) -> Iterator[types.SimpleNamespace]:
    """The static site on a free port of 127.0.0.1, as `python3 -m http.server` would serve it."""
    handler = functools.partial(_QuietHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield types.SimpleNamespace(url=f"http://127.0.0.1:{server.server_address[1]}", site=site)
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


def offline_context(browser, origin: str, **options):
    """A browser context in which every request to a host other than ``origin``'s fails and is recorded in
    ``context.kw_foreign`` (also those of workers and the site's service worker).

    The context's proxy is a port nothing listens on, which the site's own host bypasses: a request to any other
    host fails to connect, from the page, a worker or a service worker alike. (Aborting requests in a route handler
    did the same, but routing turns the browser's cache off and passes every request through the test process: each
    lesson page then fetched and compiled Pyodide and the whole site again, at about a tenth more work per page.)"""
    host = urllib.parse.urlsplit(origin).hostname or "127.0.0.1"
    allowed = urllib.parse.urlsplit(origin).netloc
    proxy = {"server": f"http://127.0.0.1:{DEAD_PORT}", "bypass": f"{host},localhost,127.0.0.1"}
    context = browser.new_context(proxy=proxy, **options)
    context.kw_foreign = []
    context.on("request", lambda request: _note_foreign(context, request.url, allowed))
    return context


def _note_foreign(context, url: str, allowed: str) -> None:
    parts = urllib.parse.urlsplit(url)
    if parts.scheme in ("http", "https", "ws", "wss") and parts.netloc != allowed and url not in context.kw_foreign:
        context.kw_foreign.append(url)
