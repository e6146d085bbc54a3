"""Every message the page can send reaches the widget through ipywidgets' comm handler
(`_handle_msg`); whatever it holds, the widget answers with a message and no exception of any
kind leaves the handler. A refused message changes nothing (issue 13.1, 14.2, 14.3, 14.4)."""

import pytest
from helpers.front_end import board_state, click, custom, escaped, send, sent_states, update

from kamisado_widget import KamisadoWidget
from kamisado_widget.engine import KamisadoError
from kamisado_widget.protocol import dispatch
from kamisado_widget.protocol.intents import SCHEMAS
from kamisado_widget.protocol.view import board_layout_view
from kamisado_widget.widget import board as board_module


def refused(w, content, words):
    """Send ``content``; it must be refused with ``words`` (a text, or several: the field's name, the value,
    its type, in whatever words the catalogue says the rest) in the message and change nothing."""
    before = board_state(w), (w.computer.side, w.computer.level)
    with escaped(w) as escapes:
        custom(w, content)
    assert escapes == [], "an exception escaped the comm handler"
    wanted = (words,) if isinstance(words, str) else words
    assert w.view["message"]["kind"] == "error" and all(word in w.message for word in wanted), w.message
    assert (board_state(w), (w.computer.side, w.computer.level)) == before


# ------------------------------------------------------------------ 13.1 and 14.2: the computer intent
@pytest.mark.parametrize("side", ["blacK", "blac\u212a", "BLACK", "Black", "gold ", " none", "None", "", "white",
                                  "g\u043eld", "black\x00"])
def test_the_computer_intent_refuses_every_side_the_protocol_does_not_list(side):
    """The reproductions of issues 13 and 14: "blacK" and "blac\\u212a" (Kelvin sign) let a KeyError escape."""
    w = KamisadoWidget(target=3)
    refused(w, {"type": "computer", "side": side, "level": 2, "version": w.view["version"]}, "'side'")
    assert "'black', 'gold'" in w.message  # the refusal names the sides there are


@pytest.mark.parametrize("side, level, words", [
    (None, 2, ("'side'", "NoneType")),
    (["black"], 2, ("'side'", "list")),
    ("black", 2.0, ("'level'", "float")),
    ("black", True, ("'level'", "bool")),
    ("black", 0, "'level': 0 "),
    ("black", 5, "'level': 5 "),
    ("black", 10**400, ("'level'", "400")),
], ids=["none", "list", "float", "bool", "zero", "five", "huge"])
def test_the_computer_intent_checks_type_and_range_of_each_field(side, level, words):
    w = KamisadoWidget(target=3)
    refused(w, {"type": "computer", "side": side, "level": level, "version": w.view["version"]}, words)


@pytest.mark.parametrize("side", ["black", "gold", "none"])
def test_the_computer_intent_accepts_exactly_the_documented_sides(side):
    w = KamisadoWidget(target=3)
    custom(w, {"type": "computer", "side": side, "level": 1, "version": w.view["version"]})
    assert w.view["computer"]["side"] == (None if side == "none" else side)


def _string_fields():
    """(intent type, field, a good value) for every string field with a closed set of values."""
    for kind, schema in SCHEMAS.items():
        for f in schema.fields:
            if f.kind is str and f.choices:
                yield kind, f.name, min(f.choices)


@pytest.mark.parametrize("kind, name, good", list(_string_fields()))
def test_every_closed_string_field_is_exact_case_and_names_itself(kind, name, good):
    """Wrong case, a look-alike letter and a huge string are refused the same way for every field."""
    w = KamisadoWidget(target=3)
    base = {"type": kind, "version": w.view["version"]}
    base.update(
        {f.name: min(f.choices) if f.choices else (False if f.kind is bool else 1) for f in SCHEMAS[kind].fields}
    )
    for bad in {good.upper(), good.title(), good.replace("k", "\u212a"), good + "\u0301", "x" * 1_000_000}:
        if bad == good:
            continue
        refused(w, {**base, name: bad}, f"{name!r}:")
        assert len(w.message) < 400, "a refusal quotes a short excerpt, not the whole input"
    refused(w, {**base, name: 7}, (f"{name!r}", "int"))


def test_huge_inputs_are_quoted_as_a_short_excerpt():
    """14.4 on the board: a 1 MB paste or field comes back as a short message."""
    w = KamisadoWidget(target=3)
    refused(w, {"type": "paste", "text": "z" * 1_000_000, "version": w.view["version"]}, "Nothing changed")
    assert len(w.message) <= 400
    refused(w, {"type": "click", "square": "d4", "version": w.view["version"], "q" * 100_000: 1}, "has no field")
    assert len(w.message) <= 400
    refused(w, {"type": "click", "square": "d4", "version": 10**5000}, "already changed")
    assert len(w.message) <= 400


