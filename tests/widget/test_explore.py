"""Explore mode on the widget: ``w.explore``, the page's explore intent, and the steps on the kernel's event loop:
a click while answers are pending is decided at once, and the work starts again for the new position."""

from __future__ import annotations

import asyncio
from typing import Any

from helpers.front_end import until

from kamisado_widget import KamisadoWidget
from kamisado_widget.engine import Position
from kamisado_widget.engine.ai.explore import Explorer, explore

MIDGAME = "1gry1u2/1n3No1/8/3b4/2O5/4p3/8/1BUPYRG1 b u - mirrored"  # nothing here is in the book


def send(w: KamisadoWidget, **content: Any) -> None:
    w._on_front_end_msg(w, content, [])


def test_w_explore_switches_the_view_field() -> None:
    w = KamisadoWidget()
    assert w.explore is False and w.view["explore"] is None
    w.explore = True
    assert w.explore is True
    moves = w.view["explore"]["moves"]
    assert len(moves) == len(Position.initial().legal_moves()) and w.view["explore"]["pending"] == 0
    assert all(m["source"] == "book" for m in moves)  # the opening explorer: the book answers at once
    w.explore = False
    assert w.view["explore"] is None


def test_the_page_turns_explore_mode_on_and_off() -> None:
    w = KamisadoWidget()
    send(w, type="explore", on=True, version=w.view["version"])
    assert w.explore and w.view["explore"] is not None
    send(w, type="explore", on="yes", version=w.view["version"])  # refused, with the field named
    assert w.explore and "'on'" in w.message
    send(w, type="explore", on=False, version=w.view["version"])
    assert not w.explore and w.view["explore"] is None


def test_without_a_running_loop_the_steps_run_when_asked() -> None:
    w = KamisadoWidget(MIDGAME)
    w.computer.think_nodes = 2_000
    w.explore = True
    pending = w.view["explore"]["pending"]
    assert pending > 1
    assert w.session.explore_steps(1) == 1
    assert w.view["explore"]["pending"] == pending - 1  # the widget drew the new answer
    w.session.explore_steps()
    assert w.view["explore"]["pending"] == 0
    assert all(m["result"] != "pending" for m in w.view["explore"]["moves"])


def test_a_click_during_pending_answers_is_decided_at_once_and_the_work_restarts() -> None:
    """Done when: a click during a pending answer is never lost (nor blocked, nor refused as stale)."""

    async def run() -> None:
        w = KamisadoWidget(MIDGAME)
        w.computer.think_nodes = 2_000
        w.explore = True  # inside the running loop: the steps are scheduled on its timer
        version = w.view["version"]
        total = w.view["explore"]["pending"]
        await until(w, lambda: w.view["explore"]["pending"] < total)  # the first answer arrives from the loop
        assert w.view["explore"]["pending"] > 0 and w.view["version"] == version  # answers: no new version
        move = Position.from_text(MIDGAME).legal_moves()[0]
        send(w, type="click", square=move.text()[:2], version=version)  # made on the view before the answers
        send(w, type="click", square=move.text()[-2:], version=w.view["version"])
        assert w.last_move == move.text()  # decided and played at once
        after = w.match.position
        view = w.view["explore"]
        assert sorted(m["move"] for m in view["moves"]) == sorted(m.text() for m in after.legal_moves())
        assert view["pending"] == Explorer(after).pending > 0  # the old answers dropped, the work restarted
        await until(w, lambda: w.view["explore"]["pending"] == 0)
        assert sorted(m["move"] for m in w.view["explore"]["moves"]) == sorted(m.text() for m in after.legal_moves())

    asyncio.run(run())


def test_a_click_after_a_slice_is_played_before_that_move_s_answer_arrives() -> None:
    """A slow answer never blocks a click: with a budget whose moves take several slices, a click that arrives after
    a slice that did not finish its move is played at once, before that move's answer; the half-worked answer is
    dropped and the new position's answers arrive afterwards, the same as the explorer's."""

    async def run() -> None:
        w = KamisadoWidget(MIDGAME)
        w.computer.think_nodes = 40_000  # slices of 5,000 nodes; c1-c3 takes about 20,000
        exploring = w.session.exploring
        work = exploring.work
        log: list[object] = []
        unfinished = asyncio.Event()  # a slice has ended without its move's answer

        def sliced(key: str | None = None) -> bool:
            found = work(key)
            log.append(found)
            if not found:
                unfinished.set()
            return found

        exploring.work = sliced  # type: ignore[method-assign]
        w.explore = True  # inside the running loop: the slices are scheduled on its timer
        await unfinished.wait()
        pending = w.view["explore"]["pending"]
        version = w.view["version"]
        send(w, type="click", square="c1", version=version)
        send(w, type="click", square="c3", version=w.view["version"])
        assert w.last_move == "c1-c3" and log[-1] is False  # played at once, between two slices of one move
        assert pending > 0 and w.view["version"] > version
        after = w.match.position
        assert exploring.explorer is not None and exploring.explorer.key == after.text()  # the old work dropped
        await until(w, lambda: w.view["explore"]["pending"] == 0)
        expected = explore(after, nodes_per_move=40_000)
        assert [(m["move"], m["result"], m["own_moves"]) for m in w.view["explore"]["moves"]] == [
            (v.move.text(), v.result.value if v.result else None, v.own_moves) for v in expected
        ]

    asyncio.run(run())


def test_the_marks_and_sentences_speak_german_after_set_language() -> None:
    from kamisado_widget import set_language

    set_language("de")
    w = KamisadoWidget()
    w.explore = True
    view = w.view["explore"]
    best = view["moves"][0]
    assert best["label"] == "G9" and best["result"] == "win"
    assert best["text"] == f"{best['move']} gewinnt in 9 eigenen Zügen. Bewiesen durch das Eröffnungsbuch."
    assert view["heading"] == "Jeder Zug von Schwarz, mit seinem bewiesenen Ergebnis."
    w.play("d1-d5")
    losses = [m for m in w.view["explore"]["moves"] if m["result"] == "loss"]
    assert losses and all(m["label"].startswith("V") for m in losses)
