"""The tutorials' exercises, demos and sets, made by running a lesson's code cells in this process (the same
code nbclient runs in a kernel) and recording each object they create; shared by the notebook and browser tests."""

from __future__ import annotations

import re

from ipywidgets import Widget

from helpers.notebook_files import LANGUAGES, cells, every_language, keeping_language, named
from helpers.widgets_made import let_go_of_widgets_made
from kamisado_widget.engine import square_name
from kamisado_widget.teaching import Exercise

TUTORIALS = [
    "01_which_tower.ipynb", "02_moving.ipynb", "03_sumo.ipynb", "04_scoring_and_matches.ipynb", "04b_refilling.ipynb",
    "05_match.ipynb",
]
WITH_EXERCISES = TUTORIALS[:5]
"""The English lessons with exercises; :data:`EVERY_WITH_EXERCISES` adds their German twins."""
EVERY_TUTORIAL = every_language(TUTORIALS)
EVERY_WITH_EXERCISES = every_language(WITH_EXERCISES)
RULES = (
    ["T1", "T2"]
    + [f"M{i}" for i in range(1, 9)]
    + [f"S{i}" for i in range(1, 12)]
    + [f"P{i}" for i in range(1, 5)]
    + [f"R{i}" for i in range(1, 5)]
    + [f"F{i}" for i in range(1, 6)]
)
SQUARES = [square_name(sq) for sq in range(64)]


def mentions(text: str, rule: str) -> bool:
    """The rule ID as a word of its own: S1 is not found in S10, nor M1 in M12."""
    return re.search(rf"(?<![A-Za-z0-9]){rule}(?![0-9])", text) is not None


def without_rule_ids(text: str) -> str:
    """The text without its "(S5)", "(M6, S11)" citations (a composed message cites each rule once)."""
    return re.sub(r" ?\([A-Z]\d{1,2}(?:[-–, ]+[A-Z]\d{1,2})*\)", "", text)


def created_in(name: str, cls: type, method: str = "__init__") -> list:
    """Run the notebook's code cells here and return every ``cls`` object they created, in order
    (each is recorded when its ``method``, ``__init__`` or a dataclass's ``__post_init__``, has run)."""
    made: list = []
    original = getattr(cls, method)

    def record(self, *args, **kwargs):
        original(self, *args, **kwargs)
        made.append(self)

    setattr(cls, method, record)
    try:
        namespace: dict = {"__name__": "__main__"}
        # a German lesson's set_language("de") ends with its cells; the boards they made are let go of (those the
        # objects made still refer to stay), so no later set_language draws them again
        with let_go_of_widgets_made(), keeping_language():
            for source in cells(name, "code"):
                exec(compile(source, f"{name}:cell", "exec"), namespace)  # noqa: S102 - our own notebooks
    finally:
        setattr(cls, method, original)
    # The objects made stay, but not the cells' own boards and panels: the namespace lives on (a goal's function
    # defined in a cell refers to it), and every board in it would be drawn again at each set_language.
    for key, value in list(namespace.items()):
        if isinstance(value, Widget) and not isinstance(value, cls):
            del namespace[key]
    return made


_built: dict[str, list[Exercise]] = {}


def exercises_of(name: str) -> list[Exercise]:
    """Every Exercise the notebook's code cells create, in order (run once per notebook)."""
    if name not in _built:
        made = created_in(name, Exercise, "__post_init__")
        for ex in made:  # the view a cell showed (an exercise keeps it): a test that shows one makes its own
            ex._view = None
        _built[name] = made
    return _built[name]


def all_exercises(language: str = "en") -> list[tuple[str, int, Exercise]]:
    names = [named(name, language) for name in WITH_EXERCISES]
    return [(name, i, ex) for name in names for i, ex in enumerate(exercises_of(name))]


def every_exercise() -> list[tuple[str, int, Exercise]]:
    """Every exercise of the tutorials, English then German."""
    return [found for language in LANGUAGES for found in all_exercises(language)]


def exercise_text(ex: Exercise) -> str:
    parts = [ex.title, ex.task, ex.success, *ex.hints, *ex.feedback, *ex.feedback.values()]
    parts.append(getattr(ex.goal, "wrong", "") or "")
    return "\n".join(p for p in parts if isinstance(p, str))


def demos_of(name: str) -> list:
    """Every Demo the notebook's code cells create, in order."""
    from kamisado_widget.teaching.course.demo import Demo

    return created_in(name, Demo)
