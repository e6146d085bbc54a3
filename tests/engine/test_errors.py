"""Bad input gets a typed error that names the problem, and a rejected call changes nothing."""

import ast
import builtins
import importlib
import pathlib
import pkgutil
import random
import sys
import textwrap

import pytest
from helpers.catalogue_pattern import message_pattern
from hypothesis import given, settings
from hypothesis import strategies as st

from kamisado_widget.engine import (
    Colour,
    IllegalFillError,
    IllegalMoveError,
    InvalidPositionError,
    KamisadoError,
    Match,
    Move,
    NotationError,
    Player,
    Position,
    explain,
    parse_match_state,
    parse_square,
)
from kamisado_widget.engine.catalogue import _
from kamisado_widget.engine.errors import RuleError
from kamisado_widget.engine.names import tower_name

VALID = [
    "obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard target=3 round=1 challenger=b score=0-0",
    "o1upyrgn/8/1B+6/8/3b4/8/8/NGRYPU1O b r push standard",
]
ALPHABET = "obupyrgnNGRYPUBO+12345678/ -*=:abcdefghstandrmio"


def mutate(text: str, rng: random.Random) -> str:
    chars = list(text)
    for _step in range(rng.randint(1, 4)):
        op = rng.randrange(3)
        i = rng.randrange(len(chars) + 1)
        if op == 0 and chars:
            del chars[min(i, len(chars) - 1)]
        elif op == 1:
            chars.insert(i, rng.choice(ALPHABET))
        elif chars:
            chars[min(i, len(chars) - 1)] = rng.choice(ALPHABET)
    return "".join(chars)


@settings(max_examples=400, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), base=st.sampled_from(VALID))
def test_mutated_position_texts_raise_only_engine_errors(seed, base):
    text = mutate(base, random.Random(seed))
    try:
        state = parse_match_state(text)
    except KamisadoError as err:
        assert str(err), "the message names the problem"
    else:
        assert parse_match_state(state.text()) == state


@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=30))
def test_arbitrary_texts_raise_only_engine_errors(text):
    for reader in (parse_match_state, Move.from_text, parse_square, Match.from_record):
        try:
            reader(text)
        except KamisadoError:
            pass


@pytest.mark.parametrize("value", [None, 3, 2.5, ["c1-c6"], b"c1-c6"])
def test_wrong_types_are_refused_with_a_clear_error(value):
    with pytest.raises((KamisadoError, TypeError)) as info:
        Match(3).play(value)
    assert type(value).__name__ in str(info.value)
    for reader in (parse_match_state, Move.from_text, parse_square, Match.from_record):
        with pytest.raises(KamisadoError, match=type(value).__name__):
            reader(value)


def test_a_rejected_move_changes_nothing():
    m = Match(3)
    m.play("c1-c6")
    before = (m.state, m.events, m.text())
    for bad in ["b8-b3", "a8-a9", "a8=", "c6-c7", "a8>a7"]:
        with pytest.raises(KamisadoError) as info:
            m.play(bad)
        assert (m.state, m.events, m.text()) == before
        if isinstance(info.value, RuleError):
            assert info.value.rule and info.value.reason
    with pytest.raises(IllegalFillError):
        m.fill("left")
    assert (m.state, m.events) == before[:2]


def test_an_illegal_move_carries_its_rule_id():
    pos = Position.initial()
    with pytest.raises(IllegalMoveError) as info:
        pos.play(Move.from_text("c1-b1"))
    assert info.value.rule == "M1"
    assert "sideways" in info.value.reason


def test_undo_and_redo_with_nothing_to_do_are_engine_errors():
    m = Match(1)
    with pytest.raises(KamisadoError, match=message_pattern("there is nothing to undo: this is the start of the match")):
        m.undo()
    with pytest.raises(KamisadoError, match=message_pattern("there is nothing to redo")):
        m.redo()


def test_a_new_move_after_undo_clears_redo():
    m = Match(1)
    m.play("c1-c6")
    m.undo()
    assert m.can_redo
    m.play("d1-d5")
    assert not m.can_redo


@pytest.mark.parametrize(
    "text, error, words",
    [
        ("o+++b+++u+++pyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard", InvalidPositionError, "R4: the ranks are worth 21"),
        ("obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard round=²", NotationError, "whole number"),
        ("obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard score=²-0", NotationError, "score"),
        ("obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard target=" + "9" * 5000, NotationError, "whole number"),
        # M7: only one tower can have arrived, and then the loser is to move with no tower named
        ("Nbupyrgo/8/8/8/8/8/8/nGRYPUBO g * - standard result=black:brown:M7", InvalidPositionError, (
            "M7: the round "
            "ends"
        )),
        ("Nbupyrgn/o7/8/8/8/8/8/1GRYPUBO b r push standard result=black:brown:M7", InvalidPositionError, "side field"),
    ],
)
def test_targeted_bad_texts_raise_typed_errors(text, error, words):
    with pytest.raises(error, match=words):
        parse_match_state(text)


def test_record_digits_and_contradicting_headers_are_refused():
    expected = _("expected 'round {round}:', found {value}").format(round=1, value="'round ¹'")
    with pytest.raises(NotationError, match=message_pattern("record line {line}: {problem}", line=2, problem=expected)):
        Match.from_record("kamisado record\nround ¹: c1-c6\n")
    with pytest.raises(NotationError, match="target"):
        Match.from_record("kamisado record\ntarget: ³\n")
    start = Match(3).text()
    with pytest.raises(NotationError, match=message_pattern(
            "record: the header {header} contradicts the start, which has {value}", whole=False)):
        Match.from_record(f"kamisado record\ntarget: 15\nstart: {start}\n")


