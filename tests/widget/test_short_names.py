"""Long player names in the board's sentences: Python sends each sentence that names one again with the
name cut (the view's ``short``), so the page never edits a sentence (it used to rewrite them itself)."""

from __future__ import annotations

from kamisado_widget import KamisadoWidget
from kamisado_widget.widget.short_names import NAME_ROOM, short_name, short_sentences

LONG = "Alexandra Konstantinopolous-Smythe"
CUT = "Alexandra Konstantinopo…"


def test_a_name_past_the_room_is_cut_to_whole_characters_and_an_ellipsis():
    assert short_name(LONG) == CUT and len(CUT) == NAME_ROOM
    assert short_name("Ada") == "Ada"
    assert short_name("x" * NAME_ROOM) == "x" * NAME_ROOM
    emoji = "😀" * 30
    assert short_name(emoji) == "😀" * (NAME_ROOM - 1) + "…"


def test_every_name_is_short_so_nothing_is_sent():
    w = KamisadoWidget(black_name="Ann")
    w.play("c1-c6")
    assert w.view["short"] == {}


def test_each_sentence_naming_a_long_name_comes_with_its_short_form():
    w = KamisadoWidget(target=3, black_name=LONG)
    w.say(f"Well done, {LONG}!")  # a lesson's message naming the learner
    assert w.view["short"] == {w.message: f"Well done, {CUT}!"}
    w.black_name = "Ann"
    assert w.view["short"] == {}


def test_the_move_lists_sentences_are_shortened_too():
    view = {"status": "", "message": {"text": ""}, "move_words": [f"{LONG} passes (M6)."]}
    history = {"rounds": [{"words": [f"{LONG}'s Red moved."], "fill": {"text": f"{LONG} fills", "label": "Round 2"}}]}
    assert short_sentences(view, history, [LONG, "Bo"]) == {
        f"{LONG} passes (M6).": f"{CUT} passes (M6).",
        f"{LONG}'s Red moved.": f"{CUT}'s Red moved.",
        f"{LONG} fills": f"{CUT} fills",
    }


def test_a_long_name_inside_another_is_cut_as_part_of_the_longer_one():
    longer = LONG + " Junior"
    view = {"status": f"{longer} and {LONG}", "message": {"text": ""}}
    cut = short_sentences(view, {}, [LONG, longer])
    assert cut == {view["status"]: f"{short_name(longer)} and {CUT}"}


def test_T2_the_messages_sentence_comes_without_the_rule_the_page_shows_as_a_badge():
    w = KamisadoWidget(target=3)
    w.play("c1-c6")
    w.click("c6")  # Gold must move Orange (T2): refused, with its rule
    message = w.view["message"]
    assert message["rule"] == "T2" and message["text"] == f"T2: {message['sentence']}"
    w.say("Well done.")
    assert w.view["message"]["sentence"] == w.view["message"]["text"] == "Well done."


def test_a_refusal_naming_a_long_name_has_its_short_sentence_too():
    w = KamisadoWidget(target=3, gold_name=LONG)
    w.say(f"T2: {LONG} must move Orange.", "error", "T2")
    sentence = w.view["message"]["sentence"]
    assert sentence == f"{LONG} must move Orange." and w.view["short"][sentence] == f"{CUT} must move Orange."
