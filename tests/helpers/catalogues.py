"""What the tests require of a language's catalogue, against the template's messages (Babel's catalogues): the same
named placeholders as the English, no entry no message has, and every message translated unless the language is in
progress, when its progress is reported instead."""

from __future__ import annotations

import string

from babel.messages.catalog import Catalog, Message


def fields(text: str) -> set[str]:
    """The named placeholders of ``text``: ``{"player"}`` for ``"{player} wins."``."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def key(message: Message) -> tuple[str, str | None]:
    """A message's English text (the singular of a plural message) and its context."""
    return (message.id if isinstance(message.id, str) else message.id[0], message.context)


def forms(message: Message | None) -> tuple[str, ...]:
    """The translation of ``message``, each plural form ("" where none is written yet)."""
    if message is None:
        return ("",)
    text = message.string
    return tuple(s or "" for s in text) if isinstance(text, (tuple, list)) else (text or "",)


def untranslated(template: list[Message], catalog: Catalog) -> list[str]:
    """The template's messages (their English) without a translation, or with a plural form still empty."""
    return [key(m)[0] for m in template if not all(forms(catalog.get(m.id, m.context)))]


def completeness(code: str, template: list[Message], catalog: Catalog, *, in_progress: bool) -> str:
    """The report ``"fr: 10 of 1095 translated (in progress)"``; AssertionError naming the missing messages when
    the language is complete (not in progress) and a message lacks its translation."""
    missing = untranslated(template, catalog)
    assert in_progress or not missing, f"{len(missing)} messages without a translation in {code!r}, e.g. {missing[:5]}"
    return f"{code}: {len(template) - len(missing)} of {len(template)} translated" + (" (in progress)" * in_progress)


def wrong_placeholders(template: list[Message], catalog: Catalog) -> list[tuple[str, str]]:
    """(English, translation) of each translation whose placeholders are not its message's. A plural form may leave
    out the count where the language says "one" in words (not a language's only form); nothing else."""
    wrong = []
    for message in template:
        written = forms(catalog.get(message.id, message.context))
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        want = set().union(*(fields(i) for i in ids))
        for form in filter(None, written):
            have = fields(form)
            if not (have <= want and want - have <= {"count", "n"}) or (len(written) == 1 and have != want):
                wrong.append((ids[0], form))
    return wrong


def unused(template: list[Message], catalog: Catalog) -> list[str]:
    """The catalogue's entries no message of the template has."""
    used = {key(m) for m in template}
    return [key(m)[0] for m in catalog if m.id and key(m) not in used]
