// Kamisado board front-end (anywidget AFM module), following docs/widget-protocol.md.
// It draws the synced traits (`view`, `board_layout` (the layout's squares and paint), the page's `words` in the board's
// language, and the `flipped` and `colour_blind` switches) and sends one intent per user action; Python owns every rule and
// every state change, so nothing here decides whether a move is legal.
import "./widget.css";
import { createAcknowledger, inMarimo } from "./acknowledge.js";
import { createBoard } from "./board.js";
import { createControls } from "./controls.js";
import { make, setAttr, setText } from "./dom.js";
import { createEditing } from "./editor.js";
import { createExplore, exploreOf } from "./explore.js";
import { createFit } from "./fit.js";
import { letControlsHaveTheirKeys } from "./host_keys.js";
import { createSender, ignoreRepeatClicks } from "./intents.js";
import { createKeyboard } from "./keyboard.js";
import { createMoveList } from "./movelist.js";
import { createReadiness } from "./ready.js";
import { createReview } from "./review.js";
import { createStatus } from "./status.js";

/** @type {(keyof import("./types.js").Traits)[]} */
const TRAITS = ["view", "board_layout", "words", "flipped", "colour_blind", "animation", "history"];

function initialize() {
  // No per-model set-up: all state lives in Python's traits.
}

// One object for the parts that draw: the view, with the layout's squares, paint and choices, each
// tower's character (B5) from the squares, the page's words, and the view switches.
/**
 * @param {import("./types.js").Model} model
 * @returns {import("./types.js").Drawn | null}
 */
function current(model) {
  const view = model.get("view");
  const layout = model.get("board_layout");
  if (!view || !Array.isArray(view.towers) || !layout || !Array.isArray(layout.squares)) return null;
  const colours = new Map(layout.squares.map((s) => [s.colour, s]));
  const towers = view.towers.map((t) => ({
    ...t,
    character: colours.get(t.colour)?.character,
  }));
  return {
    ...view,
    towers,
    squares: layout.squares,
    palette: layout.palette ?? {},
    choices: layout.choices ?? { targets: [], layouts: [] },
    words: model.get("words") ?? {},
    flipped: Boolean(model.get("flipped")),
    colour_blind: Boolean(model.get("colour_blind")),
    animation: model.get("animation"),
  };
}

/** @param {{ model: import("./types.js").Model, el: HTMLElement }} host */
function render({ model, el }) {
  // Every intent carries the version of the view it was made on; Python refuses stale ones.
  const sender = createSender(model);
  // Only marimo needs each answered view written back (js/acknowledge.js).
  const acknowledge = createAcknowledger(model, () => inMarimo(el));
  // Until the kernel has answered this view's hello, the board is loading: no intent leaves it.
  const readiness = createReadiness(model, () => redraw());
  const send = (/** @type {import("./types.js").Intent} */ intent) => {
    if (!readiness.ready) return;
    acknowledge.asked();
    sender.send(intent);
  };

  const root = make("div", "kamisado-widget", { "data-lm-suppress-shortcuts": "true" });
  ignoreRepeatClicks(root); // a double click does what one click does
  letControlsHaveTheirKeys(el.ownerDocument); // Enter on the page's buttons and links is theirs, not the host's
  // In edit mode a square click places or picks up a tower; otherwise Python decides it as a move in play.
  const editing = () => model.get("view")?.mode === "edit";
  // While the computer thinks, the board is its: clicks wait for its move instead of reaching
  // Python as moves for the wrong side.
  const thinking = () => Boolean(model.get("view")?.computer?.thinking);
  const clickSquare = (/** @type {string} */ square) =>
    send(editing() ? { type: "edit", action: "click", square } : { type: "click", square });
  const board = createBoard({
    onSquare: (square) => {
      keyboard.set(square);
      if (!thinking()) clickSquare(square);
    },
  });
  const keyboard = createKeyboard(board, {
    onActivate: (square) => thinking() || clickSquare(square),
    onCancel: () => editing() || send({ type: "cancel" }),
  });
  // The Pass button (M6): a blocked tower passes only when the user asks for it.
  const status = createStatus({ onPass: (square) => thinking() || send({ type: "pass", square }) });
  // The view switches are synced traits: the page sets them, Python sees them (and vice versa).
  /** @type {import("./types.js").SetOption} */
  const setOption = (name, value) => {
    model.set(name, value);
    model.save_changes();
  };
  const controls = createControls(send, setOption);
  const editor = createEditing(send);
  const moveList = createMoveList(send); // the move list with replay (the `moves` controls group)
  const explore = createExplore(send, thinking); // explore mode: every move's proven result, best first
  const review = createReview(send); // the game review: its progress, chart and mistakes
  root.append(controls.top, board.el, status.el, explore.el, moveList.el, review.el, editor.els[0], ...controls.bottom, editor.els[1]);
  // Explore joins the computer's group, after "Computer plays": on a narrow board (320 px, marimo edit's capped
  // box) it fits that row, and Level, Hint and Analyse keep theirs, so the group needs no third row.
  root.querySelector(".kw-computer>.kw-field")?.after(explore.toggle);
  // Python's word for "loading", over the squares (it takes their clicks) until the kernel answers.
  const loading = make("div", "kw-loading", { role: "status" });
  (board.el.querySelector(".kw-board-frame") ?? board.el).append(loading);
  el.append(root);
  const fit = createFit(root);
  let panels = ""; // which of the widget's parts show: a change refits it into a capped output box

  const redraw = () => {
    pending = false;
    const view = current(model);
    if (!view) {
      setAttr(root, "data-empty", "true");
      return;
    }
    setAttr(root, "data-empty", null);
    setAttr(root, "aria-busy", readiness.ready ? null : "true");
    setAttr(root, "data-loading", readiness.ready ? null : "true");
    loading.hidden = readiness.ready;
    setText(loading, readiness.ready ? "" : model.get("board_layout")?.loading);
    setAttr(root, "data-flipped", view.flipped ? "true" : "false");
    setAttr(root, "data-colour-blind", view.colour_blind ? "true" : "false");
    setAttr(root, "data-layout", view.layout);
    setAttr(root, "data-version", view.version);
    setAttr(root, "data-mode", view.mode ?? "play");
    setAttr(root, "data-thinking", view.computer?.thinking ? "true" : null);
    setAttr(root, "data-replaying", view.replay ? "true" : null);
    setAttr(root, "data-exploring", exploreOf(view) ? "true" : null);
    board.update(view);
    keyboard.update(view);
    status.update(view);
    controls.update(view);
    editor.update(view);
    explore.update(view);
    review.update(view);
    moveList.update(view, model.get("history"), view.mode !== "edit" && view.controls?.moves !== false);
    const shown = [.../** @type {HTMLCollectionOf<HTMLElement>} */ (root.children)].map((part) => (part.hidden ? "0" : "1")).join("");
    if (shown !== panels) {
      if (panels) fit.refit();
      panels = shown;
    }
    acknowledge.drawn(view);
  };

  // Traits that arrive in one message change together: draw once for them.
  let pending = false;
  const schedule = () => {
    if (!pending) {
      pending = true;
      queueMicrotask(redraw);
    }
  };
  for (const name of TRAITS) model.on(`change:${name}`, schedule);
  redraw();

  return () => {
    for (const name of TRAITS) model.off(`change:${name}`, schedule);
    sender.destroy();
    readiness.destroy();
    fit.destroy();
    keyboard.destroy();
    moveList.destroy();
    board.destroy();
    root.remove();
  };
}

export default { initialize, render };
