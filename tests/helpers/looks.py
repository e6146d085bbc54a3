"""Looks measured in the browser: a text's colours and their WCAG contrast, and the screenshots kept in docs/."""

from __future__ import annotations

import os
from pathlib import Path

DOCS = Path(__file__).parents[2] / "docs"
UPDATE = os.environ.get("KAMISADO_UPDATE_SCREENSHOTS") == "1"
"""docs/'s screenshots are written when missing, or all again when KAMISADO_UPDATE_SCREENSHOTS=1."""

# The text colour and the background it is drawn on: the element's own background and its
# ancestors', composited (alpha) down to the first opaque one (white if none is).
COLOURS = """e => {
  const parse = c => { const m = c.match(/[\\d.]+/g).map(Number); return [m[0], m[1], m[2], m.length > 3 ? m[3] : 1]; };
  const layers = [];
  for (let n = e; n; n = n.parentElement) {
    const c = parse(getComputedStyle(n).backgroundColor);
    if (c[3] > 0) layers.push(c);
    if (c[3] >= 1) break;
  }
  let bg = [255, 255, 255];
  for (const c of layers.reverse()) bg = bg.map((v, i) => c[i] * c[3] + v * (1 - c[3]));
  return { fg: parse(getComputedStyle(e).color), bg };
}"""


def save(locator, name):
    path = DOCS / name
    if UPDATE or not path.exists():
        locator.screenshot(path=str(path), animations="disabled")


def relative_luminance(rgb):
    def channel(v):
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(fg, bg):
    """WCAG 2 contrast ratio of a text colour (with its alpha blended onto bg) and a background."""
    alpha = fg[3]
    text = [fg[i] * alpha + bg[i] * (1 - alpha) for i in range(3)]
    hi, lo = sorted((relative_luminance(text), relative_luminance(bg)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)
