"""A third language, made as docs/teaching.md §14 tells a teacher to, in a copy of the package's catalogues: `init`,
translate ten messages, `compile` (:func:`make_french_catalogue`); :func:`reading_catalogues` makes the package read
that copy, so ``set_language("fr")`` speaks French for those ten and English for the rest. No French catalogue is
left in the package."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from babel.messages.pofile import read_po, write_po

from kamisado_widget.engine import catalogue

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "catalogue.py"
LOCALE = ROOT / "kamisado_widget" / "locale"
PO = Path("fr") / "LC_MESSAGES" / "kamisado_widget.po"

FRENCH: dict[tuple[str | tuple[str, str], str | None], str | tuple[str, ...]] = {
    ("Black", "player"): "Noir",
    ("Gold", "player"): "Or",
    ("Red", "colour"): "Rouge",
    ("Hint", "button"): "Indice",
    ("Show me", "button"): "Montre-moi",
    ("Reset", "button"): "Recommencer",
    ("Right!", None): "Bravo !",
    ("{tower} on {start} moves to {end}.", None): "{tower} sur {start} va en {end}.",
    ("The language is one of {choices}, not {value}.", None): "La langue est l’une de {choices}, pas {value}.",
    (("{count} move", "{count} moves"), None): ("{count} coup", "{count} coups", "{count} coups"),
}
"""The ten messages the teacher translates (message and context: translation); French has three plural forms."""


def catalogue_command(*args: str | Path) -> subprocess.CompletedProcess[str]:
    """Run ``scripts/catalogue.py ARGS`` as the teacher does (its output captured, its exit code not checked)."""
    return subprocess.run([sys.executable, str(SCRIPT), *map(str, args)], capture_output=True, text=True,
                          check=False, cwd=ROOT)


def translate(po: Path, translations: dict[tuple[str | tuple[str, str], str | None], str | tuple[str, ...]]) -> None:
    """Fill in the ``msgstr`` of each message of ``translations`` in the catalogue ``po``, as Poedit would."""
    with po.open("rb") as f:
        catalog = read_po(f)
    for (msgid, context), text in translations.items():
        message = catalog.get(msgid, context)
        assert message is not None, f"{msgid!r} ({context}) is not in {po}"
        message.string = text
    with po.open("wb") as f:
        write_po(f, catalog, width=100, sort_output=True, omit_header=False, include_lineno=False)


def copy_locale(tmp_path: Path, *, compiled: bool = False) -> Path:
    """A copy of the package's locale folder in ``tmp_path`` without any French catalogue (should the package have
    one some day), with the compiled catalogues or without; returns the copy."""
    def left_out(folder: str, names: list[str]) -> set[str]:
        here = {"fr"} if Path(folder) == LOCALE else set()
        return here | (set() if compiled else {n for n in names if n.endswith(".mo")})

    locale = tmp_path / "locale"
    shutil.copytree(LOCALE, locale, ignore=left_out)
    return locale


def make_french_catalogue(tmp_path: Path) -> Path:
    """docs/teaching.md §14 in ``tmp_path``: copy the package's catalogues (their sources, not the compiled files),
    ``init fr``, translate the ten messages of :data:`FRENCH`, ``compile``. Returns the copy's locale folder."""
    locale = copy_locale(tmp_path)
    for step in (("init", "fr"), None, ("compile",)):
        if step is None:
            translate(locale / PO, FRENCH)
            continue
        done = catalogue_command("--locale", locale, *step)
        assert done.returncode == 0, f"catalogue.py {' '.join(step)} failed:\n{done.stdout}\n{done.stderr}"
    return locale


@contextmanager
def reading_catalogues(locale: Path) -> Iterator[None]:
    """Inside the block the package reads its catalogues from ``locale`` (as if that were its own locale folder);
    afterwards its own again, speaking the default language."""
    before = catalogue.LOCALE_DIR
    catalogue.LOCALE_DIR = locale
    catalogue.forget_compiled()
    try:
        yield
    finally:
        catalogue.set_language(None)
        catalogue.LOCALE_DIR = before
        catalogue.forget_compiled()
