"""The View is described once: js/view.d.ts, the type the front end's checker (``npm run typecheck``)
reads, is generated from Python's schema (kamisado_widget/protocol/schema.py) by scripts/view_types.py,
and the committed file must be what the script writes now."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from typing import Any, TypedDict

REPO = Path(__file__).resolve().parents[2]


def generator() -> Any:
    spec = importlib.util.spec_from_file_location("view_types", REPO / "scripts" / "view_types.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_view_type_is_the_one_the_schema_gives():
    written = (REPO / "js" / "view.d.ts").read_text(encoding="utf-8")
    assert written == generator().declarations(), (
        "js/view.d.ts is not what kamisado_widget/protocol/schema.py gives: run "
        "`.venv/bin/python scripts/view_types.py` and commit js/view.d.ts"
    )


def test_every_view_key_has_one_field_in_the_js_type():
    from kamisado_widget.protocol.schema import VIEW_KEYS

    text = (REPO / "js" / "view.d.ts").read_text(encoding="utf-8")
    block = text.split("export interface View {", 1)[1].split("}", 1)[0]
    fields = re.findall(r"^  (\w+): ", block, flags=re.MULTILINE)
    assert sorted(fields) == sorted(VIEW_KEYS)


class Inner(TypedDict):
    n: int


class Sample(TypedDict):
    a: int
    b: str | None
    c: list[dict[str, Any]]
    d: dict[str, bool]
    e: Inner
    f: list[str | None]


def test_each_kind_of_field_is_written_as_its_typescript_kind():
    named: dict[str, type] = {}
    assert generator().interface(Sample, named).splitlines() == [
        "export interface Sample {",
        "  a: number;",
        "  b: string | null;",
        "  c: Record<string, any>[];",
        "  d: Record<string, boolean>;",
        "  e: Inner;",
        "  f: (string | null)[];",
        "}",
    ]
    assert named == {"Inner": Inner}
