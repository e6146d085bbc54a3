"""The message catalogue's tools (Babel): extract the template, update the translations, compile them.

    python scripts/catalogue.py extract   # kamisado_widget/locale/kamisado_widget.pot from the package's code
    python scripts/catalogue.py init fr   # a new language: locale/fr/LC_MESSAGES/kamisado_widget.po, every message
                                          # untranslated, and locale/fr/IN_PROGRESS (the language is in progress)
    python scripts/catalogue.py update    # each language's .po gains the template's new messages, loses unused ones
    python scripts/catalogue.py compile   # every .po to its .mo, and the pseudo-language "qps" from the template
    python scripts/catalogue.py check     # fails when the template is not what the code says, a placeholder of a
                                          # translation is not its message's, a translation no message has is
                                          # left, or a complete language lacks a translation; reports how much
                                          # of each language in progress is translated
    python scripts/catalogue.py part de NAME PATH...  # locale/de/LC_MESSAGES/parts/NAME.po: the messages the
                                          # files under PATH use, keeping translations already written there

``--locale DIR`` (before the command) works on the catalogues in DIR instead of kamisado_widget/locale (a copy
to try things in). A language is in progress while its folder holds ``IN_PROGRESS``: delete that file when every
message is translated (``check`` then requires every one). These commands need Babel:
``pip install "kamisado-widget[translate]"`` (or ``.venv/bin/pip install -e ".[translate]"`` in a checkout).

The package build runs ``compile`` (hatch_build.py); the tests compile when a .po is newer than its .mo.
A message is found where the code calls ``_``, ``N_``, ``ngettext`` or ``pgettext`` with literal text.
"""

from __future__ import annotations

import datetime
import io
import math
import re
import string
import sys
from pathlib import Path

try:
    from babel.core import Locale, UnknownLocaleError
    from babel.messages.catalog import Catalog, Message
    from babel.messages.extract import extract_from_dir
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po, write_po
except ImportError:  # pragma: no cover - said to the one running the script without the extra
    raise SystemExit('scripts/catalogue.py needs Babel: pip install -e ".[translate]" (docs/teaching.md, '
                     "section 14).") from None

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "kamisado_widget"
LOCALE = PACKAGE / "locale"
DOMAIN = "kamisado_widget"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
PSEUDO = "qps"
SOURCE = "en"
IN_PROGRESS = "IN_PROGRESS"  # the file that marks a language in progress (kamisado_widget/engine/catalogue.py reads it)
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


def template_of(locale: Path) -> Path:
    """The template in the locale folder ``locale``."""
    return locale / f"{DOMAIN}.pot"


def shown(path: Path) -> str:
    """``path`` as a message names it: relative to the repository when it is inside it."""
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def extract(locale: Path = LOCALE) -> None:
    locale.mkdir(parents=True, exist_ok=True)
    catalog = extracted()
    template_of(locale).write_text(_po_text(catalog), encoding="utf-8")
    print(f"{shown(template_of(locale))}: {len(catalog)} messages")


def _without_tool(text: str) -> str:
    """A catalogue's text without the header line naming the Babel release that wrote it (a newer Babel on another
    machine writes the same messages)."""
    return re.sub(r'^"Generated-By: [^"]*"\n', "", text, flags=re.MULTILINE)


def check(locale: Path = LOCALE) -> int:
    """0 when the template is what the code says and every language's catalogue is sound (:func:`problems`),
    1 otherwise; prints each problem, and how much of each language in progress is translated."""
    template = template_of(locale)
    want = _po_text(extracted())
    have = template.read_text(encoding="utf-8") if template.exists() else ""
    failed = _without_tool(want) != _without_tool(have)
    if failed:
        print(f"{shown(template)} is not what the code says: run `python scripts/catalogue.py extract`.")
    if not template.exists():
        return 1
    messages = [m for m in read(template) if m.id]
    for po in languages(locale):
        catalog = merged(po)
        found = problems(messages, catalog, complete=not in_progress(po))
        done, total = progress(messages, catalog)
        state = "in progress" if in_progress(po) else "complete"
        print(f"{code_of(po)}: {done} of {total} translated ({state})")
        for problem in found:
            print(f"  {problem}")
        failed = failed or bool(found)
    return 1 if failed else 0


def languages(locale: Path = LOCALE) -> list[Path]:
    """Each language's catalogue in ``locale`` (the pseudo-language has none)."""
    return sorted(p for p in locale.glob(f"*/LC_MESSAGES/{DOMAIN}.po") if p.parts[-3] != PSEUDO)


