"""A board session speaks the language chosen for it: its refusals, the Pass it offers (M6), the round's end (M7)
and the editor's state come from the German catalogue, and towers are named the German way ("Rot (Schwarz)", after
engine/names.py). The round's end and the editor's state are worded once: the status, the result panel, a click
after the round and the editor's panel say the same sentence (issue 29)."""

from __future__ import annotations

import pytest
from helpers.scenarios import find_match, pass_pending

from kamisado_widget.engine import Match
from kamisado_widget.engine.catalogue import _, speaking
from kamisado_widget.engine.names import tower_name
from kamisado_widget.protocol.dispatch import carry_out
from kamisado_widget.protocol.intents import IntentError, parse_intent
from kamisado_widget.protocol.view import session_view
from kamisado_widget.session.board_session import BoardSession
from kamisado_widget.session.sentences import problems

START = "obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard target=3 round=1 challenger=b score=0-0"
ROUND_01 = ["g1-g4", "c8-c2", "d1-d6", "f8-e7", "g4-c8"]  # Black's Blue reaches c8 (M7)


def won_round(taught: str | None = None) -> BoardSession:
    s = BoardSession(Match.from_text(START))
    if taught is not None:
        s.set_taught(taught)
    for move in ROUND_01:
        s.play(move)
    return s


# ------------------------------------------------------------------ refusals
def test_a_refused_move_on_the_computers_turn_is_said_in_german():
    s = BoardSession(Match(3))
    with speaking("de"):
        s.set_computer("gold")
        assert s.ui.message["text"] == "Der Computer spielt Gold, Spielstärke 2."
        s.play("c1-c6")
        assert s.ui.message["text"].startswith("Rot (Schwarz) zog von c1 nach c6.")
        s.click("c8")  # Gold's turn, the computer's: the board refuses to act for it
        assert s.ui.message == {**s.ui.message, "kind": "warning"}
        assert s.ui.message["text"] == "Gold ist am Zug und wird vom Computer gespielt: Warte auf seinen Zug."
        assert s.match.position.turn.title == "Gold" and len(s.match.events) == 1, "nothing was played"


def test_a_selected_tower_and_an_empty_square_are_said_in_german_naming_the_tower_by_its_colour():
    s = BoardSession(Match(3))
    with speaking("de"):
        s.click("c1")
        text = s.ui.message["text"]
        assert text.startswith("Rot (Schwarz) auf c1: ") and text.endswith(" erlaubte Züge.")
        s.click("c1")
        assert s.ui.message["text"] == "Rot (Schwarz) auf c1 ist nicht mehr ausgewählt."
        s.click("e4")
        assert s.ui.message["text"] == _(
            "The square {square} is empty: first click the tower you want to move, then the square to move it to."
        ).format(square="e4")
        assert s.ui.message["text"].startswith("Das Feld e4 ist leer: ")


def test_a_stale_or_malformed_intent_is_refused_in_german_naming_the_form_expected():
    s = BoardSession(Match(3))
    with speaking("de"):
        old = s.version
        s.click("c1")
        s.answer(carry_out, s, parse_intent({"type": "click", "square": "c6", "version": old}))
        text = s.ui.message["text"]
        assert text == ("Es wurde nichts geändert. Das Brett hatte sich schon geändert, als das ankam: Sieh es dir noch "
                        "einmal an und versuch es dann erneut.")
        assert s.ui.message["kind"] == "error" and len(s.match.events) == 0
        with pytest.raises(IntentError) as refused:
            parse_intent({"type": "click", "square": "z9", "version": 0})
        assert str(refused.value) == _("{field}: {value} is not {expected}.").format(
            field="'square'", value="'z9'", expected="ein Feld (a1 bis h8)"
        )
        # English wording itself (issue 29: the small set)
        assert str(refused.value) != "'square': 'z9' is not a square (a1 to h8)."
        with pytest.raises(IntentError) as refused:
            parse_intent({"type": "new_match", "target": 3, "version": 0})
        assert str(refused.value) == ("Der Nachricht 'new_match' fehlt 'layout': nötig ist ein Brett: 'standard' "
                                      "oder 'mirrored'.")


# ------------------------------------------------------------------ the pass the board offers (M6)
def test_M6_the_pass_offer_and_the_status_of_a_blocked_tower_are_german():
    match = find_match(pass_pending)
    s = BoardSession(match)
    pos = match.position
    sq = next(iter(pos.blocked_chain())).square
    tower = pos.tower_at(sq)
    assert tower is not None
    with speaking("de"):
        view = session_view(s)
        offer = view["pass"]
        assert offer is not None and offer["button"] == "Passen (M6)"
        name = tower_name(tower.player, tower.colour, tower.rank)
        assert "(Schwarz)" in name or "(Gold)" in name
        assert offer["label"] == f"Mit {name} auf {offer['square']} passen"
        assert offer["title"] == f"Mit {name} auf {offer['square']} passen (M6)"
        assert view["status"].endswith(" ist blockiert und muss passen (M6).") and " ist am Zug: " in view["status"]
        s.click(offer["square"])
        assert s.ui.message["text"] == (f"M6: {name} auf {offer['square']} ist blockiert: Drücke „Passen“ unter dem "
                                        "Brett, um zu passen.")


