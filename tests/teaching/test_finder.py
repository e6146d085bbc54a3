"""The position finder: each goal and theme finds positions whose claims a fresh solve and the engine confirm (the
line replayed, its themes read again here), the count stops the search, the same seeds give the same positions, and
bad arguments are refused naming the argument and the forms expected (issue 30).

Every search here uses a small node budget and a count (never a clock): a few seconds in all."""

from __future__ import annotations

import pathlib
from html import escape as html_escape

import IPython
import IPython.display
import ipywidgets
import pytest
from helpers.catalogue_pattern import message_pattern

from kamisado_widget import Exercise, ExerciseError, FoundPosition, find_positions
from kamisado_widget.engine import Match, Player, Position
from kamisado_widget.engine.ai import WIN, own_moves, solve
from kamisado_widget.engine.catalogue import _, ngettext, speaking
from kamisado_widget.engine.names import player_name
from kamisado_widget.teaching.positions import finder

NODES = 5_000


def replayed(found: FoundPosition) -> tuple[Position, list[Position]]:
    """The found position and every position along its line, each move checked legal by the engine."""
    start = Match.from_text(found.position).position
    positions, pos = [start], start
    for text in found.line:
        move = next(m for m in pos.legal_moves() if m.text() == text)  # StopIteration: an illegal move
        pos = pos.play(move)
        positions.append(pos)
    return start, positions


