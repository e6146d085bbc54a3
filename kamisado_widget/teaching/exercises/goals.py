"""Goals: what counts as an answer to an exercise, checked on the engine's match.

A goal lists the answers it accepts in a position (:meth:`Goal.answers`, the first is what "Show me" plays
unless the exercise pins one) and says why a legal attempt is not an answer (:meth:`Goal.why_not`: None when it
answers the task, else the words that say why not). Goals import no widget library.

Most tasks are one move. A goal may go on (:meth:`Goal.goes_on`): after a right move the other side replies
(:meth:`Goal.reply`: the solver's best defence, or the move the teacher wrote) and the learner moves again,
each step checked, until the goal is reached. :class:`WinIn` plays a won round to its end; :class:`Line` follows
a line the teacher writes out. ``played`` is what was played since the task began, both sides' moves as text.

>>> from kamisado_widget.engine import Match
>>> m = Match.from_text("obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard")
>>> OneOf(["c1-c6", "c1-b3"]).check(m)
'the answer c1-b3 is not legal in its position: M1: the move from c1 to b3 is not a straight or diagonal line; \
a tower moves only straight or diagonally forward.'

"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from ...engine import Fill, IllegalFillError, KamisadoError, Match, Move, MoveKind, Player, Position, Verdict
from ...engine.ai import WIN, own_moves
from ...engine.catalogue import N_, _, ngettext
from ...engine.names import player_name
from ...engine.record import play_line
from ...session.pointer import Attempt
from . import arguments as must
from .arguments import ExerciseError
from .refutations import CHECK_NODES, proven, refute, throws_away, win_after


def _move(attempt: Attempt) -> Move | None:
    return attempt.verdict.move if attempt.verdict else None


def _moves(goal: object, value: object) -> tuple[Move, ...]:
    """The goal's ``moves`` read: a list of move texts (one text alone is a list of one), each one a move."""
    owner = type(goal).__name__
    listed = must.texts(owner, "moves", [value] if isinstance(value, str) else value, example="['c1-c6']",
                        empty=False)
    out = []
    for n, text in enumerate(listed, 1):
        try:
            out.append(Move.from_text(text))
        except KamisadoError as err:
            raise ExerciseError(
                _("{owner}: item {n} of moves must be a move text: {error}").format(owner=owner, n=n, error=err)
            ) from None
    return tuple(out)


def _kind(value: object) -> MoveKind | None:
    """AnyMove's ``of_kind``: None, a MoveKind, or its name ("push", "pass", "step")."""
    if value is None or isinstance(value, MoveKind):
        return value
    names = {k.value: k for k in MoveKind}
    if isinstance(value, str) and value.strip().lower() in names:
        return names[value.strip().lower()]
    raise ExerciseError(_("AnyMove: of_kind must be None, MoveKind.PUSH, MoveKind.PASS or MoveKind.STEP (or 'push', "
                          "'pass', 'step'), not {value}").format(value=must.excerpt(value)))


def _said(text: str, default: str) -> str:
    """A goal's sentence for a wrong move: the package's ``default`` in the learner's language, or the teacher's
    own text as written."""
    return _(default) if text == default else text


ASKS_FOR_A_MOVE = N_("This task asks for a move on the board.")


