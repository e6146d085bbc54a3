"""The puzzle claims, proven again by the solver: every puzzle's position is valid, its answer wins
in the stated distance, every other legal move loses, its themes occur in its solution line, and
the generating script reproduces the committed data file (on a few of its games)."""

from __future__ import annotations

import collections
import importlib.util
import json
import pathlib
import re
import sys

import pytest
from helpers.catalogue_pattern import message_pattern

from kamisado_widget.engine import Match, Move
from kamisado_widget.engine.ai import LOSS, WIN, own_moves, solve
from kamisado_widget.engine.catalogue import _, ngettext
from kamisado_widget.teaching import ExerciseView
from kamisado_widget.teaching.positions.puzzles import (
    DATA,
    GRADES,
    MIN_LEGAL_WIN_IN_1,
    Puzzle,
    load_puzzles,
    puzzle_set,
    puzzles_of,
)

ROOT = pathlib.Path(__file__).parents[2]
PUZZLES = load_puzzles()
IDS = [p.id for p in PUZZLES]


def script():
    spec = importlib.util.spec_from_file_location("make_puzzles", ROOT / "scripts" / "make_puzzles.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the script loads
    spec.loader.exec_module(module)
    return module


def own_plies(p: Puzzle) -> int:
    """The solver's own plies in the puzzle's line, counted by replaying it here."""
    pos, n = p.start, 0
    for text in p.line:
        n += pos.turn is p.player
        pos = pos.play(Move.from_text(text))
    return n


# ------------------------------------------------------------------- the set
def test_there_are_at_least_30_puzzles_with_unique_ids_and_positions():
    assert len(PUZZLES) >= 30
    assert len(set(IDS)) == len(IDS)
    assert len({p.position for p in PUZZLES}) == len(PUZZLES)


def test_every_grade_from_win_in_1_to_win_in_4_has_puzzles():
    counts = collections.Counter(p.moves for p in PUZZLES)
    assert set(counts) == set(GRADES)
    assert min(counts.values()) >= 5, counts


@pytest.mark.parametrize("theme", ["sumo push", "pass", "deadlock"])
def test_the_set_has_puzzles_of_each_theme(theme):
    assert sum(theme in p.themes for p in PUZZLES) >= 2


def test_puzzles_are_ordered_by_grade_then_rating():
    keys = [(p.moves, p.rating) for p in PUZZLES]
    assert keys == sorted(keys)


# ------------------------------------------------------------- each puzzle
@pytest.mark.parametrize("p", PUZZLES, ids=IDS)
def test_position_is_valid_and_the_answer_is_one_of_several_legal_moves(p):
    match = Match.from_text(p.position)
    start = match.position
    assert start.result is None and start.to_move is not None, "a tower must move (T2 or S3), not a free choice"
    legal = [m.text() for m in start.legal_moves()]
    assert len(legal) == p.legal >= 2
    assert p.answer in legal
    assert set(p.refutations) == set(legal) - {p.answer}


@pytest.mark.parametrize("p", PUZZLES, ids=IDS)
def test_the_answer_wins_in_the_stated_distance_and_grade(p):
    """M7/M8: the solver proves the win and its length in plies; the line is that win, and the
    grade is the number of the solver's own plies in it (passes and moves after a push included)."""
    s = solve(p.start)
    assert s.result is WIN and s.distance == p.distance
    assert tuple(m.text() for m in s.line) == p.line and p.line[0] == p.answer
    pos = p.start
    for text in p.line:
        pos = pos.play(Move.from_text(text))  # raises if a move of the line is illegal
    assert pos.result is not None and pos.result.winner is p.player
    assert len(p.line) == p.distance
    assert own_plies(p) == p.moves and 1 <= p.moves <= 4
    after = p.start.play(Move.from_text(p.answer))
    if after.result is None:
        rest = solve(after)
        assert rest.distance == p.distance - 1
        assert rest.result is (WIN if after.turn is p.player else LOSS)


@pytest.mark.parametrize("p", PUZZLES, ids=IDS)
def test_every_other_legal_move_loses(p):
    """Uniqueness: after any other first move the solver proves the opponent wins (no draws, M8),
    in the recorded number of plies and the recorded way."""
    for text, r in p.refutations.items():
        after = p.start.play(Move.from_text(text))
        if after.result is not None:
            assert after.result.winner is p.player.opponent and after.result.reason == "M8" == r.end
            assert r.distance == 0 and r.next is None
            continue
        s = solve(after)
        assert s.proven, f"{text}: not proven"
        assert s.winner is p.player.opponent, f"{text} does not lose"
        assert s.distance == r.distance and s.line[0].text() == r.next
        assert r.moves == own_moves(s.line, after.turn, p.player.opponent) >= 1, "the count its sentence gives"
        end = after
        for m in s.line:
            end = end.play(m)
        assert end.result is not None and end.result.reason == r.end


@pytest.mark.parametrize("p", PUZZLES, ids=IDS)
def test_themes_are_exactly_what_happens_in_the_solution_line(p):
    """sumo push: a push (S2) in the line; pass: a pass (M6); deadlock: it ends in M8; home row: M7."""
    moves = [Move.from_text(t) for t in p.line]
    pos = p.start
    for m in moves:
        pos = pos.play(m)
    assert pos.result is not None
    happened = {
        "sumo push": any(m.is_push for m in moves),
        "pass": any(m.is_pass for m in moves),
        "deadlock": pos.result.reason == "M8",
        "home row": pos.result.reason == "M7",
    }
    assert set(p.themes) == {t for t, yes in happened.items() if yes}


def test_every_shipped_win_in_1_has_at_least_three_legal_moves():
    """A win in 1 with two legal moves is a coin toss: a learner who cannot see the win finds it half the time."""
    ones = [p for p in PUZZLES if p.moves == 1]
    assert len(ones) >= 5
    assert all(p.legal >= MIN_LEGAL_WIN_IN_1 == 3 for p in ones), [(p.id, p.legal) for p in ones if p.legal < 3]


# --------------------------------------------------------------- the script
@pytest.mark.slow
def test_the_script_reproduces_the_file_for_some_of_its_games():
    """Re-play a few of the games (the first, the first with a deadlock puzzle, the first with a Sumo
    push) and find their puzzles again: exactly as committed."""
    make = script()
    committed = json.loads(DATA.read_text())["puzzles"]

    def first(test) -> list[int]:
        return sorted(p["source"]["seed"] for p in committed if test(p))[:1]

    seeds = sorted({
        *first(lambda p: True), *first(lambda p: "deadlock" in p["themes"]),
        *first(lambda p: "sumo push" in p["themes"]),
    })
    assert len(seeds) >= 3
    for seed in seeds:
        earlier = {p["position"] for p in committed if p["source"]["seed"] < seed}
        made = [p for p in make.puzzles_from_game(seed) if p["position"] not in earlier]
        stored = [{k: v for k, v in p.items() if k != "id"} for p in committed if p["source"]["seed"] == seed]
        assert made == stored, f"seed {seed}"


def test_the_file_is_numbered_and_sorted_as_the_script_writes_it():
    make = script()
    committed = json.loads(DATA.read_text())
    stripped = [{k: v for k, v in p.items() if k != "id"} for p in committed["puzzles"]]
    assert make.numbered(stripped) == committed["puzzles"]
    assert committed["find_nodes"] == make.FIND_NODES and committed["check_nodes"] == make.CHECK_NODES
    assert committed["seeds"] == [min(make.SEEDS), max(make.SEEDS)]
    assert {p["source"]["seed"] for p in committed["puzzles"]} <= set(make.SEEDS)


THROWN = (
    "The move {tried} throws the win away: in answer, {tower} on {square} is blocked and passes ({move}, M6).",
    ("The move {tried} throws the win away: in answer, {tower} pushes from {start} to {end} ({move}, S2) and moves "
    "again (S3)."),
    "The move {tried} throws the win away: in answer, {tower} moves from {start} to {end} ({move}).",
    ("The move {move} throws the win away: it causes a deadlock, and the player whose move causes a deadlock loses the "
    "round (M8)."),
    "The move {move} throws the win away: after the push you move again (S3), but every move then loses.",
)
"""How a refuted first move begins, in the catalogue's words (teaching/exercises/refutations.py)."""
RIGHT_SO_FAR = (
    "Right. {opponent} answers {moves}. Your move, {player}.",
    "Right. {opponent} is blocked and passes ({moves}, M6). Your move, {player}.",
    "Right. {player} moves again (S3): find the next move.",
)
HOME_ROW_ENDING = ("{player} reaches {opponent}'s home row (M7): a win in {count} move of your own.",
                   "{player} reaches {opponent}'s home row (M7): a win in {count} moves of your own.")
DEADLOCK_ENDING = (("{opponent}'s last move causes a deadlock, which {opponent} loses (M8): a win in {count} move of "
                   "your own."),
                   ("{opponent}'s last move causes a deadlock, which {opponent} loses (M8): a win in {count} moves of "
                   "your own."))
OPPONENT_WINS = (
    (("Whatever you do, {player} then wins the round by a deadlock that you cause (M8), in {count} move of its own, "
     "this answer included."),
     ("Whatever you do, {player} then wins the round by a deadlock that you cause (M8), in {count} moves of its own, "
     "this answer included.")),
    (("Whatever you do, {player} then wins the round by reaching your home row (M7), in {count} move of its own, this "
     "answer included."),
     ("Whatever you do, {player} then wins the round by reaching your home row (M7), in {count} moves of its own, this "
     "answer included.")),
    ("{player} wins the round by a deadlock that you cause (M8), in {count} move of its own.",
     "{player} wins the round by a deadlock that you cause (M8), in {count} moves of its own."),
    ("{player} wins the round by reaching your home row (M7), in {count} move of its own.",
     "{player} wins the round by reaching your home row (M7), in {count} moves of its own."),
)


# ------------------------------------------------------------ the exercises
@pytest.mark.parametrize("moves", sorted(GRADES))
def test_each_grade_is_an_exercise_set_whose_puzzles_accept_only_their_answer(moves):
    exercises = puzzle_set(moves)
    assert len(exercises) == sum(p.moves == moves for p in PUZZLES)
    for view, p in zip(exercises.views, [p for p in PUZZLES if p.moves == moves]):
        match = Match.from_text(p.position)
        assert view.exercise.goal.answers(match) == [p.answer]
        warm_up = p.legal <= 2  # a coin flip between two moves is said to be a warm-up
        warning = ngettext("A warm-up: only {count} first move is legal, so think before you choose.",
                           "A warm-up: only {count} first moves are legal, so think before you choose.", 2).format(count=2)
        assert (warning in view.exercise.task) == warm_up
        assert _("Exactly one first move wins: find it, then play on to the win.") in view.exercise.task
        assert _("{player} to move.").format(player=p.player.title) in view.exercise.task


@pytest.mark.parametrize("p", PUZZLES, ids=IDS)
def test_a_wrong_move_is_refused_with_a_sentence_and_the_answer_solves_it(p):
    view = ExerciseView(p.exercise())
    for text in p.refutations:
        said = view.attempt(text)
        assert not view.solved and view.feedback_kind == "error"
        assert any(re.match(message_pattern(msgid, whole=False, **{"tried" if "{tried}" in msgid else "move": text}), said)
                   for msgid in THROWN), said
        assert said.endswith(".")
        assert "  " not in said and ".." not in said
        assert p.player.opponent.title in said or "deadlock" in said
    said = view.attempt(p.answer)
    steps = 1
    while not view.solved:  # played to the end: the solver defends, the learner keeps the fastest win
        assert any(re.fullmatch(message_pattern(msgid), said) for msgid in RIGHT_SO_FAR), said
        assert view.feedback_kind == "success"
        said = view.attempt(view.exercise.goal.answers_at(view.run.match, view.run.played)[0])
        steps += 1
    assert steps == p.moves, "the learner's own moves to the win are the puzzle's grade"
    assert said == view.exercise.success and view.board.match.position.result.winner is p.player
    assert said.startswith(_("Right: {move} is the only move that wins.").format(move=p.answer) + " ")


def test_the_notebook_shows_every_grade_and_the_welcome_notebook_links_it():
    nb = json.loads((ROOT / "notebooks" / "08_puzzles.ipynb").read_text())
    code = "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code")
    for moves in GRADES:
        assert f"puzzle_set({moves})" in code
    welcome = json.loads((ROOT / "notebooks" / "00_welcome.ipynb").read_text())
    assert any("](08_puzzles.ipynb)" in "".join(c["source"]) for c in welcome["cells"] if c["cell_type"] == "markdown")


