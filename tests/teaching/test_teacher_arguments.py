"""Every teacher-facing argument is checked when the object is built: an exercise, a set, a demo, a goal, a puzzle
or a free board given a wrong type is refused at once with ExerciseError (a KamisadoError and a ValueError) naming
the argument and the form expected, never later on the learner's page ("None." as feedback, an internal error on
every click) nor as a raw Python error. A goal that can never be met in its position is refused then too
(issue 27, items 6 and 7)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from helpers.catalogue_pattern import message_pattern
from helpers.positions import KEEP_THE_WIN, after

from kamisado_widget import AnyMove, Exercise, ExerciseError, ExerciseSet, FillDirection, OneOf
from kamisado_widget.engine import Colour, KamisadoError, Match, Move, MoveKind, Player
from kamisado_widget.engine.catalogue import _, ngettext
from kamisado_widget.engine.names import tower_name
from kamisado_widget.session.sentences import message
from kamisado_widget.teaching.course.demo import Demo
from kamisado_widget.teaching.course.lesson_widgets import free_board, gate
from kamisado_widget.teaching.exercises.goals import KeepsTheWin, Line, Satisfies, WinIn, WinsRound
from kamisado_widget.teaching.positions.puzzles import load_puzzles, make_puzzle, puzzle_set, puzzles_from, puzzles_of

P = after("c1-c6")  # Gold to move its Orange tower, every move but a push
START = Match(3).text()
FILL = after("c1-c7", "d8-d6", "c7-d8")  # Black has won the round: the Defender chooses how to fill (F1)
ok_args: dict[str, Any] = {"title": "T", "task": "Move Orange.", "position": P, "goal": AnyMove()}


def exercise(**changed: Any) -> Exercise:
    return Exercise(**{**ok_args, **changed})


def one() -> Exercise:
    return exercise(id="one")


# (the argument the message must name, how the teacher wrote it)
CASES: list[tuple[str, Callable[[], object]]] = [
    # Exercise: every argument
    ("title", lambda: exercise(title=None)),
    ("title", lambda: exercise(title=5)),
    ("title", lambda: exercise(title="  ")),
    ("task", lambda: exercise(task=None)),
    ("task", lambda: exercise(task=["Move."])),
    ("position", lambda: exercise(position=None)),
    ("position", lambda: exercise(position=Match(3))),
    ("goal", lambda: exercise(goal="a8-a7")),
    ("goal", lambda: exercise(goal=AnyMove)),
    ("hints", lambda: exercise(hints=[None])),
    ("hints", lambda: exercise(hints=5)),
    ("success", lambda: exercise(success=None)),
    ("success", lambda: exercise(success="")),
    ("feedback", lambda: exercise(feedback=["M3"])),
    ("feedback", lambda: exercise(feedback={"M3": None})),
    ("feedback", lambda: exercise(feedback={"M3": ""})),
    ("feedback", lambda: exercise(feedback={3: "words"})),
    ("feedback", lambda: exercise(feedback="M3")),
    ("past", lambda: exercise(position=START, past=[None])),
    ("past", lambda: exercise(position=START, past=5)),
    ("id", lambda: exercise(id=None)),
    ("id", lambda: exercise(id=7)),
    ("solution", lambda: exercise(solution=None)),
    ("lesson", lambda: exercise(lesson=5)),
    ("show_mover", lambda: exercise(show_mover="no")),
    ("show_targets", lambda: exercise(show_targets=None)),
    ("explanation", lambda: exercise(explanation=None)),
    ("title_after", lambda: exercise(title_after=3)),
    # ExerciseSet
    ("exercises", lambda: ExerciseSet("abc")),
    ("exercises", lambda: ExerciseSet(5)),
    ("exercises", lambda: ExerciseSet([1])),
    ("exercises", lambda: ExerciseSet([one(), "two"])),
    ("title", lambda: ExerciseSet([one()], title=None)),
    ("title", lambda: ExerciseSet([one()], title=3)),
    # Demo
    ("position", lambda: Demo(5)),
    ("steps", lambda: Demo(START, [None])),
    ("steps", lambda: Demo(START, "c1-c6")),
    ("steps", lambda: Demo(START, 5)),
    ("captions", lambda: Demo(START, ["c1-c6"], captions="Black opens.")),
    ("captions", lambda: Demo(START, ["c1-c6"], captions=[None])),
    ("interval_ms", lambda: Demo(START, ["c1-c6"], interval_ms="1500")),
    ("interval_ms", lambda: Demo(START, ["c1-c6"], interval_ms=-1)),
    ("title", lambda: Demo(START, ["c1-c6"], title=None)),
    ("past", lambda: Demo(START, [], past="c1-c6")),
    ("past", lambda: Demo(START, [], past=[None])),
    # goals
    ("of_kind", lambda: AnyMove(of_kind="jump")),
    ("of_kind", lambda: AnyMove(of_kind=5)),
    ("wrong", lambda: AnyMove(wrong=None)),
    ("moves", lambda: OneOf(None)),
    ("moves", lambda: OneOf([None])),
    ("moves", lambda: OneOf([])),
    ("moves", lambda: OneOf(["zz"])),
    ("moves", lambda: OneOf(5)),
    ("wrong", lambda: OneOf(["a8-a7"], wrong=None)),
    ("wrong", lambda: WinsRound(wrong=5)),
    ("test", lambda: Satisfies(None)),
    ("test", lambda: Satisfies("after.result")),
    ("wrong", lambda: Satisfies(lambda after: True, wrong=None)),
    ("direction", lambda: FillDirection("up")),
    ("direction", lambda: FillDirection(None)),
    ("wrong", lambda: FillDirection("left", wrong=None)),
    ("max_nodes", lambda: KeepsTheWin(max_nodes="1000")),
    ("max_nodes", lambda: KeepsTheWin(max_nodes=0)),
    ("moves", lambda: WinIn(moves="2")),
    ("moves", lambda: WinIn(moves=0)),
    ("moves", lambda: WinIn(moves=2.0)),
    ("fastest", lambda: WinIn(fastest="yes")),
    ("max_nodes", lambda: WinIn(max_nodes=-5)),
    ("max_nodes", lambda: WinIn(max_nodes=True)),
    ("moves", lambda: Line([])),
    ("moves", lambda: Line(None)),
    ("moves", lambda: Line(["zz"])),
    ("moves", lambda: Line([5])),
    ("wrong", lambda: Line(["a8-a7"], wrong=None)),
    # puzzles
    ("position", lambda: make_puzzle(None)),
    ("position", lambda: make_puzzle(5)),
    ("id", lambda: make_puzzle(KEEP_THE_WIN, id=None)),
    ("max_nodes", lambda: make_puzzle(KEEP_THE_WIN, max_nodes="many")),
    ("positions", lambda: puzzles_from(KEEP_THE_WIN)),
    ("positions", lambda: puzzles_from(None)),
    ("title", lambda: puzzles_from([KEEP_THE_WIN], title=None)),
    ("ids", lambda: puzzles_from([KEEP_THE_WIN], ids="my-1")),
    ("ids", lambda: puzzles_from([KEEP_THE_WIN], ids=[None])),
    ("max_nodes", lambda: puzzles_from([KEEP_THE_WIN], max_nodes=0)),
    ("moves", lambda: puzzle_set([1])),
    ("moves", lambda: puzzle_set("2")),
    ("moves", lambda: puzzle_set(5)),
    ("moves", lambda: puzzles_of(True)),
    ("path", lambda: load_puzzles(5)),
    # free boards
    ("position", lambda: free_board(5)),
    ("position", lambda: free_board(["c1-c6"])),
    ("levle", lambda: free_board(levle=4)),
    ("level", lambda: free_board(level="4")),
    ("level", lambda: free_board(level=5)),
    ("target", lambda: free_board(target=0)),
    ("controls", lambda: free_board(controls=5)),
    ("computer", lambda: free_board(computer=1)),
    ("past", lambda: free_board(past="c1-c6")),
    ("flipped", lambda: free_board(flipped="yes")),
    ("black_name", lambda: free_board(black_name=None)),
    ("board", lambda: gate("board")),
    ("lesson_name", lambda: gate(free_board(), lesson_name=5)),
]


@pytest.mark.parametrize(("name", "build"), CASES, ids=[f"{n}-{i}" for i, (n, _) in enumerate(CASES)])
def test_a_wrong_argument_is_refused_when_built_naming_it(name: str, build: Callable[[], object]) -> None:
    with pytest.raises(ExerciseError) as err:
        build()
    message = str(err.value)
    assert name in message, message
    # English wording itself (issue 29: the small set)
    assert any(w in message for w in ("must", "needs", "give", "the options are")), message  # the form expected


def test_the_issues_feedback_list_is_refused_and_a_mapping_still_works() -> None:
    with pytest.raises(ExerciseError, match=message_pattern("{owner}: {name} must be a dict, e.g. {example}, not {value}",
                                                            owner="exercise 'T'", name="feedback", value="['M3']")):
        exercise(feedback=["M3"])
    made = exercise(feedback={"M3": "Look where it stops."})
    said = made.view().attempt("a8-a1")  # M3: onto Black's Brown tower
    taken = _("the square {square} is taken by {tower}; a tower moves only onto an empty square.").format(
        square="a1", tower=tower_name(Player.BLACK, Colour.BROWN, 0))
    assert said == message("M3", taken, "Look where it stops."), "the engine's sentence, then the teacher's"


def test_an_error_of_the_teacher_is_the_projects_and_a_value_error() -> None:
    for name, build in CASES:
        with pytest.raises(KamisadoError):
            build()
        with pytest.raises(ValueError):
            build()


# ------------------------------------------------------------------ goals that can never be met in their position
def test_F1_FillDirection_where_no_fill_can_be_made_is_refused() -> None:
    """Issue 27: FillDirection('left') in a round still being played was accepted; every move then said "use the
    fill buttons" (there are none) and Show me raised IllegalFillError."""
    with pytest.raises(ExerciseError) as err:
        exercise(goal=FillDirection("left"))
    error = "F1: " + _("round {round} is still being played; the home rows are refilled only after it ends.").format(
        round=1)
    assert str(err.value) == _("exercise {title}: {problem}").format(title="'T'", problem=_(
        "FillDirection({direction}) can never be answered there: {error}").format(direction="'left'", error=error))
    made = exercise(position=FILL, goal=FillDirection("left"), task="Fill from the left.")
    assert made.answer().value == "left"


