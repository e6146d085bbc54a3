"""The tutorials installed with the package, and the command that copies them to a folder of your choice.

The wheel carries the lesson notebooks in ``kamisado_widget/tutorials/`` (in a checkout they are the repository's
``notebooks/`` folder). Copy them where you want to work, then open ``00_welcome.ipynb``::

    kamisado-tutorials my-kamisado-course
    # or: python -m kamisado_widget.teaching.tutorials my-kamisado-course

Files already in the folder are never overwritten (the copy says which it left alone), so a learner's own
notes in a lesson are safe when the command runs again.
"""

from __future__ import annotations

import argparse
import pathlib
import shutil
import sys
from collections.abc import Sequence

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


def copy_tutorials(dest: str | pathlib.Path) -> tuple[list[pathlib.Path], list[pathlib.Path]]:
    """Copy the tutorials into ``dest`` (made if missing); returns (copied, left alone because already there)."""
    dest = pathlib.Path(dest)
    if dest.exists() and not dest.is_dir():
        raise NotADirectoryError(f"{dest} is a file: give a folder to copy the tutorials into")
    dest.mkdir(parents=True, exist_ok=True)
    copied, kept = [], []
    for source in tutorial_files():
        target = dest / source.name
        if target.exists():
            kept.append(target)
            continue
        shutil.copy2(source, target)
        copied.append(target)
    return copied, kept


def main(argv: Sequence[str] | None = None) -> int:
    """``kamisado-tutorials [DEST]``: copy the tutorials to DEST (default: ``kamisado-tutorials``)."""
    parser = argparse.ArgumentParser(
        prog="kamisado-tutorials", description="Copy the Kamisado tutorials to a folder of your choice.",
    )
    parser.add_argument("dest", nargs="?", default="kamisado-tutorials", help="the folder to copy them into")
    args = parser.parse_args(argv)
    try:
        copied, kept = copy_tutorials(args.dest)
    except OSError as err:
        print(f"kamisado-tutorials: {err}", file=sys.stderr)
        return 1
    folder = pathlib.Path(args.dest).resolve()
    print(f"Copied {len(copied)} tutorial file(s) to {folder}.")
    if kept:
        print(f"Left {len(kept)} file(s) that were already there as they are: {', '.join(p.name for p in kept)}.")
    print(f"Open {folder / '00_welcome.ipynb'} to start (e.g. jupyter lab {folder / '00_welcome.ipynb'}).")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
