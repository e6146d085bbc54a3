"""A worksheet and its answer key printed to PDF by Debian's Chromium: A4 pages, more than one, every task's number,
title and text on the PDF's pages, and no task split across two pages (its heading and its writing lines, or its
answer, on one page) (issue 30).

The PDF's pages and text are read with the standard library (zlib and the fonts' ToUnicode maps that Chromium
writes), so no PDF package is needed."""

from __future__ import annotations

import re
import zlib
from typing import NamedTuple

import pytest

from kamisado_widget import load_puzzles, worksheet
from kamisado_widget.engine.catalogue import _, ngettext

OBJECT = re.compile(rb"(\d+) 0 obj\s*(.*?)endobj", re.DOTALL)
A4_POINTS = (595, 842)  # 210 mm x 297 mm
RULE = re.compile(rb"([\d.]+) [\d.]+ [\d.]+ rg|-?[\d.]+ -?[\d.]+ ([\d.]+) ([\d.]+) re\s*f\b")
BORDER, WRITING_LINE = "0.7333", "0.2667"  # the grey of an item's bottom border (#bbb), of a line to write on (#444)


class Page(NamedTuple):
    box: tuple[float, ...]
    text: str
    rules: list[str]  # the fill grey of each thin rule across the page (a border, a line to write on), in order


def _stream(body: bytes) -> bytes:
    raw = body.split(b"stream", 1)[1].lstrip(b"\r\n")
    return zlib.decompressobj().decompress(raw) if b"/FlateDecode" in body.split(b"stream", 1)[0] else raw


def _unicode_map(cmap: bytes) -> dict[int, str]:
    out: dict[int, str] = {}
    for block in re.findall(rb"beginbfchar(.*?)endbfchar", cmap, re.DOTALL):
        for src, dst in re.findall(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>", block):
            out[int(src, 16)] = bytes.fromhex(dst.decode()).decode("utf-16-be")
    for block in re.findall(rb"beginbfrange(.*?)endbfrange", cmap, re.DOTALL):
        for lo, hi, dst in re.findall(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>", block):
            first = int(dst, 16)
            for code in range(int(lo, 16), int(hi, 16) + 1):
                out[code] = chr(first + code - int(lo, 16))
    return out


def thin_rules(content: bytes) -> list[str]:
    """The fill grey (its red part) of each thin, wide rectangle a page's content draws."""
    colour, rules = "", []
    for m in RULE.finditer(content):
        if m.group(1):
            colour = f"{float(m.group(1)):.4f}"
        elif float(m.group(3)) <= 1.01 and float(m.group(2)) > 300:
            rules.append(colour)
    return rules


def pdf_pages(data: bytes) -> list[Page]:
    """Each page of a Chromium PDF, in order: its MediaBox, its text (the glyphs decoded, in drawing order) and its
    thin rules."""
    objects = {int(n): body for n, body in OBJECT.findall(data)}
    [tree] = [b for b in objects.values() if re.search(rb"/Type\s*/Pages\b", b)]
    kids = [int(n) for n in re.findall(rb"(\d+) 0 R", re.search(rb"/Kids\s*\[(.*?)\]", tree, re.DOTALL).group(1))]
    count = int(re.search(rb"/Count\s+(\d+)", tree).group(1))
    assert count == len(kids) == len(re.findall(rb"/Type\s*/Page\b(?!s)", data)), "one page object per page"
    pages = []
    for kid in kids:
        page = objects[kid]
        box = tuple(float(x) for x in re.search(rb"/MediaBox\s*\[([^\]]*)\]", page).group(1).split())
        fonts = dict(re.findall(rb"/(F\d+)\s+(\d+) 0 R", re.search(rb"/Font\s*<<(.*?)>>", page, re.DOTALL).group(1)))
        maps = {}
        for name, ref in fonts.items():
            cmap_ref = re.search(rb"/ToUnicode\s+(\d+) 0 R", objects[int(ref)]).group(1)
            maps[name] = _unicode_map(_stream(objects[int(cmap_ref)]))
        content = _stream(objects[int(re.search(rb"/Contents\s+(\d+) 0 R", page).group(1))])
        text, font = [], {}
        for m in re.finditer(rb"/(F\d+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\[([^\]]*)\]\s*TJ", content):
            if m.group(1):
                font = maps[m.group(1)]
                continue
            hexes = [m.group(2)] if m.group(2) is not None else re.findall(rb"<([0-9A-Fa-f]*)>", m.group(3))
            for h in hexes:
                text.extend(font.get(int(h[i:i + 4], 16), "") for i in range(0, len(h), 4))
        pages.append(Page(box, "".join(text), thin_rules(content)))
    return pages


def squeezed(text: str) -> str:
    """Text without white space: a PDF draws a wrapped line's break as a move, not a space."""
    return re.sub(r"\s+", "", text)


@pytest.fixture
def printed(page, tmp_path):
    def print_to_pdf(answers: bool) -> list[Page]:
        sheet = worksheet(load_puzzles()[:5], answers=answers, title="Puzzles for Friday")
        path = sheet.save(tmp_path / f"sheet-{answers}.html")
        page.goto(path.as_uri())
        return pdf_pages(page.pdf(prefer_css_page_size=True, print_background=True))
    return print_to_pdf


def test_the_worksheet_prints_to_a4_pages_with_every_task_whole_on_one_page(printed, page):
    pages = printed(False)
    assert len(pages) >= 2, "five boards do not fit one page"
    for p in pages:
        assert [round(x) for x in p.box[2:]] == list(A4_POINTS), p.box
    texts = [squeezed(p.text) for p in pages]
    intro = ngettext(
        "This worksheet has {count} task. Look at the board, read its task, and write your answer on the lines "
        "below it. Write a move as the board does: a step as c1-c6, a push as e4>e5, a pass as d2=.",
        "This worksheet has {count} tasks. Look at each board, read its task, and write your answer on the lines "
        "below it. Write a move as the board does: a step as c1-c6, a push as e4>e5, a pass as d2=.", 5).format(count=5)
    assert squeezed(intro) in texts[0] and squeezed(_("Your name:")) in texts[0]
    for n, puzzle in enumerate(load_puzzles()[:5], 1):
        heading = squeezed(f"{n}. {puzzle.title}")
        task = squeezed(puzzle.task())
        holding = [i for i, t in enumerate(texts) if task in t]
        assert len(holding) == 1, f"task {n} is whole on one page"
        assert heading in texts[holding[0]], f"task {n}'s heading is on its page"
    for p, t in zip(pages, texts):  # every task begun on a page ends there: its line to write on, its border
        tasks = len(re.findall(r"\d\." + re.escape(squeezed(_("Win in {count}").format(count=1))), t))
        assert tasks == t.count(squeezed(_("Write your answer on the line below.")))
        assert p.rules.count(WRITING_LINE) == p.rules.count(BORDER) == tasks, (tasks, p.rules)
    assert page.evaluate("() => document.title") == "Puzzles for Friday"


def test_the_answer_key_prints_each_answer_with_its_reason_on_the_tasks_page(printed):
    pages = printed(True)
    texts = [squeezed(p.text) for p in pages]
    assert squeezed("Answer key: Puzzles for Friday") in texts[0]
    for n, puzzle in enumerate(load_puzzles()[:5], 1):
        answer = squeezed(f"{n}. {puzzle.title_after}")
        holding = [t for t in texts if answer in t]
        assert len(holding) == 1 and squeezed(f"Why: {puzzle.explanation()}") in holding[0], n
