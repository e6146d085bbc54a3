// The keyboard on the board grid (js/keyboard.js): one tabbable cell, arrow keys move the focus in
// screen directions (turned round with the board), Home/End go to the row's ends, Enter and Space
// act on the focused square, Escape cancels; other keys are left to the page.
import assert from "node:assert/strict";
import { test } from "node:test";

import { drawnView, press, recorder } from "./page.js";
import { createBoard } from "../board.js";
import { createKeyboard } from "../keyboard.js";

function keyboardOn(view = drawnView()) {
  const board = createBoard({ onSquare: recorder() });
  document.body.replaceChildren(board.el);
  const onActivate = recorder();
  const onCancel = recorder();
  const keyboard = createKeyboard(board, { onActivate, onCancel });
  board.update(view);
  keyboard.update(view);
  const tabbable = () => [...board.grid.querySelectorAll('[tabindex="0"]')].map((c) => c.dataset.square);
  const focused = () => document.activeElement?.dataset?.square;
  return { board, keyboard, onActivate, onCancel, tabbable, focused };
}

test("one cell is tabbable: the selection, else the mover's square, else a1", () => {
  assert.deepEqual(keyboardOn().tabbable(), ["a1"]);
  assert.deepEqual(keyboardOn(drawnView({ mover: "black-red" })).tabbable(), ["c1"]);
  assert.deepEqual(keyboardOn(drawnView({ mover: "black-red", selected: "e1" })).tabbable(), ["e1"]);
});

test("arrow keys move the focus up, down, left and right as the squares are drawn", () => {
  const k = keyboardOn();
  k.keyboard.focus("d4");
  press(k.board.cells.get("d4"), "ArrowUp");
  assert.equal(k.focused(), "d5");
  press(k.board.cells.get("d5"), "ArrowRight");
  assert.equal(k.focused(), "e5");
  press(k.board.cells.get("e5"), "ArrowDown");
  press(k.board.cells.get("e4"), "ArrowLeft");
  assert.equal(k.focused(), "d4");
  assert.deepEqual(k.tabbable(), ["d4"]);
  // At the edge the focus stays on the board.
  k.keyboard.focus("a8");
  press(k.board.cells.get("a8"), "ArrowUp");
  press(k.board.cells.get("a8"), "ArrowLeft");
  assert.equal(k.focused(), "a8");
});

test("turned round, up is towards rank 1 and right towards file a", () => {
  const k = keyboardOn(drawnView({ flipped: true }));
  k.keyboard.focus("d4");
  press(k.board.cells.get("d4"), "ArrowUp");
  assert.equal(k.focused(), "d3");
  press(k.board.cells.get("d3"), "ArrowRight");
  assert.equal(k.focused(), "c3");
  press(k.board.cells.get("c3"), "Home");
  assert.equal(k.focused(), "h3");
});

test("Home and End go to the ends of the row", () => {
  const k = keyboardOn();
  k.keyboard.focus("d4");
  press(k.board.cells.get("d4"), "Home");
  assert.equal(k.focused(), "a4");
  press(k.board.cells.get("a4"), "End");
  assert.equal(k.focused(), "h4");
});

test("Enter and Space act on the focused square, Escape cancels; the page does not see them", () => {
  const k = keyboardOn();
  k.keyboard.focus("c1");
  const cell = k.board.cells.get("c1");
  const seen = [];
  document.body.addEventListener("keydown", (event) => seen.push(event.key));
  for (const key of ["Enter", " ", "Escape"]) press(cell, key);
  assert.deepEqual(k.onActivate.calls, ["c1", "c1"]);
  assert.equal(k.onCancel.calls.length, 1);
  assert.deepEqual(seen, []);
  // A held key repeats nothing; a key the board does not use reaches the page.
  cell.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", repeat: true, bubbles: true }));
  press(cell, "x");
  assert.equal(k.onActivate.calls.length, 2);
  assert.deepEqual(seen, ["x"]);
});

test("a key with Ctrl, Alt or Meta is left to the page", () => {
  const k = keyboardOn();
  k.keyboard.focus("d4");
  k.board.cells.get("d4").dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowUp", ctrlKey: true, bubbles: true }));
  assert.equal(k.focused(), "d4");
});
