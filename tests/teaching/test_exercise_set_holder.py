"""An exercise set's Previous and Next never take a view off the page: each exercise's view joins the set's holder
the first time it is shown and stays there, hidden (``layout.display``) while another one shows.

In the offline site a Box view whose children change, and whose child view goes away, within one slow frame raised
in ipywidgets' bundle ("Cannot read properties of null (reading 'widgets')": a child view resolved after the view
holding it was disposed). A set that swapped the holder's only child on every Previous or Next did exactly that."""

from __future__ import annotations

import itertools

from helpers.positions import after, colour_rule

from kamisado_widget.engine.catalogue import _
from kamisado_widget.teaching import AnyMove, Exercise, ExerciseSet


def three() -> ExerciseSet:
    exercises = [colour_rule(),
                 Exercise("Any", "Make any move.", after("c1-c6", "a8-a7"), AnyMove()),
                 Exercise("Again", "Make any move.", after("c1-c6", "a8-a3"), AnyMove())]
    return ExerciseSet(exercises, title="Lesson")


def shown(lesson: ExerciseSet) -> list[int]:
    """The indexes of the set's views that the holder shows (display not "none")."""
    return [i for i, view in enumerate(lesson.views)
            if any(child is view for child in lesson.holder.children) and view.layout.display != "none"]


def test_previous_and_next_only_ever_append_to_the_holder_and_show_one_exercise():
    lesson = three()
    children = [tuple(lesson.holder.children)]
    lesson.holder.observe(lambda change: children.append(tuple(change["new"])), names="children")
    assert children[0] == (lesson.views[0],) and shown(lesson) == [0]
    for i in (1, 0, 2, 1, 2, 0):
        lesson.go(i)
        assert lesson.index == i and shown(lesson) == [i], "one exercise shows: the one gone to"
        assert lesson.progress.value == _("{title}: {progress}").format(
            title="Lesson", progress=_("{solved} of {count} solved — exercise {at}").format(solved=0, count=3, at=i + 1))
    assert [len(c) for c in children] == [1, 2, 3], "each view joined once, the first time it was shown"
    for before, now in itertools.pairwise(children):
        assert now[:len(before)] == before, "no child was taken away or moved: one was appended"
    assert children[-1] == tuple(lesson.views)


def test_a_view_shown_again_keeps_its_board_and_the_buttons_stop_at_the_ends():
    lesson = three()
    lesson.next_button.click()
    lesson[1].attempt(lesson[1].exercise.answer().text())
    board = lesson[1].board.position_text
    assert lesson[1].solved
    lesson.prev_button.click()
    assert lesson.prev_button.disabled and not lesson.next_button.disabled and shown(lesson) == [0]
    lesson.next_button.click()
    lesson.next_button.click()
    assert lesson.next_button.disabled and shown(lesson) == [2]
    lesson.prev_button.click()
    assert shown(lesson) == [1] and lesson[1].solved and lesson[1].board.position_text == board, "as it was left"
    lesson.go(3)  # out of range: nothing changes
    lesson.go(-1)
    assert lesson.index == 1 and shown(lesson) == [1]
