"""The opening book (kamisado_widget/engine/data/opening_book.json, written by
scripts/make_opening_book.py): every first move of a single round, proven by the solver.

The book is checked against the rules engine (one entry per legal first move, T1; every
principal line replays legally to the end of the round, M7 / M8, at the recorded distance with
the recorded winner) and a sample of its proofs, the cheapest winning and losing entries, is
proven again here within twice the nodes the script recorded (plus the cheapest loss that needed
more than the shallow search). Node budgets only, no clocks, so
the answers never depend on the machine's speed.
"""

from __future__ import annotations

from typing import Any

import pytest

from kamisado_widget.engine import Layout, Position
from kamisado_widget.engine.ai import LOSS, WIN, solve
from kamisado_widget.engine.ai.book import book_entry, book_solution, layouts, opening_book
from kamisado_widget.engine.ai.solver import SHALLOW_NODES

BOOK = opening_book()
ENTRIES: list[dict[str, Any]] = BOOK["entries"]
START = Position.initial()
PROVEN = [e for e in ENTRIES if e["result"] != "unknown"]


def cheapest(result: str, n: int = 2) -> list[dict[str, Any]]:
    return sorted((e for e in ENTRIES if e["result"] == result), key=lambda e: e["nodes"])[:n]


# The cheapest losses end within a few plies (the solver's shallow exact search settles them), so
# the cheapest loss the proof-number searches had to prove is re-proven as well.
DEEP_LOSSES = [e for e in cheapest("loss", len(ENTRIES)) if e["nodes"] > SHALLOW_NODES][:1]
SAMPLE = cheapest("win") + cheapest("loss") + DEEP_LOSSES
MIRRORED = opening_book(Layout.MIRRORED)
MIRRORED_START = Position.initial(Layout.MIRRORED)
MIRRORED_PROVEN = [e for e in MIRRORED["entries"] if e["result"] != "unknown"]


def test_the_book_describes_the_single_rounds_opening() -> None:
    assert BOOK["layout"] == "standard"
    assert BOOK["initial"] == START.text()
    assert BOOK["node_budget"] > 0
    s = BOOK["summary"]
    assert s["moves"] == len(ENTRIES)
    assert s["wins"] == sum(e["result"] == "win" for e in ENTRIES)
    assert s["losses"] == sum(e["result"] == "loss" for e in ENTRIES)
    assert s["unknown"] == [e["move"] for e in ENTRIES if e["result"] == "unknown"]


def test_one_entry_for_each_legal_first_move() -> None:
    # T1: the first move of the round is free, any tower of the Challenger; 102 of them.
    legal = {m.text(): m for m in START.legal_moves()}
    assert len(ENTRIES) == 102 == len(legal)
    assert sorted(e["move"] for e in ENTRIES) == sorted(legal)
    for e in ENTRIES:
        assert START.play(legal[e["move"]]).text() == e["position"]


def test_unknown_entries_guess_nothing() -> None:
    for e in ENTRIES:
        if e["result"] == "unknown":
            assert e["distance"] is None and e["line"] is None
        else:
            assert e["result"] in ("win", "loss")
            assert isinstance(e["distance"], int) and e["distance"] == len(e["line"])


def test_the_summary_names_the_shortest_win_and_the_longest_defence() -> None:
    s = BOOK["summary"]
    wins = [e["distance"] for e in ENTRIES if e["result"] == "win"]
    losses = [e["distance"] for e in ENTRIES if e["result"] == "loss"]
    assert (s["shortest_win"] or {}).get("distance") == (min(wins) if wins else None)
    assert (s["longest_defence"] or {}).get("distance") == (max(losses) if losses else None)


@pytest.mark.parametrize("entry", PROVEN, ids=lambda e: e["move"])
def test_the_principal_line_replays_to_the_end_of_the_round(entry: dict[str, Any]) -> None:
    # Every ply of the line is legal and the round goes on until its last ply, which ends it
    # (M7 home row or M8 deadlock) with the recorded winner at exactly the recorded distance.
    pos = START
    for i, text in enumerate(entry["line"]):
        assert pos.result is None, f"the round ended before ply {i + 1}"
        assert text in {m.text() for m in pos.legal_moves()}, f"ply {i + 1} {text} is not legal"
        pos = pos.play_text(text)
    assert pos.result is not None and pos.result.reason in ("M7", "M8")
    assert len(entry["line"]) == entry["distance"]
    winner = START.turn if entry["result"] == "win" else START.turn.opponent
    assert pos.result.winner is winner


@pytest.mark.slow
@pytest.mark.parametrize("entry", SAMPLE, ids=lambda e: f"{e['move']}-{e['result']}")
def test_a_sample_of_entries_is_proven_again(entry: dict[str, Any]) -> None:
    after = START.play_text(entry["move"])
    sol = solve(after, max_nodes=2 * entry["nodes"])
    # The solver answers for the side to move after the first move, the first mover's opponent.
    assert sol.result is (LOSS if entry["result"] == "win" else WIN)
    assert sol.distance is not None and 1 + sol.distance == entry["distance"]


def test_the_sample_holds_wins_and_losses_when_the_book_has_both() -> None:
    results = {e["result"] for e in SAMPLE}
    assert results == {r for r in ("win", "loss") if any(e["result"] == r for e in ENTRIES)}


def test_book_entry_finds_every_first_move() -> None:
    for e in ENTRIES:
        found = book_entry(START.play_text(e["move"]))
        assert found is not None and found["move"] == e["move"]


