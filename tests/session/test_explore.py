"""Explore mode in the board session: the view's ``explore`` follows the position shown (moves, undo, redo,
replay, edit mode, a new match), answers for another position are dropped, and the sentences come from the
catalogue (English and German). The steps run synchronously here (``explore_steps``); node budgets only."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest

from kamisado_widget.engine import Layout, Match, Move, Position
from kamisado_widget.engine.ai.explore import explore
from kamisado_widget.engine.basics import parse_square
from kamisado_widget.engine.catalogue import _, ngettext, speaking
from kamisado_widget.session.board_session import BoardSession

NODES = 3_000
MIDGAME = "1gry1u2/1n3No1/8/3b4/2O5/4p3/8/1BUPYRG1 b u - mirrored"  # nothing here is in the book


def session(position: str | None = None) -> BoardSession:
    s = BoardSession(Match(1) if position is None else Match(start=position))
    s.opponent.think_nodes = NODES
    s.set_explore(True)
    return s


def moves_of(s: BoardSession) -> dict[str, dict[str, Any]]:
    view = s.explore_view
    assert view is not None
    return {m["move"]: m for m in view["moves"]}


def shown(s: BoardSession) -> Position:
    return s.match.states[s.replaying if s.replaying is not None else -1].position


def assert_explores(s: BoardSession, position: Position) -> None:
    """The view lists exactly ``position``'s legal moves, all worked out, with the explorer's values."""
    s.explore_steps()
    view = s.explore_view
    assert view is not None and view["pending"] == 0
    expected = explore(position, nodes_per_move=NODES)
    assert [m["move"] for m in view["moves"]] == [v.move.text() for v in expected]
    assert [(m["result"], m["own_moves"]) for m in view["moves"]] == [
        (v.result.value if v.result else None, v.own_moves) for v in expected
    ]


def test_off_by_default_and_none_in_the_view() -> None:
    s = BoardSession(Match(1))
    assert not s.explore and s.explore_view is None
    s.set_explore(True)
    assert s.explore and s.explore_view is not None
    s.set_explore(False)
    assert s.explore_view is None


def test_explore_mode_is_true_or_false() -> None:
    s = BoardSession(Match(1))
    with pytest.raises(TypeError, match="True or False"):
        s.set_explore("yes")  # type: ignore[arg-type]


def test_each_move_is_worked_out_one_step_at_a_time_without_a_new_version() -> None:
    s = session(MIDGAME)
    heard: list[int] = []
    s.on_change(lambda: heard.append(s.version))
    total = s.explore_view["pending"]  # type: ignore[index]
    assert total == len(Position.from_text(MIDGAME).legal_moves())
    assert all(m["result"] == "pending" and m["label"] == "…" for m in moves_of(s).values())
    version = s.version
    assert s.explore_steps(1) == 1
    assert s.explore_view["pending"] == total - 1  # type: ignore[index]
    assert s.version == version and heard == [version]  # the listeners heard; no action, no new version
    assert s.explore_steps() == total - 1
    assert_explores(s, Position.from_text(MIDGAME))


def test_updates_after_a_move_undo_redo_and_a_new_match() -> None:
    s = session(MIDGAME)
    s.explore_steps()
    first = shown(s)
    s.play(first.legal_moves()[0])
    assert s.explore_view["pending"] > 0  # type: ignore[index]  # worked out afresh for the new position
    assert_explores(s, shown(s))
    s.undo()
    assert_explores(s, first)
    s.redo()
    assert_explores(s, shown(s))
    s.reset(layout=Layout.MIRRORED)
    assert s.explore_view["pending"] == 0  # type: ignore[index]  # the book answers every first move
    assert_explores(s, Position.initial(Layout.MIRRORED))


def test_updates_in_replay() -> None:
    s = session(MIDGAME)
    start = shown(s)
    s.play(start.legal_moves()[0])
    s.play(shown(s).legal_moves()[0])
    s.replay(1)
    assert_explores(s, s.match.states[1].position)
    s.replay_step(-1)
    assert_explores(s, start)
    s.live()
    assert_explores(s, s.match.position)


def test_in_edit_mode_only_a_legal_position_is_explored() -> None:
    s = session(MIDGAME)
    editor = s.edit()
    assert_explores(s, Position.from_text(MIDGAME))  # the set-up as it starts is legal
    s.edit_step(lambda e: e.remove("black-orange"))  # a tower missing: not a position (B6)
    view = s.explore_view
    assert view is not None and view["moves"] == [] and view["pending"] == 0
    assert view["heading"] == _("Explore waits for a legal position: finish setting it up.")
    s.edit_step(lambda e: e.undo())
    assert_explores(s, editor.setup.build().position)


def test_a_step_scheduled_for_another_position_is_dropped() -> None:
    """Stale answers: a timer set for the position before a move does nothing when it fires."""
    s = session(MIDGAME)
    timers: list[Callable[[], None]] = []
    s.exploring.use(lambda _seconds, step: timers.append(step))
    s.refresh()  # an action: the next step is scheduled
    assert len(timers) == 1
    old = timers.pop()
    s.play(shown(s).legal_moves()[0])
    assert len(timers) == 1  # the new position's first step
    pending = s.explore_view["pending"]  # type: ignore[index]
    old()  # the old position's step fires late: nothing is worked out for it
    assert s.explore_view["pending"] == pending  # type: ignore[index]
    timers.pop()()  # the new position's step works one move out, and schedules the next
    assert s.explore_view["pending"] == pending - 1  # type: ignore[index]
    assert len(timers) == 1


SLICED = 40_000  # a think budget whose moves take several slices of SLICED // 8 nodes here (c1-c3: about 20,000)


def test_the_timer_works_a_slice_of_a_move_and_tells_only_when_an_answer_is_found() -> None:
    """A slice is an eighth of the think budget (at least SLICE_NODES); the view is told only when a move's answer
    is found, and the slices of one move go on across the timer's turns."""
    s = session(MIDGAME)
    s.opponent.think_nodes = SLICED
    s.set_explore(False)
    s.set_explore(True)  # the explorer again, with the new budget
    s.explore_steps(1)  # c1-c2 wins at once; c1-c3 is next
    heard: list[int] = []
    s.on_change(lambda: heard.append(s.explore_view["pending"]))  # type: ignore[index]
    timers: list[Callable[[], None]] = []
    s.exploring.use(lambda _seconds, step: timers.append(step))
    s.refresh()
    heard.clear()
    pending = s.explore_view["pending"]  # type: ignore[index]
    turns = 0
    while s.explore_view["pending"] == pending:  # type: ignore[index]
        timers.pop()()
        turns += 1
    assert turns >= 3 and heard == [pending - 1]  # several slices; told once, when the answer was found
    assert s.exploring.explorer is not None and s.exploring.explorer._solving is None


