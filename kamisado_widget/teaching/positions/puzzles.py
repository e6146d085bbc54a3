"""Proven puzzles: positions from computer games where exactly one move wins.

The puzzles live in ``puzzles.json`` next to this module; ``scripts/make_puzzles.py`` found them
with the engine's solver and documents every field. In short, each puzzle has

* ``position``: the match text of the position (the side to move is the puzzle's solver);
* ``answer``: the only legal move that wins the round; every other legal move is proven to lose
  (a round cannot be drawn, M8), and ``refutations`` says how the opponent then wins;
* ``distance``: the shortest win in plies (both sides' moves, passes and the move after a push
  included; the solver's count, never shown) and ``moves``, the grade: how many of those plies are the
  solver's own. Every distance a learner reads is a count of the winner's own moves ("Win in 2"), as chess
  puzzles count (:mod:`kamisado_widget.engine.ai.counting`);
* ``themes`` read from the solution ``line``: ``sumo push``, ``pass``, ``deadlock``, ``home row``;
* ``rating`` for ordering (never shown to a learner), and ``source``: the game (seed, levels, match length,
  round, ply).

A puzzle's title is its goal alone ("Win in 2") until it is solved or shown: the themes would be its first
hint. Then they join the title ("Win in 2 · pass, home row"). A win in 1 has at least three legal first moves
(:data:`MIN_LEGAL_WIN_IN_1`): with two it would be a coin toss.

>>> from kamisado_widget.teaching.positions.puzzles import load_puzzles, puzzle_set
>>> len(load_puzzles()) >= 30
True
>>> puzzle_set(2)  # doctest: +SKIP
"""

from __future__ import annotations

import pathlib
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any

from ...engine import Match, Move, Player, Position, square_name
from ...engine.ai import WIN, own_moves, winner_moves
from ...engine.catalogue import _, ngettext, pgettext
from ...engine.errors import UnreadableFileError
from ...engine.names import colour_name, player_name, tower_name, tower_of
from ...engine.safe_files import read_json
from ...engine.themes import themes_of
from ...session.pointer import Attempt
from ..exercises import arguments as must
from ..exercises.exercise import Exercise
from ..exercises.exercise_view import ExerciseSet
from ..exercises.goals import ExerciseError, KeepsTheWin, WinIn
from ..exercises.refutations import CHECK_NODES, Refutation, proven, refute, throws_away, win_after
from ..learner.progress import slug
from .puzzle_file import MAX_PUZZLE_BYTES, entry_problem

DATA = pathlib.Path(__file__).with_name("puzzles.json")
GRADES = {1: "Win in 1", 2: "Win in 2", 3: "Win in 3", 4: "Win in 4"}
"""The grades (own moves to the win) with their English titles; a title shown is :func:`grade_title`'s, in the
learner's language."""
THEMES = ("sumo push", "pass", "deadlock", "home row")


