"""Helpers for the search and solver tests, written against the engine's Position only."""

import random

from kamisado_widget.engine import Layout, Move, Player, Position


def random_start(rng: random.Random) -> Position:
    """A round's opening position with random Sumo ranks (so pushes happen), a random layout
    (B4) and a random Challenger."""
    layout = rng.choice([Layout.STANDARD, Layout.MIRRORED])
    towers = [t._replace(rank=rng.choice((0, 0, 1, 1, 2, 3))) for t in Position.initial(layout).towers()]
    return Position.from_towers(towers, rng.choice(list(Player)), None, False, layout)


def random_round(seed: int, push_bias: float = 0.6) -> tuple[list[Position], list[Move]]:
    """Seeded random play of one round; pushes are preferred so that S2/S3 occur often.
    Returns every position (the last one finished) and the moves between them."""
    rng = random.Random(seed)
    pos = random_start(rng)
    positions, moves = [pos], []
    while pos.result is None:
        legal = pos.legal_moves()
        pushes = [m for m in legal if m.is_push]
        m = rng.choice(pushes) if pushes and rng.random() < push_bias else rng.choice(legal)
        pos = pos.play(m)
        positions.append(pos)
        moves.append(m)
    return positions, moves


def wins_at_once(pos: Position, move: Move) -> bool:
    after = pos.play(move)
    return after.result is not None and after.result.winner is pos.turn


def loses_at_once(pos: Position, move: Move) -> bool:
    """The move ends the round against its mover (M8), or the opponent then has a legal move
    that wins the round (M7)."""
    after = pos.play(move)
    if after.result is not None:
        return after.result.winner is not pos.turn
    if after.turn is pos.turn:  # S3: the pusher moves again
        return False
    return any(wins_at_once(after, m) for m in after.legal_moves())


class FakeClock:
    """A stand-in for the ``time`` module of the engine's search: every reading of
    ``perf_counter`` moves it on by ``step`` seconds, whatever the machine's speed.

    A search that keeps to a time limit reads the clock every few hundred nodes, so under this
    clock it stops after a number of readings fixed by the limit and the step alone.
    """

    def __init__(self, step: float = 0.01) -> None:
        self.step = step
        self.now = 0.0
        self.readings = 0

    def perf_counter(self) -> float:
        self.readings += 1
        self.now += self.step
        return self.now


AI_MODULES = ("search", "solver.solving", "player", "hint")
"""The modules of ``kamisado_widget.engine.ai`` that read the clock."""


def fake_clock(monkeypatch, step: float = 0.01) -> FakeClock:
    """Put one :class:`FakeClock` in place of ``time`` in every module of the search that reads it."""
    import importlib

    clock = FakeClock(step)
    for name in AI_MODULES:
        module = importlib.import_module(f"kamisado_widget.engine.ai.{name}")
        monkeypatch.setattr(module, "time", clock)
    return clock