def code_of(po: Path) -> str:
    """The language of the catalogue ``po`` (``locale/<code>/LC_MESSAGES/<domain>.po``)."""
    return po.parts[-3]


def in_progress(po: Path) -> bool:
    """Whether the language of the catalogue ``po`` is marked in progress (``locale/<code>/IN_PROGRESS``)."""
    return (po.parent.parent / IN_PROGRESS).exists()


def _strings(message: Message) -> tuple[str, ...]:
    """The translation of ``message``, each plural form ("" where none is written yet)."""
    text = message.string
    return tuple(s or "" for s in text) if isinstance(text, (tuple, list)) else (text or "",)


def translated(message: Message | None) -> bool:
    """Whether ``message`` has a translation, every plural form of it."""
    return message is not None and all(_strings(message))


def fields(text: str) -> set[str]:
    """The named placeholders of ``text`` (``{player}``)."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def progress(template: list[Message], catalog: Catalog) -> tuple[int, int]:
    """How many of the template's messages ``catalog`` translates, and how many there are."""
    return sum(1 for m in template if translated(catalog.get(m.id, m.context))), len(template)


def problems(template: list[Message], catalog: Catalog, *, complete: bool) -> list[str]:
    """What is wrong with ``catalog`` against the ``template``'s messages: a translation whose placeholders are not
    its message's (a plural form may leave out the count, where the language says "one" in words), an entry no
    message has, and, for a ``complete`` language, a message without a translation."""
    found: list[str] = []
    missing: list[str] = []
    for message in template:
        have = catalog.get(message.id, message.context)
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        if not translated(have):
            missing.append(ids[0])
        if have is None:
            continue
        want = set().union(*(fields(i) for i in ids))
        forms = _strings(have)
        for form in filter(None, forms):
            got = fields(form)
            # A plural form may leave out the count where the language says "one" in words (not a language's
            # only form, nor a message that is no plural).
            left_out = want - got <= {"count", "n"} and len(forms) > 1 and isinstance(message.id, tuple)
            if not (got == want or (got <= want and left_out)):
                found.append(f"placeholders {sorted(got)} instead of {sorted(want)}: {ids[0]!r}")
    used = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in template}
    unused = [m.id for m in catalog if m.id and (m.id if isinstance(m.id, str) else m.id[0], m.context) not in used]
    if unused:
        found.append(f"{len(unused)} entries no message has (run `update`), e.g. {unused[:3]}")
    if complete and missing:
        found.append(f"{len(missing)} messages without a translation, e.g. {missing[:3]} (a language being "
                     f"translated has a file {IN_PROGRESS} in its folder: `init` writes it)")
    return found


def read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=locale)


def update(locale: Path = LOCALE) -> None:
    template = read(template_of(locale))
    for po in languages(locale):
        catalog = read(po, locale=code_of(po))
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        po.write_text(_po_text(catalog), encoding="utf-8")
        missing = sum(1 for m in catalog if m.id and not translated(m))
        print(f"{shown(po)}: {len(catalog)} messages, {missing} without a translation")


_CODE = re.compile(r"[a-z]{2,3}")


class CatalogueError(Exception):
    """A command that cannot be done; the message says why and what to do."""


