"""Short quotations of bad input for error messages.

An error names the problem and quotes what it could not read, but never the whole input: a
1 MB paste is quoted by its first :data:`EXCERPT_CHARS` characters, an ellipsis and its length.
"""

from __future__ import annotations

EXCERPT_CHARS = 60
"""At most this many characters of the input appear in a message."""


def excerpt(value: object, limit: int = EXCERPT_CHARS) -> str:
    """``repr(value)`` when it is short; otherwise its start, ``…`` and the length of the whole.

    >>> excerpt("c1-c6")
    "'c1-c6'"
    >>> excerpt("x" * 1000, 5)
    "'xxxxx'… (1,000 characters)"
    """
    if isinstance(value, str):
        if len(value) <= limit:
            return repr(value)
        return f"{value[:limit]!r}… ({len(value):,} characters)"
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 4 * limit:
        return f"a number of about {round(value.bit_length() * 0.30103):,} digits"
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a repr that fails (or is refused) is not the problem being reported
        return f"a {type(value).__name__}"
    return text if len(text) <= limit else f"{text[:limit]}… ({type(value).__name__})"
