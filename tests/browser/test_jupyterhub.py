"""The widget under JupyterHub (the real hub and proxy, a dummy authenticator, local single-user servers): two
users each solve an exercise by clicks, and each keeps their own saved progress."""

from __future__ import annotations

import json

import pytest
from helpers.hub import log_in, running_hub
from helpers.lab import KERNEL_IDLE, LabError, run_all_cells, square
from playwright.sync_api import expect

NOTEBOOK = "hub_exercise.ipynb"
USERS = ("ana", "ben")


@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    try:
        with running_hub(tmp_path_factory.mktemp("hub"), USERS, NOTEBOOK) as server:
            yield server
    except LabError as error:
        pytest.fail(str(error))


def saved(hub, user) -> dict:
    path = hub.homes[user] / ".local" / "share" / "kamisado-widget" / "progress.json"
    return json.loads(path.read_text())["exercises"] if path.exists() else {}


def open_exercise(page, hub, user):
    page.goto(f"{hub.url}/user/{user}/lab/tree/{NOTEBOOK}")
    expect(page.locator(".jp-StatusBar-TextItem", has_text=KERNEL_IDLE)).to_be_visible(timeout=90_000)
    run_all_cells(page)
    exercise = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .kw-exercise")
    expect(exercise.locator("[data-tower]")).to_have_count(16, timeout=60_000)
    return exercise


def solve_by_clicks(exercise) -> None:
    square(exercise, "a8").click()
    square(exercise, "a7").click()
    expect(exercise.locator(".kw-message-text")).to_have_text("Right: Gold had to move Orange (T2).")


def test_two_users_solve_an_exercise_each_with_their_own_saved_progress(hub, browser):
    pages = {}
    for user in USERS:
        context = browser.new_context(viewport={"width": 1280, "height": 1000})
        page = context.new_page()
        page.set_default_timeout(30_000)
        log_in(page, hub, user)
        pages[user] = page
    try:
        ana = open_exercise(pages["ana"], hub, "ana")
        solve_by_clicks(ana)
        assert saved(hub, "ana")["hub/orange"]["state"] == "solved"
        assert saved(hub, "ben") == {}, "Ana's progress is hers alone"

        ben = open_exercise(pages["ben"], hub, "ben")
        expect(ben.locator(".kw-solved-mark")).to_have_count(0)
        square(ben, "b8").click()  # a wrong try first, Gold's Blue: the rule is named (a click on b7 after it
        expect(ben.locator(".kw-rule")).to_have_text("T2")  # would replace it with a neutral hint, so none is made)
        solve_by_clicks(ben)
        assert saved(hub, "ben")["hub/orange"]["state"] == "solved"

        ana = open_exercise(pages["ana"], hub, "ana")  # run again in a new session: the check mark is saved
        expect(ana.locator(".kw-solved-mark")).to_have_count(1)
    finally:
        for page in pages.values():
            page.context.close()
