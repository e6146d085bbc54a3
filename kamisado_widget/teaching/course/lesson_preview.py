"""A lesson as still pictures: its text and a picture of each board, shown while the live lesson gets ready.

A lesson page opens with a kernel that still has to start (seconds in the offline site, where Python itself is
loaded into the page). :func:`lesson_preview` is the page the learner reads meanwhile: the lesson run once, headless
(:func:`~..classroom.lesson_exercises.private_shell`), as a lesson app runs it (its Markdown shown, its code run
unseen), each output kept as the static view the package already makes for exports (a board's picture, an
exercise's title and words and picture), and each board's picture captioned that the board is getting ready. The
offline site's build writes one per lesson page (``lessons/<lesson>.preview.html``); the page shows it at once and
takes it away when the lesson's first live board answers.

Markdown is turned into HTML with mistune (a build-time tool, brought by nbconvert; not needed to run a lesson).
"""

from __future__ import annotations

import html
import re
from typing import Any

from ...engine.catalogue import SOURCE_LANGUAGE, _, set_language, speaking
from .lesson_app import lesson_cells, lesson_path, relink

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
_SVG = re.compile(r"<svg\b.*?</svg>", re.DOTALL)


def _markdown_html(source: str) -> str:
    try:
        import mistune
    except ImportError as error:  # pragma: no cover - the build's and the tests' environments have it
        raise RuntimeError(_("A lesson's still pictures need mistune to turn its text into HTML: "
                             "pip install mistune.")) from error
    render = mistune.create_markdown(escape=False, plugins=["table", "strikethrough"])
    return str(render(source))


def caption(language: str | None = None) -> str:
    """The line under each board's still picture, in ``language`` (the one speaking now by default)."""
    with speaking(language):
        # Translators: under the still picture of a board while the lesson page starts; the live board replaces it.
        return _("Getting this board ready…")


def _captioned(picture_html: str) -> str:
    """Each board's picture in ``picture_html`` with a line under it saying that the live board is getting ready."""
    note = html.escape(caption())

    def captioned(m: re.Match[str]) -> str:
        return (f'<figure class="kw-preview-board" aria-busy="true">{m.group(0)}'
                f'<figcaption role="status">{note}</figcaption></figure>')

    return _SVG.sub(captioned, picture_html)


def _output_html(entry: dict[str, Any]) -> str:
    """One captured output as still HTML: its page or picture, its printed text; a widget without a still view of
    its own (a button, a box) shows nothing yet."""
    if entry["output_type"] == "stream":
        return "" if entry["name"] == "stderr" else f"<pre>{html.escape(entry['text'])}</pre>"
    data = entry["data"]
    if "text/html" in data:
        return _captioned(data["text/html"])
    if "image/svg+xml" in data:
        return _captioned(data["image/svg+xml"])
    if "text/markdown" in data:
        return _markdown_html(data["text/markdown"])
    if WIDGET_VIEW in data or "text/plain" not in data:
        return ""
    return f"<pre>{html.escape(data['text/plain'])}</pre>"


def lesson_preview(name: str, language: str = SOURCE_LANGUAGE, links: str | None = None) -> str:
    """The lesson ``name`` (a tutorial's name, of the course in ``language``) as still HTML, in its language: its
    Markdown, and the still view of everything its code shows, each board's picture captioned as getting ready;
    links to other lessons rewritten with ``links`` as the lesson app does (:func:`.lesson_app.relink`). The
    lesson's code is run headless, as the class table runs it; nothing is saved and nothing of the caller's changes."""
    from ..classroom.lesson_exercises import private_shell
    from .lesson_rest import CellQueue

    cells = lesson_cells(name, language)
    parts: list[str] = []
    with private_shell(lesson_path(name, language).resolve().parent) as shell:
        set_language(language)
        runner = CellQueue([], shell, markdown=lambda source: source)
        for kind, source in cells:
            if kind == "markdown":
                parts.append(_markdown_html(relink(source, links)))
                continue
            parts.extend(_output_html(entry) for entry in runner._run(source))
            if runner.failed:
                break
        page = "\n".join(part for part in parts if part)
    return f'<div class="kw-preview-lesson" lang="{html.escape(language)}">\n{page}\n</div>\n'


__all__ = ["caption", "lesson_preview"]
