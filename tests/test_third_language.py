"""A third language from the docs alone (issue 41, item 5): the steps of docs/teaching.md §14, followed in a copy of
the package's catalogues, make a French catalogue in progress that `check` reports and ``set_language("fr")``
speaks (French where translated, English elsewhere); bad codes and missing catalogues are refused, saying why."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from helpers.catalogues import completeness, wrong_placeholders
from helpers.rules import sq
from helpers.third_language import (
    FRENCH,
    LOCALE,
    PO,
    catalogue_command,
    copy_locale,
    make_french_catalogue,
    reading_catalogues,
)

from kamisado_widget.engine import Position, explain
from kamisado_widget.engine.catalogue import LanguageError, _, language, ngettext, pgettext, set_language

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def french(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The copy's locale folder after §14's steps: init fr, ten messages translated, compile; no French catalogue
    made in the package."""
    had = sorted((LOCALE / "fr").rglob("*"))
    made = make_french_catalogue(tmp_path_factory.mktemp("third_language"))
    assert sorted((LOCALE / "fr").rglob("*")) == had, "the steps ran in a copy, not in the package's locale folder"
    return made


def template_size(locale: Path) -> int:
    with (locale / "kamisado_widget.pot").open("rb") as f:
        return sum(1 for m in read_po(f) if m.id)


def test_the_steps_make_a_french_catalogue_in_progress(french: Path) -> None:
    assert (french / PO).is_file() and (french / PO).with_suffix(".mo").is_file()
    assert (french / "fr" / "IN_PROGRESS").is_file()
    with (french / PO).open("rb") as f:
        catalog = read_po(f)
    assert catalog.locale is not None and str(catalog.locale) == "fr" and catalog.num_plurals == 3
    done = [m for m in catalog if m.id and all(m.string if isinstance(m.string, tuple) else (m.string,))]
    assert len(done) == len(FRENCH) == 10


def test_check_passes_and_reports_french_as_in_progress(french: Path) -> None:
    done = catalogue_command("--locale", french, "check")
    assert done.returncode == 0, done.stdout + done.stderr
    total = template_size(french)
    assert f"fr: 10 of {total} translated (in progress)" in done.stdout.splitlines()
    assert f"de: {total} of {total} translated (complete)" in done.stdout.splitlines()


def test_the_tests_report_french_in_progress_and_would_fail_it_complete(french: Path) -> None:
    """What tests/test_catalogue.py requires of each catalogue, on the French one: a report while it is in progress,
    a failure once it is marked complete with a message untranslated, and a wrong placeholder found either way."""
    def read(path: Path):
        with path.open("rb") as f:
            return read_po(f)
    template = [m for m in read(french / "kamisado_widget.pot") if m.id]
    catalog = read(french / PO)
    assert completeness("fr", template, catalog, in_progress=True) == f"fr: 10 of {len(template)} translated (in progress)"
    with pytest.raises(AssertionError, match=f"{len(template) - 10} messages without a translation in 'fr'"):
        completeness("fr", template, catalog, in_progress=False)
    assert wrong_placeholders(template, catalog) == []
    catalog.get("{tower} on {start} moves to {end}.").string = "{tour} sur {start} va en {end}."
    assert wrong_placeholders(template, catalog) == [("{tower} on {start} moves to {end}.",
                                                      "{tour} sur {start} va en {end}.")]


def test_the_docs_name_the_extra_and_the_commands() -> None:
    """docs/teaching.md §14 names the extra that installs Babel (pyproject.toml's `translate`) and each command."""
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'^translate = \["babel>=[\d.]+"\]', pyproject, re.MULTILINE)
    docs = (ROOT / "docs" / "teaching.md").read_text(encoding="utf-8")
    section = docs[docs.index("## 14. Another language"):]
    section = section[:section.index("\n## ", 1)] if "\n## " in section[1:] else section
    for said in ("ensure_venv translate", '".[translate]"', "scripts/catalogue.py init fr", "scripts/catalogue.py compile",
                 "scripts/catalogue.py check", 'set_language("fr")', "IN_PROGRESS",
                 "pytest tests/test_catalogue.py tests/test_third_language.py"):
        assert said in section, said


