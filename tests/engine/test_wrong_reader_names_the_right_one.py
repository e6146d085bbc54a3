"""A text given to the wrong reader says which reader to use, word for word (the record, the match text and the
position text look alike to a newcomer)."""

from __future__ import annotations

import pytest

from kamisado_widget.engine import Match, NotationError, Position
from kamisado_widget.engine.catalogue import _


@pytest.fixture
def match() -> Match:
    m = Match(target=3)
    m.play("c1-c6")
    return m


def test_a_match_text_given_to_position_from_text_points_to_match_from_text(match):
    with pytest.raises(NotationError) as err:
        Position.from_text(match.text())
    assert str(err.value) == _(
        "position text: the fields {fields} belong to a match text: read it with Match.from_text").format(
        fields="'challenger, round, score, target'")


def test_a_record_given_to_either_text_reader_points_to_match_from_record(match):
    for read in (Position.from_text, Match.from_text):
        with pytest.raises(NotationError) as err:
            read(match.record())
        assert str(err.value) == _("this is a game record, not a position text: read it with Match.from_record")


@pytest.mark.parametrize("text", ["position", "match"])
def test_a_position_or_match_text_given_to_from_record_points_to_match_from_text(match, text):
    given = match.text() if text == "match" else match.position.text()
    with pytest.raises(NotationError) as err:
        Match.from_record(given)
    assert str(err.value) == _("this is a position or match text, not a game record: read it with Match.from_text")


def test_the_right_readers_still_read_their_texts(match):
    assert Match.from_text(match.text()).text() == match.text()
    assert Position.from_text(match.position.text()) == match.position
    assert Match.from_record(match.record()).record() == match.record()


def test_an_unknown_field_that_is_not_a_match_field_is_still_called_unknown():
    with pytest.raises(NotationError, match=r"unknown field 'colour'"):
        Position.from_text("obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard colour=red")
