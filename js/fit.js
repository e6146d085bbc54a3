// Fitting the widget into an output box of capped height. `marimo edit` shows each output in a
// box at most 610 px high and scrolls the rest, which would hide the controls under the board.
// When the widget sits in such a box and overflows it, narrow the widget: the board is square, so
// each pixel of width taken off takes about a pixel of height off. Front-ends without a capped
// box (JupyterLab, Notebook 7, Voilà, `marimo run`) are left alone.
const MIN_WIDTH = 320; // px: squares stay about 36 px wide, big enough to click
const HEADROOM = 40; // px kept free for a message of two lines that may appear later

// The nearest scrolling ancestor (across shadow roots), if its height is capped in pixels.
/**
 * @param {HTMLElement} el
 * @returns {HTMLElement | null}
 */
function cappedBox(el) {
  /** @type {Element | null} */
  let node = el;
  while (node) {
    node = node.parentElement ?? /** @type {ShadowRoot} */ (node.getRootNode?.())?.host ?? null;
    if (!node || node === document.body || node === document.documentElement) return null;
    const style = getComputedStyle(node);
    if (/auto|scroll/.test(style.overflowY)) return style.maxHeight.endsWith("px") ? /** @type {HTMLElement} */ (node) : null;
  }
  return null;
}

/** @param {HTMLElement} root */
export function createFit(root) {
  let frame = 0;
  const fit = () => {
    frame = 0;
    if (!root.isConnected) return;
    root.style.maxWidth = "";
    const box = cappedBox(root);
    if (!box) return;
    for (let i = 0; i < 3; i++) {
      const overflow = box.scrollHeight - box.clientHeight + HEADROOM;
      if (overflow <= HEADROOM || root.offsetWidth <= MIN_WIDTH) return;
      root.style.maxWidth = `${Math.max(MIN_WIDTH, root.offsetWidth - overflow)}px`;
    }
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(fit);
  };
  // Once, when the widget is first laid out in the page; again when the window changes size, and
  // when a panel appears or goes (`refit`: the move list with the first move, the fill choice, ...).
  const observer = new ResizeObserver(() => {
    if (root.isConnected && root.offsetWidth > 0) {
      observer.disconnect();
      schedule();
    }
  });
  observer.observe(root);
  window.addEventListener("resize", schedule);
  return {
    refit: schedule,
    destroy() {
      observer.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", schedule);
    },
  };
}
