"""Saved progress: which exercises a learner has solved (or been shown), kept across kernels and sessions.

The record is a small JSON file::

    {"version": 1, "exercises": {"colour-rule/answer-the-colour": {"state": "solved", "at": "2026-11-23T13:30:00Z"}}}

Where it lives (:func:`store_path`):

* ``$KAMISADO_PROGRESS`` if set (a file path; tests point it at a temp dir);
* in Pyodide (JupyterLite), ``kamisado-progress.json`` in the working directory: the kernel's
  working directory is the notebook's folder on JupyterLite's drive (``/drive/...``), which the
  browser keeps; the home and data directories of Pyodide's in-memory file system are lost on
  reload. (Where the drive cannot be mounted, e.g. without a service worker, the working
  directory is ``/home/pyodide`` and the progress lasts only until the page is reloaded.)
* otherwise ``$XDG_DATA_HOME/kamisado-widget/progress.json`` (``~/.local/share/...``), or
  ``%LOCALAPPDATA%\\kamisado-widget\\progress.json`` on Windows.

Every write re-reads the file and changes one record, so two notebooks open at once do not undo
each other's records, and replaces the file atomically (a temp file in the same folder, then
``os.replace``). A file that cannot be read or parsed never stops a notebook: it is reported once,
moved aside to ``progress.json.corrupt-<time>`` (nothing is lost), and treated as empty. Records of a form this
version does not know are kept as they are.
"""

from __future__ import annotations

import contextlib
import json
import os
import pathlib
import re
import sys
import tempfile
import time
import unicodedata
import warnings
from typing import Any

ENV = "KAMISADO_PROGRESS"
VERSION = 1
STATES = ("shown", "solved")
CHECK, SHOWN, OPEN = "\u2713", "\u25d1", "\u25cb"  # ✓ solved, ◑ answer shown ("Show me"), ○ not yet  # in rising order: a solved exercise stays solved if it is later shown
_reported: set[str] = set()


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


def _report(path: pathlib.Path, what: str) -> None:
    key = f"{path}:{what.split(':')[0]}"
    if key in _reported:
        return
    _reported.add(key)
    warnings.warn(f"Saved progress: {what}", ProgressWarning, stacklevel=3)


def _read(path: pathlib.Path) -> dict[str, Any]:
    """The whole document; an unreadable or malformed file is reported, backed up and read as empty."""
    empty: dict[str, Any] = {"version": VERSION, "exercises": {}}
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return empty
    except OSError as e:
        _report(path, f"cannot read {path} ({e}); going on without it.")
        return empty
    problem = ""
    try:
        doc = json.loads(data.decode("utf-8"))
    except ValueError as e:  # not UTF-8, or not JSON
        problem, doc = str(e), None
    if not problem and (not isinstance(doc, dict) or not isinstance(doc.get("exercises"), dict)):
        problem = "no 'exercises' table"
    if problem or not isinstance(doc, dict):
        backup = path.with_name(f"{path.name}.corrupt-{time.strftime('%Y%m%dT%H%M%S')}")
        try:
            os.replace(path, backup)  # moved aside: read once, reported once, never overwritten
            kept = f"it was moved to {backup}"
        except OSError as move_error:
            kept = f"it could not be moved aside ({move_error}) and is left as it is"
        _report(path, f"{path} is not a progress file ({problem}); {kept}; starting from no progress.")
        return empty
    return doc


def _write(path: pathlib.Path, doc: dict[str, Any]) -> bool:
    """Replace the file atomically; report (once) and return False if it cannot be written."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(doc, f, indent=1, sort_keys=True, ensure_ascii=False)
                f.write("\n")
                f.flush()
                with contextlib.suppress(OSError):  # not every file system (Pyodide's drive) syncs
                    os.fsync(f.fileno())
            os.replace(tmp, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
    except OSError as e:
        _report(path, f"cannot write {path} ({e}); progress is not saved.")
        return False
    return True


def _state(record: Any) -> str | None:
    if isinstance(record, dict) and record.get("state") in STATES:
        return str(record["state"])
    return None


def load() -> dict[str, str]:
    """Exercise id -> "solved" or "shown", for every record this version understands."""
    records = _read(store_path())["exercises"]
    return {key: state for key, record in records.items() if (state := _state(record)) is not None}


OLD_LESSONS = frozenset({
    "01-which-tower", "02-moving", "03-sumo", "04-scoring-and-matches", "04b-refilling", "07-play-the-computer",
    "puzzles",
})
"""The tutorials' lessons from before ids had a lesson (``"03-sumo/push"``): a record saved then under the bare id
(``"push"``) still counts for them, so no learner loses a check mark."""


def lookup(records: dict[str, str], exercise_id: str) -> str | None:
    """The state of ``exercise_id`` in ``records`` (as :func:`load` returns them), old records included."""
    found = records.get(exercise_id)
    if found is None and "/" in exercise_id:
        lesson, local = exercise_id.split("/", 1)
        if lesson in OLD_LESSONS:
            found = records.get(local)
    return found


def state(exercise_id: str) -> str | None:
    """"solved", "shown" or None (never tried, or reset)."""
    return lookup(load(), exercise_id)


def is_solved(exercise_id: str) -> bool:
    return state(exercise_id) == "solved"


def record(exercise_id: str, new_state: str = "solved") -> bool:
    """Save that an exercise was solved (or shown). "solved" is never lowered to "shown".

    Returns False if the file could not be written (reported once).
    """
    if new_state not in STATES:
        raise ValueError(f"a progress state is one of {', '.join(STATES)}, not {new_state!r}")
    if not exercise_id:
        raise ValueError("an exercise needs a non-empty id to save its progress")
    path = store_path()
    doc = _read(path)
    states = {key: s for key, rec in doc["exercises"].items() if (s := _state(rec)) is not None}
    old = lookup(states, exercise_id)  # an old record of a tutorial counts: never lowered either
    if old is not None and STATES.index(old) >= STATES.index(new_state):
        return True
    doc["exercises"][exercise_id] = {"state": new_state, "at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
    doc["version"] = VERSION
    return _write(path, doc)


def reset_progress(prefix: str = "") -> int:
    """Forget saved progress: every record, or those whose id starts with ``prefix``. Returns how many."""
    path = store_path()
    doc = _read(path)
    gone = [key for key in doc["exercises"] if key.startswith(prefix)]
    if not gone:
        return 0
    for key in gone:
        del doc["exercises"][key]
    _write(path, doc)
    return len(gone)


__all__ = ["CHECK", "ENV", "OPEN", "SHOWN", "ProgressWarning", "is_solved", "load", "record", "reset_progress", "slug", "state", "store_path"]
