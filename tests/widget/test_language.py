"""A board's language: ``KamisadoWidget(language="de")`` speaks German whatever the notebook speaks,
``set_language`` chooses the notebook's, ``w.language = ...`` redraws the board in another one."""

from __future__ import annotations

import pytest

import kamisado_widget
from kamisado_widget import KamisadoWidget
from kamisado_widget.engine import IllegalMoveError
from kamisado_widget.engine.catalogue import language, set_language, speaking
from kamisado_widget.engine.errors import LanguageError
from kamisado_widget.protocol.page_words import page_words
from kamisado_widget.session.board_session import BoardSession
from kamisado_widget.session.game import new_match


@pytest.fixture(autouse=True)
def _notebook_language_back():
    yield
    set_language(None)


def german_session_message(move: str, click: str) -> str:
    """The message a board session says when ``click`` is clicked after ``move``, made while speaking German."""
    with speaking("de"):
        session = BoardSession(new_match(None, None, 1, "standard", ()))
        session.play(move)
        session.click(click)
        return str(session.ui.message["text"])


def test_a_german_board_sends_german_page_words_while_the_notebook_speaks_english():
    w = KamisadoWidget(language="de")
    with speaking("de"):
        german = page_words()
    assert w.words == german
    assert w.words != page_words()  # the notebook's English words are not the board's
    assert w.words["undo"] == "↶ Rückgängig" and w.words["rings.2"] == "Stufe 2, 2 Ringe"  # parts/page.po
    assert w.words["square"] == "{square}, Feld {colour}"  # the page fills the placeholders
    assert language() == "en"


def test_a_german_board_says_its_messages_in_german():
    w, english = KamisadoWidget(language="de"), KamisadoWidget()
    for board in (w, english):
        board.play("c1-c6")
        board.click("c6")  # Gold must move Orange (T2): the message names Black's Red
    assert w.message == german_session_message("c1-c6", "c6") != english.message
    assert "Rot (Schwarz)" in w.message  # the tower's German name (engine/names.py)
    assert language() == "en"


def test_a_message_from_the_page_is_answered_in_the_boards_language():
    w = KamisadoWidget(language="de")
    w.play("c1-c6")
    w._on_front_end_msg(w, {"type": "click", "square": "c6", "version": w.view["version"]}, [])
    assert "Rot (Schwarz)" in w.message


def test_a_german_board_refuses_in_german_from_python_and_from_the_page():
    w = KamisadoWidget(language="de")
    w.play("c1-c6")
    with pytest.raises(IllegalMoveError) as info:
        w.play("c6-c1")
    with speaking("de"):
        german = KamisadoWidget(language="en")  # the error the same move raises on an English board, in English
        german.play("c1-c6")
        with pytest.raises(IllegalMoveError) as english:
            german.play("c6-c1")
    assert str(info.value) != str(english.value)
    assert "Rot (Schwarz)" in str(info.value)  # the tower's German name (engine/names.py)


def test_set_language_makes_the_next_board_german_and_its_own_language_wins():
    kamisado_widget.set_language("de")
    w = KamisadoWidget()
    assert w.language is None
    with speaking("de"):
        assert w.words == page_words()
    english = KamisadoWidget(language="en")
    with speaking("en"):
        assert english.words == page_words()


def test_setting_language_redraws_the_board_in_it():
    w = KamisadoWidget(language="de")
    german_words = w.words
    w.language = "en"
    assert w.words == page_words() != german_words
    w.language = "DE"  # any case, read as its language
    assert w.language == "de" and w.words == german_words


@pytest.mark.parametrize("bad", ["qx-unsupported", "", 3])  # never "fr": French may come
def test_a_bad_language_raises_naming_the_choices(bad):
    with pytest.raises(LanguageError, match="'en', 'de'"):
        KamisadoWidget(language=bad)
    w = KamisadoWidget()
    with pytest.raises(LanguageError, match="'en', 'de'"):
        w.language = bad
    assert w.language is None


def test_the_editor_a_german_board_returns_speaks_german():
    from kamisado_widget.engine import Colour, Player, Tower, parse_square

    w, english = KamisadoWidget(language="de"), KamisadoWidget()
    said = []
    for board in (w, english):
        editor = board.edit()
        editor.pick(Tower(Player.BLACK, Colour.RED))
        said.append(editor.click(parse_square("c5")))
    assert "Rot (Schwarz)" in said[0] and said[0] != said[1]
    assert w.edit().setup is w.session.editor.setup  # the same editor, while editing


def test_the_computers_move_later_from_the_event_loop_is_told_in_the_boards_language():
    import asyncio

    from helpers.front_end import until

    async def scenario(language):
        w = KamisadoWidget(target=3, computer="gold", level=1, language=language)
        w.computer_delay = 0.05
        w.play("c1-c6")
        await until(w, lambda: len(w.match.events) == 2)  # the turn runs from the loop, outside any method of the board
        return w.message, w.match.events[-1].text()

    german, move = asyncio.run(scenario("de"))
    english, same_move = asyncio.run(scenario("en"))
    assert move == same_move and german != english  # the same move, told in German only on the German board
    assert language() == "en"