class Goal(ABC):
    """Decides whether a legal attempt answers the task.

    ``why_not`` returns None for a right answer, or a sentence saying why this legal attempt is
    not the answer.
    """

    kind = "move"  # or "fill"

    @abstractmethod
    def why_not(self, match: Match, attempt: Attempt) -> str | None:
        """None when the legal ``attempt`` answers the task in ``match``, else the sentence saying why not."""

    def answers(self, match: Match) -> list[str]:
        """The right answers in the exercise's position (moves or fill directions), for teachers and tests."""
        if self.kind == "fill":
            return [d.value for d in Fill if self.why_not(match, Attempt("fill", direction=d)) is None]
        return [
            m.text() for m in match.legal_moves()
            if self.why_not(match, Attempt("move", verdict=Verdict(True, m, None, ""))) is None
        ]

    # ------------------------------------------------------------------ tasks of several moves
    def why_not_at(self, match: Match, attempt: Attempt, played: Sequence[str]) -> str | None:
        """:meth:`why_not` for the learner's move at a later step of the task (by default as at the first)."""
        return self.why_not(match, attempt)

    def answers_at(self, match: Match, played: Sequence[str]) -> list[str]:
        """The right answers at a later step (by default as at the first)."""
        return self.answers(match)

    def goes_on(self, match: Match, played: Sequence[str]) -> bool:
        """After a right move: is the task still going (the learner moves again after the replies)?"""
        return False

    def reply(self, match: Match, played: Sequence[str]) -> Move:
        """The other side's move while the task goes on."""
        raise ExerciseError(_("{owner} is a task of one move: it has no reply").format(owner=type(self).__name__))

    def check(self, start: Match) -> str | None:
        """Why this goal cannot work from the exercise's start, or None (checked when the exercise is written)."""
        return None


@dataclass
class AnyMove(Goal):
    """Any legal move (optionally only of one kind: a push or a pass) — e.g. "move the tower that must move"."""

    of_kind: MoveKind | None = None
    wrong: str = ""

    def __post_init__(self) -> None:
        self.of_kind = _kind(self.of_kind)
        must.text("AnyMove", "wrong", self.wrong)

    def why_not(self, match: Match, attempt: Attempt) -> str | None:
        move = _move(attempt)
        if move is None:
            return _(ASKS_FOR_A_MOVE)
        if self.of_kind is None or move.kind is self.of_kind:
            return None
        if self.wrong:
            return self.wrong
        if self.of_kind is MoveKind.PUSH:
            return _("That move is legal, but the task asks for a push.")
        if self.of_kind is MoveKind.PASS:
            return _("That move is legal, but the task asks for a pass.")
        return _("That move is legal, but the task asks for a step.")


ONE_OF_WRONG = N_("That move is legal, but it is not the one the task asks for.")


@dataclass
class OneOf(Goal):
    """One of the listed moves (in move notation, e.g. ``["d4>d5"]``); the first is the one "Show me" plays.

    ``wrong`` is the sentence for any other legal move, or a dict of typical wrong moves to their own sentences
    (``{'c1-c5': 'Count again: c5 is one short of the orange square.'}``); a move not in the dict gets the usual
    sentence.
    """

    moves: Sequence[str]
    wrong: str | Mapping[str, str] = ONE_OF_WRONG

    def __post_init__(self) -> None:
        self._moves = list(_moves(self, self.moves))
        self.moves = [m for m in ([self.moves] if isinstance(self.moves, str) else self.moves)]
        self._by_move: dict[Move, str] = {}
        if isinstance(self.wrong, Mapping):
            self._by_move = must.move_sentences("OneOf", "wrong", self.wrong, Move.from_text)
            for move in self._by_move:
                if move in self._moves:
                    raise ExerciseError(_("OneOf: wrong names {move}, which is one of its moves (a right answer): "
                                          "give sentences for wrong moves only").format(move=move.text()))
        else:
            must.text("OneOf", "wrong", self.wrong, empty=False)

    def why_not(self, match: Match, attempt: Attempt) -> str | None:
        move = _move(attempt)
        if move in self._moves:
            return None
        if move is not None and move in self._by_move:
            return self._by_move[move]
        return _said(self.wrong, ONE_OF_WRONG) if isinstance(self.wrong, str) else _(ONE_OF_WRONG)

    def answers(self, match: Match) -> list[str]:
        legal = set(match.legal_moves())
        return [m.text() for m in self._moves if m in legal]

    def check(self, start: Match) -> str | None:
        for m in self._moves:
            verdict = start.explain_move(m)
            if not verdict.legal:
                # Translators: {verdict} is the engine's refusal, e.g. "M1: the move from c1 to b3 is not ...".
                return _("the answer {move} is not legal in its position: {verdict}").format(move=m.text(), verdict=verdict)
        return _wrong_moves_legal(start, self._by_move)


