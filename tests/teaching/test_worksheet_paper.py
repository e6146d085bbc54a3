"""Worksheets for paper (issue 41, item 1): each board rings the tower that must move and marks the last move, and the
task names that tower in words (English and German); ``colour=False`` draws the boards in greys with the colours'
characters (B5) and no other colour; the answer key is a document of its own, made and written only by its own call,
and a worksheet saved by a lesson is not written when the lesson runs as an app, on Voilà's page or for the class
table; the page prints on A4 or Letter without splitting a task."""

from __future__ import annotations

import html
import json
import os
import pathlib
import re
import xml.etree.ElementTree as ET

import pytest
from helpers.positions import KEEP_THE_WIN, after

from kamisado_widget import AnyMove, Exercise, ExerciseError, FillDirection, OneOf, WinIn, worksheet
from kamisado_widget.engine import COLOUR_HEX, Colour, Match, parse_square
from kamisado_widget.engine.catalogue import _, speaking
from kamisado_widget.engine.names import colour_name, tower_of
from kamisado_widget.teaching.classroom import worksheet_page
from kamisado_widget.teaching.classroom.lesson_exercises import run_lesson
from kamisado_widget.teaching.course import lesson_app

NS = "{http://www.w3.org/2000/svg}"
PUSH_READY = "o1upyrgn/8/8/3b4/3R+4/8/8/NG1YPUBO b r - standard target=3 round=2 challenger=g"
HEX = re.compile(r'(?:fill|stroke)="(#[0-9a-fA-F]{3,6})"')


def colour_rule() -> Exercise:
    return Exercise("Which tower now?", "Black opened c1-c6. Move Gold's tower.", Match(3).text(), AnyMove(),
                    past=["c1-c6"], lesson="worksheet-paper")


def push() -> Exercise:
    return Exercise("Push!", "Push Gold's Blue back.", PUSH_READY, OneOf(["d4>d5"]), lesson="worksheet-paper")


def pushed() -> Exercise:
    return Exercise("Again", "Move again.", PUSH_READY, AnyMove(), past=["d4>d5"], lesson="worksheet-paper")


def boards(html: str) -> list[ET.Element]:
    return [ET.fromstring(svg) for svg in re.findall(r"<svg.*?</svg>", html, re.DOTALL)]


def items(html: str) -> list[str]:
    return re.findall(r'<section class="item">(.*?)</section>', html, re.DOTALL)


def square_box(board: ET.Element, name: str) -> tuple[float, float]:
    """The top-left corner of square ``name`` on the picture."""
    [rect] = [r for r in board.iter(NS + "rect") if r.get("data-square") == name]
    return float(rect.get("x")), float(rect.get("y"))


def mark(board: ET.Element, kind: str) -> ET.Element | None:
    found = [g for g in board.iter(NS + "g") if g.get("data-mark") == kind]
    assert len(found) <= 1
    return found[0] if found else None


def test_the_board_rings_the_tower_that_must_move_and_draws_the_last_move():
    [board] = boards(worksheet(colour_rule()).html)
    ring = mark(board, "mover")
    assert ring is not None and ring.get("data-at") == "a8", "after c1-c6 Gold's Orange on a8 must move (T2)"
    x, y = square_box(board, "a8")
    assert {(float(c.get("cx")), float(c.get("cy"))) for c in ring.iter(NS + "circle")} == {(x + 20, y + 20)}
    arrow = mark(board, "last-move")
    assert arrow is not None and (arrow.get("data-from"), arrow.get("data-to")) == ("c1", "c6")
    fx, fy = square_box(board, "c1")
    shaft = arrow.find(NS + "line")
    assert (float(shaft.get("x1")), float(shaft.get("y1"))) == (fx + 20, fy + 20), "the arrow leaves c1's centre"
    tx, ty = square_box(board, "c6")
    assert float(shaft.get("x2")) == tx + 20 and ty + 20 < float(shaft.get("y2")) < fy, "and points up the c-file to c6"
    outlined = {(float(r.get("x")) - 2, float(r.get("y")) - 2) for r in board.iter(NS + "rect")
                if r.get("stroke-dasharray") == "5 3"}
    assert outlined == {(fx, fy), (tx, ty)}, "the squares left and reached are outlined, as the exercise's board does"


def test_without_a_past_move_only_the_mover_is_marked_and_after_a_push_the_pusher_is():
    first, second = boards(worksheet([push(), pushed()]).html)
    assert mark(first, "mover").get("data-at") == "d4" and mark(first, "last-move") is None
    assert mark(second, "mover").get("data-at") == "d5", "S3: the Sumo that pushed moves again"
    assert (mark(second, "last-move").get("data-from"), mark(second, "last-move").get("data-to")) == ("d4", "d5")


