"""Short quotations of bad input for error messages.

An error names the problem and quotes what it could not read, but never the whole input: a
1 MB paste is quoted by its first :data:`EXCERPT_CHARS` characters, an ellipsis and its length.
"""

from __future__ import annotations

from .catalogue import _, ngettext

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
        # Translators: the start of a long input quoted in an error, then its length.
        return ngettext("{start}… ({count} character)", "{start}… ({count} characters)", len(value)).format(
            start=repr(value[:limit]), count=f"{len(value):,}"
        )
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 4 * limit:
        digits = round(value.bit_length() * 0.30103)
        return ngettext("a number of about {count} digit", "a number of about {count} digits", digits).format(
            count=f"{digits:,}"
        )
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a repr that fails (or is refused) is not the problem being reported
        return _("a value of type {kind}").format(kind=type(value).__name__)
    return text if len(text) <= limit else f"{text[:limit]}… ({type(value).__name__})"
