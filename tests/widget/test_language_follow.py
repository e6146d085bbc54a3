"""A board that follows the notebook's language is drawn again at once when ``set_language`` changes it; a board
with a language of its own keeps it; a board that is gone is forgotten."""

from __future__ import annotations

import gc

import pytest

from kamisado_widget import KamisadoWidget
from kamisado_widget.engine.catalogue import _followers, follow_language, language, set_language, speaking
from kamisado_widget.protocol.page_words import page_words


@pytest.fixture(autouse=True)
def _notebook_language_back():
    yield
    set_language(None)


def german_words() -> dict[str, str]:
    with speaking("de"):
        return page_words()


def test_set_language_redraws_a_following_board_at_once():
    w = KamisadoWidget()
    w.play("c1-c6")
    english_words, english_status = w.words, w.view["status"]
    set_language("de")
    assert w.words == german_words() != english_words  # no move, no click: drawn again by set_language
    assert w.view["status"] != english_status
    with speaking("de"):
        fresh = KamisadoWidget()
        fresh.play("c1-c6")
    assert w.view["status"] == fresh.view["status"]  # the status line as a German board says it
    set_language("en")
    assert w.words == english_words
    assert w.view["status"] == english_status


def test_a_board_with_its_own_language_keeps_it_when_the_notebook_changes():
    w = KamisadoWidget(language="en")
    english = w.words
    set_language("de")
    assert w.words == english
    assert language() == "de"


def test_set_language_to_the_language_already_spoken_draws_nothing_again():
    w = KamisadoWidget()
    sent: list[str] = []
    w.observe(lambda change: sent.append(change["name"]), names=["words", "view"])
    set_language("en")
    assert sent == []
    set_language("de")
    assert "words" in sent


def test_a_board_inside_another_languages_block_is_drawn_in_the_notebooks_new_language():
    w = KamisadoWidget()
    with speaking("en"):
        set_language("de")  # the block speaks English; the notebook now speaks German
    assert w.words == german_words()


def test_a_board_that_is_gone_is_forgotten():
    """A closed board nothing refers to is freed (anywidget held every board made from a file path: the bundle is
    given as its text) and set_language forgets it, drawing only the boards still there."""
    import weakref

    kept = KamisadoWidget()
    w = KamisadoWidget()
    gone = weakref.ref(w)
    gc.collect()  # boards of earlier tests that nothing refers to any more go first: only these two are counted
    following = sum(ref() is not None for ref in _followers)
    w.close()
    del w
    gc.collect()
    assert gone() is None, "a closed board nothing refers to is still alive"
    set_language("de")  # no error from a board that no longer exists
    assert all(ref() is not None for ref in _followers) and len(_followers) == following - 1
    assert kept.words == german_words()


def test_a_wrong_language_changes_nothing_and_redraws_nothing():
    w = KamisadoWidget()
    english = w.words
    with pytest.raises(ValueError, match="'en', 'de'"):
        set_language("qx-unsupported")  # a code no language will take (not "fr": French may come)
    assert w.words == english and language() == "en"


def test_follow_language_takes_a_bound_method_only():
    with pytest.raises(TypeError, match="bound method"):
        follow_language(print)
