"""The intent schemas on their own (kamisado_widget/protocol/intents.py): every field of every intent is
checked the same way, type, then exact case and range, and a refusal names the field."""

import re

import pytest
from helpers.catalogue_pattern import message_pattern

from kamisado_widget.engine import Colour, Fill, Player, Tower
from kamisado_widget.engine.catalogue import _
from kamisado_widget.protocol.intents import EDIT_ACTIONS, SCHEMAS, SETTINGS, Field, IntentError, Schema, parse_intent

GOOD = {
    "hello": {},
    "click": {"square": "d4"},
    "cancel": {},
    "pass": {"square": "h2"},
    "fill": {"direction": "left"},
    "undo": {},
    "redo": {},
    "new_match": {"target": 3, "layout": "standard"},
    "options": {"flipped": True},
    "computer": {"side": "gold", "level": 2},
    "hint": {},
    "analyse": {},
    "explore": {"on": True},
    "review": {},
    "paste": {"text": "obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard"},
    "edit": {"action": "rank", "tower": "gold-blue", "rank": 2},
    "replay": {"action": "show", "ply": 4},
}


def message(kind, **fields):
    versioned = SCHEMAS[kind].versioned
    return {"type": kind, **({"version": 3} if versioned else {}), **GOOD[kind], **fields}


def test_every_intent_type_has_a_well_formed_example_that_passes():
    assert set(GOOD) == set(SCHEMAS)
    for kind in SCHEMAS:
        intent = parse_intent(message(kind))
        assert intent.type == kind and intent.version == (3 if SCHEMAS[kind].versioned else None)


def test_fields_are_read_into_engine_values():
    assert parse_intent(message("fill")).values == {"direction": Fill.LEFT}
    edit = parse_intent(message("edit"))
    assert edit.action == "rank"
    assert edit.values == {"action": "rank", "tower": Tower(Player.GOLD, Colour.BLUE), "rank": 2}
    setting = parse_intent({"type": "edit", "action": "set", "field": "to_move", "value": None, "version": 0})
    assert setting.action == "set" and setting.values == {"action": "set", "field": "to_move", "value": None}


@pytest.mark.parametrize(
    "kind, field, value, words",
    [
        ("click", "square", 27, "'square' must be a square (a1 to h8), not a value of type int"),
        ("click", "square", "D4", "'square': 'D4' is not a square"),
        ("click", "square", "d9", "'square': 'd9' is not a square"),
        ("fill", "direction", "Left", "F1: 'direction': 'Left' is not a fill direction"),
        ("new_match", "target", 4, "R1: 'target': 4 is not a match length"),
        ("new_match", "target", 3.0, "'target' must be a match length: 1, 3, 7 or 15 points, not a value of type float"),
        ("new_match", "layout", "Mirrored", "B4: 'layout': 'Mirrored' is not a layout"),
        ("options", "flipped", 1, "'flipped' must be true or false, not a value of type int"),
        ("computer", "side", "Gold", "'side': 'Gold' is not a side"),
        ("computer", "level", 0, "'level': 0 is not a level"),
        ("computer", "level", False, "'level' must be a level: 1 (Beginner) to 4 (Strong), not a value of type bool"),
        ("paste", "text", None, "'text' must be a text, not a value of type NoneType"),
        ("edit", "action", "Pick", "'action': 'Pick' is not an edit action"),
        ("edit", "tower", "Gold-Blue", "'tower': 'Gold-Blue' is not a tower"),
        ("edit", "rank", 4, "B6: 'rank': 4 is not a rank"),
        ("edit", "rank", -1, "B6: 'rank': -1 is not a rank"),
        ("edit", "version", -1, "'version': -1 is not a view version"),
    ],
)
def test_a_bad_field_is_refused_naming_the_field(kind, field, value, words):
    with pytest.raises(IntentError) as info:
        parse_intent(message(kind, **{field: value}))
    assert words in str(info.value)
    assert info.value.rule == (words.split(":")[0] if words[:2] in ("F1", "R1", "B4", "B6") else None)


@pytest.mark.parametrize(
    "setting, value, what, rule",
    [
        ("turn", "Gold", "a side: {choices}", None),
        ("challenger", "white", "a side: {choices}", None),
        ("to_move", "black-grey", "a tower id such as 'black-red', or null (T1)", None),
        ("layout", "round", "a layout: {choices}", "B4"),
        ("target", 2, "a match length: 1, 3, 7 or 15 points", "R1"),
        ("round", 0, "a round number from 1", None),
    ],
)
def test_every_editor_setting_has_its_own_value_check(setting, value, what, rule):
    assert set(SETTINGS) == {"turn", "challenger", "to_move", "extra_turn", "layout", "target", "round"}
    with pytest.raises(IntentError) as err:
        parse_intent({"type": "edit", "action": "set", "field": setting, "value": value, "version": 0})
    expected = message_pattern(what, whole=False)
    refusal = re.escape(_("{field}: {value} is not {expected}.")).replace(re.escape("{expected}"), expected)
    refusal = refusal.replace(re.escape("{field}"), re.escape("'value'")).replace(re.escape("{value}"),
                                                                                 re.escape(repr(value)))
    assert re.fullmatch((re.escape(f"{rule}: ") if rule else "") + refusal, str(err.value)), str(err.value)


def test_an_editor_switch_that_is_not_true_or_false_names_its_kind():
    with pytest.raises(IntentError) as err:
        parse_intent({"type": "edit", "action": "set", "field": "extra_turn", "value": "yes", "version": 0})
    assert str(err.value) == _("{field} must be {expected}, not a value of type {kind}.").format(
        field="'value'", expected=_("true or false"), kind="str")


def missing(kind: str, field: str) -> str:
    """The catalogue's refusal of a message without a field it needs, as a pattern."""
    return message_pattern("The {type} message has no {field}: it needs {expected}.", type=kind, field=field)


def test_missing_and_unknown_fields_are_named():
    with pytest.raises(IntentError, match=missing("'new_match'", "'layout'")):
        parse_intent({"type": "new_match", "target": 3, "version": 0})
    with pytest.raises(IntentError, match=message_pattern("The {type} message has no field {field}: its fields are {fields}.",
                                                          type="'edit'", field="'square'")):
        parse_intent({"type": "edit", "action": "pick", "tower": "gold-blue", "square": "d4", "version": 0})
    with pytest.raises(IntentError, match=missing("'undo'", "'version'")):
        parse_intent({"type": "undo"})
    with pytest.raises(IntentError, match=message_pattern(
            "A message from the board must be a dict (a JSON object) with a 'type', not {kind}.", kind="list")):
        parse_intent(["click"])


def test_a_new_intent_is_one_row_in_the_table(monkeypatch):
    monkeypatch.setitem(SCHEMAS, "zoom", Schema((Field("factor", int, "a zoom from 1 to 4", low=1, high=4),)))
    assert parse_intent({"type": "zoom", "factor": 2, "version": 0}).values == {"factor": 2}
    with pytest.raises(IntentError, match="'factor': 5 is not a zoom from 1 to 4"):
        parse_intent({"type": "zoom", "factor": 5, "version": 0})
    assert "rank" in EDIT_ACTIONS
