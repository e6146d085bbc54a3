"""The tutorials 01-04b in a real browser, taken as a learner takes them: each notebook runs, exercises are
solved by clicking on their boards (or on a fill button), a wrong move is answered at once with the rule it
breaks, and nothing on the page gives an answer away before a try. The walks through 01-04b run twice: the English
lessons in JupyterLab (Run All, the exercises' code collapsed) and the German ones as lessons-as-apps on the same
server's Voilà route (``/voila/render/…``: run on open, no code on the page). One server and one browser serve the whole module.

The German course (``notebooks/de/``) runs through the same checks where they read meaning: an exercise is
found by its id (the English title's slug, the same in both courses), the words expected on the page are the
notebook's own or the package's in that language (made here by the same code, speaking the lesson's language); only
the English runs also pin the English sentences themselves."""

import re

import pytest
from helpers.lesson_page import (
    LANGUAGES,
    exercise,
    exercise_of,
    expect_clean_run,
    expect_nothing_given_away,
    expect_refused,
    expect_shown,
    expect_solved,
    lesson_file,
    move,
    notebook,
    notebook_language,
    one_line,
    pass_label,
    said_after_clicks,
    said_by_show_me,
    select,
    set_of,
    square,
    tower_on,
)
from playwright.sync_api import expect

from kamisado_widget.teaching import ExerciseView

# How the learner opens the lesson (in JupyterLab, or as an app on the Voilà route) and in which course's language:
# each host once and each language once. The host does not change what a lesson says and the language does not change
# how the host runs it: the English lessons in JupyterLab (with the English sentences pinned), the German ones as
# apps. (German in JupyterLab: 05, 06, 07, 08, 09 below; English apps: every lesson in test_lesson_apps_hide_answers.py
# and the Voilà walk in test_offline_course.py; every lesson in both languages in the offline walk.)
WALKS = [("lab", "en"), ("voila", "de")]


@pytest.fixture(autouse=True)
def no_saved_progress(lab):
    """Each walk starts as a new learner: no progress saved by the walk before (the server's progress file)."""
    (lab.notebooks.parent / "progress.json").unlink(missing_ok=True)

@pytest.mark.parametrize(("route", "language"), WALKS)
def test_01_which_tower(page, lab, route, language):
    """T1 and T2: wrong towers are refused with the engine's reason and the lesson's words, in the lesson's
    language; the set's progress line and its Next button speak it too."""
    name = "01_which_tower.ipynb"
    first = exercise_of(name, language, "Your opening move")
    answer = exercise_of(name, language, "Answer the colour")
    choose = exercise_of(name, language, "Choose Gold's tower")
    gold_tower = said_after_clicks(first, language, "e8")
    empty = said_after_clicks(first, language, "e6")
    wrong_colour = said_after_clicks(answer, language, "b8")
    set_title, progress, next_label = set_of(name, language, "Answer the colour")
    shown = said_by_show_me(choose, language)
    if language == "en":
        assert gold_tower.endswith("Black opens the round and may move any of its towers. Black's towers are the "
                                   "dark ones, on the bottom row.")
        assert empty == ("The square e6 is empty: first click the tower you want to move, then the square to move "
                         "it to.")
        assert wrong_colour.endswith("Find that tower on Gold's home row, the top one.")
        assert first.success == "Well done — the round has begun. From now on the colours decide (T2)."
        assert answer.success.startswith("Right: c6 is orange")
        assert progress == ["The colour rule: 0 of 2 solved — exercise 1", "The colour rule: 1 of 2 solved — exercise 1",
                            "The colour rule: 1 of 2 solved — exercise 2"]
    panel = notebook(page, lab, lesson_file(name, language), route)

    opening = exercise(panel, first.title)
    expect_nothing_given_away(panel, lesson_file(name, language))
    square(opening, "e8").click()  # a Gold tower at Black's free first move
    expect_refused(opening, "T1", gold_tower)
    expect(tower_on(opening, "e8", "gold-yellow")).to_have_count(1)
    # The same wrong try again: the same words, but the line flashes and counts the repeat.
    message = one_line(opening)
    serial = int(message.get_attribute("data-serial"))
    square(opening, "e8").click()
    expect(message).to_have_attribute("data-serial", str(serial + 1))
    expect(message).to_have_class(re.compile(r"\bkw-flash\b"))
    expect(message.locator(".kw-message-repeat")).to_have_text("×2")
    # An empty square replaces the line (no stale refusal below it) with a neutral hint: no rule badge.
    square(opening, "e6").click()
    expect(message.locator(".kw-message-text")).to_have_text(empty)
    expect(message.locator(".kw-rule")).to_be_hidden()
    expect(message.locator(".kw-message-repeat")).to_be_hidden()
    move(opening, "d1", "d4")
    expect_solved(opening, first.success)
    expect(tower_on(opening, "d4", "black-yellow")).to_have_count(1)

    colour = exercise(panel, answer.title)
    progress_line = panel.locator(".kw-exercise-progress")
    expect(progress_line).to_have_text(progress[0])
    square(colour, "b8").click()  # Gold's Blue, but c6 is orange
    expect_refused(colour, "T2", wrong_colour)
    move(colour, "a8", "a4")
    expect_solved(colour, re.compile(rf"^{re.escape(answer.success)}"))
    expect(progress_line).to_have_text(progress[1])
    panel.locator(".kw-exercise-set").filter(has_text=f"{set_title}").get_by_role("button", name=next_label).click()
    expect(progress_line).to_have_text(progress[2])
    expect_shown(exercise(panel, choose.title), shown)
    expect_clean_run(page, panel)


