"""The message catalogue: one template that is what the code says, a complete German catalogue with the same
placeholders, no unused entry, a pseudo-language built from every message, and no sentence assembled from pieces
anywhere in the package (issue 29)."""

from __future__ import annotations

import ast
import importlib.util
import itertools
import re
import string
from pathlib import Path

import pytest

from kamisado_widget.engine import catalogue
from kamisado_widget.engine.catalogue import _, ngettext, speaking

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "kamisado_widget"


def _tool():
    spec = importlib.util.spec_from_file_location("catalogue_tool", ROOT / "scripts" / "catalogue.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


TOOL = _tool()


@pytest.fixture(scope="module")
def template():
    return [m for m in TOOL.read(TOOL.TEMPLATE) if m.id]


@pytest.fixture(scope="module")
def german():
    return TOOL.merged(TOOL.LOCALE / "de" / "LC_MESSAGES" / "kamisado_widget.po")


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def _key(message) -> tuple[str, str | None]:
    return (message.id if isinstance(message.id, str) else message.id[0], message.context)


def test_the_template_is_what_the_code_says():
    """scripts/catalogue.py extract was run after the last change of a message in the code."""
    assert TOOL.check() == 0, "run `python scripts/catalogue.py extract` (and `update`)"


def test_the_catalogue_is_large(template):
    """Every layer speaks through the catalogue: hundreds of messages, from each layer's modules."""
    assert len(template) > 400
    layers = {loc.split("/")[1] for m in template for loc, _ in m.locations}
    assert {"engine", "session", "protocol", "widget", "teaching"} <= layers


def test_every_message_has_a_german_translation(template, german):
    missing = []
    for message in template:
        found = german.get(message.id, message.context)
        strings = found.string if found is not None and isinstance(found.string, tuple) else (found.string if found else "",)
        if found is None or not all(strings):
            missing.append(_key(message)[0])
    assert not missing, f"{len(missing)} messages without German, e.g. {missing[:5]}"


def test_german_placeholders_are_the_english_ones(template, german):
    wrong = []
    for message in template:
        found = german.get(message.id, message.context)
        if found is None or not found.string:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        want = set().union(*(_fields(i) for i in ids))
        forms = found.string if isinstance(found.string, tuple) else (found.string,)
        for form in forms:
            have = _fields(form)
            # A plural form may leave out the count where the language says "one" in words; nothing else.
            if not (have <= want and want - have <= {"count", "n"}) or (len(forms) == 1 and have != want):
                wrong.append((ids[0], form))
    assert not wrong, f"placeholders differ: {wrong[:5]}"


def test_no_german_entry_is_unused(template, german):
    used = {_key(m) for m in template}
    unused = [m.id for m in german if m.id and _key(m) not in used]
    assert not unused, f"{len(unused)} German entries no code uses, e.g. {unused[:5]}"


def test_german_keeps_to_the_glossary(german):
    """docs/glossary.md: a tower's rank is a Stufe, a push a Stoß, Pink is Rosa, Purple Violett, and the
    Challenger and Defender are Herausforderer and Verteidiger."""
    forbidden = re.compile(r"\b(Rang|Ränge|Deadlock|Challenger|Defender|Lila|Pink|Purpur|Schub)\b")
    found = []
    for m in german:
        forms = m.string if isinstance(m.string, tuple) else (m.string,)
        found += [f for f in forms if f and forbidden.search(f)]
    assert not found, found[:5]


def test_the_pseudo_language_wraps_every_message_and_makes_it_longer(template):
    catalogue.forget_compiled()
    with speaking("qps"):
        for message in template:
            if message.context:
                continue
            if isinstance(message.id, tuple):
                text = ngettext(message.id[0], message.id[1], 2)
                source = message.id[1]
            else:
                text = _(message.id)
                source = message.id
            assert text.startswith("⟦") and text.endswith("⟧"), source
            assert len(text) >= 1.4 * len(source), source
            assert _fields(text) == _fields(source), source


def test_a_language_follows_the_locale_and_a_choice():
    assert catalogue.locale_language({"LANG": "de_DE.UTF-8"}) == "de"
    assert catalogue.locale_language({"LANGUAGE": "fr:de", "LANG": "fr_FR"}) == "de"
    assert catalogue.locale_language({"LANG": "fr_FR.UTF-8"}) == "en"
    assert catalogue.locale_language({}) == "en"
    catalogue.set_language("de")
    try:
        assert catalogue.language() == "de"
        with speaking("en"):
            assert catalogue.language() == "en"
        assert catalogue.language() == "de"
    finally:
        catalogue.set_language(None)


@pytest.mark.parametrize("bad", ["fr", "", "deutsch", 3, None, ["de"]])
def test_a_language_the_package_does_not_have_is_refused_naming_the_choices(bad):
    with pytest.raises(catalogue.LanguageError, match="'en', 'de'"):
        catalogue.parse_language(bad)


# --- No sentence assembled in code -------------------------------------------------------------------------------

def _package_files() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if "static" not in p.parts)


