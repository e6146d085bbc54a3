"""A learner's practice rating: Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2012).

A rating is three numbers on the Glicko scale: the rating itself (1500 for a newcomer), its deviation (how
unsure it is: 350 for a newcomer, smaller with every puzzle tried) and its volatility (how much it swings). Each
puzzle tried is a game against the puzzle, whose own rating is fixed when the bank is made: solved scores 1, not
solved 0. A rating period is one puzzle, so the rating moves after every try, as on puzzle sites.

    >>> r = Rating().after([(1400, 30, 1.0), (1550, 100, 0.0), (1700, 300, 0.0)], start=Rating(1500, 200, 0.06))
    >>> round(r.rating, 2), round(r.deviation, 2), round(r.volatility, 6)
    (1464.05, 151.52, 0.059996)

(The paper rounds its steps and prints 1464.06.)
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

SCALE = 173.7178  # Glicko-2's factor between the Glicko scale and its own
TAU = 0.5  # the system constant: how much the volatility may change (0.3 to 1.2; smaller is steadier)
EPSILON = 0.000001  # the volatility's iteration stops within this
NEWCOMER = (1500.0, 350.0, 0.06)
PUZZLE_DEVIATION = 60.0  # a bank puzzle's rating is fixed: it is a sure opponent


@dataclass(frozen=True)
class Rating:
    """A Glicko-2 rating on the Glicko scale (a value object: :meth:`after` gives a new one)."""

    rating: float = NEWCOMER[0]
    deviation: float = NEWCOMER[1]
    volatility: float = NEWCOMER[2]

    def after(self, games: Iterable[tuple[float, float, float]], start: Rating | None = None) -> Rating:
        """The rating after one rating period of ``games`` (opponent's rating, opponent's deviation, score 0-1),
        from ``start`` (this rating by default). A period without games only widens the deviation."""
        me = start if start is not None else self
        mu, phi, sigma = (me.rating - 1500) / SCALE, me.deviation / SCALE, me.volatility
        played = [((r - 1500) / SCALE, rd / SCALE, s) for r, rd, s in games]
        if not played:
            return Rating(me.rating, min(math.sqrt(phi**2 + sigma**2) * SCALE, NEWCOMER[1]), sigma)
        # Steps 3 and 4: the estimated variance from the games alone, and the improvement they show.
        v_inv, delta_sum = 0.0, 0.0
        for mu_j, phi_j, score in played:
            g = _g(phi_j)
            e = _expected(mu, mu_j, phi_j)
            v_inv += g * g * e * (1 - e)
            delta_sum += g * (score - e)
        v = 1 / v_inv
        delta = v * delta_sum
        sigma = _new_volatility(phi, sigma, v, delta)  # step 5
        phi_star = math.sqrt(phi**2 + sigma**2)  # step 6
        phi = 1 / math.sqrt(1 / phi_star**2 + 1 / v)  # step 7
        mu = mu + phi**2 * delta_sum
        return Rating(mu * SCALE + 1500, phi * SCALE, sigma)  # step 8

    def after_puzzle(self, puzzle_rating: float, solved: bool) -> Rating:
        """The rating after one puzzle of ``puzzle_rating`` tried: solved or not."""
        return self.after([(puzzle_rating, PUZZLE_DEVIATION, 1.0 if solved else 0.0)])

    def expected(self, puzzle_rating: float) -> float:
        """The chance, as this rating sees it, of solving a puzzle of ``puzzle_rating``."""
        return _expected((self.rating - 1500) / SCALE, (puzzle_rating - 1500) / SCALE, PUZZLE_DEVIATION / SCALE)

    def as_dict(self) -> dict[str, float]:
        """The rating as saved with a learner's progress (rounded: 0.1 rating point is below any use)."""
        return {"rating": round(self.rating, 1), "deviation": round(self.deviation, 1),
                "volatility": round(self.volatility, 6)}

    @classmethod
    def from_dict(cls, saved: Mapping[str, Any] | None) -> Rating:
        """A saved rating; a newcomer's for anything that is not one (a missing or damaged entry loses only it)."""
        try:
            assert saved is not None
            values = [float(saved[k]) for k in ("rating", "deviation", "volatility")]
        except (AssertionError, KeyError, TypeError, ValueError):
            return cls()
        rating, deviation, volatility = values
        if not all(math.isfinite(x) for x in values) or not (0 < deviation <= 350 and 0 < volatility < 1):
            return cls()
        return cls(min(max(rating, 100.0), 3500.0), deviation, volatility)


def _g(phi: float) -> float:
    return 1 / math.sqrt(1 + 3 * phi**2 / math.pi**2)


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1 / (1 + math.exp(-_g(phi_j) * (mu - mu_j)))


def _new_volatility(phi: float, sigma: float, v: float, delta: float) -> float:
    """Step 5: the new volatility, by the Illinois algorithm on the paper's f(x)."""
    a = math.log(sigma**2)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta**2 - phi**2 - v - ex) / (2 * (phi**2 + v + ex) ** 2) - (x - a) / TAU**2

    big_a = a
    if delta**2 > phi**2 + v:
        big_b = math.log(delta**2 - phi**2 - v)
    else:
        k = 1
        while f(a - k * TAU) < 0:
            k += 1
        big_b = a - k * TAU
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2
        big_b, f_b = c, f_c
    return math.exp(big_a / 2)


__all__ = ["NEWCOMER", "PUZZLE_DEVIATION", "Rating"]
