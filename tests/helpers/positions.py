"""Positions the teaching tests share (each described where it is used)."""

from kamisado_widget.engine import Match

KEEP_THE_WIN = "2upyr2/4U2n/2R5/o7/b7/8/g2P4/NG1Y2BO b y - standard target=3 round=1 challenger=b score=0-0"
"""Tutorial 07's position: Black to move Yellow on d1 and win by force. d1-c2 wins in 5 plies (3 of Black's own
moves: d1-c2, e8-f7, c2-c4, a2= (Gold is blocked), e7-e8); d1-b3 wins too, more slowly; the other four lose."""

FASTEST_LINE = ["d1-c2", "e8-f7", "c2-c4", "a2=", "e7-e8"]


def after(*moves: str, target: int = 3) -> str:
    """The match text after ``moves`` from the start of a match."""
    m = Match(target)
    for mv in moves:
        m.play(mv)
    return m.text()


def colour_rule():
    """An exercise on T2: after c1-c6 Gold must move Orange (any move of it answers)."""
    from kamisado_widget.teaching import AnyMove, Exercise

    return Exercise(
        title="T2",
        task="Black's Red went to an orange square. Move Gold's tower.",
        position=after("c1-c6"),
        goal=AnyMove(),
        hints=["Look at the colour of c6.", "Orange."],
        success="Yes: Orange had to move.",
        feedback={"T2": "The square c6 is orange."},
    )