@pytest.mark.parametrize(("route", "language"), WALKS)
def test_02_moving(page, lab, route, language):
    """M2 and M6: a move through a tower is refused with the engine's reason, a blocked tower passes with the
    Pass button, in the lesson's language."""
    name = "02_moving.ipynb"
    open_line = exercise_of(name, language, "Find the open line")
    to_pass = exercise_of(name, language, "Your turn to pass")
    onto_yellow = exercise_of(name, language, "Onto yellow")
    jumped = said_after_clicks(open_line, language, "c3", "c8")
    pass_words = pass_label(to_pass, language, "d6")
    shown = said_by_show_me(onto_yellow, language)
    if language == "en":
        assert jumped.endswith("Towers never jump: the path itself must be empty.")
        assert open_line.success.startswith("That's it: c3 to h8")
        assert pass_words == "Pass with Gold's Pink tower on d6"
        assert to_pass.success.startswith("That is the zero-length move (M6)")
    panel = notebook(page, lab, lesson_file(name, language), route)

    line = exercise(panel, open_line.title)
    expect_nothing_given_away(panel, lesson_file(name, language))
    move(line, "c3", "c8")  # through Gold's Orange on c6
    expect_refused(line, "M2", jumped)
    expect(tower_on(line, "c3", "black-green")).to_have_count(1)
    move(line, "c3", "h8")
    expect_solved(line, re.compile(rf"^{re.escape(open_line.success)}"))
    expect(tower_on(line, "h8", "black-green")).to_have_count(1)

    blocked = exercise(panel, to_pass.title)
    select(blocked, "d6")
    expect(blocked.locator("[data-target]")).to_have_count(0)
    square(blocked, "d6").click()  # the selected tower again: deselected, not a pass
    expect(square(blocked, "d6")).to_have_attribute("aria-selected", "false")
    expect(one_line(blocked)).to_have_attribute("data-kind", "warning")
    blocked.get_by_role("button", name=re.compile(rf"^{re.escape(pass_words)}")).click()
    expect_solved(blocked, re.compile(rf"^{re.escape(to_pass.success)}"))
    expect_shown(exercise(panel, onto_yellow.title), shown)
    expect_clean_run(page, panel)