@dataclass(frozen=True)
class Puzzle:
    """One puzzle of ``puzzles.json`` (the fields are described in the module docstring); its
    task, hints, success text and refutation sentences, and :meth:`exercise` to play it."""

    id: str
    position: str
    answer: str
    line: tuple[str, ...]
    distance: int
    moves: int
    themes: tuple[str, ...]
    legal: int
    rating: int
    refutations: Mapping[str, Refutation]
    source: Mapping[str, int] = field(default_factory=dict)
    lesson: str | None = "puzzles"  # the saved-progress namespace; None: the lesson started last (a teacher's own)

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Puzzle:
        return cls(
            id=d["id"], position=d["position"], answer=d["answer"], line=tuple(d["line"]),
            distance=d["distance"], moves=d["moves"], themes=tuple(d["themes"]), legal=d["legal"],
            rating=d["rating"], refutations={m: Refutation(**r) for m, r in d["refutations"].items()},
            source=dict(d.get("source", {})),
        )

    @property
    def start(self) -> Position:
        return Match.from_text(self.position).position

    @property
    def player(self) -> Player:
        return self.start.turn

    @property
    def grade(self) -> str:
        """The goal in words, in the learner's language: "Win in 2" ("Gewinn in 2")."""
        return grade_title(self.moves)

    # ------------------------------------------------------------ teaching texts
    def task(self) -> str:
        me, start = self.player, self.start
        mover = start.mover
        assert mover is not None
        tower, square = tower_name(mover.player, mover.colour, mover.rank), square_name(mover.square)
        if start.extra_turn:
            # Translators: {tower} is "Black's Red Sumo", {square} "c4".
            which = _("You have just pushed, so you move again, and {tower} on {square} is the tower that must move "
                      "(S3).").format(tower=tower, square=square)
        else:
            which = _("The colour rule picks {tower} on {square} (T2).").format(tower=tower, square=square)
        n, you = self.moves, player_name(me.opponent)
        sentences = [
            _("{player} to move.").format(player=player_name(me)),
            which,
            ngettext("Win the round in {count} move of your own, however {opponent} defends.",
                     "Win the round in {count} moves of your own (a pass and the move after a push count as moves), "
                     "however {opponent} defends.", n).format(count=n, opponent=you),
            _("Exactly one first move wins: find it, then play on to the win."),
        ]
        if self.legal <= 2:
            sentences.append(ngettext("A warm-up: only {count} first move is legal, so think before you choose.",
                                      "A warm-up: only {count} first moves are legal, so think before you choose.",
                                      self.legal).format(count=self.legal))
        return " ".join(sentences)

    def hints(self) -> list[str]:
        out = []
        if "deadlock" in self.themes:
            out.append(_("The round ends in a deadlock (M8): play so that your opponent's last move leaves every "
                         "tower in the chain blocked. The player whose move causes a deadlock loses the round."))
        if "pass" in self.themes:
            out.append(_("A pass is part of the solution: a blocked tower passes (M6), and the colour of the square "
                         "it stands on picks the next tower."))
        if "sumo push" in self.themes:
            out.append(_("A Sumo push is part of the solution (S2), and after a push the pusher moves again (S3)."))
        if not out:
            out.append(_("Look for a way to reach your opponent's home row (M7) that your opponent cannot stop."))
        move = Move.from_text(self.answer)
        after = self.start.play(move)
        if move.is_push:
            out.append(_("The winning move is a push (S2): you move again at once (S3)."))
        elif after.result is not None:
            out.append(_("The winning move ends on {square}.").format(square=square_name(move.to_square)))
        else:
            colour = self.start.colour_of(move.to_square)
            them = self.player.opponent
            rank = next((t.rank for t in after.towers() if t.player is them and t.colour is colour), 0)
            # Translators: {colour} is the square's colour, "Red"; {opponent} "Gold"; {tower} "the Red tower".
            out.append(_("The winning move ends on a square of the colour {colour}, so {opponent} must move {tower} "
                         "next (T2).").format(colour=colour_name(colour), opponent=player_name(them),
                                              tower=tower_of(colour, rank)))
        return out

    def success(self) -> str:
        """What the learner reads on winning: the count is their own moves, as the title's (the line is on the
        board and in its move list, so it is not written out again)."""
        me, you, n = player_name(self.player), player_name(self.player.opponent), self.moves
        right = _("Right: {move} is the only move that wins.").format(move=self.answer)
        deadlock = "deadlock" in self.themes
        if self.distance == 1:
            ending = (_("{opponent}'s last move causes a deadlock at once, which {opponent} loses (M8).") if deadlock
                      else _("{player} reaches {opponent}'s home row at once (M7)."))
        elif deadlock:
            ending = ngettext(
                "{opponent}'s last move causes a deadlock, which {opponent} loses (M8): a win in {count} move of your "
                "own.",
                "{opponent}'s last move causes a deadlock, which {opponent} loses (M8): a win in {count} moves of your "
                "own.", n)
        else:
            ending = ngettext("{player} reaches {opponent}'s home row (M7): a win in {count} move of your own.",
                              "{player} reaches {opponent}'s home row (M7): a win in {count} moves of your own.", n)
        return " ".join((right, ending.format(player=me, opponent=you, count=n)))

    def explanation(self) -> str:
        """Why the answer is right, for "Show me" (which writes the line itself, once)."""
        me, you, n = player_name(self.player), player_name(self.player.opponent), self.moves
        wins = ngettext("{move} is the only move that wins: {player} wins in {count} move of its own however "
                        "{opponent} defends.",
                        "{move} is the only move that wins: {player} wins in {count} moves of its own however "
                        "{opponent} defends.", n).format(move=self.answer, player=me, opponent=you, count=n)
        if "deadlock" in self.themes:
            ends = _("The round ends when {opponent}'s last move causes a deadlock, which {opponent} loses (M8).")
        else:
            ends = _("The round ends when {player} reaches {opponent}'s home row (M7).")
        return " ".join((wins, ends.format(player=me, opponent=you)))

    @property
    def title(self) -> str:
        """The title before the puzzle is solved or shown: its goal alone ("Win in 2")."""
        return self.grade

    @property
    def title_after(self) -> str:
        """The title once solved or shown: the goal and the themes ("Win in 2 · pass, home row")."""
        return f"{self.grade} · {', '.join(theme_name(t) for t in self.themes)}"

    def wrong(self, move: str) -> str:
        """The sentence for a legal first move that is not the answer."""
        return throws_away(self.start, move, self.refutations[move])

    def exercise(self) -> Exercise:
        """The puzzle as an exercise, its texts in the language speaking now; its progress id is the puzzle's
        (``puzzle-<id>``), the same in every language."""
        return _PuzzleExercise(
            title=self.title,
            task=self.task(),
            position=self.position,
            goal=UniqueWin(puzzle=self),
            hints=self.hints(),
            success=self.success(),
            explanation=self.explanation(),
            title_after=self.title_after,
            id=f"puzzle-{self.id}",  # the saved-progress key: the title is the grade alone, shared by many
            lesson=self.lesson,  # the package's puzzles: one entry each, whichever notebook shows them
        )