def _on_a_loop(s: BoardSession, clicks: list[str]) -> tuple[list[object], int]:
    """Run explore mode's slices on a real event loop; after the first slice that ends without an answer, the
    ``clicks`` arrive (as the page's messages do, between two callbacks). The log of slices (True: an answer found)
    and clicks, and the pending count when the clicks were answered."""
    log: list[object] = []
    at_click: list[int] = []

    async def run() -> None:
        loop = asyncio.get_running_loop()
        s.exploring.use(lambda seconds, step: loop.call_later(seconds, step))
        work = s.exploring.work
        first = asyncio.Event()

        def sliced(key: str | None = None) -> bool:
            found = work(key)
            log.append(found)
            if not found:
                first.set()
            return found

        def click() -> None:
            at_click.append(s.explore_view["pending"])  # type: ignore[index]
            for square in clicks:
                s.click(square)
            log.append("click")

        s.exploring.work = sliced  # type: ignore[method-assign]
        s.refresh()  # an action: the first slice is scheduled
        await first.wait()
        loop.call_soon(click)
        done = asyncio.Event()
        s.on_change(lambda: done.set() if s.explore_view["pending"] == 0 else None)  # type: ignore[index]
        await done.wait()

    asyncio.run(run())
    return log, at_click[0]


def test_a_click_between_two_slices_is_answered_before_the_move_s_answer() -> None:
    """A slow answer never blocks a click: a click (selecting the tower to move) after a slice that did not finish
    its move is answered before that move's answer arrives; the answers still all arrive, the same as whole steps."""
    s = session(MIDGAME)
    s.opponent.think_nodes = SLICED
    s.set_explore(False)
    s.set_explore(True)
    s.explore_steps(1)  # c1-c2 wins at once; c1-c3 takes several slices
    pending = s.explore_view["pending"]  # type: ignore[index]
    log, at_click = _on_a_loop(s, ["c1"])
    assert at_click == pending and log[0] is False and log[1] == "click"  # between two slices of c1-c3
    assert s.ui.selected == parse_square("c1")  # the click was decided
    assert log.count(True) == pending  # every answer arrived after it
    view = s.explore_view
    expected = explore(Position.from_text(MIDGAME), nodes_per_move=SLICED)
    assert [(m["move"], m["result"], m["own_moves"]) for m in view["moves"]] == [  # type: ignore[index]
        (v.move.text(), v.result.value if v.result else None, v.own_moves) for v in expected
    ]


