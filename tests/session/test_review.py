"""The board session's game review (session/review.py): the view field's shape, its progress one position per
step (no new version), stale work dropped, refusals, and the review kept with a saved record."""

import pytest

from kamisado_widget.engine import Match, NotationError
from kamisado_widget.engine.catalogue import _, speaking
from kamisado_widget.protocol.dispatch import carry_out
from kamisado_widget.protocol.intents import parse_intent
from kamisado_widget.protocol.view import session_view
from kamisado_widget.session import BoardSession
from kamisado_widget.session.review import ReviewError

# Random play from the standard opening: Black throws the win away at move 3, Gold at move 10; Black wins.
ROUND = "b1-b7 a8-a3 g1-h2 f8-f6 a1-c3 h8-h7 f1-b5 c8-g4 b5-d7 g8-c4 b7-a8"


def finished(target: int = 1) -> BoardSession:
    session = BoardSession(Match(target))
    for move in ROUND.split():
        session.play(move)
    session._reviews.max_nodes = 60_000
    return session


def test_no_review_field_while_the_round_is_played():
    session = BoardSession(Match())
    session.play("b1-b7")
    assert session_view(session)["review"] is None
    with pytest.raises(ReviewError, match="finish the round first"):
        session.review()


def test_the_view_field_after_a_review():
    session = finished()
    assert session_view(session)["review"] == {"offer": True, "progress": None, "heading": None, "svg": None,
                                               "mistakes": []}
    review = session.review()
    field = session_view(session)["review"]
    assert set(field) == {"offer", "progress", "heading", "svg", "mistakes"}
    assert field["progress"] is None and field["offer"] is True
    assert field["heading"] == review.heading() == _("Review of round {round}: {count} wins were thrown away.").format(
        round=1, count=2)
    assert field["svg"].startswith("<svg") and "<script" not in field["svg"]
    assert [m["ply"] for m in field["mistakes"]] == [3, 10]
    for mistake in field["mistakes"]:  # the replay shows the mistake as the last move
        assert session.match.events[mistake["ply"] - 1].text() == ROUND.split()[mistake["ply"] - 1]
        assert mistake["text"].startswith(f"Move {mistake['ply']}, ")


def test_the_page_review_runs_one_position_per_step_without_a_new_version():
    session = finished()
    steps = []
    session.review_timer = lambda step: steps.append(step) or step  # scheduled
    carry_out(session, parse_intent({"type": "review", "version": session.version}))
    version = session.version
    seen = []
    while steps:
        seen.append(session_view(session)["review"]["progress"])
        steps.pop(0)()
    assert seen == [{"done": n, "total": 12} for n in range(12)]
    assert session.version == version  # a click made meanwhile is still current
    assert session_view(session)["review"]["heading"] is not None


def test_the_page_review_without_a_timer_runs_at_once():
    """Outside a running event loop (no timer) the page's review runs inside its message's one action."""
    session = finished()
    heard = []
    session.on_change(lambda: heard.append(session_view(session)["review"]["heading"]))
    assert session.answer(carry_out, session, parse_intent({"type": "review", "version": session.version})) is None
    assert heard == [_("Review of round {round}: {count} wins were thrown away.").format(round=1, count=2)]


def test_a_review_of_a_round_taken_back_is_dropped():
    session = finished()
    steps = []
    session.review_timer = lambda step: steps.append(step) or step  # scheduled
    session.review(wait=False)
    steps.pop(0)()
    session.undo()
    while steps:
        steps.pop(0)()
    field = session_view(session)["review"]
    assert field is None  # the round is no longer over, and nothing was kept for it


def test_a_replayed_earlier_round_is_the_round_reviewed():
    session = finished(target=3)
    session.fill("left")
    session.play(session.match.legal_moves()[0])
    assert session_view(session)["review"] is None  # round 2 goes on
    session.replay(5)
    review = session.review()
    assert review.round_number == 1 and len(review.entries) == 11


def test_a_refused_review_intent_says_why():
    session = BoardSession(Match())
    session.play("b1-b7")
    error = session.answer(carry_out, session, parse_intent({"type": "review", "version": session.version}))
    assert isinstance(error, ReviewError)
    assert session.ui.message["text"].endswith(
        _("The review grades a finished round: finish the round first, or load a record."))
    assert session.ui.message["kind"] == "error"


def test_a_saved_record_keeps_the_review(tmp_path):
    session = finished()
    review = session.review()
    path = tmp_path / "round.txt"
    session.save(path)
    text = path.read_text()
    assert f"review 1: {review.tokens()}\n" in text
    loaded = BoardSession(Match())
    loaded.load(path)
    field = session_view(loaded)["review"]
    assert field["heading"] == review.heading() and field["svg"] == review.svg()
    assert field["mistakes"] == session_view(session)["review"]["mistakes"]


def test_a_loaded_record_offers_a_review_of_an_unfinished_round(tmp_path):
    session = BoardSession(Match())
    for move in ROUND.split()[:4]:
        session.play(move)
    path = tmp_path / "part.txt"
    session.save(path)
    loaded = BoardSession(Match())
    loaded.load(path)
    loaded._reviews.max_nodes = 60_000
    assert session_view(loaded)["review"]["offer"] is True
    assert len(loaded.review().entries) == 4
    loaded.play(ROUND.split()[4])  # played on: a game in progress again, not offered before the round ends
    assert session_view(loaded)["review"] is None
    with pytest.raises(ReviewError):
        loaded.review()


def test_a_review_line_that_does_not_fit_its_round_is_refused(tmp_path):
    session = finished()
    text = session.match.record() + "review 1: b17/9:a1-a5 ?\n"
    with pytest.raises(NotationError, match="record line 5: review: expected 12 values"):
        BoardSession(Match()).load_record(text)
    with pytest.raises(NotationError, match="the record has no round 2"):
        BoardSession(Match()).load_record(session.match.record() + "review 2: ?\n")


def test_german_review_heading():
    session = finished()
    with speaking("de"):
        review = session.review()
        assert session_view(session)["review"]["heading"] == (
            "Auswertung der Runde 1: 2 Gewinne wurden verschenkt.") == review.heading()
