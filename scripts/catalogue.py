"""The message catalogue's tools (Babel): extract the template, update the translations, compile them.

    python scripts/catalogue.py extract   # kamisado_widget/locale/kamisado_widget.pot from the package's code
    python scripts/catalogue.py update    # each language's .po gains the template's new messages, loses unused ones
    python scripts/catalogue.py compile   # every .po to its .mo, and the pseudo-language "qps" from the template
    python scripts/catalogue.py check     # fails when the template is not what the code says
    python scripts/catalogue.py part de NAME PATH...  # locale/de/LC_MESSAGES/parts/NAME.po: the messages the
                                          # files under PATH use, keeping translations already written there

The package build runs ``compile`` (hatch_build.py); the tests compile when a .po is newer than its .mo.
A message is found where the code calls ``_``, ``N_``, ``ngettext`` or ``pgettext`` with literal text.
"""

from __future__ import annotations

import datetime
import io
import math
import re
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "kamisado_widget"
LOCALE = PACKAGE / "locale"
DOMAIN = "kamisado_widget"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
PSEUDO = "qps"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
METHOD_MAP = [("**/static/**", "ignore"), ("**/tutorials/**", "ignore"), ("**.py", "python")]
HEADER = "The messages of kamisado-widget: every sentence a learner or a teacher sees."


def extracted() -> Catalog:
    """The template as the code says it: every message once, without source lines (so that moving code
    does not change the template), with the files that use it as its locations."""
    catalog = Catalog(project="kamisado-widget", header_comment=f"# {HEADER}", fuzzy=False)
    for filename, _lineno, message, comments, context in extract_from_dir(
        str(PACKAGE), METHOD_MAP, keywords=KEYWORDS, comment_tags=("Translators:",), strip_comment_tags=True
    ):
        catalog.add(message, None, [(f"kamisado_widget/{filename}", None)], auto_comments=comments, context=context,
                    flags=("python-brace-format",) if "{" in (message if isinstance(message, str) else message[0]) else ())
    return catalog


def _po_text(catalog: Catalog) -> str:
    out = io.BytesIO()
    write_po(out, catalog, width=100, sort_output=True, omit_header=False, include_lineno=False)
    text = out.getvalue().decode("utf-8")
    # The header's dates change on every run; the template keeps none.
    return re.sub(r'"(POT-Creation-Date|PO-Revision-Date): [^"]*\\n"\n', "", text)


def extract() -> None:
    LOCALE.mkdir(parents=True, exist_ok=True)
    TEMPLATE.write_text(_po_text(extracted()), encoding="utf-8")
    print(f"{TEMPLATE.relative_to(ROOT)}: {len(extracted())} messages")


def _without_tool(text: str) -> str:
    """A catalogue's text without the header line naming the Babel release that wrote it (a newer Babel on another
    machine writes the same messages)."""
    return re.sub(r'^"Generated-By: [^"]*"\n', "", text, flags=re.MULTILINE)


def check() -> int:
    want = _po_text(extracted())
    have = TEMPLATE.read_text(encoding="utf-8") if TEMPLATE.exists() else ""
    if _without_tool(want) != _without_tool(have):
        print(f"{TEMPLATE.relative_to(ROOT)} is not what the code says: run `python scripts/catalogue.py extract`.")
        return 1
    return 0


def languages() -> list[Path]:
    return sorted(p for p in LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po") if p.parts[-3] != PSEUDO)


def read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=locale)


def update() -> None:
    template = read(TEMPLATE)
    for po in languages():
        catalog = read(po, locale=po.parts[-3])
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        po.write_text(_po_text(catalog), encoding="utf-8")
        missing = sum(1 for m in catalog if m.id and not (all(m.string) if isinstance(m.string, tuple) else m.string))
        print(f"{po.relative_to(ROOT)}: {len(catalog)} messages, {missing} without a translation")


_PLACEHOLDER = re.compile(r"(\{[^{}]*\})")
_ACCENTS = str.maketrans("aeiouAEIOUcnsyCNSY", "áéíóúÁÉÍÓÚçñšýÇÑŠÝ")


def pseudo(text: str) -> str:
    """``text`` in the pseudo-language: accented, 40 % longer, between ⟦ and ⟧; placeholders, markup and
    rule IDs kept as they are."""
    parts = _PLACEHOLDER.split(text)
    kept = re.compile(r"(<[^>]*>|&\w+;|\b[A-Z]\d{1,2}\b|\n)")
    out = []
    for i, part in enumerate(parts):
        if i % 2:
            out.append(part)
        else:
            out.append("".join(p if j % 2 else p.translate(_ACCENTS) for j, p in enumerate(kept.split(part))))
    return "⟦" + "".join(out) + "·" * math.ceil(len(text) * 0.4) + "⟧"


