"""The tutorials — the course that comes with the package — and the command that copies them to a folder of your choice.

The wheel carries the lesson notebooks in ``kamisado_widget/tutorials/`` (in a checkout they are the repository's
``notebooks/`` folder). Copy them where you want to work, then open ``00_welcome.ipynb``::

    kamisado-tutorials my-kamisado-course
    kamisado-tutorials my-kamisado-course --language de   # the German course (notebooks/de/ in a checkout)
    # or: python -m kamisado_widget.teaching.course.tutorials my-kamisado-course

The course is there in each language of :data:`~kamisado_widget.engine.catalogue.LANGUAGES` that has a folder of
lessons: English at the top of the tutorials' folder, every other language in a sub-folder named by its code
(``de/``), with the same file names, lesson ids and exercise ids, so progress made in one language shows in the
other. The command speaks the language of the course it copies.

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

from ...engine.catalogue import LANGUAGES, N_, SOURCE_LANGUAGE, _, ngettext, speaking
from ...engine.errors import LanguageError, TooLargeError
from ...engine.excerpt import excerpt
from ...engine.safe_files import decode_utf8, kind_of, read_regular, write_whole
from .notebook_file import MAX_NOTEBOOK_BYTES, NotebookError, read_notebook

PACKAGE = pathlib.Path(__file__).resolve().parents[2]  # kamisado_widget
WELCOME = "00_welcome.ipynb"


def _course_folder(root: pathlib.Path, language: str) -> pathlib.Path:
    return root if language == SOURCE_LANGUAGE else root / language


def tutorials_dir(language: str = SOURCE_LANGUAGE) -> pathlib.Path:
    """Where the tutorials in ``language`` are (``"en"``: the English course, ``"de"``: the German one, in the
    sub-folder ``de/``): in the installed package, or in the checkout's ``notebooks/`` folder."""
    language = course_language(language)
    for root in (PACKAGE / "tutorials", PACKAGE.parent / "notebooks"):
        if (_course_folder(root, language) / WELCOME).is_file():
            return _course_folder(root, language)
    raise FileNotFoundError(
        _("The tutorials in {language} are not installed with this copy of the package ({folder}).").format(
            language=language, folder=PACKAGE)
    )


def course_languages() -> list[str]:
    """The languages whose course is installed (English first)."""
    found = []
    for code in LANGUAGES:
        try:
            tutorials_dir(code)
        except FileNotFoundError:
            continue
        found.append(code)
    return found


def course_language(value: object) -> str:
    """The language code of a course (``"en"``, ``"de"``; any case, a region such as ``"de_AT"`` read as its
    language); :class:`~kamisado_widget.engine.errors.LanguageError` naming the choices otherwise."""
    if isinstance(value, str):
        code = value.strip().replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    raise LanguageError(
        _("The course is there in {choices}, not in {value}.").format(
            choices=", ".join(repr(code) for code in LANGUAGES), value=excerpt(value))
    )


def tutorial_files(language: str = SOURCE_LANGUAGE) -> list[pathlib.Path]:
    """The tutorial notebooks (and the marimo match) of the course in ``language``, in lesson order."""
    folder = tutorials_dir(language)
    return sorted(p for p in folder.iterdir() if p.suffix in (".ipynb", ".py") and p.is_file())


@dataclass
class Copy:
    """What :func:`copy_course` did: files copied, left as they were, repaired (with where the old one went), and
    names it could not write (with why)."""

    copied: list[pathlib.Path] = field(default_factory=list)
    kept: list[pathlib.Path] = field(default_factory=list)
    repaired: list[tuple[pathlib.Path, pathlib.Path, str]] = field(default_factory=list)
    refused: list[tuple[pathlib.Path, str]] = field(default_factory=list)


def _reads_back(path: pathlib.Path) -> str:
    """"" if the regular file at ``path`` reads back as a lesson (a notebook, or Python for ``.py``), or is larger than
    a notebook is read (a learner's notebook with outputs, kept without reading it through), else why not."""
    if path.suffix != ".py":
        try:
            read_notebook(path)
        except NotebookError as err:
            return "" if err.too_large else _("It does not read back as a lesson ({problem}).").format(problem=err.problem)
        return ""
    try:
        data = read_regular(path, MAX_NOTEBOOK_BYTES)
    except TooLargeError:
        return ""
    except OSError as err:
        return _("It cannot be read ({problem}).").format(problem=err.strerror or err)
    try:
        ast.parse(decode_utf8(data))
    except (ValueError, SyntaxError, RecursionError, MemoryError) as err:
        return _("It does not read back as a lesson ({problem}).").format(
            problem=str(err).splitlines()[0] if str(err) else type(err).__name__)
    return ""


