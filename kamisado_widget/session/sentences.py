"""What a board says: the sentences about a position and a move (the status headline, a move just played, the
round's end and the match's state between rounds, the pass the board offers, M6, the editor's state), and its
one feedback line (:class:`MessageLine`).

Every sentence the page shows is written in Python, as a whole sentence from the message catalogue
(:mod:`kamisado_widget.engine.catalogue`), naming towers, colours and players through
:mod:`kamisado_widget.engine.names`. Every message passes through :func:`compose`: the engine's sentence, the
session's and the exercise teacher's words become one text in which every sentence starts with a capital and
ends with one full stop (or ! or ?), and each rule ID appears at most once — counting the rule badge shown
beside the text. It only joins whole sentences (in any language) and never reorders words. :func:`problems`
lists what is wrong with a message's form; the tests run it over every message kind. With a rule, the line's
text starts "T2: " (the page shows the rule as a badge).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..engine import Match, Move, NotationError, Phase, Player, Position
from ..engine.basics import Square, square_name
from ..engine.catalogue import _, ngettext
from ..engine.core import points_for, promoted_rank
from ..engine.explain import result_sentence, why_this_tower
from ..engine.match import MatchState
from ..engine.names import colour_name, player_name, rank_name, tower_name
from ..engine.pieces import PlacedTower
from ..engine.words import all_of, one_of
from .state import ALL_FAMILIES, UiState

RULE_ID = r"[A-Z]\d{1,2}"
_PREFIX = re.compile(rf"^({RULE_ID}): ")
_GROUP = re.compile(rf" ?\(({RULE_ID}(?:[-–]{RULE_ID})?(?:, {RULE_ID}(?:[-–]{RULE_ID})?)*)\)")
_ENDS = (".", "!", "?", "…", "⟧")  # ⟧ closes a message of the pseudo-language (a whole message, ended)


_CITED = re.compile(r"\s*\([A-Z][0-9]+(?:[-–, ]+[A-Z]?[0-9]+)*\)$")


def ended(text: str) -> bool:
    """Whether ``text`` ends a sentence: with . ! ? … or with one of them inside a closing bracket, or with a
    rule cited after an ended sentence ("Shoved! (S2)"). The same marks end a German sentence; a message of
    the pseudo-language ends with its closing ⟧."""
    text = text.rstrip()
    if text.endswith(_ENDS) or (text.endswith(")") and text[:-1].endswith(_ENDS)):
        return True
    cited = _CITED.search(text)
    return cited is not None and text[: cited.start()].rstrip().endswith(_ENDS)


def sentence(text: str) -> str:
    """``text`` as a sentence: trimmed, single spaces, a capital first and one full stop at the end (in any
    language: German nouns keep their capitals, and a sentence that starts with a square's name, "c4 ...", is
    the only one changed: the catalogue's sentences start with a capital already)."""
    text = " ".join(text.split())
    if not text:
        return ""
    text = text[0].upper() + text[1:]
    while text.endswith("..") and not text.endswith("..."):
        text = text[:-1]
    return text if ended(text) else text + "."


def _drop_repeated_rules(text: str, seen: set[str]) -> str:
    """Remove rule IDs already cited (or shown as the badge) from the "(M5, S11)" groups of ``text``."""

    def keep(match: re.Match[str]) -> str:
        ids = [i for i in match.group(1).split(", ") if i not in seen]
        seen.update(ids)
        return f" ({', '.join(ids)})" if ids else ""

    return _GROUP.sub(keep, text)


def compose(rule: str | None, *parts: str) -> str:
    """One message from ``parts`` (sentences or fragments), with ``rule`` shown as its badge.

    A leading "T2: " (the engine's ``str(verdict)``) is dropped when it is the badge's rule,
    every part becomes a sentence, and a rule ID cited twice (or once besides the badge) is kept
    only where it first appears. Composing a composed message changes nothing.
    """
    seen = {rule} if rule else set()
    out: list[str] = []
    for part in parts:
        part = " ".join(str(part).split())
        prefix = _PREFIX.match(part)
        if prefix and prefix.group(1) == rule:
            part = part[prefix.end():]
        part = sentence(_drop_repeated_rules(part, seen))
        if part and part not in out:
            out.append(part)
    return " ".join(out)


def shown(text: str, rule: str | None) -> str:
    """The text the page shows beside the rule badge: the message without its leading "T2: "."""
    return text[len(rule) + 2:] if rule and text.startswith(f"{rule}: ") else text


def message(rule: str | None, *parts: str) -> str:
    """The board's message text: :func:`compose`, led by "T2: " when there is a rule (shown as the badge)."""
    text = compose(rule, *parts)
    return f"{rule}: {text}" if rule and text else text


def problems(text: str, rule: str | None = None) -> list[str]:
    """What is wrong with the form of a message (an empty list when nothing is), as the page shows it
    (beside the badge of ``rule``)."""
    found: list[str] = []
    text = shown(text, rule)
    if not text:
        return found
    if not text[0].isupper() and not text[0].isdigit() and text[0] not in "'\"⟦":  # a quoted field name may lead
        found.append("does not start with a capital")
    if not ended(text):
        found.append("does not end with a full stop")
    if re.search(r"\.\.(?!\.)|\.\s*\.$", text) and "..." not in text:
        found.append("has a doubled full stop")
    if re.search(r"(^|[.!?] )[A-H][1-8]\b", text):
        found.append("capitalises a square name")
    if "  " in text:
        found.append("has a doubled space")
    if re.search(r"\ba [aeiouAEIOU]", text):
        found.append('has "a" before a vowel')
    if re.search(r"[a-z0-9)] (The|There|With|It|Now|Equal|Diagonal|Only|Look|A) ", text):
        found.append("runs two sentences together")
    ids = re.findall(rf"\b{RULE_ID}\b", text)
    if rule:
        ids.append(rule)
    doubled = sorted({i for i in ids if ids.count(i) > 1})
    if doubled:
        found.append(f"cites {', '.join(doubled)} more than once")
    return found


# ------------------------------------------------------------ the one feedback line
KINDS = ("info", "success", "warning", "error")
ARROW_KINDS = ("answer", "tried")  # the opponent's answer (drawn red) and the learner's refused try (dashed)
MESSAGE_LIMIT = 300  # characters of a refusal shown on the board; the rest is cut with "…"


def shortened(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """``text`` cut to ``limit`` characters with "…" (a refusal must not echo a huge input)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def check_kind(kind: str) -> None:
    """Raise ValueError unless ``kind`` is one of :data:`KINDS`."""
    if kind not in KINDS:
        raise ValueError(
            _("A message's kind is {choices}, not {value}.").format(
                choices=one_of([repr(k) for k in KINDS]), value=repr(kind)[:40]
            )
        )


class MessageLine:
    """The feedback line of one board, kept in its :class:`UiState`."""

    def __init__(self, ui: UiState) -> None:
        self.ui = ui

    def say(self, text: str, kind: str = "info", rule: str | None = None, announce: bool = False) -> None:
        """Replace the line. ``serial`` counts every message, so the page shows a change even when the same
        message comes again; ``repeat`` counts such repeats. ``announce`` also reads it to a screen reader."""
        text = message(rule, text)
        old = self.ui.message
        same = bool(text) and (old["text"], old["kind"], old["rule"]) == (text, kind, rule)
        self.ui.message = {
            "text": text, "kind": kind, "rule": rule,
            "serial": old.get("serial", 0) + 1, "repeat": old.get("repeat", 1) + 1 if same else 1,
        }
        if announce:
            self.ui.announce = text

    def draw(self, arrows: Iterable[tuple[str, str]]) -> None:
        """Draw ``arrows`` ((move text, kind) pairs, e.g. ``("d2-d8", "answer")``) on the board with the message
        shown now: the next message takes them away. A move that cannot be read raises NotationError."""
        marks = []
        for text, kind in arrows:
            if kind not in ARROW_KINDS:
                raise NotationError(
                    _("An arrow's kind is {choices}, not {value}.").format(
                        choices=one_of([repr(k) for k in ARROW_KINDS]), value=repr(kind)[:40]
                    )
                )
            move = Move.from_text(text)
            marks.append({"move": move.text(), "from": square_name(move.from_square),
                          "to": square_name(move.to_square), "kind": kind})
        self.ui.arrows, self.ui.arrows_serial = tuple(marks), self.ui.message.get("serial", 0)

    def refuse(self, err: Exception) -> None:
        """Say why an action from the board was refused (with its rule when there is one)."""
        rule = getattr(err, "rule", None)
        text = shortened(str(err))
        self.say(text if rule else compose(None, _("Nothing changed."), text), "error", rule)

    def report_failure(self, err: BaseException) -> None:
        """Say that the board met an unexpected error of its own (a bug, not the user's fault)."""
        try:
            detail = shortened(f"{type(err).__name__}: {err}", 120)
        except Exception:  # noqa: BLE001 (an error whose text itself fails)
            detail = type(err).__name__
        self.say(
            _("Nothing changed: the board met an internal error ({detail}). Please report it.").format(detail=detail),
            "error",
        )


# ------------------------------------------------------------ sentences about a position and a move
def moves_from(pos: Position, sq: Square) -> list[Move]:
    return [m for m in pos.legal_moves() if m.from_square == sq]


def name_of(match: Match, player: Player) -> str:
    """The name a board gives ``player``: the one a teacher or a record gave (``match.names``), or, while it is
    still the default, the player's own name in the language speaking now ("Black" / "Schwarz")."""
    given = match.names.get(player)
    return player_name(player) if given is None or given == player.title else given


def pass_offer(pos: Position) -> dict[str, str] | None:
    """The pass the board offers as a button when the tower that must move is blocked (M6), else None:
    its square, its move, its ``label`` and the button's ``title`` (with the rule)."""
    if pos.result is not None:
        return None
    moves = pos.legal_moves()
    if len(moves) != 1 or not moves[0].is_pass:
        return None
    sq = moves[0].from_square
    tower = pos.tower_at(sq)
    assert tower is not None
    names = {"tower": tower.describe(), "square": square_name(sq)}
    return {
        "square": square_name(sq), "move": moves[0].text(),
        # Translators: the Pass button's label; {tower} is "Black's Red tower", {square} "c4".
        "label": _("Pass with {tower} on {square}").format(**names),
        # Translators: the Pass button's tooltip; {tower} is "Black's Red tower", {square} "c4".
        "title": _("Pass with {tower} on {square} (M6)").format(**names),
    }


def pushed_towers(before: Position, move: Move) -> tuple[tuple[PlacedTower, Square], ...]:
    """The towers a push moved back, nearest the pusher first, each with its new square (the core's record)."""
    return before.pushed_by(move)


def describe_move(before: Position, after: Position, move: Move, taught: frozenset[str] = ALL_FAMILIES) -> str:
    """Sentences for the aria-live region about a move just played (in the words of the families ``taught``)."""
    text = move_sentence(before, after, move)
    if after.result is not None:
        return text + " " + result_sentence(after.result, promotion="P" in taught, rule_id="M" in taught)
    return text + " " + status(after, taught=taught)


def move_sentence(before: Position, after: Position, move: Move) -> str:
    """One sentence about a move: who moved (or pushed, or passed) from where to where."""
    t = before.tower_at(move.from_square)
    assert t is not None
    who = tower_name(t.player, t.colour, None)
    a, b = square_name(move.from_square), square_name(move.to_square)
    if move.is_pass:
        return _("{tower} on {square} is blocked and passes (M6).").format(tower=who, square=a)
    if move.is_push:
        pushed = all_of([
            # Translators: one tower a push moved back; {tower} is "Gold's Blue", {start} "d5", {end} "d6".
            _("{tower} from {start} to {end}").format(
                tower=tower_name(x.player, x.colour, None), start=square_name(x.square), end=square_name(to)
            )
            for x, to in pushed_towers(before, move)
        ])
        # Translators: {tower} is the pusher ("Black's Red"); {pushed} lists the towers pushed back.
        return _("{tower} pushed {pushed} and stepped from {start} to {end}.").format(
            tower=who, pushed=pushed, start=a, end=b
        )
    return _("{tower} moved from {start} to {end}.").format(tower=who, start=a, end=b)


def status(pos: Position, name_the_tower: bool = True, taught: frozenset[str] = ALL_FAMILIES) -> str:
    """One headline sentence about who moves now and why (neither side nor tower when a task asks for them)."""
    if pos.result is not None:
        return result_sentence(pos.result, promotion="P" in taught, rule_id="M" in taught)
    if not name_the_tower:
        return _("Make the move the task asks for.")
    rule, _why = why_this_tower(pos)
    who = player_name(pos.turn)
    named = rule[:1] in taught  # a rule's ID only once the learner has met its family (the welcome board: none)
    if pos.to_move is None:
        if not named:
            return _("{player} to move: any tower.").format(player=who)
        return _("{player} to move: any tower ({rule}).").format(player=who, rule=rule)
    colour = colour_name(pos.to_move)
    if pos.blocked_chain():
        # Translators: {colour} names the blocked tower by its colour ("Red").
        return _("{player} to move: {colour} is blocked and must pass (M6).").format(player=who, colour=colour)
    if pos.extra_turn:
        if not named:
            return _("{player} moves again: {colour}.").format(player=who, colour=colour)
        return _("{player} moves again: {colour} ({rule}).").format(player=who, colour=colour, rule=rule)
    if not named:
        return _("{player} moves: {colour}.").format(player=who, colour=colour)
    return _("{player} moves: {colour} ({rule}).").format(player=who, colour=colour, rule=rule)


# ------------------------------------------------------------ the round's end, said once
def round_end(match: Match, st: MatchState, taught: frozenset[str] = ALL_FAMILIES) -> str:
    """The one sentence that says who won the round that ended in ``st``, how (M7, M8) and, once points and
    promotion (P) are taught, what the win brings (P1, P2); with matches (R) taught it names the round's number.
    The status line, the round's result panel and a click after the round's end all say it with these words."""
    res = st.position.result
    assert res is not None
    # Translators: how a round ended, in brackets after who won it.
    if "M" in taught:
        how = _("home row reached, M7") if res.reason == "M7" else _("deadlock, M8")
    else:  # lesson 01 meets a round's end before lesson 02 names its rules
        how = _("home row reached") if res.reason == "M7" else _("deadlock")
    who = name_of(match, res.winner)
    numbered = "R" in taught
    if "P" not in taught:
        if numbered:
            return _("{player} wins round {number} ({how}).").format(player=who, number=st.round_number, how=how)
        return _("{player} wins the round ({how}).").format(player=who, how=how)
    rank = st.position.rank_of(res.winner, res.tower)
    points = points_for(rank)  # P2
    names = {
        "player": who, "number": st.round_number, "how": how, "count": points,
        "tower": tower_name(res.winner, res.tower, None), "rank": rank_name(promoted_rank(rank)),  # P1
    }
    if numbered:
        return ngettext(
            "{player} wins round {number} ({how}): {count} point, and {tower} is promoted to {rank} (P1, P2).",
            "{player} wins round {number} ({how}): {count} points, and {tower} is promoted to {rank} (P1, P2).",
            points,
        ).format(**names)
    return ngettext(
        "{player} wins the round ({how}): {count} point, and {tower} is promoted to {rank} (P1, P2).",
        "{player} wins the round ({how}): {count} points, and {tower} is promoted to {rank} (P1, P2).",
        points,
    ).format(**names)


def match_status(match: Match, st: MatchState, *, taught: frozenset[str] = ALL_FAMILIES) -> str | None:
    """The status line for a finished round or match; ``None`` while a round is played. It never asks for the
    refill (F1): the fill buttons' own prompt does, and a demonstration's board has none. A board whose learner has not met matches (R), points and promotion (P) or refilling (F) yet
    (``taught``, :func:`~kamisado_widget.session.state.parse_taught`) leaves their words out of
    :func:`round_end`."""
    if st.phase is Phase.PLAY:
        return None
    if st.phase is Phase.OVER and "R" in taught:
        w = st.winner
        assert w is not None
        return _("Match over: {player} wins {score}–{other} (target {target}, R4).").format(
            player=name_of(match, w), score=st.score(w), other=st.score(w.opponent), target=st.target
        )
    return round_end(match, st, taught)


# ------------------------------------------------------------ the editor's state
def edit_state(problem: str | None) -> str:
    """The editor's state in one sentence (or two): playable, or what stops the position from being played
    (the engine's ``problem``). The board's status and the editor's panel both show it."""
    if problem:
        # Translators: {problem} is the engine's sentence about what is wrong with the set-up.
        return compose(None, _("The position is not playable yet."), problem)
    return _("The position is playable. Press Done to play from it.")
