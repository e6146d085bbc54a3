"""``w.review()`` and the page's review intent on a widget: the review returned shows itself as a static chart
(so a notebook's export shows it), the page's review runs between clicks on a running event loop, a record
made with ``record=`` brings its review, and a German board speaks German."""

import asyncio

import pytest
from helpers.front_end import until

from kamisado_widget import KamisadoWidget
from kamisado_widget.engine import Match
from kamisado_widget.engine.ai.review import MoveGrade
from kamisado_widget.engine.catalogue import set_language
from kamisado_widget.widget.review import BoardReview

ROUND = "b1-b7 a8-a3 g1-h2 f8-f6 a1-c3 h8-h7 f1-b5 c8-g4 b5-d7 g8-c4 b7-a8"  # Black throws, Gold throws back


@pytest.fixture(autouse=True)
def _notebook_language_back():
    yield
    set_language(None)


def board(**kwargs) -> KamisadoWidget:
    w = KamisadoWidget(**kwargs)
    for move in ROUND.split():
        w.play(move)
    w.session._reviews.max_nodes = 60_000
    return w


def test_review_returns_a_picture_for_exports():
    w = board()
    review = w.review()
    assert isinstance(review, BoardReview)
    assert [e.grade for e in review.mistakes] == [MoveGrade.THREW, MoveGrade.THREW]
    from IPython.core.formatters import DisplayFormatter

    data, _meta = DisplayFormatter().format(review)
    assert data["image/svg+xml"].startswith("<svg") and "<script" not in data["image/svg+xml"]
    assert review.heading() in data["text/html"]
    assert w.view["review"]["svg"] == data["image/svg+xml"]


def test_the_page_review_runs_between_clicks():
    """On a running event loop the page's review works one position per turn; a click sent meanwhile with the
    version shown is answered at once (a step is no action, so the version stays)."""
    w = board()
    handles = []
    timer = w.session.review_timer
    w.session.review_timer = lambda step: handles.append(timer(step)) or handles[-1]

    async def go():
        w._on_front_end_msg(w, {"type": "review", "version": w.view["version"]}, [])
        assert w.view["review"]["progress"] == {"done": 0, "total": 12}
        w._on_front_end_msg(w, {"type": "replay", "action": "show", "ply": 3, "version": w.view["version"]}, [])
        assert w.replaying == 3  # answered while the review works
        await until(w, lambda: w.view["review"]["heading"] is not None)  # the steps ran from the loop

    asyncio.run(go())
    assert [m["ply"] for m in w.view["review"]["mistakes"]] == [3, 10]
    assert len(handles) == 12, "one step per turn of the loop, each on its own timer"


def test_the_page_review_outside_an_event_loop_runs_at_once():
    w = board()
    w._on_front_end_msg(w, {"type": "review", "version": w.view["version"]}, [])
    assert w.view["review"]["heading"] is not None and w.view["review"]["progress"] is None


def test_a_record_given_to_the_widget_brings_its_review(tmp_path):
    w = board()
    w.review()
    path = tmp_path / "r.txt"
    w.save(path)
    again = KamisadoWidget(record=path.read_text())
    assert again.view["review"]["heading"] == w.view["review"]["heading"]


def test_a_german_board_reviews_in_german():
    w = board(language="de")
    review = w.review()
    assert review.heading() == "Auswertung der Runde 1: 2 Gewinne wurden verschenkt."
    assert w.view["review"]["mistakes"][0]["text"] == (
        "Zug 3, g1-h2: Schwarz verschenkt den Gewinn; mit g1-g2 wäre er geblieben.")
    assert "Schwarz gewinnt" in review._repr_svg_()
    assert isinstance(w.match, Match)
