"""JupyterLab + Debian Chromium for the browser tests and the benchmark (no pytest in here).

The recipe (see the project's browser-test notes): JupyterLab on 127.0.0.1 with its config,
runtime, settings and workspace dirs in a temp dir; Debian's /usr/bin/chromium driven by
Playwright; wait for the status bar to say the kernel is idle before running cells.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import types
import urllib.request
from collections.abc import Iterator, Sequence
from pathlib import Path

REPO = Path(__file__).parents[2]
TEST_NOTEBOOKS = Path(__file__).parents[1] / "browser" / "notebooks"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
# The tests' browser compiles less (the benchmarks' keeps Chromium's defaults, as a learner's browser has them): V8
# compiles WebAssembly by its baseline compiler only and JavaScript up to its mid tier (Maglev). Each test opens a
# fresh page for seconds, and every page load compiled the busiest code again with the optimising compiler on
# background threads: a third of an offline lesson page's browser work (the offline site's Python, Pyodide, is one
# large WebAssembly module) and a quarter of a JupyterLab page's. What a page does is the same; tests time nothing.
LEAN_COMPILING = ["--js-flags=--liftoff-only --max-opt=2"]
KERNEL_IDLE = "Python 3 (ipykernel) | Idle"
# The tutorials' Jupyter settings and data (Voilà's config and template), as scripts/tutorials.sh sets them.
TUTORIALS_JUPYTER_PATHS = {"JUPYTER_CONFIG_PATH": str(REPO / "jupyter" / "etc"), "JUPYTER_PATH": str(REPO / "jupyter" / "share")}


ARTIFACTS = Path(os.environ.get("KAMISADO_ARTIFACTS_DIR", Path(tempfile.gettempdir()) / "kamisado-widget-artifacts"))
"""Where a failed browser test leaves its screenshot."""


class LabError(RuntimeError):
    """JupyterLab or Chromium could not be started."""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _request(url: str, method: str = "GET", timeout: float = 2) -> int:
    with urllib.request.urlopen(urllib.request.Request(url, method=method), timeout=timeout) as response:
        return response.status


def prepare_lab_dirs(root: Path) -> dict[str, str]:
    """Jupyter's config, runtime, data, settings and workspaces dirs, all inside ``root``."""
    dirs = {
        "JUPYTER_CONFIG_DIR": root / "config",
        "JUPYTER_DATA_DIR": root / "data",
        "JUPYTER_RUNTIME_DIR": root / "runtime",
        "JUPYTERLAB_SETTINGS_DIR": root / "settings",
        "JUPYTERLAB_WORKSPACES_DIR": root / "workspaces",
        "IPYTHONDIR": root / "ipython",
    }
    for path in dirs.values():
        path.mkdir(parents=True)
    # Silence the "Jupyter news" toast: it would cover part of the page.
    write_setting(
        dirs["JUPYTERLAB_SETTINGS_DIR"], "@jupyterlab/apputils-extension", "notification", {"fetchNews": "false"}
    )
    # Each server keeps the learner's saved progress in a file of its own; Voilà takes the tutorials' settings
    # (jupyter/etc/voila.py: no request to another host), as on scripts/tutorials.sh's server.
    return {name: str(path) for name, path in dirs.items()} | {
        "KAMISADO_PROGRESS": str(root / "progress.json"), **TUTORIALS_JUPYTER_PATHS}


def write_setting(settings_dir: Path, plugin_dir: str, name: str, values: dict) -> None:
    folder = Path(settings_dir) / plugin_dir
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.jupyterlab-settings").write_text(json.dumps(values))


