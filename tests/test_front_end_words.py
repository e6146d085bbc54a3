"""One voice: Python writes every word the page shows; the front end (js/) writes none of its own.

The checks read each JS file's string and template literals with a small tokenizer (comments, strings,
templates and their ``${...}`` parts told apart): a rule ID, or any text a user could read (letters and a
space, or a capitalised word), in a literal fails; comments may say anything. A short allow-list names the
literals that are not text (CSS classes, event names, keys, attribute names, SVG paths). The page's words
come from kamisado_widget/protocol/page_words.py by key: every key the JS says exists there, and every key
there is said by the JS."""

from __future__ import annotations

import json
import pathlib
import re

import pytest

from kamisado_widget.engine.catalogue import speaking
from kamisado_widget.protocol.page_words import COUNTED, WORDS, page_words

JS = pathlib.Path(__file__).resolve().parents[1] / "js"
RULE_ID = re.compile(r"\b[BTMSPRFD][1-9][0-9]?\b")


def literals(source: str) -> list[tuple[int, str]]:
    """The text of every string and template literal in ``source`` (template parts outside ``${}``), with
    its line. Comments are skipped; code inside ``${...}`` is read as code (its own literals count)."""
    out: list[tuple[int, str]] = []
    i, n = 0, len(source)
    depth: list[int] = []  # for each open ${ ... }: the brace depth inside it
    while i < n:
        ch = source[i]
        if source.startswith("//", i):
            i = source.find("\n", i)
            i = n if i < 0 else i
        elif source.startswith("/*", i):
            end = source.find("*/", i + 2)
            i = n if end < 0 else end + 2
        elif ch in "'\"":
            j = i + 1
            while j < n and source[j] != ch:
                j += 2 if source[j] == "\\" else 1
            out.append((source.count("\n", 0, i) + 1, source[i + 1 : j]))
            i = j + 1
        elif ch == "`" or (ch == "}" and depth and depth[-1] == 0):
            if ch == "}":
                depth.pop()
            j, start = i + 1, i + 1
            while j < n and source[j] != "`" and not source.startswith("${", j):
                j += 2 if source[j] == "\\" else 1
            out.append((source.count("\n", 0, i) + 1, source[start:j]))
            if source.startswith("${", j):
                depth.append(0)
                i = j + 2
            else:
                i = j + 1
        else:
            if depth and ch == "{":
                depth[-1] += 1
            elif depth and ch == "}":
                depth[-1] -= 1
            i += 1
    return out


def rule_ids_in_literals(source: str) -> list[str]:
    return [f"line {line}: {text!r}" for line, text in literals(source) if RULE_ID.search(text)]


def test_the_tokenizer_tells_comments_strings_and_templates_apart():
    source = (
        '// a comment naming T2\n'
        'const a = "double \\" quote";\n'
        "const b = 'single';\n"
        "/* block naming M6 */ const c = `x ${f(`inner ${y}`, \"in\")} z`;\n"
    )
    assert [text for _, text in literals(source)] == ['double \\" quote', "single", "x ", "inner ", "", "in", " z"]
    assert rule_ids_in_literals(source) == []


@pytest.mark.parametrize(
    "planted",
    ['setText(head, "Pass (M6)");', "const s = `${name} wins the match (R4).`;", "label('Free choice (T1)')",
     "x = `a ${b ? \"Deadlock (M8)\" : c}`;"],
)
def test_a_planted_rule_sentence_is_caught(planted):
    assert rule_ids_in_literals(f"// fine: T2\n{planted}\n") != []


def test_svg_paths_and_plain_words_are_not_rule_ids():
    assert rule_ids_in_literals('path("M0,0 L10,5 L0,10 z"); s = "Pass"; t = `F${n}`;') == []


@pytest.mark.parametrize("path", sorted(JS.glob("*.js")), ids=lambda p: p.name)
def test_the_page_writes_no_rule_sentence_of_its_own(path):
    assert rule_ids_in_literals(path.read_text(encoding="utf-8")) == []


# ---------------------------------------------------------------- no text of the page's own
TEXT = re.compile(r"(?=.*[A-Za-z]{2})(?=.*\s)|\b[A-Z][a-z]+", re.DOTALL)
"""What a user could read: letters and a space (" ring", "must move"), or a capitalised word ("Copy")."""
CSS_CLASSES = re.compile(r"^\s*(?:kw-[\w-]*\s*)*$")
"""A literal of CSS class names only (all the page's own classes start with ``kw-``)."""
NOT_TEXT = frozenset({
    # keys of KeyboardEvent.key
    "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "Enter", "Escape",
    # the arrowheads' path, and the SVG namespace
    "M0,0 L10,5 L0,10 z", "http://www.w3.org/2000/svg",
    # CSS: a media query, and a transform's parts between its numbers
    "(prefers-reduced-motion: reduce)", "px, ",
})
"""Literals that look like words but are not shown: keys, an SVG path, names of the DOM."""


