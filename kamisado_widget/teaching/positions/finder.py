"""The position finder: positions for a lesson, found in computer games and proven by the solver.

:func:`find_positions` plays games with explicit seeds — self-play between the computer's levels 1-3
(:class:`~kamisado_widget.engine.ai.EnginePlayer`, which never looks at the clock) or random games (both sides
at level 1: random moves, a win in one move taken) — and walks each round back from its end, as
``scripts/make_puzzles.py`` does. Each position the side to move wins is solved by the solver within
``max_nodes`` nodes (a node count, the same on every machine), and kept when it has what the lesson asks for:

* ``goal``: ``"win"`` (a proven win; with ``moves``, in exactly that many of the winner's own moves, counted
  as every learner's text counts them: :func:`~kamisado_widget.engine.ai.own_moves`), ``"keep the win"`` (a
  proven win where at least one legal move is proven to throw it away), ``"forced pass"`` (a win whose proven
  line forces the opponent's tower into a pass, M6) or ``"deadlock"`` (a win that ends in a deadlock the
  opponent causes, M8);
* ``themes``: every one listed must be on the proven line — the practice bank's themes, read by the engine's
  :func:`~kamisado_widget.engine.themes.themes_of`: ``"sumo push"`` (S2), ``"double push"`` (a push of two towers
  or more, S7), ``"move after a push"`` (S3), ``"pass"`` (M6, either side), ``"opponent passes"`` (the loser's
  tower passes, M6), ``"deadlock"`` (M8), ``"home row"`` (M7), ``"quiet move"``, ``"long run"``, ``"sumo wins"``,
  ``"mirrored layout"`` (B4) — or on the board: ``"sumo on the board"`` (a Sumo of either side, P1);
* ``side``, ``layout``, ``min_legal`` (at least that many legal moves: with fewer a one-move task is a coin
  toss) and ``unique`` (exactly one first move wins, as :func:`~kamisado_widget.teaching.positions.puzzles.make_puzzle`
  needs).

The same seeds give the same positions in the same order. Each :class:`FoundPosition` holds the match text
(``Exercise(position=found.position)``), the side, the goal, the proven line and its themes, draws itself
(``_repr_svg_``) and makes its exercise (:meth:`FoundPosition.exercise`) or puzzle (:meth:`FoundPosition.puzzle`).

>>> found = find_positions("win", moves=1, seeds=[0], count=1, max_nodes=5_000)
>>> found[0].moves, found[0].legal >= 3
(1, True)
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from html import escape
from typing import Any, TypeAlias

from ...engine import Layout, Match, Move, Phase, Player, Position
from ...engine.ai import WIN, EnginePlayer, own_moves, play_match
from ...engine.catalogue import _, ngettext
from ...engine.names import player_name
from ...engine.svg import position_svg
from ...engine.themes import THEME_ORDER, themes_of
from ..exercises import arguments as must
from ..exercises.exercise import Exercise
from ..exercises.goals import ExerciseError, Goal, KeepsTheWin, WinIn
from ..exercises.refutations import proven, refute, win_after

GOALS = ("win", "keep the win", "forced pass", "deadlock")
"""What a found position asks of the side to move (see the module docstring)."""
THEMES = (*THEME_ORDER, "sumo on the board")  # the practice bank's themes (engine.themes), and one of the board
"""What a found position's proven line (or its board) shows."""
GAMES = ("self-play", "random")
FIND_NODES = 20_000
"""The solver's budget for each position, by default (a node count)."""

Progress: TypeAlias = Callable[[int, int, int], object]
"""Called after each game as ``progress(games_searched, games_in_all, positions_found)``."""