def init(code: str, locale: Path = LOCALE) -> Path:
    """Start the catalogue of the language ``code`` (two or three lower-case letters, e.g. ``fr``): every message
    of the template, none translated, and the file that marks the language in progress. Returns the new .po."""
    if not isinstance(code, str) or not _CODE.fullmatch(code):
        raise CatalogueError(f"A language code is two or three lower-case letters, such as fr or nds, not {code!r} "
                             "(a region, as in fr_CA, is not part of it).")
    if code in (SOURCE, PSEUDO):
        raise CatalogueError(f"{code!r} is the package's " + ("source language (the messages are written in it)."
                             if code == SOURCE else "pseudo-language (the tests build it from the template)."))
    try:
        language = Locale.parse(code)
    except (UnknownLocaleError, ValueError):
        raise CatalogueError(f"{code!r} is no language Babel knows: use the language's ISO 639 code, "
                             "such as fr, it, nl or pl.") from None
    po = locale / code / "LC_MESSAGES" / f"{DOMAIN}.po"
    if po.exists():
        raise CatalogueError(f"{shown(po)} exists already: translate it, or run `update` to bring it up to date.")
    template = template_of(locale)
    if not template.exists():
        raise CatalogueError(f"There is no template {shown(template)}: run `python scripts/catalogue.py extract`.")
    catalog = Catalog(locale=code, project="kamisado-widget", fuzzy=False, header_comment=(
        f"# {language.english_name} messages of kamisado-widget. The words of the game follow docs/glossary.md."))
    for message in read(template):
        if message.id:
            empty: str | tuple[str, ...] = ("",) * catalog.num_plurals if isinstance(message.id, tuple) else ""
            catalog.add(message.id, empty, message.locations, flags=message.flags,
                        auto_comments=message.auto_comments, context=message.context)
    po.parent.mkdir(parents=True, exist_ok=True)
    po.write_text(_po_text(catalog), encoding="utf-8")
    (po.parent.parent / IN_PROGRESS).write_text(
        f"The {language.english_name} catalogue ({code}) is being translated: the package offers it, showing the "
        "messages not translated yet in English, and the tests report how much is done instead of failing.\n"
        "Delete this file when every message is translated (then add the code to LANGUAGES in "
        "kamisado_widget/engine/catalogue.py); see docs/teaching.md, section 14.\n",
        encoding="utf-8",
    )
    print(f"{shown(po)}: {len(catalog)} messages to translate ({language.english_name}, in progress; "
          f"{catalog.num_plurals} plural forms)")
    return po


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
    catalog = read(po, locale=code_of(po))
    for part in sorted((po.parent / "parts").glob("*.po")):
        for message in read(part, locale=code_of(po)):
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
    # A message without a translation is left out (gettext then shows the English); Babel writes a plural form
    # still empty as the English form.
    with path.open("wb") as f:
        write_mo(f, catalog)


def compile_all(locale: Path = LOCALE) -> None:
    for po in languages(locale):
        _write_mo(po.with_suffix(".mo"), merged(po))
    template = template_of(locale)
    if template.exists():
        out = locale / PSEUDO / "LC_MESSAGES" / f"{DOMAIN}.mo"
        out.parent.mkdir(parents=True, exist_ok=True)
        _write_mo(out, pseudo_catalog(read(template)))


def stale(locale: Path = LOCALE) -> bool:
    """Whether a compiled catalogue is missing or older than its source."""
    sources = languages(locale) + [p for po in languages(locale) for p in (po.parent / "parts").glob("*.po")]
    template = template_of(locale)
    sources += [template] if template.exists() else []
    compiled = [po.with_suffix(".mo") for po in languages(locale)] + [locale / PSEUDO / "LC_MESSAGES" / f"{DOMAIN}.mo"]
    if not all(m.exists() for m in compiled):
        return True
    newest = max((p.stat().st_mtime for p in sources), default=0.0)
    return min(m.stat().st_mtime for m in compiled) < newest


def part(code: str, name: str, paths: list[str], locale: Path = LOCALE) -> None:
    """Write ``parts/<name>.po`` of language ``code``: every message of the files under ``paths`` (relative to
    the repository), with the translations it already had, so that a translator can fill in the empty ones."""
    wanted = [str((ROOT / p).resolve().relative_to(PACKAGE)) for p in paths]
    target = locale / code / "LC_MESSAGES" / "parts" / f"{name}.po"
    old = read(target, locale=code) if target.exists() else None
    main = read(locale / code / "LC_MESSAGES" / f"{DOMAIN}.po", locale=code)
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
    print(f"{shown(target)}: {len(out)} messages, {empty} without a translation")


def main(argv: list[str]) -> int:
    args = argv[1:]
    locale = LOCALE
    if args[:1] == ["--locale"]:
        if len(args) < 2:
            print("--locale needs a folder: --locale DIR COMMAND")
            return 2
        locale, args = Path(args[1]).resolve(), args[2:]
    command = args[0] if args else ""
    try:
        if command == "extract" and len(args) == 1:
            extract(locale)
        elif command == "init" and len(args) == 2:
            init(args[1], locale)
        elif command == "update" and len(args) == 1:
            update(locale)
        elif command == "compile" and len(args) == 1:
            compile_all(locale)
        elif command == "check" and len(args) == 1:
            return check(locale)
        elif command == "part" and len(args) > 3:
            part(args[1], args[2], args[3:], locale)
        else:
            print(__doc__)
            return 2
    except CatalogueError as err:
        print(err, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
