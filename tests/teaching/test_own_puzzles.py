"""Puzzles from the teacher's own positions: one call proves a position has exactly one winning first move (or
refuses it, saying why), works out the distance, refutations, grade and themes, and returns a set to display,
whose progress ids are slugs the course map lists."""

from __future__ import annotations

import dataclasses

import pytest
from helpers.positions import KEEP_THE_WIN

from kamisado_widget import ExerciseError, ExerciseSet, find_positions, lesson, make_puzzle, puzzles_from
from kamisado_widget.engine import Match
from kamisado_widget.engine.catalogue import _, ngettext
from kamisado_widget.teaching.course.map import Entry, exercises_in
from kamisado_widget.teaching.positions.puzzles import load_puzzles

W2_01 = next(p for p in load_puzzles() if p.id == "W2-01")
FORCED_PASS = "1obg1n2/Nr6/1Ou5/4y++3/8/8/2B3p1/3PUGYR b o - standard target=7 round=3 challenger=b score=0-3"


def not_a_puzzle(problem: str) -> str:
    return _("not a puzzle: {problem}").format(problem=problem)


def two_wins() -> str:
    return ngettext("{move} wins, but so does {others}: a puzzle has exactly one winning first move (use WinIn "
                    "or KeepsTheWin for a position with several)",
                    "{move} wins, but so do {others}: a puzzle has exactly one winning first move (use WinIn or "
                    "KeepsTheWin for a position with several)", 1).format(move="d1-c2", others="d1-b3")


def test_M7_a_position_with_one_winning_move_becomes_the_same_puzzle_the_script_made():
    made = make_puzzle(W2_01.position, id="mine")
    committed = {k: v for k, v in dataclasses.asdict(W2_01).items() if k not in ("id", "source")}
    assert {k: v for k, v in dataclasses.asdict(made).items() if k not in ("id", "source", "lesson")} == {
        k: v for k, v in committed.items() if k != "lesson"
    }
    assert made.grade == "Win in 2" and made.id == "mine"


def test_a_position_with_two_winning_moves_is_refused_naming_them():
    with pytest.raises(ExerciseError) as err:
        make_puzzle(KEEP_THE_WIN)
    assert str(err.value) == not_a_puzzle(two_wins())


def test_a_lost_position_is_refused_saying_who_wins():
    m = Match.from_text(W2_01.position)
    m.play(W2_01.answer)
    with pytest.raises(ExerciseError) as err:
        make_puzzle(m)
    assert str(err.value) == not_a_puzzle(ngettext(
        "{player}, the side to move, does not win it: {opponent} does, in {count} move of its own",
        "{player}, the side to move, does not win it: {opponent} does, in {count} moves of its own", 1).format(
        player="Black", opponent="Gold", count=1))


COIN_TOSS = "4g2u+/8/1n6/2bBR+3/4pOr1/5UPo/3y3G/N1Y5 g o - standard target=3 round=3 challenger=b score=1-1"
"""The puzzle once shipped as W1-01: Gold wins at once with h3-f1 (M7), and has only one other legal move."""


def test_M7_a_win_in_1_with_two_legal_moves_is_refused_as_a_coin_toss():
    assert len(Match.from_text(COIN_TOSS).legal_moves()) == 2
    with pytest.raises(ExerciseError) as err:
        make_puzzle(COIN_TOSS)
    assert str(err.value) == not_a_puzzle(_(
        "it is a win in 1 with only {count} legal moves, a coin toss; a win in 1 needs at least {least} legal moves"
    ).format(count=2, least=3))


def test_M6_a_forced_pass_is_refused_as_nothing_to_find():
    with pytest.raises(ExerciseError) as err:
        make_puzzle(FORCED_PASS)
    assert str(err.value) == not_a_puzzle(_("{player} has only one legal move ({move}): there is nothing to find").format(
        player="Black", move="b6-c7"))


def test_puzzles_from_own_positions_is_a_set_in_the_teachers_lesson_played_to_the_end():
    lesson("My puzzles")
    puzzles = puzzles_from([W2_01.position], title="Mine")
    assert isinstance(puzzles, ExerciseSet) and len(puzzles) == 1
    view = puzzles[0]
    assert view.exercise.progress_id == "my-puzzles/puzzle-mine-1"  # a slug
    said = view.attempt(W2_01.answer)
    assert said == _("Right. {opponent} answers {moves}. Your move, {player}.").format(
        opponent="Black", moves=view.board.last_move, player="Gold")
    while not view.solved:
        view.attempt(view.exercise.goal.answers_at(view.run.match, view.run.played)[0])
    assert puzzles.solved == 1


def test_a_set_names_the_position_that_is_not_a_puzzle():
    with pytest.raises(ExerciseError) as err:
        puzzles_from([W2_01.position, KEEP_THE_WIN], title="Mine")
    assert str(err.value) == _("position {n} of {title}: {error}").format(n=2, title="'Mine'", error=not_a_puzzle(two_wins()))


def test_puzzles_from_keys_are_slugs_and_the_course_map_lists_them(own_progress_file):
    [found] = find_positions("win", moves=2, unique=True, seeds=[1], count=1, max_nodes=5_000)
    lesson("Sumo pushes")
    made = puzzles_from([found.position], title="Sumo push puzzles", max_nodes=5_000)
    progress_id = made[0].run.exercise.progress_id if hasattr(made[0], "run") else None
    assert progress_id == "sumo-pushes/puzzle-sumo-push-puzzles-1"
    cell = 'lesson("Sumo pushes")\npuzzles_from([FOUND], title="Sumo push puzzles")'
    assert exercises_in(cell) == [Entry(progress_id, "Sumo push puzzles 1")]