@pytest.mark.parametrize(("route", "language"), WALKS)
def test_03_sumo(page, lab, route, language):
    """S4 and S2: a diagonal push is refused with the engine's reason, the straight push solves, in the
    lesson's language."""
    name = "03_sumo.ipynb"
    diagonally = exercise_of(name, language, "Diagonally?")
    push_ex = exercise_of(name, language, "Push!")
    open_file = exercise_of(name, language, "A Sumo on an open file")
    diagonal_push = said_after_clicks(diagonally, language, "d4", "e5")
    shown = said_by_show_me(open_file, language)
    if language == "en":
        assert diagonal_push.endswith("Now pick any of the marked squares.")
        assert diagonally.success == "Right: pushes go straight ahead only (S4), so Gold's Brown on e5 was safe."
        assert push_ex.success.startswith("Shoved (S2)!")
    panel = notebook(page, lab, lesson_file(name, language), route)

    diagonal = exercise(panel, diagonally.title)
    expect_nothing_given_away(panel, lesson_file(name, language))
    move(diagonal, "d4", "e5")  # a diagonal push
    expect_refused(diagonal, "S4", diagonal_push)
    move(diagonal, "d4", "d5")
    expect_solved(diagonal, diagonally.success)

    push = exercise(panel, push_ex.title)
    # "Gold's Pink has just moved to d6": the exercise starts with that move (past=), drawn as the last move
    expect(push.locator('.kw-arrows [data-arrow="d8-d6"]')).to_have_count(1)
    expect(square(push, "d8")).to_have_attribute("data-last", "from")
    expect(square(push, "d6")).to_have_attribute("data-last", "to")
    frame = square(push, "d6").evaluate(
        "e => { const s = getComputedStyle(e, '::before'); return [s.content, s.borderTopStyle, s.borderTopWidth]; }"
    )
    assert frame[0] != "none" and frame[1] == "solid" and float(frame[2].rstrip("px")) >= 2, frame
    select(push, "d5")
    expect(square(push, "d6")).to_have_attribute("data-target", "push")
    square(push, "d6").click()
    expect_solved(push, re.compile(rf"^{re.escape(push_ex.success)}"))
    expect(tower_on(push, "d6", "black-red")).to_have_count(1)
    expect(tower_on(push, "d7", "gold-pink")).to_have_count(1)
    expect_shown(exercise(panel, open_file.title), shown)
    expect_clean_run(page, panel)


@pytest.mark.parametrize(("route", "language"), WALKS)
def test_04_scoring_and_matches(page, lab, route, language):
    """R3 and T1: Black's tower at Gold's opening of round 2 is refused with the lesson's words about R2 and R3,
    in the lesson's language."""
    name = "04_scoring_and_matches.ipynb"
    round_two_ex = exercise_of(name, language, "Round two")
    match_point = exercise_of(name, language, "Match point")
    wrong_side = said_after_clicks(round_two_ex, language, "a1")
    shown = said_by_show_me(match_point, language)
    if language == "en":
        assert wrong_side.endswith("The player who lost round 1 opens round 2 (R3), and everyone keeps their own "
                                   "colour (R2).")
        assert round_two_ex.success.startswith("Right: Gold lost round 1, so Gold is the Challenger")
    panel = notebook(page, lab, lesson_file(name, language), route)

    round_two = exercise(panel, round_two_ex.title)
    expect_nothing_given_away(panel, lesson_file(name, language))
    square(round_two, "a1").click()  # Black's tower, but Gold lost round 1 and opens round 2
    expect_refused(round_two, "T1", wrong_side)
    move(round_two, "a8", "a4")
    expect_solved(round_two, re.compile(rf"^{re.escape(round_two_ex.success)}"))
    expect_shown(exercise(panel, match_point.title), shown)
    expect_clean_run(page, panel)


@pytest.mark.parametrize(("route", "language"), WALKS)
def test_04b_refilling(page, lab, route, language):
    """F1: the fill that hands Gold a forced win is refused with the lesson's own words; the other one solves."""
    name = lesson_file("04b_refilling.ipynb", language)
    choose = exercise_of("04b_refilling.ipynb", language, "Choose wisely")
    corner = exercise_of("04b_refilling.ipynb", language, "Into the corner")
    shown = said_by_show_me(corner, language)
    if language == "en":
        assert choose.goal.wrong.startswith("From the right, Black's Blue Sumo ends up on a1")
        assert choose.success.startswith("Good choice.")
        assert re.match(r"^Shown: .+ Press Reset to play it yourself\.$", shown[1]), shown
    panel = notebook(page, lab, name, route)
    fill = exercise(panel, choose.title)
    expect_nothing_given_away(panel, name)
    feedback = one_line(fill)
    fill.locator('button[data-fill="right"]').click()
    expect(feedback).to_have_attribute("data-kind", "error")
    expect(feedback.locator(".kw-message-text")).to_have_text(re.compile(rf"^{re.escape(choose.goal.wrong)}"))
    expect(tower_on(fill, "c8", "black-blue")).to_have_count(1)  # nothing was filled
    fill.locator('button[data-fill="left"]').click()
    expect_solved(fill, re.compile(rf"^{re.escape(choose.success)}"))
    expect(tower_on(fill, "h1", "black-blue")).to_have_count(1)  # filled from the left: the Sumo came last
    expect(fill.locator("button[data-fill]")).to_have_count(0)  # solved: no fill buttons that could only refuse
    expect_shown(exercise(panel, corner.title), shown)
    expect_clean_run(page, panel)


