"""JupyterLab server and Chromium for the browser tests (recipe: Debian chromium + Playwright).

The machinery lives in ``tests/helpers/lab.py`` (shared with ``benchmarks/click_to_board.py``). One JupyterLab
server, one Chromium and one offline site serve the whole run, or each pytest-xdist worker's share of it (each is
started the first time a test asks for it);
each test still starts from a clean state: its own browser context and page, and a server put back as it started
before the test (no kernel left running, the notebooks and settings as they were, no saved progress). Nothing here
skips: a missing browser or JupyterLab is a test failure that says what is missing. Servers and browser are always
shut down, also when a test fails.
"""

from __future__ import annotations

import pytest
from helpers import lab as labtools
from helpers.lab import watched_page


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Keep each phase's report on the test item, so fixtures can tell whether the test failed."""
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"report_{report.when}", report)


@pytest.fixture(scope="session")
def lab_server(tmp_path_factory):
    """The run's JupyterLab server on 127.0.0.1, serving a temp copy of notebooks/ and tests/browser/notebooks/."""
    try:
        with labtools.shared_lab(tmp_path_factory.mktemp("lab")) as server:
            yield server
    except labtools.LabError as error:
        pytest.fail(str(error))


@pytest.fixture
def lab(lab_server):
    """The JupyterLab server, as the test's learner finds it: put back before the test as it started (no kernel of
    an earlier test running, the notebooks and settings as they were, no saved progress)."""
    lab_server.fresh()
    return lab_server


@pytest.fixture(scope="session")
def browser():
    """Debian's Chromium driven by Playwright (never a downloaded browser)."""
    try:
        with labtools.chromium() as browser:
            yield browser
    except labtools.LabError as error:
        pytest.fail(str(error))




@pytest.fixture
def page(browser, request):
    """A fresh light-theme page (see :func:`watched_page`)."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, color_scheme="light")
    with watched_page(context, request) as page:
        yield page


@pytest.fixture(scope="session")
def site():
    """The offline JupyterLite site (scripts/build_lite.sh, cached) served on 127.0.0.1."""
    from helpers.lite import build_site, serving

    try:
        seconds = build_site()
    except labtools.LabError as error:
        pytest.fail(str(error))
    print(f"\nJupyterLite site build (or cache check): {seconds:.1f} s")
    with serving() as served:
        yield served


@pytest.fixture
def offline_page(browser, site, request):
    """A page of a context that lets no request leave the site; the test fails on any request to another host."""
    from helpers.lite import offline_context

    context = offline_context(browser, site.url, viewport={"width": 1280, "height": 1000}, color_scheme="light")
    with watched_page(context, request) as page:
        yield page
    assert not context.kw_foreign, f"requests to other hosts: {context.kw_foreign}"

