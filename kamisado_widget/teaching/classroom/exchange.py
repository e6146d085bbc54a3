"""Hand-ins on a hub: an exchange folder as nbgrader lays it out, where each hand-in is written by the learner's own
account, and the teacher sees who wrote each file.

On a JupyterHub whose learners each have an account of their own (one system user per learner: the hub's
``LocalProcessSpawner``, or ``SystemdSpawner``), the teacher makes the folders once (as root, or as the account that
reads the hand-ins)::

    make_exchange("sumo")                 # /srv/exchange/sumo/inbound, or under $KAMISADO_EXCHANGE

which lays them out as nbgrader does: ``<exchange>/<course>/inbound/``, the exchange and the course folder open to
all for passing through (mode 755), the inbound folder ``drwx-wx-wt`` with the set-group-id bit (mode 3733): every
learner may put a file in it, none may list it, read another's file or remove it (the sticky bit), and each file
takes the inbound folder's group (the teacher's). A learner hands in with one call in their notebook::

    hand_in("sumo")                        # their export_progress file, into the course's inbound folder

which writes their progress export (:func:`~kamisado_widget.teaching.learner.hand_in.export_progress`) as
``<user>+<UTC time>+<random>.json`` (as nbgrader names a submission: the learner's user name, when, and a part no
classmate can guess), readable by its owner and the inbound folder's group only (mode 640). The teacher reads the
inbound folder with :func:`~kamisado_widget.teaching.classroom.class_table.class_progress`, or lists it with
:func:`hand_ins`, each file with the account that wrote it (its owner, ``pwd.getpwuid(st_uid)``).

A file name, or the learner's name inside the file, is only a claim: :func:`owner_problems` names each hand-in whose
owner is not the learner it claims to be — the user of its file name, or the learner named inside it when that name is
an account of this machine. Where every learner's server runs as one account (Zero to JupyterHub on Kubernetes runs
each as ``jovyan``, uid 1000), the owner tells learners apart by nothing, and nothing is claimed of it: a claimed name
that is no account here is not checked (docs/classroom.md).
"""

from __future__ import annotations

import contextlib
import os
import pathlib
import re
import secrets
import stat
import tempfile
import time
import urllib.parse
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from ...engine.catalogue import _
from ...engine.excerpt import excerpt
from ...engine.safe_files import write_whole
from ..learner.hand_in import ClassProgressError, export_progress, one_line

EXCHANGE_ENV = "KAMISADO_EXCHANGE"
"""The environment variable naming the exchange folder (a hub's deployment sets it for every learner)."""
DEFAULT_EXCHANGE = "/srv/exchange"
"""The exchange folder when :data:`EXCHANGE_ENV` is not set."""
INBOUND_MODE = 0o3733
"""The inbound folder: set-group-id and sticky, rwx for its owner, write and pass for everyone else (no listing)."""
FOLDER_MODE = 0o755
HAND_IN_MODE = 0o640
"""A hand-in: read and written by its owner, read by the inbound folder's group (the teacher's), by no classmate."""
_COURSE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,63}")
_HAND_IN = re.compile(r"(?P<user>[^+/]+)\+(?P<time>\d{8}T\d{6}Z)\+[0-9a-f]{8}\.json")


class ExchangeError(ClassProgressError):
    """The exchange folder cannot be used as asked (no such course, a folder that cannot be written); says why."""


@dataclass(frozen=True)
class HandIn:
    """One file of an inbound folder: its path, the account that wrote it (``owner``), the user its name claims
    (``user``, "" for a file not named as :func:`hand_in` names it) and when it was handed in (``handed``, UTC,
    ``20250130T101500Z``, from its name)."""

    path: pathlib.Path
    owner: str
    user: str
    handed: str


def _posix() -> None:
    if os.name != "posix":
        raise ExchangeError(_("An exchange folder needs a system with user accounts and file owners (a JupyterHub on "
                              "Linux or macOS); here hand in the file export_progress() writes."))


def inbound_folder(course: str, exchange: str | os.PathLike[str] | None = None) -> pathlib.Path:
    """``<exchange>/<course>/inbound``; ``exchange`` defaults to ``$KAMISADO_EXCHANGE``, else ``/srv/exchange``.
    A course is a short name of letters, digits, ``-``, ``_`` and ``.`` (``sumo``); another is refused."""
    if not isinstance(course, str) or not _COURSE.fullmatch(course) or ".." in course:
        raise ExchangeError(_("The course is a short name of letters, digits, '-', '_' or '.' such as 'sumo', not "
                              "{value}.").format(value=excerpt(course)))
    if exchange is None:
        exchange = os.environ.get(EXCHANGE_ENV) or DEFAULT_EXCHANGE
    if not isinstance(exchange, (str, os.PathLike)) or not os.fspath(exchange):
        raise ExchangeError(_("The exchange is a folder (a path such as '/srv/exchange'), not {value}.").format(
            value=excerpt(exchange)))
    return pathlib.Path(exchange) / course / "inbound"


def make_exchange(course: str, exchange: str | os.PathLike[str] | None = None) -> pathlib.Path:
    """The teacher's set-up: make (or put right) ``<exchange>/<course>/inbound`` with nbgrader's modes (see the
    module's docstring); returns the inbound folder. Run it as the account that will read the hand-ins."""
    _posix()
    inbound = inbound_folder(course, exchange)
    try:
        for folder, mode in ((inbound.parent.parent, FOLDER_MODE), (inbound.parent, FOLDER_MODE),
                             (inbound, INBOUND_MODE)):
            folder.mkdir(exist_ok=True)
            os.chmod(folder, mode)  # whatever the umask made
    except OSError as err:
        raise ExchangeError(_("The exchange folder {folder} could not be set up: {problem}.").format(
            folder=one_line(str(inbound), 200), problem=err.strerror or err)) from None
    return inbound


