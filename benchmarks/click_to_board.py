"""Benchmark: from a destination click to the board showing the moved tower (not a test).

Starts JupyterLab and Debian's Chromium (the browser tests' helpers in tests/helpers/lab.py),
opens tests/browser/notebooks/bench.ipynb (a Marathon match), and plays moves by clicking with
the mouse: a tower (or the tower that must move), then one of the targets the engine marked.
Inside the page, a capture-phase click listener stamps the destination click and a
MutationObserver stamps the moment the moved tower's element is inside the destination square;
the difference is one sample. Websocket messages are stamped too, to show the front-end's share.
Round ends are refilled with the fill button. Prints median, p95
and max, and the size of the minified bundle in kamisado_widget/widget/static/.

    .venv/bin/python benchmarks/click_to_board.py [--moves 40] [--seed 1]

Targets (issue 4): median <= 50 ms, p95 <= 100 ms, bundle <= 60 KB.
"""

from __future__ import annotations

import argparse
import gzip
import random
import statistics
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).parents[1]
sys.path.insert(0, str(REPO / "tests"))  # the tests' helpers package

from helpers import lab

STATIC = REPO / "kamisado_widget" / "widget" / "static"
WIDGET = ".jp-NotebookPanel:not(.lm-mod-hidden) .kamisado-widget"

# Stamps every message JupyterLab receives on its websockets, to split each sample into the round
# trip (click to the arrival of the kernel's view update) and the front-end's share (arrival to DOM).
WS_STAMPS = """
(() => {
  const Native = window.WebSocket;
  window.__kwWs = [];
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", () => window.__kwWs.push(performance.now()));
    }
  };
})();
"""

