"""Level 4 (Strong) and proven results: it plays the opening book's best move where the book
covers the position, and once its own search has found a proven win it never lets it slip.

The won positions are taken from seeded random rounds (some with Sumos, S1-S3, some with a push
to answer, and both layouts); the player thinks within a node budget, never a clock, so every
game below is the same on every machine. Every defence is played out: at each of the loser's
turns every legal move (M1-M6), and the round must end with Strong's tower on the home row (M7)
or the loser's deadlock (M8).
"""

from __future__ import annotations

import copy

import pytest

from kamisado_widget.engine import Player, Position
from kamisado_widget.engine.ai import WIN, EnginePlayer, book_solution, solve
from kamisado_widget.engine.ai.book import opening_book
from kamisado_widget.engine.ai.player import follows

WON = [  # (position text, plies to the win with best play for the side to move), from seeded random rounds
    ("2r+++y1u+b+1/8/1n4N+1/1p++2o+3/O+2g++4/2Y5/3U+++2R1/1B+1P+2G+++1 g p - mirrored", 13),
    ("2ry++1ub1/1B3P2/3g4/4p3/8/O+nU+2o++N++1/8/4YR+++G++1 g y - mirrored", 11),
    ("o+++1u5/4r+++y+++g+++1/3p++4/b+++6O+/5R2/N++1n+5/1G+++1Y+P+++B++2/5U++2 b n - standard", 11),
    ("1b+++2y++3/2u3g+++1/2B4n/8/7P+/r+o+1p4/1N+2U++2O+++/1G+RY+4 b y - standard", 12),
    ("o+b6/2R+1pr++1n++/5B2/1y++6/2U+5/G+++4g1u/2Y+++4O+/N+3P+3 g b - standard", 7),
]
BUDGET = 3_000


def strong() -> EnginePlayer:
    return EnginePlayer(4, time_limit=None, max_nodes=BUDGET, seed=0)


def play_out(player: EnginePlayer, position: Position, winner: Player, games: list[int]) -> None:
    """Every defence from ``position``: Strong's moves are its own choice, the loser's are all.
    Each line of play is a game of its own: Strong remembers only what it proved in that game."""
    if position.result is not None:
        assert position.result.winner is winner, position.text()
        games[0] += 1
        return
    if position.turn is winner:
        player = copy.copy(player)
        move = player.choose_move(position)
        assert player.last is not None and player.last.proven_win, position.text()
        play_out(player, position.play(move), winner, games)
        return
    for move in position.legal_moves():
        play_out(player, position.play(move), winner, games)


@pytest.mark.parametrize("text, distance", WON, ids=[f"won-in-{d}-{i}" for i, (_, d) in enumerate(WON)])
def test_strong_never_lets_a_proven_win_slip(text: str, distance: int) -> None:
    """M7 / M8 with Sumo pushes (S3): from a position the solver proves won, Strong's first move
    comes from its own search's proof, and against every defence it wins the round."""
    position = Position.from_text(text)
    sol = solve(position, max_nodes=200_000)
    assert sol.result is WIN and sol.distance == distance
    player = strong()
    player.choose_move(position)
    assert player.last is not None and player.last.proven_win  # its search found the win itself
    games = [0]
    play_out(strong(), position, position.turn, games)
    assert games[0] >= 15  # the defences really branched


def test_a_kept_win_survives_a_small_budget() -> None:
    """Once a win is proven, the next move keeps it even when the budget is too small for the
    search to see it again: the exact solver gives the move (M7)."""
    position = Position.from_text(WON[2][0])
    player = strong()
    move = player.choose_move(position)
    assert player.won == position.play(move)
    player.max_nodes = 1  # nothing left to search with
    after = position.play(move)
    kept = 0
    for reply in after.legal_moves():
        answered = after.play(reply)
        if answered.result is not None or answered.turn is not position.turn:
            continue
        assert follows(player.won, answered, answered.turn)
        keep = copy.copy(player).choose_move(answered)
        assert solve(answered.play(keep), max_nodes=200_000).winner is position.turn
        kept += 1
    assert kept >= 3
    forgetful = strong()
    forgetful.max_nodes = 1
    answered = next(a for a in (after.play(r) for r in after.legal_moves()) if a.turn is position.turn)
    assert forgetful.choose_move(answered) and not forgetful.last.proven_win  # without the memory, no proof


def test_follows_reads_only_the_other_sides_moves() -> None:
    """After a move, the next position of the same side is reached by the opponent's moves only
    (a push gives its pusher the next move too, S3); an unrelated position does not follow."""
    start = Position.initial()
    after = start.play_text("d1-d5")
    answer = after.legal_moves()[0]
    assert follows(after, after.play(answer), Player.BLACK)
    assert not follows(after, start, Player.BLACK)
    assert not follows(after, start.play_text("c1-c6").play(answer), Player.BLACK)


def test_strong_plays_the_books_best_move() -> None:
    """T1 / M7: from the initial position Strong plays the book's fastest winning first move, and
    after each first move it answers with the move of the book's line (the shortest win, or the
    longest defence)."""
    book = opening_book()
    start = Position.initial()
    player = strong()
    first = player.choose_move(start)
    fastest = min((e for e in book["entries"] if e["result"] == "win"), key=lambda e: e["distance"])
    assert first.text() == fastest["move"]
    assert player.last is not None and player.last.proven_win and player.last.depth == fastest["distance"]
    for entry in book["entries"][::7]:
        after = Position.from_text(entry["position"])
        answer = strong().choose_move(after)
        assert answer.text() == entry["line"][1]
        booked = book_solution(after)
        assert booked is not None and booked.line[0] == answer
