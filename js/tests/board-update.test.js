// The board's update: a view drawn onto the DOM (js/board.js) — towers in their cells, the marks
// of the mover, selection, targets and last move, the arrows, turning the board round, and cells
// and towers updated in place from one view to the next.
import assert from "node:assert/strict";
import { test } from "node:test";

import { drawnView, recorder, WORDS } from "./page.js";
import { createBoard } from "../board.js";

const cell = (board, name) => board.cells.get(name);
const towerIn = (board, name) => cell(board, name).querySelector(".kw-tower");

test("every tower is drawn in its square's cell, with its player, colour and rank", () => {
  const board = createBoard({ onSquare: recorder() });
  board.update(drawnView());
  assert.equal(board.el.querySelectorAll(".kw-tower").length, 16);
  const tower = towerIn(board, "a1");
  assert.equal(tower.dataset.player, "black");
  assert.equal(tower.dataset.colour, "brown");
  assert.equal(tower.dataset.rank, "0");
  assert.equal(towerIn(board, "h8").dataset.player, "gold");
  assert.equal(towerIn(board, "d4"), null);
  assert.equal(cell(board, "a1").style.backgroundColor, "brown");
  assert.match(cell(board, "a1").getAttribute("aria-label"), /^a1, Brown square, Black's Brown tower/);
});

test("a8 is the first cell of the grid as Black sees it, h1 once the board is turned round", () => {
  const board = createBoard({ onSquare: recorder() });
  const first = () => board.grid.querySelector("[data-square]").dataset.square;
  board.update(drawnView());
  assert.equal(first(), "a8");
  assert.equal(board.flipped, false);
  board.update(drawnView({ flipped: true }));
  assert.equal(first(), "h1");
  assert.equal(board.flipped, true);
  assert.match(board.grid.getAttribute("aria-label"), /Gold's side/);
});

test("the mover, the selection and the targets are marked on their cells", () => {
  const board = createBoard({ onSquare: recorder() });
  const view = drawnView({
    mover: "black-red", movable: ["black-red"], selected: "c1",
    targets: [{ square: "c2", kind: "step", move: "c1-c2" }, { square: "c3", kind: "step", move: "c1-c3" }],
  });
  board.update(view);
  assert.equal(towerIn(board, "c1").dataset.mover, "true");
  assert.equal(towerIn(board, "a1").dataset.mover, undefined);
  assert.equal(cell(board, "c1").getAttribute("aria-selected"), "true");
  assert.equal(cell(board, "d1").getAttribute("aria-selected"), "false");
  assert.equal(cell(board, "c2").dataset.target, "step");
  assert.equal(cell(board, "c3").dataset.move, "c1-c3");
  assert.equal(cell(board, "c4").dataset.target, undefined);
  assert.match(cell(board, "c2").getAttribute("aria-label"), /legal move/);

  // The next view drops the marks it no longer has.
  board.update(drawnView({ version: 2 }));
  assert.equal(cell(board, "c1").getAttribute("aria-selected"), "false");
  assert.equal(cell(board, "c2").dataset.target, undefined);
  assert.equal(towerIn(board, "c1").dataset.mover, undefined);
});

test("a move keeps the tower's node and every cell: the tower is moved into its new cell", () => {
  const board = createBoard({ onSquare: recorder() });
  board.update(drawnView());
  const node = towerIn(board, "c1");
  const cells = [...board.cells.values()];
  const towers = drawnView().towers.map((t) => (t.square === "c1" ? { ...t, square: "c6" } : t));
  board.update(drawnView({ version: 2, ply: 1, towers, last_move: { kind: "step", from: "c1", to: "c6", pushed: [] } }));
  assert.equal(towerIn(board, "c6"), node);
  assert.equal(towerIn(board, "c1"), null);
  assert.deepEqual([...board.cells.values()], cells);
  assert.equal(cell(board, "c1").dataset.last, "from");
  assert.equal(cell(board, "c6").dataset.last, "to");
  assert.equal(board.el.querySelectorAll('[data-arrow="c1-c6"]').length, 1);
});

test("a tower the view no longer has is taken off; a Sumo gets one ring per rank (P1)", () => {
  const board = createBoard({ onSquare: recorder() });
  board.update(drawnView());
  const towers = drawnView().towers.filter((t) => t.square !== "h8").map((t) => (t.square === "a1" ? { ...t, rank: 2 } : t));
  board.update(drawnView({ version: 2, towers }));
  assert.equal(towerIn(board, "h8"), null);
  assert.equal(board.el.querySelectorAll(".kw-tower").length, 15);
  assert.equal(towerIn(board, "a1").querySelectorAll(".kw-ring").length, 2);
  board.update(drawnView({ version: 3, towers: drawnView().towers }));
  assert.equal(towerIn(board, "a1").querySelectorAll(".kw-ring").length, 0);
});

test("the hint frames its squares and draws its arrow; edit mode shows no hint", () => {
  const board = createBoard({ onSquare: recorder() });
  board.update(drawnView({ hint: { from: "c1", to: "c6", move: "c1-c6", text: "Hint" } }));
  assert.equal(cell(board, "c1").dataset.hint, "from");
  assert.equal(cell(board, "c6").dataset.hint, "to");
  assert.equal(board.el.querySelectorAll(".kw-hint-marks [data-hint-mark]").length, 2);
  assert.equal(board.el.querySelectorAll('.kw-hint-marks [data-arrow="c1-c6"]').length, 1);
  board.update(drawnView({ version: 2, mode: "edit", hint: { from: "c1", to: "c6" } }));
  assert.equal(cell(board, "c1").dataset.hint, undefined);
  assert.equal(board.el.querySelectorAll(".kw-hint-marks > *").length, 0);
});

test("a click on a square, or on the tower in it, names the square", () => {
  const onSquare = recorder();
  const board = createBoard({ onSquare });
  board.update(drawnView());
  towerIn(board, "d1").dispatchEvent(new MouseEvent("click", { bubbles: true }));
  cell(board, "e5").dispatchEvent(new MouseEvent("click", { bubbles: true }));
  assert.deepEqual(onSquare.calls.map(([square]) => square), ["d1", "e5"]);
  board.destroy();
  cell(board, "e5").dispatchEvent(new MouseEvent("click", { bubbles: true }));
  assert.equal(onSquare.calls.length, 2);
});

test("the board's labels and notes are the words it is sent: another language relabels every cell", () => {
  const board = createBoard({ onSquare: recorder() });
  const view = drawnView({ selected: "c1", targets: [{ square: "c4", kind: "push", move: "c1>c4" }] });
  board.update(view);
  assert.equal(cell(board, "c4").querySelector(".kw-note").textContent, "push");
  assert.match(board.grid.getAttribute("aria-label"), /^Kamisado board: rank 8 at the top/);
  const german = {
    ...WORDS, square: "{square}, Feld {colour}", "colour.brown": "Braun", square_empty: "leer", kind_push: "Stoß",
    grid: "Kamisado-Brett: Reihe 8 oben", target_push: "erlaubter Stoß",
  };
  board.update({ ...view, words: german });
  assert.equal(cell(board, "d4").getAttribute("aria-label"), "d4, Feld Braun, leer");
  assert.equal(cell(board, "d4").title, "d4, Feld Braun, leer");
  assert.equal(cell(board, "c4").querySelector(".kw-note").textContent, "Stoß");
  assert.match(cell(board, "c4").getAttribute("aria-label"), /erlaubter Stoß$/);
  assert.equal(board.grid.getAttribute("aria-label"), "Kamisado-Brett: Reihe 8 oben");
});

test("M8: a blocked tower's label moves to the top of its square when the last move's head comes in from below", () => {
  const board = createBoard({ onSquare: recorder() });
  const lastMove = { move: "a2-a5", kind: "step", from: "a2", to: "a5", pushed: [] };
  board.update(drawnView({ last_move: lastMove, chain: [{ square: "a5" }, { square: "a7" }] }));
  assert.equal(cell(board, "a5").dataset.noteAt, "top");
  assert.notEqual(cell(board, "a5").querySelector(".kw-note").textContent, "");
  assert.equal(cell(board, "a7").dataset.noteAt, undefined);
  board.update(drawnView({ last_move: lastMove, chain: [{ square: "a5" }], flipped: true }));
  assert.equal(cell(board, "a5").dataset.noteAt, undefined, "turned round, the head comes in from above");
});
