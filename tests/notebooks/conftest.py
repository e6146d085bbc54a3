"""A test of a German notebook speaks German: a test whose parameters name a notebook of the German course
(``"de/02_moving.ipynb"``, ``"de/02_moving"``) runs with German chosen as the lesson's first cell chooses it
(``set_language("de")``), so the boards, refusals and the package's sentences it checks are the German ones the
learner of that course sees."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from helpers.notebook_files import choosing, language_of


def _language(params: dict[str, object]) -> str:
    for value in params.values():
        for item in value if isinstance(value, tuple) else (value,):
            if isinstance(item, str) and language_of(item) != "en":
                return language_of(item)
    return "en"


@pytest.fixture(autouse=True)
def course_language(request: pytest.FixtureRequest, own_progress_file: object) -> Iterator[str]:
    """The language of the notebook the test is about (English when it names none), chosen after the root
    conftest has chosen the default."""
    callspec = getattr(request.node, "callspec", None)
    language = _language(callspec.params) if callspec else "en"
    if language == "en":
        yield language
        return
    with choosing(language):
        yield language