@pytest.mark.parametrize("target", [3.0, True, "3"])
def test_R1_targets_must_be_whole_numbers(target):
    with pytest.raises(InvalidPositionError, match="R1"):
        Match(target)


NOT_A_SQUARE = "{value} is not a square: squares are 0-63 (a1 = 0, h8 = 63)"


def test_python_api_arguments_are_checked():
    m = Match(3)
    with pytest.raises(NotationError, match=message_pattern(NOT_A_SQUARE, value=64)):
        m.explain(2, 64)
    with pytest.raises(NotationError, match=message_pattern(NOT_A_SQUARE, value=-62)):
        m.explain(-62, 42)
    with pytest.raises(NotationError):
        m.position.tower_at(99)
    for move in ["c1-c7", "d8-d6", "c7-d8"]:
        m.play(move)
    for player in (0, "black"):
        with pytest.raises(TypeError, match="Player.BLACK or Player.GOLD"):
            m.fill("left", player=player)
    assert m.phase.value == "fill"


def test_T1_a_blocked_tower_at_a_free_choice_is_told_to_choose_another():
    pos = Position.from_text("o2pyrgn/8/8/8/8/8/ub6/NGRYPUBO b * - standard")
    verdict = explain(pos, parse_square("a1"), parse_square("a1"))  # Black's Brown on a1 is boxed in
    assert not verdict.legal and verdict.rule == "T1" and verdict.reason == _(
        "{tower} on {square} cannot move, but {player} opens the round and may choose any tower that can.").format(
        tower=tower_name(Player.BLACK, Colour.BROWN, 0), square="a1", player="Black")


# ------------------------------------------------------------------ every exception type in errors.py
def _resolves_to_exception(base: ast.expr, namespace: dict) -> bool:
    """A class's base (a name or a dotted name) is an exception class, looked up in the module's namespace and
    then among the built-ins."""
    parts: list[str] = []
    while isinstance(base, ast.Attribute):
        parts.append(base.attr)
        base = base.value
    if not isinstance(base, ast.Name):
        return False
    obj = namespace.get(base.id, getattr(builtins, base.id, None))
    for part in reversed(parts):
        obj = getattr(obj, part, None)
    return isinstance(obj, type) and issubclass(obj, BaseException)


def exception_classes(package_name: str) -> list[str]:
    """Every exception class defined in a module of the package, at any depth of its code (a class at the top of
    a module, inside a function or inside another class), as "module:line Name"."""
    package = importlib.import_module(package_name)
    names = [package_name] + [m.name for m in pkgutil.walk_packages(package.__path__, package_name + ".")]
    found = set()
    for name in names:
        module = importlib.import_module(name)
        namespace = vars(module)
        classes = set()
        for node in ast.walk(ast.parse(pathlib.Path(module.__file__).read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and any(_resolves_to_exception(b, namespace) for b in node.bases):
                found.add(f"{name}:{node.lineno} {node.name}")
                classes.add(node.name)
        for obj in namespace.values():  # and any made without a class statement
            if (isinstance(obj, type) and issubclass(obj, BaseException) and obj.__module__ == name
                    and obj.__name__ not in classes):
                found.add(f"{name}: {obj.__name__}")
    return sorted(found)


def test_every_exception_type_of_the_engine_is_defined_in_errors():
    """errors.py holds every exception class the engine defines: none is defined in any other module of
    kamisado_widget.engine (its subpackages included)."""
    found = exception_classes("kamisado_widget.engine")
    elsewhere = [f for f in found if not f.startswith("kamisado_widget.engine.errors:")]
    assert elsewhere == [], f"exception classes outside engine/errors.py: {elsewhere}"
    in_errors = {f.rpartition(" ")[2] for f in found}
    assert {"KamisadoError", "SearchAborted", "BookWarning", "LanguageError", "UnreadableFileError", "NotAFileError",
            "TooLargeError", "RuleBookError", "RecordFileError"} <= in_errors


def test_the_exception_check_finds_a_planted_exception_class(tmp_path, monkeypatch):
    """A planted exception class (at the top of a module, inside a function, derived from an engine error
    through a dotted name, in a subpackage) is found; an ordinary class is not."""
    root = tmp_path / "planted_engine"
    (root / "sub").mkdir(parents=True)
    (root / "__init__.py").write_text("")
    (root / "errors.py").write_text("class BaseError(Exception):\n    pass\n")
    (root / "plain.py").write_text("class Fine:\n    pass\n\n\nclass AlsoFine(Fine):\n    pass\n")
    (root / "sub" / "__init__.py").write_text("")
    (root / "sub" / "late.py").write_text(textwrap.dedent("""
        from .. import errors


        class Top(errors.BaseError):
            pass


        def f():
            class Inner(ValueError):
                pass
            return Inner
    """))
    monkeypatch.syspath_prepend(str(tmp_path))
    try:
        assert exception_classes("planted_engine") == [
            "planted_engine.errors:1 BaseError", "planted_engine.sub.late:10 Inner", "planted_engine.sub.late:5 Top",
        ]
    finally:
        for name in [n for n in sys.modules if n == "planted_engine" or n.startswith("planted_engine.")]:
            del sys.modules[name]