def no_right_answer() -> str:
    return message_pattern("exercise {title} has no right answer in its position", title="'T'")


def test_M7_WinIn_and_KeepsTheWin_in_a_position_that_is_not_a_win_are_refused() -> None:
    lost = Match.from_text(KEEP_THE_WIN, ["d1-c2"]).text()  # Gold to move, and Black wins however it defends
    with pytest.raises(ExerciseError, match=message_pattern("{player}, the side to move, does not win its position: "
                                                            "{opponent} does", whole=False, player="Gold",
                                                            opponent="Black")):
        exercise(position=lost, goal=WinIn(max_nodes=200_000))
    with pytest.raises(ExerciseError, match=no_right_answer()):
        exercise(position=lost, goal=KeepsTheWin(max_nodes=200_000))
    with pytest.raises(ExerciseError) as err:
        exercise(position=KEEP_THE_WIN, goal=WinIn(moves=2, max_nodes=200_000))
    at_best = ngettext("its position is a win for {player} in {count} move of its own at best, not in {moves}",
                       "its position is a win for {player} in {count} moves of its own at best, not in {moves}", 3)
    assert at_best.format(player="Black", count=3, moves=2) in str(err.value)


def test_S2_a_push_asked_where_no_push_can_be_made_is_refused() -> None:
    with pytest.raises(ExerciseError, match=no_right_answer()):
        exercise(goal=AnyMove(of_kind="push"))


# ------------------------------------------------------------------ what is accepted
def test_the_forms_a_teacher_means_are_accepted() -> None:
    assert AnyMove(of_kind="push").of_kind is MoveKind.PUSH
    assert AnyMove(of_kind=" Pass ").of_kind is MoveKind.PASS
    assert OneOf("a8-a7").moves == ["a8-a7"]
    assert Line("a8-a7").moves == ["a8-a7"]
    made = exercise(position=START, past=Move.from_text("c1-c6"), hints=("Which colour?",), id="a")
    assert made.past == ("c1-c6",) and made.hints == ("Which colour?",)
    assert exercise(hints="Look at the colour.", id="one-hint").hints == ("Look at the colour.",)  # one text: one hint
    assert exercise(position=START, past="c1-c6", id="b").past == ("c1-c6",)
    demo = Demo(START, [Move.from_text("c1-c6")], captions=["", "Black opens."], past=())
    assert demo.steps == [Move.from_text("c1-c6")]
    assert WinIn(moves=None, max_nodes=None).moves is None
