"""A goal says why a move is not an answer (``why_not``): ``Goal`` is an abstract base class, so a goal that forgets
``why_not`` is refused when it is made, not when a learner's move reaches it."""

from __future__ import annotations

import inspect

import pytest

from kamisado_widget.teaching.exercises import goals


def test_a_goal_without_why_not_cannot_be_made() -> None:
    class Forgetful(goals.Goal):
        pass

    with pytest.raises(TypeError, match="why_not"):
        Forgetful()
    assert inspect.isabstract(goals.Goal) and goals.Goal.__abstractmethods__ == frozenset({"why_not"})


def test_every_goal_of_the_package_says_why_not() -> None:
    made = [cls for cls in vars(goals).values() if inspect.isclass(cls) and issubclass(cls, goals.Goal)]
    assert [cls.__name__ for cls in made if inspect.isabstract(cls)] == ["Goal"]
