"""Small builders shared by the per-rule tests (test_rules_*.py).

The board colours below are typed in from the rules reference (B3) on purpose: the tests
check the engine against this table, never against the engine's own layout code.

A position is written as a dict from square name to a tower spec ``"B:red"`` or
``"G:blue:2"`` (player letter, colour name, optional rank). Towers that are not listed are
put on their own home square of the first round (B7), looked up in the same table.
"""

from __future__ import annotations

from kamisado_widget.engine import (
    Colour,
    Layout,
    Match,
    MatchState,
    Move,
    PlacedTower,
    Player,
    Position,
    parse_square,
    square_name,
)
from kamisado_widget.engine.pieces import RoundResult

# B3, rank 8 first, files a-h.
B3_ROWS = {
    8: "orange blue purple pink yellow red green brown",
    7: "red orange pink green blue yellow brown purple",
    6: "green pink orange red purple brown yellow blue",
    5: "pink purple blue orange brown green red yellow",
    4: "yellow red green brown orange blue purple pink",
    3: "blue yellow brown purple red orange pink green",
    2: "purple brown yellow blue green pink orange red",
    1: "brown green red yellow pink purple blue orange",
}
FILES = "abcdefgh"
STANDARD_COLOURS: dict[str, str] = {
    f"{f}{rank}": name for rank, row in B3_ROWS.items() for f, name in zip(FILES, row.split())
}
# B4: the mirrored board is the standard one with the files reversed (a<->h).
MIRRORED_COLOURS: dict[str, str] = {
    f"{f}{rank}": STANDARD_COLOURS[f"{FILES[7 - i]}{rank}"] for i, f in enumerate(FILES) for rank in range(1, 9)
}

PLAYERS = {"B": Player.BLACK, "G": Player.GOLD}
HOME_RANK = {Player.BLACK: 1, Player.GOLD: 8}


def table(layout: Layout = Layout.STANDARD) -> dict[str, str]:
    return STANDARD_COLOURS if layout is Layout.STANDARD else MIRRORED_COLOURS


def colour_name(square: str, layout: Layout = Layout.STANDARD) -> str:
    """The colour of a square, from the hand-typed table."""
    return table(layout)[square]


def home_of(player: Player, colour: str, layout: Layout = Layout.STANDARD) -> str:
    """The square of ``colour`` on ``player``'s home row (B7), from the hand-typed table."""
    rank = HOME_RANK[player]
    for f in FILES:
        if table(layout)[f"{f}{rank}"] == colour:
            return f"{f}{rank}"
    raise AssertionError(colour)


def sq(name: str) -> int:
    return parse_square(name)


def col(name: str) -> Colour:
    return Colour[name.upper()]


def towers(spec: dict[str, str], layout: Layout = Layout.STANDARD) -> list[PlacedTower]:
    """Placed towers from a spec dict; unlisted towers go to their B7 home square."""
    placed: dict[tuple[Player, str], tuple[str, int]] = {}
    for square, text in spec.items():
        parts = text.split(":")
        player = PLAYERS[parts[0]]
        colour = parts[1].lower()
        rank = int(parts[2]) if len(parts) > 2 else 0
        key = (player, colour)
        assert key not in placed, f"{text} placed twice"
        placed[key] = (square, rank)
    taken = {s for s, _ in placed.values()}
    for player in Player:
        for colour in ("brown", "green", "red", "yellow", "pink", "purple", "blue", "orange"):
            if (player, colour) not in placed:
                home = home_of(player, colour, layout)
                assert home not in taken, f"{player.title}'s {colour} home square {home} is taken: place it"
                placed[(player, colour)] = (home, 0)
                taken.add(home)
    return [PlacedTower(p, col(c), sq(s), r) for (p, c), (s, r) in placed.items()]


def build(
    spec: dict[str, str],
    turn: str = "B",
    to_move: str | None = None,
    extra_turn: bool = False,
    layout: Layout = Layout.STANDARD,
    result: RoundResult | None = None,
) -> Position:
    """A position from a spec dict (see the module docstring)."""
    return Position.from_towers(
        towers(spec, layout),
        turn=PLAYERS[turn],
        to_move=None if to_move is None else col(to_move),
        extra_turn=extra_turn,
        layout=layout,
        result=result,
    )


def play(pos: Position, *moves: str) -> Position:
    for text in moves:
        pos = pos.play(Move.from_text(text))
    return pos


def moves(pos: Position) -> set[str]:
    """The legal moves as texts (``c1-c6``, ``e4>e5``, ``d2=``)."""
    return {m.text() for m in pos.legal_moves()}


def targets(pos: Position, from_square: str) -> set[str]:
    """The squares the tower on ``from_square`` can reach with a legal move."""
    f = sq(from_square)
    return {square_name(m.to_square) for m in pos.legal_moves() if m.from_square == f}


def where(pos: Position, player: Player, colour: str) -> str:
    return square_name(pos.square_of(player, col(colour)))


def match_from(pos: Position, target: int, round_number: int = 1, challenger: Player = Player.BLACK) -> Match:
    return Match(start=MatchState(pos, target, round_number, challenger))


def gold_about_to_win_round_one(target: int = 3) -> Match:
    """Round 1 of a match, near its end: Gold must move its Blue (a3), which reaches Black's
    home row on a1. Black has towers on c1 (Red), b2 (Brown), d3 (Green), g3 (Blue),
    e4 (Yellow), h4 (Orange), c5 (Pink), f5 (Purple); Gold on g8 (Purple), a8 (Orange),
    e7 (Yellow), b6 (Green), d6 (Pink), f6 (Red), h5 (Brown) and a3 (Blue)."""
    pos = build(
        {
            "c1": "B:red", "b2": "B:brown", "d3": "B:green", "g3": "B:blue",
            "e4": "B:yellow", "h4": "B:orange", "c5": "B:pink", "f5": "B:purple",
            "g8": "G:purple", "a8": "G:orange", "e7": "G:yellow", "b6": "G:green",
            "d6": "G:pink", "f6": "G:red", "h5": "G:brown", "a3": "G:blue",
        },
        turn="G",
        to_move="blue",
    )
    return match_from(pos, target=target, round_number=1, challenger=Player.BLACK)


def orange_onto_blue() -> Position:
    """Worked example (M8): Gold's Blue on c6 (an Orange square) is boxed in by b5 and d5;
    c5 is Blue. Black's Orange c2-c5 lands right in front of it, between Gold towers on
    b6 and d6 that box Black's Orange in as well."""
    return build(
        {"c2": "B:orange", "b5": "B:green", "d5": "B:red", "c6": "G:blue", "b6": "G:green", "d6": "G:red"},
        turn="B",
        to_move="orange",
    )


def purple_about_to_win(rank: int = 0, **extra: str) -> Position:
    """Black's Purple (rank ``rank``) on f7 must move; f8 is empty (Gold's Red waits on a5)."""
    return build({"f7": f"B:purple:{rank}", "a5": "G:red", **extra}, turn="B", to_move="purple")


def home_row(pos: Position, player: Player) -> dict[str, tuple[str, int]]:
    """square -> (colour name, rank) of ``player``'s towers (expected all on the home row)."""
    return {square_name(t.square): (t.colour.name.lower(), t.rank) for t in pos.towers() if t.player is player}
