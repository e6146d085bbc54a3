"""JupyterLab server and Chromium for the browser tests (recipe: Debian chromium + Playwright).

The machinery lives in ``tests/helpers/lab.py`` (shared with ``benchmarks/click_to_board.py``). One JupyterLab
server, one Chromium and one offline site serve all the browser tests that run one after another (the whole folder,
or each pytest-xdist worker's share of it): each is started the first time a test asks for it, and all are stopped
as soon as the next test is not a browser test (Playwright's driver keeps an event loop running in the process,
which the other tests' ``asyncio.run`` would meet). Each test still starts from a clean state: its own browser
context and page, and a server put back as it started before the test (no kernel left running, the notebooks and
settings as they were, no saved progress). Nothing here skips: a missing browser or JupyterLab is a test failure
that says what is missing. Servers and browser are always shut down, also when a test fails.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest
from helpers import lab as labtools
from helpers.lab import watched_page
from playwright.sync_api import expect

# An expectation waits for its state up to 30 s, as a page's actions do (watched_page), not Playwright's 5 s: on a
# busy machine, with a test process per core, a kernel's answer can take longer; a state that comes sooner ends
# the wait at once.
expect.set_options(timeout=30_000)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Keep each phase's report on the test item, so fixtures can tell whether the test failed."""
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"report_{report.when}", report)


class Shared:
    """What the browser tests in a row share, each made on first use, all stopped together (:meth:`stop`)."""

    def __init__(self) -> None:
        self.made: dict[str, object] = {}
        self.stack = contextlib.ExitStack()

    def get(self, name: str, start) -> object:
        """The shared ``name``, entered from the context manager ``start()`` the first time; a failure to start
        fails the test that asked, with what is missing."""
        if name not in self.made:
            try:
                self.made[name] = self.stack.enter_context(start())
            except labtools.LabError as error:
                pytest.fail(str(error))
        return self.made[name]

    def stop(self) -> None:
        """Stop everything started (the last first); the next test that asks starts it again."""
        self.made = {}
        stack, self.stack = self.stack, contextlib.ExitStack()
        stack.close()


SHARED = Shared()
BROWSER_TESTS = Path(__file__).parent


@pytest.hookimpl(trylast=True)  # after the test's own fixtures (its page) are torn down
def pytest_runtest_teardown(item, nextitem):
    """After a browser test whose next test is not one (or the last test): stop the servers and the browser."""
    if nextitem is None or not nextitem.path.is_relative_to(BROWSER_TESTS):
        SHARED.stop()


def pytest_sessionfinish(session, exitstatus):
    SHARED.stop()


@pytest.fixture
def lab(tmp_path_factory):
    """The JupyterLab server on 127.0.0.1 (a temp copy of notebooks/ and tests/browser/notebooks/), as the test's
    learner finds it: put back before the test as it started (no kernel of an earlier test running, the notebooks
    and settings as they were, no saved progress)."""
    server = SHARED.get("lab", lambda: labtools.shared_lab(tmp_path_factory.mktemp("lab")))
    server.fresh()
    return server


@pytest.fixture
def browser():
    """Debian's Chromium driven by Playwright (never a downloaded browser)."""
    return SHARED.get("browser", lambda: labtools.chromium(labtools.LEAN_COMPILING))


@pytest.fixture
def page(browser, request):
    """A fresh light-theme page (see :func:`watched_page`)."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, color_scheme="light")
    with watched_page(context, request) as page:
        yield page


@contextlib.contextmanager
def _built_and_served():
    from helpers.lite import build_site, serving

    seconds = build_site()
    print(f"\nJupyterLite site build (or cache check): {seconds:.1f} s")
    with serving() as served:
        yield served


@pytest.fixture
def site():
    """The offline JupyterLite site (scripts/build_lite.sh, cached) served on 127.0.0.1."""
    return SHARED.get("site", _built_and_served)


@pytest.fixture
def offline_page(browser, site, request):
    """A page of a context that lets no request leave the site; the test fails on any request to another host."""
    from helpers.lite import offline_context

    context = offline_context(browser, site.url, viewport={"width": 1280, "height": 1000}, color_scheme="light")
    with watched_page(context, request) as page:
        yield page
    assert not context.kw_foreign, f"requests to other hosts: {context.kw_foreign}"

