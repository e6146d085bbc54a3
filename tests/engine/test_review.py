"""The game review (engine/ai/review.py): grades checked against the solver on seeded games, the chart, the
record's review lines and the German sentences. Node budgets only."""

import random
import re

import pytest
from helpers.rounds import random_round

from kamisado_widget.engine import Match, Move, NotationError, Player, Position
from kamisado_widget.engine.ai import solve
from kamisado_widget.engine.ai.book import answer
from kamisado_widget.engine.ai.review import MoveGrade, Review, Value, review_round
from kamisado_widget.engine.catalogue import _, speaking
from kamisado_widget.engine.names import player_name
from kamisado_widget.engine.record import parse_record, review_line

NODES = 60_000
# Random play from the standard opening (random.Random(1)): Black throws the win away at move 3, Gold throws it
# back at move 10, and Black wins the round.
THROWN_AND_WON_BACK = "b1-b7 a8-a3 g1-h2 f8-f6 a1-c3 h8-h7 f1-b5 c8-g4 b5-d7 g8-c4 b7-a8"


def test_the_round_is_seeded_random_play():
    """THROWN_AND_WON_BACK is what random.Random(1) plays from the standard opening (a move chosen among the legal
    ones until the round ends): the search for a round with a win thrown away and won back is reproducible."""
    rng = random.Random(1)
    match = Match()
    while match.position.result is None:
        match.play(rng.choice(match.legal_moves()))
    assert " ".join(m.text() for m in match.rounds()[-1].moves) == THROWN_AND_WON_BACK


def moves(text: str) -> list[Move]:
    return [Move.from_text(t) for t in text.split()]


def positions(start: Position, played: list[Move]) -> list[Position]:
    out = [start]
    for m in played:
        out.append(out[-1].play(m))
    return out


def solved_winner(position: Position) -> Player | None:
    """Who wins, by the solver with four times the review's budget (the opening book where it covers the position:
    its lines are proven, tests/engine/test_book.py)."""
    return answer(position, max_nodes=4 * NODES, exact_distance=False)[0].winner


def test_a_win_thrown_away_and_won_back():
    """Black throws the win away, Gold throws it back: two THREW grades, each naming a move that the solver
    proves would have kept the win; the winner after each throw is the thrower's opponent."""
    played = moves(THROWN_AND_WON_BACK)
    start = Position.initial()
    review = review_round(start, played, max_nodes=NODES)
    at = positions(start, played)
    assert [(e.index, e.player) for e in review.mistakes] == [(2, Player.BLACK), (9, Player.GOLD)]
    for entry in review.mistakes:
        assert entry.grade is MoveGrade.THREW
        before, after = at[entry.index], at[entry.index + 1]
        assert solved_winner(before) is entry.player
        assert solved_winner(after) is entry.player.opponent
        assert entry.better is not None and entry.better in before.legal_moves()
        assert solved_winner(before.play(entry.better)) is entry.player  # the named move keeps the win
    assert review.values[-1].winner is Player.BLACK
    assert review.entries[3].grade is MoveGrade.KEPT and review.entries[3].player is Player.GOLD  # Gold's win, kept


@pytest.mark.parametrize("seed", range(6))
def test_grades_agree_with_the_solver_on_seeded_games(seed):
    """Every graded move of a seeded random round (Sumos, both layouts): the results before and after it are
    the solver's, and the grade follows from them; a best defence holds out as long as any other move."""
    start_positions, played = random_round(seed)
    review = review_round(start_positions[0], played, max_nodes=NODES)
    assert len(review.entries) == len(played) and len(review.values) == len(played) + 1
    for entry, before, after in zip(review.entries, start_positions, start_positions[1:]):
        legal = before.legal_moves()
        if len(legal) == 1:
            assert entry.grade is MoveGrade.NO_CHOICE
            continue
        if entry.grade is MoveGrade.UNKNOWN:
            assert not (entry.before.known and entry.after.known) or not entry.before.exact or not entry.after.exact
            continue
        assert solved_winner(before) is entry.before.winner
        assert solved_winner(after) is entry.after.winner
        if entry.grade is MoveGrade.KEPT:
            assert entry.before.winner is entry.after.winner is entry.player
        elif entry.grade is MoveGrade.THREW:
            assert entry.before.winner is entry.player is not entry.after.winner
        else:  # lost before the move: the loss's length is compared with every other move's
            assert entry.before.winner is entry.player.opponent
            longest = max(solve(before.play(m), max_nodes=NODES).distance or 0 for m in legal)
            held = entry.after.plies
            assert (entry.grade is MoveGrade.BEST_DEFENCE) == (held == longest)


def test_a_forced_pass_is_no_choice():
    """M6: a round with a forced pass grades it as no choice."""
    for seed in range(40):
        start_positions, played = random_round(seed)
        passes = [i for i, (p, m) in enumerate(zip(start_positions, played)) if m.is_pass and len(p.legal_moves()) == 1]
        if passes:
            review = review_round(start_positions[0], played, max_nodes=2_000)
            assert all(review.entries[i].grade is MoveGrade.NO_CHOICE for i in passes)
            return
    pytest.fail("no seeded round with a forced pass")


