"""Saved progress: which exercises a learner has solved (or been shown), kept across kernels and sessions.

A learner's go at an exercise saves its outcome with :func:`save_state` and reads it back with :func:`state`. The
saved progress is a small JSON file, one entry per exercise (an entry of the progress file, never the game record
of a match)::

    {"version": 1, "learner": "<32 hex digits>", "exercises": {"colour-rule/answer-the-colour": {"state": "solved",
     "at": "2026-11-23T13:30:00Z", "moves": ["c1-c6", "a8-a7"], "tries": 2, "hints": 1, "shown_me": false,
     "seconds": 41}}}

Each entry says ``state`` ("solved", or "shown": the learner pressed "Show me") and ``at`` (UTC); an entry made by an
exercise also says how it went (:data:`DETAILS`): ``moves``, the moves played from the exercise's start to the solve
(both sides', as move texts, or ``"left"``/``"right"`` for a fill), ``tries`` (the tries checked), ``hints`` (the hints
shown), ``shown_me`` (whether "Show me" was used first) and ``seconds`` (from the learner's first try to the solve, in
whole seconds, measured in the session). Code in the kernel can follow the entries saved with :func:`on_saved`
(the course map redraws itself). A class table plays ``moves`` to check a solve
(:func:`~kamisado_widget.teaching.classroom.class_table.class_progress`). Entries of older versions have no details and still read.

Where it lives (:func:`store_path`):

* ``$KAMISADO_PROGRESS`` if set (a file path; tests point it at a temp dir);
* in Pyodide (JupyterLite), ``kamisado-progress.json`` in the working directory: the kernel's
  working directory is the notebook's folder on JupyterLite's drive (``/drive/...``), which the
  browser keeps; the home and data directories of Pyodide's in-memory file system are lost on
  reload. (Where the drive cannot be mounted, e.g. without a service worker, the working
  directory is ``/home/pyodide`` and the progress lasts only until the page is reloaded.)
* otherwise ``$XDG_DATA_HOME/kamisado-widget/progress.json`` (``~/.local/share/...``), or
  ``%LOCALAPPDATA%\\kamisado-widget\\progress.json`` on Windows.

Every write takes a lock (a file ``progress.json.lock`` made with ``O_CREAT | O_EXCL``: one writer at a
time, across kernels and processes), re-reads the file, changes one entry and replaces the file whole
(a temporary file in the same folder, flushed and ``fsync``-ed, then ``os.replace``), so any number of
notebooks writing at once keep every entry. A lock left by a notebook that stopped while writing is taken
over once its process is gone (POSIX) or after :data:`LOCK_STALE_SECONDS`. In Pyodide (the offline site)
there is one process and no lock file. Reading takes no lock: a reader sees the old file or the new one.

A file that cannot be parsed (not JSON, nested more than 64 levels, larger than :data:`MAX_BYTES`, a pipe
or a device) never stops a notebook: it is reported once, moved aside to ``progress.json.corrupt-<time>``
(nothing is lost), and treated as empty. A file that is there but cannot be read now (a permission) is
reported and never written over. Entries of a form this version does not know are kept as they are.
"""

from __future__ import annotations

import contextlib
import hashlib
import inspect
import json
import os
import pathlib
import random
import re
import secrets
import socket
import sys
import threading
import time
import unicodedata
import warnings
import weakref
from collections.abc import Callable, Iterator
from typing import Any

from ...engine.catalogue import _
from ...engine.errors import NotAFileError, TooLargeError
from ...engine.safe_files import parse_json, read_regular, write_whole

ENV = "KAMISADO_PROGRESS"
VERSION = 1
STATES = ("shown", "solved")
CHECK, SHOWN, OPEN = "\u2713", "\u25d1", "\u25cb"  # ✓ solved, ◑ answer shown ("Show me"), ○ not yet  # in rising order: a solved exercise stays solved if it is later shown
MAX_BYTES = 4_000_000
"""The largest progress file read (about 50,000 entries); a larger one is moved aside like a corrupt one."""
LOCK_STALE_SECONDS = 10.0
"""A lock file older than this is left over from a notebook that stopped while writing (a write takes milliseconds)."""
_reported: set[str] = set()
_in_process = threading.Lock()  # threads of one kernel take turns before the lock file


class ProgressWarning(UserWarning):
    """The progress file could not be read or written; the notebook goes on without it."""


