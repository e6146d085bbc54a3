"""The position finder: each goal and theme finds positions whose claims a fresh solve and the engine confirm (the
line replayed, its themes read again here), the practice bank is drawn from first (least busy boards first) and
the games searched only when it has too few, the count stops the search, the same arguments give the same positions,
and bad arguments are refused naming the argument and the forms expected (issues 30 and 41).

Every search here uses a small node count and a count (never a clock): a few seconds in all. The finder's speed is
benchmarks/finder.py's to print."""

from __future__ import annotations

import pathlib
from html import escape as html_escape

import IPython
import IPython.display
import ipywidgets
import pytest
from helpers.catalogue_pattern import message_pattern

from kamisado_widget import Exercise, ExerciseError, FoundPosition, find_positions
from kamisado_widget.engine import Match, Player, Position, square_name
from kamisado_widget.engine.ai import WIN, own_moves, solve
from kamisado_widget.engine.catalogue import _, ngettext, speaking
from kamisado_widget.engine.names import player_name, tower_of
from kamisado_widget.teaching.positions import finder
from kamisado_widget.teaching.positions.finder_fit import busyness

NODES = 5_000
# the practice bank's name of each theme, and what a teacher calls it: read from the bank's docs, not the finder
FINDER_NAME = {"sumo push": "push", "double push": "double push", "move after a push": "move after a push",
               "pass": "pass", "opponent passes": "make the opponent pass", "deadlock": "force a deadlock",
               "home row": "reach the home row", "quiet move": "quiet move", "long run": "long run",
               "sumo wins": "win with a Sumo", "mirrored layout": "mirrored layout"}


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
    """The themes of a line and its board, read here move by move (not by the finder's own code, nor the engine's
    themes_of), by the finder's names."""
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
    named = {FINDER_NAME[t] for t in seen}
    if any(t.rank for t in start.towers()):
        named.add("sumo on the board")
    if [m.text() for m in start.legal_moves()] == [first.text()] and first.is_pass:
        named.add("must pass")
    return named


def confirm(found: FoundPosition, least_legal: int = 3) -> Position:
    """A fresh solve (no cache) proves the claimed win, its count of own moves and its line; the engine replays it
    to the claimed end; the themes and the number of legal moves are as claimed."""
    start, positions = replayed(found)
    fresh = solve(start, max_nodes=found.max_nodes)
    assert fresh.result is WIN and start.turn is found.side
    assert tuple(m.text() for m in fresh.line) == found.line
    assert own_moves(fresh.line, found.side, found.side) == found.moves
    assert positions[-1].result is not None and positions[-1].result.winner is found.side
    assert len(start.legal_moves()) == found.legal >= least_legal
    assert set(found.themes) == themes_seen(start, positions, found.line)
    assert list(found.themes) == [t for t in finder.THEMES if t in found.themes], "in the finder's order"
    return start


# ------------------------------------------------------------------------------------ the goals
@pytest.mark.parametrize("moves", [1, 2, 3])
def test_a_win_in_n_counts_the_winners_own_moves_and_makes_an_exercise(moves):
    found = find_positions("win", moves=moves, count=2, max_nodes=NODES)
    assert len(found) == 2
    for f in found:
        confirm(f)
        assert f.moves == moves and f.goal == "win" and "bank" in f.source
        exercise = f.exercise(f"Found win in {moves} {f.source['bank']}", lesson="finder-tests")
        assert isinstance(exercise, Exercise) and f.line[0] in exercise.goal.answers(exercise.start())
        task = ngettext("{mover} Win the round in {count} move of your own, however {opponent} defends.",
                        "{mover} Win the round in {count} moves of your own, however {opponent} defends.",
                        moves)
        me, you = player_name(f.side), player_name(f.side.opponent)
        mover = exercise.start().position.mover  # issue 41: the task names the tower that must move, in words
        named = f"{me} moves {tower_of(mover.colour, mover.rank)} on {square_name(mover.square)}."
        assert exercise.task == task.format(mover=named, opponent=you, count=moves)
        assert exercise.task.startswith(f"{me} moves the ")
    # English wording itself (issue 29: the small set)
    assert exercise.success.startswith(f"Right: {me} wins in {moves} move"), "the English text itself"


def test_keep_the_win_has_a_move_that_throws_it_away():
    found = find_positions("keep the win", count=2, max_nodes=NODES)
    assert len(found) == 2
    for f in found:
        start = confirm(f)
        losing = [m for m in start.legal_moves()
                  if (after := start.play(m)).result is not None and after.result.winner is not f.side
                  or after.result is None and solve(after, max_nodes=NODES).winner is not f.side]
        assert losing, "some legal move throws the win away"
        assert type(f.goal_object()).__name__ == "KeepsTheWin"