@pytest.mark.parametrize("language", LANGUAGES)
def test_07_keep_the_win_says_when_a_move_throws_the_win_away_and_show_me_keeps_it(page, lab, language):
    """M7: a first move after which Gold wins by force is refused with Gold's answer, as the package says it in the
    lesson's language; Show me plays d1-c2."""
    name = lesson_file("07_play_the_computer.ipynb", language)
    keep_the_win = exercise_of("07_play_the_computer.ipynb", language, "Keep the win")
    with notebook_language(language):
        thrown_away = ExerciseView(keep_the_win).attempt("d1-g4")
    button, shown = said_by_show_me(keep_the_win, language)
    if language == "en":
        assert thrown_away == (
            "The move d1-g4 throws the win away: in answer, Gold's Purple tower moves from c8 to e6 (c8-e6). Whatever "
            "you do, Gold then wins the round by reaching your home row (M7), in 2 moves of its own, this answer "
            "included."
        )
        assert shown.startswith("Shown: Black's Yellow moves from d1 to c2 (d1-c2). Why: the solver proves that "
                                "Black still wins")
    panel = notebook(page, lab, name)
    keep = exercise(panel, keep_the_win.title)
    move(keep, "d1", "g4")
    message = one_line(keep)
    expect(message).to_have_attribute("data-kind", "error")
    expect(message.locator(".kw-message-text")).to_have_text(thrown_away)
    expect(tower_on(keep, "d1", "black-yellow")).to_have_count(1)  # nothing was played
    keep.get_by_role("button", name=button).click()
    expect(message).to_have_attribute("data-kind", "info")
    expect(message.locator(".kw-message-text")).to_have_text(shown)
    expect(tower_on(keep, "c2", "black-yellow")).to_have_count(1)
    expect_clean_run(page, panel)


GERMAN_BOARDS = {"05_match.ipynb": 1, "06_sandbox.ipynb": 5, "08_puzzles.ipynb": 4, "09_the_solved_opening.ipynb": 5}
"""The German lessons without a walk above, with the number of boards each shows in JupyterLab."""


def expect_german_lesson_whole(panel, name: str) -> None:
    """A German lesson ran whole: every board is drawn with its 16 towers, no exercise gives its answer away, the
    exercises show their German titles (none of the English ones the lesson translates; a puzzle's title is the
    package's, in the catalogue's German)."""
    german = lesson_file(name, "de")
    boards = panel.locator(".kamisado-widget")
    expect(boards).to_have_count(GERMAN_BOARDS[name], timeout=120_000)
    for i in range(GERMAN_BOARDS[name]):
        expect(boards.nth(i).locator("[data-tower]")).to_have_count(16)
    from helpers.tutorial_exercises import exercises_of

    titles = list(dict.fromkeys(ex.title for ex in exercises_of(german)))  # a puzzle set shows one at a time
    english = {ex.title for ex in exercises_of(name)} - set(titles)
    for title in titles:
        exercise(panel, title)
    if titles:
        expect_nothing_given_away(panel, german)
    words = " ".join(panel.inner_text().split())
    for title in english:
        assert title not in words, f"the English exercise title {title!r} on the German lesson"


@pytest.mark.parametrize("name", ["05_match.ipynb", "06_sandbox.ipynb"])
def test_german_lesson_runs_in_jupyterlab(page, lab, name):
    """A German lesson runs whole (:func:`expect_german_lesson_whole`) and nothing printed an error. 08 and 09 are
    checked so by their own tests below, before they are played."""
    panel = notebook(page, lab, lesson_file(name, "de"))
    expect_german_lesson_whole(panel, name)
    expect_clean_run(page, panel)


