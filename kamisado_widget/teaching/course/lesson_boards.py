"""The board a lesson needs: which rule families its boards may name, by the lesson (its saved-progress namespace).

The course teaches the rules in order: which tower moves (T, lesson 01), how a tower moves and a round is won
(M, lesson 02), Sumos (S, lesson 03), then points, matches and refilling (P, R, F, lessons 04 and 04b). A board of
an exercise or a demo in the lessons before Sumos speaks of none of the later families: no "not a Sumo", no
promotion, points or match (:mod:`kamisado_widget.session.state`); in lesson 03, of Sumos but not yet of points or
matches. The rules themselves are the engine's, always.

    >>> taught_in("01_which_tower"), taught_in("02_moving"), taught_in("03_sumo"), taught_in("04_scoring_and_matches")
    ('BTD', 'BTMD', 'BTMDS', None)

Lesson 01 teaches which tower moves before 02 names the movement rules: its boards refuse a backward move and end
a round in words, without "M1" or "M7".

A lesson of your own (any other name) gets every family: None, the board's default.
"""

from __future__ import annotations

FIRST_LESSONS: tuple[str, ...] = ("00", "01", "02")
"""The course's lessons before Sumos, by the number their namespace starts with ("01_which_tower")."""

# What those lessons' boards may name: the board (B), which tower moves (T), moving (M), explanations (D).
FIRST_LESSONS_TAUGHT = "BTMD"

SUMO_LESSON, SUMO_LESSON_TAUGHT = "03", "BTMDS"
"""Lesson 03 adds Sumos (S); its boards in a match still name no points, match kind, Challenger or Defender (R, P:
lesson 04)."""


WHICH_TOWER_LESSONS: tuple[str, ...] = ("00", "01")
"""The lessons before the movement rules (M) are named: the welcome page and 01."""
WHICH_TOWER_TAUGHT = "BTD"


def taught_in(lesson: str | None) -> str | None:
    """The rule families the boards of ``lesson`` may name, or None (every family) for any lesson past 03."""
    if lesson and lesson[:2] in WHICH_TOWER_LESSONS and not lesson[2:3].isdigit():
        return WHICH_TOWER_TAUGHT
    if lesson and lesson[:2] in FIRST_LESSONS and not lesson[2:3].isdigit():
        return FIRST_LESSONS_TAUGHT
    if lesson and lesson[:2] == SUMO_LESSON and not lesson[2:3].isdigit():
        return SUMO_LESSON_TAUGHT
    return None


__all__ = ["FIRST_LESSONS", "FIRST_LESSONS_TAUGHT", "SUMO_LESSON", "SUMO_LESSON_TAUGHT", "WHICH_TOWER_LESSONS",
           "WHICH_TOWER_TAUGHT", "taught_in"]
