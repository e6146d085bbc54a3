"""Rules B1-B7: the board, its two layouts, the towers and the first set-up."""

import pytest
from helpers.rules import (
    FILES,
    MIRRORED_COLOURS,
    STANDARD_COLOURS,
    build,
    col,
    play,
    sq,
    targets,
    where,
)

from kamisado_widget.engine import (
    Colour,
    InvalidPositionError,
    Layout,
    Match,
    PlacedTower,
    Player,
    Position,
    parse_square,
    square_colours,
    square_name,
)
from kamisado_widget.engine.basics import colour_at

ALL_SQUARES = [f"{f}{r}" for r in range(1, 9) for f in FILES]
COLOUR_NAMES = ["brown", "green", "red", "yellow", "pink", "purple", "blue", "orange"]


# ------------------------------------------------------------------------ B1
def test_B1_eight_colours_in_standard_order():
    assert [c.name.lower() for c in Colour] == COLOUR_NAMES
    assert [c.title for c in Colour] == ["Brown", "Green", "Red", "Yellow", "Pink", "Purple", "Blue", "Orange"]


@pytest.mark.parametrize("layout", list(Layout))
def test_B1_board_is_8x8_and_every_square_has_one_of_eight_colours(layout):
    colours = square_colours(layout)
    assert len(colours) == 64
    assert all(isinstance(c, Colour) for c in colours)
    for colour in Colour:
        assert sum(1 for c in colours if c is colour) == 8


# ------------------------------------------------------------------------ B2
def test_B2_square_names_files_left_to_right_ranks_bottom_to_top():
    names = [square_name(s) for s in range(64)]
    assert sorted(names) == sorted(ALL_SQUARES)
    for name in ALL_SQUARES:
        assert square_name(parse_square(name)) == name
    # a1 and h1 are on the same rank (Black's home row); a1 and a8 on the same file.
    assert parse_square("h1") - parse_square("a1") == 7
    assert parse_square("a8") - parse_square("a1") == 56


def test_B2_rank_1_is_black_home_row_and_rank_8_is_gold_home_row():
    pos = Position.initial()
    for t in pos.towers():
        expected_rank = "1" if t.player is Player.BLACK else "8"
        assert square_name(t.square)[1] == expected_rank


def test_B2_black_moves_up_the_board_and_gold_moves_down():
    pos = Position.initial()
    assert pos.turn is Player.BLACK
    assert all(int(square_name(m.to_square)[1]) > 1 for m in pos.legal_moves())
    # d1-d3: Black's Yellow moves up two squares; Gold replies moving down.
    after = play(pos, "d1-d3")
    assert after.turn is Player.GOLD
    assert all(int(square_name(m.to_square)[1]) < 8 for m in after.legal_moves())


# ------------------------------------------------------------------------ B3
def test_B3_standard_layout_matches_the_table():
    for name in ALL_SQUARES:
        assert colour_at(parse_square(name), Layout.STANDARD) is col(STANDARD_COLOURS[name]), name


def test_B3_default_layout_is_standard():
    assert square_colours() == square_colours(Layout.STANDARD)
    assert Position.initial().layout is Layout.STANDARD


def test_B3_checks_ranks_files_diagonals_and_half_turn():
    colours = {name: colour_at(parse_square(name)) for name in ALL_SQUARES}
    for r in "12345678":
        assert {colours[f + r] for f in FILES} == set(Colour)
    for f in FILES:
        assert {colours[f + r] for r in "12345678"} == set(Colour)
    assert {colours[FILES[i] + str(i + 1)] for i in range(8)} == {Colour.BROWN}  # a1-h8
    assert {colours[FILES[i] + str(8 - i)] for i in range(8)} == {Colour.ORANGE}  # a8-h1
    for i, f in enumerate(FILES):
        for r in range(1, 9):
            assert colours[f"{f}{r}"] is colours[f"{FILES[7 - i]}{9 - r}"]  # 180° turn
    # Each player has Brown at the left end and Orange at the right end of their own home row:
    # Black sees a1 on the left; Gold, sitting opposite, sees h8 on the left.
    assert (colours["a1"], colours["h1"]) == (Colour.BROWN, Colour.ORANGE)
    assert (colours["h8"], colours["a8"]) == (Colour.BROWN, Colour.ORANGE)


# ------------------------------------------------------------------------ B4
def test_B4_mirrored_layout_is_the_standard_one_with_files_reversed():
    for i, f in enumerate(FILES):
        for r in range(1, 9):
            assert colour_at(sq(f"{f}{r}"), Layout.MIRRORED) is colour_at(sq(f"{FILES[7 - i]}{r}"), Layout.STANDARD)
            assert colour_at(sq(f"{f}{r}"), Layout.MIRRORED) is col(MIRRORED_COLOURS[f"{f}{r}"])
    # Orange at each player's left: a1 for Black, h8 for Gold.
    assert colour_at(sq("a1"), Layout.MIRRORED) is Colour.ORANGE
    assert colour_at(sq("h8"), Layout.MIRRORED) is Colour.ORANGE
    assert colour_at(sq("h1"), Layout.MIRRORED) is Colour.BROWN
    assert colour_at(sq("a8"), Layout.MIRRORED) is Colour.BROWN


