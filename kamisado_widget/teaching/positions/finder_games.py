"""The finder's second source, when the practice bank has too few: computer games with explicit seeds, each round
walked back from its end, as ``scripts/make_puzzles.py`` does.

The games are the computer's levels 1-3, which never look at the clock, so a seed always plays the same game:
``"mixed"`` games go through single rounds and matches of 3 and 7 points (only matches when a Sumo is asked: a
single round has none) and through the pairs of levels, weaker against stronger too; ``"self-play"`` plays the
levels asked, ``"random"`` both sides at level 1 (random moves, a win in one move taken). A mixed game's match
is played for its first :data:`EARLY_ROUNDS` rounds only (later rounds have busy boards, with many Sumos), or to
its end when a double push is asked (a Double Sumo needs more rounds); the other games' matches to their end."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ...engine import Layout, Match, MatchState, Phase, Player
from ...engine.ai import EnginePlayer

EARLY_ROUNDS = 4
MIXED_LEVELS = ((1, 1), (2, 2), (3, 3), (1, 2), (2, 1), (1, 3), (3, 1), (2, 3), (3, 2))
MIXED_TARGETS = (1, 3, 7)
SUMO_TARGETS = (3, 7)  # a single round has no Sumo
STANDARD_TARGET, SUMO_TARGET = 3, 7  # "self-play" and "random": later rounds of a longer match have Sumos


@dataclass(frozen=True)
class SearchGame:
    """One game of the search: who plays (the levels of Black and Gold), the match's length and layout, and how
    many of its rounds are played (None: to the end)."""

    kind: str
    seed: int
    levels: tuple[int, int]
    target: int
    layout: Layout
    rounds: int | None

    @property
    def source(self) -> dict[str, object]:
        return {"games": self.kind, "seed": self.seed, "levels": list(self.levels), "target": self.target}

    def play(self) -> Match:
        """The game, played (a seed always plays the same one)."""
        players = {Player.BLACK: EnginePlayer(self.levels[0], seed=self.seed),
                   Player.GOLD: EnginePlayer(self.levels[1], seed=self.seed + 1000)}
        match = Match(self.target, self.layout)
        while not match.is_over:
            if match.phase is Phase.FILL:
                if self.rounds is not None and match.round_number >= self.rounds:
                    break
                defender = match.position.result.winner  # type: ignore[union-attr]
                match.fill(players[defender].choose_fill(match))
                continue
            match.play(players[match.position.turn].choose_move(match.position))
        return match


def game_for(kind: str, seed: int, levels: tuple[int, int], target: int | None, layout: Layout, sumo: bool,
             double: bool) -> SearchGame:
    """The game of ``seed`` (see the module docstring); ``sumo``: a Sumo is asked, ``double``: a double push."""
    if kind == "mixed":
        targets = SUMO_TARGETS if sumo else MIXED_TARGETS
        return SearchGame(kind, seed, MIXED_LEVELS[(seed // len(targets)) % len(MIXED_LEVELS)],
                    target or targets[seed % len(targets)], layout, None if double else EARLY_ROUNDS)
    points = target or (SUMO_TARGET if sumo else STANDARD_TARGET)
    return SearchGame(kind, seed, (1, 1) if kind == "random" else levels, points, layout, None)


def walk(match: Match) -> Iterator[tuple[int, int, MatchState]]:
    """Each round's states in play, the round walked back from its end, as (round, index in the match's states,
    state); a round's free first choice (T1) is left out."""
    rounds: dict[int, list[tuple[int, MatchState]]] = {}
    for i, st in enumerate(match.states):
        if st.phase is Phase.PLAY and st.position.to_move is not None:
            rounds.setdefault(st.round_number, []).append((i, st))
    for number in sorted(rounds):
        for index, st in reversed(rounds[number]):
            yield number, index, st


__all__ = ["EARLY_ROUNDS", "SearchGame", "game_for", "walk"]