def _wrong_moves_legal(start: Match, by_move: Mapping[Move, str]) -> str | None:
    """A key of ``wrong`` that cannot be played at the start (a slip of the teacher's, never shown to a learner)."""
    for m in by_move:
        verdict = start.explain_move(m)
        if not verdict.legal:
            return _("wrong names {move}, which is not legal in its position: {verdict}").format(
                move=m.text(), verdict=verdict)
    return None


@dataclass
class WinsRound(Goal):
    """A move after which the mover has won the round (M7, or a deadlock the opponent caused)."""

    wrong: str = N_("That move is legal, but it does not win the round at once.")

    def __post_init__(self) -> None:
        must.text("WinsRound", "wrong", self.wrong, empty=False)

    def why_not(self, match: Match, attempt: Attempt) -> str | None:
        move = _move(attempt)
        wrong = _said(self.wrong, WinsRound.wrong)
        if move is None:
            return wrong
        after = match.position.play(move)
        mover = match.position.turn
        return None if after.result is not None and after.result.winner is mover else wrong


SATISFIES_WRONG = N_("That move is legal, but it does not do what the task asks.")


@dataclass
class Satisfies(Goal):
    """A legal move after which ``test(position_after)`` is true — for any other task.

    ``wrong`` is a sentence, or a function of the position after the move that returns one,
    so the feedback can say what this particular move did.
    """

    test: Callable[..., bool]
    wrong: str | Callable[..., str] = SATISFIES_WRONG

    def __post_init__(self) -> None:
        must.callable_("Satisfies", "test", self.test, "lambda after: after.result is not None")
        if not callable(self.wrong):
            must.text("Satisfies", "wrong", self.wrong, empty=False)

    def why_not(self, match: Match, attempt: Attempt) -> str | None:
        move = _move(attempt)
        if move is None:
            return _said(self.wrong, SATISFIES_WRONG) if isinstance(self.wrong, str) else _("That is not a move.")
        after = match.position.play(move)
        if self.test(after):
            return None
        return _said(self.wrong, SATISFIES_WRONG) if isinstance(self.wrong, str) else self.wrong(after)


@dataclass
class FillDirection(Goal):
    """The Defender's fill choice (F1) must be ``direction``."""

    direction: Fill | str
    wrong: str = N_("That fill is allowed, but it is not the one the task asks for.")
    kind = "fill"

    def __post_init__(self) -> None:
        try:
            self.direction = Fill.parse(self.direction)
        except KamisadoError:
            raise ExerciseError(_("FillDirection: direction must be 'left' or 'right' (or Fill.LEFT, Fill.RIGHT), "
                                  "not {value}").format(value=must.excerpt(self.direction))) from None
        must.text("FillDirection", "wrong", self.wrong, empty=False)

    def why_not(self, match: Match, attempt: Attempt) -> str | None:
        if attempt.kind != "fill":
            return _("This task is about the fill choice: use the fill buttons.")
        return None if attempt.direction is self.direction else _said(self.wrong, FillDirection.wrong)

    def check(self, start: Match) -> str | None:
        """The start must be a fill choice (F1) that allows ``direction``: tried on a copy of the start."""
        assert isinstance(self.direction, Fill)
        try:
            Match(start=start.state).fill(self.direction)
        except IllegalFillError as err:
            return _("FillDirection({direction}) can never be answered there: {error}").format(
                direction=repr(self.direction.value), error=err)
        return None


def _lost_or_unproven(start: Position, move: Move, max_nodes: int | None) -> str:
    r = refute(start, move, max_nodes)
    if r is not None:
        return throws_away(start, move.text(), r)
    return _("After {move} the solver cannot prove a win: look for a move that wins whatever your opponent "
             "does.").format(move=move.text())


def _by_speed(match: Match, max_nodes: int | None, fastest: bool) -> list[tuple[int, str]]:
    """(plies to the win after it, move text) for each legal move that keeps a proven win, fastest first."""
    start = match.position
    wins = []
    for m in match.legal_moves():
        d = win_after(start, m, max_nodes)
        if d is not None:
            wins.append((d, m.text()))
    wins.sort(key=lambda w: w[0])  # stable: the engine's order among equally fast moves
    if fastest and wins:
        return [w for w in wins if w[0] == wins[0][0]]
    return wins


