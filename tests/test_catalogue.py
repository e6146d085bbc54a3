"""The message catalogue: one template that is what the code says; every language's catalogue with the English
placeholders and no unused entry, complete unless it is marked in progress (then its progress is reported); a
pseudo-language built from every message, and no sentence assembled from pieces anywhere in the package (issue 29,
issue 41)."""

from __future__ import annotations

import ast
import importlib.util
import itertools
import re
from pathlib import Path

import pytest
from helpers.catalogues import completeness, fields, unused, wrong_placeholders

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


CATALOGUES = TOOL.languages()
"""Every language's catalogue in the package (kamisado_widget/locale/<code>/LC_MESSAGES/kamisado_widget.po)."""


@pytest.fixture(scope="module")
def german():
    return TOOL.merged(TOOL.LOCALE / "de" / "LC_MESSAGES" / "kamisado_widget.po")


@pytest.fixture(scope="module", params=CATALOGUES, ids=[TOOL.code_of(po) for po in CATALOGUES])
def language(request):
    """(code, catalogue with its parts, whether it is marked in progress) of each language present."""
    po = request.param
    return TOOL.code_of(po), TOOL.merged(po), TOOL.in_progress(po)


def test_the_template_is_what_the_code_says():
    """scripts/catalogue.py extract was run after the last change of a message in the code."""
    assert TOOL.check() == 0, "run `python scripts/catalogue.py extract` (and `update`)"


def test_the_catalogue_is_large(template):
    """Every layer speaks through the catalogue: hundreds of messages, from each layer's modules."""
    assert len(template) > 400
    layers = {loc.split("/")[1] for m in template for loc, _ in m.locations}
    assert {"engine", "session", "protocol", "widget", "teaching"} <= layers


def test_there_is_a_german_catalogue_and_it_is_complete():
    assert TOOL.LOCALE / "de" / "LC_MESSAGES" / "kamisado_widget.po" in CATALOGUES
    assert not TOOL.in_progress(TOOL.LOCALE / "de" / "LC_MESSAGES" / "kamisado_widget.po")


def test_every_message_has_a_translation_in_each_complete_language(template, language):
    """A complete language fails on a message without its translation; a language in progress (its folder holds
    IN_PROGRESS) reports how far it is (`pytest -s` shows it) and passes."""
    code, catalog, in_progress = language
    report = completeness(code, template, catalog, in_progress=in_progress)
    if in_progress:
        print(f"\n{report}")


def test_the_complete_languages_are_the_ones_the_package_offers():
    """A language is in LANGUAGES when its catalogue is complete (no IN_PROGRESS beside it), and only then; one in
    progress is offered by set_language but not by the locale or the course."""
    complete = {TOOL.code_of(po) for po in CATALOGUES if not TOOL.in_progress(po)}
    in_progress = {TOOL.code_of(po) for po in CATALOGUES if TOOL.in_progress(po)}
    assert set(catalogue.LANGUAGES) == {catalogue.SOURCE_LANGUAGE} | complete
    assert set(catalogue.languages_in_progress()) == in_progress
    assert set(catalogue.LANGUAGE_NAMES) >= set(catalogue.LANGUAGES)


def test_placeholders_are_the_english_ones(template, language):
    code, catalog, _in_progress = language
    wrong = wrong_placeholders(template, catalog)
    assert not wrong, f"placeholders differ in {code!r}: {wrong[:5]}"


def test_no_entry_is_unused(template, language):
    code, catalog, _in_progress = language
    left = unused(template, catalog)
    assert not left, f"{len(left)} {code!r} entries no code uses, e.g. {left[:5]}"


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
            assert fields(text) == fields(source), source


def test_a_language_follows_the_locale_and_a_choice():
    assert catalogue.locale_language({"LANG": "de_DE.UTF-8"}) == "de"
    assert catalogue.locale_language({"LANGUAGE": "qx:de", "LANG": "qx_QX"}) == "de"
    assert catalogue.locale_language({"LANG": "qx_QX.UTF-8"}) == "en"
    assert catalogue.locale_language({}) == "en"
    catalogue.set_language("de")
    try:
        assert catalogue.language() == "de"
        with speaking("en"):
            assert catalogue.language() == "en"
        assert catalogue.language() == "de"
    finally:
        catalogue.set_language(None)


@pytest.mark.parametrize("bad", ["qx-unsupported", "", "deutsch", 3, None, ["de"]])
def test_a_language_the_package_does_not_have_is_refused_naming_the_choices(bad):
    with pytest.raises(catalogue.LanguageError, match="'en', 'de'"):
        catalogue.parse_language(bad)


@pytest.mark.parametrize("bad", ["qx-unsupported", "xx"])
def test_set_language_refuses_a_language_without_a_catalogue_and_changes_nothing(bad):
    catalogue.set_language("de")
    try:
        with pytest.raises(catalogue.LanguageError, match=rf"'en', 'de'.*{bad!r}"):
            catalogue.set_language(bad)
        assert catalogue.language() == "de"
    finally:
        catalogue.set_language(None)
    assert catalogue.language() == "en"


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
