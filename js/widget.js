// Kamisado board front-end (anywidget AFM module), following docs/widget-protocol.md.
// It draws the synced `view` and sends one intent per user action; Python owns every rule
// and every state change, so nothing here decides whether a move is legal.
import "./widget.css";
import { createBoard } from "./board.js";
import { createControls } from "./controls.js";
import { make, setAttr } from "./dom.js";
import { createEditing } from "./editor.js";
import { createSender } from "./intents.js";
import { createKeyboard } from "./keyboard.js";
import { createStatus } from "./status.js";

function initialize() {
  // No per-model set-up: all state lives in Python's `view`.
}

function render({ model, el }) {
  // Every intent carries the version of the view it was made on; Python refuses stale ones.
  const sender = createSender(model);
  const send = sender.send;

  const root = make("div", "kamisado-widget", { "data-lm-suppress-shortcuts": "true" });
  // In edit mode a square click places or picks up a tower; otherwise Python judges it as play.
  const editing = () => model.get("view")?.mode === "edit";
  // While the computer thinks, the board is its: clicks wait for its move instead of reaching
  // Python as moves for the wrong side.
  const thinking = () => Boolean(model.get("view")?.computer?.thinking);
  const clickSquare = (square) =>
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
  const status = createStatus();
  const controls = createControls(send);
  const editor = createEditing(send);
  root.append(controls.top, board.el, status.el, editor.els[0], ...controls.bottom, editor.els[1]);
  el.append(root);

  const redraw = () => {
    const view = model.get("view");
    if (!view || !Array.isArray(view.squares) || !Array.isArray(view.towers)) {
      setAttr(root, "data-empty", "true");
      return;
    }
    setAttr(root, "data-empty", null);
    setAttr(root, "data-flipped", view.flipped ? "true" : "false");
    setAttr(root, "data-colour-blind", view.colour_blind ? "true" : "false");
    setAttr(root, "data-layout", view.layout);
    setAttr(root, "data-version", view.version);
    setAttr(root, "data-mode", view.mode ?? "play");
    setAttr(root, "data-thinking", view.computer?.thinking ? "true" : null);
    board.update(view);
    keyboard.update(view);
    status.update(view);
    controls.update(view);
    editor.update(view);
  };

  model.on("change:view", redraw);
  redraw();

  return () => {
    model.off("change:view", redraw);
    sender.destroy();
    keyboard.destroy();
    board.destroy();
    root.remove();
  };
}

export default { initialize, render };