@dataclass
class KeepsTheWin(Goal):
    """A winning position's checked move: right if the solver proves the mover still wins after it.

    A move after which the opponent wins is refused with the sentence that says it throws the win
    away (and how the opponent then wins); a move the solver cannot decide is refused as unproven.
    "Show me" plays the fastest win (the exercise's ``solution`` pins another). One move: :class:`WinIn`
    plays the round on to its end.
    """

    max_nodes: int | None = CHECK_NODES

    def __post_init__(self) -> None:
        must.whole("KeepsTheWin", "max_nodes", self.max_nodes, none=True)

    def why_not(self, match: Match, attempt: Attempt) -> str | None:
        move = _move(attempt)
        if move is None:
            return _("This exercise asks for a move on the board.")
        if win_after(match.position, move, self.max_nodes) is not None:
            return None
        return _lost_or_unproven(match.position, move, self.max_nodes)

    def answers(self, match: Match) -> list[str]:
        return [text for _, text in _by_speed(match, self.max_nodes, fastest=False)]


@dataclass
class WinIn(Goal):
    """Win the round however the opponent defends, played to its end: after each right move the solver
    answers with its best defence (the longest loss) and the learner moves again.

    Each of the learner's moves must keep a proven win — the fastest one unless ``fastest=False``. With
    ``moves``, the start must be a proven win in that many of the learner's own moves (a pass and the move after a
    push count; "win in 2" counts the winner's own moves, never both sides'), checked when the exercise is written:
    fewer is refused (the task cannot be done), and so is more while ``fastest`` (a learner who wins in that many
    would be told to find a faster win). ``max_nodes`` is the solver's budget for each check (a count of
    positions, the same on every machine; None: no limit).

    ``wrong`` is a dict of typical wrong moves to the sentence a learner reads after one
    (``{'d1-e2': 'Now Gold's Yellow reaches your home row first.'}``), at any step of the task; another wrong move
    gets the solver's sentence (how the opponent wins after it).
    """

    moves: int | None = None
    fastest: bool = True
    max_nodes: int | None = CHECK_NODES
    wrong: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        owner = type(self).__name__
        must.whole(owner, "moves", self.moves, none=True)
        must.flag(owner, "fastest", self.fastest)
        must.whole(owner, "max_nodes", self.max_nodes, none=True)
        self._by_move = must.move_sentences(owner, "wrong", self.wrong, Move.from_text)

    def why_not(self, match: Match, attempt: Attempt) -> str | None:
        said = self._why_not(match, attempt)
        move = _move(attempt)
        if said is not None and move is not None and move in self._by_move:
            return self._by_move[move]
        return said

    def _why_not(self, match: Match, attempt: Attempt) -> str | None:
        move = _move(attempt)
        if move is None:
            return _(ASKS_FOR_A_MOVE)
        start = match.position
        d = win_after(start, move, self.max_nodes)
        if d is None:
            return _lost_or_unproven(start, move, self.max_nodes)
        if self.fastest:
            best = proven(start, self.max_nodes)
            if best.result is WIN and best.distance is not None and d + 1 > best.distance:
                n = own_moves(best.line, start.turn, start.turn)
                return ngettext(
                    "The move {move} still wins, but not the fastest way: from here you can win in {count} move of "
                    "your own. Find the fastest.",
                    "The move {move} still wins, but not the fastest way: from here you can win in {count} moves of "
                    "your own. Find the fastest.", n).format(move=move.text(), count=n)
        return None

    def answers(self, match: Match) -> list[str]:
        return [text for _, text in _by_speed(match, self.max_nodes, self.fastest)]

    def goes_on(self, match: Match, played: Sequence[str]) -> bool:
        return match.position.result is None

    def reply(self, match: Match, played: Sequence[str]) -> Move:
        s = proven(match.position, self.max_nodes)
        if not s.line:
            raise ExerciseError(_("the solver found no defence in {position}").format(position=match.position.text()))
        return s.line[0]

    def check(self, start: Match) -> str | None:
        s = proven(start.position, self.max_nodes)
        me = start.position.turn
        if not s.proven:
            if self.max_nodes is None:
                return _("the solver cannot prove who wins its position")
            return _("the solver cannot prove within {nodes} nodes who wins its position").format(
                nodes=f"{self.max_nodes:,}")
        if s.result is not WIN:
            return _("{player}, the side to move, does not win its position: {opponent} does").format(
                player=player_name(me), opponent=player_name(me.opponent))
        own = own_moves(s.line, me, me)
        if self.moves is not None and own > self.moves:
            return ngettext("its position is a win for {player} in {count} move of its own at best, not in {moves}",
                            "its position is a win for {player} in {count} moves of its own at best, not in {moves}",
                            own).format(player=player_name(me), count=own, moves=self.moves)
        if self.moves is not None and own < self.moves and self.fastest:
            return ngettext(
                "its position is a win for {player} in {count} move of its own, not {moves}: a learner who wins in "
                "{moves} would be told to find a faster win; write moves={count} (or fastest=False to accept any win)",
                "its position is a win for {player} in {count} moves of its own, not {moves}: a learner who wins in "
                "{moves} would be told to find a faster win; write moves={count} (or fastest=False to accept any win)",
                own).format(player=player_name(me), count=own, moves=self.moves)
        return None


