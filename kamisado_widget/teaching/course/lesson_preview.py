"""A lesson as still pictures: its text and a picture of each board, shown while the live lesson gets ready.

A lesson page opens with a kernel that still has to start (seconds in the offline site, where Python itself is
loaded into the page). :func:`lesson_preview` is the page the learner reads meanwhile: the lesson run once, headless
(:func:`~..classroom.lesson_exercises.private_shell`), as a lesson app runs it (its Markdown shown, its code run
unseen), each output kept as the static view the package already makes for exports (a board's picture, an
exercise's title and words and picture), and each board's picture captioned that the board is getting ready. The
offline site's build writes one per lesson page (``lessons/<lesson>.preview.html``); the page shows it at once and
takes it away when the lesson's first live board answers.

On a server, Voilà's lesson page has them in its HTML: :func:`voila_cover`, which the page's prelaunch hook
(:func:`.voila_page.voila_hook`) puts in the notebook's metadata for the ``kamisado`` template, made once per
version of the notebook file.

Markdown is turned into HTML with mistune (a build-time tool, brought by nbconvert; not needed to run a lesson).
"""

from __future__ import annotations

import functools
import html
import pathlib
import re
from typing import Any

from ...engine.catalogue import SOURCE_LANGUAGE, _, set_language, speaking
from .lesson_app import lesson_cells, lesson_path, other_language_links, relink
from .lesson_rest import WIDGET_VIEW

MAX_PICTURES = 3
"""The still pictures end after the cell that shows this many boards: they are the lesson's first screens, shown for
seconds; the whole of a long lesson (08's 58 puzzles) made the page slow to start while it lay over it."""
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


def lesson_preview(name: str, language: str = SOURCE_LANGUAGE, links: str | None = None,
                   pictures: int | None = MAX_PICTURES) -> str:
    """The lesson ``name`` (a tutorial's name, of the course in ``language``) as still HTML, in its language: its
    Markdown, and the still view of everything its code shows, each board's picture captioned as getting ready, up to
    the cell that shows the ``pictures``-th board (:data:`MAX_PICTURES`; None: the whole lesson);
    links to other lessons rewritten with ``links`` as the lesson app does (:func:`.lesson_app.relink`). The
    lesson's code is run headless, as the class table runs it; nothing is saved and nothing of the caller's changes."""
    from ..classroom.lesson_exercises import private_shell
    from . import lesson_app
    from .lesson_rest import CellQueue

    cells = lesson_cells(name, language)
    others = other_language_links(lesson_path(name, language), language)
    parts: list[str] = [_markdown_html(relink(others, links))] if others else []

    app_links, app_folder = lesson_app._links, lesson_app._folder
    try:
        with private_shell(lesson_path(name, language).resolve().parent) as shell:
            set_language(language)
            # a course map among the pictures leads to the lesson pages and lists this course, as in the lesson app
            lesson_app._links, lesson_app._folder = links, lesson_path(name, language).parent
            runner = CellQueue([], shell, markdown=lambda source: source)
            for kind, source in cells:
                if kind == "markdown":
                    parts.append(_markdown_html(relink(source, links)))
                    continue
                parts.extend(_output_html(entry) for entry in runner._run(source))
                if runner.failed or (pictures is not None and sum(p.count("<figure") for p in parts) >= pictures):
                    break
            page = "\n".join(part for part in parts if part)
    finally:
        lesson_app._links, lesson_app._folder = app_links, app_folder
    return f'<div class="kw-preview-lesson" lang="{html.escape(language)}">\n{page}\n</div>\n'


COVER = pathlib.Path(__file__).with_name("cover")  # the cover's style sheet and script, shared with the offline site


@functools.lru_cache(maxsize=64)
def _voila_cover(path: str, _version: tuple[int, int]) -> str:
    from .map import read_lesson

    pictures = lesson_preview(path, read_lesson(pathlib.Path(path)).language or SOURCE_LANGUAGE)
    style = (COVER / "lesson_cover.css").read_text(encoding="utf-8")
    script = (COVER / "lesson_cover.js").read_text(encoding="utf-8")
    return (f'<style>{style}</style>\n<div class="kw-cover">{pictures}</div>\n'
            f'<script type="module">{script}\nwatchCover(window, document.querySelector(".kw-cover"));</script>\n')


def voila_cover(path: str | pathlib.Path) -> str:
    """Voilà's lesson page's cover for the notebook at ``path``: the cover's style sheet, the lesson's still pictures
    (in the lesson's language: :func:`~.map.read_lesson`) and the script that takes them away when the first live
    board has been answered. Made once per version of the file (its size and time of change)."""
    resolved = pathlib.Path(path).resolve()
    stat = resolved.stat()
    return _voila_cover(str(resolved), (stat.st_mtime_ns, stat.st_size))


__all__ = ["caption", "lesson_preview", "voila_cover"]
