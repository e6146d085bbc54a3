"""Worksheets: a set of exercises prints as numbered tasks with their boards and lines to write on, and as an answer
key with each solution line and its reason; the HTML prints on A4 without splitting a task, is saved in one piece,
escapes the teacher's words, saves no progress, and bad arguments are refused naming the form (issue 30)."""

from __future__ import annotations

import html
import os
import pathlib
import re

import pytest
from helpers.positions import KEEP_THE_WIN, after

from kamisado_widget import (
    AnyMove,
    Exercise,
    ExerciseError,
    ExerciseSet,
    FillDirection,
    Line,
    OneOf,
    WinIn,
    Worksheet,
    load_puzzles,
    worksheet,
)
from kamisado_widget.engine import Match
from kamisado_widget.engine.catalogue import _, ngettext, speaking
from kamisado_widget.teaching.learner import progress

PUSH_READY = "o1upyrgn/8/8/3b4/3R+4/8/8/NG1YPUBO b r - standard target=3 round=2 challenger=g"


@pytest.fixture
def lesson_set() -> ExerciseSet:
    push = Exercise(title="Push <now>!", task="Black's Red Sumo faces Gold's Blue tower. Push it back & win time.",
                    position=PUSH_READY, goal=OneOf(["d4>d5"]), lesson="worksheet-tests",
                    success="Right: the Sumo pushed Gold's Blue back to d6, and Black moves again (S3).")
    colour = Exercise(title="Which tower now?", task="Black opened c1-c6. Move the Gold tower the colour rule picks.",
                      position=Match(3).text(), past=["c1-c6"], goal=AnyMove(), lesson="worksheet-tests",
                      success="Right: c6 is orange, so Gold had to move Orange (T2).")
    win = Exercise(title="Win in 3", task="Black to move. Win the round in 3 moves of your own.",
                   position=KEEP_THE_WIN, goal=WinIn(moves=3), lesson="worksheet-tests",
                   explanation="d1-c2 leaves Gold no defence: Black reaches Gold's home row on its third move.")
    return ExerciseSet([push, colour, win], title="Sumo pushes")


def items(html: str) -> list[str]:
    return re.findall(r'<section class="item">(.*?)</section>', html, re.DOTALL)


def test_the_worksheet_numbers_each_task_with_its_board_and_lines_to_write_on(lesson_set):
    sheet = worksheet(lesson_set)
    assert isinstance(sheet, Worksheet) and sheet.items == 3 and not sheet.answers
    assert sheet.title == "Sumo pushes" and "<h1>Sumo pushes</h1>" in sheet.html
    intro = ngettext(
        "This worksheet has {count} task. Look at the board, read its task, and write your answer on the lines "
        "below it. Write a move as the board does: a step as c1-c6, a push as e4>e5, a pass as d2=.",
        "This worksheet has {count} tasks. Look at each board, read its task, and write your answer on the lines "
        "below it. Write a move as the board does: a step as c1-c6, a push as e4>e5, a pass as d2=.", 3)
    assert html.escape(intro.format(count=3)) in sheet.html
    found = items(sheet.html)
    assert [re.search(r"<h2>(.*?)</h2>", i).group(1) for i in found] == [
        "1. Push &lt;now&gt;!", "2. Which tower now?", "3. Win in 3"]
    assert "Push it back &amp; win time." in found[0]
    for item in found:
        assert item.count("<svg") == 1
    one, several = _("Write your answer on the line below."), _(
        "Write your answer on the lines below, one move of your own on each line.")
    assert [sum(f"<p>{words}</p>" in i for words in (one, several)) for i in found] == [1, 1, 1]
    assert f"<p>{one}</p>" in found[0] and f"<p>{one}</p>" in found[1] and f"<p>{several}</p>" in found[2]
    # one line per move of the learner's own: 1, 1, and 3 for the win in 3 (its answer is nowhere on the sheet)
    assert [i.count("<div class=line></div>") for i in found] == [1, 1, 3]
    assert "d4&gt;d5" not in sheet.html and "d1-c2" not in sheet.html
    # the board outlines the past move (c1-c6), as the exercise's board shows it; the others have none
    assert [i.count('stroke-dasharray="5 3"') for i in found] == [0, 2, 0]


