"""Hand-ins on a hub (kamisado_widget/teaching/classroom/exchange.py): a real JupyterHub whose servers run as real
system users (LocalProcessSpawner; useradd, root only: skipped, saying so, otherwise). Two learners hand in by running
the notebook's hand-in cell (one after solving its exercise); one of them also forges a hand-in claiming to be the
other's.
The teacher's class table of the inbound folder names the forged file with the account that wrote it."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest
from helpers.hub import log_in, running_hub
from helpers.lab import KERNEL_IDLE, LabError, add_cell, code_cell, run_all_cells, run_cell, square
from helpers.system_users import system_users, why_not
from playwright.sync_api import expect

from kamisado_widget.teaching.classroom.class_table import class_progress
from kamisado_widget.teaching.classroom.exchange import claimed_user, hand_ins, make_exchange

NOTEBOOK = "hub_hand_in.ipynb"
EXERCISE = "hub-hand-in/orange"  # the lesson's name as its id has it


@pytest.fixture(scope="module")
def school():
    """The learners' accounts, the teacher's exchange (made by root) and the hub; all removed afterwards."""
    problem = why_not()
    if problem:
        pytest.skip(problem)
    root = Path(tempfile.mkdtemp(prefix="kamisado-exchange-hub-"))
    try:
        root.chmod(0o755)
        with system_users(["ana", "ben"], root / "home") as accounts:
            inbound = make_exchange("sumo", root / "exchange")
            logins = [account.pw_name for account in accounts.values()]
            try:
                with running_hub(root / "hub", logins, NOTEBOOK, system_users=True,
                                 environment={"KAMISADO_EXCHANGE": str(root / "exchange")}) as hub:
                    yield accounts, inbound, hub
            except LabError as error:
                pytest.fail(str(error))
    finally:
        shutil.rmtree(root, ignore_errors=True)


def open_notebook(page, hub, user):
    page.goto(f"{hub.url}/user/{user}/lab/tree/{NOTEBOOK}")
    expect(page.locator(".jp-StatusBar-TextItem", has_text=KERNEL_IDLE)).to_be_visible(timeout=90_000)


def handed_in(page):
    """Wait until the hand-in cell has shown the file it wrote."""
    expect(code_cell(page, "hand_in(").locator(".jp-OutputArea-output")).to_contain_text(".json", timeout=60_000)


def test_two_learners_hand_in_by_their_own_accounts_and_the_class_table_names_a_forged_owner(school, browser):
    accounts, inbound, hub = school
    ana, ben = accounts["ana"].pw_name, accounts["ben"].pw_name
    pages = {}
    for user in (ana, ben):
        context = browser.new_context(viewport={"width": 1280, "height": 1000})
        page = context.new_page()
        page.set_default_timeout(30_000)
        log_in(page, hub, user)
        pages[user] = page
    try:
        page = pages[ana]  # solves the exercise, then runs the hand-in cell
        open_notebook(page, hub, ana)
        run_cell(page, code_cell(page, "Exercise("))
        board = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .kw-exercise")
        expect(board.locator("[data-tower]")).to_have_count(16, timeout=60_000)
        square(board, "a8").click()
        square(board, "a7").click()
        expect(board.locator(".kw-message-text")).to_have_text("Right: Gold had to move Orange (T2).")
        run_cell(page, code_cell(page, "hand_in("))
        handed_in(page)
        forge = (f"import os; own = hand_in('sumo'); forged = own.with_name({ben!r} + own.name[len({ana!r}):]); "
                 "os.rename(own, forged); forged")  # her own hand-in, renamed to claim to be ben's (one line: add_cell)
        cell = add_cell(page, forge)
        expect(cell.locator(".jp-OutputArea-output")).to_contain_text(f"{ben}+", timeout=60_000)

        page = pages[ben]  # runs all cells: hands in without a solve
        open_notebook(page, hub, ben)
        run_all_cells(page)
        handed_in(page)
    finally:
        for page in pages.values():
            page.context.close()

    files = hand_ins("sumo", inbound.parent.parent)
    owners = sorted((h.user, h.owner) for h in files)
    assert owners == sorted([(ana, ana), (ben, ben), (ben, ana)]), "each wrote their own; one names ben, written by ana"
    forged = next(h.path for h in files if h.user != h.owner)
    assert claimed_user(forged) == ben

    table = class_progress(inbound, exercises=[EXERCISE])
    text = table.text()
    assert f"Left out: {forged.name}: written by the account {ana}, but it claims to be the hand-in of {ben}" in text
    rows = {h.learner: table.state(h, EXERCISE) for h in table.learners}
    assert rows == {ana: "solved", ben: "open"}, "each learner's own hand-in is read; the forged one is left out"