def copy_notebooks(target: Path) -> None:
    """The tutorial notebooks and the browser tests' own notebooks, side by side."""
    shutil.copytree(REPO / "notebooks", target, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    for notebook in TEST_NOTEBOOKS.glob("*.ipynb"):
        shutil.copy(notebook, target / notebook.name)


@contextlib.contextmanager
def running_lab(root: Path, app: str = "jupyterlab") -> Iterator[types.SimpleNamespace]:
    """A Jupyter server on a free port serving a copy of the notebooks; always shut down.

    ``app`` is the front-end's module: ``"jupyterlab"`` or ``"notebook"`` (Notebook 7)."""
    try:
        importlib.import_module(app)
    except ImportError:
        raise LabError(f"{app} is not installed: install the test extra (`pip install -e '.[test]'`)") from None
    notebooks = root / "notebooks"
    copy_notebooks(notebooks)
    dirs = prepare_lab_dirs(root)
    env = {**os.environ, **dirs}
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    log_path = root / f"{app}.log"
    command = [
        sys.executable, "-m", app, "--no-browser", "--allow-root",
        "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
        "--IdentityProvider.token=", "--ServerApp.password=", f"--ServerApp.root_dir={notebooks}",
        "--ServerApp.disable_check_xsrf=True",  # lets us POST /api/shutdown without a cookie
    ]  # fmt: skip
    server = start_server(command, log_path, JUPYTER_SERVER_READY, name=app, env=env, cwd=root)
    try:
        accepting(server, port, name=app, log_path=log_path)
        yield types.SimpleNamespace(
            url=url, notebooks=notebooks, log=log_path, settings=Path(dirs["JUPYTERLAB_SETTINGS_DIR"])
        )
    finally:
        _shut_down(server, url)


def _api(url: str, method: str = "GET") -> object:
    """A request to the server's REST API; its JSON answer (None when it has none)."""
    with urllib.request.urlopen(urllib.request.Request(url, method=method), timeout=30) as response:
        body = response.read()
    return json.loads(body) if body else None


class Files:
    """What a folder holds, kept so that it can be put back: files a test changed get their content back, files it
    made go (a shared server's notebooks, its settings), so the next test finds the folder as the first did."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.kept = {path: path.read_bytes() for path in folder.rglob("*") if path.is_file()}

    def restore(self) -> list[str]:
        """Put the folder back; returns what was changed or made, relative to the folder."""
        touched = []
        for path in sorted(self.folder.rglob("*"), reverse=True):  # a folder's files before the folder
            if path.is_dir():
                if not any(kept.is_relative_to(path) for kept in self.kept):
                    shutil.rmtree(path, ignore_errors=True)
                    touched.append(str(path.relative_to(self.folder)))
            elif path not in self.kept:
                path.unlink(missing_ok=True)
                touched.append(str(path.relative_to(self.folder)))
        for path, content in self.kept.items():
            if not path.is_file() or path.read_bytes() != content:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(content)
                touched.append(str(path.relative_to(self.folder)))
        return touched


def stop_kernels(url: str) -> None:
    """End every session and kernel of a server (JupyterLab's and Voilà's alike), waiting for each to end."""
    for session in _api(f"{url}/api/sessions") or []:  # type: ignore[union-attr]
        with contextlib.suppress(OSError):
            _api(f"{url}/api/sessions/{session['id']}", method="DELETE")
    for kernel in _api(f"{url}/api/kernels") or []:  # type: ignore[union-attr]
        with contextlib.suppress(OSError):
            _api(f"{url}/api/kernels/{kernel['id']}", method="DELETE")


@contextlib.contextmanager
def shared_lab(root: Path, app: str = "jupyterlab") -> Iterator[types.SimpleNamespace]:
    """:func:`running_lab`, started once for many tests: ``server.fresh()`` puts it back as it started (no kernel
    running, the notebooks and settings as they were, no saved progress), and says what the test before left."""
    with running_lab(root, app=app) as server:
        notebooks, settings = Files(server.notebooks), Files(server.settings)
        progress = server.notebooks.parent / "progress.json"

        def fresh() -> list[str]:
            stop_kernels(server.url)
            left = notebooks.restore() + settings.restore()
            if progress.exists():
                progress.unlink()
                left.append("progress.json")
            return left

        server.fresh = fresh
        yield server


def accepting(server: subprocess.Popen[bytes], port: int, *, name: str, log_path: Path, timeout: float = 90) -> None:
    """Return once ``port`` of 127.0.0.1 accepts a connection. Jupyter Server says it "is running at" its address
    before its event loop binds the port (the bind is the loop's first task), so a request made at once can be
    refused. Each refusal is answered at once by the system, and the loop asks again after giving up the processor
    (no pause of its own); ``timeout`` is a safety net that only fails a server that never listens."""
    import time

    deadline = time.monotonic() + timeout
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=timeout).close()
            return
        except ConnectionRefusedError:
            if server.poll() is not None or time.monotonic() > deadline:
                raise LabError(f"{name} never accepted a connection on port {port}:\n{log_path.read_text()[-3000:]}")
            os.sched_yield()


JUPYTER_SERVER_READY = b"is running at:"  # Jupyter Server's line once it listens (JupyterLab, Notebook 7)


def start_server(
    argv: list[str], log_path: Path, ready: bytes, *, name: str, timeout: float = 90, **popen: object
) -> subprocess.Popen[bytes]:
    """Start a server and return once it has printed ``ready``, a line it prints when it listens: its output
    is copied to ``log_path`` line by line as it comes (a thread reads it to the end, so the server never blocks
    on a full pipe). LabError, with the log's end, if the server ends first; ``timeout`` is a safety net that
    only fails a start that never comes, it never paces one."""
    server = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, **popen)  # type: ignore[call-overload]
    said, listening = threading.Event(), threading.Event()  # the server said it listens, or its output ended

    def copy() -> None:
        with open(log_path, "wb") as log:
            for line in server.stdout:
                log.write(line)
                log.flush()
                if ready in line and not listening.is_set():
                    listening.set()
                    said.set()
        said.set()  # the output ended: the server has stopped

    threading.Thread(target=copy, name=f"{name} output", daemon=True).start()
    if not said.wait(timeout):
        if popen.get("start_new_session"):
            os.killpg(server.pid, signal.SIGKILL)  # the server and what it started
        server.kill()
        raise LabError(f"{name} did not say it listens within {timeout} s:\n{log_path.read_text()[-3000:]}")
    if not listening.is_set():
        server.wait()
        raise LabError(f"{name} exited with {server.returncode}:\n{log_path.read_text()[-3000:]}")
    return server


def _shut_down(server: subprocess.Popen, url: str) -> None:
    if server.poll() is None:
        try:
            _request(f"{url}/api/shutdown", method="POST")  # also stops the kernels
        except OSError:
            pass
    try:
        server.wait(timeout=15)
    except subprocess.TimeoutExpired:
        server.terminate()
        try:
            server.wait(timeout=5)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


@contextlib.contextmanager
def chromium(extra: Sequence[str] = ()) -> Iterator[object]:
    """Debian's Chromium driven by Playwright (never a downloaded browser), with ``extra`` arguments (the tests
    pass :data:`LEAN_COMPILING`)."""
    if not CHROMIUM.exists():
        raise LabError(f"{CHROMIUM} is missing: install Debian's chromium (`apt-get install chromium`)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        raise LabError("playwright is not installed: install the test extra (`pip install -e '.[test]'`)") from None
    playwright = sync_playwright().start()
    try:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=[*CHROMIUM_ARGS, *extra])
        try:
            yield browser
        finally:
            browser.close()
    finally:
        playwright.stop()


@contextlib.contextmanager
def watched_page(context, request):
    """A new page of ``context`` that collects script errors and alert dialogs in ``page.kw_errors``/
    ``page.kw_dialogs``; when the test fails a screenshot of each of the context's open pages (the test may have
    opened more, or closed this one) is saved under ARTIFACTS; the context is closed."""
    from helpers.animation import STARTED

    context.add_init_script(STARTED)  # the board's animations are noted as they are made (helpers/animation.py)
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.kw_errors, page.kw_dialogs = [], []
    page.on("pageerror", lambda error: page.kw_errors.append(str(error)))
    page.on("dialog", lambda dialog: (page.kw_dialogs.append(dialog.message), dialog.dismiss()))
    try:
        yield page
    finally:
        report = getattr(request.node, "report_call", None)
        if report is None or report.failed:
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            for number, shown in enumerate(context.pages):
                shot = ARTIFACTS / f"{request.node.name}{f'-{number + 1}' if number else ''}.png"
                try:
                    shown.screenshot(path=str(shot), full_page=True)
                    print(f"failure screenshot: {shot}")
                except Exception as error:  # noqa: BLE001 - a dead page must not hide the test's own failure
                    print(f"could not take a failure screenshot: {error}")
        context.close()


# ------------------------------------------------------------------ driving JupyterLab

def open_notebook(page, lab, name: str) -> None:
    from playwright.sync_api import expect

    # A workspace of its own, reset: only this notebook opens (no tabs restored from other tests).
    workspace = name.rsplit(".", 1)[0].replace("/", "-")
    page.goto(f"{lab.url}/lab/workspaces/{workspace}/tree/{name}?reset")
    # The execution indicator says idle before the kernel exists; the status bar text does not.
    expect(page.locator(".jp-StatusBar-TextItem", has_text=KERNEL_IDLE)).to_be_visible(timeout=60_000)


def run_all_cells(page) -> None:
    page.locator('.lm-MenuBar-itemLabel:text-is("Run")').click()
    page.locator('.lm-Menu-itemLabel:text-is("Run All Cells")').click()


def run_cell(page, cell) -> None:
    cell.locator(".jp-InputArea-editor").click()
    page.keyboard.press("Control+Enter")


def widget_in_view(page):
    """The widget of the notebook shown in the main area (not one of a hidden tab)."""
    return page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .kamisado-widget")


def code_cell(page, text: str):
    """The code cell whose source contains ``text``."""
    return page.locator(".jp-CodeCell", has=page.locator(".jp-InputArea-editor", has_text=text))


def set_theme(page, theme: str) -> None:
    """Settings → Theme → ``theme`` (e.g. "JupyterLab Dark"), as a user would pick it."""
    from playwright.sync_api import expect

    page.locator('.lm-MenuBar-itemLabel:text-is("Settings")').click()
    page.locator('.lm-Menu-itemLabel:text-is("Theme")').hover()
    page.locator(f'.lm-Menu-itemLabel:text-is("{theme}")').click()
    light = "true" if "Light" in theme else "false"
    expect(page.locator("body")).to_have_attribute("data-jp-theme-light", light)


def add_cell(page, code: str):
    """Append a code cell holding ``code`` below the last cell and run it; returns the cell."""
    from playwright.sync_api import expect

    cells = page.locator(".jp-Notebook .jp-Cell")
    count = cells.count()
    # the prompt selects the cell; the middle of a markdown cell may be a link to another notebook
    cells.nth(count - 1).locator(".jp-InputArea-prompt").click()
    page.keyboard.press("Escape")  # command mode
    page.keyboard.press("b")  # insert a cell below
    expect(cells).to_have_count(count + 1)
    cell = cells.nth(count)
    editor = cell.locator(".cm-content")
    editor.click()
    editor.fill(code)
    expect(editor).to_have_text(code)
    page.keyboard.press("Control+Enter")
    return cell


def open_board(page, lab, name: str):
    """Open a test notebook, run it, and return its board once all 16 towers are drawn and the kernel has answered
    it (its loading state ended: js/ready.js)."""
    from playwright.sync_api import expect

    open_notebook(page, lab, name)
    run_all_cells(page)
    widget = widget_in_view(page)
    expect(widget.locator("[data-tower]")).to_have_count(16)
    expect(page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .kamisado-widget[aria-busy='true']")).to_have_count(0)
    return widget


def square(widget, name: str):
    """The board's square element, e.g. ``square(widget, "d4")``."""
    return widget.locator(f'[data-square="{name}"]')