def test_08_a_german_puzzle_is_refused_and_solved_in_german(page, lab):
    """The German 08 runs whole (:func:`expect_german_lesson_whole`), and a puzzle of it, played by clicks: its title
    is its goal alone, a wrong first move is refused with
    how the opponent then wins (M7, M8), the winning move is praised, and the themes join the title, each as the
    package says it in German; Reset is the German button."""
    from kamisado_widget.engine import Move, square_name
    from kamisado_widget.engine.catalogue import pgettext
    from kamisado_widget.teaching.positions.puzzles import puzzles_of

    with notebook_language("de"):
        puzzle = puzzles_of(1)[0]
        wrong = next(iter(puzzle.refutations))
        title, refusal, success, solved_title = puzzle.title, puzzle.wrong(wrong), puzzle.success(), puzzle.title_after
        reset = pgettext("button", "Reset")
    panel = notebook(page, lab, lesson_file("08_puzzles.ipynb", "de"))
    expect_german_lesson_whole(panel, "08_puzzles.ipynb")
    expect(panel.locator(".kw-exercise")).to_have_count(4, timeout=120_000)  # one puzzle on show in each grade
    first = panel.locator(".kw-exercise").nth(0)
    heading = first.locator(".widget-html b").first
    expect(heading).to_have_text(title)
    expect(first.locator("[data-tower]")).to_have_count(16)
    feedback = first.locator(".kw-message")

    def play(text):
        start, end = (square_name(sq) for sq in (Move.from_text(text).from_square, Move.from_text(text).to_square))
        select(first, start)
        square(first, end).click()

    play(wrong)
    expect(feedback).to_have_attribute("data-kind", "error")
    expect(feedback.locator(".kw-message-text")).to_have_text(refusal)
    first.get_by_role("button", name=reset).click()
    expect(feedback).to_have_attribute("data-kind", "info")
    play(puzzle.answer)
    expect(feedback).to_have_attribute("data-kind", "success")
    expect(feedback.locator(".kw-message-text")).to_have_text(success)
    expect(heading).to_have_text(solved_title)
    expect_clean_run(page, panel)


def test_09_a_losing_first_move_is_refused_in_the_german_lessons_words(page, lab):
    """The German 09 runs whole (:func:`expect_german_lesson_whole`). T1 and the opening book: a losing first move
    is refused with the lesson's own German sentence (Gold's win counted in its own moves), and a winning one solves
    the exercise. Its map of the first moves, shown only after a press, counts the winner's own moves in German."""
    name = "09_the_solved_opening.ipynb"
    first_move = exercise_of(name, "de", "A winning first move")
    with notebook_language("de"):
        refused = ExerciseView(first_move).attempt("a1-a6")
        winning = first_move.goal.answers(first_move.start())[0]
    assert refused.startswith("Dieser erste Zug verliert") and "eigenen Zügen" in refused, refused
    panel = notebook(page, lab, lesson_file(name, "de"))
    expect_german_lesson_whole(panel, name)
    ex = exercise(panel, first_move.title)
    move(ex, "a1", "a6")
    message = one_line(ex)
    expect(message).to_have_attribute("data-kind", "error")
    expect(message.locator(".kw-message-text")).to_have_text(refused)
    expect(tower_on(ex, "a1", "black-brown")).to_have_count(1)  # nothing was played
    start, end = winning.split("-")
    move(ex, start, end)
    expect_solved(ex, re.compile(rf"^{re.escape(first_move.success)}"))
    panel.get_by_role("button", name="Die bewiesene Eröffnung zeigen").click()
    expect(panel.get_by_text(re.compile(r"^Der schnellste Sieg: [a-h]1-[a-h][1-8]: Schwarz gewinnt in \d+ eigenen "
                                        r"Zügen$"))).to_have_count(1)
    expect(panel.get_by_text(re.compile(r"^Die längste Verteidigung: [a-h]1-[a-h][1-8]: Gold gewinnt erst in \d+ "
                                        r"eigenen Zügen$"))).to_have_count(1)
    expect_clean_run(page, panel)