class _PuzzleExercise(Exercise):
    """A puzzle's exercise: told from another by its id, not by its title (which is in the learner's language)."""

    def _identity(self) -> str:
        return self.id


def grade_title(moves: int) -> str:
    """A grade's title, "Win in 2", in the language speaking now."""
    # Translators: a puzzle's title: win in {count} of your own moves ("Gewinn in 2").
    return _("Win in {count}").format(count=moves)


def theme_name(theme: str) -> str:
    """A puzzle theme (the data's word, :data:`THEMES`) in the language speaking now."""
    if theme == "sumo push":
        return pgettext("puzzle theme", "sumo push")
    if theme == "pass":
        return pgettext("puzzle theme", "pass")
    if theme == "deadlock":
        return pgettext("puzzle theme", "deadlock")
    if theme == "home row":
        return pgettext("puzzle theme", "home row")
    if theme == "double push":
        return pgettext("puzzle theme", "double push")
    if theme == "move after a push":
        return pgettext("puzzle theme", "move after a push")
    if theme == "opponent passes":
        return pgettext("puzzle theme", "make the opponent pass")
    if theme == "quiet move":
        return pgettext("puzzle theme", "quiet move")
    if theme == "long run":
        return pgettext("puzzle theme", "long run")
    if theme == "sumo wins":
        return pgettext("puzzle theme", "a Sumo wins")
    if theme == "mirrored layout":
        return pgettext("puzzle theme", "mirrored layout")
    return theme


