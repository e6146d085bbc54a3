"""Tutorial 09, the solved opening: its exercises are right by the opening book and the solver, and the map
and the lines appear only when the learner asks.

The exercises are the notebook's own (its code cells run here, as in the kernel); the solver checks them on
node budgets only.
"""

from __future__ import annotations

import html
import re

import pytest
from helpers.catalogue_pattern import message_pattern
from helpers.tutorial_exercises import exercises_of

from kamisado_widget.engine import Player, Position
from kamisado_widget.engine.ai import book_solution, opening_book, solve
from kamisado_widget.engine.catalogue import _
from kamisado_widget.teaching.course.lesson_widgets import after_trying
from kamisado_widget.teaching.positions.opening import first_moves, first_moves_table, opening_line

NAME = "09_the_solved_opening.ipynb"
WINNING = sorted(m.move for m in first_moves() if m.wins)


def exercise(title: str):
    return next(ex for ex in exercises_of(NAME) if ex.title == title)


def test_the_lesson_has_four_exercises_saved_under_its_name():
    titles = [ex.title for ex in exercises_of(NAME)]
    assert titles == ["A winning first move", "Gold's only answer", "Keep Black's win", "Punish e1-e2"]
    assert all(ex.progress_id.startswith("09-the-solved-opening/") for ex in exercises_of(NAME))


def test_T1_every_winning_first_move_is_right_and_every_other_is_refused_with_its_proof():
    ex = exercise("A winning first move")
    assert len(WINNING) == 16 == opening_book()["summary"]["wins"]
    view = ex.view()
    for move in Position.initial().legal_moves():
        view.reset()
        said = view.attempt(move.text())
        assert view.solved is (move.text() in WINNING), move.text()
        if not view.solved:
            assert said.startswith("That first move loses: Gold has an answer that wins"), said
    view.reset()
    view.show_me()
    assert view.board.last_move == opening_book()["summary"]["shortest_win"]["move"]


def start_of(ex) -> Position:
    position = Position.from_text(ex.position.split(" target=")[0])
    for text in ex.past:
        position = position.play_text(text)
    return position


@pytest.mark.parametrize("title", ["Gold's only answer", "Keep Black's win", "Punish e1-e2"])
def test_M7_only_one_move_keeps_the_win_and_it_is_the_books(title):
    """The task's claim, proven by the solver: exactly one legal move keeps the win for the side to move, the
    one on the book's line; the learner who plays it wins the round against the best defence (M7)."""
    ex = exercise(title)
    start = start_of(ex)
    me = start.turn
    keeps = [m for m in start.legal_moves() if solve(start.play(m), max_nodes=300_000).winner is me]
    assert len(keeps) == 1 and len(start.legal_moves()) >= 10
    booked = book_solution(start)
    assert booked is not None and booked.winner is me and booked.line[0] == keeps[0]
    view = ex.view()
    view.reset()
    wrong = next(m for m in start.legal_moves() if m != keeps[0])
    view.attempt(wrong.text())
    assert not view.solved and view.board.match.position == start  # refused, the board as it was
    for _turn in range(4):
        if view.solved:
            break
        position = view.board.match.position
        sol = solve(position, max_nodes=300_000)
        assert sol.winner is me
        view.attempt(sol.line[0].text())
    assert view.solved and view.board.match.position.result.winner is me


def test_the_map_and_the_lines_appear_only_when_asked():
    shown = []
    box = after_trying("Show the proven opening", lambda: shown.append("made") or ["the map"])
    assert shown == [] and box.children[0].description == "Show the proven opening"
    assert box.children[0].layout.width == "auto"  # the label is never cut (ipywidgets' default width is fixed)
    box.children[0].click()
    assert shown == ["made"] and len(box.children) == 1  # the button is gone, the output stays


def test_the_table_names_every_winning_first_move_by_tower():
    table = first_moves_table()
    for move in WINNING:
        assert f"<b>{move}</b>" in table
    about = html.escape(message_pattern("The first moves of a single round, proven: {player} wins with the moves in the "
                                        "middle column (in brackets, in how many of its own moves); every other first "
                                        "move loses (in brackets, how many of its own moves {opponent} then needs, "
                                        "against the longest defence).", player="Black", opponent="Gold"), quote=False)
    assert table.count("<tr><td>") == 8 and re.search(about.strip("^$"), table)


def test_a_line_to_replay_ends_the_round_as_proven():
    """M7: the board holds the line in its move list and ends with the proven winner."""
    longest = max((m for m in first_moves() if not m.wins), key=lambda m: m.distance)
    board = opening_line(longest.move)
    assert board.match.position.result.winner is Player.GOLD
    assert board.view["moves"] == list(longest.line) and len(longest.line) == longest.distance
    with pytest.raises(ValueError, match=message_pattern(
            "{move} is not a first move the opening book has proven; it has {count}, such as {examples}", move="'a1-a1'",
            count=len(first_moves()))):
        opening_line("a1-a1")


def test_every_distance_the_lesson_gives_counts_the_winners_own_moves():
    """One count of moves (M6, S3: a pass and the move after a push are moves of their side): a1-a5 wins in 17
    plies, 9 of them Black's; c1-c6 holds out 36 plies, 18 of them Gold's. The table, the refusal of a losing
    first move and the lines' headings say 9 and 18, never the plies of both sides."""
    from kamisado_widget.engine import Move
    from kamisado_widget.engine.ai import own_moves

    moves = {m.move: m for m in first_moves()}
    fastest, longest = moves["a1-a5"], moves["c1-c6"]
    assert (fastest.distance, fastest.winner_moves) == (17, 9) and (longest.distance, longest.winner_moves) == (36, 18)
    for m in moves.values():
        line = [Move.from_text(t) for t in m.line]
        assert m.winner_moves == own_moves(line, Player.BLACK, Player.BLACK if m.wins else Player.GOLD)
    table = first_moves_table()
    longest_loss = html.escape(_("{losses}; longest: {move} ({count})").format(
        losses=sum(not m.wins and m.move.startswith("c1") for m in moves.values()), move="c1-c6", count=18))
    assert "<b>a1-a5</b> (9)" in table and longest_loss in table and "both sides" not in table
    view = exercise("A winning first move").view()
    view.reset()
    said = view.attempt("c1-c6")
    assert said == ("That first move loses: Gold has an answer that wins, whatever Black does (proven by the "
                    "opening book: Gold wins in 18 moves of its own). Try another.")
    from helpers.notebook_files import text

    code = text(NAME, "code")
    assert "moves of both sides" not in code and "moves before Gold wins" not in code
    assert "fastest.winner_moves" in code and "longest.winner_moves" in code
