// The board: 64 square cells in an ARIA grid, the towers inside them, and the marks of the
// current view (mover, movable towers, selection, targets, last move, pushes, blocked chain,
// the hint's move).
// Cells and towers are created once and updated in place, so focus and animations survive
// every new `view`.
import { createAnimator, speedOf, tripsOf } from "./animate.js";
import { arrowCuts, boardArrows, HEAD_WIDTH, headsFromBelow } from "./arrows.js";
import { eventElement, make, setAttr, setText } from "./dom.js";
import { exploreMarks } from "./explore.js";
import { FILES, gridLabel, squareLabel, squareNote } from "./text.js";

const SVG = "http://www.w3.org/2000/svg";
const HINT = "#3ee8ff"; // the hint's frames and arrow: cyan over black, unlike every square colour
const ANSWER = "#ff4d4d"; // the opponent's answer (a refutation): red over black
// The arrowhead each kind of arrow ends in (the dark under-line always ends in the dark one).
/** @type {Record<string, string>} */
const HEADS = { hint: "kw-head-hint", answer: "kw-head-answer" };

// Visual row/column (0 = top/left) of a square. Not flipped: rank 8 at the top, file a on the
// left (B2). Flipped: Gold's home row (rank 8) at the bottom, file h on the left.
/**
 * @param {string} name
 * @param {boolean} flipped
 */
export function place(name, flipped) {
  const file = FILES.indexOf(name[0]);
  const rank = Number(name[1]);
  return flipped ? { row: rank - 1, col: 7 - file } : { row: 8 - rank, col: file };
}

/**
 * @param {number} row
 * @param {number} col
 * @param {boolean} flipped
 */
export function squareAt(row, col, flipped) {
  return flipped ? `${FILES[7 - col]}${row + 1}` : `${FILES[col]}${8 - row}`;
}

/**
 * @param {string} tag
 * @param {Record<string, string | number>} attrs
 */
function svg(tag, attrs) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  return node;
}

/** @param {string} id */
function makeTower(id) {
  const node = make("div", "kw-tower", { "data-tower": id, "aria-hidden": "true" });
  const top = make("span", "kw-tower-top");
  top.append(make("span", "kw-tower-char"));
  node.append(top);
  return node;
}

/**
 * @param {HTMLElement} node
 * @param {import("./types.js").ShownTower} tower
 * @param {Record<string, string>} palette
 * @param {{ mover: boolean, movable: boolean, picked: boolean }} state
 */
function updateTower(node, tower, palette, state) {
  setAttr(node, "data-player", tower.player);
  setAttr(node, "data-colour", tower.colour);
  setAttr(node, "data-rank", tower.rank);
  setAttr(node, "data-mover", state.mover ? "true" : null);
  setAttr(node, "data-movable", state.movable ? "true" : null);
  setAttr(node, "data-picked", state.picked ? "true" : null);
  const kind = `kw-tower kw-tower--${tower.player}`;
  if (node.className !== kind) node.className = kind;
  const top = /** @type {HTMLElement} */ (node.querySelector(".kw-tower-top")); // not the last child: a refill badge may follow it
  const paint = palette[tower.colour] ?? tower.colour;
  if (top.style.backgroundColor !== paint) top.style.backgroundColor = paint;
  setText(/** @type {Node} */ (top.firstChild), tower.character ?? "");
  // Rank rings (P1): one ring per rank, drawn around the coloured top.
  const rings = node.querySelectorAll(".kw-ring");
  for (let i = rings.length; i < tower.rank; i++) node.insertBefore(make("span", "kw-ring"), top);
  for (let i = tower.rank; i < rings.length; i++) rings[i].remove();
}

/**
 * @typedef {ReturnType<typeof createBoard>} Board
 * @param {{ onSquare: (square: string, cell: HTMLElement) => void }} handlers
 */