@dataclass(frozen=True)
class FoundPosition:
    """A position :func:`find_positions` found, with what the solver proved there.

    ``position`` is the match text to give ``Exercise(position=...)`` or ``make_puzzle(...)``; ``side`` the side
    to move, who wins; ``moves`` that side's own moves to the win on the proven ``line`` (move texts, both sides);
    ``themes`` what the line and the board show; ``legal`` the number of legal moves; ``source`` the game it came
    from; ``max_nodes`` the solver's budget that proved it.
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
        if self.goal == "keep the win":
            return _("{player} to move, and {player} can win. Play a move after which {player} still wins, however "
                     "{opponent} defends.").format(player=me, opponent=you)
        return ngettext("{player} to move. Win the round in {count} move of your own, however {opponent} defends.",
                        "{player} to move. Win the round in {count} moves of your own, however {opponent} defends.",
                        self.moves).format(player=me, opponent=you, count=self.moves)

    def goal_object(self) -> Goal:
        """The goal that checks this task: ``KeepsTheWin`` for "keep the win", else ``WinIn(moves=...)``, both
        with the budget that proved the position."""
        if self.goal == "keep the win":
            return KeepsTheWin(max_nodes=self.max_nodes)
        return WinIn(moves=self.moves, max_nodes=self.max_nodes)

    def success(self) -> str:
        """What the learner reads on solving it: how the round is won (M7 or M8), in the winner's own moves."""
        me, you, n = player_name(self.side), player_name(self.side.opponent), self.moves
        if self.goal == "keep the win":
            return _("Right: after that move {player} still wins, however {opponent} defends.").format(
                player=me, opponent=you)
        if "deadlock" in self.themes:
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
def _choice(name: str, value: object, choices: Sequence[str]) -> str:
    if not isinstance(value, str) or value.strip().lower() not in choices:
        forms = ", ".join(repr(c) for c in choices)
        raise ExerciseError(_("find_positions: {name} must be one of {choices}, not {value}").format(
            name=name, choices=forms, value=must.excerpt(value)))
    return value.strip().lower()


def _side(value: object) -> Player | None:
    if value is None or isinstance(value, Player):
        return value
    if isinstance(value, str) and value.strip().lower() in ("black", "gold"):
        return Player.BLACK if value.strip().lower() == "black" else Player.GOLD
    raise ExerciseError(_("find_positions: side must be None (either side), 'black' or 'gold', not {value}").format(
        value=must.excerpt(value)))


def _layout(value: object) -> Layout:
    if isinstance(value, Layout):
        return value
    if isinstance(value, str) and value.strip().lower() in ("standard", "mirrored"):
        return Layout(value.strip().lower())
    raise ExerciseError(_("find_positions: layout must be 'standard' or 'mirrored' (or a Layout), not {value}").format(
        value=must.excerpt(value)))


def _seeds(value: object) -> tuple[int, ...]:
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence) or not value:
        raise ExerciseError(_("find_positions: seeds must be a list of whole numbers, e.g. range(10) or [3, 7], not "
                              "{value}").format(value=must.excerpt(value)))
    for s in value:
        if not isinstance(s, int) or isinstance(s, bool) or s < 0:
            raise ExerciseError(_("find_positions: seeds must be a list of whole numbers, e.g. range(10) or [3, 7], "
                                  "and {value} is not a whole number").format(value=must.excerpt(s)))
    return tuple(value)


def _levels(value: object) -> tuple[int, int]:
    if (not isinstance(value, (tuple, list)) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 3 for v in value)):
        raise ExerciseError(_("find_positions: levels must be two computer levels from 1 to 3 (the level of Black, "
                              "then of Gold), e.g. (3, 3), not {value}").format(value=must.excerpt(value)))
    return value[0], value[1]


def _themes(value: object) -> tuple[str, ...]:
    if isinstance(value, str):
        value = (value,)
    listed = must.sequence("find_positions", "themes", value, "['sumo push', 'pass']")
    return tuple(_choice("each of themes", t, THEMES) for t in listed)


def _reporter(progress: object, games: int) -> Callable[[int, int], None]:
    """What reports the search's progress: a callback, a bar in a kernel, a line of text, or nothing."""
    if progress is False or progress is None:
        return lambda done, found: None
    if callable(progress):
        return lambda done, found: progress(done, games, found)
    if progress is not True:
        raise ExerciseError(_("find_positions: progress must be True, False or a function such as "
                              "lambda searched, games, found: ..., not {value}").format(value=must.excerpt(progress)))
    bar = _kernel_bar(games)
    if bar is not None:
        def show(done: int, found: int) -> None:
            bar.value = done
            bar.description = _found(found)  # the bar's short label; the count is the positions found
        return show
    return lambda done, found: print(ngettext(
        "Searched {done} of {games} games: {count} position found so far.",
        "Searched {done} of {games} games: {count} positions found so far.", found).format(
        done=done, games=games, count=found))


