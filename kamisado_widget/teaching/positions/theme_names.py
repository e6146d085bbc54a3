"""The themes a teacher asks the position finder for, named for what the learner does, and the practice bank's name
for each: the one table that maps them, and the older names still taken.

The practice bank (``bank.json``) and the engine (:data:`~kamisado_widget.engine.themes.THEME_ORDER`) name a theme
for what happens on the proven line (``"sumo push"``, ``"opponent passes"``); a teacher asks for what the learner
does there (``"push"``, ``"make the opponent pass"``). Two themes are read on the board rather than on the line:
``"must pass"`` (the side to move has no move but the pass, M6) and ``"sumo on the board"`` (a Sumo of either side,
P1).

    >>> finder_theme("Sumo Push"), bank_theme("push"), bank_theme("must pass")
    ('push', 'sumo push', None)
    >>> finder_themes(["home row", "sumo push"])
    ('push', 'reach the home row')
"""

from __future__ import annotations

from collections.abc import Iterable

from ...engine.themes import THEME_ORDER

MUST_PASS = "must pass"
SUMO_ON_THE_BOARD = "sumo on the board"

THEMES: dict[str, str | None] = {
    "push": "sumo push",                            # a Sumo pushes on the line (S2), either side's
    "double push": "double push",                   # a push moves two towers or more (S7)
    "move after a push": "move after a push",       # the position comes just after the winner's own push (S3)
    "pass": "pass",                                 # a tower passes on the line (M6), either side's
    "make the opponent pass": "opponent passes",    # the winner blocks a tower of the loser, which passes (M6)
    "force a deadlock": "deadlock",                 # the loser's last move causes a deadlock (M8)
    "reach the home row": "home row",               # the race: the winner reaches the loser's home row (M7)
    "quiet move": "quiet move",                     # the winning first move goes one square where it could go further
    "long run": "long run",                         # the winning first move goes five squares or more
    "win with a Sumo": "sumo wins",                 # a Sumo ends the round on the home row
    "mirrored layout": "mirrored layout",           # the board has the mirrored layout (B4)
    MUST_PASS: None,                                # the board: the side to move has no move but the pass (M6)
    SUMO_ON_THE_BOARD: None,                        # the board: a Sumo of either side (P1)
}
"""Each theme the finder takes, in the order a found position lists them, and the practice bank's name for it (None:
read on the board, so the bank has no such theme)."""

ALIASES: dict[str, str] = {
    "sumo push": "push",
    "opponent passes": "make the opponent pass",
    "forced pass": "make the opponent pass",  # the finder's old goal: the winner's line makes the opponent pass
    "deadlock": "force a deadlock",
    "home row": "reach the home row",
    "sumo wins": "win with a Sumo",
}
"""The older names (the bank's, and the finder's old goal "forced pass") and the theme each stands for."""

assert {b for b in THEMES.values() if b} == set(THEME_ORDER), "every bank theme has its finder name"
assert all(ALIASES[b] in THEMES for b in ALIASES), "every alias stands for a finder theme"

_BY_KEY = {name.lower(): name for name in THEMES} | {old: new for old, new in ALIASES.items()}
_FROM_BANK = {bank: name for name, bank in THEMES.items() if bank}


def finder_theme(name: object) -> str | None:
    """The finder's name for ``name`` (a finder name, an older name or a bank name, in any case), or None when it
    names no theme."""
    if not isinstance(name, str):
        return None
    return _BY_KEY.get(" ".join(name.split()).lower())


def bank_theme(name: object) -> str | None:
    """The practice bank's name (:data:`~kamisado_widget.engine.themes.THEME_ORDER`) for the theme ``name`` stands
    for, or None when it names none or a theme read on the board."""
    theme = finder_theme(name)
    return None if theme is None else THEMES[theme]


def finder_themes(bank_themes: Iterable[str]) -> tuple[str, ...]:
    """The finder's names for the bank's themes ``bank_themes`` (as :func:`~kamisado_widget.engine.themes.themes_of`
    reads them), in the finder's order."""
    named = {_FROM_BANK[b] for b in bank_themes}
    return tuple(t for t in THEMES if t in named)


__all__ = ["ALIASES", "MUST_PASS", "SUMO_ON_THE_BOARD", "THEMES", "bank_theme", "finder_theme", "finder_themes"]