export function createBoard({ onSquare }) {
  const el = make("div", "kw-board-area");
  const ranks = make("div", "kw-ranks", { "aria-hidden": "true" });
  const files = make("div", "kw-files", { "aria-hidden": "true" });
  const frame = make("div", "kw-board-frame");
  const grid = make("div", "kw-board", { role: "grid", "aria-rowcount": "8", "aria-colcount": "8" });
  const arrows = svg("svg", { class: "kw-arrows", viewBox: "0 0 8 8", "aria-hidden": "true" });
  const defs = svg("defs", {});
  /** @type {Record<string, string>} */
  const heads = {};
  for (const [id, colour] of [["kw-head-dark", "#000"], ["kw-head-light", "#fff"], ["kw-head-hint", HINT], ["kw-head-answer", ANSWER]]) {
    const marker = svg("marker", {
      id: `${id}-${Math.random().toString(36).slice(2, 8)}`, viewBox: "0 0 10 10", refX: "5", refY: "5",
      markerWidth: String(HEAD_WIDTH), markerHeight: String(HEAD_WIDTH), orient: "auto-start-reverse",
    });
    marker.append(svg("path", { d: "M0,0 L10,5 L0,10 z", fill: colour }));
    marker.dataset.kind = id;
    defs.append(marker);
    heads[id] = marker.id;
  }
  const arrowLayer = svg("g", {});
  const hintLayer = svg("g", { class: "kw-hint-marks" });
  arrows.append(defs, arrowLayer, hintLayer);
  frame.append(grid, arrows);
  el.append(ranks, frame, make("div", "kw-corner"), files);

  /** @type {HTMLElement[]} */
  const rows = [];
  /** @type {HTMLElement[]} */
  const rankLabels = [];
  /** @type {HTMLElement[]} */
  const fileLabels = [];
  for (let i = 0; i < 8; i++) {
    const row = make("div", "kw-row", { role: "row", "aria-rowindex": String(i + 1) });
    rows.push(row);
    grid.append(row);
    rankLabels.push(ranks.appendChild(make("div", "kw-label")));
    fileLabels.push(files.appendChild(make("div", "kw-label")));
  }
  /** @type {Map<string, HTMLElement>} */
  const cells = new Map();
  for (let rank = 1; rank <= 8; rank++) {
    for (const file of FILES) {
      const name = `${file}${rank}`;
      const cell = make("div", "kw-square", { role: "gridcell", "data-square": name, tabindex: "-1" });
      const mark = make("span", "kw-mark", { "aria-hidden": "true" });
      const char = make("span", "kw-char", { "aria-hidden": "true" });
      const note = make("span", "kw-note", { "aria-hidden": "true" });
      const explored = make("span", "kw-explore-mark", { "aria-hidden": "true" }); // explore mode's result
      cell.append(mark, char, note, explored);
      cells.set(name, cell);
    }
  }
  /** @type {Map<string, HTMLElement>} */
  const towers = new Map();
  /** @type {boolean | null} */
  let flipped = null;
  const animator = createAnimator();
  /** @type {{ ply: number | null, layout: string | null, speed: string | null }} */
  let shown = { ply: null, layout: null, speed: null }; // the view drawn last, for what to animate

  /** @param {boolean} flip */
  function arrange(flip) {
    flipped = flip;
    for (let row = 0; row < 8; row++) {
      const cellsInRow = [];
      for (let col = 0; col < 8; col++) {
        const cell = /** @type {HTMLElement} */ (cells.get(squareAt(row, col, flip)));
        setAttr(cell, "aria-colindex", col + 1);
        cellsInRow.push(cell);
      }
      rows[row].replaceChildren(...cellsInRow);
      rankLabels[row].textContent = flip ? String(row + 1) : String(8 - row);
      fileLabels[row].textContent = flip ? FILES[7 - row] : FILES[row];
    }
  }

  /**
   * @param {string} from
   * @param {string} to
   * @param {string} kind
   */
  function drawArrow(from, to, kind, layer = arrowLayer) {
    const a = place(from, Boolean(flipped));
    const b = place(to, Boolean(flipped));
    const [x1, y1, x2, y2] = [a.col + 0.5, a.row + 0.5, b.col + 0.5, b.row + 0.5];
    const len = Math.hypot(x2 - x1, y2 - y1);
    const group = svg("g", { class: `kw-arrow kw-arrow--${kind}`, "data-arrow": `${from}-${to}`, "data-arrow-kind": kind });
    if (len === 0) {
      // A pass (M6): a ring on its square.
      const ring = { cx: x1, cy: y1, r: 0.38, fill: "none" };
      group.append(svg("circle", { ...ring, class: "kw-arrow-under" }), svg("circle", { ...ring, class: "kw-arrow-over" }));
      layer.append(group);
      return;
    }
    const { start, end } = arrowCuts(len);
    const ux = (x2 - x1) / len;
    const uy = (y2 - y1) / len;
    const coords = { x1: x1 + ux * start, y1: y1 + uy * start, x2: x2 - ux * end, y2: y2 - uy * end };
    group.append(
      svg("line", { ...coords, class: "kw-arrow-under", "marker-end": `url(#${heads["kw-head-dark"]})` }),
      svg("line", { ...coords, class: "kw-arrow-over", "marker-end": `url(#${heads[HEADS[kind] ?? "kw-head-light"]})` }),
    );
    layer.append(group);
  }

  // The hint: a cyan frame on its squares (a ring for a pass) and a cyan arrow between them.
  /** @param {Map<string, string> | null} hint */
  function drawHint(hint) {
    hintLayer.replaceChildren();
    if (!hint) return;
    for (const [name, kind] of hint) {
      const { row, col } = place(name, Boolean(flipped));
      const shape = kind === "pass" ? "circle" : "rect";
      /** @type {Record<string, number>} */
      const attrs =
        kind === "pass"
          ? { cx: col + 0.5, cy: row + 0.5, r: 0.4 }
          : { x: col + 0.07, y: row + 0.07, width: 0.86, height: 0.86, rx: 0.12 };
      const group = svg("g", { class: `kw-hint-mark kw-hint-mark--${kind}`, "data-hint-mark": name });
      group.append(svg(shape, { ...attrs, class: "kw-arrow-under" }), svg(shape, { ...attrs, class: "kw-hint-over" }));
      hintLayer.append(group);
    }
    const [from, to] = hint.keys();
    if (hint.size === 2) drawArrow(from, to, "hint", hintLayer);
  }

  /** @param {import("./types.js").Drawn} view */
  function update(view) {
    const flipChanged = view.flipped !== flipped;
    const active = document.activeElement;
    const hadFocus = grid.contains(active);
    if (flipChanged) arrange(Boolean(view.flipped));
    setAttr(grid, "aria-label", gridLabel(view.words, Boolean(view.flipped)));

    const palette = view.palette ?? {};
    const towerAt = new Map(view.towers.map((t) => [t.square, t]));
    const targets = new Map((view.targets ?? []).map((t) => [t.square, t]));
    const movable = new Set(view.movable ?? []);
    const picked = view.mode === "edit" ? view.edit?.picked ?? null : null;
    /** @type {Map<string, number>} */
    const chain = new Map();
    const blocked = view.round_end?.chain?.length ? view.round_end.chain : view.chain ?? [];
    blocked.forEach((link, i) => chain.set(link.square, i + 1));
    /** @type {Map<string, string>} */
    const last = new Map();
    /** @type {Map<string, string>} */
    const pushed = new Map();
    // A push target's preview: every tower the push would move, and the square each would land on.
    const wouldPush = new Set();
    const wouldLand = new Set();
    for (const t of view.targets ?? []) {
      for (const p of t.pushes ?? []) {
        wouldPush.add(p.from);
        wouldLand.add(p.to);
      }
    }
    const explored = exploreMarks(view); // explore mode: each target square's proven result
    const lm = view.last_move;
    const hinted = view.mode !== "edit" ? view.hint : null; // a hint without a move (from and to null) marks nothing
    /** @type {Map<string, string> | null} */
    const hint = hinted?.from && hinted.to ? new Map(hinted.from === hinted.to ? [[hinted.from, "pass"]] : [[hinted.from, "from"], [hinted.to, "to"]]) : null;
    if (lm) {
      if (lm.kind === "pass" || lm.from === lm.to) last.set(lm.from, "pass");
      else last.set(lm.from, "from").set(lm.to, "to");
      for (const p of lm.pushed ?? []) pushed.set(p.from, "from").set(p.to, "to");
    }

    const drawn = boardArrows(view);
    const noteOnTop = headsFromBelow(drawn, Boolean(flipped));
    for (const square of view.squares) {
      const cell = /** @type {HTMLElement} */ (cells.get(square.name));
      const tower = towerAt.get(square.name);
      const target = targets.get(square.name);
      setAttr(cell, "data-colour", square.colour);
      const paint = palette[square.colour] ?? square.colour;
      if (cell.style.backgroundColor !== paint) cell.style.backgroundColor = paint;
      setText(cell.children[1], square.character ?? "");
      const state = {
        mover: Boolean(tower && tower.id === view.mover),
        movable: Boolean(tower && movable.has(tower.id)),
        selected: view.selected === square.name,
        target,
        blocked: chain.get(square.name),
        last: last.get(square.name),
        pushed: pushed.get(square.name),
        wouldPush: wouldPush.has(square.name),
        wouldLand: wouldLand.has(square.name),
        picked: Boolean(tower && tower.id === picked),
        hint: hint?.get(square.name),
        explore: explored.get(square.name)?.text,
      };
      setAttr(cell, "aria-selected", state.selected ? "true" : "false");
      setAttr(cell, "data-target", target ? target.kind : null);
      setAttr(cell, "data-move", target ? target.move : null);
      setAttr(cell, "data-last", state.last);
      setAttr(cell, "data-pushed", state.pushed);
      setAttr(cell, "data-would-push", state.wouldPush ? "true" : null);
      setAttr(cell, "data-would-land", state.wouldLand ? "true" : null);
      setAttr(cell, "data-blocked", state.blocked);
      setAttr(cell, "data-hint", state.hint);
      const mark = explored.get(square.name);
      setAttr(cell, "data-explore", mark?.result);
      setAttr(cell, "data-explore-best", mark?.best ? "true" : null);
      setText(cell.children[3], mark?.label ?? "");
      const label = squareLabel(view.words, square, tower, state);
      setAttr(cell, "aria-label", label);
      setAttr(cell, "title", label);
      setText(cell.children[2], squareNote(view.words, target?.kind, state.blocked));
      setAttr(cell, "data-note-at", noteOnTop.has(square.name) ? "top" : null);
    }

    /** @type {Map<string, string | null>} */
    const was = new Map(); // each tower's square before this view, for a tower that moved
    /** @type {Set<string>} */
    const seen = new Set();
    for (const tower of view.towers) {
      const id = tower.id ?? `${tower.player}-${tower.colour}`;
      seen.add(id);
      let node = towers.get(id);
      if (!node) towers.set(id, (node = makeTower(id)));
      updateTower(node, tower, palette, { mover: id === view.mover, movable: movable.has(id), picked: id === picked });
      const cell = /** @type {HTMLElement} */ (cells.get(tower.square));
      if (node.parentNode !== cell) {
        was.set(id, node.parentElement?.dataset?.square ?? null);
        cell.append(node);
      }
    }
    for (const [id, node] of towers) {
      if (!seen.has(id)) {
        node.remove();
        towers.delete(id);
      }
    }

    arrowLayer.replaceChildren();
    for (const arrow of drawn) drawArrow(arrow.from, arrow.to, arrow.kind);
    drawHint(hint);

    if (hadFocus && !grid.contains(document.activeElement)) /** @type {HTMLElement} */ (active).focus({ preventScroll: true });
    animate(view, was, flipChanged);
  }

  // Animate the view's last event (js/animate.js) only when it is one step forward from the view
  // drawn before, on the same layout and orientation, and every tower on its way left the square
  // the event moves it from. A redraw that leaves the board as it was (a message, a selection, the
  // computer thinking) lets a running animation go on; any other change finishes it at once.
  /**
   * @param {import("./types.js").Drawn} view
   * @param {Map<string, string | null>} was
   * @param {boolean} flipChanged
   */
  function animate(view, was, flipChanged) {
    const speed = speedOf(view);
    const forward = shown.ply !== null && view.ply === shown.ply + 1 && view.layout === shown.layout && !flipChanged;
    const changed = was.size > 0 || flipChanged || view.ply !== shown.ply || speed !== shown.speed;
    shown = { ply: view.mode === "edit" ? null : view.ply ?? null, layout: view.layout, speed };
    if (!changed) return;
    let trips = forward && speed !== "off" ? tripsOf(view, speed) : [];
    const fits = (/** @type {import("./animate.js").Trip} */ t) => t.from === t.to || was.get(t.id) === t.from;
    if (!trips.every(fits) || ![...was.keys()].every((id) => trips.some((t) => t.id === id))) trips = [];
    if (trips.length) animator.play(trips, towers, cells);
    else animator.finish();
  }

  const onClick = (/** @type {MouseEvent} */ event) => {
    const cell = eventElement(event, "[data-square]");
    if (cell?.dataset.square && grid.contains(cell)) onSquare(cell.dataset.square, cell);
  };
  grid.addEventListener("click", onClick);

  return {
    el,
    grid,
    cells,
    update,
    get flipped() {
      return Boolean(flipped);
    },
    destroy() {
      animator.finish();
      grid.removeEventListener("click", onClick);
    },
  };
}