PROBE = """
() => {
  if (window.__kw) return;
  const root = document.querySelector(__WIDGET__);
  const kw = (window.__kw = { clickAt: null, watch: null });
  document.addEventListener("click", (event) => {
    if (kw.watch && event.target.closest?.(`[data-square="${kw.watch.square}"]`)) kw.clickAt = event.timeStamp;
  }, true);
  const check = () => {
    const w = kw.watch;
    if (!w || kw.clickAt === null) return;
    const tower = root.querySelector(`[data-tower="${w.tower}"]`);
    if (tower && tower.closest("[data-square]")?.dataset.square === w.square) {
      const now = performance.now();
      const dom = now - kw.clickAt;
      const arrived = window.__kwWs.filter((t) => t > kw.clickAt && t <= now).pop();
      const frontEnd = arrived === undefined ? null : now - arrived;
      kw.watch = null;
      requestAnimationFrame(() => w.resolve({ dom, frontEnd, frame: performance.now() - kw.clickAt }));
    }
  };
  new MutationObserver(check).observe(root, { childList: true, subtree: true, attributes: true });
  kw.arm = (square, tower) => {
    kw.clickAt = null;
    kw.pending = new Promise((resolve) => { kw.watch = { square, tower, resolve }; });
  };
}
""".replace("__WIDGET__", repr(WIDGET))


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    k = (len(ordered) - 1) * p / 100
    lo, hi = int(k), min(int(k) + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def bundle_sizes() -> dict[str, tuple[int, int]]:
    out = {}
    for name in ("widget.js", "widget.css"):
        data = (STATIC / name).read_bytes()
        out[name] = (len(data), len(gzip.compress(data, 9)))
    return out


def play(page, moves: int, rng: random.Random) -> list[dict]:
    widget = page.locator(WIDGET)
    page.evaluate(PROBE)
    samples: list[dict] = []
    passes = rounds = 0
    while len(samples) < moves:
        version = widget.get_attribute("data-version")
        fill = widget.locator(".kw-fill button[data-fill]")
        if fill.count():
            fill.nth(rng.randrange(fill.count())).click()
            rounds += 1
            page.wait_for_function(f"document.querySelector({WIDGET!r}).dataset.version !== {version!r}")
            continue
        if widget.locator(".kw-match-winner:visible").count():
            widget.get_by_role("button", name="New match").click()
            page.wait_for_function(f"document.querySelector({WIDGET!r}).dataset.version !== {version!r}")
            continue
        # Select the tower that must move, or any movable one at a free choice (T1).
        mover = widget.locator('[data-tower][data-mover="true"]')
        if mover.count() == 0:
            movable = widget.locator('[data-tower][data-movable="true"]')
            mover = movable.nth(rng.randrange(movable.count()))
        tower = mover.get_attribute("data-tower")
        start = mover.evaluate("e => e.closest('[data-square]').dataset.square")
        widget.locator(f'[data-square="{start}"]').click()
        page.wait_for_function(f"document.querySelector({WIDGET!r}).dataset.version !== {version!r}")
        targets = widget.locator("[data-target]")
        if targets.count() == 0:
            pass_button = widget.locator("button.kw-pass:visible")
            if pass_button.count():  # the tower that must move is blocked: it passes with the Pass button (M6)
                version = widget.get_attribute("data-version")
                pass_button.click()
                page.wait_for_function(f"document.querySelector({WIDGET!r}).dataset.version !== {version!r}")
                passes += 1
            continue  # else this tower cannot move (T1); pick again
        target = targets.nth(rng.randrange(targets.count()))
        square = target.get_attribute("data-square")
        if target.get_attribute("data-target") == "pass":
            version = widget.get_attribute("data-version")
            target.click()
            page.wait_for_function(f"document.querySelector({WIDGET!r}).dataset.version !== {version!r}")
            passes += 1
            continue
        page.evaluate("([square, tower]) => window.__kw.arm(square, tower)", [square, tower])
        target.click()
        result = page.evaluate("() => Promise.race([window.__kw.pending, new Promise((r) => setTimeout(() => r(null), 10000))])")
        if result is None:  # the tower never showed on its square: say so, and go on with the next move
            print(f"no sample for {start}-{square} ({tower}): the tower did not appear there within 10 s", flush=True)
            continue
        samples.append({"move": f"{start}-{square}", **result})
    print(f"played {len(samples)} timed moves, {passes} passes, {rounds} refills")
    return samples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    with (
        tempfile.TemporaryDirectory(prefix="kamisado-bench-") as tmp,
        lab.running_lab(Path(tmp)) as server,
        lab.chromium() as browser,
    ):
        page = browser.new_page(viewport={"width": 1280, "height": 1000})
        page.add_init_script(WS_STAMPS)
        page.set_default_timeout(30_000)
        lab.open_notebook(page, server, "bench.ipynb")
        lab.run_all_cells(page)
        page.locator(WIDGET).locator("[data-tower]").first.wait_for()
        samples = play(page, args.moves, random.Random(args.seed))

    dom = [s["dom"] for s in samples]
    frame = [s["frame"] for s in samples]
    print(f"click -> tower on its new square (DOM): median {statistics.median(dom):.1f} ms, "
          f"p95 {percentile(dom, 95):.1f} ms, max {max(dom):.1f} ms  (n={len(dom)})")
    print(f"click -> next frame after that:          median {statistics.median(frame):.1f} ms, "
          f"p95 {percentile(frame, 95):.1f} ms, max {max(frame):.1f} ms")
    front = [s["frontEnd"] for s in samples if s["frontEnd"] is not None]
    if front:
        print(f"  of which the front-end (update message arrived -> DOM): median {statistics.median(front):.1f} ms, "
              f"p95 {percentile(front, 95):.1f} ms  (the rest is the websocket/kernel round trip)")
    sizes = bundle_sizes()
    total = sum(raw for raw, _ in sizes.values())
    for name, (raw, packed) in sizes.items():
        print(f"bundle {name}: {raw / 1024:.1f} KB minified, {packed / 1024:.1f} KB gzipped")
    print(f"bundle total: {total / 1024:.1f} KB (target <= 60 KB)")
    ok = statistics.median(dom) <= 50 and percentile(dom, 95) <= 100 and total <= 60 * 1024
    print("targets met" if ok else "targets NOT met")


if __name__ == "__main__":
    main()
