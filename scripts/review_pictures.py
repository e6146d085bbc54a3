"""Write docs/review-chart.png: the chart a reviewed round shows in an exported notebook (``w.review()``'s
static picture), drawn by Chromium from the SVG Python makes, on a white page as docs/ pictures are.

    .venv/bin/python scripts/review_pictures.py

The round: random play from the standard opening in which Black throws the win away at move 3 and Gold throws it
back at move 10 (tests/engine/test_review.py). Needs Playwright and Debian's /usr/bin/chromium
(/work/shared/BROWSER-TESTS.md's recipe); the board pictures (explore.png, review.png) are written by the
browser tests.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import sync_playwright

from kamisado_widget.engine import Move, Position
from kamisado_widget.engine.ai.review import review_round

DOCS = Path(__file__).resolve().parents[1] / "docs"
ROUND = "b1-b7 a8-a3 g1-h2 f8-f6 a1-c3 h8-h7 f1-b5 c8-g4 b5-d7 g8-c4 b7-a8"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]


def main() -> None:
    review = review_round(Position.initial(), [Move.from_text(t) for t in ROUND.split()], max_nodes=60_000)
    html = f'<body style="margin:0;background:#fff;font-family:sans-serif"><div id="r" style="display:inline-block;padding:8px">{review._repr_html_()}</div></body>'
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        page = browser.new_page(device_scale_factor=1)
        page.set_content(html)
        page.locator("#r").screenshot(path=str(DOCS / "review-chart.png"))
        browser.close()
    print("wrote", DOCS / "review-chart.png")


if __name__ == "__main__":
    main()