def user_name() -> str:
    """Who is handing in: the JupyterHub user, else the name of the account running this code."""
    import pwd

    return os.environ.get("JUPYTERHUB_USER") or pwd.getpwuid(os.geteuid()).pw_name


def hand_in(course: str, exchange: str | os.PathLike[str] | None = None, learner: str | None = None) -> pathlib.Path:
    """Hand in this learner's progress for ``course``: their export (:func:`export_progress`, under ``learner`` or
    their user name) written into the course's inbound folder by their own account, named with their user name and
    the time; returns the file's path. The folder cannot be read back: the teacher sees the file."""
    _posix()
    inbound = inbound_folder(course, exchange)
    if not inbound.is_dir():
        raise ExchangeError(_("There is no exchange folder for the course {course} ({folder}): ask your teacher to "
                              "set it up (make_exchange).").format(course=course, folder=one_line(str(inbound), 200)))
    user = user_name()
    with tempfile.TemporaryDirectory(prefix="kamisado-hand-in-") as folder:
        data = export_progress(learner or user, folder).read_bytes()
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
    path = inbound / f"{urllib.parse.quote(user, safe='@._-')}+{stamp}+{secrets.token_hex(4)}.json"
    try:
        write_whole(path, data, mode=HAND_IN_MODE)
    except OSError as err:
        raise ExchangeError(_("Not handed in: {folder} cannot be written to ({problem}); ask your teacher to check "
                              "the exchange folder.").format(folder=one_line(str(inbound), 200),
                                                             problem=err.strerror or err)) from None
    return path


def _account(uid: int) -> str:
    import pwd

    try:
        return pwd.getpwuid(uid).pw_name
    except KeyError:
        return f"uid {uid}"


def _is_account(name: str) -> bool:
    import pwd

    try:
        pwd.getpwnam(name)
    except (KeyError, ValueError):  # no such account; a name with a NUL
        return False
    return True


def claimed_user(path: pathlib.Path) -> str:
    """The user a hand-in's file name claims (``ana+20250130T101500Z+1a2b3c4d.json`` → ``ana``), or ""."""
    found = _HAND_IN.fullmatch(path.name)
    return urllib.parse.unquote(found["user"]) if found else ""


def hand_ins(course: str, exchange: str | os.PathLike[str] | None = None) -> list[HandIn]:
    """The teacher's view of the course's inbound folder: every ``.json`` file in it, each with the account that wrote
    it, the user its name claims and when; sorted by name."""
    _posix()
    inbound = inbound_folder(course, exchange)
    try:
        paths = sorted(path for path in inbound.iterdir() if path.suffix == ".json")
    except OSError as err:
        raise ExchangeError(_("The exchange folder {folder} cannot be read ({problem}).").format(
            folder=one_line(str(inbound), 200), problem=err.strerror or err)) from None
    found = []
    for path in paths:
        with contextlib.suppress(OSError):  # gone meanwhile
            owner = _account(path.lstat().st_uid)
            name = _HAND_IN.fullmatch(path.name)
            found.append(HandIn(path, owner, claimed_user(path), name["time"] if name else ""))
    return found


def owner_problems(paths: Iterable[str | os.PathLike[str]], learners: Mapping[pathlib.Path, str] | None = None
                   ) -> dict[pathlib.Path, str]:
    """A sentence for each hand-in whose owner (the account that wrote it) is not the learner it claims to be: the
    user its file name claims (:func:`claimed_user`), or the learner named inside it (``learners``: path → the
    export's learner name) when that name is an account of this machine. A claim of a name that is no account here
    is not checked (one account for every learner, as on Kubernetes). Paths that cannot be read are left to the
    reader."""
    _posix()
    found: dict[pathlib.Path, str] = {}
    for given in paths:
        path = pathlib.Path(given)
        try:
            owner = _account(path.lstat().st_uid)
        except OSError:
            continue
        claims = [claimed_user(path), (learners or {}).get(path, "")]
        for claim in dict.fromkeys(c for c in claims if c):
            if claim != owner and _is_account(claim):
                found[path] = _("{file}: written by the account {owner}, but it claims to be the hand-in of "
                                "{learner}").format(file=one_line(path.name), owner=one_line(owner, 40),
                                                    learner=one_line(claim, 40))
                break
    return found


def is_inbound(folder: str | os.PathLike[str]) -> bool:
    """Whether ``folder`` is an exchange's inbound folder: others may put files in it but not list it (mode like
    ``drwx-wx-wx``, as :func:`make_exchange` and nbgrader make it). Then the class table checks each file's owner."""
    if os.name != "posix":
        return False
    try:
        mode = os.stat(folder).st_mode
    except OSError:
        return False
    return stat.S_ISDIR(mode) and mode & 0o007 == 0o003


__all__ = [
    "DEFAULT_EXCHANGE", "EXCHANGE_ENV", "ExchangeError", "HandIn", "claimed_user", "hand_in", "hand_ins",
    "inbound_folder", "is_inbound", "make_exchange", "owner_problems", "user_name",
]
