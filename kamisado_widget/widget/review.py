"""The review :meth:`KamisadoWidget.review <kamisado_widget.widget.board.KamisadoWidget.review>` returns: the
engine's :class:`~kamisado_widget.engine.ai.review.Review`, its sentences and chart in the board's language.

In a notebook it shows itself as the chart (``image/svg+xml``) and as HTML (the summary, the chart and the
mistakes listed), both static: an exported notebook, or a lesson, shows the reviewed round without a kernel.
"""

from __future__ import annotations

from typing import Any

from ..engine.ai.review import MoveReview, Review
from ..engine.catalogue import speaking


class BoardReview:
    """A round's review as a board made it (``review``), speaking the board's ``language`` (None: the notebook's)."""

    def __init__(self, review: Review, language: str | None) -> None:
        self.review, self.language = review, language

    @property
    def entries(self) -> tuple[MoveReview, ...]:
        """Every move of the round with its grade."""
        return self.review.entries

    @property
    def mistakes(self) -> tuple[MoveReview, ...]:
        """The moves that threw a win away."""
        return self.review.mistakes

    def heading(self) -> str:
        with speaking(self.language):
            return self.review.heading()

    def texts(self) -> list[str]:
        """Every move's grade as a sentence."""
        with speaking(self.language):
            return [e.text() for e in self.review.entries]

    def svg(self) -> str:
        with speaking(self.language):
            return self.review.svg()

    def _repr_svg_(self) -> str:
        return self.svg()

    def _repr_html_(self) -> str:
        with speaking(self.language):
            return self.review._repr_html_()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.review, name)

    def __repr__(self) -> str:
        return repr(self.review)


__all__ = ["BoardReview"]
