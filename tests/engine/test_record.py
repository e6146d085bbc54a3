"""Game records: a whole match saves, loads and replays exactly, refill choices included."""

import pytest

from kamisado_widget.engine import Fill, Layout, Match, NotationError, Phase, Player


def short_round(match: Match) -> None:
    """Black's Red runs c1-c7, Gold's Pink answers d8-d6, Red reaches d8 (M7)."""
    for move in ["c1-c7", "d8-d6", "c7-d8"]:
        match.play(move)


def test_record_with_rounds_fills_and_names_replays_exactly():
    m = Match(3)
    m.names[Player.GOLD] = "Bo  Li"
    short_round(m)
    m.fill("right")
    m.play(m.legal_moves()[0])
    text = m.record()
    assert text.splitlines()[:4] == ["kamisado record", "target: 3", "layout: standard", "gold: Bo Li"]
    assert "round 1: c1-c7 d8-d6 c7-d8" in text
    assert "fill: right" in text
    again = Match.from_record(text)
    assert again.text() == m.text()
    assert again.events == m.events
    assert again.names[Player.GOLD] == "Bo Li"
    rounds = again.rounds()
    assert [r.number for r in rounds] == [1, 2]
    assert rounds[0].fill.direction is Fill.RIGHT and rounds[0].fill.player is Player.BLACK
    assert rounds[1].challenger is Player.GOLD


def test_record_from_a_custom_start_keeps_the_start():
    m = Match.from_text("obupyrgn/8/8/8/8/8/8/NGRYPUBO g * - standard target=7 round=1 challenger=g score=0-0")
    m.play(m.legal_moves()[3])
    text = m.record()
    assert "start: obupyrgn/8/8/8/8/8/8/NGRYPUBO g * - standard target=7" in text
    assert Match.from_record(text).text() == m.text()


def test_record_of_a_standard_start_has_no_start_line():
    fresh = Match(7, Layout.MIRRORED)
    text = fresh.record()
    assert "start:" not in text and "layout: mirrored" in text
    assert Match.from_record(text).text() == fresh.text()


@pytest.mark.parametrize(
    "text, words",
    [
        ("round 1: c1-c6", "starts with"),
        ("kamisado record\ncolour: red\n", "unknown header"),
        ("kamisado record\nround 1: c1-c6\ntarget: 3\n", "before the first round"),
        ("kamisado record\nround 2: c1-c6\n", "line 2: expected 'round 1:'"),
        ("kamisado record\nround 1: c1-c6 b8-b3\n", "line 2: T2"),
        ("kamisado record\nround 1: c1-c6 zz\n", "line 2: 'zz' is not a move"),
        ("kamisado record\nround 1: c1-c7 d8-d6 c7-d8\nfill: up\n", "line 3: a fill direction"),
        ("kamisado record\nround 1: c1-c6\nfill: left\n", "line 3: F1"),
        ("kamisado record\ntarget: 3\nlayout: sideways\n", "layout"),
        ("kamisado record\nnonsense\n", "key: value"),
    ],
)
def test_bad_records_name_the_line_and_the_problem(text, words):
    with pytest.raises(NotationError, match=words):
        Match.from_record(text)


def test_record_of_a_finished_match_reports_match_over_on_more_moves():
    m = Match(1)
    short_round(m)
    assert m.phase is Phase.OVER
    with pytest.raises(NotationError, match="R4"):
        Match.from_record(m.record().replace("c7-d8", "c7-d8 a8-a7"))