def store_path() -> pathlib.Path:
    """The progress file of this user (see the module docstring)."""
    if os.environ.get(ENV):
        return pathlib.Path(os.environ[ENV]).expanduser()
    if sys.platform == "emscripten":  # Pyodide: only the drive (the working directory) persists
        return pathlib.Path.cwd() / "kamisado-progress.json"
    if os.name == "nt" and os.environ.get("LOCALAPPDATA"):
        base = pathlib.Path(os.environ["LOCALAPPDATA"])
    else:
        base = pathlib.Path(os.environ.get("XDG_DATA_HOME") or pathlib.Path.home() / ".local" / "share")
    return base / "kamisado-widget" / "progress.json"


def slug(text: str) -> str:
    """A stable, readable id part: lower case ASCII words joined by hyphens ("Push!" -> "push")."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-") or "exercise"


def _report(path: pathlib.Path, kind: str, what: str) -> None:
    """Warn once per file and ``kind`` of problem ("read", "write", "malformed"): ``what`` says it."""
    key = f"{path}:{kind}"
    if key in _reported:
        return
    _reported.add(key)
    warnings.warn(_("Saved progress: {problem}").format(problem=what), ProgressWarning, stacklevel=3)


# ------------------------------------------------------------------------------------------- the lock
def _lock_path(path: pathlib.Path) -> pathlib.Path:
    return path.with_name(f"{path.name}.lock")


def _lock_holder(lock: pathlib.Path) -> str | None:
    """The lock file's text ("pid host token"), or None if it is gone or cannot be read."""
    try:
        return read_regular(lock, 1000).decode("utf-8", "replace")
    except OSError:
        return None


def _holder_is_gone(holder: str) -> bool:
    """Whether the lock's process is known to have ended (POSIX, same machine); unknown is not gone."""
    parts = holder.split()
    if os.name != "posix" or len(parts) != 3 or not parts[0].isdigit() or parts[1] != socket.gethostname():
        return False
    pid = int(parts[0])
    if pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:
        return False
    return False


def _break_stale(lock: pathlib.Path, holder: str) -> bool:
    """Remove a lock left over by a stopped notebook: moved to a name of its own first, so that of two notebooks
    breaking it at once only one does, and put back if what was moved was a fresh lock after all. False if the lock
    cannot be moved at all."""
    moved = lock.with_name(f"{lock.name}.stale-{secrets.token_hex(6)}")
    try:
        os.rename(lock, moved)
    except FileNotFoundError:
        return True  # another notebook broke it first
    except OSError:
        return False
    if _lock_holder(moved) != holder:
        with contextlib.suppress(OSError):
            os.link(moved, lock)  # never over a newer lock
    with contextlib.suppress(OSError):
        os.unlink(moved)
    return True


def _take_lock(lock: pathlib.Path) -> str | None:
    """Create the lock file (``O_CREAT | O_EXCL``: one writer at a time); its token, or None where there is none."""
    token = f"{os.getpid()} {socket.gethostname() or 'host'} {secrets.token_hex(8)}"
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
    wait = 0.0005
    while True:
        try:
            fd = os.open(lock, flags, 0o644)
        except FileExistsError:
            holder = _lock_holder(lock)
            try:
                age = time.time() - os.stat(lock).st_mtime
            except FileNotFoundError:
                continue  # released meanwhile
            except OSError:
                return None
            if holder is not None and (_holder_is_gone(holder) or age > LOCK_STALE_SECONDS):
                if not _break_stale(lock, holder):
                    return None  # a lock that cannot be removed (a read-only folder): go on without one
                continue
            if holder is None and age > LOCK_STALE_SECONDS:
                try:
                    os.unlink(lock)  # not even a token: no notebook writes such a lock
                except FileNotFoundError:
                    pass
                except OSError:
                    return None
                continue
            time.sleep(wait * (0.5 + random.random()))
            wait = min(wait * 2, 0.02)
            continue
        except OSError:
            return None  # a folder that cannot hold it (read-only, a file system without O_EXCL): no lock
        try:
            os.write(fd, token.encode())
        except OSError:  # a full disk: the write of the progress fails too, and says so
            os.close(fd)
            with contextlib.suppress(OSError):
                os.unlink(lock)
            return None
        os.close(fd)
        return token


