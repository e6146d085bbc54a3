"""The searches' heuristics (engine/ai/heuristics.py) are built on the rules core's public Board methods and say
what playing the moves says: each what-if (a step tried, not made) agrees with making the step (T2, M6, M7), and
the counts agree with a count of the towers and squares."""

from __future__ import annotations

from helpers.rounds import random_round

from kamisado_widget.engine import Player
from kamisado_widget.engine.ai import heuristics as h
from kamisado_widget.engine.core import HOLDS_LIMIT, HOLDS_SHIFT, OPEN_LINE, Board


def boards() -> list[Board]:
    out = []
    for seed in range(12):
        positions, _ = random_round(seed, push_bias=0.5)
        out += [Board(p) for p in positions[:-1]]
    return out


def answer_by_playing(b: Board, m: int) -> int:
    """What the opponent's answering tower has after step m, by making it: 0 a pass (M6), 1 an open line (M7),
    2 a step and no open line."""
    b.make(m)
    j = b.turn * 8 + b.to_move  # T2
    answer = 0 if not b.can_step(j) else 1 if b.can_win(j) else 2
    b.unmake()
    return answer


def test_a_step_tried_says_what_the_step_made_says() -> None:
    """T2, M6, M7, M8: answer_after, hands_over_win and step_facts of the one step agree with make / unmake (the
    winner, the child's key, the answering tower's open line), and leave the board as it was."""
    checked = 0
    for b in boards():
        key, state = b.key, b.core_state
        turn = b.turn
        for i in range(turn * 8, turn * 8 + 8):
            for m in b.steps(i):
                to = m & 63
                expected = answer_by_playing(b, m)
                assert b.answer_after(i, to) == expected
                assert h.hands_over_win(b, m) == (expected == 1)
                [(tried, w, child, again, facts)] = b.step_facts([m])
                assert b.key == key and b.core_state == state
                made = b.make(m)
                j = b.turn * 8 + b.to_move
                assert tried == m and w == made and again is False
                assert child == (-1 if made >= 0 else b.key)
                assert (facts == OPEN_LINE) == (made < 0 and b.can_win(j))
                if made < 0 and facts != OPEN_LINE:  # T2: the answering tower is the one make hands the move to
                    assert facts == b.step_answer_profile(j)
                    assert h.NEXT[facts] == h.NEXT[b.step_answer_kinds(j)] == h.next_facts(b, j)
                    # the steps that hold (M6 pass, or no open line for the answer, M7), counted as the core counts
                    assert facts >> HOLDS_SHIFT == b.count_step_answers(j, 0b101, HOLDS_LIMIT)
                b.unmake()
                checked += 1
        assert b.key == key and b.core_state == state
    assert checked > 1000


def test_the_counts_are_the_towers_and_steps_they_name() -> None:
    """threats (M7), advance, safe_steps, some_step_holds and some_step_lets_the_reply_step, counted again by
    playing every step."""
    for b in boards():
        for p in (0, 1):
            assert h.threats(b, p) == sum(b.can_win(i) for i in range(p * 8, p * 8 + 8))
            home = Player(p).home_rank
            assert h.advance(b, p) == sum(abs((b.square_of(i) >> 3) - home) for i in range(p * 8, p * 8 + 8))
        i = b.turn * 8 + b.to_move if b.to_move >= 0 else b.turn * 8
        answers = [answer_by_playing(b, m) for m in b.steps(i)]
        assert [b.answer_after(i, m & 63) for m in b.steps(i)] == answers
        assert b.some_step_leaves_answer_a_step(i) == any(answers)
        assert (b.step_answer_kinds(i, 6) > 1) == any(answers)
        assert h.safe_steps(b, i, 99) == sum(a != 1 for a in answers)
        assert h.safe_steps(b, i, 2) == min(2, sum(a != 1 for a in answers))
        assert h.some_step_holds(b, i) == (2 in answers)
        assert h.some_step_lets_the_reply_step(b, i) == any(answers)
        assert h.best_answer(b, i) == max(answers, default=0)



def kinds_by_playing(b: Board, i: int) -> int:
    """The answers tower i's steps leave (bit 1 << a, as answer_by_playing says), in turn up to the first 2."""
    kinds = 0
    for m in b.steps(i):
        kinds |= 1 << answer_by_playing(b, m)
        if kinds & 4:
            break
    return kinds


def profile_by_playing(b: Board, i: int) -> int:
    """The answers tower i's steps leave (bit 1 << a), and from bit HOLDS_SHIFT on how many of them hold: a pass
    (M6) or a step with no open line (M7), looked at in turn until HOLDS_LIMIT steps that hold are found, by playing
    every step."""
    kinds = held = 0
    for m in b.steps(i):
        a = answer_by_playing(b, m)
        kinds |= 1 << a
        held += a != 1
        if held >= HOLDS_LIMIT and a == 2:
            break  # enough: the look ends at a step that holds with an answer that steps (M6 passes go on)
    return kinds | min(held, HOLDS_LIMIT) << HOLDS_SHIFT


def test_a_step_facts_what_if_says_what_the_step_made_says() -> None:
    """T2, M6, M7, M8: step_facts (one call: each step tried and taken back) gives make's winner, the child's key,
    the answering tower's open line (OPEN_LINE), or else what the answering tower's own steps leave its opponent
    and how many of them hold (step_answer_profile, counted by playing them); the board is left as it was; expand's ``next`` is next_facts of
    the child, and move_facts' facts read through NEXT are expand's ``next``."""
    checked = 0
    for b in boards():
        key, state = b.key, b.core_state
        i = b.turn * 8 + b.to_move if b.to_move >= 0 else b.turn * 8
        assert b.count_step_answers(i, 0b101, 99) == sum(answer_by_playing(b, m) != 1 for m in b.steps(i))
        assert b.step_answer_kinds(i) == kinds_by_playing(b, i)
        tried = b.step_facts(b.moves())
        assert b.key == key and b.core_state == state
        assert [f[0] for f in tried] == [m for m in b.moves() if m >> 12 == 0]  # every step, none else
        for m, w, child, again, facts in tried:
            made = b.make(m)
            j = b.turn * 8 + b.to_move
            assert w == made and child == (-1 if made >= 0 else b.key) and again is False  # T2: the opponent next
            open_line = made < 0 and b.can_win(j)
            assert facts == (0 if made >= 0 else OPEN_LINE if open_line else profile_by_playing(b, j))
            if made < 0 and not open_line:
                assert h.NEXT[facts] == h.NEXT[kinds_by_playing(b, j)]
            if made < 0:
                assert h.best_answer(b, j) == max((answer_by_playing(b, n) for n in b.steps(j)), default=0)
                nxt = h.next_facts(b, j)
            b.unmake()
            expanded = {e[0]: e for e in h.expand(b)}
            assert expanded[m] == ((m, made, -1, False, 0) if made >= 0 else (m, -1, child, False, nxt))
            if made < 0:
                assert h.NEXT[facts] == nxt
            checked += 1
    assert checked > 200
