// Keyboard use of the board grid: a roving tabindex (one cell is in the tab order), arrow keys
// move a visible focus ring in screen directions, Enter/Space click the focused square and
// Escape drops the selection. Python decides what a click means.
import { place, squareAt } from "./board.js";
import { eventElement } from "./dom.js";

/** @type {Record<string, [number, number]>} */
const MOVES = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

// The square cell an event happened in, if any.
/** @param {Event} event */
const squareOf = (event) => eventElement(event, "[data-square]");

/**
 * @param {import("./board.js").Board} board
 * @param {{ onActivate: (square: string) => unknown, onCancel: () => unknown }} handlers
 */
export function createKeyboard(board, { onActivate, onCancel }) {
  /** @type {string | null} */
  let current = null; // the square that holds tabindex=0

  /**
   * @param {string} name
   * @param {boolean} focus
   */
  function rove(name, focus) {
    const next = board.cells.get(name);
    if (!next) return;
    if (current !== name) {
      if (current !== null) board.cells.get(current)?.setAttribute("tabindex", "-1");
      next.setAttribute("tabindex", "0");
      current = name;
    }
    if (focus) next.focus();
  }

  /** @param {KeyboardEvent} event */
  function onKeyDown(event) {
    const cell = squareOf(event);
    if (!cell || event.altKey || event.ctrlKey || event.metaKey) return;
    const name = /** @type {string} */ (cell.dataset.square);
    const flipped = board.flipped;
    let target;
    if (event.key in MOVES) {
      const [dr, dc] = MOVES[event.key];
      const { row, col } = place(name, flipped);
      target = squareAt(Math.min(7, Math.max(0, row + dr)), Math.min(7, Math.max(0, col + dc)), flipped);
    } else if (event.key === "Home" || event.key === "End") {
      const { row } = place(name, flipped);
      target = squareAt(row, event.key === "Home" ? 0 : 7, flipped);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      event.stopPropagation();
      if (!event.repeat) onActivate(name);
      return;
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
      return;
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation(); // keep JupyterLab's notebook shortcuts out of the board
    rove(target, true);
  }

  /** @param {FocusEvent} event */
  function onFocusIn(event) {
    const cell = squareOf(event);
    if (cell?.dataset.square) rove(cell.dataset.square, false);
  }

  board.grid.addEventListener("keydown", onKeyDown);
  board.grid.addEventListener("focusin", onFocusIn);

  return {
    // Keep one cell tabbable: the one last focused, else the selection, the mover, a1.
    /** @param {import("./types.js").View} view */
    update(view) {
      if (current === null) {
        const mover = view.towers.find((t) => t.id === view.mover);
        rove(view.selected || mover?.square || "a1", false);
      }
    },
    focus: (/** @type {string} */ name) => rove(name, true),
    set: (/** @type {string} */ name) => rove(name, false),
    get current() {
      return current;
    },
    destroy() {
      board.grid.removeEventListener("keydown", onKeyDown);
      board.grid.removeEventListener("focusin", onFocusIn);
    },
  };
}
