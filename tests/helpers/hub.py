"""A local JupyterHub for the browser tests and benchmarks/class_on_a_hub.py: the real hub and its proxy
(configurable-http-proxy from node_modules), the dummy authenticator and local single-user servers, each user with a
home of their own. By default every server runs as this process's user with its home in ``root/home/<user>``; with
``system_users=True`` each runs as the system user of that name in that user's own home (LocalProcessSpawner: the
hub runs as root, the users exist, see helpers/system_users.py).

No pytest in here. Everything lives in one temp dir; the hub is always stopped (it stops the users' servers).
"""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import signal
import subprocess
import sys
import types
from collections.abc import Iterable, Iterator, Mapping, Sequence
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
{spawner}
c.Spawner.cmd = [{users_python!r}, "-m", "jupyterhub.singleuser"]
c.Spawner.args = ["--allow-root"]
c.Spawner.default_url = "/lab"
c.Spawner.start_timeout = 120
c.Spawner.http_timeout = 120
c.Spawner.environment = {environment!r}
{extra}
"""
# Each server as this process's user, in a home of its own under the hub's folder.
SIMPLE_SPAWNER = """c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = "{root}/home/{{username}}"
"""
# Each server as the system user of the hub user's name, in that user's home (the hub runs as root).
SYSTEM_SPAWNER = """c.JupyterHub.spawner_class = "localprocess"
"""


def _notebook_file(notebook: str | Path) -> Path:
    """A notebook to copy into each home: a name of the browser tests' notebooks, or a path."""
    return TEST_NOTEBOOKS / notebook if isinstance(notebook, str) else Path(notebook)


def _open_to_all(root: Path) -> None:
    """Let other users reach ``root`` and read what the hub's servers read there (settings, config): the folder
    and each folder above it must be open to others for the system users' servers to start."""
    root.mkdir(parents=True, exist_ok=True)
    root.chmod(0o755)
    for folder in [root, *root.parents]:
        if not folder.stat().st_mode & 0o001:
            raise LabError(f"{folder} is closed to other users: the system users' servers could not reach {root}")


@contextlib.contextmanager
def running_hub(
    root: Path, users: Sequence[str], notebook: str | Path | Iterable[str | Path], *, system_users: bool = False,
    config: str = "", environment: Mapping[str, str] | None = None,
) -> Iterator[types.SimpleNamespace]:
    """A JupyterHub on a free port; each of ``users`` has ``notebook`` (a name from the browser tests' notebooks, a
    path, or several of them) in their home. ``system_users``: each server runs as the system user of that name
    (they must exist: helpers/system_users.py) in its own home, with a Python they may run; ``config`` is added to
    the hub's configuration, ``environment`` to the servers' environment. Yields ``url``, ``homes``
    (user → home dir), ``log``, ``root`` and ``process`` (the hub's; its session holds the proxy and the servers)."""
    try:
        import jupyterhub  # noqa: F401
    except ImportError:
        raise LabError("jupyterhub is not installed: install the test extra (`pip install -e '.[test]'`)") from None
    if not PROXY.exists():
        raise LabError(f"{PROXY} is missing: run `npm ci` (configurable-http-proxy is a dev dependency)")
    notebooks = [_notebook_file(notebook)] if isinstance(notebook, (str, Path)) else [*map(_notebook_file, notebook)]
    if system_users:
        _open_to_all(root)
    homes = {}
    for user in users:
        if system_users:
            account = pwd.getpwnam(user)
            home = Path(account.pw_dir)
            home.mkdir(parents=True, exist_ok=True)
        else:
            home = root / "home" / user
            home.mkdir(parents=True)
        for path in notebooks:
            shutil.copy(path, home / path.name)
            if system_users:
                os.chown(home / path.name, account.pw_uid, account.pw_gid)
        homes[user] = home
    write_setting(root / "settings", "@jupyterlab/apputils-extension", "notification", {"fetchNews": "false"})
    (root / "config").mkdir(exist_ok=True)
    servers_env = {"JUPYTERLAB_SETTINGS_DIR": f"{root}/settings", "JUPYTER_CONFIG_DIR": f"{root}/config"}
    users_python = Path(sys.executable)
    if system_users:  # this .venv's Python lives under /root, closed to them: a Python of their own, and the
        from helpers.system_users import users_python as make_python  # .venv's Jupyter data and config found

        users_python = make_python(root / "python")
        share = Path(sys.prefix) / "share" / "jupyter"
        servers_env |= {"JUPYTER_PATH": str(share), "JUPYTERLAB_DIR": str(share / "lab"),
                        "JUPYTER_CONFIG_PATH": str(Path(sys.prefix) / "etc" / "jupyter")}
    servers_env |= dict(environment or {})
    port, more = free_port(), config
    config = root / "jupyterhub_config.py"
    config.write_text(CONFIG.format(
        port=port, hub_port=free_port(), api_port=free_port(), proxy=str(PROXY), root=root, password=PASSWORD,
        users_python=str(users_python), environment=servers_env, spawner=(SYSTEM_SPAWNER if system_users else SIMPLE_SPAWNER).format(root=root),
        extra=more,
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
        yield types.SimpleNamespace(url=url, homes=homes, log=log_path, root=root, process=hub)
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