def test_a_one_megabyte_paste_is_refused_with_a_short_message():
    """14.4: a 1 MB paste used to come back as a 1,000,103-character message."""
    w = KamisadoWidget()
    text = "obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard " + "x" * 1_000_000
    with pytest.raises(KamisadoError) as info:
        w.paste(text)
    assert len(str(info.value)) < 400
    send(w, type="paste", text=text)
    assert 0 < len(w.message) < 400 and "…" in w.message


# ------------------------------------------------------------------ 13.1: the final guard
class Unprintable(Exception):
    def __str__(self):
        raise RuntimeError("even the error's text fails")


@pytest.mark.parametrize("error", [KeyError("BLACK"), RuntimeError("boom"), RecursionError(), MemoryError(),
                                   AttributeError("x"), Unprintable()])
def test_an_unexpected_exception_is_reported_as_an_internal_error_and_changes_nothing(monkeypatch, error):
    """A handler that changes the board and then fails (a bug) leaves everything as it was."""
    w = KamisadoWidget(target=3)
    w.play("c1-c6")

    def failing(session, values):
        session.play("a8-a3")
        session.edit()
        raise error

    monkeypatch.setitem(dispatch.HANDLERS, "hint", failing)
    match, before, version = w.match, board_state(w), w.view["version"]
    w._on_front_end_msg(w, {"type": "hint", "version": version}, [])  # raises nothing
    with escaped(w) as escapes:
        custom(w, {"type": "hint", "version": w.view["version"]})
    assert escapes == []
    assert board_state(w) == before and w.match is match and [m.text() for m in w.match.events] == ["c1-c6"]
    assert "internal error" in w.message and w.view["message"]["kind"] == "error"
    assert type(error).__name__ in w.message
    assert w.view["version"] > version, "the page hears of the refusal"
    click(w, "a8")  # the board still works
    assert w.view["selected"] == "a8"


def test_a_failure_while_drawing_is_caught_too(monkeypatch):
    w = KamisadoWidget()
    before = w.position_text
    real = board_module.session_view
    calls = []

    def flaky(session):
        calls.append(1)
        if len(calls) == 1:
            raise ValueError("the view could not be built")
        return real(session)

    monkeypatch.setattr(board_module, "session_view", flaky)
    with escaped(w) as escapes:
        click(w, "c1")
    assert escapes == [] and w.position_text == before and w.view["selected"] is None


def test_edit_mode_is_rolled_back_on_an_unexpected_exception(monkeypatch):
    w = KamisadoWidget()
    w.edit()
    editor = w.session.editor
    custom(w, {"type": "edit", "action": "pick", "tower": "gold-blue", "version": w.view["version"]})
    before = board_state(w), editor.picked

    def failing(e, values):
        e.click(27)  # d4: places the picked tower
        raise IndexError("bug")

    monkeypatch.setitem(dispatch.EDIT_STEPS, "clear", failing)
    custom(w, {"type": "edit", "action": "clear", "version": w.view["version"]})
    assert "internal error" in w.message
    assert (board_state(w), editor.picked) == before and w.session.editor is editor


# ------------------------------------------------------------------ 14.3: Python owns view and board_layout
def test_a_front_end_update_of_view_or_board_layout_is_replaced_by_the_engines():
    """Issue 14.3: a comm update could overwrite `view` with anything (version 10**9, no towers)."""
    w = KamisadoWidget(target=3)
    w.play("c1-c6")
    engine_view, engine_layout = board_module.widget_view(w.session), board_layout_view(w.session.layout)
    sent = sent_states(w)
    with escaped(w) as escapes:
        update(w, {"view": {"version": 10**9, "towers": []}, "board_layout": {"squares": []}, "flipped": True})
    assert escapes == []
    assert w.view == engine_view and w.board_layout == engine_layout
    assert w.view["version"] < 10**9 and len(w.view["towers"]) == 16
    assert w.flipped, "the page may still set the view switches in the same update"
    assert {"view", "board_layout"} <= set().union(*sent), "the engine's values were sent back to the page"
    assert sent[-1]["view"] == engine_view and sent[-1]["board_layout"] == engine_layout
    w.set_state({"view": {}})
    assert w.view == engine_view
    click(w, "a8")
    assert w.view == board_module.widget_view(w.session) and w.view["selected"] == "a8"


def test_a_front_end_update_of_view_is_not_echoed_to_other_pages():
    w = KamisadoWidget()
    echoed = []
    original = w._send

    def recording(msg, buffers=None):
        echoed.append(msg)
        return original(msg, buffers)

    w._send = recording
    update(w, {"view": {"version": 0, "towers": []}})
    assert all(msg.get("state", {}).get("view", {}).get("towers") != [] for msg in echoed)
