"""Notebooks 05 and 07 tell the learner how to use the move list, in the words the board shows:
the button labels they name are the ones js/movelist.js draws (the German lessons: the German board's), and the Python
calls they name exist."""

import pathlib
import re

import pytest
from helpers.notebook_files import every_language
from helpers.notebook_files import text as text_of

from kamisado_widget import KamisadoWidget
from kamisado_widget.engine.catalogue import _, speaking

REPO = pathlib.Path(__file__).parents[2]
MOVE_LIST_JS = (REPO / "js" / "movelist.js").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", ["05_match.ipynb", "07_play_the_computer.ipynb"])
def test_the_tutorial_explains_the_move_list_with_the_boards_own_labels(name):
    text = text_of(name, "markdown")
    assert "**move list**" in text and "←" in text and "→" in text
    for label in re.findall(r"\*\*(Play on from here|Back to the game|Redo)\*\*", text):
        assert f'"{label}"' in MOVE_LIST_JS or label == "Redo", f"{name} names a button the board does not show: {label}"
    assert "**Play on from here**" in text


@pytest.mark.parametrize("name", every_language(["05_match.ipynb"]))
def test_the_match_notebook_names_python_calls_that_exist(name):
    text = text_of(name, "markdown")
    for call in re.findall(r"`board\.(\w+)\(", text):
        assert callable(getattr(KamisadoWidget, call, None)), f"05 names board.{call}(), which the widget lacks"
    assert {"load", "replay", "replay_step", "live"} <= set(re.findall(r"`board\.(\w+)\(", text))


@pytest.mark.parametrize("name", ["05_match.ipynb", "07_play_the_computer.ipynb"])
def test_the_german_tutorial_names_the_move_lists_buttons_as_the_german_board_shows_them(name):
    """The German twin names the same buttons as its English lesson, each by the German board's own label (the
    catalogue's translation of the English one)."""
    english, german = text_of(name, "markdown"), text_of(f"de/{name}", "markdown")
    assert "←" in german and "→" in german
    with speaking("de"):
        for label in ("Play on from here", "Back to the game"):
            if f"**{label}**" in english:
                assert f"**{_(label)}**" in german, f"de/{name} does not name the button {_(label)!r}"
