"""Fixtures shared by the widget, notebook and browser tests.

The expected board comes from the table typed in from the rules reference (B3, B7) in
``tests/engine/rules_helpers.py``, so the tests never check the widget against the code that builds it.
"""

import pytest
from rules_helpers import STANDARD_COLOURS  # typed in from the rules reference (B3)


@pytest.fixture(scope="session")
def b3_colours() -> dict[str, str]:
    """Square name -> colour name of the standard layout (B3)."""
    return dict(STANDARD_COLOURS)


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
