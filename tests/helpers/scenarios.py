"""Positions for widget tests, found by seeded random play through the engine."""

from __future__ import annotations

import random
from collections.abc import Callable

from kamisado_widget.engine import Match, Move, Phase, Position

# Black's Red Sumo on d4 faces Gold's Blue on d5 with d6 empty: a push is legal (S2).
PUSH_READY = "o1upyrgn/8/8/3b4/3R+4/8/8/NG1YPUBO b r - standard target=3 round=2 challenger=g score=1-0"


def find_match(predicate: Callable[[Match], bool], seed: int = 7, target: int = 3) -> Match:
    """Play seeded random matches until ``predicate(match)`` holds; return that match."""
    rng = random.Random(seed)
    for _ in range(5000):
        match = Match(target)
        while True:
            if predicate(match):
                return match
            if match.phase is not Phase.PLAY:
                break
            match.play(rng.choice(match.legal_moves()))
    raise AssertionError("no such position found")


def pass_pending(match: Match) -> bool:
    """The tower to move is blocked (M6), and the next tower can move (no deadlock)."""
    pos: Position = match.position
    return pos.result is None and len(pos.blocked_chain()) == 1


def deadlocked(match: Match) -> bool:
    res = match.position.result
    return res is not None and res.reason == "M8"


def midgame(seed: int = 4, moves: int = 10) -> Match:
    """A Standard match in round 2 (round 1 played out at random, refilled from the left), ``moves``
    moves in, none of which ended the round: Sumos on the board, a round's move list, a score."""
    rng = random.Random(seed)
    while True:
        match = Match(3)
        while match.phase is Phase.PLAY:
            match.play(rng.choice(match.legal_moves()))
        if match.phase is not Phase.FILL:
            continue
        match.fill("left")
        for _ in range(moves):
            going_on = [m for m in match.legal_moves() if match.position.play(m).result is None]
            if not going_on:
                break
            match.play(rng.choice(going_on))
        else:
            return match


def quiet_move(match: Match) -> Move:
    """The first legal move that does not end the round."""
    return next(m for m in match.legal_moves() if match.position.play(m).result is None)

PUSH_THEN_WIN = "o5g1/2p+++2r2/2y+1Y+U+2/8/R+b6/3GP+++1B1/u6n/N6O++ b o - standard"
