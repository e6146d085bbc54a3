"""Notebooks 05 and 07 tell the learner how to use the move list, in the words the board shows:
the button labels they name are the ones js/movelist.js draws, and the Python calls they name exist."""

import pathlib
import re

import pytest
from notebook_files import text as text_of

from kamisado_widget import KamisadoWidget

REPO = pathlib.Path(__file__).parents[2]
MOVE_LIST_JS = (REPO / "js" / "movelist.js").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", ["05_match.ipynb", "07_play_the_computer.ipynb"])
def test_the_tutorial_explains_the_move_list_with_the_boards_own_labels(name):
    text = text_of(name, "markdown")
    assert "**move list**" in text and "←" in text and "→" in text
    for label in re.findall(r"\*\*(Play on from here|Back to the game|Redo)\*\*", text):
        assert f'"{label}"' in MOVE_LIST_JS or label == "Redo", f"{name} names a button the board does not show: {label}"
    assert "**Play on from here**" in text


def test_the_match_notebook_names_python_calls_that_exist():
    text = text_of("05_match.ipynb", "markdown")
    for call in re.findall(r"`board\.(\w+)\(", text):
        assert callable(getattr(KamisadoWidget, call, None)), f"05 names board.{call}(), which the widget lacks"
    assert {"load", "replay", "replay_step", "live"} <= set(re.findall(r"`board\.(\w+)\(", text))
