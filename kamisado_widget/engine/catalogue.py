"""The message catalogue: every sentence the package shows, in the language chosen for it.

Sentences are gettext messages (domain ``kamisado_widget``): the English source text is the message id, the
translations live in ``kamisado_widget/locale/<language>/LC_MESSAGES/kamisado_widget.po`` and are compiled to
``.mo`` files when the package is built (``scripts/catalogue.py compile``); at run time the standard library's
:mod:`gettext` reads them. A message is a whole sentence with named placeholders, filled in with
``str.format``::

    _("{player} wins the round.").format(player=name)
    ngettext("{count} move", "{count} moves", n).format(count=n)

Code never assembles a sentence from pieces (no a/an, no possessive, no plural chosen in code): the
language's own plural rule picks the form (:func:`ngettext`). Texts kept in constants are marked with
:func:`N_` (so the extractor finds them) and translated where they are used, with :func:`_`.

The language: :func:`set_language` chooses it for the notebook; :func:`speaking` for a block of code (a
board made with ``language="de"`` speaks German whatever the notebook's language). Without a choice the
kernel's locale decides (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``), and English where it names a
language the package does not have. ``"qps"`` is the pseudo-language the tests use: every message wrapped
in markers and made longer.

A language being translated (docs/teaching.md §14) is *in progress*: its folder under the locale folder holds a
file ``IN_PROGRESS`` (``scripts/catalogue.py init CODE`` writes it; delete it when every message is translated,
and add the code to :data:`LANGUAGES`). :func:`set_language` accepts such a language once its catalogue is
compiled; a message it does not translate yet is shown in English. The kernel's locale never chooses one.
"""

from __future__ import annotations

import contextvars
import gettext
import os
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from .errors import LanguageError

DOMAIN = "kamisado_widget"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
SOURCE_LANGUAGE = "en"
LANGUAGES: tuple[str, ...] = ("en", "de")
"""The languages a teacher may choose, the source language first."""
PSEUDO_LANGUAGE = "qps"
"""The test language: each message between ⟦ and ⟧ and about 40 % longer (built from the template)."""
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "de": "Deutsch", PSEUDO_LANGUAGE: "Pseudo"}
"""Each language's name in its own language (the course's language switch shows them)."""
IN_PROGRESS = "IN_PROGRESS"
"""The file in a language's folder (``locale/<code>/IN_PROGRESS``) that marks its translation as in progress."""


_chosen: str | None = None
_speaking: contextvars.ContextVar[str | None] = contextvars.ContextVar("kamisado_language", default=None)
_loaded: dict[str, gettext.NullTranslations] = {}
_followers: list[weakref.WeakMethod[Callable[[], object]]] = []  # called when the notebook's language changes


def N_(message: str) -> str:
    """``message`` unchanged: marks a text kept in a constant for the extractor; translate it with :func:`_`
    where it is shown."""
    return message


def languages_in_progress() -> tuple[str, ...]:
    """The languages whose translation is in progress: those whose folder in the locale folder holds an
    ``IN_PROGRESS`` file (``scripts/catalogue.py init``), in alphabetical order."""
    if not LOCALE_DIR.is_dir():
        return ()
    return tuple(sorted(p.parent.name for p in LOCALE_DIR.glob(f"*/{IN_PROGRESS}")
                        if p.parent.name not in LANGUAGES and p.parent.name != PSEUDO_LANGUAGE))


def available_languages() -> tuple[str, ...]:
    """Every language :func:`set_language` accepts: :data:`LANGUAGES`, then the languages in progress."""
    return LANGUAGES + languages_in_progress()


def parse_language(value: object) -> str:
    """The language code ``value`` names: ``"en"``, ``"de"`` (any case; a region such as ``"de_AT"`` or
    ``"de-CH"`` is read as its language), a language in progress (:func:`languages_in_progress`) or the
    pseudo-language ``"qps"``; LanguageError naming the languages available otherwise."""
    if isinstance(value, str):
        code = value.strip().replace("-", "_").split("_")[0].split(".")[0].lower()
        if code in LANGUAGES or code == PSEUDO_LANGUAGE or (code and code in languages_in_progress()):
            return code
    try:
        shown = repr(value)
    except Exception:  # noqa: BLE001 - a repr that fails is not the problem being reported
        shown = type(value).__name__
    # (engine.excerpt quotes input for the other errors; it speaks through this module, so this one quotes itself)
    shown = shown if len(shown) <= 60 else shown[:59] + "…"
    raise LanguageError(
        _("The language is one of {choices}, not {value}.").format(
            choices=", ".join(repr(code) for code in available_languages()), value=shown
        )
    )


