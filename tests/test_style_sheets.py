"""The style sheet is split by component (js/styles/, one sheet each, imported in order by js/widget.css) and
every rule is scoped under the widget's root class, so the page's other content is never restyled."""

from __future__ import annotations

import pathlib
import re

import pytest

JS = pathlib.Path(__file__).resolve().parents[1] / "js"
SHEETS = sorted((JS / "styles").glob("*.css"))


def without(css: str, *at_rules: str) -> str:
    """``css`` without its comments and the bodies of the named @-rules (``"keyframes"``, ``"font-face"``)."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.DOTALL)
    names = "|".join(at_rules)
    return re.sub(rf"@({names})[^{{]*\{{(?:[^{{}}]*\{{[^{{}}]*\}})*[^{{}}]*\}}", "", css)


def selectors(css: str) -> list[str]:
    """The selectors of the style rules in ``css`` (comments dropped; @-rules' own lines skipped, the rules
    inside @media and @supports kept; @font-face and @keyframes bodies skipped)."""
    css = without(css, "font-face", "keyframes")
    out = []
    for head in re.findall(r"([^{};]+)\{", css):
        head = head.strip()
        if head.startswith("@"):
            continue
        out += [s.strip() for s in head.split(",")]
    return out


def test_the_reader_sees_every_selector_and_skips_at_rules() -> None:
    css = "/* a { } */ .kamisado-widget .a, .kamisado-widget .b { x: 1 } @media (x) { .c { y: 2 } } " \
          "@keyframes k { from { o: 0 } to { o: 1 } }"
    assert selectors(css) == [".kamisado-widget .a", ".kamisado-widget .b", ".c"]


def test_widget_css_imports_every_component_sheet_once() -> None:
    imports = re.findall(r'@import "\./styles/([\w-]+)\.css";', (JS / "widget.css").read_text(encoding="utf-8"))
    assert sorted(imports) == sorted(p.stem for p in SHEETS) and len(imports) == len(set(imports)) >= 8


TEACHING_VIEWS = r"\.(kw-exercise|kw-exercise-set|kw-demo|kw-export-progress)\b"
"""The teaching views that hold a board (teaching.css styles their ipywidgets buttons and labels)."""


@pytest.mark.parametrize("sheet", SHEETS, ids=lambda p: p.name)
def test_every_rule_is_scoped_under_the_widget(sheet: pathlib.Path) -> None:
    """A rule may sit under a theme's marker on <body> (JupyterLab Dark), but always inside the widget; the
    teaching sheet's rules sit inside a teaching view (an exercise, a set, a demo, the course map's export)."""
    root = TEACHING_VIEWS if sheet.name == "teaching.css" else r"\.kamisado-widget\b"
    scoped = re.compile(rf"^(body\[data-jp-theme-light=\"false\"\] )?{root}")
    unscoped = [s for s in selectors(sheet.read_text(encoding="utf-8")) if not scoped.match(s)]
    assert unscoped == []


def animations(css: str) -> list[tuple[str, str]]:
    """(selector, value) of every ``animation`` or ``animation-iteration-count`` declaration in ``css``, those inside
    ``@media`` blocks included (a reduced-motion block's ``none`` comes after the rule it switches off)."""
    css = without(css, "keyframes")
    return [(head.strip(), value.strip())
            for head, body in re.findall(r"([^{};]+)\{([^{}]*)\}", css)
            for value in re.findall(r"animation(?:-iteration-count)?\s*:\s*([^;]+)", body)]


def test_the_animation_reader_finds_declarations_and_skips_keyframes() -> None:
    css = "@keyframes k { 50% { animation: x 1s infinite } } .kamisado-widget .a { color: red; animation: k 1s 3 }"
    assert animations(css) == [(".kamisado-widget .a", "k 1s 3")]


ENDLESS_ALLOWED = {"kw-spin"}  # the computer's thinking spinner: shown only while it thinks, a transform only


@pytest.mark.parametrize("sheet", SHEETS, ids=lambda p: p.name)
def test_no_animation_of_an_idle_board_runs_forever(sheet: pathlib.Path) -> None:
    """The pulse of the tower to move runs a few times, then stops: an endless animation repaints every frame while
    the learner reads, on every board of the page (only the computer's spinner, shown while it thinks, runs on)."""
    for selector, value in animations(sheet.read_text(encoding="utf-8")):
        if "infinite" in value.split():
            assert set(value.split()) & ENDLESS_ALLOWED, f"{sheet.name}: {selector} animates forever ({value})"


def test_the_pulse_of_the_tower_to_move_is_finite() -> None:
    found = [value.split() for selector, value in animations((JS / "styles" / "towers.css").read_text(encoding="utf-8"))
             if selector == '.kamisado-widget .kw-tower[data-mover="true"]']
    pulse = found[0]  # the rule itself; the reduced-motion block's "none" comes after it
    assert found[1:] == [["none"]]
    assert pulse[0] == "kw-pulse" and "infinite" not in pulse and int(pulse[-1]) >= 2