def test_the_answer_key_gives_each_solution_line_and_its_reason(lesson_set):
    key = worksheet(lesson_set, answers=True)
    assert key.answers and key.title == _("Answer key: {title}").format(title="Sumo pushes")
    found = items(key.html)
    def said(text: str) -> str:
        return html.escape(text)

    def why(reason: str) -> str:  # the teacher's success text or explanation, "Right: " left out
        return said(_("Why: {reason}").format(reason=reason))

    assert said(_("The answer is {line}.").format(line=_("{move} (a push)").format(move="d4>d5"))) in found[0]
    assert why("the Sumo pushed Gold's Blue back to d6, and Black moves again (S3).") in found[0]
    assert why("c6 is orange, so Gold had to move Orange (T2).") in found[1]
    others = [a for a in lesson_set[1].exercise.goal.answers(lesson_set[1].exercise.start()) if a != "a8-a7"]
    assert others and said(ngettext("This move is also right: {moves}.", "These moves are also right: {moves}.",
                                    len(others)).format(moves=", ".join(others))) in found[1], (
        "AnyMove: the other right moves are listed")
    line = _("{moves}, then {last}").format(moves="d1-c2, e8-f7, c2-c4, " + _("{move} (a pass)").format(move="a2="),
                                            last="e7-e8")
    assert said(_("The answer is {line}.").format(line=line)) in found[2]
    assert why("d1-c2 leaves Gold no defence: Black reaches Gold's home row on its third move.") in found[2]


def test_a_fill_and_a_scripted_line_print_with_their_answers_and_no_empty_reason():
    """F1: a fill is written as its direction; a Line's replies are the other side's (one move of the learner's own
    to write); a success text that is only praise gives no "Why"."""
    fill = Exercise("Which way?", "Fill from the right.", after("c1-c7", "d8-d6", "c7-d8"), FillDirection("right"),
                    lesson="worksheet-tests")
    line = Exercise("Answer the opening", "Play Gold's reply.", after("c1-c7"), Line(["d8-d6", "c7-d8"]),
                    lesson="worksheet-tests")
    sheet, key = worksheet([fill, line]), worksheet([fill, line], answers=True)
    assert _("Write the direction of your fill on the line below.") in items(sheet.html)[0]
    assert [i.count("<div class=line></div>") for i in items(sheet.html)] == [1, 1]
    found = items(key.html)
    assert _("The answer is a fill from the right.") in found[0]
    assert _("The answer is {line}.").format(line=_("{moves}, then {last}").format(moves="d8-d6", last="c7-d8")) in found[1]
    assert _("Why: {reason}").format(reason="") not in key.html


def test_a_worksheet_speaks_german(lesson_set):
    with speaking("de"):
        sheet, key = worksheet(lesson_set), worksheet(lesson_set, answers=True)
        intro = ngettext(
            "This worksheet has {count} task. Look at the board, read its task, and write your answer on the lines "
            "below it. Write a move as the board does: a step as c1-c6, a push as e4>e5, a pass as d2=.",
            "This worksheet has {count} tasks. Look at each board, read its task, and write your answer on the lines "
            "below it. Write a move as the board does: a step as c1-c6, a push as e4>e5, a pass as d2=.", 3)
        heading = _("Answer key: {title}").format(title="Sumo pushes")
        below = _("Write your answer on the line below.")
    assert intro.startswith("Dieses Arbeitsblatt hat {count} Aufgaben.")
    assert html.escape(intro.format(count=3)) in sheet.html and '<html lang="de">' in sheet.html
    assert below == "Schreib deine Lösung in die Zeile darunter." and below in sheet.html and "Dein Name:" in sheet.html
    assert key.title == heading == "Lösungen: Sumo pushes"


