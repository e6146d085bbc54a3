"""The tutorials teach every rule, and every exercise in them works.

The notebooks' code cells are executed in this process (the same code nbclient runs in a kernel),
and every Exercise they create is recorded, so the tests can inspect and play them: each exercise
has a right answer that the board accepts as a click, and each rule named in its ``feedback`` is
one a learner can actually trigger by clicking on its board.
"""

from __future__ import annotations

import re

import pytest
from notebook_files import NOTEBOOKS, cells, read

from kamisado_widget.engine import Match, Phase, parse_square, square_name
from kamisado_widget.session.sentences import sentence
from kamisado_widget.teaching import AnyMove, Exercise, ExerciseView, FillDirection

TUTORIALS = [
    "01_which_tower.ipynb", "02_moving.ipynb", "03_sumo.ipynb", "04_scoring_and_matches.ipynb", "04b_refilling.ipynb",
    "05_match.ipynb",
]
WITH_EXERCISES = TUTORIALS[:5]
RULES = (
    ["T1", "T2"]
    + [f"M{i}" for i in range(1, 9)]
    + [f"S{i}" for i in range(1, 12)]
    + [f"P{i}" for i in range(1, 5)]
    + [f"R{i}" for i in range(1, 5)]
    + [f"F{i}" for i in range(1, 6)]
)
SQUARES = [square_name(sq) for sq in range(64)]


def mentions(text: str, rule: str) -> bool:
    """The rule ID as a word of its own: S1 is not found in S10, nor M1 in M12."""
    return re.search(rf"(?<![A-Za-z0-9]){rule}(?![0-9])", text) is not None


def without_rule_ids(text: str) -> str:
    """The text without its "(S5)", "(M6, S11)" citations (a composed message cites each rule once)."""
    return re.sub(r" ?\([A-Z]\d{1,2}(?:[-–, ]+[A-Z]\d{1,2})*\)", "", text)


def created_in(name: str, cls: type, method: str = "__init__") -> list:
    """Run the notebook's code cells here and return every ``cls`` object they created, in order
    (each is recorded when its ``method``, ``__init__`` or a dataclass's ``__post_init__``, has run)."""
    made: list = []
    original = getattr(cls, method)

    def record(self, *args, **kwargs):
        original(self, *args, **kwargs)
        made.append(self)

    setattr(cls, method, record)
    try:
        namespace: dict = {"__name__": "__main__"}
        for source in cells(name, "code"):
            exec(compile(source, f"{name}:cell", "exec"), namespace)  # noqa: S102 - our own notebooks
    finally:
        setattr(cls, method, original)
    return made


_built: dict[str, list[Exercise]] = {}


def exercises_of(name: str) -> list[Exercise]:
    """Every Exercise the notebook's code cells create, in order (run once per notebook)."""
    if name not in _built:
        _built[name] = created_in(name, Exercise, "__post_init__")
    return _built[name]


def all_exercises() -> list[tuple[str, int, Exercise]]:
    return [(name, i, ex) for name in WITH_EXERCISES for i, ex in enumerate(exercises_of(name))]


def exercise_text(ex: Exercise) -> str:
    parts = [ex.title, ex.task, ex.success, *ex.hints, *ex.feedback, *ex.feedback.values()]
    parts.append(getattr(ex.goal, "wrong", "") or "")
    return "\n".join(p for p in parts if isinstance(p, str))


# ----------------------------------------------------------------- storage
def test_the_tutorials_are_all_there():
    missing = [name for name in TUTORIALS if not (NOTEBOOKS / name).exists()]
    assert not missing, f"missing tutorials: {missing}"


@pytest.mark.parametrize("name", TUTORIALS)
def test_tutorial_is_stored_without_outputs_with_the_python3_kernel(name):
    nb = read(name)
    assert nb.metadata["kernelspec"] == {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, f"{name}: stored with outputs:\n{cell.source}"


def test_the_welcome_notebook_links_the_tutorials_in_order():
    text = "\n".join(cells("00_welcome.ipynb", "markdown"))
    positions = [text.find(f"]({name})") for name in TUTORIALS]
    assert -1 not in positions, f"not linked: {[n for n, p in zip(TUTORIALS, positions) if p == -1]}"
    assert positions == sorted(positions), "the tutorials are not linked in order"


@pytest.mark.parametrize("name", TUTORIALS[:-1])
def test_each_tutorial_links_the_next(name):
    following = TUTORIALS[TUTORIALS.index(name) + 1]
    assert any(f"]({following})" in text for text in cells(name, "markdown"))


# ------------------------------------------------------------------- rules
@pytest.mark.parametrize("rule", RULES)
def test_rule_is_explained_in_the_markdown_of_a_tutorial(rule):
    assert any(mentions(text, rule) for name in WITH_EXERCISES for text in cells(name, "markdown")), (
        f"{rule} is not named in the markdown of any tutorial"
    )


@pytest.mark.parametrize("rule", RULES)
def test_rule_is_practised_in_an_exercise(rule):
    in_cells = [name for name in WITH_EXERCISES for src in cells(name, "code") if "Exercise(" in src and mentions(src, rule)]
    assert in_cells, f"{rule} appears in no exercise cell"
    in_exercises = [f"{name} #{i} {ex.title!r}" for name, i, ex in all_exercises() if mentions(exercise_text(ex), rule)]
    assert in_exercises, f"no exercise's task, hints, success, feedback or goal text names {rule}"


# --------------------------------------------------------------- exercises
@pytest.mark.parametrize("name", WITH_EXERCISES)
def test_tutorial_has_exercises(name):
    assert len(exercises_of(name)) >= 2


def _each_exercise():
    return pytest.mark.parametrize(
        "name,index", [(name, i) for name, i, _ in all_exercises()],
        ids=[f"{name[:2]}-{i}-{ex.title}" for name, i, ex in all_exercises()],
    )


@_each_exercise()
def test_exercise_is_complete(name, index):
    ex = exercises_of(name)[index]
    assert ex.task.strip() and ex.hints and ex.success != "Right!", "task, hints and a success text are required"
    assert all(rule in RULES for rule in ex.feedback), f"feedback keys must be rule IDs: {list(ex.feedback)}"
    if isinstance(ex.goal, FillDirection):
        assert not ex.goal.wrong.startswith("That fill is allowed"), "a fill exercise explains the wrong direction"
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
