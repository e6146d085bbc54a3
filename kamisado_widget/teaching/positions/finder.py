"""The position finder: positions for a lesson, proven by the solver, drawn from the practice bank first and found in
computer games when the bank has too few.

:func:`find_positions` takes what the lesson asks for:

* ``goal``: ``"win"`` (a proven win; with ``moves``, in exactly that many of the winner's own moves, counted as
  every learner's text counts them: :func:`~kamisado_widget.engine.ai.own_moves`) or ``"keep the win"`` (a proven
  win where at least one legal move is proven to throw it away); a theme's name is a goal too, a win with that
  theme (``find_positions("must pass")``);
* ``themes``: every one listed must be there, named for what the learner does (:mod:`.theme_names`, the one table
  of the finder's names and the practice bank's): ``"push"`` (S2), ``"double push"`` (S7), ``"move after a push"``
  (S3), ``"pass"`` (M6, either side's), ``"make the opponent pass"`` (M6: the winner blocks a tower of the loser),
  ``"force a deadlock"`` (M8), ``"reach the home row"`` (M7), ``"quiet move"``, ``"long run"``, ``"win with a
  Sumo"``, ``"mirrored layout"`` (B4), read on the proven line by the engine
  (:func:`~kamisado_widget.engine.themes.themes_of`); or on the board: ``"must pass"`` (the side to move has no
  move but the pass, M6, and still wins) and ``"sumo on the board"`` (P1). The older names still work
  (``"sumo push"``, ``"opponent passes"``, ``"forced pass"``, ``"deadlock"``, ``"home row"``, ``"sumo wins"``);
* ``side``, ``layout``, ``min_legal`` (at least that many legal moves: with fewer a one-move task is a coin toss;
  1 for "must pass"), ``unique`` (exactly one first move wins, as
  :func:`~kamisado_widget.teaching.positions.puzzles.make_puzzle` needs) and ``busy`` (the busiest board allowed:
  :func:`~.finder_fit.busyness`).

It looks first in the practice bank (:mod:`.finder_bank`: its puzzles and the later positions of their lines, the
least busy boards first), then, when that gives fewer than ``count``, in games (:mod:`.finder_games`: single rounds
and the first rounds of matches, with explicit seeds). Each position is solved within ``max_nodes`` nodes (a node
count, the same on every machine) and kept when it has what the lesson asks for (:func:`~.finder_fit.fit_at`).
The same arguments give the same positions in the same order. Each :class:`FoundPosition` holds the match
text (``Exercise(position=found.position)``), the side, the goal, the proven line and its themes, draws itself and
makes its exercise or puzzle.

>>> found = find_positions("win", moves=1, count=1, max_nodes=5_000)
>>> found[0].moves, found[0].legal >= 3, "bank" in found[0].source
(1, True, True)
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from html import escape
from typing import Any

from ...engine import Layout, Match, Player, Position
from ...engine.catalogue import _, ngettext
from ...engine.names import player_name
from ...engine.svg import position_svg
from ..exercises import arguments as must
from ..exercises.exercise import Exercise
from ..exercises.goals import Goal, KeepsTheWin, WinIn
from ..exercises.mover_words import mover_words
from .finder_arguments import GAMES, GOAL_WORDS, Ask, ask_of, choice, levels_of, seeds_of, time_limit_of
from .finder_bank import bank_candidates
from .finder_fit import NEEDS_A_SUMO, Fit, fit_at
from .finder_games import game_for, walk
from .finder_progress import Progress, check, reporter
from .theme_names import THEMES as THEME_NAMES

GOALS = GOAL_WORDS
"""What a found position asks of the side to move (a theme's name is a goal too: a win with that theme)."""
THEMES = tuple(THEME_NAMES)
"""The themes a found position's proven line (or its board) shows, by the finder's names."""
FIND_NODES = 20_000
"""The solver's effort for each position, by default (a node count, as the practice bank's were proven)."""


@dataclass(frozen=True)
class FoundPosition:
    """A position :func:`find_positions` found, with what the solver proved there.

    ``position`` is the match text to give ``Exercise(position=...)`` or ``make_puzzle(...)``; ``side`` the side
    to move, who wins; ``moves`` that side's own moves to the win on the proven ``line`` (move texts, both sides);
    ``themes`` what the line and the board show, by the finder's names (:mod:`.theme_names`); ``legal`` the number
    of legal moves; ``source`` where it came from (the practice bank's puzzle and the moves of its line played
    before it, or the game); ``max_nodes`` the solver's effort that proved it (a node count).
    """

    position: str
    side: Player
    goal: str
    moves: int
    line: tuple[str, ...]
    themes: tuple[str, ...]
    legal: int
    max_nodes: int | None
    source: dict[str, Any] = field(default_factory=dict)

    @property
    def start(self) -> Position:
        return Match.from_text(self.position).position

    def task(self) -> str:
        """A task in words for the found goal (the themes are not named: they would be the first hint)."""
        me, you = player_name(self.side), player_name(self.side.opponent)
        mover = mover_words(Match.from_text(self.position).position)  # the tower that must move, named (on paper too)
        if self.goal == "keep the win":
            # Translators: {mover} is a whole sentence naming the tower that must move ("Black moves the Purple tower
            # on d1.").
            return _("{mover} {player} can win. Play a move after which {player} still wins, however {opponent} "
                     "defends.").format(mover=mover, player=me, opponent=you)
        # Translators: {mover} is a whole sentence naming the tower that must move ("Black moves the Purple tower on
        # d1.").
        return ngettext("{mover} Win the round in {count} move of your own, however {opponent} defends.",
                        "{mover} Win the round in {count} moves of your own, however {opponent} defends.",
                        self.moves).format(mover=mover, opponent=you, count=self.moves)

    def goal_object(self) -> Goal:
        """The goal that checks this task: ``KeepsTheWin`` for "keep the win", else ``WinIn(moves=...)``, both
        with the node count that proved the position."""
        if self.goal == "keep the win":
            return KeepsTheWin(max_nodes=self.max_nodes)
        return WinIn(moves=self.moves, max_nodes=self.max_nodes)

    def success(self) -> str:
        """What the learner reads on solving it: how the round is won (M7 or M8), in the winner's own moves."""
        me, you, n = player_name(self.side), player_name(self.side.opponent), self.moves
        if self.goal == "keep the win":
            return _("Right: after that move {player} still wins, however {opponent} defends.").format(
                player=me, opponent=you)
        if "force a deadlock" in self.themes:
            return ngettext(
                "Right: {player} wins in {count} move of its own, and the last move of {opponent} causes a deadlock, "
                "which {opponent} loses (M8).",
                "Right: {player} wins in {count} moves of its own, and the last move of {opponent} causes a deadlock, "
                "which {opponent} loses (M8).", n).format(player=me, opponent=you, count=n)
        return ngettext(
            "Right: {player} wins in {count} move of its own, and reaches the home row of {opponent} (M7).",
            "Right: {player} wins in {count} moves of its own, and reaches the home row of {opponent} (M7).",
            n).format(player=me, opponent=you, count=n)

    def exercise(self, title: str, task: str = "", **options: Any) -> Exercise:
        """An :class:`Exercise` of this position: ``title``, the ``task`` (:meth:`task` when empty), the goal of
        :meth:`goal_object` and the success text of :meth:`success`; ``options`` are the exercise's other arguments
        (``hints=``, ``success=``, ``id=``…)."""
        must.text("FoundPosition.exercise", "title", title, empty=False)
        must.text("FoundPosition.exercise", "task", task)
        options.setdefault("success", self.success())
        return Exercise(title=title, task=task or self.task(), position=self.position, goal=self.goal_object(),
                        **options)

    def puzzle(self, id: str = "") -> Any:
        """A proven :class:`~kamisado_widget.teaching.positions.puzzles.Puzzle` of this position (``make_puzzle``: exactly one
        first move must win, so find it with ``unique=True``)."""
        from .puzzles import make_puzzle

        return make_puzzle(self.position, id, max_nodes=self.max_nodes)

    def svg(self, size: int = 280) -> str:
        """The position as an SVG picture (the engine's drawing, the widget's look)."""
        return position_svg(self.start, size)

    def _repr_svg_(self) -> str:
        return self.svg()

    def describe(self) -> str:
        """One sentence: who wins, how fast, the line and its themes."""
        wins = ngettext("{player} to move wins in {count} move of its own; the proven line is {line}.",
                        "{player} to move wins in {count} moves of its own; the proven line is {line}.",
                        self.moves).format(player=player_name(self.side), count=self.moves, line=" ".join(self.line))
        legal = ngettext("The position has {count} legal move.", "The position has {count} legal moves.",
                         self.legal).format(count=self.legal)
        themes = _("Themes: {themes}.").format(themes=", ".join(self.themes)) if self.themes else ""
        return " ".join(part for part in (wins, legal, themes) if part)

    def __repr__(self) -> str:
        return f"FoundPosition({self.describe()!r}, position={self.position!r})"


class FoundPositions(list[FoundPosition]):
    """The positions :func:`find_positions` found: a list, shown in a notebook as their pictures, each numbered with
    its sentence (:meth:`FoundPosition.describe`)."""

    def _repr_html_(self) -> str:
        if not self:
            return "<p>" + escape(_("No position was found. Search more games (more seeds), or ask for fewer themes "
                                    "or another number of moves.")) + "</p>"
        cells = "".join(
            f'<figure style="display:inline-block;vertical-align:top;width:240px;margin:0 12px 12px 0">{f.svg(240)}'
            f"<figcaption>{escape(f'{n}. {f.describe()}')}</figcaption></figure>"
            for n, f in enumerate(self, 1)
        )
        return f'<div class="kamisado-found">{cells}</div>'



# ------------------------------------------------------------------------------------ the search
def _found(ask: Ask, text: str, position: Position, source: dict[str, Any]) -> FoundPosition | str | None:
    """The found position here (match text ``text``), None when it does not fit, or ``"unproven"``."""
    fit = fit_at(ask, text, position)
    if not isinstance(fit, Fit):
        return fit
    return FoundPosition(position=text, side=fit.side, goal=ask.goal, moves=fit.moves, line=fit.line,
                         themes=fit.themes, legal=fit.legal, max_nodes=ask.max_nodes, source=source)


def _from_bank(ask: Ask, count: int, found: FoundPositions, seen: set[str], deadline: float | None) -> bool:
    """Add the bank's positions that fit ``ask`` to ``found`` (up to ``count``); False when the time ran out."""
    for stop in bank_candidates(ask):
        if len(found) >= count:
            break
        if deadline is not None and time.monotonic() > deadline:
            return False
        seen.add(stop.position.text())
        hit = _found(ask, stop.text(), stop.position, {"bank": stop.entry.id, "moves_played": stop.played})
        if isinstance(hit, FoundPosition):
            found.append(hit)
    return True


def _from_games(ask: Ask, count: int, found: FoundPositions, seen: set[str], deadline: float | None, kind: str,
                seeds: tuple[int, ...], levels: tuple[int, int], target: int | None,
                progress: bool | Progress | None) -> None:
    """Add positions found in the games of ``seeds`` to ``found`` (up to ``count``), reporting after each game."""
    sumo, double = bool(NEEDS_A_SUMO & set(ask.themes)), "double push" in ask.themes
    report = reporter(progress, len(seeds))
    try:
        for done, seed in enumerate(seeds, 1):
            game = game_for(kind, seed, levels, target, ask.layout, sumo, double)
            unproven_round = None
            for number, index, state in walk(game.play()):
                if len(found) >= count:
                    break
                if number == unproven_round:
                    continue  # earlier positions of a round the solver cannot decide are harder still
                if deadline is not None and time.monotonic() > deadline:
                    report(done, len(found))
                    return
                key = state.position.text()
                if key in seen:
                    continue
                seen.add(key)
                hit = _found(ask, state.text(), state.position, {**game.source, "round": number, "ply": index})
                if hit == "unproven":
                    unproven_round = number
                elif isinstance(hit, FoundPosition):
                    found.append(hit)
            report(done, len(found))
            if len(found) >= count:
                return
    finally:
        report.close()


def find_positions(
    goal: str = "win",
    *,
    moves: int | None = None,
    side: str | Player | None = None,
    themes: Sequence[str] = (),
    layout: str | Layout = "standard",
    min_legal: int | None = None,
    unique: bool = False,
    busy: int | None = None,
    count: int = 5,
    from_bank: bool = True,
    games: str = "mixed",
    seeds: Sequence[int] = range(10),
    levels: tuple[int, int] = (3, 3),
    target: int | None = None,
    max_nodes: int | None = FIND_NODES,
    time_limit: float | None = None,
    progress: bool | Progress | None = None,
) -> FoundPositions:
    """Positions for a lesson, proven by the solver (see the module docstring).

    ``goal``: ``"win"``, ``"keep the win"`` or a theme (a win with it); ``moves``: the winner's own moves to the
    win (None: any); ``side``: ``"black"``, ``"gold"`` or None; ``themes``: all listed must be there (e.g.
    ``["push"]``, ``["must pass"]``, ``["make the opponent pass"]``); ``layout``: ``"standard"`` or
    ``"mirrored"``; ``min_legal``: the fewest legal moves (None: 3, no coin toss; 1 for "must pass"); ``unique``:
    exactly one first move wins (a puzzle); ``busy``: the busiest board allowed (None: any).

    The bank's positions come first (``from_bank=False``: none), least busy first; then the search plays ``games``
    (``"mixed"``: single rounds and matches, the levels 1-3 against each other; ``"self-play"`` at ``levels``;
    ``"random"``) with each of ``seeds``, in matches to ``target`` points (by default varied, or longer when a Sumo
    is asked), and solves each position within ``max_nodes`` nodes. It stops after ``count`` positions, after
    ``time_limit`` seconds (None: no limit) or when the games are searched; ``progress`` shows how far the search
    of games is (None: a bar in a notebook, gone when done; True: a line of text outside a notebook too; False:
    nothing; or a function). The same arguments give the same positions in the same order.
    """
    ask = ask_of(goal, moves, side, themes, layout, min_legal, unique, busy, max_nodes)
    count = must.whole("find_positions", "count", count) or 1
    bank_first = must.flag("find_positions", "from_bank", from_bank)
    kind = choice("games", games, GAMES)
    seed_list = seeds_of(seeds)
    black_gold = levels_of(levels)
    points = must.whole("find_positions", "target", target, most=15, none=True)
    limit = time_limit_of(time_limit)
    check(progress)
    deadline = None if limit is None else time.monotonic() + limit
    found = FoundPositions()
    seen: set[str] = set()
    if bank_first and not _from_bank(ask, count, found, seen, deadline):
        return found
    if len(found) < count:
        _from_games(ask, count, found, seen, deadline, kind, seed_list, black_gold, points, progress)
    return found


__all__ = ["FIND_NODES", "GAMES", "GOALS", "THEMES", "FoundPosition", "FoundPositions", "find_positions"]