def test_must_pass_is_the_side_to_move_with_only_the_pass_who_still_wins():
    """M6: the learner's tower is blocked; the only move is the pass, and the win follows it."""
    found = find_positions("must pass", count=3, max_nodes=NODES)
    assert len(found) == 3 and found == find_positions(themes=["must pass"], count=3, max_nodes=NODES)
    for f in found:
        start = confirm(f, least_legal=1)
        [only] = start.legal_moves()
        assert only.is_pass and f.line[0] == only.text() and f.legal == 1 and "must pass" in f.themes
        exercise = f.exercise(f"Found must pass {f.source['bank']}", lesson="finder-tests")
        assert exercise.goal.answers(exercise.start()) == [only.text()]


def test_make_the_opponent_pass_is_the_losers_pass_on_the_line_and_the_old_names_find_the_same():
    """M6: the winner's line blocks a tower of the loser, which passes ("forced pass" was the old goal)."""
    found = find_positions("make the opponent pass", moves=2, count=2, max_nodes=NODES)
    assert len(found) == 2
    for f in found:
        _, positions = replayed(f)
        confirm(f)
        assert any(text.endswith("=") and before.turn is not f.side for before, text in zip(positions, f.line))
    assert found == find_positions("forced pass", moves=2, count=2, max_nodes=NODES)
    assert found == find_positions(themes=["opponent passes"], moves=2, count=2, max_nodes=NODES)


def test_force_a_deadlock_ends_the_line_with_the_opponents_blocked_move():
    """M8: the round ends in a deadlock the opponent causes, so the side to move wins."""
    found = find_positions("force a deadlock", count=1, max_nodes=NODES)
    assert len(found) == 1 and found == find_positions("deadlock", count=1, max_nodes=NODES)
    confirm(found[0])
    _, positions = replayed(found[0])
    assert positions[-1].result.reason == "M8" and "force a deadlock" in found[0].themes
    said = ngettext(
        "Right: {player} wins in {count} move of its own, and the last move of {opponent} causes a deadlock, "
        "which {opponent} loses (M8).",
        "Right: {player} wins in {count} moves of its own, and the last move of {opponent} causes a deadlock, "
        "which {opponent} loses (M8).", found[0].moves)
    me, you = player_name(found[0].side), player_name(found[0].side.opponent)
    assert found[0].success() == said.format(player=me, opponent=you, count=found[0].moves)
    with speaking("de"):
        assert "verursacht ein Patt" in found[0].success(), "the German catalogue"


# ------------------------------------------------------------------------------------ the themes
@pytest.mark.parametrize(("theme", "old"), [
    ("push", "sumo push"),                    # S2
    ("pass", None),                           # M6
    ("reach the home row", "home row"),       # M7
    ("win with a Sumo", "sumo wins"),
    ("move after a push", None),              # S3
    ("sumo on the board", None),              # P1
])
def test_each_theme_is_on_the_proven_line_or_the_board_and_its_old_name_finds_the_same(theme, old):
    found = find_positions(themes=[theme], count=2, max_nodes=NODES)
    assert len(found) == 2
    for f in found:
        confirm(f)
        assert theme in f.themes
    assert found == find_positions(theme, count=2, max_nodes=NODES), "a theme's name is a goal too"
    if old:
        assert found == find_positions(themes=[old.upper()], count=2, max_nodes=NODES)


def test_a_push_win_in_2_comes_from_the_bank_least_busy_first():
    """The teacher's "sumo push, win in 2" (issue 41): five from the bank, none from a game, the quietest first."""
    found = find_positions(moves=2, themes=["sumo push"], max_nodes=NODES)
    assert len(found) == 5 and all("bank" in f.source for f in found)
    busy = [busyness(f.start) for f in found]
    assert busy == sorted(busy)
    for f in found:
        confirm(f)
        assert f.moves == 2 and "push" in f.themes
    quiet = find_positions(moves=2, themes=["push"], busy=busy[0], max_nodes=NODES)
    assert quiet and all(busyness(f.start) <= busy[0] for f in quiet)