def _still_ours(lock: pathlib.Path, token: str | None) -> bool:
    return token is None or _lock_holder(lock) == token


@contextlib.contextmanager
def _locked(path: pathlib.Path) -> Iterator[str | None]:
    """One writer of the progress file at a time, across threads and processes (a lock file next to it).

    In Pyodide (the offline site) there is one process and the browser's file system: no lock file there.
    """
    with _in_process:
        if sys.platform == "emscripten":
            yield None
            return
        lock = _lock_path(path)
        with contextlib.suppress(OSError):
            path.parent.mkdir(parents=True, exist_ok=True)
        token = _take_lock(lock)
        try:
            yield token
        finally:
            if token is not None and _still_ours(lock, token):
                with contextlib.suppress(OSError):
                    os.unlink(lock)


# --------------------------------------------------------------------------------- reading and writing
class _Unreadable(Exception):
    """The file could not be read now (a permission, a disk error): not to be replaced, unless it cannot be there
    (``absent``: its folder is a file)."""

    def __init__(self, problem: str, absent: bool = False) -> None:
        super().__init__(problem)
        self.absent = absent


class _Malformed(Exception):
    """The file is not a progress file (its problem in words): to be moved aside."""


def _empty() -> dict[str, Any]:
    return {"version": VERSION, "exercises": {}}


def _parse(path: pathlib.Path) -> dict[str, Any]:
    """The document (empty if there is no file); raises _Malformed or _Unreadable."""
    try:
        data = read_regular(path, MAX_BYTES)
    except FileNotFoundError:
        return _empty()
    except NotADirectoryError as err:
        raise _Unreadable(err.strerror or str(err), absent=True) from None
    except NotAFileError as err:
        raise _Malformed(_("it is {kind}, not a file").format(kind=err.kind)) from None
    except TooLargeError:
        raise _Malformed(_("it is larger than {limit} bytes").format(limit=f"{MAX_BYTES:,}")) from None
    except OSError as err:
        raise _Unreadable(err.strerror or str(err)) from None
    try:
        doc = parse_json(data)
    except ValueError as err:
        raise _Malformed(str(err)) from None
    if not isinstance(doc, dict) or not isinstance(doc.get("exercises"), dict):
        raise _Malformed(_("it has no 'exercises' table"))
    return doc


def _read(path: pathlib.Path, locked: bool = False) -> dict[str, Any] | None:
    """The whole document, or None if the file is there but cannot be read now (reported once).

    A malformed file (not JSON, nested too deep, too large, a pipe or a device, another kind of JSON) is moved
    aside and read as empty: under the lock, so that a good file another notebook wrote meanwhile is never the one
    moved.
    """
    try:
        return _parse(path)
    except _Unreadable as err:
        _report(path, "read", _("cannot read {path} ({problem}); going on without it.").format(path=path, problem=err))
        return _empty() if err.absent else None
    except _Malformed as err:
        if not locked:
            with _locked(path):
                return _read(path, locked=True)
        problem = str(err)
    backup = path.with_name(f"{path.name}.corrupt-{time.strftime('%Y%m%dT%H%M%S')}-{secrets.token_hex(2)}")
    try:
        os.replace(path, backup)  # moved aside: read once, reported once, never overwritten
        said = _("{path} is not a progress file ({problem}); it was moved to {backup}; starting from no progress."
                 ).format(path=path, problem=problem, backup=backup)
    except OSError as move_error:
        said = _("{path} is not a progress file ({problem}); it could not be moved aside ({error}) and is left as it "
                 "is; starting from no progress.").format(path=path, problem=problem, error=move_error)
    _report(path, "malformed", said)
    return _empty()


def _encode(doc: dict[str, Any]) -> bytes:
    """The document as UTF-8 JSON, one entry a line (a ``}, "`` is never inside a JSON string: its quote would be
    escaped), written by the C encoder: fast enough to rewrite a file of thousands of entries at each save."""
    try:
        text = json.dumps(doc, sort_keys=True, ensure_ascii=False, separators=(", ", ": "))
        data = text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate in an id: written as an escape
        text = json.dumps(doc, sort_keys=True, separators=(", ", ": "))
        data = text.encode("ascii")
    return data.replace(b'}, "', b'},\n "') + b"\n"


