"""Exercises that go on after the first move: the learner plays on against the solver's best defence (WinIn) or
a line the teacher writes (Line), each step checked, and "Show me" plays the whole line."""

from __future__ import annotations

import pytest
from helpers.positions import FASTEST_LINE, KEEP_THE_WIN, after

from kamisado_widget import Exercise, ExerciseError, KeepsTheWin, Line, WinIn
from kamisado_widget.engine import Colour, Player
from kamisado_widget.engine.catalogue import _, ngettext
from kamisado_widget.engine.names import tower_name
from kamisado_widget.teaching.learner import progress


def win_in_3() -> Exercise:
    return Exercise(
        "Win in 3", "Black to move: win the round, however Gold defends.", KEEP_THE_WIN, WinIn(moves=3),
        success="Right: Black reaches Gold's home row (M7).", id="win-in-3",
    )


def answers(opponent: str, moves: str, player: str) -> str:
    """The catalogue's "Right. Gold answers e8-f7. Your move, Black." """
    return _("Right. {opponent} answers {moves}. Your move, {player}.").format(opponent=opponent, moves=moves,
                                                                              player=player)


def slower(move: str, count: int) -> str:
    """The catalogue's refusal of a win that is not the fastest, ``count`` the learner's own moves from here."""
    return ngettext(
        "The move {move} still wins, but not the fastest way: from here you can win in {count} move of "
        "your own. Find the fastest.",
        "The move {move} still wins, but not the fastest way: from here you can win in {count} moves of "
        "your own. Find the fastest.", count).format(move=move, count=count)


def test_M7_win_in_3_is_played_to_the_end_against_the_solvers_defence():
    view = win_in_3().view()
    assert view.attempt("d1-c2") == answers("Gold", "e8-f7", "Black")
    assert not view.solved and view.board.last_move == "e8-f7"
    assert [m.text() for m in view.board.match.events] == FASTEST_LINE[:2]
    assert view.attempt("c2-c4") == _("Right. {opponent} is blocked and passes ({moves}, M6). Your move, {player}.").format(
        opponent="Gold", moves="a2=", player="Black")
    assert view.attempt("e7-e8") == "Right: Black reaches Gold's home row (M7)."
    assert view.solved and view.feedback_kind == "success"
    result = view.board.match.position.result
    assert result is not None and result.winner is Player.BLACK and result.reason == "M7"
    assert progress.is_solved(view.exercise.progress_id)


def test_each_step_is_checked_a_slower_win_and_a_losing_move_are_refused_word_for_word():
    """The fastest win is counted in the learner's own moves, as "Win in 3" counts: d1-c2 wins in 5 plies, 3 of
    them Black's; after d1-c2 e8-f7 the win c2-c4 a2= e7-e8 is 2 of Black's moves (Gold's pass, M6, is not)."""
    view = win_in_3().view()
    assert view.attempt("d1-b3") == slower("d1-b3", 3)
    assert view.feedback_kind == "error" and view.board.match.events == ()
    said = view.attempt("d1-e2")
    assert said.startswith(_("The move {tried} throws the win away: in answer, {tower} on {square} is blocked and passes "
                             "({move}, M6).").format(tried="d1-e2", tower=tower_name(Player.GOLD, Colour.GREEN, 0),
                                                     square="a2", move="a2="))
    view.attempt("d1-c2")
    assert view.attempt("c2-c3") == slower("c2-c3", 2)
    assert not view.solved and len(view.board.match.events) == 2, "a refused later step changes nothing"


def test_show_me_plays_the_whole_line_and_counts_as_shown():
    view = win_in_3().view()
    said = view.show_me()
    line = _("{moves}, then {last}").format(moves="e8-f7, c2-c4, " + _("{move} (a pass)").format(move="a2="),
                                            last="e7-e8")
    shown = _("Shown: {tower} moves from {start} to {end} ({move}), and the line goes on {line}.").format(
        tower=tower_name(Player.BLACK, Colour.YELLOW, None), start="d1", end="c2", move="d1-c2", line=line)
    why = _("Why: {reason}").format(reason="Black reaches Gold's home row (M7).")  # the teacher's success text
    assert said == " ".join([shown, why, _("Press Reset to play it yourself.")])
    assert [m.text() for m in view.board.match.events] == FASTEST_LINE
    assert view.shown and not view.solved and progress.state(view.exercise.progress_id) == "shown"
    view.reset()
    assert view.board.match.events == () and view.board.message == ""


