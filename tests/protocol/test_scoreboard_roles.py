"""R3, F1: once a round is over and the fill is to be chosen, the scoreboard shows the roles of the round to come: the
round's winner is the Defender who chooses the fill, its loser the Challenger who opens (issue 39: 04b's board said
"Black Challenger" while Black, the winner, chose the fill as the Defender)."""

from __future__ import annotations

from kamisado_widget.engine import Match, Phase, Player
from kamisado_widget.protocol.view import session_view
from kamisado_widget.session.board_session import BoardSession

BLACK_WON_ROUND_1 = ("obBpy1gn/4r3/3Y4/8/8/8/2u5/NGR1PU1O g * - standard result=black:blue:M7 target=3 round=1 "
                     "challenger=b score=1-0")


def roles(match: Match) -> tuple[str, str]:
    board = session_view(BoardSession(match))["scoreboard"]
    return board["challenger"], board["defender"]


def test_R3_F1_the_winner_is_shown_as_the_defender_who_chooses_the_fill():
    match = Match.from_text(BLACK_WON_ROUND_1)
    assert match.phase is Phase.FILL and match.challenger is Player.BLACK  # the round just played: Black opened it
    assert roles(match) == ("gold", "black")


def test_R3_during_a_round_the_scoreboard_shows_its_own_roles():
    match = Match.from_text("obupyrgn/8/8/8/8/8/8/NGRYPUBO+ g * - standard target=3 round=2 challenger=g score=1-0")
    assert match.phase is Phase.PLAY
    assert roles(match) == ("gold", "black")
    fresh = Match.from_text("obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard target=3 round=1 challenger=b score=0-0")
    assert roles(fresh) == ("black", "gold")