def _assembly(tree: ast.AST) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name in {"article", "plural", "pluralise", "pluralize", "possessive"}:
            found.append((node.lineno, f"a helper {node.name}()"))
        if isinstance(node, ast.IfExp):
            values = {getattr(n, "value", None) for n in (node.body, node.orelse) if isinstance(n, ast.Constant)}
            if values & {"s", "es"} and values <= {"s", "es", ""}:
                found.append((node.lineno, "a plural chosen in code"))
            if values == {"a", "an"}:
                found.append((node.lineno, "an article chosen in code"))
        if isinstance(node, ast.JoinedStr):
            parts = node.values
            for before, after in itertools.pairwise(parts):
                if (isinstance(before, ast.FormattedValue) and isinstance(after, ast.Constant)
                        and isinstance(after.value, str) and re.match(r"['’]s\b", after.value)):
                    found.append((node.lineno, "a possessive built in code"))
    return found


def test_no_sentence_is_assembled_from_pieces():
    """No a/an, no possessive "'s" and no plural ending is chosen in the package's code."""
    found = [f"{p.relative_to(ROOT)}:{line}: {what}" for p in _package_files()
             for line, what in _assembly(ast.parse(p.read_text(encoding="utf-8")))]
    assert not found, "\n".join(found)


def test_the_assembly_check_finds_each_kind():
    code = (
        "def article(w): return 'a'\n"
        "x = 's' if n > 1 else ''\n"
        "y = 'an' if v else 'a'\n"
        "z = f\"{player}'s tower\"\n"
    )
    kinds = {what for _, what in _assembly(ast.parse(code))}
    assert kinds == {"a helper article()", "a plural chosen in code", "an article chosen in code",
                     "a possessive built in code"}


_TRANSLATED = {"_", "N_", "ngettext", "pgettext"}
_SENTENCE = re.compile(r"^[A-Z][a-z']*( [\w'’,;:()\-–{}]+){2,}[.!?…]$")


def _untranslated_sentences(tree: ast.AST) -> list[tuple[int, str]]:
    """String literals that read as a sentence (a capital, three words or more, an end mark) and are neither
    inside a catalogue call nor a docstring."""
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _TRANSLATED:
            inside.update(id(n) for n in ast.walk(node))
        # Docstrings, and the strings written under a name or an attribute to document it, are read by
        # developers, never shown.
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            inside.add(id(node.value))
        if isinstance(node, ast.keyword) and node.arg == "help":  # a trait's help, read by developers
            inside.update(id(n) for n in ast.walk(node.value))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in inside:
            text = " ".join(node.value.split())
            if _SENTENCE.match(text):
                found.append((node.lineno, text))
        if isinstance(node, ast.JoinedStr) and id(node) not in inside:
            text = "".join(v.value if isinstance(v, ast.Constant) else "{x}" for v in node.values)
            if _SENTENCE.match(" ".join(text.split())):
                found.append((node.lineno, text))
    return found


def test_every_sentence_in_the_package_comes_from_the_catalogue():
    found = [f"{p.relative_to(ROOT)}:{line}: {text[:80]}" for p in _package_files()
             for line, text in _untranslated_sentences(ast.parse(p.read_text(encoding="utf-8")))]
    assert not found, f"{len(found)} sentences outside the catalogue:\n" + "\n".join(found[:40])


def test_a_catalogue_compiles_to_the_same_bytes_every_time(tmp_path):
    """A compiled catalogue's header carries no moment of compiling, so the offline site's build, which hashes the
    package, sees no change after a package build that compiled the catalogues again: catalogues made at two other
    moments (their dates set apart by years) compile to the same bytes."""
    import datetime

    made = []
    for year in (2001, 2031):
        when = datetime.datetime(year, 6, 1, tzinfo=datetime.timezone.utc)
        catalogs = [TOOL.merged(po) for po in TOOL.languages()] + [TOOL.pseudo_catalog(TOOL.read(TOOL.TEMPLATE))]
        for n, catalog in enumerate(catalogs):
            catalog.creation_date = catalog.revision_date = when
            out = tmp_path / f"{year}-{n}.mo"
            TOOL._write_mo(out, catalog)
            made.append(out.read_bytes())
    half = len(made) // 2
    assert made[:half] == made[half:] and all(made)
