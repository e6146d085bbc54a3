"""JupyterLab server and Chromium for the browser tests (recipe: Debian chromium + Playwright).

The machinery lives in ``lab.py`` (shared with ``benchmarks/click_to_board.py``). Nothing here
skips: a missing browser or JupyterLab is a test failure that says what is missing. Server and
browser are always shut down, also when a test fails.
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))  # tests import the helpers as `lab`

import lab as labtools

ARTIFACTS = Path(os.environ.get("KAMISADO_ARTIFACTS_DIR", Path(tempfile.gettempdir()) / "kamisado-widget-artifacts"))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Keep each phase's report on the test item, so fixtures can tell whether the test failed."""
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"report_{report.when}", report)


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """A JupyterLab server on 127.0.0.1 serving a temp copy of notebooks/ and tests/browser/notebooks/."""
    try:
        with labtools.running_lab(tmp_path_factory.mktemp("lab")) as server:
            yield server
    except labtools.LabError as error:
        pytest.fail(str(error))


@pytest.fixture(scope="module")
def browser():
    """Debian's Chromium driven by Playwright (never a downloaded browser)."""
    try:
        with labtools.chromium() as browser:
            yield browser
    except labtools.LabError as error:
        pytest.fail(str(error))


@contextlib.contextmanager
def watched_page(context, request):
    """A new page of ``context`` that collects script errors and alert dialogs in ``page.kw_errors``/
    ``page.kw_dialogs``; when the test fails a screenshot is saved under ARTIFACTS; the context is closed."""
    page = context.new_page()
    page.set_default_timeout(30_000)
    page.kw_errors, page.kw_dialogs = [], []
    page.on("pageerror", lambda error: page.kw_errors.append(str(error)))
    page.on("dialog", lambda dialog: (page.kw_dialogs.append(dialog.message), dialog.dismiss()))
    try:
        yield page
    finally:
        report = getattr(request.node, "report_call", None)
        if report is None or report.failed:
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            shot = ARTIFACTS / f"{request.node.name}.png"
            try:
                page.screenshot(path=str(shot), full_page=True)
                print(f"failure screenshot: {shot}")
            except Exception as error:  # noqa: BLE001 - a dead page must not hide the test's own failure
                print(f"could not take a failure screenshot: {error}")
        context.close()


@pytest.fixture
def page(browser, request):
    """A fresh light-theme page (see :func:`watched_page`)."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, color_scheme="light")
    with watched_page(context, request) as page:
        yield page


@pytest.fixture(scope="module")
def site():
    """The offline JupyterLite site (scripts/build_lite.sh, cached) served on 127.0.0.1."""
    from lite import build_site, serving

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
    from lite import offline_context

    context = offline_context(browser, site.url, viewport={"width": 1280, "height": 1000}, color_scheme="light")
    with watched_page(context, request) as page:
        yield page
    assert not context.kw_foreign, f"requests to other hosts: {context.kw_foreign}"

