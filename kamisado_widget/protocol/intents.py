"""Validation of the messages the board sends (docs/widget-protocol.md), before anything acts on them.

Each intent type has a schema: a table of fields. Every field is checked the same way: present,
of the right JSON type, then one of the allowed values (exact case) or within its range. A
refusal is a sentence from the message catalogue that names the field, the value and the form the
field takes (``Field.what``, translated where it is said). Fields the schema does not list are refused too.
A schema may switch on one field (``edit`` on its ``action``, ``set`` on its ``field``) to the
schema of that case. To extend the protocol, add a row here and a handler in the session.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..engine import TARGETS, Fill, KamisadoError, Layout, square_name
from ..engine.ai import LEVELS
from ..engine.catalogue import N_, _
from ..engine.excerpt import excerpt
from ..engine.towers import TOWER_IDS, parse_tower
from ..engine.words import one_of
from .motion import SPEEDS
from .ready import HELLO


class IntentError(KamisadoError):
    """A message from the front-end that is malformed, ill-typed or stale; ``rule`` when a rule says why."""

    def __init__(self, message: str, rule: str | None = None) -> None:
        self.rule = rule
        super().__init__(f"{rule}: {message}" if rule else message)


QUOTE_LIMIT = 40  # characters of a refused value quoted back in the error


def quoted(value: Any) -> str:
    """The engine's excerpt of ``value`` (:func:`~kamisado_widget.engine.excerpt.excerpt`), at most
    :data:`QUOTE_LIMIT` characters of it: a refusal never echoes a huge input."""
    return excerpt(value, QUOTE_LIMIT)


@dataclass(frozen=True)
class Field:
    """One field of an intent: its JSON type, the values allowed, and how to read it."""

    name: str
    kind: type | tuple[type, ...]
    what: str = ""  # the allowed values in words (N_, translated when said): "a square (a1 to h8)"; {choices}
    # in it lists ``choices``
    choices: Collection[Any] | None = None
    low: int | None = None
    high: int | None = None
    nullable: bool = False
    rule: str | None = None  # the rule that makes other values wrong, e.g. R1 for the target
    convert: Callable[[Any], Any] | None = None

    def expected(self) -> str:
        """The form the field takes, in words of the language speaking now: "a square (a1 to h8)"."""
        if self.what:
            listed = one_of([repr(c) for c in self.choices]) if self.choices is not None and "{choices}" in self.what else ""
            return _(self.what).format(choices=listed)
        kinds = self.kind if isinstance(self.kind, tuple) else (self.kind,)
        return _(_KIND_WORDS.get(kinds[0], N_("a value")))

    def check(self, kind: str | None, content: Mapping[str, Any]) -> Any:
        """The field's value in ``content`` (read by ``convert``), or IntentError naming the field and its form;
        ``kind`` is the intent's type (None while the type itself is read)."""
        names = {"field": repr(self.name), "expected": self.expected(), "type": repr(kind)}
        if self.name not in content:
            if kind is None:
                raise IntentError(_("A message from the board has no {field}: it needs {expected}.").format(**names))
            raise IntentError(_("The {type} message has no {field}: it needs {expected}.").format(**names))
        value: Any = content[self.name]
        if value is None and self.nullable:
            return None
        kinds = self.kind if isinstance(self.kind, tuple) else (self.kind,)
        if not isinstance(content[self.name], kinds) or (isinstance(value, bool) and bool not in kinds):
            # Translators: {kind} is a Python type's name ("str", "int", "NoneType").
            raise IntentError(
                _("{field} must be {expected}, not a value of type {kind}.").format(kind=type(value).__name__, **names)
            )
        if (
            (self.choices is not None and value not in self.choices)
            or (self.low is not None and value < self.low)
            or (self.high is not None and value > self.high)
        ):
            raise IntentError(_("{field}: {value} is not {expected}.").format(value=quoted(value), **names), self.rule)
        return self.convert(value) if self.convert is not None else value