def test_the_command_line_prints_the_puzzles_of_the_games_asked_for(capsys):
    make = script()
    committed = json.loads(DATA.read_text())["puzzles"]
    seed = min(p["source"]["seed"] for p in committed)
    make.main(["--seeds", str(seed), "--print"])
    printed = json.loads(capsys.readouterr().out)
    strip = lambda ps: [{k: v for k, v in p.items() if k != "id"} for p in ps]
    assert strip(printed["puzzles"]) == strip([p for p in committed if p["source"]["seed"] == seed])
    assert printed["seeds"] == [seed, seed]


def test_a_grade_outside_1_to_4_is_refused_by_name():
    with pytest.raises(ValueError, match=message_pattern(
            "moves must be a grade, and the grade is 1, 2, 3 or 4 (own moves to the win), not {value}")):
        puzzles_of(5)


# ------------------------------------------------------- what a learner reads
@pytest.mark.parametrize("p", PUZZLES, ids=IDS)
def test_the_title_is_the_goal_alone_until_solved_or_shown_then_the_themes_join_it(p):
    """The themes are the first hint and "rating" means nothing to a learner: before a try the title is "Win in 2"
    and nothing the puzzle shows names a theme's word list or a rating; solved, the title names the themes."""
    view = ExerciseView(p.exercise())
    before = view.task.value
    assert f"<b>{p.grade}</b>" in before and p.exercise().title == p.grade
    assert "rating" not in before.lower() and " · " not in before and p.id not in before
    view.attempt(p.answer)
    while not view.solved:
        view.attempt(view.exercise.goal.answers_at(view.run.match, view.run.played)[0])
    assert f"<b>{p.grade} · {', '.join(p.themes)}</b>" in view.task.value
    shown = ExerciseView(p.exercise())
    shown.show_me()
    assert f"<b>{p.grade} · {', '.join(p.themes)}</b>" in shown.task.value