def copy_course(dest: str | pathlib.Path, language: str = SOURCE_LANGUAGE) -> Copy:
    """Copy the tutorials in ``language`` into ``dest`` (made if missing), each file whole or not at all; a learner's
    file is left as it is, a damaged one or a link is moved aside and the lesson copied. Raises ``OSError`` if a file
    cannot be written (the files copied before it are whole)."""
    dest = pathlib.Path(dest)
    files = tutorial_files(language)
    if dest.exists() and not dest.is_dir():
        raise NotADirectoryError(_("{dest} is a file: give a folder to copy the tutorials into.").format(dest=dest))
    dest.mkdir(parents=True, exist_ok=True)
    done = Copy()
    for source in files:
        target = dest / source.name
        try:
            mode = os.lstat(target).st_mode
        except FileNotFoundError:
            mode = None
        problem = ""
        if mode is not None and stat.S_ISLNK(mode):
            problem = _("It is a link, never followed.")
        elif mode is not None and stat.S_ISREG(mode):
            problem = _reads_back(target)
            if not problem:
                done.kept.append(target)
                continue
        elif mode is not None:
            done.refused.append((target, _("It is {kind}.").format(kind=kind_of(mode))))
            continue
        if problem:
            aside = target.with_name(f"{target.name}.kept-{time.strftime('%Y%m%dT%H%M%S')}")
            os.replace(target, aside)  # the name itself: a link is moved, its target never touched
            done.repaired.append((target, aside, problem))
        write_whole(target, source.read_bytes())
        if not problem:
            done.copied.append(target)
    return done


def copy_tutorials(dest: str | pathlib.Path, language: str = SOURCE_LANGUAGE
                   ) -> tuple[list[pathlib.Path], list[pathlib.Path]]:
    """Copy the tutorials in ``language`` into ``dest`` (made if missing); returns (copied or repaired, left alone
    because already there). See :func:`copy_course`."""
    done = copy_course(dest, language)
    return done.copied + [target for target, _aside, _problem in done.repaired], done.kept


SITE_TITLE = N_("Kamisado lessons")
SITE_INTRO = N_("Each lesson opens as an app: read, then play on its boards.")
SITE_OPENING = N_("Opening the lesson {title}…")
SITE_OTHER_COURSE = N_("The course in {language}")


def site_words(language: str) -> dict[str, str]:
    """The offline site's words for the course in ``language``: its index page's ``title`` and ``intro``, a lesson
    page's ``opening`` (with ``{title}``) and ``other``, the link to this course from the other language's pages,
    in this course's language (with its name filled in)."""
    from ...engine.catalogue import LANGUAGE_NAMES

    with speaking(course_language(language)) as code:
        return {"title": _(SITE_TITLE), "intro": _(SITE_INTRO), "opening": _(SITE_OPENING),
                "other": _(SITE_OTHER_COURSE).format(language=LANGUAGE_NAMES[code]), "lang": code}


DESCRIPTION = N_("Copy the Kamisado tutorials to a folder of your choice.")
DEST_HELP = N_("the folder to copy them into")
LANGUAGE_HELP = N_("the language of the course: {choices} (default: {default})")


def main(argv: Sequence[str] | None = None) -> int:
    """``kamisado-tutorials [DEST] [--language de]``: copy the tutorials to DEST (default: ``kamisado-tutorials``), in
    English or in the language named."""
    parser = argparse.ArgumentParser(prog="kamisado-tutorials", description=_(DESCRIPTION))
    parser.add_argument("dest", nargs="?", default="kamisado-tutorials", help=_(DEST_HELP))
    parser.add_argument("--language", default=SOURCE_LANGUAGE,
                        help=_(LANGUAGE_HELP).format(choices=", ".join(LANGUAGES), default=SOURCE_LANGUAGE))
    args = parser.parse_args(argv)
    try:
        language = course_language(args.language)
    except LanguageError as err:
        print(f"kamisado-tutorials: {err}", file=sys.stderr)
        return 2
    with speaking(language):
        return _copy_and_say(args.dest, language)


def _copy_and_say(dest: str, language: str) -> int:
    try:
        done = copy_course(dest, language)
    except OSError as err:
        print(f"kamisado-tutorials: {err}", file=sys.stderr)
        print("kamisado-tutorials: " + _("The files copied so far are whole; run the command again to copy the rest."),
              file=sys.stderr)
        return 1
    folder = pathlib.Path(dest).resolve()
    count = len(done.copied)
    print(ngettext("Copied {count} tutorial file to {folder}.", "Copied {count} tutorial files to {folder}.",
                   count).format(count=count, folder=folder))
    if done.kept:
        kept = len(done.kept)
        print(ngettext("Left {count} file that was already there as it is: {names}.",
                       "Left {count} files that were already there as they are: {names}.", kept).format(
            count=kept, names=", ".join(p.name for p in done.kept)))
    for target, aside, problem in done.repaired:
        print(_("Repaired {name}: {problem} The lesson is copied again; the old file is now {aside}.").format(
            name=target.name, problem=problem, aside=aside.name))
    for target, problem in done.refused:
        print("kamisado-tutorials: " + _("Could not copy {name}: {problem} Move it away and run the command "
                                         "again.").format(name=target.name, problem=problem),
              file=sys.stderr)
    welcome = folder / WELCOME
    print(_("Open {path} to start (e.g. jupyter lab {path}).").format(path=welcome))
    return 1 if done.refused else 0


if __name__ == "__main__":
    raise SystemExit(main())
