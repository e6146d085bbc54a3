"""names.py: towers, colours and players named by whole phrases from the catalogue (B1, B6, P1), in
English and in German (docs/glossary.md)."""

from __future__ import annotations

import pytest

from kamisado_widget.engine import Colour, Player
from kamisado_widget.engine.catalogue import _, speaking
from kamisado_widget.engine.errors import NotationError
from kamisado_widget.engine.names import MAX_RANK, colour_name, player_name, rank_name, tower_name, tower_of
from kamisado_widget.engine.pieces import Blocked, PlacedTower, RoundResult, Tower

GERMAN_COLOURS = ["Braun", "Grün", "Rot", "Gelb", "Rosa", "Violett", "Blau", "Orange"]
ENGLISH_RANKS = ["tower", "Sumo", "Double Sumo", "Triple Sumo", "Quadruple Sumo"]
GERMAN_RANKS = ["Turm", "Sumo", "Doppel-Sumo", "Dreifach-Sumo", "Vierfach-Sumo"]


def test_b1_every_colour_named_in_english_and_german() -> None:
    assert [colour_name(c) for c in Colour] == ["Brown", "Green", "Red", "Yellow", "Pink", "Purple", "Blue", "Orange"]
    with speaking("de"):
        assert [colour_name(c) for c in Colour] == GERMAN_COLOURS


def test_players_named_in_english_and_german() -> None:
    assert (player_name(Player.BLACK), player_name(Player.GOLD)) == ("Black", "Gold")
    with speaking("de"):
        assert (player_name(Player.BLACK), player_name(Player.GOLD)) == ("Schwarz", "Gold")


@pytest.mark.parametrize("rank", range(MAX_RANK + 1))
def test_p1_every_rank_named(rank: int) -> None:
    assert rank_name(rank) == ENGLISH_RANKS[rank]
    with speaking("de"):
        assert rank_name(rank) == GERMAN_RANKS[rank]


@pytest.mark.parametrize("rank", range(MAX_RANK + 1))
def test_tower_name_every_rank_english(rank: int) -> None:
    assert tower_name(Player.GOLD, Colour.RED, rank) == f"Gold's Red {ENGLISH_RANKS[rank]}"
    assert tower_name(Player.BLACK, Colour.BLUE, rank, player_label="Ana") == f"Ana's Blue {ENGLISH_RANKS[rank]}"


@pytest.mark.parametrize("rank", range(MAX_RANK + 1))
def test_tower_name_every_rank_german(rank: int) -> None:
    """German names a tower by its colour, the player in brackets, the rank's word before: "Sumo Rot (Gold)"."""
    before = "" if rank == 0 else GERMAN_RANKS[rank] + " "
    with speaking("de"):
        assert tower_name(Player.GOLD, Colour.RED, rank) == f"{before}Rot (Gold)"
        assert tower_name(Player.BLACK, Colour.BLUE, rank, player_label="Ana") == f"{before}Blau (Ana)"


def test_tower_name_without_rank() -> None:
    assert tower_name(Player.BLACK, Colour.RED, None) == "Black's Red"
    with speaking("de"):
        assert tower_name(Player.BLACK, Colour.RED, None) == "Rot (Schwarz)"


@pytest.mark.parametrize("rank", range(MAX_RANK + 1))
def test_tower_of_every_rank(rank: int) -> None:
    assert tower_of(Colour.PINK, rank) == f"the Pink {ENGLISH_RANKS[rank]}"
    assert tower_of(Colour.PINK, rank, at_start=True) == f"The Pink {ENGLISH_RANKS[rank]}"
    before = "" if rank == 0 else GERMAN_RANKS[rank] + " "
    with speaking("de"):
        assert tower_of(Colour.PINK, rank) == tower_of(Colour.PINK, rank, at_start=True) == f"{before}Rosa"


def test_pieces_name_towers_through_names() -> None:
    """B6: a tower is its owner and colour; the pieces' descriptions are the names' phrases."""
    assert PlacedTower(Player.GOLD, Colour.RED, 20, 1).describe() == tower_name(Player.GOLD, Colour.RED, 1)
    with speaking("de"):
        assert PlacedTower(Player.GOLD, Colour.RED, 20, 1).describe() == "Sumo Rot (Gold)"
        assert Tower(Player.BLACK, Colour.GREEN).name() == "Grün (Schwarz)"
        assert Blocked(Player.BLACK, Colour.GREEN, 2).describe() == "Grün (Schwarz) auf c1"


def test_round_result_in_german_m7_m8() -> None:
    """M7 and M8: the round's end is told in German with the towers' German names."""
    m7 = RoundResult(Player.GOLD, Colour.RED, "M7")
    assert m7.describe() == "M7: " + _("{tower} reached the opponent's home row; {player} wins the round.").format(
        tower=tower_name(Player.GOLD, Colour.RED, None), player="Gold")
    chain = (Blocked(Player.BLACK, Colour.GREEN, 2), Blocked(Player.GOLD, Colour.RED, 60))
    m8 = RoundResult(Player.GOLD, Colour.RED, "M8", chain)
    with speaking("de"):
        assert m7.describe() == "M7: Rot (Gold) hat die gegnerische Grundreihe erreicht; Gold gewinnt die Runde."
        text = m8.describe()
    assert text.startswith("M8: Patt – Grün (Schwarz) auf c1, dann Rot (Gold) auf e8 konnten nicht ziehen")
    assert "Schwarz hat den letzten echten Zug gemacht" in text and "Rot (Gold) steigt auf (P3)" in text


@pytest.mark.parametrize("bad", [5, -1, True, "1"])
def test_a_bad_rank_is_refused_naming_the_form(bad: object) -> None:
    with pytest.raises(NotationError, match="whole number from 0 to 4"):
        tower_name(Player.BLACK, Colour.RED, bad)  # type: ignore[arg-type]


def test_a_bad_colour_or_player_is_refused() -> None:
    with pytest.raises(NotationError, match="Colour values"):
        colour_name("red")  # type: ignore[arg-type]
    with pytest.raises(NotationError, match="Player.BLACK or Player.GOLD"):
        player_name(0)  # type: ignore[arg-type]
    with speaking("de"), pytest.raises(NotationError, match="ganze Zahl von 0 bis 4"):
        rank_name(9)