@pytest.mark.parametrize("p", PUZZLES, ids=IDS)
def test_every_count_a_puzzle_gives_is_the_winners_own_moves_and_no_text_says_rating_or_ply(p):
    """One count (M6, S3: a pass and the move after a push are moves of their side): the success text says the
    grade, a win in ``moves`` of the learner's own; a refutation says the opponent's own moves, never plies."""
    ex = p.exercise()
    texts = [ex.title, ex.task, ex.success, ex.explanation, *ex.hints, *(p.wrong(t) for t in p.refutations)]
    for text in texts:
        assert "rating" not in text.lower() and not re.search(r"\bpl(y|ies)\b", text, re.IGNORECASE), text
    me, you = p.player.title, p.player.opponent.title
    if p.distance > 1:
        ending = ngettext(*DEADLOCK_ENDING, p.moves) if "deadlock" in p.themes else ngettext(*HOME_ROW_ENDING, p.moves)
        assert ex.success.endswith(ending.format(player=me, opponent=you, count=p.moves))
        assert ngettext("{move} is the only move that wins: {player} wins in {count} move of its own however "
                        "{opponent} defends.",
                        "{move} is the only move that wins: {player} wins in {count} moves of its own however "
                        "{opponent} defends.", p.moves).format(move=p.answer, player=me, opponent=you,
                                                               count=p.moves) in ex.explanation
    for text, r in p.refutations.items():
        if r.distance > 1:
            said = p.wrong(text)
            assert any(ngettext(*form, r.moves).format(player=you, count=r.moves) in said for form in OPPONENT_WINS)
            assert f"{r.distance} moves" not in p.wrong(text) or r.distance == r.moves