def _found(n: int) -> str:
    # Translators: the short label of the search's progress bar: how many positions were found so far.
    return ngettext("{count} found", "{count} found", n).format(count=n)


def _kernel_bar(games: int) -> Any:
    """An ipywidgets progress bar shown in the running kernel's output, or None outside a kernel."""
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - IPython comes with the widget library
        return None
    shell = get_ipython()
    if shell is None or not hasattr(shell, "kernel"):
        return None
    import ipywidgets
    from IPython.display import display

    bar = ipywidgets.IntProgress(value=0, min=0, max=games, description=_found(0))
    display(bar)
    return bar


def _game(kind: str, seed: int, levels: tuple[int, int], target: int, layout: Layout) -> Match:
    black, gold = (1, 1) if kind == "random" else levels
    return play_match(EnginePlayer(black, seed=seed), EnginePlayer(gold, seed=seed + 1000), target=target,
                      layout=layout)


def _rounds(match: Match) -> list[list[tuple[int, str, Position]]]:
    """Each round's positions in play, as (index in the match's states, match text, position)."""
    rounds: dict[int, list[tuple[int, str, Position]]] = {}
    for i, st in enumerate(match.states):
        if st.phase is Phase.PLAY:
            rounds.setdefault(st.round_number, []).append((i, st.text(), st.position))
    return [rounds[k] for k in sorted(rounds)]


def _opponent_passes(position: Position, line: Sequence[Move]) -> bool:
    """Is the side not to move forced to pass (M6) on ``line``?"""
    pos = position
    for m in line:
        if m.is_pass and pos.turn is not position.turn:
            return True
        pos = pos.play(m)
    return False


def _throws_away(position: Position, legal: Sequence[Move], max_nodes: int | None) -> bool:
    """Is some legal move proven to throw the win away?"""
    return any(win_after(position, m, max_nodes) is None and refute(position, m, max_nodes) is not None
               for m in legal)


@dataclass(frozen=True)
class _Ask:
    goal: str
    moves: int | None
    side: Player | None
    themes: tuple[str, ...]
    min_legal: int
    unique: bool
    max_nodes: int | None


def _found_at(ask: _Ask, text: str, pos: Position, source: dict[str, Any]) -> FoundPosition | str | None:
    """The found position here, None when it does not fit, or ``"unproven"`` when the solver cannot decide it."""
    from .puzzles import puzzle_facts

    me, legal = pos.turn, pos.legal_moves()
    if (ask.side is not None and me is not ask.side) or len(legal) < ask.min_legal:
        return None
    sumo = any(t.rank > 0 for t in pos.towers())
    if "sumo on the board" in ask.themes and not sumo:
        return None
    s = proven(pos, ask.max_nodes)
    if not s.proven:
        return "unproven"
    if s.result is not WIN:
        return None
    own = own_moves(s.line, me, me)
    if ask.moves is not None and own != ask.moves:
        return None
    themes = set(themes_of(pos, s.line))
    end = pos
    for m in s.line:
        end = end.play(m)
    if sumo:
        themes.add("sumo on the board")
    if not set(ask.themes) <= themes:
        return None
    assert end.result is not None and end.result.winner is me, "the proven line wins the round"
    if ask.goal == "deadlock" and end.result.reason != "M8":
        return None
    if ask.goal == "forced pass" and not _opponent_passes(pos, s.line):
        return None
    if ask.goal == "keep the win" and not _throws_away(pos, legal, ask.max_nodes):
        return None
    if ask.unique and isinstance(puzzle_facts(text, pos, s, ask.max_nodes), str):
        return None
    return FoundPosition(
        position=text, side=me, goal=ask.goal, moves=own, line=tuple(m.text() for m in s.line),
        themes=tuple(t for t in THEMES if t in themes), legal=len(legal), max_nodes=ask.max_nodes, source=source,
    )


