"""The board's one feedback line: sentences put together into one well-formed message.

Every message the board shows passes through :func:`compose`: the engine's sentence, the
session's and the exercise teacher's words become one text in which every sentence starts with
a capital and ends with one full stop (or ! or ?), and each rule ID appears at most once —
counting the rule badge shown beside the text. :func:`problems` lists what is wrong with a
message's form; the tests run it over every message kind.
"""

from __future__ import annotations

import re

RULE_ID = r"[A-Z]\d{1,2}"
_PREFIX = re.compile(rf"^({RULE_ID}): ")
_GROUP = re.compile(rf" ?\(({RULE_ID}(?:[-–]{RULE_ID})?(?:, {RULE_ID}(?:[-–]{RULE_ID})?)*)\)")
_ENDS = (".", "!", "?", "…")


_CITED = re.compile(r"\s*\([A-Z][0-9]+(?:[-–, ]+[A-Z]?[0-9]+)*\)$")


def ended(text: str) -> bool:
    """Whether ``text`` ends a sentence: with . ! ? … or with one of them inside a closing bracket, or with a
    rule cited after an ended sentence ("Shoved! (S2)")."""
    text = text.rstrip()
    if text.endswith(_ENDS) or (text.endswith(")") and text[:-1].endswith(_ENDS)):
        return True
    cited = _CITED.search(text)
    return cited is not None and text[: cited.start()].rstrip().endswith(_ENDS)


def sentence(text: str) -> str:
    """``text`` as a sentence: trimmed, single spaces, a capital first and one full stop at the end."""
    text = " ".join(text.split())
    if not text:
        return ""
    text = text[0].upper() + text[1:]
    while text.endswith("..") and not text.endswith("..."):
        text = text[:-1]
    return text if ended(text) else text + "."


def _drop_repeated_rules(text: str, seen: set[str]) -> str:
    """Remove rule IDs already cited (or shown as the badge) from the "(M5, S11)" groups of ``text``."""

    def keep(match: re.Match[str]) -> str:
        ids = [i for i in match.group(1).split(", ") if i not in seen]
        seen.update(ids)
        return f" ({', '.join(ids)})" if ids else ""

    return _GROUP.sub(keep, text)


def compose(rule: str | None, *parts: str) -> str:
    """One message from ``parts`` (sentences or fragments), with ``rule`` shown as its badge.

    A leading "T2: " (the engine's ``str(verdict)``) is dropped when it is the badge's rule,
    every part becomes a sentence, and a rule ID cited twice (or once besides the badge) is kept
    only where it first appears. Composing a composed message changes nothing.
    """
    seen = {rule} if rule else set()
    out: list[str] = []
    for part in parts:
        part = " ".join(str(part).split())
        prefix = _PREFIX.match(part)
        if prefix and prefix.group(1) == rule:
            part = part[prefix.end():]
        part = sentence(_drop_repeated_rules(part, seen))
        if part and part not in out:
            out.append(part)
    return " ".join(out)


def shown(text: str, rule: str | None) -> str:
    """The text the page shows beside the rule badge: the message without its leading "T2: "."""
    return text[len(rule) + 2:] if rule and text.startswith(f"{rule}: ") else text


def message(rule: str | None, *parts: str) -> str:
    """The board's message text: :func:`compose`, led by "T2: " when there is a rule (shown as the badge)."""
    text = compose(rule, *parts)
    return f"{rule}: {text}" if rule and text else text


def problems(text: str, rule: str | None = None) -> list[str]:
    """What is wrong with the form of a message (an empty list when nothing is), as the page shows it
    (beside the badge of ``rule``)."""
    found: list[str] = []
    text = shown(text, rule)
    if not text:
        return found
    if not text[0].isupper() and not text[0].isdigit() and text[0] not in "'\"":  # a quoted field name may lead
        found.append("does not start with a capital")
    if not ended(text):
        found.append("does not end with a full stop")
    if re.search(r"\.\.(?!\.)|\.\s*\.$", text) and "..." not in text:
        found.append("has a doubled full stop")
    if re.search(r"(^|[.!?] )[A-H][1-8]\b", text):
        found.append("capitalises a square name")
    if "  " in text:
        found.append("has a doubled space")
    if re.search(r"\ba [aeiouAEIOU]", text):
        found.append('has "a" before a vowel')
    if re.search(r"[a-z0-9)] (The|There|With|It|Now|Equal|Diagonal|Only|Look|A) ", text):
        found.append("runs two sentences together")
    ids = re.findall(rf"\b{RULE_ID}\b", text)
    if rule:
        ids.append(rule)
    doubled = sorted({i for i in ids if ids.count(i) > 1})
    if doubled:
        found.append(f"cites {', '.join(doubled)} more than once")
    return found