def test_set_language_fr_speaks_french_for_the_ten_and_english_for_the_rest(french: Path) -> None:
    with reading_catalogues(french):
        set_language("fr")
        assert language() == "fr"
        assert (_("Right!"), pgettext("button", "Hint"), pgettext("button", "Show me")) == ("Bravo !", "Indice",
                                                                                           "Montre-moi")
        assert [ngettext("{count} move", "{count} moves", n) for n in (1, 2)] == ["{count} coup", "{count} coups"]
        said = explain(Position.initial(), sq("d1"), sq("d5")).reason
        assert said.endswith(" sur d1 va en d5.") and said.startswith("Noir"), said
        # The rest: English, a plural message's forms too.
        assert pgettext("button", "Next") == "Next"
        assert _("Solved already: press Reset to try again.") == "Solved already: press Reset to try again."
        assert ngettext("A line that wins in {count} move of its own: {line}",
                        "A line that wins in {count} moves of its own: {line}", 3) == (
            "A line that wins in {count} moves of its own: {line}")
        with pytest.raises(LanguageError, match=re.escape("La langue est l’une de 'en', 'de', 'fr', pas 'qx-")):
            set_language("qx-unsupported")
        assert language() == "fr"
        set_language(None)
        assert language() == "en" and _("Right!") == "Right!"


def test_a_language_without_a_catalogue_is_refused_naming_the_languages_available(tmp_path: Path) -> None:
    """In a copy of the package's catalogues without French (so that a French one added to the package one day
    changes nothing here), "fr" has none: refused, as an unknown code is, and the language chosen before stays."""
    locale = copy_locale(tmp_path, compiled=True)
    with reading_catalogues(locale):
        set_language("de")
        for code in ("fr", "xx"):
            with pytest.raises(LanguageError, match=rf"'en', 'de'.*'{code}'"):
                set_language(code)
            assert language() == "de"


def test_a_catalogue_in_progress_not_compiled_is_refused_saying_what_to_run(tmp_path: Path) -> None:
    locale = copy_locale(tmp_path, compiled=True)
    assert catalogue_command("--locale", locale, "init", "fr").returncode == 0
    with reading_catalogues(locale):
        with pytest.raises(LanguageError, match="'fr' catalogue is not compiled: run `python scripts/catalogue.py"):
            set_language("fr")
        assert language() == "en"


@pytest.mark.parametrize("code, says", [
    ("FR", "two or three lower-case letters"),
    ("fr_CA", "two or three lower-case letters"),
    ("français", "two or three lower-case letters"),
    ("en", "source language"),
    ("qps", "pseudo-language"),
    ("xx", "no language Babel knows"),
    ("de", "exists already"),
])
def test_init_refuses_a_bad_code_and_writes_nothing(tmp_path: Path, code: str, says: str) -> None:
    locale = copy_locale(tmp_path)
    before = sorted((p, p.stat().st_mtime_ns) for p in locale.rglob("*"))
    done = catalogue_command("--locale", locale, "init", code)
    assert done.returncode == 1 and says in done.stderr, done.stderr
    assert sorted((p, p.stat().st_mtime_ns) for p in locale.rglob("*")) == before


def test_check_fails_on_a_wrong_placeholder_and_on_a_complete_language_left_incomplete(tmp_path: Path) -> None:
    locale = make_french_catalogue(tmp_path)
    po = locale / PO
    good = po.read_text(encoding="utf-8")
    po.write_text(good.replace('"{tower} sur {start} va en {end}."', '"{tour} sur {start} va en {end}."'),
                  encoding="utf-8")
    done = catalogue_command("--locale", locale, "check")
    assert done.returncode == 1 and "placeholders ['end', 'start', 'tour'] instead of ['end', 'start', 'tower']" in (
        done.stdout), done.stdout
    po.write_text(good, encoding="utf-8")
    (locale / "fr" / "IN_PROGRESS").unlink()  # marked complete with 10 messages translated
    done = catalogue_command("--locale", locale, "check")
    assert done.returncode == 1 and f"{template_size(locale) - 10} messages without a translation" in done.stdout