@dataclass
class Line(Goal):
    """A line the teacher writes out, e.g. ``["d4>d5", "d5-c6", "b8-b7", "c6-a8"]``: the learner must find
    each of their own moves in turn, and the other side's moves are the line's. "Show me" plays it all."""

    moves: Sequence[str]
    wrong: str = N_("That move is legal, but it is not the move this line goes on with.")

    def __post_init__(self) -> None:
        if isinstance(self.moves, Sequence) and not isinstance(self.moves, str) and not self.moves:
            raise ExerciseError(_("Line: moves must hold at least one move text, e.g. ['d4>d5', 'd5-c6']"))
        self._line = _moves(self, self.moves)
        self.moves = [self.moves] if isinstance(self.moves, str) else list(self.moves)
        must.text("Line", "wrong", self.wrong, empty=False)

    def why_not(self, match: Match, attempt: Attempt) -> str | None:
        return self.why_not_at(match, attempt, ())

    def why_not_at(self, match: Match, attempt: Attempt, played: Sequence[str]) -> str | None:
        return None if _move(attempt) == self._line[len(played)] else _said(self.wrong, Line.wrong)

    def answers(self, match: Match) -> list[str]:
        return [self._line[0].text()]

    def answers_at(self, match: Match, played: Sequence[str]) -> list[str]:
        return [self._line[len(played)].text()]

    def goes_on(self, match: Match, played: Sequence[str]) -> bool:
        return len(played) < len(self._line)

    def reply(self, match: Match, played: Sequence[str]) -> Move:
        return self._line[len(played)]

    def check(self, start: Match) -> str | None:
        """The line played from the start by the engine's :func:`~kamisado_widget.engine.record.play_line`; a move
        that cannot be played is named with the board's refusal of it (D1), as a click on it would be told."""
        pos, fault = play_line(start.position, [m.text() for m in self._line])
        if fault is None or fault.error is None:  # it plays, or the round is over before its end
            return None if fault is None else str(fault)
        verdict = Match.from_text(pos.text()).explain_move(fault.move)
        return _("move {n} of its line, {move}, is not legal: {verdict}").format(
            n=fault.number, move=fault.move, verdict=verdict)


def learner(start: Match) -> Player:
    """The side the learner plays in a task: the side to move at its start."""
    return start.position.turn


__all__ = [
    "AnyMove", "ExerciseError", "FillDirection", "Goal", "KeepsTheWin", "Line", "OneOf", "Satisfies", "WinIn",
    "WinsRound", "learner",
]