def find_positions(
    goal: str = "win",
    *,
    moves: int | None = None,
    side: str | Player | None = None,
    themes: Sequence[str] = (),
    layout: str | Layout = "standard",
    min_legal: int = 3,
    unique: bool = False,
    count: int = 5,
    games: str = "self-play",
    seeds: Sequence[int] = range(10),
    levels: tuple[int, int] = (3, 3),
    target: int | None = None,
    max_nodes: int | None = FIND_NODES,
    time_limit: float | None = None,
    progress: bool | Progress = False,
) -> FoundPositions:
    """Positions for a lesson, found in computer games and proven by the solver (see the module docstring).

    ``goal``: ``"win"``, ``"keep the win"``, ``"forced pass"`` or ``"deadlock"``; ``moves``: the winner's own moves
    to the win (None: any); ``side``: ``"black"``, ``"gold"`` or None; ``themes``: ``"sumo push"``, ``"double
    push"``, ``"pass"``, ``"home row"``, ``"deadlock"``, ``"sumo on the board"`` (all listed must be there);
    ``layout``: ``"standard"`` or ``"mirrored"``; ``min_legal``: the fewest legal moves (3: no coin toss);
    ``unique``: exactly one first move wins (a puzzle). The search plays ``games`` (``"self-play"`` at ``levels``,
    or ``"random"``) with each of ``seeds``, in matches to ``target`` points (by default 3, or 7 when a Sumo theme
    is asked: later rounds have Sumos), and solves each position within ``max_nodes`` nodes. It stops after
    ``count`` positions, after ``time_limit`` seconds (None: no limit) or when the games are searched; ``progress``
    shows how far it is (True: a bar in a kernel, a line of text elsewhere; or a function). The same arguments
    give the same positions in the same order.
    """
    ask = _Ask(
        goal=_choice("goal", goal, GOALS),
        moves=must.whole("find_positions", "moves", moves, none=True),
        side=_side(side),
        themes=_themes(themes),
        min_legal=must.whole("find_positions", "min_legal", min_legal) or 1,
        unique=must.flag("find_positions", "unique", unique),
        max_nodes=must.whole("find_positions", "max_nodes", max_nodes, none=True),
    )
    board = _layout(layout)
    count = must.whole("find_positions", "count", count) or 1
    kind = _choice("games", games, GAMES)
    seed_list = _seeds(seeds)
    black_gold = _levels(levels)
    sumo = {"sumo push", "double push", "sumo on the board"} & set(ask.themes)
    points = must.whole("find_positions", "target", target, most=15, none=True) or (7 if sumo else 3)
    if time_limit is not None and (not isinstance(time_limit, (int, float)) or isinstance(time_limit, bool)
                                   or time_limit <= 0):
        raise ExerciseError(_("find_positions: time_limit must be a number of seconds above 0 or None, not {value}"
                              ).format(value=must.excerpt(time_limit)))
    report = _reporter(progress, len(seed_list))
    deadline = None if time_limit is None else time.monotonic() + time_limit
    found = FoundPositions()
    seen: set[str] = set()
    for done, seed in enumerate(seed_list, 1):
        match = _game(kind, seed, black_gold, points, board)
        for number, positions in enumerate(_rounds(match), 1):
            for ply, text, pos in reversed(positions):
                if pos.to_move is None or len(found) >= count:
                    break  # a free first choice (T1): the round's start
                if deadline is not None and time.monotonic() > deadline:
                    report(done, len(found))
                    return found
                key = pos.text()
                if key in seen:
                    continue
                seen.add(key)
                source = {"games": kind, "seed": seed, "levels": list(black_gold) if kind == "self-play" else [1, 1],
                          "target": points, "round": number, "ply": ply}
                hit = _found_at(ask, text, pos, source)
                if hit == "unproven":
                    break  # earlier positions of the round are harder still
                if isinstance(hit, FoundPosition):
                    found.append(hit)
        report(done, len(found))
        if len(found) >= count:
            break
    return found


__all__ = ["FIND_NODES", "GAMES", "GOALS", "THEMES", "FoundPosition", "FoundPositions", "find_positions"]