def test_a_win_in_4_says_4_moves_where_it_once_said_the_plies_of_both_sides():
    p = next(p for p in PUZZLES if p.moves == 4 and p.distance == 7)
    ending = ngettext(*DEADLOCK_ENDING, 4) if "deadlock" in p.themes else ngettext(*HOME_ROW_ENDING, 4)
    assert p.exercise().success.endswith(ending.format(player=p.player.title, opponent=p.player.opponent.title, count=4))
    assert "7 moves" not in p.exercise().success


@pytest.mark.parametrize("p", [p for p in PUZZLES if p.distance > 2], ids=[p.id for p in PUZZLES if p.distance > 2])
def test_show_me_writes_the_line_once(p):
    """Show me writes the winning line once (as its steps) and then why, not the line a second time."""
    view = ExerciseView(p.exercise())
    said = view.show_me()
    played = view.run.played  # a fastest line (the puzzle's, or another as fast)
    steps, why = said.split(" " + _("Why: {reason}").format(reason=""))
    line = message_pattern("Shown: {tower} moves from {start} to {end} ({move}), and the line goes on {line}.")
    pushed = message_pattern("Shown: {tower} pushes from {start} to {end} ({move}), and the line goes on {line}.")
    assert re.fullmatch(line, steps) or re.fullmatch(pushed, steps), steps
    assert re.search(message_pattern("{moves}, then {last}", whole=False, last=played[-1]) + r"\.$", steps), steps
    assert why.startswith(ngettext(
        "{move} is the only move that wins: {player} wins in {count} move of its own however {opponent} defends.",
        "{move} is the only move that wins: {player} wins in {count} moves of its own however {opponent} defends.",
        p.moves).format(move=p.answer, player=p.player.title, opponent=p.player.opponent.title, count=p.moves))
    assert not any(move in why for move in (*p.line[1:], *played[1:])), f"the line again after Why: {said}"
    for move in played[1:]:  # M6, S2: a pass and a push in the line are named, never bare notation
        if move.endswith("="):
            assert _("{move} (a pass)").format(move=move) in steps
        elif ">" in move:
            assert _("{move} (a push)").format(move=move) in steps


