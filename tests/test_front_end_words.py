"""One voice: Python writes every sentence that cites a rule; the front end (js/) names rule IDs only in
its comments. The check reads each JS file's string and template literals with a small tokenizer
(comments, strings, templates and their ``${...}`` parts told apart), so a rule ID in a comment passes
and one in any literal the page could show fails."""

from __future__ import annotations

import pathlib
import re

import pytest

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
