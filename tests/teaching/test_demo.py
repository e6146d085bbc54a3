"""Demonstrations replay a prepared sequence step by step, forwards and back; a demo that cannot be played as
written (an illegal step, captions of the wrong count) is refused when it is made."""

import re
import types

import pytest
from helpers.catalogue_pattern import message_pattern
from helpers.scenarios import PUSH_READY

from kamisado_widget import ExerciseError
from kamisado_widget.engine import Match, NotationError
from kamisado_widget.engine.catalogue import _
from kamisado_widget.teaching.course.demo import Demo
from kamisado_widget.widget.board import KamisadoWidget

START = Match(3).text()


def test_S3_demo_steps_forward_and_back_through_two_pushes():
    demo = Demo(PUSH_READY, ["d4>d5", "d5>d6"], captions=["Start.", "The push.", "Pushing again."])
    assert demo.step == 0 and demo.caption_text == "Start." and demo.prev_button.disabled
    demo.go(1)
    assert demo.board.last_move == "d4>d5" and demo.caption_text == "The push."
    assert "Step 1 of 2" in demo.caption.value
    demo.next_button.click()
    assert demo.step == 2 and demo.next_button.disabled
    demo.prev_button.click()
    assert demo.step == 1 and demo.board.last_move == "d4>d5"
    demo.go(0)
    assert demo.step == 0 and demo.board.position_text == PUSH_READY


def test_S3_autoplay_steps_one_interval_at_a_time_to_the_end_and_pauses_on_a_second_press():
    """Autoplay is a named button (ipywidgets' Play was three buttons without a name, issue 39); its steps come one
    per interval from the kernel's event loop (here a list of the callbacks asked for, run by hand)."""
    demo = Demo(PUSH_READY, ["d4>d5", "d5>d6"], interval_ms=700)
    asked = []
    demo._later = lambda seconds, callback: asked.append((seconds, callback)) or types.SimpleNamespace(cancel=lambda: None)
    demo.autoplay.value = True
    assert demo.autoplay.icon == "pause" and demo.step == 0 and asked[-1][0] == demo.interval / 1000
    asked[-1][1]()
    assert demo.step == 1 and demo.autoplay.value and len(asked) == 2
    demo.autoplay.value = False  # pause: the pending step does nothing
    asked[-1][1]()
    assert demo.step == 1 and demo.autoplay.icon == "play"
    demo.autoplay.value = True
    asked[-1][1]()
    assert demo.step == 2 and not demo.autoplay.value, "the last step ends autoplay"
    demo.autoplay.value = True  # at the end: again from the start
    assert demo.step == 0 and demo.autoplay.value


def test_demo_with_a_fill_step():
    demo = Demo(Match(3).text(), ["c1-c7", "d8-d6", "c7-d8", "fill: left", "a8-a7"])
    demo.go(5)
    assert demo.board.match.round_number == 2
    demo.go(0)
    assert demo.board.match.round_number == 1 and not demo.board.match.events


def test_F1_a_demo_does_not_ask_for_a_refill_it_shows_no_buttons_for():
    """At a won round's end a demo's status scores the round but does not ask the winner to choose a fill:
    its board has no fill buttons, the demo's next step does the filling. A board with them asks by their prompt."""
    demo = Demo(Match(3).text(), ["c1-c7", "d8-d6", "c7-d8", "fill: left"])
    demo.go(3)
    status = demo.board.view["status"]
    assert re.fullmatch(message_pattern(
        "{player} wins round {number} ({how}): {count} point, and {tower} is promoted to {rank} (P1, P2).",
        player="Black", number=1, how=_("home row reached, M7"), count=1), status), status
    assert "refill" not in status and demo.board.view["controls"]["fill"] is False
    board = KamisadoWidget(Match(3).text())
    for move in ["c1-c7", "d8-d6", "c7-d8"]:
        board.play(move)
    # A board with fill buttons: their prompt asks the winner to choose, and the status still only scores the round.
    assert board.view["status"] == status
    assert board.view["fill"]["prompt"] == _(
        "{player} won the round and, as the next round's Defender, chooses how to refill the home rows (F1); "
        "{other} fills the same way (F2).").format(player="Black", other="Gold")


def test_an_illegal_demo_step_is_refused_when_the_demo_is_made():
    with pytest.raises(NotationError, match=message_pattern("demo step {n} ({step}): {error}", whole=False, error="", n=2,
                                                            step="b8-b3") + "T2: "):
        Demo(None, ["c1-c6", "b8-b3"])
    with pytest.raises(ValueError, match="caption"):
        Demo(None, ["c1-c6"], captions=["a", "b", "c"])


def test_demo_captions_of_the_wrong_count_give_the_counts():
    with pytest.raises(ExerciseError, match=message_pattern(
            "Demo: captions must be one per step ({steps}), optionally with one more for the start first ({more}); "
            "it has {count} for {steps} steps", steps=2, more=3, count=1)):
        Demo(START, ["c1-c6", "h8-h7"], captions=["one"])


def test_clicks_on_a_demo_board_are_refused_so_the_demo_never_gets_stuck():
    demo = Demo(PUSH_READY, ["d4>d5", "d5>d6"])
    demo.board.click("d4")
    demo.board.click("c5")
    assert demo.board.message == _("This board replays a demonstration: use Next and Previous.")
    assert demo.board.match.events == ()
    demo.go(2)
    assert demo.board.last_move == "d5>d6"


MUTATORS = {"play", "fill", "undo", "redo"}


def board_match_uses(source: str) -> list[int]:
    """Lines where ``source`` changes a widget's match directly (``….board.match.play(…)``, ``….board.match = …``),
    read from the syntax tree; reading ``board.match`` is allowed."""
    import ast

    def is_board_match(node: ast.AST) -> bool:
        return (isinstance(node, ast.Attribute) and node.attr == "match"
                and isinstance(node.value, ast.Attribute) and node.value.attr == "board")

    tree = ast.parse(source)
    aliases = {  # "match = self.board.match": changing ``match`` changes the board's match
        t.id for node in ast.walk(tree) if isinstance(node, ast.Assign) and is_board_match(node.value)
        for t in node.targets if isinstance(t, ast.Name)
    }

    def changes(node: ast.AST) -> bool:
        if isinstance(node, ast.Assign):
            return any(is_board_match(t) for t in node.targets)
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in MUTATORS):
            return False
        target = node.func.value
        return is_board_match(target) or (isinstance(target, ast.Name) and target.id in aliases)

    return [node.lineno for node in ast.walk(tree) if changes(node)]


def test_the_teaching_layer_changes_a_board_only_through_the_widget() -> None:
    """The widget's rule: read ``w.match`` freely, change it through the widget's methods. The demo and the
    exercises never reach into their board's match (the check catches a planted ``self.board.match.play``)."""
    import pathlib

    from kamisado_widget import teaching

    folder = pathlib.Path(teaching.__file__).parent
    assert {p.name: board_match_uses(p.read_text(encoding="utf-8")) for p in folder.glob("*.py")} == {
        p.name: [] for p in folder.glob("*.py")
    }
    assert board_match_uses("def f(self):\n    self.board.match.play('c1-c6')\n") == [2]
    assert board_match_uses("def f(self):\n    m = self.board.match\n    self.board.match = m\n") == [3]
    assert board_match_uses("def f(self):\n    m = self.board.match\n    m.undo()\n") == [3]
