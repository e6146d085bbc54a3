"""JupyterLab server and Chromium for the browser tests (recipe: Debian chromium + Playwright).

Nothing here skips: a missing browser or JupyterLab is a test failure that says what is missing.
Server and browser are always shut down, also when a test fails.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import types
import urllib.request
from pathlib import Path

import pytest

REPO = Path(__file__).parents[2]
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ARTIFACTS = Path(os.environ.get("KAMISADO_ARTIFACTS_DIR", Path(tempfile.gettempdir()) / "kamisado-widget-artifacts"))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Keep each phase's report on the test item, so fixtures can tell whether the test failed."""
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"report_{report.when}", report)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _request(url: str, method: str = "GET", timeout: float = 2) -> int:
    with urllib.request.urlopen(urllib.request.Request(url, method=method), timeout=timeout) as response:
        return response.status


def _prepare_lab_dirs(root: Path) -> dict[str, str]:
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
    notification = dirs["JUPYTERLAB_SETTINGS_DIR"] / "@jupyterlab" / "apputils-extension"
    notification.mkdir(parents=True)
    (notification / "notification.jupyterlab-settings").write_text(json.dumps({"fetchNews": "false"}))
    return {name: str(path) for name, path in dirs.items()}


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """A JupyterLab server on 127.0.0.1 serving a temp copy of notebooks/."""
    try:
        import jupyterlab  # noqa: F401
    except ImportError:
        pytest.fail("jupyterlab is not installed: install the test extra (`pip install -e '.[test]'`)")
    root = tmp_path_factory.mktemp("lab")
    notebooks = root / "notebooks"
    shutil.copytree(REPO / "notebooks", notebooks, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    env = {**os.environ, **_prepare_lab_dirs(root)}
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    log_path = root / "jupyterlab.log"
    command = [
        sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root",
        "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
        "--IdentityProvider.token=", "--ServerApp.password=", f"--ServerApp.root_dir={notebooks}",
        "--ServerApp.disable_check_xsrf=True",  # lets the fixture POST /api/shutdown without a cookie
    ]  # fmt: skip
    with open(log_path, "wb") as log:
        server = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=env, cwd=root)
    try:
        _wait_until_ready(server, url, log_path)
        yield types.SimpleNamespace(url=url, notebooks=notebooks, log=log_path)
    finally:
        _shut_down(server, url)


def _wait_until_ready(server: subprocess.Popen, url: str, log_path: Path, timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.poll() is not None:
            pytest.fail(f"JupyterLab exited with {server.returncode}:\n{log_path.read_text()[-3000:]}")
        try:
            if _request(f"{url}/api/status") == 200:
                return
        except OSError:
            pass
        time.sleep(0.25)
    pytest.fail(f"JupyterLab did not answer within {timeout} s:\n{log_path.read_text()[-3000:]}")


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


@pytest.fixture(scope="module")
def browser():
    """Debian's Chromium driven by Playwright (never a downloaded browser)."""
    if not CHROMIUM.exists():
        pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium (`apt-get install chromium`)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.fail("playwright is not installed: install the test extra (`pip install -e '.[test]'`)")
    playwright = sync_playwright().start()
    try:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()
    finally:
        playwright.stop()


@pytest.fixture
def page(browser, request):
    """A fresh light-theme page; on failure a screenshot is saved under ARTIFACTS."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, color_scheme="light")
    page = context.new_page()
    page.set_default_timeout(30_000)
    try:
        yield page
    finally:
        report = getattr(request.node, "report_call", None)
        if report is None or report.failed:
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            shot = ARTIFACTS / f"{request.node.name}.png"
            try:
                page.screenshot(path=str(shot), full_page=True)
                print(f"failure screenshot: {shot}")
            except Exception as error:  # a dead page must not hide the test's own failure
                print(f"could not take a failure screenshot: {error}")
        context.close()
