"""The tutorials teach every rule, and every exercise in them works.

The notebooks' code cells are executed in this process (the same code nbclient runs in a kernel),
and every Exercise they create is recorded, so the tests can inspect and play them: each exercise
has a right answer that the board accepts as a click, and each rule named in its ``feedback`` is
one a learner can actually trigger by clicking on its board. The German course (``notebooks/de/``) is checked
as the English one, its tests speaking German (tests/notebooks/conftest.py).
"""

from __future__ import annotations

import re

import pytest
from helpers.notebook_files import LANGUAGES, NOTEBOOKS, cells, every_language, named, read, stem
from helpers.tutorial_exercises import (
    EVERY_TUTORIAL,
    EVERY_WITH_EXERCISES,
    RULES,
    SQUARES,
    TUTORIALS,
    WITH_EXERCISES,
    all_exercises,
    every_exercise,
    exercise_text,
    exercises_of,
    mentions,
    without_rule_ids,
)

from kamisado_widget.engine import Phase, parse_square
from kamisado_widget.engine.catalogue import _
from kamisado_widget.session.sentences import sentence
from kamisado_widget.teaching import AnyMove, Exercise, ExerciseView, FillDirection
from kamisado_widget.teaching.exercises.go import RIGHT


# ----------------------------------------------------------------- storage
def test_the_tutorials_are_all_there():
    missing = [name for name in EVERY_TUTORIAL if not (NOTEBOOKS / name).exists()]
    assert not missing, f"missing tutorials: {missing}"