def test_the_task_names_the_tower_that_must_move_in_english_and_german():
    exercises = [colour_rule(), push(), pushed()]
    found = items(worksheet(exercises).html)
    assert _("{player} moves {tower} on {square}.").format(
        player="Gold", tower=tower_of(Colour.ORANGE, 0), square="a8") in found[0]
    assert "Gold moves the Orange tower on a8." in found[0]
    assert "Black moves the Red Sumo on d4." in found[1]
    assert "Black has just pushed and moves again: the Red Sumo on d5 must move (S3)." in found[2]
    with speaking("de"):
        german = items(worksheet(exercises).html)
    assert "Gold ist am Zug: Orange auf a8 muss ziehen." in german[0]
    assert "Schwarz hat gerade gestoßen und zieht noch einmal: Sumo Rot auf d5 muss ziehen (S3)." in german[2]


def test_a_free_first_move_a_fill_and_a_hidden_mover_name_and_ring_no_tower():
    opening = Exercise("Open", "Play any opening move.", Match(3).text(), AnyMove(), lesson="worksheet-paper")
    fill = Exercise("Which way?", "Fill from the right.", after("c1-c7", "d8-d6", "c7-d8"), FillDirection("right"),
                    lesson="worksheet-paper")
    hidden = Exercise("Which tower?", "Which tower must Gold move?", Match(3).text(), AnyMove(), past=["c1-c6"],
                      show_mover=False, lesson="worksheet-paper")
    sheet = worksheet([opening, fill, hidden])
    found = items(sheet.html)
    assert "Black opens the round: any tower of Black may move (T1)." in found[0]
    assert 'class="mover"' not in found[1] and 'class="mover"' not in found[2]
    words = re.sub(r"<svg.*?</svg>", "", found[2], flags=re.DOTALL)  # the picture's squares carry their colours' names
    assert "Orange" not in words and "a8" not in words, "a task about which tower moves does not name it"
    assert [mark(b, "mover") for b in boards(sheet.html)] == [None, None, None]
    assert mark(boards(sheet.html)[2], "last-move") is not None, "the last move is still drawn"


def test_the_legend_reads_the_marks_that_are_on_the_sheet():
    both = _("A thick black and white ring around a tower marks the tower that must move, and an arrow shows the "
             "last move.")
    ring_only = _("A thick black and white ring around a tower marks the tower that must move.")
    assert both in worksheet(colour_rule()).html
    assert ring_only in worksheet(push()).html and both not in worksheet(push()).html


def test_black_and_white_boards_are_greys_with_each_colours_character():
    colour, grey = worksheet([colour_rule(), push()]), worksheet([colour_rule(), push()], colour=False)
    assert grey.colour is False and colour.colour is True
    assert any(COLOUR_HEX[Colour.RED] in svg for svg in re.findall(r"<svg.*?</svg>", colour.html, re.DOTALL))
    for board in re.findall(r"<svg.*?</svg>", grey.html, re.DOTALL):
        colours = set(HEX.findall(board))
        assert colours, "the board is drawn"
        for value in colours:
            digits = value[1:] if len(value) == 7 else "".join(c * 2 for c in value[1:])
            assert digits[0:2] == digits[2:4] == digits[4:6], f"{value} is not a grey"
    for board in boards(grey.html):
        texts = [t.text for t in board.iter(NS + "text")]
        squares = [r for r in board.iter(NS + "rect") if r.get("data-square")]
        for c in Colour:
            assert texts.count(c.character) == 8 + sum(1 for g in board.iter(NS + "g")
                                                       if g.get("data-tower", "").endswith(c.name.lower())), c
        assert len(squares) == 64
        for tower in (g for g in board.iter(NS + "g") if g.get("data-tower")):
            colour_of = Colour[tower.get("data-tower").split("-")[1].upper()]
            assert [t.text for t in tower.iter(NS + "text")] == [colour_of.character]
    key = ", ".join(f"{c.character} {colour_name(c)}" for c in Colour)
    assert _("The boards are drawn in greys: each square and each tower shows the character of its colour "
             "({key}).").format(key=key) in grey.html
    assert key not in colour.html and "Kamisado Characters" in grey.body
    if worksheet_page.WIDGET_CSS.is_file():  # the widget's front end is built: its characters' font is embedded
        assert "@font-face" in grey.html and "font/woff2" in grey.html and "@font-face" not in colour.html


