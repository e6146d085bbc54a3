"""Moves and their text notation.

=========  ===========  ===========================================================
kind       text         meaning
=========  ===========  ===========================================================
step       ``c1-c6``    the tower on c1 moves to c6 (M1-M5)
push       ``e4>e5``    the Sumo on e4 pushes the tower(s) in front and steps to e5 (S2)
pass       ``d2=``      the tower on d2 is blocked and makes a zero-length move (M6)
=========  ===========  ===========================================================
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

from .basics import Square, parse_square, square_name
from .catalogue import _
from .errors import NotationError
from .excerpt import excerpt


class MoveKind(enum.Enum):
    STEP = "step"
    PUSH = "push"
    PASS = "pass"


_MOVE_RE = re.compile(r"^\s*([a-h][1-8])\s*(?:(-|>)\s*([a-h][1-8])|(=))\s*$", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Move:
    """A move: which square the moving tower starts on, where it ends, and its kind."""

    kind: MoveKind
    from_square: Square
    to_square: Square

    @classmethod
    def step(cls, from_square: Square, to_square: Square) -> Move:
        return cls(MoveKind.STEP, from_square, to_square)

    @classmethod
    def push(cls, from_square: Square, to_square: Square) -> Move:
        return cls(MoveKind.PUSH, from_square, to_square)

    @classmethod
    def pass_(cls, square: Square) -> Move:
        return cls(MoveKind.PASS, square, square)

    @property
    def is_pass(self) -> bool:
        return self.kind is MoveKind.PASS

    @property
    def is_push(self) -> bool:
        return self.kind is MoveKind.PUSH

    def text(self) -> str:
        """The move in the project's notation (see the module docstring)."""
        a = square_name(self.from_square)
        if self.kind is MoveKind.PASS:
            return a + "="
        sep = ">" if self.kind is MoveKind.PUSH else "-"
        return a + sep + square_name(self.to_square)

    __str__ = text

    @classmethod
    def from_text(cls, text: str) -> Move:
        """Read a move such as ``c1-c6``, ``e4>e5`` or ``d2=``."""
        if not isinstance(text, str):
            raise NotationError(_("a move must be a text such as 'c1-c6', not {kind}").format(kind=type(text).__name__))
        m = _MOVE_RE.match(text)
        if m is None:
            raise NotationError(
                _("{value} is not a move: write a step as 'c1-c6', a push as 'e4>e5', a pass as 'd2='").format(
                    value=excerpt(text)
                )
            )
        a = parse_square(m.group(1))
        if m.group(4):
            return cls.pass_(a)
        b = parse_square(m.group(3))
        if a == b:
            raise NotationError(
                _("{value} starts and ends on the same square: write a pass as '{square}='").format(
                    value=excerpt(text), square=m.group(1)
                )
            )
        kind = MoveKind.PUSH if m.group(2) == ">" else MoveKind.STEP
        return cls(kind, a, b)

    def __repr__(self) -> str:
        return f"Move.from_text({self.text()!r})"
