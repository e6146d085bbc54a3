"""Lessons 00-02 as a learner meets them (issue 26): their free boards show a first lesson's controls and words
(no computer, Hint, Analyse, new-match form or position text; no Sumo, promotion or match words), and 02's own
deadlock refusal names no promotion (P3) before lesson 04 teaches it."""

from __future__ import annotations

from lesson_contents import run_lesson

from kamisado_widget.engine import Position

FIRST_LESSON_OFF = ("computer", "match", "edit")


def test_the_free_boards_of_00_and_01_show_only_what_a_first_lesson_needs():
    for name in ("00_welcome", "01_which_tower"):
        boards = run_lesson(name).boards()
        assert boards, f"{name} shows a free board"
        for board in boards:
            controls = board.view["controls"]
            assert not any(controls[group] for group in FIRST_LESSON_OFF), (name, controls)
            assert board.view["taught"] == "BTMD", name


def test_M8_02s_steer_clear_refuses_the_deadlock_without_promotion_words():
    """Black's Orange f2-c5 makes a deadlock (M8) that Black caused: 02's own check says so, without P3's words."""
    import json

    from kamisado_widget.teaching.tutorials import tutorials_dir

    cells = json.loads((tutorials_dir() / "02_moving.ipynb").read_text(encoding="utf-8"))["cells"]
    setup = next("".join(c["source"]) for c in cells if c["cell_type"] == "code" and "def safe(" in "".join(c["source"]))
    namespace: dict = {}
    exec(compile(setup, "02_moving setup", "exec"), namespace)  # noqa: S102 - the tutorial's own code
    after = Position.from_text("o1u1brgn/8/1p1y4/1U1N4/8/8/5O2/1GRYP1B1 g b - standard").play_text("e8-c6").play_text("f2-c5")
    sentence = namespace["safe"](after)
    assert sentence.startswith("That move loses the round.") and "M8" in sentence
    assert "promot" not in sentence and "P3" not in sentence
