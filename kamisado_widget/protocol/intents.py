"""Validation of the messages the board sends (docs/widget-protocol.md), before anything acts on them.

Each intent type has a schema: a table of fields. Every field is checked the same way: present,
of the right JSON type, then one of the allowed values (exact case) or within its range. A
refusal names the field and the value. Fields the schema does not list are refused too.
A schema may switch on one field (``edit`` on its ``action``, ``set`` on its ``field``) to the
schema of that case. To extend the protocol, add a row here and a handler in the session.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..engine import TARGETS, Fill, KamisadoError, Layout, square_name
from ..engine.ai import LEVELS
from ..engine.excerpt import excerpt
from ..engine.towers import TOWER_IDS, parse_tower
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
    what: str = ""  # the allowed values in words, for the refusal: "a square (a1 to h8)"
    choices: Collection[Any] | None = None
    low: int | None = None
    high: int | None = None
    nullable: bool = False
    rule: str | None = None  # the rule that makes other values wrong, e.g. R1 for the target
    convert: Callable[[Any], Any] | None = None

    def check(self, message: str, content: Mapping[str, Any]) -> Any:
        """The field's value in ``content`` (read by ``convert``), or IntentError naming the field."""
        if self.name not in content:
            raise IntentError(f"{message} has no {self.name!r}")
        value: Any = content[self.name]
        if value is None and self.nullable:
            return None
        kinds = self.kind if isinstance(self.kind, tuple) else (self.kind,)
        if not isinstance(content[self.name], kinds) or (isinstance(value, bool) and bool not in kinds):
            wanted = " or ".join(k.__name__ for k in kinds)
            raise IntentError(f"{self.name!r} must be {wanted}, not {type(value).__name__}")
        if (
            (self.choices is not None and value not in self.choices)
            or (self.low is not None and value < self.low)
            or (self.high is not None and value > self.high)
        ):
            raise IntentError(f"{self.name!r}: {quoted(value)} is not {self.what}", self.rule)
        return self.convert(value) if self.convert is not None else value


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


def _one_of(words: Collection[str]) -> str:
    quoted = [repr(w) for w in words]
    return ", ".join(quoted[:-1]) + " or " + quoted[-1] if len(quoted) > 1 else quoted[0]


SQUARE_NAMES = tuple(square_name(sq) for sq in range(64))
SQUARE = Field("square", str, "a square (a1 to h8)", SQUARE_NAMES)
TOWER = Field("tower", str, "a tower ('black-' or 'gold-' and a colour, e.g. 'gold-blue')", TOWER_IDS,
              convert=parse_tower)
SIDES = ("black", "gold")
LAYOUTS = tuple(layout.value for layout in Layout)
LAYOUT = Field("layout", str, f"a layout: {_one_of(LAYOUTS)}", LAYOUTS, rule="B4")
TARGET = Field("target", int, "a match length: 1, 3, 7 or 15 points", tuple(TARGETS), rule="R1")
VERSION = Field("version", int, "a view version", low=0)
SPEED_WORDS = _one_of(SPEEDS)


def _setting(value: Field) -> Schema:
    return Schema((value,))


SETTINGS: dict[str, Schema] = {
    "turn": _setting(Field("value", str, f"a side: {_one_of(SIDES)}", SIDES)),
    "challenger": _setting(Field("value", str, f"a side: {_one_of(SIDES)}", SIDES)),
    "to_move": _setting(Field("value", str, "a tower id such as 'black-red', or null (T1)", TOWER_IDS, nullable=True)),
    "extra_turn": _setting(Field("value", bool)),
    "layout": _setting(Field("value", str, LAYOUT.what, LAYOUTS, rule="B4")),
    "target": _setting(Field("value", int, TARGET.what, tuple(TARGETS), rule="R1")),
    "round": _setting(Field("value", int, "a round number from 1", low=1)),
}

