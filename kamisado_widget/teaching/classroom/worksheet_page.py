"""A worksheet's page: its style on screen and on paper, and the whole HTML document around its body.

The paper is A4 or US Letter (``@page`` size), with margins that leave the same writing width on both (180 mm: A4 is
210 mm wide, Letter 216 mm), and each task is short enough for the lower page (Letter's 245 mm inside its margins):
a task, with its board and its lines, is never split across two pages (``break-inside: avoid``), nor a heading
parted from its task. Browsers print the boards' own colours and greys (``print-color-adjust: exact``).

The colours' characters on a black-and-white board are drawn in the font the widget's colour-blind view uses: its
``@font-face`` (the eight glyphs, embedded in the widget's style sheet) is copied into the document, so a
printer's computer without a Japanese font prints them too.
"""

from __future__ import annotations

import pathlib
import re
from functools import cache
from html import escape

from ...engine.catalogue import language
from ...engine.svg import CHARACTER_FONTS

PAPERS = {"A4": "A4", "Letter": "letter"}
"""The papers a worksheet is laid out for, and each one's CSS ``@page`` size."""
TEXT_FONTS = "Georgia, 'Times New Roman', 'Kamisado Characters', serif"
"""The sheet's words: a serif, and the colours' characters (the black-and-white sheet's key) in their own font,
which has those eight glyphs only (the system's own font for them where it is not embedded)."""
WIDGET_CSS = pathlib.Path(__file__).parents[2] / "widget" / "static" / "widget.css"

STYLE = f"""
.kamisado-worksheet {{ font-family: {TEXT_FONTS}; color: #111; max-width: 180mm;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.kamisado-worksheet h1 {{ font-size: 20pt; margin: 0 0 2mm; break-after: avoid; page-break-after: avoid; }}
.kamisado-worksheet .intro {{ margin: 0 0 6mm; }}
.kamisado-worksheet .legend {{ margin: 0 0 6mm; font-size: 10pt; }}
.kamisado-worksheet .name {{ margin: 0 0 8mm; }}
.kamisado-worksheet .item {{ break-inside: avoid; page-break-inside: avoid; margin: 0 0 8mm; padding: 0 0 4mm;
  border-bottom: 1px solid #bbb; }}
.kamisado-worksheet .item h2 {{ font-size: 13pt; margin: 0 0 2mm; break-after: avoid; page-break-after: avoid; }}
.kamisado-worksheet .board {{ margin: 2mm 0; break-inside: avoid; page-break-inside: avoid; }}
.kamisado-worksheet .board svg {{ display: block; max-width: 100%; height: auto; }}
.kamisado-worksheet .board svg text {{ font-family: {CHARACTER_FONTS}; }}
.kamisado-worksheet .write {{ margin: 3mm 0 0; }}
.kamisado-worksheet .write .line {{ border-bottom: 1px solid #444; height: 9mm; }}
.kamisado-worksheet .answer {{ font-weight: bold; }}
"""


def page_style(paper: str) -> str:
    """The document's own rules: the page's size and margins on ``paper`` ("A4" or "Letter"), and print's."""
    return (
        f"\n@page {{ size: {PAPERS[paper]}; margin: 16mm 15mm 18mm; }}\n"
        "@media print { body { margin: 0; } .kamisado-worksheet { max-width: none; }"
        " .kamisado-worksheet .item { break-inside: avoid; page-break-inside: avoid; } }\n"
    )


@cache
def character_font() -> str:
    """The widget's ``@font-face`` rule of the colours' characters ("" when the widget's front end is not built)."""
    try:
        css = WIDGET_CSS.read_text(encoding="utf-8")
    except OSError:
        return ""
    found = re.search(r"@font-face\s*\{[^}]*Kamisado Characters[^}]*\}", css)
    return found.group(0) if found else ""


def document(heading: str, body: str, paper: str, characters: bool) -> str:
    """The whole HTML document of a worksheet or answer key: its ``body`` under a page laid out for ``paper``, with
    the characters' font when its boards show ``characters``."""
    font = character_font() if characters else ""
    return (f'<!DOCTYPE html>\n<html lang="{language()}"><head><meta charset="utf-8"><title>{escape(heading)}</title>'
            f"<style>{font}{page_style(paper)}</style></head><body>{body}</body></html>\n")


__all__ = ["PAPERS", "STYLE", "character_font", "document", "page_style"]
