"""The editor's Python API takes the words users write — squares like "f3", towers like "black-blue", ranks
as numbers or names — and a wrong argument raises the project's error naming the argument and the form it
takes, never a raw TypeError or AttributeError, and changes nothing (B2, B6)."""

from __future__ import annotations

import pytest

from kamisado_widget import KamisadoWidget
from kamisado_widget.engine import Colour, KamisadoError, Player, Tower, parse_square
from kamisado_widget.engine.catalogue import _
from kamisado_widget.engine.names import tower_name
from kamisado_widget.session.edit_mode import EditError


@pytest.fixture
def w() -> KamisadoWidget:
    w = KamisadoWidget(target=3)
    w.edit()
    return w


def test_towers_squares_and_ranks_in_words(w: KamisadoWidget) -> None:
    editor = w.session.editor
    black_blue, gold_red = tower_name(Player.BLACK, Colour.BLUE, None), tower_name(Player.GOLD, Colour.RED, None)
    assert editor.pick("black-blue") == _("Picked {tower}: click a square to put it there.").format(tower=black_blue)
    assert editor.click("f3") == _("{tower} now stands on {square}.").format(tower=black_blue, square="f3")
    assert editor.set_rank("black-blue", "double sumo") == _("{tower} is now a Double Sumo.").format(tower=black_blue)
    assert editor.set_rank("Black-Blue", 1) == _("{tower} is now a Sumo.").format(tower=black_blue)
    assert editor.remove("gold-red") == _("{tower} is off the board.").format(tower=gold_red)
    blue = Tower(Player.BLACK, Colour.BLUE)
    assert editor.setup.squares[blue.index] == parse_square("f3") and editor.setup.ranks[blue.index] == 1
    assert editor.setup.squares[Tower(Player.GOLD, Colour.RED).index] is None


def test_the_old_forms_still_work(w: KamisadoWidget) -> None:
    """The page's intents hand over a Tower and a square number; both are still taken."""
    editor = w.session.editor
    editor.pick(Tower(Player.GOLD, Colour.PINK))
    assert editor.click(parse_square("d5")) == _("{tower} now stands on {square}.").format(
        tower=tower_name(Player.GOLD, Colour.PINK, None), square="d5")


NOT_A_TOWER = "{argument}: {value} is not a tower: name it like 'black-blue' or 'gold-red' (player-colour)."
NOT_A_SQUARE = "{argument}: {value} is not a square: name it like 'f3' (a file a-h, a rank 1-8)."
NOT_A_RANK = "{argument}: {value} is not a rank (B6): give 0-3 or a name: 'tower', 'sumo', 'double sumo', 'triple sumo'."


@pytest.mark.parametrize(
    ("step", "message", "argument", "value"),
    [
        (lambda e: e.pick("blue"), NOT_A_TOWER, "pick(tower)", "'blue'"),
        (lambda e: e.pick(7), NOT_A_TOWER, "pick(tower)", "7"),
        (lambda e: e.click("f9"), NOT_A_SQUARE, "click(square)", "'f9'"),
        (lambda e: e.click(64), NOT_A_SQUARE, "click(square)", "64"),
        (lambda e: e.click(None), NOT_A_SQUARE, "click(square)", "None"),
        (lambda e: e.remove(["gold-red"]), NOT_A_TOWER, "remove(tower)", "['gold-red']"),
        (lambda e: e.set_rank("black-blue", 4), NOT_A_RANK, "set_rank(rank)", "4"),
        (lambda e: e.set_rank("black-blue", "big"), NOT_A_RANK, "set_rank(rank)", "'big'"),
        (lambda e: e.set_rank("black-blue", True), NOT_A_RANK, "set_rank(rank)", "True"),
        (lambda e: e.set_rank(1, "sumo"), NOT_A_TOWER, "set_rank(tower)", "1"),
    ],
)
def test_a_wrong_argument_names_itself_and_changes_nothing(
    w: KamisadoWidget, step, message: str, argument: str, value: str
) -> None:
    """The catalogue's sentence, with the argument and the value given filled in."""
    editor = w.session.editor
    before = editor.setup, editor.picked, editor.can_undo
    with pytest.raises(EditError) as caught:
        step(editor)
    assert str(caught.value) == _(message).format(argument=argument, value=value)
    assert isinstance(caught.value, KamisadoError)
    assert (editor.setup, editor.picked, editor.can_undo) == before


def test_the_editor_steps_have_docstrings() -> None:
    from kamisado_widget.session.edit_mode import EditSession

    public = [name for name in vars(EditSession) if not name.startswith("_")]
    assert [name for name in public if not getattr(EditSession, name).__doc__] == []
