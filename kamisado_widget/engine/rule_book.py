"""The rules reference: for every rule ID a short title and one sentence saying what the rule asks.

The texts are the project's own words for the rules the engine implements (every ID of
:data:`~kamisado_widget.engine.errors.RULE_IDS`), kept here as catalogue messages so that a learner can read
a rule in the language the board speaks:

>>> rule_title("T2")
'The colour of the last square'
>>> rule_sentence("S6").startswith("A tower on its own home row")
True
"""

from __future__ import annotations

from .catalogue import N_, _
from .errors import RULE_IDS, RuleBookError
from .excerpt import excerpt

__all__ = ["RULES", "rule_sentence", "rule_title"]


RULES: dict[str, tuple[str, str]] = {
    "B1": (N_("Board and colours"),
           N_("The board has 8 by 8 squares, each in one of eight colours: Brown, Green, Red, Yellow, Pink, Purple, "
              "Blue and Orange.")),
    "B2": (N_("Squares and home rows"),
           N_("Files a to h run from left to right and ranks 1 to 8 from bottom to top as Black sits; rank 1 is "
              "Black's home row and rank 8 is Gold's.")),
    "B3": (N_("The standard layout"),
           N_("On the standard board each rank and each file holds every colour once, a1 to h8 is all Brown and "
              "each player has Brown in the left corner of their home row.")),
    "B4": (N_("The mirrored layout"),
           N_("The mirrored board is the standard one with the files swapped left for right; the rules stay the "
              "same.")),
    "B5": (N_("The colour-blind view"),
           N_("Every colour has its own Chinese character, so the board can be read without telling colours "
              "apart.")),
    "B6": (N_("Towers and their ranks"),
           N_("Each player owns eight towers, one per colour, and a tower carries a rank from 0 (plain) through "
              "Sumo, Double and Triple Sumo.")),
    "B7": (N_("The start of a match"),
           N_("At the start every tower waits on its own home row on the square of its own colour, and Black makes "
              "the first move.")),
    "T1": (N_("A free first move"),
           N_("The first move of a round is free: the player to move may choose any of their towers.")),
    "T2": (N_("The colour of the last square"),
           N_("After that, you must move your tower of the colour of the square where your opponent's last move "
              "ended.")),
    "M1": (N_("Forward only"),
           N_("A tower moves straight ahead or diagonally ahead, towards the opponent, never sideways or back.")),
    "M2": (N_("No jumping"),
           N_("A tower may go as many squares as its rank allows, but it cannot pass over another tower.")),
    "M3": (N_("Empty squares only"),
           N_("A tower can only stop on a square where no tower stands.")),
    "M4": (N_("Slipping between corners"),
           N_("A diagonal move may slip between two towers whose corners touch.")),
    "M5": (N_("Move if you can"),
           N_("If the tower that must move has any move, it must go at least one square.")),
    "M6": (N_("Passing"),
           N_("A tower that cannot move passes: it stays where it is, and the opponent then moves the tower of "
              "that square's colour.")),
    "M7": (N_("Reaching the far side"),
           N_("Whoever first brings a tower onto any square of the opponent's home row wins the round.")),
    "M8": (N_("Deadlock"),
           N_("When the passes go round in a circle and no tower can ever move again, the player who made the last "
              "real move loses the round.")),
    "S1": (N_("How far a Sumo goes"),
           N_("A Sumo moves at most 5 squares, a Double Sumo 3 and a Triple Sumo 1.")),
    "S2": (N_("The Sumo push"),
           N_("A Sumo that must move may push the opponent's towers just in front of it one square back, stepping "
              "into the square it freed.")),
    "S3": (N_("Moving again after a push"),
           N_("After a push the opponent loses their turn: the pusher moves again with the tower of the colour of "
              "the square the furthest pushed tower now stands on.")),
    "S4": (N_("Pushing straight ahead"),
           N_("A push always goes straight ahead, never diagonally.")),
    "S5": (N_("Room behind"),
           N_("There must be an empty square on the board behind the last tower that is pushed.")),
    "S6": (N_("Safe at home"),
           N_("A tower on its own home row can never be pushed, since it would fall off the board.")),
    "S7": (N_("How many a Sumo pushes"),
           N_("A Sumo pushes one tower, a Double Sumo up to two and a Triple Sumo up to three, standing in a row "
              "without a gap.")),
    "S8": (N_("Only smaller towers"),
           N_("Every tower pushed must have a lower rank than the Sumo that pushes it.")),
    "S9": (N_("Only the opponent's towers"),
           N_("A Sumo never pushes its own towers: a row with one of them in it cannot be pushed.")),
    "S10": (N_("Pushing is a choice"),
            N_("When a Sumo has other moves, pushing is only one of them.")),
    "S11": (N_("A push that must be made"),
            N_("When pushing is a Sumo's only move, it must push and may not pass.")),
    "P1": (N_("Promotion"),
           N_("The tower that wins a round goes up one rank: a plain tower becomes a Sumo, a Sumo a Double Sumo, "
              "and so on.")),
    "P2": (N_("Points"),
           N_("A round won with a plain tower scores 1 point, with a Sumo 2, a Double Sumo 4 and a Triple Sumo 8.")),
    "P3": (N_("Who gains from a deadlock"),
           N_("After a deadlock the winner's tower of the colour where the loser's last real move ended is "
              "promoted.")),
    "P4": (N_("Ranks and match length"),
           N_("Because points add up, a Standard match never sees a Double Sumo play, a Long match never a Triple, "
              "and a Quadruple Sumo ends a Marathon.")),
    "R1": (N_("Match lengths"),
           N_("A match is played to 1 point (single round), 3 (Standard), 7 (Long) or 15 (Marathon).")),
    "R2": (N_("Keeping your colour"),
           N_("Each player plays Black or Gold for the whole match.")),
    "R3": (N_("Challenger and Defender"),
           N_("The loser of a round starts the next one as the Challenger; the winner is the Defender.")),
    "R4": (N_("The end of a match"),
           N_("The match is over as soon as a player's points reach the target.")),
    "F1": (N_("Choosing the side"),
           N_("Between rounds the Defender decides whether the home rows are refilled from the left or from the "
              "right.")),
    "F2": (N_("The same side for both"),
           N_("The Challenger refills in the same direction as the Defender.")),
    "F3": (N_("Left and right"),
           N_("Each player's left is their own: refilling from the left starts at their Brown corner and goes "
              "towards the Orange one.")),
    "F4": (N_("The order of refilling"),
           N_("Towers go back row by row, the row nearest your home row first and within a row the tower nearest "
              "the chosen corner first, keeping their ranks.")),
    "F5": (N_("Who refills first"),
           N_("The Defender refills first, then the Challenger.")),
    "D1": (N_("Why a move is refused"),
           N_("For every move that is not allowed, the board names the rule that forbids it and says why.")),
    "D2": (N_("Which towers were blocked"),
           N_("For every pass and every deadlock, the board can tell which towers were blocked, in order.")),
}
"""Every rule ID's title and sentence, in English (translate them with :func:`rule_title`, :func:`rule_sentence`)."""


def _texts(rule_id: object) -> tuple[str, str]:
    key = rule_id.strip().upper() if isinstance(rule_id, str) else None
    if key is None or key not in RULES:
        raise RuleBookError(
            _("A rule ID is a letter and a number such as 'T2', one of {ids}; not {value}.").format(
                ids=" ".join(RULE_IDS), value=excerpt(rule_id)
            )
        )
    return RULES[key]


def rule_title(rule_id: str) -> str:
    """The rule's short title in the language speaking now (``"T2"`` → "The colour of the last square")."""
    return _(_texts(rule_id)[0])


def rule_sentence(rule_id: str) -> str:
    """What the rule asks, one sentence in the language speaking now."""
    return _(_texts(rule_id)[1])
