"""Intents sent by the front-end, handled the way anywidget delivers custom messages."""

import pytest

from kamisado_widget import KamisadoWidget


def send(widget, content):
    """Deliver `content` as the front-end's `model.send(content)` does."""
    widget._handle_custom_msg(content, [])


def test_select_message_sets_selected_and_describes_the_square():
    w = KamisadoWidget()
    send(w, {"type": "select", "square": "d1"})
    assert w.selected == "d1"
    assert w.message == "d1: Yellow square with Black's Yellow tower."


def test_selecting_an_empty_square_says_it_is_empty():
    w = KamisadoWidget()
    send(w, {"type": "select", "square": "d4"})
    assert w.selected == "d4"
    assert w.message == "d4: Brown square, empty."


def test_a_later_select_replaces_the_earlier_one():
    w = KamisadoWidget()
    send(w, {"type": "select", "square": "d1"})
    send(w, {"type": "select", "square": "h8"})
    assert w.selected == "h8"
    assert "Gold's Brown tower" in w.message


@pytest.mark.parametrize(
    ("content", "expected_words"),
    [
        (["select", "d1"], ["expected a dict", "list"]),
        ({"square": "d1"}, ['no "type"']),
        ({"type": "jump", "square": "d1"}, ["unknown type", "'jump'"]),
        ({"type": "select"}, ['"select"', 'no "square"']),
        ({"type": "select", "square": 11}, ["square", "int"]),
        ({"type": "select", "square": None}, ["square", "NoneType"]),
        ({"type": "select", "square": "z9"}, ["'z9' is not a square"]),
        ({"type": "select", "square": "D1"}, ["'D1' is not a square"]),
        ({"type": "select", "square": ""}, ["'' is not a square"]),
    ],
)
def test_bad_messages_explain_the_problem_and_change_nothing(content, expected_words):
    w = KamisadoWidget()
    send(w, {"type": "select", "square": "e8"})
    board_before = w.board
    send(w, content)
    assert w.selected == "e8"
    assert w.board == board_before
    for words in expected_words:
        assert words in w.message


def test_python_observers_see_a_selection_made_on_the_board():
    w = KamisadoWidget()
    calls = []
    w.observe(lambda change: calls.append(change["new"]), names="selected")
    send(w, {"type": "select", "square": "a1"})
    assert calls == ["a1"]


def test_python_select_sets_selected():
    w = KamisadoWidget()
    w.select("a8")
    assert w.selected == "a8"
    assert w.message == "a8: Orange square with Gold's Orange tower."


@pytest.mark.parametrize(("square", "error"), [("i1", ValueError), ("a0", ValueError), (4, TypeError)])
def test_python_select_rejects_bad_squares_clearly(square, error):
    w = KamisadoWidget()
    with pytest.raises(error, match="square"):
        w.select(square)
    assert w.selected == ""
