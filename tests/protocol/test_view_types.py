"""The View, the BoardLayout and the History are described once: js/view.d.ts, the types the front end's checker
(``npm run typecheck``) reads, is generated from Python's schema (kamisado_widget/protocol/schema.py) by
scripts/view_types.py, and the committed file must be what the script writes now. No JSDoc type in js/ is `any`:
every trait reaches the page typed."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from typing import Any, TypedDict

import pytest

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


def test_each_synced_trait_has_its_interface() -> None:
    text = (REPO / "js" / "view.d.ts").read_text(encoding="utf-8")
    for name in ("View", "BoardLayout", "History"):
        assert f"export interface {name} {{" in text


def test_the_view_type_has_no_any() -> None:
    """Every field of the View, down to the last nested one, has a type of its own: the page never reads a field
    the type checker cannot check (no `any`, so no cast in js/ to say what a field holds)."""
    text = (REPO / "js" / "view.d.ts").read_text(encoding="utf-8")
    code = "\n".join(line for line in text.splitlines() if not line.startswith("//"))
    assert not re.findall(r"\bany\b", code), "js/view.d.ts names `any`: give the field a type in the schema"
    assert not re.findall(r"\bany\b", generator().declarations())


class Inner(TypedDict):
    n: int


Shifted = TypedDict("Shifted", {"from": str, "to": str})


class _Sample(TypedDict):
    a: int
    b: str | None
    c: list[dict[str, int]]
    d: dict[str, bool]
    e: Inner
    f: list[str | None]
    g: list[Shifted] | None
    i: list[tuple[int, str]]


class Sample(_Sample, total=False):
    h: list[Inner]


def test_each_kind_of_field_is_written_as_its_typescript_kind():
    named: dict[str, type] = {}
    assert generator().interface(Sample, named).splitlines() == [
        "export interface Sample {",
        "  a: number;",
        "  b: string | null;",
        "  c: Record<string, number>[];",
        "  d: Record<string, boolean>;",
        "  e: Inner;",
        "  f: (string | null)[];",
        "  g: Shifted[] | null;",
        "  i: [number, string][];",
        "  h?: Inner[];",
        "}",
    ]
    assert named == {"Inner": Inner, "Shifted": Shifted}


class Loose(TypedDict):
    anything: dict[str, Any]


def test_a_field_typed_any_is_refused():
    with pytest.raises(TypeError, match="no `any`"):
        generator().interface(Loose, {})


JSDOC_ANY = re.compile(r"(?:[{(<,:|&]|\.\.\.)\s*any\s*(?:[\]})>,;|&=\[]|$)|\bany\s*\[\]", re.MULTILINE)
"""`any` as a JSDoc type: ``{any}``, ``<string, any>``, ``: any``, ``any[]``, ``(any)``, ``| any``; not the English
word in a comment ("any of them", "(any of its ranks)", "if any.")."""

ANY_ALLOWED: dict[str, str] = {}
"""A JSDoc `any` js/ keeps on purpose: "file: the line's code" -> why it must stay (none now)."""


def jsdoc_anys(text: str) -> list[str]:
    """The lines of ``text`` that name `any` as a type."""
    return [line.strip() for line in text.splitlines() if JSDOC_ANY.search(line)]


def test_the_any_finder_finds_jsdoc_types_only() -> None:
    found = jsdoc_anys(
        "/** @type {any} */\n * @typedef {{ rounds?: Record<string, any>[] }} History\n * get(name: string): any,\n"
        " * on(event: string, callback: (...args: any[]) => void): void,\n/** @type {Array<any>} */\n"
        "// any of the moves, if any. A company: anyone (any of them), any other\n/** @param {string} any name */\n"
        "/** @returns {Promise<any>} */\nconst x = /** @type {any} */ (y);\n"
    )
    assert len(found) == 7


def test_no_js_module_types_anything_as_any() -> None:
    """A value typed `any` is not checked, nor is anything read from it: the page's types say what each trait and
    each field holds (js/view.d.ts, js/types.js), so no module of js/ needs `any` (its tests, js/tests, are not
    type-checked)."""
    found = [f"{path.name}: {line}" for path in sorted((REPO / "js").glob("*.js"))
             for line in jsdoc_anys(path.read_text(encoding="utf-8"))]
    assert [f for f in found if f not in ANY_ALLOWED] == [], "give these a type (or justify one in ANY_ALLOWED)"