@pytest.mark.parametrize("name", EVERY_TUTORIAL)
def test_tutorial_is_stored_without_outputs_with_the_python3_kernel(name):
    nb = read(name)
    assert nb.metadata["kernelspec"] == {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, f"{name}: stored with outputs:\n{cell.source}"


def links_to(text: str, name: str) -> int:
    """Where ``text`` first links the lesson ``name`` of its own course (``](03_sumo.ipynb)`` or
    ``](./03_sumo.ipynb)``), or -1."""
    found = re.search(rf"\]\((?:\./)?{re.escape(name)}\)", text)
    return found.start() if found else -1


@pytest.mark.parametrize("welcome", every_language(["00_welcome.ipynb"]))
def test_the_welcome_notebook_links_the_tutorials_in_order(welcome):
    """In its own course: the German welcome links the German lessons (the same file names beside it)."""
    text = "\n".join(cells(welcome, "markdown"))
    positions = [links_to(text, name) for name in TUTORIALS]
    assert -1 not in positions, f"not linked: {[n for n, p in zip(TUTORIALS, positions) if p == -1]}"
    assert positions == sorted(positions), "the tutorials are not linked in order"
    assert "](http" not in text and "](../" not in text, "a lesson links only the lessons beside it"


@pytest.mark.parametrize("name", [named(n, language) for language in LANGUAGES for n in TUTORIALS[:-1]])
def test_each_tutorial_links_the_next(name):
    following = TUTORIALS[TUTORIALS.index(stem(name) + ".ipynb") + 1]
    assert any(links_to(text, following) >= 0 for text in cells(name, "markdown"))


# ------------------------------------------------------------------- rules
_RULE_IN_COURSE = pytest.mark.parametrize(
    "language, rule", [(language, rule) for language in LANGUAGES for rule in RULES],
    ids=[f"{language}-{rule}" for language in LANGUAGES for rule in RULES],
)


@_RULE_IN_COURSE
def test_rule_is_explained_in_the_markdown_of_a_tutorial(language, rule):
    names = [named(name, language) for name in WITH_EXERCISES]
    assert any(mentions(text, rule) for name in names for text in cells(name, "markdown")), (
        f"{rule} is not named in the markdown of any tutorial ({language})"
    )


@_RULE_IN_COURSE
def test_rule_is_practised_in_an_exercise(language, rule):
    names = [named(name, language) for name in WITH_EXERCISES]
    in_cells = [name for name in names for src in cells(name, "code") if "Exercise(" in src and mentions(src, rule)]
    assert in_cells, f"{rule} appears in no exercise cell ({language})"
    in_exercises = [f"{name} #{i} {ex.title!r}" for name, i, ex in all_exercises(language)
                    if mentions(exercise_text(ex), rule)]
    assert in_exercises, f"no exercise's task, hints, success, feedback or goal text names {rule} ({language})"


# --------------------------------------------------------------- exercises
@pytest.mark.parametrize("name", EVERY_WITH_EXERCISES)
def test_tutorial_has_exercises(name):
    assert len(exercises_of(name)) >= 2


def exercise_id(name: str, index: int, ex: Exercise) -> str:
    """A test id for one exercise: ``02-3-Stuck? Not quite``, ``de/02-3-Eingesperrt? Nicht ganz``."""
    return f"{name.rsplit('/', 1)[0] + '/' if '/' in name else ''}{stem(name)[:2]}-{index}-{ex.title}"


def _each_exercise():
    return pytest.mark.parametrize(
        "name,index", [(name, i) for name, i, _ in every_exercise()],
        ids=[exercise_id(name, i, ex) for name, i, ex in every_exercise()],
    )


@_each_exercise()
def test_exercise_is_complete(name, index):
    ex = exercises_of(name)[index]
    assert ex.task.strip() and ex.hints and ex.success not in ("Right!", _(RIGHT)), "task, hints and a success text are required"
    assert all(rule in RULES for rule in ex.feedback), f"feedback keys must be rule IDs: {list(ex.feedback)}"
    if isinstance(ex.goal, FillDirection):
        default = FillDirection.__dataclass_fields__["wrong"].default  # "That fill is allowed, but ..."
        assert ex.goal.wrong not in (default, _(default)), "a fill exercise explains the wrong direction"
    else:
        assert ex.feedback, "a move exercise gives extra words for the likely illegal moves"


@_each_exercise()
def test_exercise_has_a_right_answer_that_the_board_accepts(name, index):
    ex = exercises_of(name)[index]
    answers = ex.goal.answers(ex.start())
    assert answers, "no right answer"
    view = ExerciseView(ex)
    if isinstance(ex.goal, FillDirection):
        text = view.attempt_fill(answers[0])
    else:
        text = view.attempt(answers[0])
    assert view.solved and text == ex.success
    assert view.board.position_text != ex.start().text(), "the right answer is played on the board"


@_each_exercise()
def test_a_goal_that_picks_answers_refuses_some_legal_move(name, index):
    """A task such as "win the round" or "push" must not accept every legal move (unless only one exists)."""
    ex = exercises_of(name)[index]
    match = ex.start()
    answers = ex.goal.answers(match)
    if isinstance(ex.goal, FillDirection):
        assert len(answers) == 1
        return
    legal = [m.text() for m in match.legal_moves()]
    assert set(answers) <= set(legal)
    if not isinstance(ex.goal, AnyMove) and len(legal) > 1:
        assert len(answers) < len(legal), "every legal move counts as right: the goal does not test anything"


def _click_outcomes(ex: Exercise, wanted: set[str]) -> dict[str, str]:
    """The rules a learner can trigger with one or two clicks on the exercise's board, with the text shown.

    Stops as soon as every rule in ``wanted`` has been seen."""
    view = ExerciseView(ex)
    board = view.board
    found: dict[str, str] = {}

    def note():
        message = board.view["message"]
        if message["kind"] == "error" and message["rule"]:
            found.setdefault(message["rule"], message["text"])

    if board.match.phase is not Phase.PLAY:
        return found
    occupied = [sq for sq in SQUARES if board.match.position.tower_at(parse_square(sq)) is not None]
    for first in occupied:
        if wanted <= found.keys():
            break
        view.reset()
        board.click(first)
        note()
        if board.view["selected"] != first:
            continue
        for second in SQUARES:
            if wanted <= found.keys():
                break
            if view.solved:
                view.reset()
            board.cancel()
            board.click(first)
            board.click(second)
            note()
    return found


@_each_exercise()
def test_each_rule_in_the_feedback_can_be_triggered_by_clicking(name, index):
    ex = exercises_of(name)[index]
    if not ex.feedback:
        return
    reached = _click_outcomes(ex, set(ex.feedback))
    for rule, words in ex.feedback.items():
        assert rule in reached, f"no click on this board breaks {rule}; reachable: {sorted(reached)}"
        assert without_rule_ids(reached[rule]).endswith(without_rule_ids(sentence(words))), (
            "the teacher's words are shown with the engine's explanation, in one message"
        )
