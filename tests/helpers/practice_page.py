"""The practice page (lesson 10) as the walk through the offline site takes it (issue 40): five puzzles practised by
clicks, a wrong try first, then four solved in a row, the streak and the table per theme read from the page.

Which puzzle the page shows is found by its towers among the bank's (the page says nothing before a try); each is
played by clicks and mirrored by the same puzzle's exercise in this process, whose replies are the page's (the same
solver, the same node budgets): after each click the page must show the mirror's towers.
"""

from __future__ import annotations

from functools import cache

from playwright.sync_api import expect

from kamisado_widget.engine import Match, Move, square_name
from kamisado_widget.engine.catalogue import ngettext, pgettext, speaking
from kamisado_widget.engine.towers import tower_id
from kamisado_widget.teaching.exercises.exercise_view import ExerciseView
from kamisado_widget.teaching.exercises.solving import next_answer
from kamisado_widget.teaching.positions.bank import BankEntry, bank

ANSWERED = 120_000  # ms: a click until the kernel's answer (and the solver's reply, in Pyodide) is drawn


def _towers(position) -> frozenset[tuple[str, str]]:
    return frozenset((square_name(t.square), tower_id(t)) for t in position.towers())


@cache
def _by_towers() -> dict[frozenset[tuple[str, str]], list[BankEntry]]:
    out: dict[frozenset[tuple[str, str]], list[BankEntry]] = {}
    for entry in bank():
        out.setdefault(_towers(Match.from_text(entry.position).position), []).append(entry)
    return out


def on_page(board) -> frozenset[tuple[str, str]]:
    pairs = board.evaluate("""root => [...root.querySelectorAll('[data-square]')].flatMap(
        square => [...square.querySelectorAll('[data-tower]')].map(t => [square.dataset.square, t.dataset.tower]))""")
    return frozenset((square, tower) for square, tower in pairs)


def _click(board, move: Move) -> None:
    start, end = square_name(move.from_square), square_name(move.to_square)
    board.locator(f'[data-square="{start}"]').click()
    expect(board.locator(f'[data-square="{start}"]')).to_have_attribute("aria-selected", "true", timeout=ANSWERED)
    if move.is_pass:
        board.locator(".kw-pass:visible").first.click()
    else:
        board.locator(f'[data-square="{end}"]').click()


def practise_five(panel, language: str) -> list[str]:
    """On the practice page (``panel``): a wrong try on the first puzzle (refuted, the streak 0), then four puzzles
    solved by clicks (the streak 1 to 4), Next puzzle between them, then My practice's table. Returns the ids."""
    practice = panel.locator(".kw-practice")
    expect(practice).to_have_count(1, timeout=ANSWERED)
    with speaking(language):
        next_name = pgettext("button", "Next puzzle")
        table_name = pgettext("button", "My practice")
        streaks = [ngettext("Streak: {count} puzzle solved in a row.", "Streak: {count} puzzles solved in a row.", n)
                   .format(count=n) for n in range(5)]
    line = practice.locator(".kw-practice-line")
    expect(line).to_contain_text(streaks[0], timeout=ANSWERED)
    met = []
    for number in range(5):
        board = practice.locator(".kamisado-widget")
        expect(board.locator("[data-square]")).to_have_count(64, timeout=ANSWERED)
        expect(board).not_to_have_attribute("aria-busy", "true", timeout=ANSWERED)
        towers = on_page(board)
        candidates = [e for e in _by_towers().get(towers, []) if e.id not in met]
        assert candidates, f"puzzle {number + 1} on the page is not one of the bank's"
        entry = candidates[0]
        met.append(entry.id)
        message = board.locator(".kw-message")
        if number == 0:  # a legal move that throws the win away: refuted on the board, counted as missed
            puzzle = entry.puzzle()
            wrong = next(iter(puzzle.refutations))
            with speaking(language):
                refuted = puzzle.wrong(wrong)  # how the opponent wins after it, as the board says it
            _click(board, Move.from_text(wrong))
            expect(message).to_have_attribute("data-kind", "error", timeout=ANSWERED)
            expect(message).to_contain_text(refuted)
            expect(line).to_contain_text(streaks[0])
        else:
            with speaking(language):
                mirror = ExerciseView(entry.puzzle().exercise())
            played: list[str] = []
            while not mirror.solved:
                move = next_answer(mirror.exercise, mirror.run.match, played)
                _click(board, move)
                with speaking(language):
                    mirror.attempt(move.text())
                played = list(mirror.run.played)
                expected = _towers(mirror.board.match.position)
                board.page.wait_for_function(
                    """([root, want]) => { const got = [...root.querySelectorAll('[data-square]')].flatMap(
                         s => [...s.querySelectorAll('[data-tower]')].map(t => s.dataset.square + ' ' + t.dataset.tower));
                       return got.length === want.length && want.every(w => got.includes(w)); }""",
                    arg=[board.element_handle(), sorted(f"{sq} {t}" for sq, t in expected)], timeout=ANSWERED)
            expect(message).to_have_attribute("data-kind", "success", timeout=ANSWERED)
            expect(line).to_contain_text(streaks[number], timeout=ANSWERED)
        if number < 4:
            page_towers = on_page(board)  # the puzzle as it ends: the next one's board is another
            practice.get_by_role("button", name=next_name, exact=True).click()
            board.page.wait_for_function(
                """([root, old]) => { const b = root.querySelector('.kamisado-widget');
                     if (!b || b.hasAttribute('aria-busy') || b.querySelectorAll('[data-square]').length !== 64) {
                       return false;
                     }
                     const got = [...b.querySelectorAll('[data-square]')].flatMap(
                       s => [...s.querySelectorAll('[data-tower]')].map(t => s.dataset.square + ' ' + t.dataset.tower));
                     return got.length > 0 && got.sort().join() !== old; }""",
                arg=[practice.element_handle(), ",".join(sorted(f"{sq} {t}" for sq, t in page_towers))],
                timeout=ANSWERED)
    practice.get_by_role("button", name=table_name).click()
    expect(practice.locator(".kw-practice-table tbody tr").first).to_be_visible(timeout=ANSWERED)
    return met