def themes_seen(start: Position, positions: list[Position], line: tuple[str, ...]) -> set[str]:
    """The themes of a line, read here move by move (not by the finder's own code, nor the engine's themes_of)."""
    seen = set()
    moves = []
    for before, text in zip(positions, line):
        move = next(m for m in before.legal_moves() if m.text() == text)
        moves.append(move)
        if move.is_push:
            seen.add("sumo push")
            if len(before.pushed_by(move)) >= 2:
                seen.add("double push")
        if move.is_pass:
            seen.add("pass")
            if before.turn is not start.turn:
                seen.add("opponent passes")
    end = positions[-1].result
    assert end is not None
    seen.add({"M7": "home row", "M8": "deadlock"}[end.reason])
    if end.reason == "M7" and positions[-1].tower_at(moves[-1].to_square).rank >= 1:
        seen.add("sumo wins")
    first = moves[0]
    if not first.is_pass:
        files, ranks = (abs(first.to_square % 8 - first.from_square % 8),
                        abs(first.to_square // 8 - first.from_square // 8))
        run = max(files, ranks)
        if run >= 5:
            seen.add("long run")
        elif run == 1 and any(m.from_square == first.from_square and not m.is_pass
                              and max(abs(m.to_square % 8 - m.from_square % 8),
                                      abs(m.to_square // 8 - m.from_square // 8)) > 1 for m in start.legal_moves()):
            seen.add("quiet move")
    if start.extra_turn:
        seen.add("move after a push")
    if start.layout.value == "mirrored":
        seen.add("mirrored layout")
    if any(t.rank for t in start.towers()):
        seen.add("sumo on the board")
    return seen


def confirm(found: FoundPosition) -> Position:
    """A fresh solve (no cache) proves the claimed win, its count of own moves and its line; the engine replays it
    to the claimed end; the themes and the number of legal moves are as claimed."""
    start, positions = replayed(found)
    fresh = solve(start, max_nodes=found.max_nodes)
    assert fresh.result is WIN and start.turn is found.side
    assert tuple(m.text() for m in fresh.line) == found.line
    assert own_moves(fresh.line, found.side, found.side) == found.moves
    assert positions[-1].result is not None and positions[-1].result.winner is found.side
    assert len(start.legal_moves()) == found.legal >= 3
    assert set(found.themes) == themes_seen(start, positions, found.line)
    return start


@pytest.mark.parametrize("moves", [1, 2, 3])
def test_a_win_in_n_counts_the_winners_own_moves_and_makes_an_exercise(moves):
    found = find_positions("win", moves=moves, seeds=[0], count=2, max_nodes=NODES)
    assert len(found) == 2
    for f in found:
        confirm(f)
        assert f.moves == moves and f.goal == "win"
        exercise = f.exercise(f"Found win in {moves} {f.source['ply']}", lesson="finder-tests")
        assert isinstance(exercise, Exercise) and f.line[0] in exercise.goal.answers(exercise.start())
        task = ngettext("{player} to move. Win the round in {count} move of your own, however {opponent} defends.",
                        "{player} to move. Win the round in {count} moves of your own, however {opponent} defends.",
                        moves)
        me, you = player_name(f.side), player_name(f.side.opponent)
        assert exercise.task == task.format(player=me, opponent=you, count=moves)
        success = ngettext(
            "Right: {player} wins in {count} move of its own, and reaches the home row of {opponent} (M7).",
            "Right: {player} wins in {count} moves of its own, and reaches the home row of {opponent} (M7).", moves)
        assert exercise.success == success.format(player=me, opponent=you, count=moves)
        # English wording itself (issue 29: the small set)
    assert exercise.success.startswith(f"Right: {me} wins in {moves} move"), "the English text itself"


def test_keep_the_win_has_a_move_that_throws_it_away():
    found = find_positions("keep the win", seeds=[0], count=2, max_nodes=NODES)
    assert found
    for f in found:
        start = confirm(f)
        losing = [m for m in start.legal_moves()
                  if (after := start.play(m)).result is not None and after.result.winner is not f.side
                  or after.result is None and solve(after, max_nodes=NODES).winner is not f.side]
        assert losing, "some legal move throws the win away"
        assert type(f.goal_object()).__name__ == "KeepsTheWin"
        f.exercise(f"Found keep the win {f.source['ply']}", lesson="finder-tests")


def test_a_forced_pass_is_the_opponents_pass_on_the_line():
    """M6: the winner's line makes the opponent's tower pass."""
    found = find_positions("forced pass", seeds=[0], count=2, max_nodes=NODES)
    assert found
    for f in found:
        _, positions = replayed(f)
        confirm(f)
        assert any(text.endswith("=") and before.turn is not f.side for before, text in zip(positions, f.line))


def test_a_deadlock_ends_the_line_with_the_opponents_blocked_move():
    """M8: the round ends in a deadlock the opponent causes, so the side to move wins."""
    found = find_positions("deadlock", games="random", seeds=[8], target=7, count=1, max_nodes=NODES)
    assert len(found) == 1
    confirm(found[0])
    _, positions = replayed(found[0])
    assert positions[-1].result.reason == "M8" and "deadlock" in found[0].themes
    said = ngettext(
        "Right: {player} wins in {count} move of its own, and the last move of {opponent} causes a deadlock, "
        "which {opponent} loses (M8).",
        "Right: {player} wins in {count} moves of its own, and the last move of {opponent} causes a deadlock, "
        "which {opponent} loses (M8).", found[0].moves)
    assert found[0].success() == said.format(player="Gold", opponent="Black", count=found[0].moves)
    with speaking("de"):
        assert found[0].success().endswith("und der letzte Zug von Schwarz verursacht ein Patt, das Schwarz "
                                           "verliert (M8)."), "the German catalogue, its names from engine/names.py"


@pytest.mark.parametrize(("theme", "games", "seeds"), [
    ("sumo push", "self-play", [1]),          # S2
    ("double push", "random", [12]),          # S2 with a Double Sumo
    ("pass", "self-play", [0]),               # M6
    ("home row", "self-play", [0]),           # M7
    ("sumo on the board", "self-play", [0]),  # P1
])
def test_each_theme_is_on_the_proven_line_or_the_board(theme, games, seeds):
    found = find_positions(themes=[theme], games=games, seeds=seeds, count=1, max_nodes=NODES)
    assert len(found) == 1
    confirm(found[0])
    assert theme in found[0].themes


def test_side_layout_and_the_fewest_legal_moves_are_kept():
    found = find_positions(side="gold", layout="mirrored", min_legal=5, seeds=[0, 1], count=2, max_nodes=NODES)
    assert len(found) == 2
    for f in found:
        start = confirm(f)
        assert f.side is Player.GOLD and start.layout.value == "mirrored" and f.legal >= 5


def test_a_unique_win_is_a_puzzle_make_puzzle_accepts():
    found = find_positions("win", moves=2, unique=True, seeds=[1], count=1, max_nodes=NODES)
    assert len(found) == 1
    confirm(found[0])
    puzzle = found[0].puzzle("found-1")
    assert puzzle.answer == found[0].line[0] and puzzle.moves == 2


def test_the_count_stops_the_search_and_the_same_seeds_give_the_same_positions():
    calls = []
    one = find_positions(seeds=range(5), count=1, max_nodes=NODES, progress=lambda *a: calls.append(a))
    assert len(one) == 1 and calls == [(1, 5, 1)], "stopped after the first game, at the count"
    three = find_positions(seeds=range(5), count=3, max_nodes=NODES)
    again = find_positions(seeds=range(5), count=3, max_nodes=NODES)
    assert len(three) == 3 and three == again and three[0] == one[0]
    other = find_positions(seeds=[3], count=3, max_nodes=NODES)
    assert {f.position for f in other}.isdisjoint({f.position for f in three})
    random_games = find_positions(games="random", seeds=[0], count=2, max_nodes=NODES)
    assert random_games == find_positions(games="random", seeds=[0], count=2, max_nodes=NODES)
    assert random_games[0].source == {"games": "random", "seed": 0, "levels": [1, 1], "target": 3,
                                      "round": random_games[0].source["round"], "ply": random_games[0].source["ply"]}


class SteppingClock:
    """Stands in for the finder's ``time``: every reading moves it on by one second, whatever the machine's speed."""

    def __init__(self) -> None:
        self.now, self.readings = 0.0, 0

    def monotonic(self) -> float:
        self.readings += 1
        self.now += 1.0
        return self.now


def fake_clock(monkeypatch) -> SteppingClock:
    clock = SteppingClock()
    monkeypatch.setattr(finder, "time", clock)
    return clock


def test_the_time_limit_stops_the_search_when_its_clock_says_so(monkeypatch):
    """The clock is read once at the start and once before each position: 3.5 s allow three positions."""
    clock, calls = fake_clock(monkeypatch), []
    found = find_positions(seeds=range(5), count=100, time_limit=3.5, max_nodes=NODES,
                           progress=lambda *a: calls.append(a))
    assert clock.readings == 5 and calls == [(1, 5, len(found))], "stopped in the first game, at the fourth position"
    unlimited = find_positions(seeds=[0], count=100, max_nodes=NODES)
    assert len(unlimited) > len(found) and found == unlimited[:len(found)]


def test_progress_is_a_line_of_text_outside_a_kernel_and_a_bar_in_one(capsys, monkeypatch):
    find_positions(seeds=[0, 1], count=2, max_nodes=NODES, progress=True)
    said = ngettext("Searched {done} of {games} games: {count} position found so far.",
                    "Searched {done} of {games} games: {count} positions found so far.", 2)
    assert capsys.readouterr().out == said.format(done=1, games=2, count=2) + "\n"

    class Kernel:
        kernel = object()

    shown = []
    monkeypatch.setattr(IPython, "get_ipython", lambda: Kernel())
    monkeypatch.setattr(IPython.display, "display", shown.append)
    found = find_positions(seeds=[0, 1], count=200, max_nodes=NODES, progress=True)
    [bar] = shown
    assert isinstance(bar, ipywidgets.IntProgress) and bar.max == 2 and bar.value == 2
    found_label = ngettext("{count} found", "{count} found", len(found)).format(count=len(found))
    assert bar.description == found_label and capsys.readouterr().out == ""


def test_a_found_position_draws_itself_and_says_what_it_holds():
    [f] = find_positions(seeds=[0], count=1, max_nodes=NODES)
    assert f._repr_svg_().startswith("<svg") and f._repr_svg_().count("<circle") >= 16
    wins = ngettext("{player} to move wins in {count} move of its own; the proven line is {line}.",
                    "{player} to move wins in {count} moves of its own; the proven line is {line}.", f.moves)
    assert f.describe().startswith(wins.format(player=player_name(f.side), count=f.moves, line=" ".join(f.line)))
    legal = ngettext("The position has {count} legal move.", "The position has {count} legal moves.", f.legal)
    assert legal.format(count=f.legal) in f.describe()


@pytest.mark.parametrize(("arguments", "named", "form"), [
    ({"goal": "win in 2"}, "goal", "'win', 'keep the win', 'forced pass', 'deadlock'"),
    ({"moves": 0}, "moves", "a whole number of at least 1 or None"),
    ({"moves": "2"}, "moves", "a whole number"),
    ({"side": "white"}, "side", "'black' or 'gold'"),
    ({"themes": ["push"]}, "each of themes", "'sumo push', 'double push'"),
    ({"themes": 3}, "themes", "a list, e.g. ['sumo push', 'pass']"),
    ({"layout": "flipped"}, "layout", "'standard' or 'mirrored'"),
    ({"min_legal": 0}, "min_legal", "a whole number of at least 1"),
    ({"unique": "yes"}, "unique", "True or False"),
    ({"count": 0}, "count", "a whole number of at least 1"),
    ({"games": "human"}, "games", "'self-play', 'random'"),
    ({"seeds": 5}, "seeds", "a list of whole numbers, e.g. range(10)"),
    ({"seeds": [1, "2"]}, "seeds", "is not a whole number"),
    ({"seeds": []}, "seeds", "a list of whole numbers"),
    ({"levels": (4, 4)}, "levels", "two computer levels from 1 to 3"),
    ({"target": 0}, "target", "a whole number from 1 to 15"),
    ({"max_nodes": -1}, "max_nodes", "a whole number of at least 1 or None"),
    ({"time_limit": 0}, "time_limit", "a number of seconds above 0 or None"),
    ({"progress": "yes"}, "progress", "True, False or a function"),
])
def test_bad_arguments_are_refused_naming_the_argument_and_the_forms(arguments, named, form):
    with pytest.raises(ExerciseError) as err:
        find_positions(**arguments)
    message = str(err.value)
    # English wording itself (issue 29: the small set)
    assert message.startswith(f"find_positions: {named} must be") and form in message, message


def test_an_exercise_of_a_found_position_checks_its_own_arguments():
    [f] = find_positions(seeds=[0], count=1, max_nodes=NODES)
    with pytest.raises(ExerciseError, match=message_pattern("{owner}: {name} must be a text (a str), not {value}",
                                                            owner="FoundPosition.exercise", name="title", value=None)):
        f.exercise(None)  # type: ignore[arg-type]


def test_the_guide_shows_the_finder_near_its_start_with_the_squares_colours_and_analyse():
    """Issue 30: the guide's first pages say how to read a square's colour (T2), mention analyse() and show the
    finder (its examples run in tests/teaching/test_guide.py)."""
    guide = (pathlib.Path(__file__).parents[2] / "docs" / "teaching.md").read_text(encoding="utf-8")
    before_exercises = guide[:guide.index("## 2. An exercise")]
    for needed in ("### Reading a position: the squares' colours and Analyse", "colour_of(", "board.analyse()",
                   "(T2)", "### Finding positions for a lesson", "find_positions(", ".exercise(", ".puzzle("):
        assert needed in before_exercises, needed
    for argument in ("goal", "moves", "themes", "side", "layout", "min_legal", "unique", "games", "seeds", "count",
                     "time_limit", "progress", "max_nodes"):
        assert f"`{argument}`" in before_exercises, argument


def test_the_found_positions_show_as_numbered_pictures_in_a_notebook(monkeypatch):
    found = find_positions(seeds=[0], count=2, max_nodes=NODES)
    html = found._repr_html_()
    assert html.count("<svg") == 2 and f"2. {found[1].describe()}" in html
    fake_clock(monkeypatch)
    none = find_positions(seeds=[0], time_limit=0.5, max_nodes=NODES)
    assert none == [] and none._repr_html_() == "<p>" + html_escape(_(
        "No position was found. Search more games (more seeds), or ask for fewer themes or another number of "
        "moves.")) + "</p>"