def test_B4_mirrored_layout_plays_by_the_same_rules():
    pos = Position.initial(Layout.MIRRORED)
    assert pos.layout is Layout.MIRRORED
    assert where(pos, Player.BLACK, "brown") == "h1"
    assert where(pos, Player.BLACK, "purple") == "c1"
    assert where(pos, Player.GOLD, "brown") == "a8"
    # Black's Purple c1-c6 ends on c6, which is Brown on the mirrored board (Orange on the
    # standard one), so Gold must move its Brown from a8 (T2).
    after = play(pos, "c1-c6")
    assert (after.turn, after.to_move) == (Player.GOLD, Colour.BROWN)
    assert {m.from_square for m in after.legal_moves()} == {sq("a8")}
    standard = play(Position.initial(), "c1-c6")
    assert standard.to_move is Colour.ORANGE


def test_B4_match_in_mirrored_layout():
    m = Match(target=1, layout=Layout.MIRRORED)
    assert m.position.layout is Layout.MIRRORED
    assert m.position == Position.initial(Layout.MIRRORED)


# ------------------------------------------------------------------------ B5
def test_B5_each_colour_has_its_own_character_for_the_colour_blind_side():
    chars = [c.character for c in Colour]
    assert all(isinstance(ch, str) and len(ch) == 1 for ch in chars)
    assert len(set(chars)) == 8
    assert all(ord(ch) > 0x2E80 for ch in chars)  # CJK characters, not letters


# ------------------------------------------------------------------------ B6
def test_B6_each_player_has_eight_towers_one_of_each_colour():
    pos = Position.initial()
    mine = {p: sorted(t.colour for t in pos.towers() if t.player is p) for p in Player}
    assert mine[Player.BLACK] == list(Colour)
    assert mine[Player.GOLD] == list(Colour)
    assert all(t.rank == 0 for t in pos.towers())


def test_B6_a_tower_is_identified_by_player_and_colour_and_carries_a_rank():
    pos = build({"d4": "B:red:1", "e5": "G:red:2", "c3": "B:blue:3"}, to_move="red")
    assert pos.tower_at(sq("d4")) == PlacedTower(Player.BLACK, Colour.RED, sq("d4"), 1)
    assert pos.tower_at(sq("e5")) == PlacedTower(Player.GOLD, Colour.RED, sq("e5"), 2)
    assert pos.rank_of(Player.BLACK, Colour.BLUE) == 3
    assert pos.rank_of(Player.GOLD, Colour.BLUE) == 0
    assert pos.tower_at(sq("d4")).describe() == "Black's Red Sumo"
    assert pos.tower_at(sq("e5")).describe() == "Gold's Red Double Sumo"
    assert pos.tower_at(sq("c3")).describe() == "Black's Blue Triple Sumo"


def test_B6_a_position_needs_all_sixteen_towers_once():
    towers = list(Position.initial().towers())
    with pytest.raises(InvalidPositionError):
        Position.from_towers(towers[:-1])
    with pytest.raises(InvalidPositionError):
        Position.from_towers(towers[:-1] + [towers[0]._replace(square=sq("d4"))])


@pytest.mark.parametrize("rank", [-1, 5])
def test_B6_ranks_outside_0_to_4_are_rejected(rank):
    towers = [t._replace(rank=rank) if (t.player, t.colour) == (Player.BLACK, Colour.RED) else t
              for t in Position.initial().towers()]
    with pytest.raises(InvalidPositionError):
        Position.from_towers(towers)


# ------------------------------------------------------------------------ B7
@pytest.mark.parametrize("layout", list(Layout))
def test_B7_initial_towers_stand_on_their_own_colour_on_their_home_row(layout):
    pos = Position.initial(layout)
    assert len(list(pos.towers())) == 16
    for t in pos.towers():
        name = square_name(t.square)
        assert name[1] == ("1" if t.player is Player.BLACK else "8")
        assert colour_at(t.square, layout) is t.colour
        assert t.rank == 0
    assert where(pos, Player.BLACK, "red") == ("c1" if layout is Layout.STANDARD else "f1")
    assert where(pos, Player.GOLD, "red") == ("f8" if layout is Layout.STANDARD else "c8")


def test_B7_black_moves_first_in_the_first_round_of_a_match():
    pos = Position.initial()
    assert pos.turn is Player.BLACK
    assert pos.to_move is None
    m = Match(target=3)
    assert m.round_number == 1
    assert m.challenger is Player.BLACK
    assert m.defender is Player.GOLD
    assert m.position.turn is Player.BLACK
    assert m.position == pos
    # A Black tower moves first: Gold's towers have no move yet.
    assert targets(pos, "h8") == set()
