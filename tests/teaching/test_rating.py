"""The practice rating, Glicko-2 (issue 40): the paper's worked example, and what a try does to a rating."""

from __future__ import annotations

import math

from hypothesis import given
from hypothesis import strategies as st

from kamisado_widget.teaching.learner.rating import NEWCOMER, Rating


def test_glickmans_worked_example():
    """Glickman's example: 1500 (deviation 200, volatility 0.06) beats 1400 (30), loses to 1550 (100) and 1700 (300)."""
    r = Rating().after([(1400, 30, 1.0), (1550, 100, 0.0), (1700, 300, 0.0)], start=Rating(1500, 200, 0.06))
    assert math.isclose(r.rating, 1464.06, abs_tol=0.02)
    assert math.isclose(r.deviation, 151.52, abs_tol=0.01)
    assert math.isclose(r.volatility, 0.05999, abs_tol=0.00001)


def test_a_period_without_a_try_only_widens_the_deviation_up_to_a_newcomers():
    r = Rating(1620, 80, 0.06)
    idle = r.after([])
    assert idle.rating == 1620 and idle.deviation > 80 and idle.volatility == 0.06
    assert Rating(1500, 349.99, 0.06).after([]).deviation == NEWCOMER[1]


ratings = st.builds(Rating, st.floats(800, 2400), st.floats(40, 350), st.floats(0.03, 0.09))


@given(ratings, st.floats(600, 2600))
def test_a_solve_raises_a_miss_lowers_and_either_makes_the_rating_surer(r, puzzle):
    solved, missed = r.after_puzzle(puzzle, True), r.after_puzzle(puzzle, False)
    assert missed.rating < r.rating < solved.rating
    # An unsure rating gets surer with every try near it (a sure one may widen a little after a surprise: the
    # volatility grows).
    if r.deviation >= 150 and abs(puzzle - r.rating) <= 400:
        assert solved.deviation < r.deviation and missed.deviation < r.deviation


@given(ratings, st.floats(600, 2600), st.floats(600, 2600))
def test_a_harder_puzzle_is_less_likely_solved_and_moves_more_when_it_is(r, a, b):
    easy, hard = min(a, b), max(a, b)
    assert r.expected(hard) <= r.expected(easy)
    if hard - easy > 1:
        assert r.after_puzzle(hard, True).rating - r.rating > r.after_puzzle(easy, True).rating - r.rating


@given(ratings)
def test_a_rating_is_saved_and_read_back(r):
    back = Rating.from_dict(r.as_dict())
    assert abs(back.rating - r.rating) <= 0.05 and abs(back.deviation - r.deviation) <= 0.05


def test_a_damaged_saved_rating_reads_as_a_newcomers():
    for saved in [None, {}, {"rating": "x", "deviation": 50, "volatility": 0.06}, {"rating": 1500, "deviation": -1,
                  "volatility": 0.06}, {"rating": float("nan"), "deviation": 50, "volatility": 0.06}, [1, 2, 3]]:
        assert Rating.from_dict(saved) == Rating(), saved  # type: ignore[arg-type]