def test_busyness_counts_the_towers_off_the_edge_rows_and_the_sumos_ranks():
    assert busyness(Position.initial()) == 0
    pos = Match.from_text("up1bynro/8/Y+7/8/8/8/2g5/R++UGO1B+PN b y - standard target=7 round=5 challenger=g "
                          "score=5-0").position
    assert busyness(pos) == 2 + 4, "Yellow and Gold's Green off the edge rows; a Sumo, a Double Sumo, a Sumo"


def test_the_games_are_searched_when_the_bank_has_too_few():
    """Bank positions first, then positions of the games, each proven the same way."""
    found = find_positions("force a deadlock", games="random", seeds=[8], target=7, count=10, max_nodes=NODES)
    kinds = ["bank" if "bank" in f.source else "game" for f in found]
    assert "bank" in kinds and "game" in kinds and kinds == sorted(kinds)
    for f in found:
        confirm(f)
        assert "force a deadlock" in f.themes
    assert found[-1].source == {"games": "random", "seed": 8, "levels": [1, 1], "target": 7,
                                "round": found[-1].source["round"], "ply": found[-1].source["ply"]}


def test_mixed_games_are_single_rounds_and_the_first_rounds_of_matches():
    found = find_positions(from_bank=False, seeds=range(3), count=100, max_nodes=NODES)
    assert {f.source["target"] for f in found} == {1, 3, 7}
    assert all(f.source["games"] == "mixed" and f.source["round"] <= 4 for f in found)
    for f in found[:5]:
        confirm(f)
    pushes = find_positions(themes=["push"], from_bank=False, seeds=range(8), count=1, max_nodes=NODES)
    assert len(pushes) == 1 and pushes[0].source["target"] in (3, 7), "a single round has no Sumo"
    confirm(pushes[0])


def test_side_layout_and_the_fewest_legal_moves_are_kept():
    found = find_positions(side="gold", layout="mirrored", min_legal=5, count=2, max_nodes=NODES)
    assert len(found) == 2
    for f in found:
        start = confirm(f)
        assert f.side is Player.GOLD and start.layout.value == "mirrored" and f.legal >= 5


def test_a_unique_win_is_a_puzzle_make_puzzle_accepts():
    found = find_positions("win", moves=2, unique=True, from_bank=False, games="self-play", seeds=[1], count=1,
                           max_nodes=NODES)
    assert len(found) == 1
    confirm(found[0])
    puzzle = found[0].puzzle("found-1")
    assert puzzle.answer == found[0].line[0] and puzzle.moves == 2


# ------------------------------------------------------------------------------------ the search
def test_the_count_stops_the_search_and_the_same_arguments_give_the_same_positions():
    calls = []
    one = find_positions(from_bank=False, games="self-play", seeds=range(5), count=1, max_nodes=NODES,
                         progress=lambda *a: calls.append(a))
    assert len(one) == 1 and calls == [(1, 5, 1)], "stopped after the first game, at the count"
    three = find_positions(from_bank=False, games="self-play", seeds=range(5), count=3, max_nodes=NODES)
    again = find_positions(from_bank=False, games="self-play", seeds=range(5), count=3, max_nodes=NODES)
    assert len(three) == 3 and three == again and three[0] == one[0]
    other = find_positions(from_bank=False, games="self-play", seeds=[3], count=3, max_nodes=NODES)
    assert {f.position for f in other}.isdisjoint({f.position for f in three})
    banked = find_positions(themes=["pass"], count=3, max_nodes=NODES)
    assert banked == find_positions(themes=["pass"], count=3, max_nodes=NODES)


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
    """The clock is read once at the start and once before each position tried: 3.5 s allow three."""
    clock, calls = fake_clock(monkeypatch), []
    found = find_positions(from_bank=False, games="self-play", seeds=range(5), count=100, time_limit=3.5,
                           max_nodes=NODES, progress=lambda *a: calls.append(a))
    assert clock.readings == 5 and calls == [(1, 5, len(found))], "stopped in the first game, at the fourth position"
    unlimited = find_positions(from_bank=False, games="self-play", seeds=[0], count=100, max_nodes=NODES)
    assert len(unlimited) > len(found) and found == unlimited[:len(found)]
    clock.readings = 0
    banked = find_positions(count=100, time_limit=2.5, max_nodes=NODES)
    assert clock.readings == 4 and len(banked) <= 2, "the bank's positions are timed the same way"


class Kernel:
    kernel = object()