def pseudo_catalog(template: Catalog) -> Catalog:
    catalog = Catalog(locale="en", project="kamisado-widget")
    for message in template:
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            string: str | tuple[str, ...] = (pseudo(message.id[0]), pseudo(message.id[1]))
        else:
            string = pseudo(message.id)
        catalog.add(message.id, string, context=message.context)
    return catalog


def merged(po: Path) -> Catalog:
    """A language's catalogue, with the messages of any partial files beside it (``parts/*.po``, kept
    while a translation is written in pieces) where the main file has none."""
    catalog = read(po, locale=po.parts[-3])
    for part in sorted((po.parent / "parts").glob("*.po")):
        for message in read(part, locale=po.parts[-3]):
            if not message.id or not message.string:
                continue
            have = catalog.get(message.id, message.context)
            if have is None or not have.string:
                catalog.add(message.id, message.string, context=message.context)
    return catalog


COMPILED_DATE = datetime.datetime(2000, 1, 1, tzinfo=datetime.timezone.utc)
"""The dates a compiled catalogue's header gives (gettext reads none of them): fixed, so the same .po compiles to
the same bytes every time (Babel would write the moment of compiling, and the offline site's build, which hashes
the package, would then see a change at every package build)."""


def _write_mo(path: Path, catalog: Catalog) -> None:
    catalog.creation_date = catalog.revision_date = COMPILED_DATE
    with path.open("wb") as f:
        write_mo(f, catalog)


def compile_all() -> None:
    for po in languages():
        _write_mo(po.with_suffix(".mo"), merged(po))
    if TEMPLATE.exists():
        out = LOCALE / PSEUDO / "LC_MESSAGES" / f"{DOMAIN}.mo"
        out.parent.mkdir(parents=True, exist_ok=True)
        _write_mo(out, pseudo_catalog(read(TEMPLATE)))


def stale() -> bool:
    """Whether a compiled catalogue is missing or older than its source."""
    sources = languages() + [p for po in languages() for p in (po.parent / "parts").glob("*.po")]
    sources += [TEMPLATE] if TEMPLATE.exists() else []
    compiled = [po.with_suffix(".mo") for po in languages()] + [LOCALE / PSEUDO / "LC_MESSAGES" / f"{DOMAIN}.mo"]
    if not all(m.exists() for m in compiled):
        return True
    newest = max((p.stat().st_mtime for p in sources), default=0.0)
    return min(m.stat().st_mtime for m in compiled) < newest


def part(code: str, name: str, paths: list[str]) -> None:
    """Write ``parts/<name>.po`` of language ``code``: every message of the files under ``paths`` (relative to
    the repository), with the translations it already had, so that a translator can fill in the empty ones."""
    wanted = [str((ROOT / p).resolve().relative_to(PACKAGE)) for p in paths]
    target = LOCALE / code / "LC_MESSAGES" / "parts" / f"{name}.po"
    old = read(target, locale=code) if target.exists() else None
    main = read(LOCALE / code / "LC_MESSAGES" / f"{DOMAIN}.po", locale=code)
    out = Catalog(locale=code, project="kamisado-widget")
    for message in extracted():
        files = [loc for loc, _ in message.locations]
        if not any(f"kamisado_widget/{w}" == f or f.startswith(f"kamisado_widget/{w}/") for w in wanted for f in files):
            continue
        have = next((c.get(message.id, message.context) for c in (old, main) if c is not None
                     and c.get(message.id, message.context) is not None
                     and c.get(message.id, message.context).string), None)
        out.add(message.id, have.string if have is not None else None, message.locations, context=message.context,
                flags=message.flags)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(_po_text(out), encoding="utf-8")
    empty = sum(1 for m in out if m.id and not (all(m.string) if isinstance(m.string, tuple) else m.string))
    print(f"{target.relative_to(ROOT)}: {len(out)} messages, {empty} without a translation")


def main(argv: list[str]) -> int:
    command = argv[1] if len(argv) > 1 else ""
    if command == "extract":
        extract()
    elif command == "update":
        update()
    elif command == "compile":
        compile_all()
    elif command == "check":
        return check()
    elif command == "part" and len(argv) > 4:
        part(argv[2], argv[3], argv[4:])
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
