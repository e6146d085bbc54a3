"""A learner in a real browser on a JupyterHub, for benchmarks/class_on_a_hub.py: Debian's Chromium driven by
Playwright's async API logs in with the hub's form, opens the lesson in JupyterLab, runs all its cells and clicks its
first board at a learner's pace. Each sample is the time from the click (the event's own time stamp) to the board's
root showing the view that answers it (``data-version`` changed): the kernel's round trip and the page's drawing.
No pytest in here."""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Callable
from typing import Any

from helpers.hub import PASSWORD
from helpers.hub_learner import Samples
from helpers.lab import KERNEL_IDLE

WIDGET = ".jp-NotebookPanel:not(.lm-mod-hidden) .kamisado-widget"

# Stamps each click on the board and the first change of its view's version after it.
PROBE = """(root) => {
  if (root.__kw) return;
  const kw = (root.__kw = { clickAt: null, version: null, samples: [] });
  root.addEventListener("click", (event) => {
    kw.clickAt = event.timeStamp;
    kw.version = root.dataset.version;
  }, true);
  new MutationObserver(() => {
    if (kw.clickAt !== null && root.dataset.version !== kw.version) {
      kw.samples.push(performance.now() - kw.clickAt);
      kw.clickAt = null;
    }
  }).observe(root, { attributes: true, attributeFilter: ["data-version"] });
}"""


async def open_lesson(browser: Any, hub_url: str, user: str, notebook: str) -> Any:
    """Log ``user`` in, open ``notebook`` in JupyterLab, run all its cells; the page once its first board is ready."""
    context = await browser.new_context(viewport={"width": 1280, "height": 1000})
    page = await context.new_page()
    page.set_default_timeout(180_000)
    await page.goto(f"{hub_url}/hub/login")
    await page.locator("#username_input").fill(user)
    await page.locator("#password_input").fill(PASSWORD)
    await page.locator("#login_submit").click()
    await page.wait_for_url(f"**/user/{user}/lab**")
    await page.goto(f"{hub_url}/user/{user}/lab/tree/{notebook}")
    await page.locator(".jp-StatusBar-TextItem", has_text=KERNEL_IDLE).wait_for()
    await page.locator('.lm-MenuBar-itemLabel:text-is("Run")').click()
    await page.locator('.lm-Menu-itemLabel:text-is("Run All Cells")').click()
    board = page.locator(WIDGET).first
    await board.locator("[data-tower]").nth(15).wait_for()
    await page.locator(f"{WIDGET}[aria-busy='true']").first.wait_for(state="detached")
    await board.evaluate(PROBE)
    return page


async def drive(page: Any, user: str, until: Callable[[], float], samples: Samples, rng: random.Random) -> None:
    """Click the lesson's first board (its free board) every 3-6 s until ``until()``: a target of the selected tower
    when there is one, else the square of a tower that may move."""
    board = page.locator(WIDGET).first
    while time.monotonic() < until():
        await asyncio.sleep(rng.uniform(3, 6))
        if time.monotonic() >= until():
            break
        targets = board.locator("[data-target]")
        towers = board.locator('[data-square]:has([data-tower][data-movable="true"])')
        pick = targets if await targets.count() and rng.random() < 0.85 else towers
        count = await pick.count()
        if not count:
            undo = board.get_by_role("button", name="Undo")
            if not await undo.count():
                continue
            pick, count = undo, 1  # the round is over on a board without the new-match form: take the last move back
        try:
            await pick.nth(rng.randrange(count)).click(timeout=30_000)
            await board.evaluate("root => new Promise((done, fail) => { const t0 = performance.now(); "
                                 "const look = () => root.__kw.clickAt === null ? done() : "
                                 "performance.now() - t0 > 60000 ? fail(new Error('no new view')) : "
                                 "requestAnimationFrame(look); look(); })")
        except Exception as error:  # noqa: BLE001 - a browser's failure is an error of the run, counted
            samples.errors.append(f"{user} (browser): {type(error).__name__}: {str(error).splitlines()[0]}")
            continue
        sample = await board.evaluate("root => root.__kw.samples.at(-1)")
        samples.browser_clicks.append(sample)
