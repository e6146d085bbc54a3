"""The "Show me" button plays an exercise's answer on its board, explains it, and counts as shown
(issue 12, item 4)."""

import pytest
from helpers.positions import after, colour_rule

from kamisado_widget.engine import Colour, Match, Player
from kamisado_widget.engine.catalogue import _
from kamisado_widget.engine.names import tower_name
from kamisado_widget.teaching import Exercise, ExerciseSet, FillDirection, OneOf, WinsRound
from kamisado_widget.teaching.course.map import CourseMap
from kamisado_widget.teaching.learner import progress


def shown_move(player: Player, colour: Colour, move: str) -> str:
    """The catalogue's "Shown: Gold's Orange moves from a8 to a7 (a8-a7)." """
    return _("Shown: {tower} moves from {start} to {end} ({move}).").format(
        tower=tower_name(player, colour, None), start=move[:2], end=move[3:], move=move)


def test_T2_show_me_plays_the_answer_explains_it_and_counts_as_shown_not_solved():
    ex = colour_rule()
    view = ex.view()
    view.attempt("b8-b3")  # a wrong try (T2): Show me is offered more visibly
    assert view.show_button.button_style == "info"
    text = view.show_me()
    assert view.board.last_move == ex.answer().text() == "a8-a7", "the goal's first answer was played on the board"
    assert text == " ".join([shown_move(Player.GOLD, Colour.ORANGE, "a8-a7"),
                             _("Why: {reason}").format(reason="Orange had to move."),  # the teacher's "Yes: " left out
                             _("Press Reset to play it yourself.")])
    assert view.board.message == text and view.board.view["message"]["kind"] == "info"
    assert view.shown and not view.solved and not view.done
    assert progress.state(ex.progress_id) == "shown" and not progress.is_solved(ex.progress_id)
    assert view.show_button.disabled
    assert 'aria-label="answer shown"' in view.task.value and "kw-solved-mark" not in view.task.value


def test_after_show_me_tries_are_refused_until_reset_and_solving_then_counts():
    ex = colour_rule()
    view = ex.view()
    view.show_me()
    position = view.board.position_text
    legal = view.board.match.legal_moves()[0].text()  # a legal move of the side now to move
    assert view.attempt(legal) == _("The answer is shown on the board: press Reset to play it yourself.")
    assert view.board.position_text == position, "nothing was played"
    assert view.show_me() == view.board.message, "a second Show me changes nothing"
    view.reset()
    assert not view.shown and not view.show_button.disabled
    assert view.board.position_text == ex.position and not view.board.last_move
    assert view.attempt("a8-a3") == "Yes: Orange had to move."
    assert progress.is_solved(ex.progress_id), "solving after being shown raises shown to solved"
    view.reset()
    view.show_me()
    assert progress.is_solved(ex.progress_id), "showing never lowers solved"


def test_show_me_plays_the_teachers_solution_and_explanation():
    ex = Exercise(
        "Push", "Push with the Sumo.", after("c1-c6"), OneOf(["a8-a7", "a8-a3"]),
        solution="a8-a3", explanation="a3 is the square the task wanted.",
    )
    view = ex.view()
    assert view.show_me() == " ".join([shown_move(Player.GOLD, Colour.ORANGE, "a8-a3"),
                                       _("Why: {reason}").format(reason="a3 is the square the task wanted."),
                                       _("Press Reset to play it yourself.")])
    assert view.board.last_move == "a8-a3"


def test_a_solution_that_is_not_an_answer_is_refused_when_written():
    with pytest.raises(ValueError, match=r"solution 'a8-a2' is not one of the answers the goal accepts \(a8-a7\)"):
        Exercise("Bad", "Move.", after("c1-c6"), OneOf(["a8-a7"]), solution="a8-a2")


def test_F1_show_me_makes_the_fill_choice():
    ex = Exercise("Fill", "Fill from the right.", after("c1-c7", "d8-d6", "c7-d8"), FillDirection("right"),
                  success="Right: the task asked for the right.")
    view = ex.view()
    text = view.show_me()
    assert view.board.match.round_number == 2 and view.board.match.events[-1].direction.value == "right"
    assert text.startswith(_("Shown: the home rows are filled from the right.") + " "
                           + _("Why: {reason}").format(reason="the task asked for the right."))
    assert view.board.view["controls"]["fill"] is False


def test_M7_show_me_of_a_winning_move_and_the_board_comes_back_to_the_task_first():
    start = after("e1-b4", "f8-f4", "g1-b6", "d8-d7", "b1-a2", "c8-c6", "h1-h7")
    ex = Exercise("Win", "Win at once.", start, WinsRound(), success="Right: the Orange reaches the home row (M7).")
    view = ex.view()
    view.board.play(Match.from_text(start).legal_moves()[1])  # the board moved on from Python
    view.show_me()
    assert view.board.match.events[-1].text() == "c6-h1" and len(view.board.match.events) == 1
    assert view.board.match.position.result is not None


def progress_line(solved: int, shown: int) -> str:
    """The catalogue's "Lesson: 1 of 2 solved, 1 shown — exercise 1"."""
    line = _("{solved} of {count} solved, {shown} shown — exercise {at}").format(solved=solved, count=2, shown=shown,
                                                                                at=1)
    return _("{title}: {progress}").format(title="Lesson", progress=line)


def test_the_set_and_the_course_map_count_shown_apart_from_solved(tmp_path):
    one, two = colour_rule(), Exercise("Win", "Win.", after("c1-c7", "d8-d6"), WinsRound())
    lesson = ExerciseSet([one, two], title="Lesson")
    lesson[0].show_me()
    assert lesson.progress.value == progress_line(0, 1)
    lesson[1].attempt("c7-d8")
    assert lesson.progress.value == progress_line(1, 1)
    nb = tmp_path / "01_x.ipynb"
    import nbformat

    cell = nbformat.v4.new_code_cell(
        'Exercise(title="T2", task="t", position="p", goal=AnyMove())\nExercise(title="Win", task="t", position="p")'
    )
    nbformat.write(nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# One"), cell]), nb)
    text = CourseMap(tmp_path).text()
    assert "\u25d1 " + _("{title} (answer shown)").format(title="T2") in text and "\u2713 Win" in text
    assert _("{solved} of {count} solved").format(solved=1, count=2) in text
    assert 'class="kw-course-shown"' in CourseMap(tmp_path)._repr_html_()


def test_the_reason_after_why_starts_small_unless_it_is_a_name():
    from kamisado_widget.teaching.exercises.answers import shown_text

    start = Match(3).position
    from kamisado_widget.engine import Move

    c1c6 = [Move.from_text("c1-c6")]
    assert _("Why: {reason}").format(reason="a Sumo waits here.") in shown_text(start, c1c6, "A Sumo waits here.")
    assert _("Why: {reason}").format(reason="Black opens the round.") in shown_text(start, c1c6, "Black opens the round.")
