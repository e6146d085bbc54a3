"""A catalogue message as a pattern, for tests that check a sentence whose placeholders they cannot all know:
``pytest.raises(NotationError, match=message_pattern("... read it with Match.from_text"))``."""

from __future__ import annotations

import re

from kamisado_widget.engine.catalogue import _

PLACEHOLDER = re.compile(r"\{([a-z_][a-z_0-9]*)\}")


def message_pattern(msgid: str, *, whole: bool = True, **values: object) -> str:
    """A regular expression for the catalogue's message ``msgid`` in the language spoken now: the placeholders
    given in ``values`` filled in, each other one matching any text; ``whole`` anchors it at both ends."""
    text = _(msgid)
    parts: list[str] = []
    at = 0
    for found in PLACEHOLDER.finditer(text):
        parts.append(re.escape(text[at:found.start()]))
        name = found.group(1)
        parts.append(re.escape(str(values[name])) if name in values else "(?s:.+?)")
        at = found.end()
    parts.append(re.escape(text[at:]))
    body = "".join(parts)
    return f"^{body}$" if whole else body