# Resolves once the element has kept its size and place for SETTLED_FRAMES animation frames in a row
# (at most MAX_FRAMES frames are looked at): a frame count, never a time.
SETTLED_FRAMES = 3
MAX_FRAMES = 600
SETTLE = """(e, [needed, most]) => new Promise((done, fail) => {
  let last = null, same = 0, frames = 0;
  const look = () => {
    const r = e.getBoundingClientRect();
    const now = [r.left, r.top, r.width, r.height].join();
    same = now === last ? same + 1 : 0;
    last = now;
    if (same >= needed) done(true);
    else if (++frames > most) fail(new Error(`still moving after ${most} frames: ${now}`));
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})"""


def settled(locator) -> None:
    """Wait until the layout that a change started has ended: ``locator``'s element keeps its size and place
    for a few animation frames in a row (by then resize observers and the fits they schedule, js/fit.js, have
    run). Used after a test changes a width, in place of a pause."""
    locator.evaluate(SETTLE, [SETTLED_FRAMES, MAX_FRAMES])


def times_shown(widget, sentence: str) -> int:
    """How often ``sentence`` is on the board for the eye: in its rendered text (innerText, which skips hidden
    elements) less the screen reader's live region, which is drawn off the screen."""
    seen = widget.evaluate("el => el.innerText")
    unseen = widget.locator(".kw-sr-only").all_inner_texts()
    return seen.count(sentence) - sum(text.count(sentence) for text in unseen)
