"""Write js/view.d.ts, the front end's type of the ``view`` trait, from Python's schema
(kamisado_widget/protocol/schema.py): the View is described once, in Python, and the JS's type
checker (``npm run typecheck``) reads this file. ``tests/protocol/test_view_types.py`` checks that the
committed file is what this script writes now.

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
// The `view` trait's type, generated from kamisado_widget/protocol/schema.py by
// scripts/view_types.py: do not edit by hand (tests/protocol/test_view_types.py checks it is current).
// A field Python types as Any is `any` here: the page reads its parts as it needs them.
"""


def ts_type(hint: Any, named: dict[str, type]) -> str:
    """The TypeScript form of a Python type hint; a TypedDict is named (and collected in ``named``)."""
    if hint is Any:
        return "any"
    if hint is type(None) or hint is None:
        return "null"
    if is_typeddict(hint):
        named.setdefault(hint.__name__, hint)
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
    if origin is dict:
        return f"Record<{ts_type(args[0], named)}, {ts_type(args[1], named)}>"
    raise TypeError(f"scripts/view_types.py cannot write {hint!r} as TypeScript: add it to ts_type")


def interface(cls: type, named: dict[str, type]) -> str:
    """One ``export interface`` with a line per field, in the schema's order."""
    lines = [f"export interface {cls.__name__} {{"]
    for name, hint in get_type_hints(cls).items():
        lines.append(f"  {name}: {ts_type(hint, named)};")
    return "\n".join([*lines, "}"])


def declarations() -> str:
    """The whole text of js/view.d.ts: View first, then each TypedDict it names."""
    from kamisado_widget.protocol.schema import View

    named: dict[str, type] = {"View": View}
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
