"""The package's public names are the ones docs/using.md lists under "The public API": what a learner, a teacher
or an experimenter calls. A name added to ``kamisado_widget.__all__``, ``kamisado_widget.engine.__all__`` or
``KamisadoWidget`` without its line in the docs (or a listed name gone) fails here."""

from __future__ import annotations

import pathlib
import re

import pytest

import kamisado_widget
from kamisado_widget import engine
from kamisado_widget.widget import KamisadoWidget

DOC = pathlib.Path(__file__).resolve().parents[1] / "docs" / "using.md"


def listed() -> dict[str, set[str]]:
    """The names in backticks of each ``###`` part of the docs' "The public API" section, by the part's title."""
    section = DOC.read_text(encoding="utf-8").split("\n## The public API\n", 1)[1].split("\n## ", 1)[0]
    parts: dict[str, set[str]] = {}
    for part in section.split("\n### ")[1:]:
        title, _, body = part.partition("\n")
        items = "\n".join(line for line in body.splitlines() if line.startswith(("- ", "  ")))
        parts[title.strip()] = set(re.findall(r"`([A-Za-z_][A-Za-z0-9_]*)`", items))
    return parts


def public_attributes(cls: type) -> set[str]:
    return {name for name in vars(cls) if not name.startswith("_")}


ACTUAL = {
    "`kamisado_widget`": lambda: set(kamisado_widget.__all__),
    "A `KamisadoWidget`'s attributes": lambda: public_attributes(KamisadoWidget),
    "`kamisado_widget.engine`": lambda: set(engine.__all__),
}


def test_the_docs_list_each_public_surface_once():
    assert set(listed()) == set(ACTUAL)


@pytest.mark.parametrize("title", list(ACTUAL))
def test_the_public_names_are_the_documented_list(title):
    documented, actual = listed()[title], ACTUAL[title]()
    assert not actual - documented, f"public but not listed in docs/using.md: {sorted(actual - documented)}"
    assert not documented - actual, f"listed in docs/using.md but not public: {sorted(documented - actual)}"


def test_every_listed_name_is_reachable():
    """Each listed name is there to call: an attribute of the package, the engine or the widget class."""
    owners = {"`kamisado_widget`": kamisado_widget, "A `KamisadoWidget`'s attributes": KamisadoWidget,
              "`kamisado_widget.engine`": engine}
    for title, names in listed().items():
        for name in names:
            assert hasattr(owners[title], name), (title, name)


def test_names_used_only_inside_the_engine_are_not_exported():
    """The engine's own helpers stay importable from their modules but are not part of its listed surface."""
    for name in ("RoundRecord", "RoundResult", "RuleError", "colour_at", "fill_order", "home_square",
                 "square_file", "square_rank"):
        assert name not in engine.__all__ and not hasattr(engine, name)