_KIND_WORDS: dict[type, str] = {bool: N_("true or false"), str: N_("a text"), int: N_("a whole number")}
# The form of a field that takes any value of its JSON type.


@dataclass(frozen=True)
class Schema:
    """The fields of one intent (or of one case of a switch), and whether it carries a version."""

    fields: tuple[Field, ...] = ()
    versioned: bool = True
    some_of: bool = False  # the fields are optional, but at least one must be given
    switch: Field | None = None  # a field whose value picks one of ``cases``
    cases: Mapping[str, Schema] = field(default_factory=dict)


@dataclass(frozen=True)
class Intent:
    """A checked intent: its ``type``, the case it switched to (``action``), its values and version."""

    type: str
    action: str | None
    values: dict[str, Any]
    version: int | None


SQUARE_NAMES = tuple(square_name(sq) for sq in range(64))
SQUARE = Field("square", str, N_("a square (a1 to h8)"), SQUARE_NAMES)
TOWER = Field("tower", str, N_("a tower ('black-' or 'gold-' and a colour, e.g. 'gold-blue')"), TOWER_IDS,
              convert=parse_tower)
SIDES = ("black", "gold")
LAYOUTS = tuple(layout.value for layout in Layout)
# Translators: the form of a field; {choices} lists the allowed words ("'standard' or 'mirrored'").
LAYOUT = Field("layout", str, N_("a layout: {choices}"), LAYOUTS, rule="B4")
TARGET = Field("target", int, N_("a match length: 1, 3, 7 or 15 points"), tuple(TARGETS), rule="R1")
VERSION = Field("version", int, N_("a view version, a whole number from 0"), low=0)
# Translators: the form of a field; {choices} lists the allowed words ("'black' or 'gold'").
SIDE_WHAT = N_("a side: {choices}")


def _setting(value: Field) -> Schema:
    return Schema((value,))


SETTINGS: dict[str, Schema] = {
    "turn": _setting(Field("value", str, SIDE_WHAT, SIDES)),
    "challenger": _setting(Field("value", str, SIDE_WHAT, SIDES)),
    "to_move": _setting(Field("value", str, N_("a tower id such as 'black-red', or null (T1)"), TOWER_IDS,
                              nullable=True)),
    "extra_turn": _setting(Field("value", bool)),
    "layout": _setting(Field("value", str, LAYOUT.what, LAYOUTS, rule="B4")),
    "target": _setting(Field("value", int, TARGET.what, tuple(TARGETS), rule="R1")),
    "round": _setting(Field("value", int, N_("a round number from 1"), low=1)),
}

EDIT_ACTIONS: dict[str, Schema] = {
    "start": Schema(), "done": Schema(), "cancel": Schema(), "undo": Schema(), "clear": Schema(),
    "pick": Schema((TOWER,)),
    "click": Schema((SQUARE,)),
    "remove": Schema((TOWER,)),
    "rank": Schema((TOWER, Field("rank", int, N_("a rank: 0 (tower), 1 (Sumo), 2 (Double) or 3 (Triple)"), low=0,
                                 high=3, rule="B6"))),
    # Translators: the form of a field; {choices} lists the settings ("'turn', 'challenger' or 'round'").
    "set": Schema(switch=Field("field", str, N_("a setting: {choices}"), SETTINGS), cases=SETTINGS),
}

REPLAY_ACTIONS: dict[str, Schema] = {  # the move list (kamisado_widget/replay.py)
    "show": Schema((Field("ply", int, N_("a position of the match: 0 (its start) to 1000000"), low=0,
                          high=1_000_000),)),
    "step": Schema((Field("by", int, N_("a step: -1 (back) or 1 (forward)"), (-1, 1)),)),
    "live": Schema(),
    "play_on": Schema(),
}

