"""The page's words for explore mode and the game review (js/explore.js, js/review.js) come from the catalogue, in
English and in German."""

from __future__ import annotations

from kamisado_widget.engine.catalogue import _, speaking
from kamisado_widget.protocol.page_words import WORDS, page_words

KEYS = ("explore_group", "explore", "explore_title", "explore_list",
        "review_group", "review", "review_progress", "review_mistakes")


def test_the_explore_and_review_words_are_catalogue_messages() -> None:
    with speaking("en"):
        words = page_words()
        assert all(words[key] == _(WORDS[key]) for key in KEYS)
    assert words["explore"] == "Explore" and words["review"] == "Review"


def test_a_german_board_shows_the_explore_and_review_words_in_german() -> None:
    with speaking("en"):
        english = page_words()
    with speaking("de"):
        german = page_words()
    assert german["explore"] == "Erkunden"
    assert german["review"] == "Runde auswerten"
    assert german["review_mistakes"] == "Fehler: Klicke einen an, um die Stellung zu sehen"
    assert all(german[key] != english[key] for key in KEYS)