def test_a_win_in_fewer_moves_than_the_position_allows_is_refused_when_written():
    with pytest.raises(ExerciseError) as err:
        Exercise("Too fast", "Win.", KEEP_THE_WIN, WinIn(moves=2))
    problem = ngettext("its position is a win for {player} in {count} move of its own at best, not in {moves}",
                       "its position is a win for {player} in {count} moves of its own at best, not in {moves}",
                       3).format(player="Black", count=3, moves=2)
    assert str(err.value) == _("exercise {title}: {problem}").format(title="'Too fast'", problem=problem)
    # English wording itself (issue 29: the small set)
    assert str(err.value) == "exercise 'Too fast': its position is a win for Black in 3 moves of its own at best, not in 2"


def test_a_position_the_side_to_move_loses_is_refused_for_WinIn():
    lost = after("c1-c6")  # Gold to move at the start of a round: no forced win within a small budget, or a loss
    with pytest.raises(ExerciseError, match=r"^exercise 'Lost': "):
        Exercise("Lost", "Win.", lost, WinIn(max_nodes=2_000))


def test_WinIn_not_fastest_accepts_any_move_that_keeps_the_win():
    ex = Exercise("Any win", "Win.", KEEP_THE_WIN, WinIn(fastest=False), id="any-win")
    assert ex.goal.answers(ex.start()) == ["d1-c2", "d1-b3"], "the fastest first: what Show me plays"
    view = ex.view()
    said = view.attempt("d1-b3")
    assert said == answers("Gold", view.board.last_move, "Black"), "Gold's reply is played and named"


def test_KeepsTheWin_show_me_plays_the_fastest_win_not_the_first_legal_one():
    ex = Exercise("Keep", "Keep the win.", KEEP_THE_WIN, KeepsTheWin())
    assert ex.answer().text() == "d1-c2"
    pinned = Exercise("Keep", "Keep the win.", KEEP_THE_WIN, KeepsTheWin(), solution="d1-b3")
    assert pinned.answer().text() == "d1-b3", "the teacher can pin the preferred answer"


def test_a_line_the_teacher_writes_scripts_the_replies():
    start = after("c1-c6")  # Gold must move Orange (a8)
    line = ["a8-a3", "g1-g2", "a3-a2"]
    ex = Exercise("Line", "Follow the line.", start, Line(line), id="line")
    view = ex.view()
    assert view.attempt("a8-a4") == _("That move is legal, but it is not the move this line goes on with.")
    assert view.attempt("a8-a3") == answers("Black", "g1-g2", "Gold")
    assert view.attempt("a3-a2") == _("Right!") and view.solved
    assert [m.text() for m in view.board.match.events][-3:] == line


def test_a_line_with_an_illegal_move_is_refused_when_written_naming_the_move():
    with pytest.raises(ExerciseError) as err:
        Exercise("Bad line", "x", after("c1-c6"), Line(["a8-a3", "a1-a2"]))
    problem = _("move {n} of its line, {move}, is not legal: {verdict}").format(n=2, move="a1-a2", verdict="T2: ")
    assert str(err.value).startswith(_("exercise {title}: {problem}").format(title="'Bad line'", problem=problem))


def test_a_line_that_goes_on_after_the_round_is_won_is_refused_when_written_naming_the_move():
    """Line.check plays the line with the engine's play_line, as the opening book and the puzzle files are played."""
    with pytest.raises(ExerciseError) as err:
        Exercise("Long line", "x", KEEP_THE_WIN, Line([*FASTEST_LINE, "a8-a7"]))
    problem = _("the round is over before move {number} of its line, {move}").format(number=6, move="a8-a7")
    assert str(err.value).startswith(_("exercise {title}: {problem}").format(title="'Long line'", problem=problem))


def test_undo_from_python_takes_the_task_back_to_the_learners_turn_and_stops_at_the_start():
    from kamisado_widget.engine import UndoError

    view = win_in_3().view()
    with pytest.raises(UndoError) as err:
        view.board.undo()
    assert str(err.value) == _(
        "There is nothing to undo: this board starts at its task's position. Press Reset to start again.")
    view.attempt("d1-c2")
    view.board.undo()  # takes back Gold's reply: the run goes back to Black's first move with it
    assert view.board.match.events == () and view.run.played == []
    assert view.attempt("d1-c2") == answers("Gold", "e8-f7", "Black")


def test_an_exercise_with_a_past_keeps_its_past_on_undo():
    from kamisado_widget.engine import UndoError

    ex = Exercise("Past", "Move.", after(), Line(["a8-a7"]), past=["c1-c6"], id="past")
    view = ex.view()
    with pytest.raises(UndoError):
        view.board.undo()
    assert view.board.last_move == "c1-c6", "the teacher's past move stays"