EDIT_ACTIONS: dict[str, Schema] = {
    "start": Schema(), "done": Schema(), "cancel": Schema(), "undo": Schema(), "clear": Schema(),
    "pick": Schema((TOWER,)),
    "click": Schema((SQUARE,)),
    "remove": Schema((TOWER,)),
    "rank": Schema((TOWER, Field("rank", int, "a rank: 0 (tower), 1 (Sumo), 2 (Double) or 3 (Triple)", low=0, high=3,
                                 rule="B6"))),
    "set": Schema(switch=Field("field", str, f"a setting ({', '.join(SETTINGS)})", SETTINGS), cases=SETTINGS),
}

REPLAY_ACTIONS: dict[str, Schema] = {  # the move list (kamisado_widget/replay.py)
    "show": Schema((Field("ply", int, "a position of the match: 0 (its start) to 1000000", low=0, high=1_000_000),)),
    "step": Schema((Field("by", int, "a step: -1 (back) or 1 (forward)", (-1, 1)),)),
    "live": Schema(),
    "play_on": Schema(),
}

SCHEMAS: dict[str, Schema] = {
    HELLO: Schema(versioned=False),  # a board drawn on the page asks whether the kernel answers yet (ready.py)
    "click": Schema((SQUARE,)),
    "cancel": Schema(),
    "pass": Schema((SQUARE,)),
    "fill": Schema((Field("direction", str, "a fill direction: 'left' or 'right'", tuple(f.value for f in Fill),
                          rule="F1", convert=Fill),)),
    "undo": Schema(),
    "redo": Schema(),
    "new_match": Schema((TARGET, LAYOUT)),
    "options": Schema((Field("flipped", bool), Field("colour_blind", bool),
                       Field("animation", str, f"a speed: {SPEED_WORDS}", SPEEDS)), versioned=False, some_of=True),
    "computer": Schema((Field("side", str, f"a side: {_one_of((*SIDES, 'none'))}", (*SIDES, "none")),
                        Field("level", int, "a level: 1 (Beginner) to 4 (Strong)", tuple(LEVELS)))),
    "hint": Schema(),
    "analyse": Schema(),
    "paste": Schema((Field("text", str),)),
    "edit": Schema(switch=Field("action", str, f"an edit action ({', '.join(EDIT_ACTIONS)})", EDIT_ACTIONS),
                   cases=EDIT_ACTIONS),
    "replay": Schema(switch=Field("action", str, f"a replay action ({', '.join(REPLAY_ACTIONS)})", REPLAY_ACTIONS),
                     cases=REPLAY_ACTIONS),
}

def parse_intent(content: Any) -> Intent:
    """Check a message from the board against its schema; raise IntentError naming the first problem."""
    if not isinstance(content, dict):
        raise IntentError(f"a message from the board must be a dict, not {type(content).__name__}")
    kind = Field("type", str, f"a message type ({', '.join(SCHEMAS)})", SCHEMAS).check("the message", content)
    schema = SCHEMAS[kind]
    label = f"the {kind!r} message"
    version = VERSION.check(label, content) if schema.versioned else None
    known = {"type"} | ({"version"} if schema.versioned else set())
    values: dict[str, Any] = {}
    action: str | None = None
    while True:
        known |= {f.name for f in schema.fields}
        if schema.some_of:
            given = [f for f in schema.fields if f.name in content]
            if not given and not set(content) - known:
                raise IntentError(f"{label} sets none of {', '.join(f.name for f in schema.fields)}")
            values.update((f.name, f.check(label, content)) for f in given)
        else:
            values.update((f.name, f.check(label, content)) for f in schema.fields)
        if schema.switch is None:
            break
        case = schema.switch.check(label, content)
        known.add(schema.switch.name)
        values[schema.switch.name] = case
        action = case if action is None else action
        schema = schema.cases[case]
    unknown = sorted(set(content) - known, key=str)
    if unknown:
        raise IntentError(f"{label} has no field {quoted(unknown[0])}; its fields are {', '.join(sorted(known))}")
    return Intent(kind, action, values, version)
