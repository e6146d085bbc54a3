"""A local JupyterHub for the browser tests: the real hub and its proxy (configurable-http-proxy from
node_modules), the dummy authenticator and local single-user servers, each user with a home of their own.

No pytest in here. Everything lives in one temp dir; the hub is always stopped (it stops the users' servers).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import sys
import types
from collections.abc import Iterator, Sequence
from pathlib import Path

from helpers.lab import REPO, TEST_NOTEBOOKS, LabError, free_port, start_server, write_setting

PROXY = REPO / "node_modules" / ".bin" / "configurable-http-proxy"
PASSWORD = "kamisado"

HUB_READY = b"JupyterHub is now running at"  # the hub's line once its proxy routes to it

CONFIG = """
c = get_config()  # noqa: F821
c.JupyterHub.bind_url = "http://127.0.0.1:{port}"
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = {hub_port}
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{api_port}"
c.ConfigurableHTTPProxy.command = [{proxy!r}]
c.JupyterHub.db_url = "sqlite:///{root}/jupyterhub.sqlite"
c.JupyterHub.cookie_secret_file = "{root}/cookie_secret"
c.JupyterHub.cleanup_servers = True
c.JupyterHub.authenticator_class = "dummy"
c.DummyAuthenticator.password = {password!r}
c.Authenticator.allow_all = True
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = "{root}/home/{{username}}"
c.Spawner.cmd = [{python!r}, "-m", "jupyterhub.singleuser"]
c.Spawner.args = ["--allow-root"]
c.Spawner.default_url = "/lab"
c.Spawner.start_timeout = 120
c.Spawner.http_timeout = 120
c.Spawner.environment = {{"JUPYTERLAB_SETTINGS_DIR": "{root}/settings", "JUPYTER_CONFIG_DIR": "{root}/config"}}
"""


@contextlib.contextmanager
def running_hub(root: Path, users: Sequence[str], notebook: str) -> Iterator[types.SimpleNamespace]:
    """A JupyterHub on a free port; each of ``users`` has ``notebook`` (from the browser tests' notebooks) in
    their home. Yields ``url``, ``homes`` (user → home dir) and ``log``."""
    try:
        import jupyterhub  # noqa: F401
    except ImportError:
        raise LabError("jupyterhub is not installed: install the test extra (`pip install -e '.[test]'`)") from None
    if not PROXY.exists():
        raise LabError(f"{PROXY} is missing: run `npm ci` (configurable-http-proxy is a dev dependency)")
    homes = {}
    for user in users:
        home = root / "home" / user
        home.mkdir(parents=True)
        shutil.copy(TEST_NOTEBOOKS / notebook, home / notebook)
        homes[user] = home
    write_setting(root / "settings", "@jupyterlab/apputils-extension", "notification", {"fetchNews": "false"})
    (root / "config").mkdir(exist_ok=True)
    port = free_port()
    config = root / "jupyterhub_config.py"
    config.write_text(CONFIG.format(
        port=port, hub_port=free_port(), api_port=free_port(), proxy=str(PROXY), root=root, password=PASSWORD,
        python=sys.executable,
    ))
    env = {k: v for k, v in os.environ.items() if k not in ("KAMISADO_PROGRESS", "XDG_DATA_HOME")}
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    url = f"http://127.0.0.1:{port}"
    log_path = root / "jupyterhub.log"
    hub = start_server(
        [sys.executable, "-m", "jupyterhub", "-f", str(config)], log_path, HUB_READY, name="JupyterHub", env=env,
        cwd=root, start_new_session=True,
    )
    try:
        yield types.SimpleNamespace(url=url, homes=homes, log=log_path)
    finally:
        if hub.poll() is None:
            hub.send_signal(signal.SIGTERM)  # the hub stops the users' servers and the proxy (cleanup_servers)
            try:
                hub.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(hub.pid, signal.SIGKILL)
                hub.wait()
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(hub.pid, signal.SIGKILL)  # anything of its session left behind


def log_in(page, hub: types.SimpleNamespace, user: str) -> None:
    """Log ``user`` in with the hub's login form and wait until their JupyterLab has loaded."""
    from playwright.sync_api import expect

    page.goto(f"{hub.url}/hub/login")
    page.locator("#username_input").fill(user)
    page.locator("#password_input").fill(PASSWORD)
    page.locator("#login_submit").click()
    page.wait_for_url(f"**/user/{user}/lab**", timeout=120_000)
    expect(page.locator("#jp-main-dock-panel")).to_be_visible(timeout=60_000)
