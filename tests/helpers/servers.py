"""Notebook 7 and Voilà servers for the browser tests, started like JupyterLab in ``lab.py``: on
127.0.0.1, a free port, no token, Jupyter's dirs in a temp dir; always shut down (no pytest in here)."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import types
from collections.abc import Iterator
from pathlib import Path

from helpers.lab import LabError, free_port, prepare_lab_dirs, running_lab, start_server


def running_notebook7(root: Path) -> contextlib.AbstractContextManager[types.SimpleNamespace]:
    """Jupyter Notebook 7 serving a copy of the notebooks (the tutorials and the tests' own)."""
    return running_lab(root, app="notebook")


VOILA_READY = b"is running at:"  # Voila's line once it listens


@contextlib.contextmanager
def running_voila(root: Path, notebook: Path) -> Iterator[types.SimpleNamespace]:
    """Voilà serving one notebook as an app (`voila NOTEBOOK`); the page is at ``url``."""
    try:
        import voila  # noqa: F401
    except ImportError:
        raise LabError("voila is not installed: install the test extra (`pip install -e '.[test]'`)") from None
    env = {**os.environ, **prepare_lab_dirs(root)}
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    log_path = root / "voila.log"
    command = [
        sys.executable, "-m", "voila", str(notebook), "--no-browser", f"--port={port}",
        "--Voila.ip=127.0.0.1", "--VoilaConfiguration.show_tracebacks=True",
    ]  # fmt: skip
    server = start_server(command, log_path, VOILA_READY, name="voila", env=env, cwd=root)
    try:
        yield types.SimpleNamespace(url=url, log=log_path)
    finally:
        stop(server)


def stop(server: subprocess.Popen[bytes], timeout: float = 15) -> None:
    """Terminate a server started by a test; kill it if it has not stopped within ``timeout`` seconds."""
    server.terminate()
    try:
        server.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait()