@dataclass
class UniqueWin(WinIn):
    """The puzzle's one winning first move (any other legal move gets the puzzle's refutation), and then the
    round played to its end as :class:`WinIn` plays it: the solver defends, every later move must keep the
    fastest win."""

    puzzle: Puzzle | None = None

    def answers(self, match: Match) -> list[str]:
        assert self.puzzle is not None
        return [self.puzzle.answer]

    def answers_at(self, match: Match, played: Sequence[str]) -> list[str]:
        return WinIn.answers(self, match)  # after the first move: the fastest wins, as WinIn finds them

    def why_not_at(self, match: Match, attempt: Attempt, played: Sequence[str]) -> str | None:
        return WinIn.why_not(self, match, attempt)

    def check(self, start: Match) -> str | None:
        return None  # proven when the puzzle was made (scripts/make_puzzles.py)

    def why_not(self, match: Match, attempt: Attempt) -> str | None:
        assert self.puzzle is not None
        move = attempt.verdict.move if attempt.verdict else None
        if move is None:
            return _("This puzzle asks for a move on the board.")
        text = move.text()
        if text == self.puzzle.answer:
            return None
        if text in self.puzzle.refutations:
            return self.puzzle.wrong(text)
        return _("That move is legal, but it is not the winning move.")  # pragma: no cover - every legal move is listed


# ------------------------------------------------------------------ puzzles from your own positions
MAX_MOVES = 4
MIN_LEGAL_WIN_IN_1 = 3  # a win in 1 with two legal moves is a coin toss
RARE = ("pass", "deadlock", "sumo push")


def line_themes(position: Position, line: Sequence[Move]) -> tuple[set[str], Position]:
    """The themes of ``line`` played from ``position`` that the course's puzzles use (:data:`THEMES`, and
    ``"double push"``), read by the engine (:func:`~kamisado_widget.engine.themes.themes_of`, which reads more for
    the practice bank and the position finder), and the position the line ends in."""
    end = position
    for m in line:
        end = end.play(m)
    return set(themes_of(position, line)) & {*THEMES, "double push"}, end


def line_facts(position: Position, line: Sequence[Move]) -> tuple[int, list[str]]:
    """How many of the winning ``line``'s moves are the solver's own (:func:`~kamisado_widget.engine.ai.own_moves`),
    and its themes in their order."""
    mover = position.turn
    own = own_moves(line, mover, mover)
    themes, pos = line_themes(position, line)
    assert pos.result is not None and pos.result.winner is mover, "the line wins the round"
    return own, [t for t in THEMES if t in themes]


def rating_of(own: int, legal: int, themes: Sequence[str]) -> int:
    """A number for ordering puzzles: own moves to the win, choices in the position, rare themes."""
    return 600 + 300 * own + 15 * min(legal - 1, 20) + 100 * sum(t in RARE for t in themes)


def puzzle_facts(
    text: str, position: Position, s: Any, check_nodes: int | None, most: int = MAX_MOVES
) -> dict[str, Any] | str:
    """The puzzle's fields for ``position`` (match text ``text``), given the solver's answer ``s`` for it, or the
    sentence that says why it is not a puzzle (exactly one first move must win, in 1 to ``most`` own moves; a win
    in 1 needs at least three legal moves). The practice bank's puzzles go to 5 own moves."""
    me = position.turn
    legal = position.legal_moves()
    if position.result is not None:
        return _("the round is already over")
    if len(legal) < 2:
        return _("{player} has only one legal move ({move}): there is nothing to find").format(
            player=player_name(me), move=legal[0].text())
    if not s.proven:
        return _("the solver cannot prove within {nodes} nodes who wins it").format(nodes=f"{s.nodes:,}")
    if s.result is not WIN:
        n = winner_moves(s) or 0
        return ngettext("{player}, the side to move, does not win it: {opponent} does, in {count} move of its own",
                        "{player}, the side to move, does not win it: {opponent} does, in {count} moves of its own",
                        n).format(player=player_name(me), opponent=player_name(me.opponent), count=n)
    own, themes = line_facts(position, s.line)
    if own > most:
        return _("its win takes {player} {count} moves of its own; a puzzle is a win in 1 to {most}").format(
            count=own, player=player_name(me), most=most)
    if own == 1 and len(legal) < MIN_LEGAL_WIN_IN_1:
        return _("it is a win in 1 with only {count} legal moves, a coin toss; a win in 1 needs at least {least} "
                 "legal moves").format(count=len(legal), least=MIN_LEGAL_WIN_IN_1)
    answer = s.line[0]
    refutations: dict[str, Any] = {}
    also: list[str] = []
    for m in legal:
        if m == answer:
            continue
        if win_after(position, m, check_nodes) is not None:
            also.append(m.text())
            continue
        r = refute(position, m, check_nodes)
        if r is None:
            return _("the solver cannot prove that {move} loses").format(move=m.text())
        refutations[m.text()] = {"distance": r.distance, "next": r.next, "end": r.end, "moves": r.moves}
    if also:
        return ngettext("{move} wins, but so does {others}: a puzzle has exactly one winning first move (use WinIn "
                        "or KeepsTheWin for a position with several)",
                        "{move} wins, but so do {others}: a puzzle has exactly one winning first move (use WinIn or "
                        "KeepsTheWin for a position with several)", len(also)).format(
            move=answer.text(), others=", ".join(also))
    return {
        "position": text, "answer": answer.text(), "line": [m.text() for m in s.line], "distance": s.distance,
        "moves": own, "themes": themes, "legal": len(legal), "rating": rating_of(own, len(legal), themes),
        "refutations": refutations,
    }


