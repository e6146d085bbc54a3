"""The rules reference (rule_book.py): a title and a sentence for every rule ID, in English and in German."""

from __future__ import annotations

import re

import pytest

from kamisado_widget.engine import RULE_IDS, RuleBookError, rule_sentence, rule_title
from kamisado_widget.engine.catalogue import speaking
from kamisado_widget.engine.rule_book import RULES


def test_every_rule_id_has_a_title_and_a_sentence_and_nothing_else() -> None:
    assert list(RULES) == list(RULE_IDS)
    for rule in RULE_IDS:
        assert rule_title(rule) and rule_sentence(rule).endswith(".")
        assert rule_sentence(rule)[0].isupper() and len(rule_title(rule)) < len(rule_sentence(rule))


@pytest.mark.parametrize("rule", RULE_IDS)
def test_every_rule_is_in_german_too(rule: str) -> None:
    """Each rule's title and sentence come from the German catalogue: present, and not the English text."""
    english = (rule_title(rule), rule_sentence(rule))
    with speaking("de"):
        german = (rule_title(rule), rule_sentence(rule))
    assert all(german) and german[0] != english[0] and german[1] != english[1]


def test_the_texts_have_no_placeholders() -> None:
    for title, sentence in RULES.values():
        assert not re.search(r"[{}]", title + sentence)


def test_T2_reads_in_both_languages() -> None:
    assert "colour" in rule_sentence("T2")
    with speaking("de"):
        assert "Farbe" in rule_sentence("T2") and "Feld" in rule_sentence("T2")


def test_a_rule_id_is_read_ignoring_case_and_space() -> None:
    assert rule_title(" s11 ") == rule_title("S11")


@pytest.mark.parametrize("bad", ["X9", "T3", "", 2, None])
def test_an_unknown_rule_id_is_refused_naming_the_form(bad: object) -> None:
    with pytest.raises(RuleBookError, match=r"a letter and a number such as 'T2', one of B1 .* D2; not"):
        rule_sentence(bad)  # type: ignore[arg-type]
    with speaking("de"), pytest.raises(RuleBookError, match="Regel-ID"):
        rule_title(bad)  # type: ignore[arg-type]