def shown_text(source: str) -> list[str]:
    """The literals in ``source`` a user could read (not CSS classes, not in :data:`NOT_TEXT`)."""
    return [
        f"line {line}: {text!r}" for line, text in literals(source)
        if TEXT.search(text) and text not in NOT_TEXT and not CSS_CLASSES.match(text)
    ]


@pytest.mark.parametrize(
    "planted",
    ['make("button", "kw-button", {}, "Copy");', 'setText(x, "picked up");', "const s = `${n} ring${n > 1 ? 's' : ''}`;",
     "title: `Round ${n}`", "label('Nobody')", 'x = n === 1 ? "" : "Hint";'],
)
def test_a_planted_user_facing_literal_is_caught(planted):
    assert shown_text(f"// fine: Copy the board\n{planted}\n") != []


@pytest.mark.parametrize(
    "allowed",
    ['make("div", "kw-button kw-button--primary");', 'if (event.key === "ArrowUp") f();', "cls = `kw-swatch kw-swatch--${p}`;",
     'node.setAttribute("aria-label", label);', 'say(words, "chip_on", { tower });', 'on("change:view", f);',
     'svg("path", { d: "M0,0 L10,5 L0,10 z" });', 'setText(r, `×${times}`);', 'x = "|◀";'],
)
def test_non_text_literals_pass(allowed):
    assert shown_text(allowed) == []


@pytest.mark.parametrize("path", sorted(JS.glob("*.js")), ids=lambda p: p.name)
def test_the_page_writes_no_text_of_its_own(path):
    assert shown_text(path.read_text(encoding="utf-8")) == []


# ---------------------------------------------------------------- every key said, every key there
SAID = re.compile(r"\b(?:say\(\s*[\w.?]+\s*,|\bt\()\s*([\"'`])((?:(?!\1).)*)\1")
"""A word the JS says: ``say(words, "key", ...)`` or ``t("key", ...)`` (``t`` is a board's ``speaker``); a
template key (``t(`rings.${rank}`)``) names the words that start with its text before ``${``."""


def said_keys() -> dict[str, list[str]]:
    """Each key (or key prefix, ending in ``*``) the JS says, with the files that say it."""
    out: dict[str, list[str]] = {}
    for path in sorted(JS.glob("*.js")):
        for match in SAID.finditer(path.read_text(encoding="utf-8")):
            quote, key = match.groups()
            if quote == "`" and "${" in key:
                key = key.split("${", 1)[0] + "*"
            out.setdefault(key, []).append(path.name)
    return out


def sent_keys() -> set[str]:
    with speaking("en"):
        return set(page_words())


def covers(said: str, key: str) -> bool:
    return key.startswith(said[:-1]) if said.endswith("*") else key == said


def test_the_js_says_its_words_through_say():
    said = said_keys()
    assert len(said) > 60, sorted(said)  # the pattern finds the page's words (not an empty list passing)
    assert "rings.*" in said and "copy" in said


def test_every_word_the_js_says_is_one_python_sends():
    sent = sent_keys()
    unknown = {key: files for key, files in said_keys().items() if not any(covers(key, k) for k in sent)}
    assert not unknown, f"the JS says words page_words.py does not have: {unknown}"


def test_every_word_python_sends_is_said_by_the_js():
    said = said_keys()
    unused = sorted(key for key in sent_keys() if not any(covers(s, key) for s in said))
    assert not unused, f"page_words.py has words no JS file says: {unused}"


def test_a_word_with_a_count_is_sent_once_per_count_in_both_languages():
    for code in ("en", "de"):
        with speaking(code):
            words = page_words()
        for key, (_message, counts) in COUNTED.items():
            assert {k for k in words if k.startswith(key + ".")} == {f"{key}.{n}" for n in counts}, (code, key)
            assert all("{count}" not in words[f"{key}.{n}"] for n in counts)
    assert set(WORDS) < set(words)


def test_the_js_tests_read_the_english_words_python_sends():
    """js/tests/words.json is ``python -m kamisado_widget.protocol.page_words``: write it again when a word changes."""
    copy = json.loads((JS / "tests" / "words.json").read_text(encoding="utf-8"))
    with speaking("en"):
        assert copy == page_words()


def test_P2_R1_the_counted_words_cover_every_score_and_every_rounds_points():
    """P2: a round brings 1, 2, 4 or 8 points (a tower of rank 0-3); R1: a match ends once a player reaches its
    target, so a score can be at most the target minus one plus 8. The page finds a word for each."""
    from kamisado_widget.engine.core import points_for
    from kamisado_widget.engine.match import TARGETS

    words = sent_keys()
    for rank in range(4):
        assert f"round_won_points.{points_for(rank)}" in words and f"round_won_any_points.{points_for(rank)}" in words
    for target in TARGETS:
        assert f"match_info.{target}" in words
        assert all(f"score.{score}" in words for score in range(target + points_for(3)))
    assert all(f"rings.{rank}" in words for rank in range(1, 5))  # P1: up to a Quadruple Sumo