def make_puzzle(position: str | Position | Match, id: str = "", max_nodes: int | None = CHECK_NODES) -> Puzzle:
    """A proven puzzle from a position of your own (a position or match text, a Position or a Match): the solver
    proves that exactly one first move wins and how every other loses, and works out the distance, the grade,
    the themes and the rating. A position that is not a puzzle is refused, saying why::

        puzzle = make_puzzle("2upyr2/4U2n/2R5/o7/b7/8/g2P4/NG1Y2BO b y - standard target=3", id="my-1")
    """
    if isinstance(position, Match):
        match = position
    elif isinstance(position, Position):
        match = Match.from_text(position.text())
    elif isinstance(position, str) and position.strip():
        match = Match.from_text(position)
    else:
        raise ExerciseError(_("make_puzzle: position must be a position or match text, a Position or a Match, not "
                              "{value}").format(value=must.excerpt(position)))
    must.text("make_puzzle", "id", id)
    must.whole("make_puzzle", "max_nodes", max_nodes, none=True)
    text, pos = match.text(), match.position
    facts = puzzle_facts(text, pos, proven(pos, max_nodes), max_nodes)
    if isinstance(facts, str):
        raise ExerciseError(_("not a puzzle: {problem}").format(problem=facts))
    made = Puzzle.from_dict({"id": id or f"P-{zlib.crc32(text.encode()) % 10_000:04d}", "source": {}, **facts})
    return replace(made, lesson=None)  # saved in the teacher's lesson


def puzzle_key(title: str, ids: Sequence[str], n: int) -> str:
    """The id of the ``n``-th puzzle of :func:`puzzles_from` (from 1): its ``ids`` entry, else the title and ``n``,
    as a slug."""
    return slug(ids[n - 1]) if n <= len(ids) else f"{slug(title)}-{n}"