def test_the_answer_key_is_a_document_of_its_own_made_only_by_its_own_call(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    win = Exercise("Win in 3", "Win in 3.", KEEP_THE_WIN, WinIn(moves=3), lesson="worksheet-paper",
                   explanation="d1-c2 leaves Gold no defence.")
    sheet = worksheet([push(), win], title="Sumo")
    assert os.listdir(tmp_path) == [], "making a worksheet writes nothing"
    for answer in ("The answer is", "Why:", "d4&gt;d5", "d1-c2", _("Answer key: {title}").format(title="Sumo")):
        assert answer not in sheet.html, answer
    key = sheet.answer_key()
    assert key.answers and key.title == _("Answer key: {title}").format(title="Sumo") and key.items == 2
    assert html.escape(_("The answer is {line}.").format(line=_("{move} (a push)").format(move="d4>d5"))) in key.html
    assert "d1-c2 leaves Gold no defence." in key.html
    assert key.html == worksheet([push(), win], answers=True, title="Sumo").html
    assert key.answer_key() is key
    assert os.listdir(tmp_path) == [], "nor does making its key"
    assert sheet.save("sheet.html") == pathlib.Path("sheet.html")
    assert os.listdir(tmp_path) == ["sheet.html"], "saving the sheet writes the sheet alone"
    key.save("key.html")
    assert sorted(os.listdir(tmp_path)) == ["key.html", "sheet.html"]
    grey_key = worksheet(push(), colour=False, paper="Letter").answer_key()
    assert (grey_key.colour, grey_key.paper) == (False, "Letter") and "size: letter" in grey_key.html


LESSON = ('from kamisado_widget import Exercise, OneOf, worksheet\n'
          f'push = Exercise("Push!", "Push Gold\'s Blue back.", {PUSH_READY!r}, OneOf(["d4>d5"]), lesson="paper")\n'
          'sheet = worksheet(push)\n'
          'saved = (sheet.save("sheet.html"), sheet.answer_key().save("key.html"))\n'
          'assert saved == (None, None), saved\n'
          'push')


def test_a_lesson_run_for_the_class_table_writes_no_worksheet(tmp_path):
    path = tmp_path / "sumo.ipynb"
    path.write_text(json.dumps({"cells": [{"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
                                           "source": LESSON}], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}))
    run = run_lesson(path)
    assert run.problem is None, run.problem
    assert [ex.title for ex in run.exercises] == ["Push!"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["sumo.ipynb"], "neither the sheet nor its key is written"


@pytest.mark.parametrize("where", ["app", "voila"])
def test_a_lesson_shown_as_an_app_or_on_voilas_page_writes_no_worksheet(where, tmp_path, monkeypatch):
    sheet = worksheet(push())
    if where == "app":
        monkeypatch.setattr(lesson_app, "_folder", tmp_path)  # as open_lesson leaves it in the app's kernel
    else:
        monkeypatch.setenv("VOILA_BASE_URL", "/")  # as Voilà starts its kernels
    assert sheet.save(tmp_path / "sheet.html") is None and sheet.answer_key().save(tmp_path / "key.html") is None
    assert list(tmp_path.iterdir()) == []


def test_the_page_prints_on_a4_or_letter_without_splitting_a_task():
    a4, letter = worksheet(push()), worksheet(push(), paper="Letter")
    assert "@page { size: A4; margin: 16mm 15mm 18mm; }" in a4.html and a4.paper == "A4"
    assert "@page { size: letter; margin: 16mm 15mm 18mm; }" in letter.html
    for sheet in (a4, letter):
        assert re.search(r"@media print \{[^@]*\.item \{ break-inside: avoid; page-break-inside: avoid; \}", sheet.html)
        assert re.search(r"\.kamisado-worksheet \{[^}]*max-width: 180mm;", sheet.body), "fits A4's and Letter's width"
        assert re.search(r"\.item h2 \{[^}]*break-after: avoid;", sheet.body)
        assert re.search(r"\.board \{[^}]*break-inside: avoid;", sheet.body)
        assert "print-color-adjust: exact" in sheet.body


@pytest.mark.parametrize(("options", "message"), [
    ({"paper": "A5"}, "worksheet: paper must be 'A4' or 'Letter', not 'A5'"),
    ({"paper": None}, "worksheet: paper must be 'A4' or 'Letter', not None"),
    ({"colour": "grey"}, "worksheet: colour must be True or False, not 'grey'"),
])
def test_bad_print_options_are_refused_naming_the_form(options, message):
    with pytest.raises(ExerciseError) as err:
        worksheet(push(), **options)
    assert str(err.value) == message


def test_the_mover_ring_and_the_arrow_sit_on_the_squares_the_engine_names():
    from kamisado_widget.engine.svg import position_svg

    position = Match.from_text(Match(3).text(), ["c1-c6"]).position
    board = ET.fromstring(position_svg(position, 300, flipped=True, mover=parse_square("a8"),
                                       arrow=(parse_square("c1"), parse_square("c6"))))
    x, y = square_box(board, "a8")
    assert {(float(c.get("cx")), float(c.get("cy"))) for c in mark(board, "mover").iter(NS + "circle")} == {
        (x + 20, y + 20)}, "flipped, the ring follows a8"
    assert mark(ET.fromstring(position_svg(position, 300, arrow=(3, 3))), "last-move") is None, "a pass: no arrow"