def locale_language(environ: dict[str, str] | None = None) -> str:
    """The language the kernel's locale names (the first of ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``,
    ``LANG`` that is set, as gettext reads them), or English when it names none the package has."""
    env = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name)
        if value:
            for part in value.split(":"):
                code = part.replace("-", "_").split("_")[0].split(".")[0].lower()
                if code in LANGUAGES:
                    return code
            return SOURCE_LANGUAGE
    return SOURCE_LANGUAGE


def set_language(code: str | None) -> None:
    """Choose the language of every board, message and error from now on (``"en"``, ``"de"`` or a language in
    progress, whose untranslated messages are shown in English); ``None`` goes back to the kernel's locale. A
    language the package does not have, or whose catalogue is not compiled, is refused (LanguageError) and
    changes nothing. A board made with its own ``language=`` keeps it; a board that follows the notebook is drawn
    again in the new language at once (see :func:`follow_language`)."""
    global _chosen
    chosen = None if code is None else parse_language(code)  # a wrong code changes nothing
    if chosen is not None:
        translations(chosen)  # nor does a catalogue never compiled: refused here, not at the next message
    before = _chosen or locale_language()
    _chosen = chosen
    now = chosen or locale_language()
    if now == before:
        return
    with speaking(now):  # the followers speak the notebook's new language, whatever block this call is in
        for follower in _live_followers():
            follower()


def _live_followers() -> list[Callable[[], object]]:
    """The followers whose objects still exist (the others are forgotten)."""
    alive = [(ref, ref()) for ref in _followers]
    _followers[:] = [ref for ref, method in alive if method is not None]
    return [method for _ref, method in alive if method is not None]


def follow_language(method: Callable[[], object]) -> None:
    """Call ``method`` (a bound method; held weakly, so its object may go away) each time :func:`set_language`
    changes the notebook's language, inside a :func:`speaking` block of the new language: a board that follows
    the notebook draws its words again."""
    if not hasattr(method, "__self__"):
        raise TypeError(_("follow_language takes a bound method (an object's method), not {value}.").format(
            value=type(method).__name__))
    _live_followers()
    _followers.append(weakref.WeakMethod(method))


def language() -> str:
    """The language speaking now: the one of :func:`speaking`, else :func:`set_language`'s, else the
    locale's."""
    return _speaking.get() or _chosen or locale_language()


@contextmanager
def speaking(code: str | None) -> Iterator[str]:
    """Speak ``code`` inside the block; ``None`` keeps the language speaking now (a board without a language of
    its own speaks the notebook's, or that of an enclosing block). Yields the language in use.

    The language is settled on entering the block: every sentence made inside (a board's view names each of its
    towers) then reads it without looking at the locale's variables again."""
    token = _speaking.set(language() if code is None else parse_language(code))
    try:
        yield language()
    finally:
        _speaking.reset(token)


def translations(code: str) -> gettext.NullTranslations:
    """The compiled catalogue of ``code`` (English: the messages as written); LanguageError if it was never
    compiled."""
    found = _loaded.get(code)
    if found is not None:
        return found
    if code == SOURCE_LANGUAGE:
        found = gettext.NullTranslations()
    else:
        try:
            found = gettext.translation(DOMAIN, localedir=str(LOCALE_DIR), languages=[code])
        except OSError:
            raise LanguageError(
                f"The {code!r} catalogue is not compiled: run `python scripts/catalogue.py compile` "
                f"(building the package does it) to make {LOCALE_DIR / code / 'LC_MESSAGES' / (DOMAIN + '.mo')}."
            ) from None
    _loaded[code] = found
    return found


def forget_compiled() -> None:
    """Read the compiled catalogues again on next use (after ``scripts/catalogue.py compile``)."""
    _loaded.clear()


def _(message: str) -> str:
    """``message`` in the language speaking now."""
    return translations(language()).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for the count ``n``, by the plural rule of the language speaking now."""
    return translations(language()).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the language speaking now, where the same English word needs telling apart
    (``context`` says which sense, e.g. a colour's name as a square's or as a tower's)."""
    return translations(language()).pgettext(context, message)
