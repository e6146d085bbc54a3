"""What a lesson page may say, and from which lesson on (issue 39): no rule's word or rule ID before the lesson that
teaches it, no word of the machinery (widget, notebook, engine, a file of the project), in English and German.

:func:`problems` reads a lesson page's text (what a learner reads on it: its HTML, the course's links and the board
pictures' labels left out) and names each word that has no place there. The tests apply it to every lesson page of
both courses, as still pictures (tests/teaching/test_lesson_words.py) and as the live page in the offline site
(tests/browser/test_offline_course.py), and to a planted example of each kind, which it must find.
"""

from __future__ import annotations

import html
import re

COURSE = ["00_welcome", "01_which_tower", "02_moving", "03_sumo", "04_scoring_and_matches", "04b_refilling",
          "05_match", "06_sandbox", "07_play_the_computer", "08_puzzles", "09_the_solved_opening", "10_practice"]  # fmt: skip

# A rule's word, by the first lesson that may use it (the lesson that teaches it).
RULE_WORDS: dict[str, dict[str, str]] = {
    "en": {
        r"\bSumos?\b": "03_sumo",
        r"\bpush(?:es|ed|ing)?\b": "03_sumo",
        r"\bpromot(?:e|es|ed|ion)\b": "03_sumo",  # (03 says where a Sumo comes from: a promoted tower)
        r"\bDefenders?\b": "04_scoring_and_matches",
        r"\bLong match\b": "04_scoring_and_matches",
        r"\bMarathon\b": "04_scoring_and_matches",
        r"\brefill(?:s|ed|ing)?\b": "04b_refilling",
    },
    "de": {
        r"\bSumos?\b": "03_sumo",
        r"\bSto(?:ß|ss)(?:es|e)?\b|\bst(?:ö|o)(?:ß|ss)t\b|\bsto(?:ß|ss)en\b": "03_sumo",
        r"\bAufstieg\b|\baufsteig\w*": "03_sumo",
        r"\bVerteidiger\w*": "04_scoring_and_matches",
        r"\blange Partie\b": "04_scoring_and_matches",
        r"\bMarathon\w*": "04_scoring_and_matches",
        r"\bAuff(?:ü|u)ll\w*|\bauff(?:ü|u)ll\w*|\baufgef(?:ü|u)llt\b": "04b_refilling",
    },
}

# Words of the machinery, not of the game: never on a lesson page.
DEVELOPER_WORDS: dict[str, str] = {
    "en": r"\b(?:widgets?|notebooks?|engine|Python|package|plies|ply|nodes?|budget)\b|\b[\w/]+\.(?:py|md)\b",
    "de": r"\b(?:Widgets?|Notebooks?|Engine|Python|Paket\w*|Halbz(?:ü|u)g\w*|Knoten|Budget)\b|\b[\w/]+\.(?:py|md)\b",
}

RULE_ID = re.compile(r"\b[TMSPRFBD]\d{1,2}\b")


def readable_text(page_html: str) -> str:
    """The text a learner reads on a page given as HTML, less the course's own links and lists of what it holds (a
    lesson's title in a list of lessons, a Next link, the course map's lessons and exercises) and the board pictures'
    square labels."""
    page = re.sub(r"<svg\b.*?</svg>", " ", page_html, flags=re.DOTALL)
    page = re.sub(r'<div class="kw-course-map"[^>]*>.*?</div>', " ", page, flags=re.DOTALL)
    page = re.sub(r"<li>(?:(?!</li>).)*?<a\b.*?</li>", " ", page, flags=re.DOTALL)  # the welcome page's list of lessons
    page = re.sub(r"<a\b.*?</a>", " ", page, flags=re.DOTALL)
    page = re.sub(r"<(script|style)\b.*?</\1>", " ", page, flags=re.DOTALL)
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


def ids_taught(lesson: str, markdown_of) -> set[str]:
    """The rule IDs the course has named in its text by the end of ``lesson`` (``markdown_of(name)``: a lesson's
    Markdown); the welcome page's overview teaches none."""
    taught: set[str] = set()
    for name in COURSE[1 : COURSE.index(lesson) + 1]:
        for first, last in re.findall(r"\b([TMSPRFBD]\d{1,2})\s*(?:–|-|to|bis)\s*([TMSPRFBD]\d{1,2})\b", markdown_of(name)):
            if first[0] == last[0]:
                taught |= {f"{first[0]}{n}" for n in range(int(first[1:]), int(last[1:]) + 1)}
        taught |= set(RULE_ID.findall(markdown_of(name)))
    return taught


def problems(text: str, lesson: str, language: str, taught: set[str]) -> list[str]:
    """Each word of ``text`` (a page of ``lesson`` in ``language``) that has no place there: a rule's word before its
    lesson, a rule ID the course has not named by then (``taught``), a word of the machinery."""
    found = []
    here = COURSE.index(lesson)
    for pattern, first in RULE_WORDS[language].items():
        if here < COURSE.index(first):
            found += [f"{m.group(0)!r} before {first}" for m in re.finditer(pattern, text)]
    found += [f"rule ID {m.group(0)} not taught by {lesson}" for m in RULE_ID.finditer(text) if m.group(0) not in taught]
    found += [f"machinery word {m.group(0)!r}" for m in re.finditer(DEVELOPER_WORDS[language], text)]
    return sorted(set(found))