def test_a_pass_or_a_push_in_a_refutation_is_said_in_words():
    """M6, S2, S3: "a7=" and "d4>d5" are never left as bare notation in the sentence that refutes a move."""
    passes = [(p, t, r) for p in PUZZLES for t, r in p.refutations.items() if r.next and r.next.endswith("=")]
    pushes = [(p, t, r) for p in PUZZLES for t, r in p.refutations.items() if r.next and ">" in r.next]
    assert passes and pushes
    for p, text, r in passes:
        assert re.match(message_pattern(THROWN[0], whole=False, tried=text, move=r.next), p.wrong(text))
    for p, text, r in pushes:
        assert re.match(message_pattern(THROWN[1], whole=False, tried=text, move=r.next), p.wrong(text))


@pytest.mark.slow
def test_S2_S3_a_push_in_the_defence_is_named_when_the_replies_are_said():
    """The solver's defence may push and move again (S3): the learner reads "e4>e5 (a push)", not bare notation."""
    seen = []
    for p in PUZZLES:
        view = ExerciseView(p.exercise())
        said = view.attempt(p.answer)
        while not view.solved:
            replies = [t for t in view.run.played if ">" in t and t not in p.answer]
            if "answers" in said and replies:
                seen.append(p.id)
                assert all(f"{t} (a push)" in said for t in replies if t in said), said
            said = view.attempt(view.exercise.goal.answers_at(view.run.match, view.run.played)[0])
    assert seen, "a puzzle whose defence pushes"
