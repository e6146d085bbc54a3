"""The first lessons (00-02) show only what they have taught, in English and in German, as a learner meets them:
their free boards show a first lesson's controls and words (no computer, Hint, Analyse, new-match form or position
text; no Sumo, promotion or match words), and 02's own deadlock refusal names no promotion (P3) before lesson 04
teaches it (issue 26)."""

from __future__ import annotations

import json
import re

import pytest
from helpers.lesson_contents import run_lesson
from helpers.notebook_files import NOTEBOOKS, every_language, keeping_language, language_of

from kamisado_widget.engine import Position

FIRST_LESSON_OFF = ("computer", "match", "edit")
LOSES = {"en": ("That move loses the round.", r"promot"), "de": ("Mit diesem Zug verlierst du die Runde.", r"steig|stieg")}
"""How 02's check starts its sentence about a deadlock the learner causes, and the stem of the words for promotion."""


@pytest.mark.parametrize("name", every_language(["00_welcome", "01_which_tower"]))
def test_the_free_boards_of_00_and_01_show_only_what_a_first_lesson_needs(name):
    boards = run_lesson(name).boards()
    assert boards, f"{name} shows a free board"
    for board in boards:
        controls = board.view["controls"]
        assert not any(controls[group] for group in FIRST_LESSON_OFF), (name, controls)
        # 01's boards name the families 01 teaches (lesson 02 names the movement rules' IDs); the welcome board names
        # none yet (issue 39: no rule ID before its lesson), only the board and its explanations
        assert board.view["taught"] == ("BD" if "00_welcome" in name else "BTD"), name


@pytest.mark.parametrize("name", every_language(["02_moving.ipynb"]))
def test_M8_02s_steer_clear_refuses_the_deadlock_without_promotion_words(name):
    """Black's Orange f2-c5 makes a deadlock (M8) that Black caused: 02's own check says so, without P3's words."""
    cells = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))["cells"]
    setup = next("".join(c["source"]) for c in cells if c["cell_type"] == "code" and "def safe(" in "".join(c["source"]))
    namespace: dict = {}
    with keeping_language():
        exec(compile(setup, f"{name} setup", "exec"), namespace)  # noqa: S102 - the tutorial's own code
    after = Position.from_text("o1u1brgn/8/1p1y4/1U1N4/8/8/5O2/1GRYP1B1 g b - standard").play_text("e8-c6").play_text("f2-c5")
    sentence = namespace["safe"](after)
    start, promotion = LOSES[language_of(name)]
    assert sentence.startswith(start) and "M8" in sentence
    assert not re.search(promotion, sentence, re.IGNORECASE) and "P3" not in sentence