def test_puzzles_print_with_their_titles_and_their_themes_only_in_the_key():
    puzzles = load_puzzles()[:2]
    sheet, key = worksheet(puzzles, title="Puzzles"), worksheet(puzzles, answers=True, title="Puzzles")
    assert "<h2>1. Win in 1</h2>" in sheet.html and "home row" not in sheet.html
    assert "<h2>1. Win in 1 · home row</h2>" in key.html
    assert _("The answer is {line}.").format(line=puzzles[0].answer) in key.html


def test_the_worksheet_prints_on_a4_without_splitting_a_task_and_is_scoped_in_a_notebook(lesson_set):
    sheet = worksheet(lesson_set)
    assert "@page { size: A4; margin: 16mm 15mm 18mm; }" in sheet.html
    assert re.search(r"\.item \{[^}]*break-inside: avoid; page-break-inside: avoid;", sheet.html)
    assert sheet._repr_html_() == sheet.body and "@page" not in sheet.body and "body {" not in sheet.body
    assert all(rule.strip().startswith(".kamisado-worksheet") for rule in re.findall(r"\n([^\n{]+)\{", sheet.body))


def test_making_a_worksheet_saves_no_progress(lesson_set):
    worksheet(lesson_set, answers=True)
    assert not any(progress.is_solved(ex.progress_id) for ex in lesson_set.exercises)
    assert not os.path.exists(os.environ["KAMISADO_PROGRESS"])


def test_save_writes_the_document_whole_and_replaces_an_old_one(lesson_set, tmp_path):
    target = tmp_path / "sheet.html"
    target.write_text("old")
    sheet = worksheet(lesson_set)
    assert sheet.save(str(target)) == target
    assert target.read_text(encoding="utf-8") == sheet.html
    assert sorted(p.name for p in tmp_path.iterdir()) == ["sheet.html"], "no temporary file is left"
    with pytest.raises(OSError):
        sheet.save(tmp_path / "missing-folder" / "sheet.html")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["sheet.html"]


@pytest.mark.parametrize(("call", "message"), [
    (lambda s: worksheet("Sumo pushes"), ("worksheet: lesson_or_exercises must be an ExerciseSet, an Exercise, a "
                                          "Puzzle, or a list of exercises and puzzles, not 'Sumo pushes'")),
    (lambda s: worksheet([]), "worksheet: lesson_or_exercises must hold at least one exercise"),
    (lambda s: worksheet([s.exercises[0], 3]), ("worksheet: item 2 of lesson_or_exercises must be an Exercise or a "
                                                "Puzzle, not 3")),
    (lambda s: worksheet(s, answers="yes"), "worksheet: answers must be True or False, not 'yes'"),
    (lambda s: worksheet(s, title=None), "worksheet: title must be a text (a str), not None"),
    (lambda s: worksheet(s).save(None), "Worksheet.save: path must be the path of a file (a str or pathlib.Path)"),
])
def test_bad_arguments_are_refused_naming_the_argument_and_the_form(lesson_set, call, message):
    with pytest.raises(ExerciseError) as err:
        call(lesson_set)
    assert str(err.value).startswith(message), str(err.value)


def test_the_guide_prints_a_worksheet_and_its_answer_key():
    """Its examples run in tests/teaching/test_guide.py."""
    guide = (pathlib.Path(__file__).parents[2] / "docs" / "teaching.md").read_text(encoding="utf-8")
    section = guide[guide.index("### Printing a worksheet"):]
    section = section[:section.index("\n## ")]
    for needed in ("worksheet(ExerciseSet(", "answer_key().save(", ".save(", "A4", "print", "colour=False",
                   'paper="Letter"', "teacher's notebook of your own"):
        assert needed in section, needed
    assert "key = worksheet(" not in section, "the key is saved by its own call, in the teacher's notebook (issue 41)"