def test_book_entry_is_none_outside_the_book() -> None:
    assert book_entry(START) is None  # no move yet
    move = ENTRIES[0]["move"]
    after = START.play_text(move)
    if after.result is None:
        second = after.legal_moves()[0]
        assert book_entry(after.play(second)) is None  # two plies
    found = book_entry(Position.initial(Layout.MIRRORED).play_text(move))  # the other layout (B4) has its own
    assert found is not None and found["position"] == Position.initial(Layout.MIRRORED).play_text(move).text()
    assert found is not book_entry(after)
    white = Position.initial(turn=START.turn.opponent)
    assert book_entry(white.play(white.legal_moves()[0])) is None  # the other side opens


@pytest.mark.slow
def test_book_solution_on_every_position_of_the_lines() -> None:
    """M7 / M8: every position on a principal line gets the rest of that line, which replays to
    the end of the round at exactly the distance given, won by the side the answer names; a
    position reached by two lines gets the same answer from both (a position's value is one)."""
    from kamisado_widget.engine.ai.book import _solutions

    answers = _solutions()
    seen: dict[str, tuple[str, int]] = {}
    for e in PROVEN:
        position = START
        for i, text in enumerate(e["line"]):
            position = position.play_text(text)
            if position.result is not None:
                break
            sol = book_solution(position)
            assert sol is not None and sol.distance == e["distance"] - i - 1
            assert [m.text() for m in sol.line] == e["line"][i + 1:]
            key = position.text()
            assert seen.setdefault(key, (sol.result.value, sol.distance)) == (sol.result.value, sol.distance)
    for start, sol in answers.items():
        end = start
        assert Position.from_text(start.text()) == start and hash(Position.from_text(start.text())) == hash(start)
        for move in sol.line:
            end = end.play(move)
        assert end.result is not None and end.result.winner is sol.winner
        assert len(sol.line) == sol.distance


def test_book_solution_of_the_initial_position() -> None:
    """T1: the first mover's best first move is the shortest win the book holds."""
    sol = book_solution(START)
    assert sol is not None and sol.result is WIN and sol.player is START.turn
    wins = [e for e in ENTRIES if e["result"] == "win"]
    assert sol.distance == min(e["distance"] for e in wins) == BOOK["summary"]["shortest_win"]["distance"]
    assert sol.line[0].text() == BOOK["summary"]["shortest_win"]["move"]


def test_book_solution_agrees_with_the_solver_near_the_end() -> None:
    """The book's answers late on its lines, proven again by the solver on a node budget."""
    checked = 0
    for e in PROVEN[::10]:
        position = START
        for text in e["line"][:-7]:
            position = position.play_text(text)
        booked = book_solution(position)
        sol = solve(position, max_nodes=300_000)
        assert booked is not None and sol.proven
        assert (sol.result, sol.distance) == (booked.result, booked.distance), position.text()
        checked += 1
    assert checked >= 10


def test_positions_off_the_book_get_no_answer() -> None:
    assert book_solution(Position.initial(turn=START.turn.opponent)) is None  # Gold opens: not in the book
    off = START.play_text("d1-d5")
    book_line = book_entry(off)["line"]  # type: ignore[index]
    other = next(m for m in off.legal_moves() if m.text() != book_line[1])
    assert book_solution(off.play(other)) is None


# ------------------------------------------------------------------ the mirrored layout's book (B4)
def test_both_layouts_have_a_book_of_every_first_move() -> None:
    """B4, T1: the mirrored layout's book is made the same way, one entry per legal first move."""
    assert layouts() == [Layout.STANDARD, Layout.MIRRORED]
    assert MIRRORED["layout"] == "mirrored" and MIRRORED["initial"] == MIRRORED_START.text()
    legal = {m.text(): m for m in MIRRORED_START.legal_moves()}
    assert sorted(e["move"] for e in MIRRORED["entries"]) == sorted(legal)
    for e in MIRRORED["entries"]:
        assert MIRRORED_START.play(legal[e["move"]]).text() == e["position"]
        assert book_entry(MIRRORED_START.play(legal[e["move"]])) is e
    s = MIRRORED["summary"]
    assert s["wins"] == sum(e["result"] == "win" for e in MIRRORED["entries"])
    assert s["losses"] == sum(e["result"] == "loss" for e in MIRRORED["entries"])
    assert s["unknown"] == [e["move"] for e in MIRRORED["entries"] if e["result"] == "unknown"]


@pytest.mark.parametrize("entry", MIRRORED_PROVEN, ids=lambda e: e["move"])
def test_the_mirrored_principal_lines_replay_to_the_end_of_the_round(entry: dict[str, Any]) -> None:
    """M7 / M8 in the mirrored layout: every ply legal, the round ends at the recorded distance."""
    pos = MIRRORED_START
    for text in entry["line"]:
        assert pos.result is None
        pos = pos.play_text(text)
    assert pos.result is not None and len(entry["line"]) == entry["distance"]
    assert pos.result.winner is (MIRRORED_START.turn if entry["result"] == "win" else MIRRORED_START.turn.opponent)


@pytest.mark.slow
def test_a_mirrored_win_and_a_mirrored_loss_are_proven_again() -> None:
    wins = sorted((e for e in MIRRORED_PROVEN if e["result"] == "win"), key=lambda e: e["nodes"])[:1]
    losses = sorted((e for e in MIRRORED_PROVEN if e["result"] == "loss" and e["nodes"] > SHALLOW_NODES),
                    key=lambda e: e["nodes"])[:1]
    for entry in wins + losses:
        sol = solve(MIRRORED_START.play_text(entry["move"]), max_nodes=2 * entry["nodes"])
        assert sol.result is (LOSS if entry["result"] == "win" else WIN) and 1 + sol.distance == entry["distance"]


def test_the_mirrored_opening_is_answered_too() -> None:
    sol = book_solution(MIRRORED_START)
    assert sol is not None and sol.distance == MIRRORED["summary"]["shortest_win"]["distance"]
