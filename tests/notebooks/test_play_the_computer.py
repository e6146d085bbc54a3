"""The play-the-computer notebook: its position really is a proven win, its levels are the engine's,
and the other notebooks link to it."""

import math
import re

import pytest
from helpers.notebook_files import cells, every_language, language_of

from kamisado_widget.engine import Colour, Match, Player
from kamisado_widget.engine.ai import LEVELS, WIN, hint, solve
from kamisado_widget.engine.catalogue import _, ngettext, speaking
from kamisado_widget.engine.names import tower_name

NAME = "07_play_the_computer.ipynb"
PROOF_NODES = 1_000  # the puzzle's proof needs ~130 nodes; the board's one second searches ~200,000 here
OPENING_NODES = 100_000


def puzzle():
    code = "\n".join(cells(NAME, "code"))
    return Match.from_text(re.search(r'puzzle = free_board\(position="([^"]+)"', code).group(1)).position


def test_the_notebook_starts_the_match_it_describes():
    code = "\n".join(cells(NAME, "code"))
    assert 'free_board(target=3, computer="gold", level=2)' in code
    assert ".hint()" in code and ".analyse()" in code


@pytest.mark.parametrize("name", every_language([NAME]))
def test_the_levels_table_names_the_engines_levels(name):
    """In the board's words: the German table names each level as the German board does."""
    text = "\n".join(cells(name, "markdown"))
    rows = dict(re.findall(r"^\| (\d) \| (\w+) \|", text, flags=re.MULTILINE))
    with speaking(language_of(name)):
        assert rows == {str(level): _(level_name) for level, level_name in LEVELS.items()}


def test_the_position_to_analyse_is_a_proven_win_in_5_plies_for_black():
    pos = puzzle()
    assert pos.turn is Player.BLACK and pos.mover.describe() == tower_name(Player.BLACK, Colour.YELLOW, 0) and pos.mover.square == 3  # d1, T2
    sol = solve(pos, max_nodes=PROOF_NODES)
    assert sol.result is WIN and sol.winner is Player.BLACK and sol.distance == 5
    gold_passes, at = 0, pos
    for move in sol.line:
        gold_passes += at.turn is Player.GOLD and move.is_pass
        at = at.play(move)
    assert gold_passes >= 1 and at.result.winner is Player.BLACK  # one of Gold's towers has to pass
    assert sol.nodes <= PROOF_NODES, "proven well within the nodes the board's budget searches"
    assert hint(pos, math.inf, max_nodes=PROOF_NODES).reason == ngettext("wins in {count}", "wins in {count}", 3).format(
        count=3)  # 3 Black moves
    text = "\n".join(cells(NAME, "markdown"))
    # "win in N" counts the winner's own moves, as the hint says it (issue 39: it said "5 moves — 3 of them Black's")
    assert "wins this\nround in 3 moves of its own" in text and "Yellow tower on d1 (T2)" in text


def test_the_opening_is_not_solved_within_the_boards_budget():
    """What the notebook says of the opening: far more nodes than its puzzle needs prove nothing there."""
    assert not solve(Match(3).position, max_nodes=OPENING_NODES).proven


def test_the_welcome_and_the_match_notebooks_link_to_it():
    welcome = next(text for text in cells("00_welcome.ipynb", "markdown") if "## Learn to play" in text)
    assert welcome.find("](06_sandbox.ipynb)") < welcome.find(f"]({NAME})")
    assert f"]({NAME})" in cells("05_match.ipynb", "markdown")[-1]
    assert "](00_welcome.ipynb)" in cells(NAME, "markdown")[-1]


def test_the_position_to_analyse_is_a_checked_exercise_that_says_when_a_move_throws_the_win_away():
    """07's puzzle: the first move is checked by the solver; the two winning moves are right, and each
    of the four others is refused with how Gold then wins (M6, M7)."""
    from kamisado_widget.teaching import Exercise

    source = next(s for s in cells(NAME, "code") if "KeepsTheWin()" in s)
    namespace: dict = {}
    exec(compile(source.replace("Exercise(", "exercise = Exercise(", 1), NAME, "exec"), namespace)  # noqa: S102
    exercise: Exercise = namespace["exercise"]
    assert Match.from_text(exercise.position).position.text() == puzzle().text()
    assert sorted(exercise.goal.answers(Match.from_text(exercise.position))) == ["d1-b3", "d1-c2"]
    view = exercise.view()
    said = view.attempt("d1-e2")
    passes = _("The move {tried} throws the win away: in answer, {tower} on {square} is blocked and passes ({move}, "
               "M6).").format(tried="d1-e2", tower=tower_name(Player.GOLD, Colour.GREEN, 0), square="a2", move="a2=")
    then = ngettext(
        "Whatever you do, {player} then wins the round by reaching your home row (M7), in {count} move of its "
        "own, this answer included.",
        "Whatever you do, {player} then wins the round by reaching your home row (M7), in {count} moves of its "
        "own, this answer included.", 2).format(player="Gold", count=2)
    assert said == passes + " " + then and not view.solved  # the pass said in words (M6); Gold's own moves, the pass one
    assert view.attempt("d1-h5").startswith(_(
        "The move {tried} throws the win away: in answer, {tower} moves from {start} to {end} ({move}).").format(
        tried="d1-h5", tower=tower_name(Player.GOLD, Colour.YELLOW, 0), start="e8", end="f7", move="e8-f7"))
    assert view.attempt("d1-c2") == exercise.success and view.solved