def test_progress_is_a_bar_in_a_notebook_gone_when_done_and_nothing_elsewhere(capsys, monkeypatch):
    find_positions(from_bank=False, seeds=[0, 1], count=2, max_nodes=NODES)
    assert capsys.readouterr().out == "", "no notebook, no progress asked: nothing printed"
    find_positions(from_bank=False, seeds=[0, 1], count=2, max_nodes=NODES, progress=True)
    said = ngettext("Searched {done} of {games} games: {count} position found so far.",
                    "Searched {done} of {games} games: {count} positions found so far.", 2)
    assert capsys.readouterr().out == said.format(done=1, games=2, count=2) + "\n"

    shown = []
    monkeypatch.setattr(IPython, "get_ipython", lambda: Kernel())
    monkeypatch.setattr(IPython.display, "display", shown.append)
    found = find_positions(from_bank=False, seeds=[0, 1], count=200, max_nodes=NODES)
    [bar] = shown
    assert isinstance(bar, ipywidgets.IntProgress) and bar.max == 2 and bar.value == 2
    found_label = ngettext("{count} found", "{count} found", len(found)).format(count=len(found))
    assert bar.description == found_label and capsys.readouterr().out == ""
    assert bar.comm is None, "the bar is closed when the search is done"
    find_positions(moves=1, count=2, max_nodes=NODES, progress=True)
    assert shown == [bar], "the bank gave them all: no games searched, no bar"


def test_a_found_position_draws_itself_and_says_what_it_holds():
    [f] = find_positions(count=1, max_nodes=NODES)
    assert f._repr_svg_().startswith("<svg") and f._repr_svg_().count("<circle") >= 16
    wins = ngettext("{player} to move wins in {count} move of its own; the proven line is {line}.",
                    "{player} to move wins in {count} moves of its own; the proven line is {line}.", f.moves)
    assert f.describe().startswith(wins.format(player=player_name(f.side), count=f.moves, line=" ".join(f.line)))
    legal = ngettext("The position has {count} legal move.", "The position has {count} legal moves.", f.legal)
    assert legal.format(count=f.legal) in f.describe()


@pytest.mark.parametrize(("arguments", "named", "form"), [
    ({"goal": "win in 2"}, "goal", "'win', 'keep the win' or a theme ('push', 'double push'"),
    ({"moves": 0}, "moves", "a whole number of at least 1 or None"),
    ({"moves": "2"}, "moves", "a whole number"),
    ({"side": "white"}, "side", "'black' or 'gold'"),
    ({"themes": ["shove"]}, "each of themes", "'push', 'double push'"),
    ({"themes": 3}, "themes", "a list, e.g. ['push', 'must pass']"),
    ({"layout": "flipped"}, "layout", "'standard' or 'mirrored'"),
    ({"min_legal": 0}, "min_legal", "a whole number of at least 1 or None"),
    ({"unique": "yes"}, "unique", "True or False"),
    ({"busy": -1}, "busy", "a whole number of at least 0 or None"),
    ({"count": 0}, "count", "a whole number of at least 1"),
    ({"from_bank": None}, "from_bank", "True or False"),
    ({"games": "human"}, "games", "'mixed', 'self-play', 'random'"),
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


@pytest.mark.parametrize("arguments", [{"min_legal": 3}, {"unique": True}, {"goal": "keep the win"}])
def test_must_pass_refuses_what_a_single_legal_move_cannot_have(arguments):
    with pytest.raises(ExerciseError, match=message_pattern(
            "find_positions: with the theme 'must pass' the side to move has one legal move, the pass, so ask it "
            "without min_legal above 1, unique=True or the goal 'keep the win'")):
        find_positions(themes=["must pass"], **arguments)


def test_an_exercise_of_a_found_position_checks_its_own_arguments():
    [f] = find_positions(count=1, max_nodes=NODES)
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
    for argument in ("goal", "moves", "themes", "side", "layout", "min_legal", "unique", "busy", "from_bank",
                     "games", "seeds", "count", "time_limit", "progress", "max_nodes"):
        assert f"`{argument}`" in before_exercises, argument
    for theme in finder.THEMES:
        assert f'`"{theme}"`' in before_exercises, theme


def test_the_found_positions_show_as_numbered_pictures_in_a_notebook(monkeypatch):
    found = find_positions(count=2, max_nodes=NODES)
    html = found._repr_html_()
    assert html.count("<svg") == 2 and f"2. {found[1].describe()}" in html
    fake_clock(monkeypatch)
    none = find_positions(time_limit=0.5, max_nodes=NODES)
    assert none == [] and none._repr_html_() == "<p>" + html_escape(_(
        "No position was found. Search more games (more seeds), or ask for fewer themes or another number of "
        "moves.")) + "</p>"