def test_not_worked_out_is_said_honestly():
    """A budget too small for the middle of the round leaves those positions unknown, and says so."""
    played = moves(THROWN_AND_WON_BACK)
    review = review_round(Position.initial(), played, max_nodes=50)
    assert review.unknown > 0
    unknown = [e for e in review.entries if e.grade is MoveGrade.UNKNOWN]
    assert unknown[0].text() == _("Move {number}, {move}: not worked out.").format(
        number=unknown[0].index + 1, move=unknown[0].move.text())
    assert "not worked out" in review.heading()


def test_a_position_not_worked_out_is_inferred_from_its_neighbours():
    """With a small budget some positions are not worked out; where a neighbour proves who wins (a move into a won
    position, a lost player's move) the review fills them in, and the book or the solver agrees with each."""
    played = moves(THROWN_AND_WON_BACK)
    at = positions(Position.initial(), played)
    tiny = review_round(Position.initial(), played, max_nodes=3_000)
    filled = [i for i, v in enumerate(tiny.values) if v.source == "inferred"]
    assert filled
    for i in filled:
        value = tiny.values[i]
        assert value.winner is solved_winner(at[i]) and not value.exact
        solved = answer(at[i], max_nodes=4 * NODES)[0]
        assert solved.distance is None or solved.distance <= value.bound  # the bound holds


def test_values_are_kept_as_record_tokens():
    review = review_round(Position.initial(), moves(THROWN_AND_WON_BACK), max_nodes=NODES)
    tokens = review.tokens().split()
    again = Review.of(Position.initial(), review.moves, [Value.from_token(t) for t in tokens])
    assert [e.grade for e in again.entries] == [e.grade for e in review.entries]
    assert [e.better for e in again.entries] == [e.better for e in review.entries]
    assert tokens[-1] == "b0/0"
    assert Value.from_token("g~29/15:d1-d5") == Value(Player.GOLD, None, 29, 15, Move.from_text("d1-d5"))
    with pytest.raises(NotationError, match="expected a value such as"):
        Value.from_token("x12")
    with pytest.raises(NotationError, match="expected 12 values"):
        Review.of(Position.initial(), review.moves, review.values[:-1])


def test_a_record_keeps_review_lines_that_replaying_ignores():
    match = Match()
    for m in THROWN_AND_WON_BACK.split():
        match.play(m)
    text = match.record() + review_line(1, "b17/9:a1-a5 ?") + "\n"
    parsed = parse_record(text)
    assert parsed.reviews == ((5, 1, "b17/9:a1-a5 ?"),)
    assert Match.from_record(text).record() == match.record()
    with pytest.raises(NotationError, match="record line 5: expected 'review N:'"):
        parse_record(match.record() + "review x: ?\n")


def test_the_chart_is_a_static_picture():
    review = review_round(Position.initial(), moves(THROWN_AND_WON_BACK), max_nodes=NODES)
    svg = review.svg()
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    assert "<script" not in svg and "href" not in svg
    assert svg.count('class="mistake"') == 2
    assert svg.count('class="black"') + svg.count('class="gold"') + svg.count('class="unknown"') == 12
    assert review._repr_svg_() == svg and svg in review._repr_html_()
    from IPython.core.formatters import DisplayFormatter

    data, _meta = DisplayFormatter().format(review)
    assert "image/svg+xml" in data and "text/html" in data


def test_german_sentences():
    """The catalogue's German: the grade, the heading and the chart's words, placeholders filled."""
    review = review_round(Position.initial(), moves(THROWN_AND_WON_BACK), max_nodes=NODES)
    threw = review.mistakes[0]
    with speaking("de"):
        text = threw.text()
        assert text == _("Move {number}, {move}: {player} throws the win away; {better} would have kept it.").format(
            number=3, move="g1-h2", player=player_name(Player.BLACK), better=threw.better.text())
        assert text == "Zug 3, g1-h2: Schwarz verschenkt den Gewinn; mit g1-g2 wäre er geblieben."
        assert "Runde 1" in review.heading()
        svg = review.svg()
        assert "Schwarz gewinnt" in svg
        # The bars start right of the longer label: "Schwarz gewinnt" (15 letters of 13 px) never runs under the first.
        first_bar = min(float(x) for x in re.findall(r'<rect x="([0-9.]+)" y="[0-9.]+" width="[0-9.]+" height="[0-9.]+" '
                                                       r'[^>]*class="(?:black|gold|unknown)"', svg))
        assert first_bar >= 8 + 15 * 13 * 0.6, first_bar


def test_seeded_random_rounds_grade_every_move():
    rng = random.Random(3)
    match = Match()
    while match.position.result is None:
        match.play(rng.choice(match.legal_moves()))
    round_ = match.rounds()[-1]
    review = review_round(round_.start, round_.moves, max_nodes=NODES)
    assert all(e.grade is not MoveGrade.UNKNOWN for e in review.entries)
