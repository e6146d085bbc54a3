"""What a board says: the sentences about a position and a move (the status headline, a move just played, the
match's state between rounds, the pass the board offers, M6), and its one feedback line (:class:`MessageLine`).

Every sentence the page shows is written in Python. Every message passes through :func:`compose`: the
engine's sentence, the session's and the exercise teacher's words become one text in which every sentence
starts with a capital and ends with one full stop (or ! or ?), and each rule ID appears at most once —
counting the rule badge shown beside the text. :func:`problems` lists what is wrong with a message's form;
the tests run it over every message kind. With a rule, the line's text starts "T2: " (the page shows the
rule as a badge).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..engine import RANK_NAMES, Match, Move, NotationError, Phase, Position
from ..engine.basics import Square, square_name
from ..engine.core import points_for, promoted_rank
from ..engine.explain import result_sentence, why_this_tower
from ..engine.match import MatchState
from ..engine.pieces import PlacedTower
from .state import ALL_FAMILIES, UiState

RULE_ID = r"[A-Z]\d{1,2}"
_PREFIX = re.compile(rf"^({RULE_ID}): ")
_GROUP = re.compile(rf" ?\(({RULE_ID}(?:[-–]{RULE_ID})?(?:, {RULE_ID}(?:[-–]{RULE_ID})?)*)\)")
_ENDS = (".", "!", "?", "…")


_CITED = re.compile(r"\s*\([A-Z][0-9]+(?:[-–, ]+[A-Z]?[0-9]+)*\)$")


def ended(text: str) -> bool:
    """Whether ``text`` ends a sentence: with . ! ? … or with one of them inside a closing bracket, or with a
    rule cited after an ended sentence ("Shoved! (S2)")."""
    text = text.rstrip()
    if text.endswith(_ENDS) or (text.endswith(")") and text[:-1].endswith(_ENDS)):
        return True
    cited = _CITED.search(text)
    return cited is not None and text[: cited.start()].rstrip().endswith(_ENDS)


def sentence(text: str) -> str:
    """``text`` as a sentence: trimmed, single spaces, a capital first and one full stop at the end."""
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
    if not text[0].isupper() and not text[0].isdigit() and text[0] not in "'\"":  # a quoted field name may lead
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
        raise ValueError(f"kind is info, success, warning or error, not {kind!r}")


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
                raise NotationError(f"an arrow's kind is {' or '.join(ARROW_KINDS)}, not {kind!r}")
            move = Move.from_text(text)
            marks.append({"move": move.text(), "from": square_name(move.from_square),
                          "to": square_name(move.to_square), "kind": kind})
        self.ui.arrows, self.ui.arrows_serial = tuple(marks), self.ui.message.get("serial", 0)

    def refuse(self, err: Exception) -> None:
        """Say why an action from the board was refused (with its rule when there is one)."""
        rule = getattr(err, "rule", None)
        text = shortened(str(err))
        self.say(text if rule else f"Nothing changed: {text}.", "error", rule)

    def report_failure(self, err: BaseException) -> None:
        """Say that the board met an unexpected error of its own (a bug, not the user's fault)."""
        try:
            detail = shortened(f"{type(err).__name__}: {err}", 120)
        except Exception:  # noqa: BLE001 (an error whose text itself fails)
            detail = type(err).__name__
        self.say(f"Nothing changed: the board met an internal error ({detail}). Please report it.", "error")


# ------------------------------------------------------------ sentences about a position and a move
def moves_from(pos: Position, sq: Square) -> list[Move]:
    return [m for m in pos.legal_moves() if m.from_square == sq]


def pass_offer(pos: Position) -> dict[str, str] | None:
    """The pass the board offers as a button when the tower that must move is blocked (M6), else None."""
    if pos.result is not None:
        return None
    moves = pos.legal_moves()
    if len(moves) != 1 or not moves[0].is_pass:
        return None
    sq = moves[0].from_square
    tower = pos.tower_at(sq)
    assert tower is not None
    label = f"Pass with {tower.describe()} on {square_name(sq)}"
    return {"square": square_name(sq), "move": moves[0].text(), "label": label}


def pushed_towers(before: Position, move: Move) -> tuple[tuple[PlacedTower, Square], ...]:
    """The towers a push moved back, nearest the pusher first, each with its new square (the core's record)."""
    return before.pushed_by(move)


def describe_move(before: Position, after: Position, move: Move, taught: frozenset[str] = ALL_FAMILIES) -> str:
    """A sentence for the aria-live region about a move just played (in the words of the families ``taught``)."""
    text = move_sentence(before, after, move)
    if after.result is not None:
        return text + " " + result_sentence(after.result, promotion="P" in taught)
    return text + " " + status(after)


def move_sentence(before: Position, after: Position, move: Move) -> str:
    """One sentence about a move: who moved (or pushed, or passed) from where to where."""
    t = before.tower_at(move.from_square)
    assert t is not None
    who = f"{t.player.title}'s {t.colour.title}"
    a, b = square_name(move.from_square), square_name(move.to_square)
    if move.is_pass:
        text = f"{who} on {a} is blocked and passes (M6)."
    elif move.is_push:
        names = ", ".join(
            f"{x.player.title}'s {x.colour.title} from {square_name(x.square)} to {square_name(to)}"
            for x, to in pushed_towers(before, move)
        )
        text = f"{who} pushed {names} and stepped from {a} to {b}."
    else:
        text = f"{who} moved from {a} to {b}."
    return text


def status(pos: Position, name_the_tower: bool = True, taught: frozenset[str] = ALL_FAMILIES) -> str:
    """One headline sentence about who moves now and why (neither side nor tower when a task asks for them)."""
    if pos.result is not None:
        return result_sentence(pos.result, promotion="P" in taught)
    if not name_the_tower:
        return "Make the move the task asks for."
    rule, _ = why_this_tower(pos)
    who = pos.turn.title
    if pos.to_move is None:
        return f"{who} to move: any tower ({rule})."
    chain = pos.blocked_chain()
    if chain:
        return f"{who} to move: {pos.to_move.title} is blocked and must pass (M6)."
    again = " again" if pos.extra_turn else ""
    return f"{who} moves{again}: {pos.to_move.title} ({rule})."


def match_status(
    match: Match, st: MatchState, *, fill_offered: bool = True, taught: frozenset[str] = ALL_FAMILIES
) -> str | None:
    """The status line for a finished round or match; ``None`` while a round is played. Without fill
    buttons (a demonstration's board) the round's line does not ask for a choice no one can make there.
    A board whose learner has not met matches (R), points and promotion (P) or refilling (F) yet
    (``taught``, :func:`~kamisado_widget.session.state.parse_taught`) only says who won the round and how."""
    if st.phase is not Phase.PLAY and "R" not in taught:
        res = st.position.result
        assert res is not None
        how = "home row reached, M7" if res.reason == "M7" else "deadlock, M8"
        return f"{match.names[res.winner]} wins the round ({how})."
    if st.phase is Phase.OVER:
        w = st.winner
        assert w is not None
        return (
            f"Match over: {match.names[w]} wins {st.score(w)}–{st.score(w.opponent)} "
            f"(target {st.target}, R4)."
        )
    if st.phase is Phase.FILL:
        res = st.position.result
        assert res is not None
        rank = st.position.rank_of(res.winner, res.tower)
        how = "home row reached, M7" if res.reason == "M7" else "deadlock, M8"
        gains = (
            f": {points_for(rank)} point{'s' if rank else ''}, {res.tower.title} becomes a {RANK_NAMES[promoted_rank(rank)]} "
            "(P1, P2)" if "P" in taught else ""
        )
        choice = fill_offered and "F" in taught
        return (
            f"Round {st.round_number} to {match.names[res.winner]} ({how}){gains}."
            + (f" {match.names[res.winner]} chooses how to refill the home rows (F1)." if choice else "")
        )
    return None