SCHEMAS: dict[str, Schema] = {
    HELLO: Schema(versioned=False),  # a board drawn on the page asks whether the kernel answers yet (ready.py)
    "click": Schema((SQUARE,)),
    "cancel": Schema(),
    "pass": Schema((SQUARE,)),
    "fill": Schema((Field("direction", str, N_("a fill direction: 'left' or 'right'"), tuple(f.value for f in Fill),
                          rule="F1", convert=Fill),)),
    "undo": Schema(),
    "redo": Schema(),
    "new_match": Schema((TARGET, LAYOUT)),
    "options": Schema((Field("flipped", bool), Field("colour_blind", bool),
                       # Translators: the form of a field; {choices} lists the speeds ("'off', 'slow' or 'fast'").
                       Field("animation", str, N_("a speed: {choices}"), SPEEDS)), versioned=False, some_of=True),
    "computer": Schema((Field("side", str, SIDE_WHAT, (*SIDES, "none")),
                        Field("level", int, N_("a level: 1 (Beginner) to 4 (Strong)"), tuple(LEVELS)))),
    "hint": Schema(),
    "analyse": Schema(),
    "explore": Schema((Field("on", bool),)),  # explore mode on or off (session/explore.py)
    "review": Schema(),  # review the round shown (session/review.py)
    "paste": Schema((Field("text", str),)),
    # Translators: the form of a field; {choices} lists the actions ("'start', 'done' or 'cancel'").
    "edit": Schema(switch=Field("action", str, N_("an edit action: {choices}"), EDIT_ACTIONS), cases=EDIT_ACTIONS),
    # Translators: the form of a field; {choices} lists the actions ("'show', 'step' or 'live'").
    "replay": Schema(switch=Field("action", str, N_("a replay action: {choices}"), REPLAY_ACTIONS),
                     cases=REPLAY_ACTIONS),
}

# Translators: the form of a message's type; {choices} lists the types ("'click', 'cancel' or 'pass'").
TYPE = Field("type", str, N_("a message type: {choices}"), SCHEMAS)


def speed_refusal(value: object) -> IntentError:
    """The refusal of an animation speed the page sent that is not one of :data:`SPEEDS`, in the words of the
    ``options`` message's ``animation`` field."""
    speed = next(f for f in SCHEMAS["options"].fields if f.name == "animation")
    return IntentError(
        _("{field}: {value} is not {expected}.").format(field=repr(speed.name), value=quoted(value),
                                                         expected=speed.expected())
    )


def parse_intent(content: Any) -> Intent:
    """Check a message from the board against its schema; raise IntentError naming the first problem and the
    form expected."""
    if not isinstance(content, dict):
        raise IntentError(
            _("A message from the board must be a dict (a JSON object) with a 'type', not {kind}.").format(
                kind=type(content).__name__
            )
        )
    kind = TYPE.check(None, content)
    schema = SCHEMAS[kind]
    version = VERSION.check(kind, content) if schema.versioned else None
    known = {"type"} | ({"version"} if schema.versioned else set())
    values: dict[str, Any] = {}
    action: str | None = None
    while True:
        known |= {f.name for f in schema.fields}
        if schema.some_of:
            given = [f for f in schema.fields if f.name in content]
            if not given and not set(content) - known:
                raise IntentError(
                    _("The {type} message sets none of {fields}: give at least one of them.").format(
                        type=repr(kind), fields=", ".join(f.name for f in schema.fields)
                    )
                )
            values.update((f.name, f.check(kind, content)) for f in given)
        else:
            values.update((f.name, f.check(kind, content)) for f in schema.fields)
        if schema.switch is None:
            break
        case = schema.switch.check(kind, content)
        known.add(schema.switch.name)
        values[schema.switch.name] = case
        action = case if action is None else action
        schema = schema.cases[case]
    unknown = sorted(set(content) - known, key=str)
    if unknown:
        raise IntentError(
            _("The {type} message has no field {field}: its fields are {fields}.").format(
                type=repr(kind), field=quoted(unknown[0]), fields=", ".join(sorted(known))
            )
        )
    return Intent(kind, action, values, version)
