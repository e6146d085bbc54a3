"""The tutorials installed with the package, and the command that copies them to a folder of your choice.

The wheel carries the lesson notebooks in ``kamisado_widget/tutorials/`` (in a checkout they are the repository's
``notebooks/`` folder). Copy them where you want to work, then open ``00_welcome.ipynb``::

    kamisado-tutorials my-kamisado-course
    # or: python -m kamisado_widget.teaching.tutorials my-kamisado-course

Files already in the folder are never overwritten (the copy says which it left alone), so a learner's own
notes in a lesson are safe when the command runs again. Each file is written whole or not at all (a temporary
file, ``fsync``, a rename), so a full disk leaves no half-written lesson. A file there that does not read back as a
notebook (a half-written copy by an older version, not JSON, no cells) or a symbolic link under a lesson's name is
moved aside to ``<name>.kept-<time>`` and the lesson is copied: a link is never followed, so nothing is written
outside the folder.
"""

from __future__ import annotations

import argparse
import ast
import os
import pathlib
import stat
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..engine.safe_files import TooLargeError, decode_utf8, kind_of, parse_json, read_regular, write_whole

PACKAGE = pathlib.Path(__file__).resolve().parents[1]


def tutorials_dir() -> pathlib.Path:
    """Where the tutorials are: in the installed package, or in the checkout's ``notebooks/`` folder."""
    installed = PACKAGE / "tutorials"
    if (installed / "00_welcome.ipynb").is_file():
        return installed
    checkout = PACKAGE.parent / "notebooks"
    if (checkout / "00_welcome.ipynb").is_file():
        return checkout
    raise FileNotFoundError(f"the tutorials are not installed with this copy of the package ({PACKAGE})")


def tutorial_files() -> list[pathlib.Path]:
    """The tutorial notebooks (and the marimo match) in lesson order."""
    folder = tutorials_dir()
    return sorted(p for p in folder.iterdir() if p.suffix in (".ipynb", ".py") and p.is_file())


CHECK_BYTES = 64_000_000
"""A file in the folder larger than this is a learner's notebook with outputs, kept without reading it through."""


@dataclass
class Copy:
    """What :func:`copy_course` did: files copied, left as they were, repaired (with where the old one went), and
    names it could not write (with why)."""

    copied: list[pathlib.Path] = field(default_factory=list)
    kept: list[pathlib.Path] = field(default_factory=list)
    repaired: list[tuple[pathlib.Path, pathlib.Path, str]] = field(default_factory=list)
    refused: list[tuple[pathlib.Path, str]] = field(default_factory=list)


def _reads_back(path: pathlib.Path) -> str:
    """"" if the regular file at ``path`` reads back as a lesson (a notebook, or Python for ``.py``), else why not."""
    try:
        data = read_regular(path, CHECK_BYTES)
    except TooLargeError:
        return ""
    except OSError as err:
        return f"it cannot be read: {err.strerror or err}"
    try:
        if path.suffix == ".py":
            ast.parse(decode_utf8(data))
            return ""
        nb = parse_json(data)
    except (ValueError, SyntaxError, RecursionError, MemoryError) as err:
        return f"it does not read back as a lesson: {str(err).splitlines()[0] if str(err) else type(err).__name__}"
    if not isinstance(nb, dict) or not isinstance(nb.get("cells"), list):
        return "it does not read back as a notebook: it has no list of cells"
    return ""


def copy_course(dest: str | pathlib.Path) -> Copy:
    """Copy the tutorials into ``dest`` (made if missing), each file whole or not at all; a learner's file is left as
    it is, a damaged one or a link is moved aside and the lesson copied. Raises ``OSError`` if a file cannot be
    written (the files copied before it are whole)."""
    dest = pathlib.Path(dest)
    if dest.exists() and not dest.is_dir():
        raise NotADirectoryError(f"{dest} is a file: give a folder to copy the tutorials into")
    dest.mkdir(parents=True, exist_ok=True)
    done = Copy()
    for source in tutorial_files():
        target = dest / source.name
        try:
            mode = os.lstat(target).st_mode
        except FileNotFoundError:
            mode = None
        problem = ""
        if mode is not None and stat.S_ISLNK(mode):
            problem = "it is a link, never followed"
        elif mode is not None and stat.S_ISREG(mode):
            problem = _reads_back(target)
            if not problem:
                done.kept.append(target)
                continue
        elif mode is not None:
            done.refused.append((target, f"it is {kind_of(mode)}"))
            continue
        if problem:
            aside = target.with_name(f"{target.name}.kept-{time.strftime('%Y%m%dT%H%M%S')}")
            os.replace(target, aside)  # the name itself: a link is moved, its target never touched
            done.repaired.append((target, aside, problem))
        write_whole(target, source.read_bytes())
        if not problem:
            done.copied.append(target)
    return done


def copy_tutorials(dest: str | pathlib.Path) -> tuple[list[pathlib.Path], list[pathlib.Path]]:
    """Copy the tutorials into ``dest`` (made if missing); returns (copied or repaired, left alone because already
    there). See :func:`copy_course`."""
    done = copy_course(dest)
    return done.copied + [target for target, _, _ in done.repaired], done.kept


def main(argv: Sequence[str] | None = None) -> int:
    """``kamisado-tutorials [DEST]``: copy the tutorials to DEST (default: ``kamisado-tutorials``)."""
    parser = argparse.ArgumentParser(
        prog="kamisado-tutorials", description="Copy the Kamisado tutorials to a folder of your choice.",
    )
    parser.add_argument("dest", nargs="?", default="kamisado-tutorials", help="the folder to copy them into")
    args = parser.parse_args(argv)
    try:
        done = copy_course(args.dest)
    except OSError as err:
        print(f"kamisado-tutorials: {err}", file=sys.stderr)
        print("kamisado-tutorials: the files copied so far are whole; run the command again to copy the rest.",
              file=sys.stderr)
        return 1
    folder = pathlib.Path(args.dest).resolve()
    print(f"Copied {len(done.copied)} tutorial file(s) to {folder}.")
    if done.kept:
        print(f"Left {len(done.kept)} file(s) that were already there as they are: "
              f"{', '.join(p.name for p in done.kept)}.")
    for target, aside, problem in done.repaired:
        print(f"Repaired {target.name} ({problem}): copied the lesson again; the old one is now {aside.name}.")
    for target, problem in done.refused:
        print(f"kamisado-tutorials: could not copy {target.name}: {problem}; move it away and run the command again.",
              file=sys.stderr)
    print(f"Open {folder / '00_welcome.ipynb'} to start (e.g. jupyter lab {folder / '00_welcome.ipynb'}).")
    return 1 if done.refused else 0


if __name__ == "__main__":
    raise SystemExit(main())
