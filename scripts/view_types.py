"""Write js/view.d.ts, the front end's types of the ``view``, ``board_layout`` and ``history`` traits, from Python's
schema (kamisado_widget/protocol/schema.py): each is described once, in Python, and the JS's type checker
(``npm run typecheck``) reads this file. ``tests/protocol/test_view_types.py`` checks that the
committed file is what this script writes now.

Every field has a type of its own: a nested TypedDict becomes an interface of its own (named once, written
after the first one that uses it), a list an array, a tuple of fixed length a TypeScript tuple, a dict a Record, ``X | None`` a union with null, and a key
of a ``total=False`` TypedDict an optional field (``pushes?: Shift[]``). ``Any`` has no TypeScript form here:
the schema says what each field holds.

Run after changing the schema: ``.venv/bin/python scripts/view_types.py``.
"""

from __future__ import annotations

import sys
import types
from pathlib import Path
from typing import Any, Union, get_args, get_origin, get_type_hints, is_typeddict

REPO = Path(__file__).resolve().parents[1]
OUTPUT = REPO / "js" / "view.d.ts"
HEADER = """\
// The `view`, `board_layout` and `history` traits' types, generated from kamisado_widget/protocol/schema.py by
// scripts/view_types.py: do not edit by hand (tests/protocol/test_view_types.py checks it is current).
// Each nested object is an interface of its own; a field marked `?` may be left out.
"""


def ts_type(hint: Any, named: dict[str, type]) -> str:
    """The TypeScript form of a Python type hint; a TypedDict is named (and collected in ``named``)."""
    if hint is Any:
        raise TypeError("scripts/view_types.py writes no `any`: give the field a type in the schema")
    if hint is type(None) or hint is None:
        return "null"
    if is_typeddict(hint):
        known = named.setdefault(hint.__name__, hint)
        if known is not hint:
            raise TypeError(f"two TypedDicts are named {hint.__name__}: the page's types need one name each")
        return str(hint.__name__)
    simple = {int: "number", float: "number", str: "string", bool: "boolean"}
    if hint in simple:
        return simple[hint]
    origin, args = get_origin(hint), get_args(hint)
    if origin in (Union, types.UnionType):
        return " | ".join(ts_type(arg, named) for arg in args)
    if origin is list:
        inner = ts_type(args[0], named)
        return f"({inner})[]" if " | " in inner else f"{inner}[]"
    if origin is tuple and args and args[-1] is not Ellipsis:
        return f"[{', '.join(ts_type(arg, named) for arg in args)}]"
    if origin is dict:
        return f"Record<{ts_type(args[0], named)}, {ts_type(args[1], named)}>"
    raise TypeError(f"scripts/view_types.py cannot write {hint!r} as TypeScript: add it to ts_type")


def interface(cls: type, named: dict[str, type]) -> str:
    """One ``export interface`` with a line per field, in the schema's order; a key the TypedDict may leave out
    (one of a ``total=False`` class) is optional."""
    optional: frozenset[str] = getattr(cls, "__optional_keys__", frozenset())
    lines = [f"export interface {cls.__name__} {{"]
    for name, hint in get_type_hints(cls).items():
        lines.append(f"  {name}{'?' if name in optional else ''}: {ts_type(hint, named)};")
    return "\n".join([*lines, "}"])


def declarations() -> str:
    """The whole text of js/view.d.ts: the traits' types (View, BoardLayout, History), then each TypedDict they name,
    in the order they are met."""
    from kamisado_widget.protocol.schema import BoardLayout, History, View

    named: dict[str, type] = {"View": View, "BoardLayout": BoardLayout, "History": History}
    blocks, done = [], set()
    while len(done) < len(named):
        name = next(n for n in named if n not in done)
        blocks.append(interface(named[name], named))
        done.add(name)
    return HEADER + "\n" + "\n\n".join(blocks) + "\n"


def main() -> int:
    OUTPUT.write_text(declarations(), encoding="utf-8")
    print(f"wrote {OUTPUT.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
