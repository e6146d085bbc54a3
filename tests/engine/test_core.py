"""The rules core (kamisado_widget.engine.core) is the one place that decides moves: it agrees with a
plain reference of the rules in random positions (T1, T2, M1-M8, S1-S11, P3), Position and the
search use it, and its answer to "why not" names the rule and the tower or square in the way (D1),
which explain only puts into words."""

from __future__ import annotations

import ast
import pathlib
import re
from pathlib import Path

import pytest
from helpers import reference_rules as ref
from helpers.rounds import random_round
from helpers.rules import build, sq
from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from kamisado_widget.engine import (
    Colour,
    IllegalMoveError,
    InvalidPositionError,
    Layout,
    Move,
    MoveKind,
    PlacedTower,
    Player,
    Position,
    core,
    explain,
)
from kamisado_widget.engine.ai.heuristics import expand
from kamisado_widget.engine.core import Board, Refusal

ENGINE = Path(core.__file__).parent


# ------------------------------------------------------------- random positions
@st.composite
def played_positions(draw: st.DrawFn) -> Position:
    """A position met in seeded random play of a round from a start with random Sumo ranks and
    layout, pushes preferred (so S2, S3, passes and deadlocks occur often)."""
    rng = draw(st.randoms(use_true_random=False))
    round_positions, _ = random_round(rng.randrange(10**6), push_bias=rng.choice([0.3, 0.9]))
    return round_positions[rng.randrange(len(round_positions) - 1)]


def positions() -> st.SearchStrategy[Position]:
    return st.one_of(placed_positions(), played_positions())