def puzzles_from(
    positions: Sequence[str | Position | Match], title: str = "", ids: Sequence[str] = (),
    max_nodes: int | None = CHECK_NODES,
) -> ExerciseSet:
    """A puzzle set to display, made from your own positions (each proven by :func:`make_puzzle`); ``ids`` name
    them in the saved progress, made slugs (``"<title's slug>-1"``, ``"<title's slug>-2"``, … by default: the
    progress key of the first of ``puzzles_from(..., title="Sumo push puzzles")`` in the lesson ``sumo`` is
    ``sumo/puzzle-sumo-push-puzzles-1``; an untitled set is shown as "Puzzles" in the learner's language and keyed
    ``puzzles-1``, … in every language). The course map lists such a set when its ``ids`` (or its positions) are
    written out in the call. A position that is not a puzzle is refused, naming it."""
    listed = must.sequence("puzzles_from", "positions", positions, "['<position text>', ...]")
    must.text("puzzles_from", "title", title)
    ids = must.texts("puzzles_from", "ids", ids, example="['my-1', 'my-2']")
    must.whole("puzzles_from", "max_nodes", max_nodes, none=True)
    key = title or "Puzzles"  # the progress keys of an untitled set: the same in every language
    title = title or _("Puzzles")
    made = []
    for n, position in enumerate(listed, 1):
        pid = puzzle_key(key, ids, n)
        try:
            made.append(make_puzzle(position, pid, max_nodes))
        except ExerciseError as err:
            raise ExerciseError(_("position {n} of {title}: {error}").format(n=n, title=repr(title), error=err)) from None
    return ExerciseSet([p.exercise() for p in made], title=title)


@cache
def _load(path: str) -> tuple[Puzzle, ...]:
    doc = read_json(path, MAX_PUZZLE_BYTES)
    if not isinstance(doc, dict) or not isinstance(doc.get("puzzles"), list):
        raise UnreadableFileError(_("{path}: it is not a puzzles file: it needs a list of 'puzzles'").format(path=path))
    out = []
    for n, d in enumerate(doc["puzzles"], 1):
        problem = entry_problem(d, THEMES, GRADES)
        if problem:
            if isinstance(d, dict) and isinstance(d.get("id"), str):
                raise UnreadableFileError(_("{path}: puzzle {n} ({id}): {problem}").format(
                    path=path, n=n, id=repr(d["id"]), problem=problem))
            raise UnreadableFileError(_("{path}: puzzle {n}: {problem}").format(path=path, n=n, problem=problem))
        out.append(Puzzle.from_dict(d))
    return tuple(out)


def load_puzzles(path: str | pathlib.Path | None = None) -> list[Puzzle]:
    """Every puzzle of ``path`` (by default the package's ``puzzles.json``, :data:`DATA`), in grade order and, within
    a grade, by rating. Each entry is checked first (its fields, and its
    line replayed move by move, :mod:`~kamisado_widget.teaching.positions.puzzle_file`): a damaged file is refused with
    :class:`~kamisado_widget.engine.errors.UnreadableFileError` (a ``ValueError``) naming the file and the entry,
    and only the puzzles are lost. A file that is missing raises ``FileNotFoundError``."""
    path = DATA if path is None else path
    if not isinstance(path, (str, pathlib.Path)):
        raise ExerciseError(_("load_puzzles: path must be the path of a file (a str or pathlib.Path), not {value}").format(
            value=must.excerpt(path)))
    return list(_load(str(path)))


def puzzles_of(moves: int) -> list[Puzzle]:
    """The puzzles of one grade: a win in ``moves`` of the solver's own moves (1-4)."""
    if not isinstance(moves, int) or isinstance(moves, bool) or moves not in GRADES:
        raise ExerciseError(_("moves must be a grade, and the grade is 1, 2, 3 or 4 (own moves to the win), not "
                              "{value}").format(value=must.excerpt(moves)))
    return [p for p in load_puzzles() if p.moves == moves]


def puzzle_set(moves: int) -> ExerciseSet:
    """The exercises of one grade, easiest first, with a progress line (``moves``: 1-4, as :func:`puzzles_of`)."""
    # Translators: the title of a set of puzzles, "Puzzles: win in 2".
    title = _("Puzzles: win in {count}").format(count=moves)
    return ExerciseSet([p.exercise() for p in puzzles_of(moves)], title=title)


__all__ = [
    "GRADES", "MIN_LEGAL_WIN_IN_1", "THEMES", "KeepsTheWin", "Puzzle", "Refutation", "UniqueWin", "line_facts", "line_themes", "load_puzzles",
    "make_puzzle", "puzzle_facts", "puzzle_set", "puzzles_from", "puzzles_of", "rating_of", "refute", "throws_away",
]
