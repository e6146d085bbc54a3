"""Every "wins in N" counts the winner's own moves, as chess puzzles do, wherever a learner reads a distance (one
count of moves). The solver's plies convert by one function, :func:`kamisado_widget.engine.ai.own_moves`: a pass
(M6) and the move after a push (S3) are moves of the side that makes them (issue 26)."""

from __future__ import annotations

import pytest

from kamisado_widget.engine import Match, Move, Player, Position
from kamisado_widget.engine.ai import book_solution, moves_words, opening_book, own_moves, solve, winner_moves
from kamisado_widget.engine.ai.book import layouts
from kamisado_widget.engine.catalogue import ngettext
from kamisado_widget.session.computer import analysis_view, hint_view
from kamisado_widget.teaching.positions.puzzles import load_puzzles

PUZZLES = load_puzzles()
W2_06 = next(p for p in PUZZLES if p.id == "W2-06")  # h7>h6 then d5-h1: a push and the move after it (S2, S3)
W2_04 = next(p for p in PUZZLES if p.id == "W2-04")  # g7-g6, Black's pass g4=, c3-c1 (M6)


def replayed(start: Position, line: list[Move], player: Player) -> int:
    """The moves of ``line`` that ``player`` makes, told by the engine playing it (the side to move each time)."""
    count = 0
    for move in line:
        count += start.turn is player
        start = start.play(move)
    return count


def lines():
    """Every line of best play shipped: the puzzles' and the opening books' (both layouts), with their start."""
    for p in PUZZLES:
        yield p.id, p.start, [Move.from_text(t) for t in p.line]
    for layout in layouts():
        book = opening_book(layout)
        start = Position.from_text(book["initial"])
        for e in book["entries"]:
            if e["line"]:
                yield f"{layout.value} {e['move']}", start, [Move.from_text(t) for t in e["line"]]


def test_M6_S3_the_count_read_off_a_line_agrees_with_the_engine_playing_it():
    checked = 0
    for name, start, line in lines():
        for player in Player:
            assert own_moves(line, start.turn, player) == replayed(start, line, player), name
        checked += 1
    assert checked > 100


def test_S3_a_push_and_the_move_after_it_are_two_moves_of_the_pusher():
    line = [Move.from_text(t) for t in W2_06.line]
    assert line[0].is_push and len(line) == 2
    assert own_moves(line, W2_06.player, W2_06.player) == 2 and own_moves(line, W2_06.player, Player.BLACK) == 0


def test_M6_a_pass_is_a_move_of_the_side_that_passes():
    line = [Move.from_text(t) for t in W2_04.line]
    assert line[1].is_pass
    assert own_moves(line, W2_04.player, W2_04.player) == 2 and own_moves(line, W2_04.player, Player.BLACK) == 1


def wins_in(winner: str, count: int) -> str:
    return ngettext("{winner} wins in {count} move of its own", "{winner} wins in {count} moves of its own",
                    count).format(winner=winner, count=count)


def test_the_solvers_answer_in_words_counts_the_winners_moves():
    assert book_solution(Position.initial()).text() == wins_in("Black", 9)  # 17 plies
    after = Position.initial().play_text("c1-c6")
    assert book_solution(after).text() == wins_in("Gold", 18)  # 35 plies, Gold's passes included
    answered = after.play_text(book_solution(after).line[0].text())
    assert book_solution(answered).text() == ngettext(
        "{loser} loses: {winner} wins in {count} move of its own", "{loser} loses: {winner} wins in {count} moves of its own",
        17).format(loser="Black", winner="Gold", count=17)
    pushed = solve(W2_06.start)
    assert pushed.distance == 2 and winner_moves(pushed) == 2 and pushed.text() == wins_in("Gold", 2)
    assert moves_words(1) == ngettext("{count} move", "{count} moves", 1).format(count=1)


@pytest.mark.parametrize("p", [W2_06, W2_04], ids=["push", "pass"])
def test_D1_analyse_and_hint_count_the_winners_own_moves_never_plies(p):
    """Where the plies and the winner's moves differ (a push gives two moves in a row, S3; a pass is the loser's
    move, M6), Analyse and Hint say the winner's moves: the puzzle's grade."""
    match = Match.from_text(p.position)
    analysis = analysis_view(match, nodes=200_000)
    assert analysis["distance"] == p.distance
    assert analysis["text"].startswith(ngettext(
        "Analysis: {winner} wins in {count} move of its own with best play.",
        "Analysis: {winner} wins in {count} moves of its own with best play.", p.moves).format(
        winner=p.player.title, count=p.moves))
    assert hint_view(match, nodes=200_000)["reason"] == ngettext("wins in {count}", "wins in {count}", p.moves).format(
        count=p.moves)
    match.play(p.answer)
    if match.position.turn is not p.player:  # the loser to move: its defeat in the winner's moves
        assert analysis_view(match, nodes=200_000)["text"].startswith(ngettext(
            "Analysis: {player} loses: {winner} wins in {count} move of its own with best play.",
            "Analysis: {player} loses: {winner} wins in {count} moves of its own with best play.", p.moves - 1).format(
            player=p.player.opponent.title, winner=p.player.title, count=p.moves - 1))


def test_no_sentence_of_the_package_says_ply():
    """The package's sentences (string literals other than docstrings) never say "ply" or "plies"; a TypeError
    about a Python argument named ``ply`` is for the programmer who passed it, not a learner."""
    import ast
    import pathlib
    import re

    package = pathlib.Path(__file__).parents[2] / "kamisado_widget"
    bad = []
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = set()
        for node in ast.walk(tree):
            body = getattr(node, "body", None)
            if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
                skip.add(id(body[0].value))  # a docstring
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and getattr(node.exc.func, "id", "") == (
                "TypeError"
            ):
                skip.update(id(n) for n in ast.walk(node.exc))
        sentences = [
            n for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in skip and " " in n.value
        ]
        bad += [f"{path.relative_to(package)}:{n.lineno}: {n.value[:60]!r}" for n in sentences
                if re.search(r"\bpl(y|ies)\b", n.value, re.IGNORECASE)]
    assert not bad, bad
