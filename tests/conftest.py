"""Fixtures shared by the widget, notebook and browser tests.

The expected board is written out here from the rules reference (B3, B7) on purpose, so that the
tests do not check the widget against the same code that builds it.
"""

import pytest

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


@pytest.fixture(scope="session")
def b3_colours() -> dict[str, str]:
    """Square name -> colour name of the standard layout (B3)."""
    return {
        f"{file}{rank}": colour
        for rank, row in B3_ROWS.items()
        for file, colour in zip("abcdefgh", row.split())
    }


@pytest.fixture(scope="session")
def b7_towers(b3_colours) -> dict[tuple[str, str], str]:
    """(player, colour) -> square of every tower at the start of the first round (B7)."""
    home_rank = {"black": "1", "gold": "8"}
    return {
        (player, colour): name
        for player, rank in home_rank.items()
        for name, colour in b3_colours.items()
        if name[1] == rank
    }