@st.composite
def placed_positions(draw: st.DrawFn) -> Position:
    """Any playable position: towers anywhere but on the opponent's home row, random ranks, any
    side, tower and layout. In a "line" scene the tower to move has 1-4 towers straight in front
    (pushes, S2-S9); in a "blocked" scene its three forward squares are taken (passes, M6, M8)."""
    order = draw(st.permutations(range(64)))
    ranks = draw(st.lists(st.sampled_from([0, 0, 0, 1, 1, 2, 3]), min_size=16, max_size=16))
    turn = draw(st.sampled_from(list(Player)))
    to_move = draw(st.sampled_from([None, *Colour]))
    scene = draw(st.sampled_from(["scatter", "line", "line", "blocked"]))
    placed: dict[int, int] = {}

    def allowed(i: int, s: int) -> bool:
        return s not in placed.values() and s >> 3 != Player(i // 8).opponent.home_rank

    if to_move is not None and scene != "scatter":
        mover = turn * 8 + to_move
        if scene == "line":
            ranks[mover] = draw(st.sampled_from([1, 2, 3, 0]))
        start = next(s for s in order if allowed(mover, s))
        placed[mover] = start
        fwd = 1 if turn is Player.BLACK else -1  # M1: towards the opponent's home row
        f, r = start & 7, start >> 3
        if scene == "line":
            ahead = [f + 8 * (r + fwd * k) for k in range(1, draw(st.integers(1, 4)) + 1) if 0 <= r + fwd * k < 8]
        else:
            ahead = [f + df + 8 * (r + fwd) for df in (-1, 0, 1) if 0 <= f + df < 8]
        others = draw(st.permutations([i for i in range(16) if i != mover]))
        for s, i in zip(ahead, others):
            if allowed(i, s):
                placed[i] = s
    for i in range(16):
        if i not in placed:
            placed[i] = next(s for s in order if allowed(i, s))
    towers = [PlacedTower(Player(i // 8), Colour(i % 8), placed[i], ranks[i]) for i in range(16)]
    extra = to_move is not None and draw(st.booleans())
    try:
        return Position.from_towers(towers, turn, to_move, extra, draw(st.sampled_from(list(Layout))))
    except InvalidPositionError:  # e.g. no tower can move at a free choice (T1), or already a deadlock
        assume(False)
        raise


SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(pos=positions())
def test_legal_moves_follow_the_rules_and_the_core(pos: Position) -> None:
    """T1, T2, M1-M6, S1-S11: Position.legal_moves() is the core's list, and is exactly what the
    plain reference of the rules allows."""
    legal = pos.legal_moves()
    assert legal == [core.decode(m) for m in Board(pos).moves()]
    assert {m.text() for m in legal} == ref.moves(ref.state_of(pos))
    assert len(set(legal)) == len(legal)


@SETTINGS
@given(pos=positions())
def test_play_and_pass_chains_follow_the_rules(pos: Position) -> None:
    """T2, M6, M7, M8, S2, S3, P3, D2: every legal move leads where the reference says, with the
    same result and chain of blocked towers; the pass chain from here is the reference's."""
    state = ref.state_of(pos)
    chain, loops = ref.passes(state)
    assert not loops  # a valid position to move in is not already a deadlock
    assert [b.describe() for b in pos.blocked_chain()] == chain
    for move in pos.legal_moves():
        after = pos.play(move)
        assert ref.after_of(after) == ref.play(state, move.text()), move.text()
        event(f"a {move.kind.value}" + (f" ending the round ({after.result.reason})" if after.result else ""))


@SETTINGS
@given(pos=positions(), data=st.data())
def test_moves_the_rules_forbid_are_refused_with_a_rule(pos: Position, data: st.DataObject) -> None:
    """D1: a move the reference forbids is refused by play(), and explain() names a rule."""
    allowed = ref.moves(ref.state_of(pos))
    frm = data.draw(st.sampled_from([t.square for t in pos.towers()]))
    to = data.draw(st.integers(0, 63))
    kind = MoveKind.PASS if frm == to else data.draw(st.sampled_from([MoveKind.STEP, MoveKind.PUSH]))
    move = Move(kind, frm, to)
    if move.text() in allowed:
        assert pos.play(move) is not None
        return
    with pytest.raises(IllegalMoveError) as err:
        pos.play(move)
    assert re.fullmatch(r"[TMS]\d+", err.value.rule)
    verdict = explain(pos, frm, to, None if kind is MoveKind.PASS else kind)
    assert not verdict.legal or verdict.move != move


def test_search_board_make_unmake_restores_everything() -> None:
    """The core's make / unmake and its hash key: in random positions every move made and taken
    back leaves the board, the side to move and the key exactly as before."""
    for seed in range(10):
        for pos in random_round(seed)[0][:-1]:
            b = Board(pos)
            key = b.key
            for m in b.moves():
                b.make(m)
                b.unmake()
                assert Position.from_core(b.core_state) == pos and b.key == key


def next_facts(b: Board) -> int:
    """3: the tower that must move has an open line to its goal row (M7); 2: it has a step after which
    the answering tower can step and has no such line; 1: a step after which the answering tower can
    step; 0: none (worked out by playing each step)."""
    j = b.turn * 8 + b.to_move
    if b.can_win(j):
        return 3
    best = 0
    for m in b.steps(j):
        b.make(m)
        answer = b.turn * 8 + b.to_move
        if b.can_step(answer):
            best = max(best, 1 if b.can_win(answer) else 2)
        b.unmake()
    return best


def expand_by_playing(b: Board) -> list[tuple[int, int, int, bool, int]]:
    """What heuristics.expand says, worked out by playing each move (make / unmake)."""
    out = []
    for m in b.moves():
        turn = b.turn
        w = b.make(m)
        if w >= 0:
            out.append((m, w, -1, False, 0))
        else:
            out.append((m, -1, b.key, b.turn == turn, next_facts(b)))
        b.unmake()
    return out


def test_expand_agrees_with_playing_every_move() -> None:
    """The searches' expand (moves with their M7 / M8 facts, the steps only tried) gives what playing
    each move gives, and leaves the board as it was; random rounds with Sumos and pushes included."""
    seen = {"M7": 0, "M8": 0, "push": 0, "next M7": 0, "holds": 0, "blocked": 0}
    rounds = [random_round(seed, push_bias=0.5)[0] for seed in range(20)]
    rounds += [random_round(seed, push_bias=0.0)[0] for seed in (*range(20), 52, 155)]  # 52, 155: an M8 move
    for positions in rounds:
        for pos in positions[:-1]:
            b = Board(pos)
            key = b.key
            got = expand(b)
            assert got == expand_by_playing(b)
            assert Position.from_core(b.core_state) == pos and b.key == key
            for m, w, _, again, nxt in got:
                seen["M7"] += w == b.turn
                seen["M8"] += w == b.turn ^ 1
                seen["push"] += again
                seen["next M7"] += nxt == 3
                seen["holds"] += nxt == 2
                seen["blocked"] += w < 0 and nxt == 0
    assert all(seen.values()), seen


# ------------------------------------------------------------------ why not (D1)
def why(pos: Position, frm: str, to: str, kind: MoveKind | None = None) -> Move | Refusal:
    return pos.move_or_refusal(sq(frm), sq(to), kind)


def tower(pos: Position, at: str) -> int:
    t = pos.tower_at(sq(at))
    assert t is not None
    return t.tower.index


RED_D4 = {"d4": "B:red"}

CASES = [
    # (spec, to_move, from, to, kind, rule, tower in the way (square name) or None, blocking square or None)
    (RED_D4, "red", "d4", "c4", None, "M1", None, None),
    (RED_D4, "red", "d4", "b5", None, "M1", None, None),
    ({**RED_D4, "d6": "G:yellow"}, "red", "d4", "d7", None, "M2", "d6", "d6"),
    ({**RED_D4, "f6": "G:yellow"}, "red", "d4", "g7", None, "M2", "f6", "f6"),
    ({**RED_D4, "d6": "G:yellow"}, "red", "d4", "d6", None, "M3", "d6", "d6"),
    ({"d4": "B:red", "d5": "G:yellow"}, "red", "d4", "d5", None, "M3", "d5", "d5"),  # not a Sumo: cannot push
    (RED_D4, "red", "d4", "d4", None, "M5", "d4", "d4"),
    ({"d1": "B:yellow:2", "h7": "G:pink"}, "yellow", "d1", "d5", None, "S1", "d1", "d1"),
    ({"d4": "B:red:1", "e5": "G:yellow"}, "red", "d4", "e5", None, "S4", "e5", "e5"),
    ({"d4": "B:red:1", "d5": "G:yellow"}, "red", "d4", "d6", MoveKind.PUSH, "S4", "d4", "d4"),
    ({"d4": "B:red:1"}, "red", "d4", "d5", MoveKind.PUSH, "S2", None, None),
    ({"d6": "B:red:2", "d7": "G:yellow"}, "red", "d6", "d7", None, "S6", "d8", "d8"),  # d8: Gold's Pink at home
    ({"d3": "B:red:2", "d4": "G:yellow", "d5": "G:pink", "d6": "G:brown"}, "red", "d3", "d4", None, "S7", "d4", "d4"),
    ({"d5": "B:red:1", "d6": "G:yellow:1"}, "red", "d5", "d6", None, "S8", "d6", "d6"),
    ({"d3": "B:red:2", "d4": "G:yellow", "d5": "B:blue"}, "red", "d3", "d4", None, "S9", "d5", "d5"),
    (
        {"d5": "B:red:1", "d6": "G:yellow", "c6": "G:purple", "e6": "G:green"},
        "red", "d5", "d5", None, "S11", "d5", "d5",
    ),
]


@pytest.mark.parametrize(("spec", "to_move", "frm", "to", "kind", "rule", "in_way", "square"), CASES)
def test_core_names_the_rule_and_what_is_in_the_way(spec, to_move, frm, to, kind, rule, in_way, square) -> None:
    """M1, M2, M3, M5, S1, S2, S4, S6-S9, S11: the core's refusal carries the rule ID, the tower
    in the way and the square that blocks; explain() words exactly that rule."""
    pos = build(spec, to_move=to_move)
    answer = why(pos, frm, to, kind)
    assert isinstance(answer, Refusal)
    assert answer.rule == rule
    if in_way is not None:
        assert answer.tower == tower(pos, in_way)
    if square is not None:
        assert answer.square == sq(square)
    assert explain(pos, sq(frm), sq(to), kind).rule == rule


def test_core_names_the_tower_rule_for_the_wrong_tower() -> None:
    """T1, T2, S3: the wrong tower, an opponent's tower or an empty square is refused with the
    rule that says which tower moves now."""
    after_push = build({"d4": "B:red:1", "d5": "G:yellow"}, to_move="red")
    after_push = after_push.play(Move.from_text("d4>d5"))
    assert after_push.extra_turn
    mover = after_push.mover
    assert mover is not None
    other = next(t for t in after_push.towers() if t.player is Player.BLACK and t.colour is not mover.colour)
    answer = after_push.move_or_refusal(other.square, other.square + 8)
    assert answer == Refusal("S3", other.tower.index, other.square, detail="colour")
    pos = build(RED_D4, to_move="red")
    assert why(pos, "e8", "e7") == Refusal("T2", tower(pos, "e8"), sq("e8"), detail="opponent")
    assert why(pos, "e5", "e6") == Refusal("T2", detail="empty")
    start = Position.initial()
    assert why(start, "e4", "e5") == Refusal("T1", detail="empty")


def test_core_answers_the_legal_move() -> None:
    """The core's answer for a legal attempt is the move itself (a step, a push or a pass)."""
    pos = build({"d4": "B:red:1", "d5": "G:yellow"}, to_move="red")
    assert why(pos, "d4", "d5") == Move.from_text("d4>d5")
    assert why(pos, "d4", "c5") == Move.from_text("d4-c5")
    blocked = build({"d4": "B:red", "d5": "G:yellow", "c5": "G:pink", "e5": "G:green"}, to_move="red")
    assert why(blocked, "d4", "d4") == (
        Move.from_text("d4=")
    )


# ------------------------------------------------------------- one place per rule
MOVEMENT_RULES = ["T1", "T2", *(f"M{n}" for n in range(1, 9)), *(f"S{n}" for n in range(1, 12))]


def test_every_movement_rule_is_named_in_the_core() -> None:
    """Each movement rule ID is named in a comment next to the core's code that enforces it."""
    comments = "\n".join(line.split("#", 1)[1] for line in (ENGINE / "core.py").read_text().splitlines() if "#" in line)
    missing = [rule for rule in MOVEMENT_RULES if not re.search(rf"\b{rule}\b", comments)]
    assert not missing


PACKAGE = ENGINE.parent
# the core Board's arrays: the tower per square, the square and rank per tower, the colours, the undo stack
BOARD_ARRAYS = {"bd", "sq", "rk", "col", "_undo"}
# the core's rule tables and constants: the lines a tower moves along (M1, S1), the direction forward (M1), the
# goal rows (M7), the ranks that play (P4)
CORE_TABLES = {"RAYS", "GOALS", "FIRST", "FORWARD", "GOAL_RANK", "REACH", "MAX_PLAY_RANK"}
ROUND_ENDS = {"M7", "M8"}
EXTRA_TURN = {"extra", "extra_turn"}  # the extra turn after a push (S3): who made the last real move (M8)


def _names(node: ast.AST) -> set[str]:
    """Every name and attribute name in an expression."""
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)} | {
        n.attr for n in ast.walk(node) if isinstance(n, ast.Attribute)
    }


def board_walks(source: str, where: str) -> list[str]:
    """The places in ``source`` that compute a rule, read from the syntax tree. The core's board: reading or writing
    an element of a board array (``b.sq[i]``, ``bd[s] = ...`` after ``bd = b.bd``), looping over one, using the
    core's rule tables and constants. How a round ends and what it gains: building a round result (``RoundResult``)
    with a literal M7 or M8; comparing with a home row (``square_rank(s) == p.opponent.home_rank``: arrival, M7);
    telling the last real mover by the extra turn (``turn if extra_turn else turn.opponent``: M8's loser);
    stepping along a line (``s + 8``, ``player.forward``: M1, S2's push geometry); a tower's rank plus a number or
    a rank name at a sum (``RANK_NAMES[rank + 1]``, ``t.rank + 1``: P1's promotion); two to the power of a rank
    (``1 << rank``: P2's points)."""
    tree = ast.parse(source)
    aliases = set()  # local names bound to a board array: "bd, sq = b.bd, b.sq"
    ranks = set()  # local names bound to a tower's rank: "rank = pos.rank_of(p, c)", "r = t.rank"
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            pairs = zip(node.targets[0].elts, node.value.elts) if (
                isinstance(node.targets[0], ast.Tuple) and isinstance(node.value, ast.Tuple)
            ) else [(node.targets[0], node.value)]
            for target, value in pairs:
                if isinstance(target, ast.Name) and isinstance(value, ast.Attribute) and value.attr in BOARD_ARRAYS:
                    aliases.add(target.id)
                if isinstance(target, ast.Name) and is_tower_rank(value, set()):
                    ranks.add(target.id)
    # a module's own name that happens to be a table's (a finder's GOALS of words) is not the core's; one bound
    # to numbers (FORWARD = (8, -8)) repeats the core's table
    own_names = set()
    for node in tree.body:
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name) and target.id in CORE_TABLES:
                    numbers = [n for n in ast.walk(node.value) if isinstance(n, ast.Constant)]
                    if numbers and all(isinstance(n.value, int) for n in numbers):
                        continue
                    own_names.add(target.id)
    found = []

    def is_array(node: ast.AST) -> bool:
        return (isinstance(node, ast.Attribute) and node.attr in BOARD_ARRAYS) or (
            isinstance(node, ast.Name) and node.id in aliases
        )

    for node in ast.walk(tree):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Subscript) and is_array(node.value):
            found.append(f"{where}:{line} indexes a board array")
        elif isinstance(node, (ast.For, ast.comprehension)) and is_array(node.iter):
            found.append(f"{where}:{line} loops over a board array")
        elif isinstance(node, ast.Name) and node.id in CORE_TABLES and node.id not in own_names:
            found.append(f"{where}:{line} uses the core's {node.id}")
        elif isinstance(node, ast.Attribute) and node.attr in CORE_TABLES:
            found.append(f"{where}:{line} uses the core's {node.attr}")
        elif isinstance(node, ast.ImportFrom) and any(a.name in CORE_TABLES for a in node.names):
            found.append(f"{where}:{line} imports the core's tables")
        elif (
            isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "RoundResult"
            and any(isinstance(a, ast.Constant) and a.value in ROUND_ENDS for a in node.args)
        ):
            found.append(f"{where}:{line} decides how a round ends")
        elif isinstance(node, ast.Compare) and "home_rank" in _names(node):
            found.append(f"{where}:{line} compares with a home row (M7 arrival)")
        elif isinstance(node, (ast.IfExp, ast.If)) and _names(node.test) & EXTRA_TURN and (
            "opponent" in _names(node) or any(isinstance(n, ast.BitXor) for n in ast.walk(node))
        ):
            found.append(f"{where}:{line} tells the last real mover by the extra turn (M8)")
        elif isinstance(node, ast.Attribute) and node.attr == "forward":
            found.append(f"{where}:{line} steps forward itself (M1)")
        elif isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)) and any(
            isinstance(side, ast.Constant) and side.value in (8, -8) and is_square(other)
            for side, other in ((node.left, node.right), (node.right, node.left))
        ):
            found.append(f"{where}:{line} steps a square along a file (M1, S2)")
        elif isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id == "RANK_NAMES" and (
            isinstance(node.slice, ast.BinOp)
        ):
            found.append(f"{where}:{line} names a rank it worked out (P1)")
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and (
            is_tower_rank(node.left, ranks) or is_tower_rank(node.right, ranks)
        ):
            found.append(f"{where}:{line} adds to a tower's rank (P1)")
        elif isinstance(node, ast.BinOp) and (
            (isinstance(node.op, ast.LShift) and isinstance(node.left, ast.Constant) and node.left.value == 1)
            or (isinstance(node.op, ast.Pow) and isinstance(node.left, ast.Constant) and node.left.value == 2)
        ) and not isinstance(node.right, ast.Constant):
            found.append(f"{where}:{line} raises two to a power (P2's points)")
    return found


