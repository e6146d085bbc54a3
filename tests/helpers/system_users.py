"""Real system users for the tests of hand-ins on a hub (no pytest in here): made with ``useradd``, each with a home of
their own, and always removed with their homes (``userdel --remove``), also when a test fails. Needs root.

The project's Python (``.venv``, whose interpreter lives under ``/root``, closed to other users) cannot be run by
them: :func:`users_python` makes a Python they can run, a venv of Debian's ``/usr/bin/python3.11`` (the same minor
version) that reads the project's ``.venv`` packages (and the package itself, installed editable) through a ``.pth``
file.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import secrets
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path

SYSTEM_PYTHON = Path(f"/usr/bin/python{sys.version_info.major}.{sys.version_info.minor}")


class SystemUsersError(RuntimeError):
    """System users cannot be made here (not root, no useradd, no Python they may run); says why."""


def why_not() -> str | None:
    """Why this machine cannot make system users for a test, or None when it can."""
    if os.name != "posix" or os.geteuid() != 0:
        return "making system users (useradd) needs root; these tests run as root in CI"
    if not shutil.which("useradd") or not shutil.which("userdel"):
        return "useradd and userdel are missing"
    if not SYSTEM_PYTHON.exists():
        return f"{SYSTEM_PYTHON} is missing: system users need a Python of this minor version they may run"
    return None


def users_python(folder: Path) -> Path:
    """A Python every user may run, in ``folder`` (which must be open to all), with the project's packages."""
    subprocess.run([str(SYSTEM_PYTHON), "-m", "venv", "--without-pip", str(folder)], check=True)
    site = folder / "lib" / f"python{sys.version_info.major}.{sys.version_info.minor}" / "site-packages"
    (site / "kamisado-project-venv.pth").write_text(f"import site; site.addsitedir({sysconfig.get_paths()['purelib']!r})\n")
    for path in [folder, *folder.rglob("*")]:
        path.chmod(path.stat().st_mode | 0o005 | (0o050 if path.is_dir() else 0o040))
    return folder / "bin" / "python"


@contextlib.contextmanager
def system_users(names: Sequence[str], homes: Path) -> Iterator[dict[str, pwd.struct_passwd]]:
    """Make a system user for each of ``names`` (each given a random prefix, so no existing account is met, e.g.
    ``kw3fa2ana``), with a home in ``homes`` (open to all); yields name → the user's account. Always removed."""
    problem = why_not()
    if problem:
        raise SystemUsersError(problem)
    homes.mkdir(parents=True, exist_ok=True)
    homes.chmod(0o755)
    tag = secrets.token_hex(2)
    made: dict[str, pwd.struct_passwd] = {}
    try:
        for name in names:
            login = f"kw{tag}{name}"
            subprocess.run(["useradd", "--create-home", "--home-dir", str(homes / login), "--shell",
                            "/usr/sbin/nologin", "--user-group", login], check=True, capture_output=True)
            made[name] = pwd.getpwnam(login)
        yield made
    finally:
        for account in made.values():
            _end_processes(account.pw_uid)
            subprocess.run(["userdel", "--remove", "--force", account.pw_name], check=False, capture_output=True)
            subprocess.run(["groupdel", account.pw_name], check=False, capture_output=True)  # gone with the user, as a rule


def _end_processes(uid: int) -> None:
    """Kill what still runs as ``uid`` (a user this helper made: each of its processes was started by a test)."""
    import psutil

    for process in psutil.process_iter(["uids"]):
        with contextlib.suppress(psutil.Error):
            if process.info["uids"] and process.info["uids"].real == uid:
                process.kill()


def run_as(account: pwd.struct_passwd, python: Path, code: str, env: Mapping[str, str] = {},
           ) -> subprocess.CompletedProcess[str]:
    """Run ``code`` with ``python`` as the user ``account`` (no other group, in their home, their HOME and USER)."""
    environment = {"PATH": "/usr/bin:/bin", "HOME": account.pw_dir, "USER": account.pw_name, "LANGUAGE": "en",
                   **env}
    return subprocess.run([str(python), "-c", code], check=False, user=account.pw_uid, group=account.pw_gid, extra_groups=[],
                          cwd=account.pw_dir, env=environment, capture_output=True, text=True, timeout=120)
