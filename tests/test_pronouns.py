"""One voice, one pronoun: a side named by its colour ("Gold", "Black", or the code's ``{p}`` for it) is
"it" in every sentence the package writes — "Gold opens the round and may move any of its towers" —
while a person ("the player who lost", "a learner") stays "their". Read from the explanations the
engine gives (the D rules' corpus) and from the package's own f-strings."""

from __future__ import annotations

import json
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[1]
SIDE_THEN_THEIR = re.compile(r"(\bGold\b|\bBlack\b|\{(?:p|who|player|me|opp|side)[\w.]*\})[^.;:!?\"]*\btheir\b")


def test_D_explanations_call_a_side_it():
    corpus = json.loads((ROOT / "tests" / "engine" / "explain_sentences.json").read_text(encoding="utf-8"))
    sentences = [entry["reason"] for entry in corpus if "reason" in entry]
    assert len(sentences) > 100
    bad = [s for s in sentences if SIDE_THEN_THEIR.search(s)]
    assert not bad, bad[:3]
    # English wording itself (issue 29: the small set): the pronoun rule is a rule of the English source text
    assert any("may move any of its towers" in s for s in sentences)


def test_the_packages_sentences_call_a_side_it():
    bad = []
    for path in sorted((ROOT / "kamisado_widget").rglob("*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"\bf[\"']", line) and SIDE_THEN_THEIR.search(line):
                bad.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not bad, "\n".join(bad)


def test_the_check_catches_a_side_called_their():
    # English wording itself (issue 29: the small set): three English sentences the check must read right
    assert SIDE_THEN_THEIR.search("Gold opens the round and may move any of their towers.")
    assert SIDE_THEN_THEIR.search('f"{opp.title} wins with their next move"')
    assert not SIDE_THEN_THEIR.search("The player who lost round 1 keeps their own colour.")