SQUARE_NAMES = {"sq", "s", "frm", "to", "ahead", "start", "from_square", "to_square"}


def is_square(node: ast.AST) -> bool:
    """An expression that names a square (``t.square``, ``sq``, ``frm``, ``move.to_square``)."""
    return any("square" in name or name in SQUARE_NAMES for name in _names(node))


def is_tower_rank(node: ast.AST, ranks: set[str]) -> bool:
    """``t.rank``, ``pos.rank_of(...)``, ``rank`` bound to one of them, ``rank`` itself: a tower's rank."""
    return (
        (isinstance(node, ast.Attribute) and node.attr == "rank")
        or (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "rank_of")
        or (isinstance(node, ast.Name) and node.id in ranks)
    )


OTHER_MODULES = sorted(p for p in PACKAGE.rglob("*.py") if p != ENGINE / "core.py")


@pytest.mark.parametrize("path", OTHER_MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_other_module_computes_a_rule(path: pathlib.Path) -> None:
    """Move generation, play, pass chains, the line tables, the direction forward, how a round ends (M7, M8),
    what it promotes (P1, P3) and what it scores (P2) live in the core only; every other module (the searches,
    the session, the page's view and its sentences included) asks the core's functions and Board methods."""
    assert board_walks(path.read_text(encoding="utf-8"), str(path.relative_to(PACKAGE))) == []


# A rule computed outside the core, one of each kind the check knows; each is planted into a copy of a module
PLANTED_RULES = {
    "P1 promotion": "    return RANK_NAMES[rank + 1]\n",
    "P1 promotion of a tower": "    return t.rank + 1\n",
    "P2 points": "    return 1 << rank\n",
    "M7 arrival": "    return square_rank(t.square) == t.player.opponent.home_rank\n",
    "M8 loser": "    return pos.turn if pos.extra_turn else pos.turn.opponent\n",
    "M1 push geometry": "    return t.square + 8 * pos.turn.forward\n",
    "S2 square ahead": "    return t.square + 8\n",
    "P3 round result": "    return RoundResult(winner, colour, 'M8')\n",
    "P4 playing ranks": "    return rank <= MAX_PLAY_RANK\n",
    "M1 a second FORWARD": "    FORWARD = (8, -8)\n    return t.square + FORWARD[0]\n",
}


def module_holding(relative: str, definition: str) -> pathlib.Path:
    """The module at ``relative``, or, where the package was regrouped, the one that defines ``definition``."""
    path = PACKAGE / relative
    if path.exists():
        return path
    for other in sorted(PACKAGE.rglob("*.py")):
        if f"def {definition}(" in other.read_text(encoding="utf-8"):
            return other
    raise AssertionError(f"no module of the package defines {definition}")  # pragma: no cover


GUARDED = {
    "position.py": ("engine/position.py", "_check_rules"),
    "view.py": ("protocol/view.py", "session_view"),
    "sentences.py": ("session/sentences.py", "match_status"),
}


@pytest.mark.parametrize("module", sorted(GUARDED))
@pytest.mark.parametrize("kind", sorted(PLANTED_RULES))
def test_a_rule_planted_into_a_copy_of_a_module_is_caught(module: str, kind: str, tmp_path: pathlib.Path) -> None:
    """The check fails on a rule computation planted into a copy (in a temporary folder; the package is not
    touched) of the modules that once worked rules out themselves: position.py (M7, M8, P3, the push's geometry),
    the page's view and its sentences (P1, P2)."""
    real = module_holding(*GUARDED[module])
    copy = tmp_path / real.name
    copy.write_text(real.read_text(encoding="utf-8"), encoding="utf-8")
    assert board_walks(copy.read_text(encoding="utf-8"), module) == []
    with copy.open("a", encoding="utf-8") as f:
        f.write("\n\ndef planted(pos, t, rank, winner, colour):\n" + PLANTED_RULES[kind])
    assert board_walks(copy.read_text(encoding="utf-8"), module) != [], kind


@pytest.mark.parametrize(
    "planted",
    [
        "    bd, sq = b.bd, b.sq\n    if bd[sq[i]] >= 0:\n        pass\n",
        "    frm = b.sq[i]\n",
        "    for line in RAYS[0][0][frm]:\n        pass\n",
        "    b.bd[to] = i\n",
        "    return RoundResult(winner, colour, 'M8')\n",
        "    for s in b.bd:\n        pass\n",
    ],
)
def test_a_board_walk_planted_in_the_search_is_caught(planted: str) -> None:
    """The check fails on a violation planted into the real ai/search.py."""
    source = (ENGINE / "ai" / "search.py").read_text(encoding="utf-8")
    assert board_walks(source, "search.py") == []
    source += "\n\ndef planted(b, i, frm, to, winner, colour):\n" + planted
    assert board_walks(source, "search.py") != []