def test_a_move_clicked_between_two_slices_drops_the_work_and_explores_the_new_position() -> None:
    """A move played by clicks between two slices is played at once; the half-worked answer is dropped, and the new
    position's answers arrive (the same as whole steps)."""
    s = session(MIDGAME)
    s.opponent.think_nodes = SLICED
    s.set_explore(False)
    s.set_explore(True)
    s.explore_steps(1)
    pending = s.explore_view["pending"]  # type: ignore[index]
    log, at_click = _on_a_loop(s, ["c1", "c3"])
    assert at_click == pending and log[:2] == [False, "click"]
    after = Position.from_text(MIDGAME).play(Move.from_text("c1-c3"))
    assert shown(s).text() == after.text()
    expected = explore(after, nodes_per_move=SLICED)
    view = s.explore_view
    assert [(m["move"], m["result"], m["own_moves"]) for m in view["moves"]] == [  # type: ignore[index]
        (v.move.text(), v.result.value if v.result else None, v.own_moves) for v in expected
    ]


def test_the_sentences_and_labels_come_from_the_catalogue() -> None:
    s = session()
    s.play("d1-d5")  # the book answers Gold's book reply; the other replies are worked out by the solver
    s.explore_steps()
    view = s.explore_view
    assert view is not None
    for m in view["moves"]:
        n = m["own_moves"]
        if m["result"] == "win" and n is not None:
            assert m["label"] == _("W{count}").format(count=n)
        elif m["result"] == "loss" and n is not None:
            assert m["label"] == _("L{count}").format(count=n)
            text = ngettext(
                "{move} loses: {player} wins in {count} move of its own.",
                "{move} loses: {player} wins in {count} moves of its own.",
                n,
            ).format(move=m["move"], player="Black", count=n)
            if m["source"] == "book":
                text = _("{text} Proven by the opening book.").format(text=text)
            assert m["text"] == text
        elif m["result"] == "unknown":
            assert m["label"] == "?" and "budget" not in m["text"] and "node" not in m["text"]
    assert view["heading"] == _("Every move of {mover}, with its proven result.").format(mover="Gold's Orange tower")


def test_german_labels_and_sentences() -> None:
    s = session()
    with speaking("de"):
        view = s.explore_view
    assert view is not None
    best = view["moves"][0]
    assert best["label"] == "G9"
    assert best["text"].startswith(best["move"] + " gewinnt in 9 eigenen Zügen.")
    assert "Eröffnungsbuch" in best["text"]
    assert view["heading"].startswith("Jeder Zug")
