"""Every kind of message the board's one feedback line can show is well formed: it starts with a
capital, ends with one full stop, cites each rule ID once (counting the badge), says "an orange",
has no doubled spaces and no two sentences run together ("…in front of it The square…").

The kinds are enumerated: the engine's verdicts (every case recorded in
tests/engine/explain_sentences.json), what a click says (on every square, with and without a
selection, at T1, T2, a push, a pass and a round's end), the session's own messages (moves,
fills, undo, redo, new match, loading, edit mode, the computer, hints, refusals). The exercises'
feedback is checked in tests/notebooks/test_exercise_messages.py.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from helpers.catalogue_pattern import message_pattern
from helpers.scenarios import PUSH_READY, deadlocked, find_match, pass_pending

from kamisado_widget.engine import Match, MoveKind, Position, explain, square_name
from kamisado_widget.engine.catalogue import _
from kamisado_widget.protocol.intents import IntentError
from kamisado_widget.protocol.view import session_view
from kamisado_widget.session.board_session import BoardSession
from kamisado_widget.session.sentences import compose, message, problems, sentence

SENTENCES = json.loads((Path(__file__).parents[1] / "engine" / "explain_sentences.json").read_text(encoding="utf-8"))
SQUARES = [square_name(sq) for sq in range(64)]


def shown(session: BoardSession) -> tuple[str, str | None]:
    message = session_view(session)["message"]
    return message["text"], message["rule"]


def assert_well_formed(text: str, rule: str | None, where: str = "") -> None:
    assert problems(text, rule) == [], f"{where}: {text!r} (rule {rule})"


# ------------------------------------------------------------------ the checker itself
@pytest.mark.parametrize(
    "text, rule, problem",
    [
        ("you landed on a orange square.", None, "does not start with a capital"),
        ("You landed on a orange square.", None, '"a" before a vowel'),
        ("Off the board (S5) There is no square behind d8 (S5).", None, "runs two sentences together"),
        ("Off the board (S5) There is no square behind d8 (S5).", None, "cites S5 more than once"),
        ("Two in front of it The square behind is taken.", None, "runs two sentences together"),
        ("M2: Not allowed. M2: the path is blocked.", "M2", "cites M2 more than once"),
        ("A tower moves forward", None, "does not end with a full stop"),
        ("A tower moves forward..", None, "doubled full stop"),
        ("A tower  moves forward.", None, "doubled space"),
        ("A8 is taken by Gold's Orange tower.", None, "capitalises a square name"),
    ],
)
def test_the_checker_finds_each_fault(text, rule, problem):
    assert any(problem in p for p in problems(text, rule))


def test_compose_merges_the_engine_and_the_teacher_into_one_message():
    engine = "S6: Gold's Pink tower on d8 stands on its own home row; pushing it would take it off the board (S5)."
    teacher = "There is no square behind d8 (S5). With no other move, the Sumo is blocked: press Pass (M6)."
    text = compose("S6", engine, teacher)
    assert text == (
        "Gold's Pink tower on d8 stands on its own home row; pushing it would take it off the board (S5). "
        "There is no square behind d8. With no other move, the Sumo is blocked: press Pass (M6)."
    )
    assert compose("S6", text) == text, "composing twice changes nothing"
    assert compose("T1", "only Black may move (T1, R3)") == "Only Black may move (R3)."
    assert sentence("  a  b ") == "A b."


# ----------------------------------------------------------------------- the engine
@pytest.mark.parametrize("case", SENTENCES, ids=lambda c: f"{c['rule']}-{c['from']}-{c['to']}-{c['kind']}")
def test_D1_every_engine_verdict_reads_well_on_the_board(case):
    pos = Position.from_text(case["position"])
    kind = None if case["kind"] is None else MoveKind(case["kind"])
    verdict = explain(pos, case["from"], case["to"], kind)
    assert_well_formed(message(verdict.rule, str(verdict)), verdict.rule, where="verdict")


# ------------------------------------------------------------------------- clicks
POSITIONS = {
    "T1": Match(3).text(),
    "T2": "obupyrgn/8/2R5/8/8/8/8/NG1YPUBO g o - standard",
    "push": PUSH_READY,
    "pass": find_match(pass_pending).text(),
    "deadlock": find_match(deadlocked).text(),
    "fill": find_match(lambda m: m.position.result is not None, target=3).text(),
}


@pytest.mark.parametrize("name", POSITIONS)
def test_every_click_message_is_well_formed(name):
    """A click on every square, then with each movable tower selected a click on every square."""
    text = POSITIONS[name]
    session = BoardSession(Match.from_text(text))
    seen: set[tuple[str, str | None]] = set()
    for first in SQUARES:
        session.load_position(text)
        session.click(first)
        seen.add(shown(session))
        if session_view(session)["selected"] != first:
            continue
        for second in SQUARES:
            session.load_position(text)
            session.click(first)
            session.click(second)
            seen.add(shown(session))
        session.load_position(text)
        session.pass_turn(first)
        seen.add(shown(session))
    assert seen
    for words, rule in seen:
        assert_well_formed(words, rule, where=name)


def test_T1_T2_an_empty_square_is_a_neutral_hint_that_names_no_tower():
    session = BoardSession(Match(3))
    session.click("e6")
    assert shown(session) == (_(
        "The square {square} is empty: first click the tower you want to move, then the square to move it to."
    ).format(square="e6"), None)
    session.play("c1-c6")
    session.click("e3")  # T2: Gold must move Orange, but the hint does not say so (a task may ask exactly that)
    text, rule = shown(session)
    assert rule is None and "Orange" not in text and session_view(session)["message"]["kind"] == "info"


# ----------------------------------------------------------------- session messages
def test_every_session_message_is_well_formed():
    messages: list[tuple[str, str | None]] = []
    s = BoardSession(Match(3))

    def note() -> None:
        messages.append(shown(s))

    s.on_change(note)
    s.play("c1-c6")
    s.play("a8-a3")
    s.undo()
    s.redo()
    s.reset()
    s.reset(7, "mirrored")
    s.load_position(PUSH_READY)
    s.play("d4>d5")
    s.load_position(find_match(pass_pending).text())
    s.play(f"{square_name(s.match.position.mover.square)}=")
    s.load_record(Match(3).record())
    for move in ["c1-c7", "d8-d6", "c7-d8"]:
        s.play(move)
    s.fill("right")
    s.load_position(find_match(deadlocked).text())
    s.click("a1")
    s.reset()
    s.edit()
    s.edit_step(lambda e: e.clear())
    s.cancel_edit()
    s.edit()
    s.finish_edit()
    s.set_computer("gold", 2)
    s.set_computer(None)
    s.refuse(IntentError("'target': 4 is not a match length: 1, 3, 7 or 15 points", "R1"))
    s.refuse(ValueError("a message from the board must be a dict, not list"))
    s.say("Hello")
    s.say("Hello")
    s.cancel()
    short = BoardSession(Match.from_text("obupyrgn/8/2R5/8/8/8/8/NG1YPUBO g o - standard"))
    short.opponent.think_nodes = 2_000
    short.on_change(lambda: messages.append(shown(short)))
    short.hint()
    short.analyse()
    short.set_computer("gold", 1)
    short.click("a8")  # the computer's turn
    assert len({m for m, _ in messages if m}) > 20
    for text, rule in messages:
        assert_well_formed(text, rule, where="session")


def test_a_repeated_message_is_a_visible_change():
    s = BoardSession(Match(3))
    s.click("e8")
    first = session_view(s)["message"]
    s.click("e8")
    again = session_view(s)["message"]
    assert again["text"] == first["text"] and again["serial"] == first["serial"] + 1 and again["repeat"] == 2
    s.click("c1")
    assert session_view(s)["message"]["repeat"] == 1


def test_every_replay_message_and_status_is_well_formed():
    """The move list's replay: each replayed state's status line, and what stepping, asking and playing on say."""
    s = BoardSession(Match(3))
    lines: list[tuple[str, str | None]] = []
    s.on_change(lambda: lines.extend([shown(s), (session_view(s)["status"], None)]))
    for move in ["c1-c7", "d8-d6", "c7-d8"]:
        s.play(move)
    s.fill("left")
    s.play("h8-h4")
    for ply in range(len(s.match.states)):
        s.replay(ply)
    s.replay(0)
    s.replay_step(-1)  # nothing earlier
    s.live()
    s.replay_step(1)  # nothing later
    s.replay(2)
    s.click("c7")  # asks before playing on
    s.play_on()
    s.undo()
    s.redo()
    s.live()
    texts = {t for t, _ in lines if t}
    begins = message_pattern("Replaying: round {number} begins — {player} chose to fill from the left (F1).",
                             whole=False, number=2)
    assert any(re.match(begins, t) for t in texts)
    asks = [message_pattern(msgid) for msgid in (
        ("You are replaying an earlier position. Play on from here (this takes back {later}; Redo brings it back "
        "until you play a new move), or go back to the game."),
        ("You are replaying an earlier position. Play on from here (this takes back {later}; Redo brings them "
        "back until you play a new move), or go back to the game."))]
    assert any(re.fullmatch(pattern, t) for t in texts for pattern in asks), "the question before playing on"
    for text, rule in lines:
        assert_well_formed(text, rule, where="replay")