def _write(path: pathlib.Path, doc: dict[str, Any]) -> bool:
    """Replace the file whole (a temporary file, fsync, rename); report (once) and return False if it cannot be."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_whole(path, _encode(doc))
    except OSError as e:
        _report(path, "write", _("cannot write {path} ({problem}); progress is not saved.").format(path=path, problem=e))
        return False
    return True


def _change(edit: Any) -> tuple[bool, Any]:
    """Read, ``edit`` (the document -> (changed, result)) and write back, as one writer at a time.

    Returns (written or nothing to write, result); (False, None) if the file could not be read or written.
    If the lock was taken over meanwhile (this notebook stalled for longer than :data:`LOCK_STALE_SECONDS`),
    the change is made again, from the file as it is then.
    """
    path = store_path()
    for _attempt in range(20):
        with _locked(path) as token:
            doc = _read(path, locked=True)
            if doc is None:
                return False, None
            changed, result = edit(doc)
            if not changed:
                return True, result
            if not _still_ours(_lock_path(path), token):
                continue
            return _write(path, doc), result
    _report(path, "write", _("cannot write {path} (another notebook holds it); progress is not saved.").format(path=path))
    return False, None


def _state(entry: Any) -> str | None:
    if isinstance(entry, dict) and entry.get("state") in STATES:
        return str(entry["state"])
    return None


MAX_MOVES = 400
"""The most moves an entry keeps (a round of Kamisado is far shorter); longer lists are not read."""
DETAILS = ("moves", "tries", "hints", "shown_me", "seconds", "position")
"""How a go at an exercise went, as an entry keeps it (see the module docstring)."""


MAX_POSITION = 200
"""The longest position text a saved entry keeps (a match text is about 70 characters)."""


def details_of(entry: Any) -> dict[str, Any]:
    """The details (:data:`DETAILS`) of an entry that have their form: ``moves`` a list of at most
    :data:`MAX_MOVES` short texts, ``tries``, ``hints`` and ``seconds`` whole numbers from 0, ``shown_me`` True or
    False, ``position`` a match text (each learner's own position, :mod:`~..exercises.own_position`); anything else
    is left out (a hand-made or older entry)."""
    out: dict[str, Any] = {}
    if not isinstance(entry, dict):
        return out
    moves = entry.get("moves")
    if isinstance(moves, list) and len(moves) <= MAX_MOVES and all(
        isinstance(m, str) and 0 < len(m) <= 12 for m in moves
    ):
        out["moves"] = list(moves)
    for key in ("tries", "hints", "seconds"):
        value = entry.get(key)
        if type(value) is int and 0 <= value < 10**9:
            out[key] = value
    if isinstance(entry.get("shown_me"), bool):
        out["shown_me"] = entry["shown_me"]
    position = entry.get("position")  # the learner's own position, for an exercise that gives each their own
    if isinstance(position, str) and 0 < len(position) <= MAX_POSITION:
        out["position"] = position
    return out


def load_entries() -> dict[str, dict[str, Any]]:
    """Exercise id -> its entry (``state`` and the :func:`details_of` it has), for every entry understood."""
    entries = (_read(store_path()) or _empty())["exercises"]
    return {
        key: {"state": state, **details_of(entry)} for key, entry in entries.items()
        if (state := _state(entry)) is not None
    }


def load() -> dict[str, str]:
    """Exercise id -> "solved" or "shown", for every entry this version understands."""
    entries = (_read(store_path()) or _empty())["exercises"]
    return {key: state for key, entry in entries.items() if (state := _state(entry)) is not None}


OLD_LESSONS = frozenset({
    "01-which-tower", "02-moving", "03-sumo", "04-scoring-and-matches", "04b-refilling", "07-play-the-computer",
    "puzzles",
})
"""The tutorials' lessons from before ids had a lesson (``"03-sumo/push"``): an entry saved then under the bare id
(``"push"``) still counts for them, so no learner loses a check mark."""


def lookup(states: dict[str, str], exercise_id: str) -> str | None:
    """The state of ``exercise_id`` in ``states`` (as :func:`load` returns them), old entries included."""
    found = states.get(exercise_id)
    if found is None and "/" in exercise_id:
        lesson, local = exercise_id.split("/", 1)
        if lesson in OLD_LESSONS:
            found = states.get(local)
    return found


def state(exercise_id: str) -> str | None:
    """"solved", "shown" or None (never tried, or reset)."""
    return lookup(load(), exercise_id)


def is_solved(exercise_id: str) -> bool:
    return state(exercise_id) == "solved"


_listeners: list[weakref.ReferenceType[Any]] = []


def on_saved(listener: Callable[[str, str], object]) -> None:
    """Call ``listener(exercise_id, state)`` after each entry this kernel saves (the course map redraws itself), and
    ``listener(prefix, "reset")`` after :func:`reset_progress` forgets entries.
    The listener is held weakly (a bound method: as long as its object lives)."""
    ref: weakref.ReferenceType[Any] = (
        weakref.WeakMethod(listener) if inspect.ismethod(listener) else weakref.ref(listener)
    )
    _listeners.append(ref)


def _tell(exercise_id: str, state: str) -> None:
    for ref in list(_listeners):
        listener = ref()
        if listener is None:
            _listeners.remove(ref)
            continue
        listener(exercise_id, state)


def save_state(exercise_id: str, new_state: str = "solved", details: dict[str, Any] | None = None) -> bool:
    """Save that an exercise was solved (or shown), with how it went (``details``: see :data:`DETAILS`). "solved"
    is never lowered to "shown"; a solve already saved with its moves is kept (the first proven solve counts).

    Returns False if the file could not be written (reported once).
    """
    if new_state not in STATES:
        raise ValueError(_("A progress state is one of {choices}, not {value}.").format(
            choices=", ".join(STATES), value=repr(new_state)))
    if not exercise_id:
        raise ValueError(_("An exercise needs a non-empty id to save its progress."))
    def edit(doc: dict[str, Any]) -> tuple[bool, None]:
        states = {key: s for key, rec in doc["exercises"].items() if (s := _state(rec)) is not None}
        old = lookup(states, exercise_id)  # an old entry of a tutorial counts: never lowered either
        kept = doc["exercises"].get(exercise_id)
        proven_before = "moves" in details_of(kept) or not details
        if old is not None and (STATES.index(old) > STATES.index(new_state) or (old == new_state and proven_before)):
            return False, None
        doc["exercises"][exercise_id] = {
            "state": new_state, "at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), **details_of(details or {})
        }
        doc["version"] = VERSION
        return True, None

    written = _change(edit)[0]
    if written:
        _tell(exercise_id, new_state)
    return written


def reset_progress(prefix: str = "") -> int:
    """Forget saved progress: every entry, or those whose id starts with ``prefix``. Returns how many."""

    def edit(doc: dict[str, Any]) -> tuple[bool, int]:
        gone = [key for key in doc["exercises"] if key.startswith(prefix)]
        for key in gone:
            del doc["exercises"][key]
        return bool(gone), len(gone)

    written, count = _change(edit)
    if written and count:
        _tell(prefix, "reset")
    return int(count or 0) if written else 0


LEARNER_KEY = "learner"


def learner_key() -> str | None:
    """A random id of this learner's progress, made once and kept in the progress file, so that two learners of
    one name hand in two files (:func:`~kamisado_widget.teaching.classroom.class_table.export_progress`); None if the
    progress file cannot keep it."""

    def edit(doc: dict[str, Any]) -> tuple[bool, str]:
        known = doc.get(LEARNER_KEY)
        if isinstance(known, str) and re.fullmatch(r"[0-9a-f]{32}", known):
            return False, known
        doc[LEARNER_KEY] = secrets.token_hex(16)
        return True, doc[LEARNER_KEY]

    written, key = _change(edit)
    return str(key) if written and key else None


def seat_of(key: str | None) -> str:
    """The *seat* of a learner whose saved progress keeps ``key`` (16 hex digits; "" without a key): what chooses
    each learner's own position (:mod:`~..exercises.own_position`); the hand-in says it, never the key itself."""
    return hashlib.sha256(f"kamisado seat\n{key}".encode()).hexdigest()[:16] if key else ""


def learner_seat() -> str:
    """This learner's seat (:func:`seat_of` of :func:`learner_key`)."""
    return seat_of(learner_key())


__all__ = [
    "CHECK",
    "DETAILS",
    "ENV",
    "OPEN",
    "SHOWN",
    "ProgressWarning",
    "details_of",
    "is_solved",
    "learner_key",
    "learner_seat",
    "load",
    "load_entries",
    "on_saved",
    "reset_progress",
    "save_state",
    "seat_of",
    "slug",
    "state",
    "store_path",
]