# ------------------------------------------------------------------ the round's end (M7), worded once
def test_M7_the_rounds_end_is_one_sentence_for_the_status_the_panel_and_a_later_click():
    s = won_round()
    view = session_view(s)
    headline = view["round_end"]["headline"]
    assert headline == _("{player} wins round {number} ({how}): {count} point, and {tower} is promoted to {rank} "
                         "(P1, P2).").format(player="Black", number=1, how=_("home row reached, M7"), count=1,
                                             tower="Black's Blue", rank="Sumo")
    assert view["status"] == headline and problems(view["status"]) == []  # the fill buttons ask for the refill (F1)
    first = won_round("BTMD")
    view = session_view(first)
    assert view["status"] == view["round_end"]["headline"] == _("{player} wins the round ({how}).").format(
        player="Black", how=_("home row reached, M7"))
    first.click("a1")
    assert first.ui.message["text"] == _("The round is over.") + " " + view["status"]


def test_M7_the_rounds_end_is_german_with_the_tower_named_the_german_way():
    s = won_round()
    with speaking("de"):
        view = session_view(s)
        assert view["round_end"]["headline"] == (
            "Schwarz gewinnt Runde 1 (Grundreihe erreicht, M7): 1 Punkt, und Blau (Schwarz) steigt zum Sumo auf "
            "(P1, P2)."
        )
        assert view["status"] == view["round_end"]["headline"]
        assert view["fill"]["prompt"].startswith("Schwarz hat die Runde gewonnen")
        assert view["fill"]["options"][0]["label"] == "Von links auffüllen (Ecke Braun)"
        assert view["scoreboard"]["names"] == {"black": "Schwarz", "gold": "Gold"}
    first = won_round("BTMD")
    with speaking("de"):
        assert session_view(first)["status"] == "Schwarz gewinnt die Runde (Grundreihe erreicht, M7)."
        first.click("a1")
        assert first.ui.message["text"] == ("Die Runde ist vorbei. Schwarz gewinnt die Runde (Grundreihe erreicht, "
                                            "M7).")


def test_a_name_a_teacher_gave_is_kept_in_german():
    s = won_round()
    s.rename(s.match.position.result.winner, "Ana")  # type: ignore[union-attr]
    with speaking("de"):
        assert session_view(s)["round_end"]["headline"].startswith("Ana gewinnt Runde 1 ")


# ------------------------------------------------------------------ the editor's state, worded once
def test_the_editors_state_is_one_sentence_in_the_panel_and_the_status():
    """The status shows the editor's state and the live region reads it once; "Edit mode" is said by the
    editor's heading only (it was the heading, the status, the panel and the message)."""
    s = BoardSession(Match(3))
    s.play("c1-c6")
    s.edit()
    view = session_view(s)
    assert view["edit"]["state_text"] == view["status"] == view["announce"] == _(
        "The position is playable. Press Done to play from it."
    )
    assert view["message"]["text"] == "", "entering edit mode leaves no message beside the heading"
    s.edit_step(lambda e: e.clear())
    view = session_view(s)
    assert view["edit"]["state_text"] == view["status"] == view["announce"]
    assert view["status"].startswith(_("The position is not playable yet.") + " ")


def test_the_editor_speaks_german():
    s = BoardSession(Match(3))
    with speaking("de"):
        s.edit()
        view = session_view(s)
        assert view["edit"]["state_text"] == view["status"] == (
            "Die Stellung ist spielbar. Drücke „Fertig“, um von ihr aus zu spielen."
        )
        s.edit_step(lambda e: e.set_rank("black-blue", "sumo"))
        assert s.ui.message["text"] == "Blau (Schwarz) ist jetzt ein Sumo."
        s.edit_step(lambda e: e.pick("gold-red"))
        assert s.ui.message["text"] == "Rot (Gold) genommen: Klicke auf ein Feld, um den Turm dorthin zu stellen."
        s.edit_step(lambda e: e.clear())
        view = session_view(s)
        assert view["edit"]["state_text"] == view["status"]
        assert view["status"].startswith("Die Stellung ist noch nicht spielbar. ")
        assert view["edit"]["scores_text"] == "Punktestand aus den Stufen (P2): Schwarz 0, Gold 0."
        labels = {t["id"]: t["label"] for t in view["edit"]["towers"]}
        assert labels["black-blue"] == "Blau (Schwarz)"


def test_the_pseudo_language_passes_through_compose_whole():
    """A message of the test language ends with its closing mark: compose adds no full stop after it and the
    form checker finds nothing wrong (a sentence ends there, in any language)."""
    s = BoardSession(Match(3))
    with speaking("qps"):
        s.click("c1")
        text = s.ui.message["text"]
        assert text.startswith("⟦") and text.endswith("⟧") and problems(text) == []
        s.refuse(ValueError("odd"))
        assert s.ui.message["text"].startswith("⟦") and s.ui.message["text"].endswith(" Odd.")
