// Explore mode (js/explore.js): the marks on the target squares, the list in Python's order, the
// toggle's intent, and a click on an entry playing its move with the intents a click would send.
import assert from "node:assert/strict";
import { test } from "node:test";

import { drawnView, recorder, WORDS } from "./page.js";
import { createBoard } from "../board.js";
import { createExplore, exploreMarks, exploreMoves, exploreOffered, playIntents } from "../explore.js";

// Made-up moves of Black's Orange tower on h1 (the design's shape; the sentences stand in for Python's).
const move = (from, to, result, label, extra = {}) => ({
  move: `${from}-${to}`, from, to, kind: "step", result, own_moves: null, label,
  text: `${from}-${to}: ${result} ${label}.`, source: "solver", best: false, ...extra,
});
const MOVES = [
  move("h1", "h5", "win", "W2", { own_moves: 2, best: true, source: "book" }),
  move("h1", "h3", "pending", "…"),
  move("h1", "f3", "unknown", "?"),
  move("h1", "h7", "loss", "L4", { own_moves: 4 }),
];
const exploring = (changes = {}) =>
  drawnView({ selected: "h1", explore: { pending: 1, heading: "Every move of Black's Orange tower.", moves: MOVES }, ...changes });

const click = (node) => node.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));

test("each target square gets the result, the label and the sentence of the move landing there", () => {
  const marks = exploreMarks(exploring());
  assert.deepEqual([...marks.keys()], ["h5", "h3", "f3", "h7"]);
  assert.deepEqual(marks.get("h5"), { result: "win", label: "W2", text: "h1-h5: win W2.", best: true, move: "h1-h5" });
  assert.equal(marks.get("h3").label, "…");
  assert.equal(marks.get("h7").result, "loss");
  assert.equal(exploreMarks(drawnView()).size, 0); // explore mode off: no marks
});

test("a result the page does not know is drawn as not worked out", () => {
  const view = exploring({ explore: { pending: 0, heading: "", moves: [move("h1", "h2", "draw", "?")] } });
  assert.equal(exploreMarks(view).get("h2").result, "unknown");
});

test("on a free first move (T1) a square reached by several towers shows the best one and reads them all", () => {
  const moves = [move("a1", "a4", "win", "W5", { best: true }), move("d1", "a4", "loss", "L3"), move("b1", "b3", "loss", "L2")];
  const view = exploring({ selected: null, explore: { pending: 0, heading: "", moves } });
  const marks = exploreMarks(view);
  assert.equal(marks.get("a4").label, "W5");
  assert.equal(marks.get("a4").text, "a1-a4: win W5. d1-a4: loss L3.");
  // With a tower selected, only its moves are drawn and listed.
  assert.deepEqual(exploreMoves({ ...view, selected: "d1" }).map((m) => m.move), ["d1-a4"]);
  assert.equal(exploreMarks({ ...view, selected: "d1" }).get("a4").label, "L3");
});

test("the board draws each mark with its label always (colour-blind view too) and reads its sentence", () => {
  const board = createBoard({ onSquare: recorder() });
  board.update(exploring({ colour_blind: true }));
  const h5 = board.cells.get("h5");
  assert.equal(h5.dataset.explore, "win");
  assert.equal(h5.dataset.exploreBest, "true");
  assert.equal(h5.querySelector(".kw-explore-mark").textContent, "W2");
  assert.match(h5.getAttribute("aria-label"), /h1-h5: win W2\.$/);
  assert.equal(board.cells.get("h3").querySelector(".kw-explore-mark").textContent, "…");
  assert.equal(board.cells.get("h7").dataset.explore, "loss");
  // Explore mode off: every mark goes.
  board.update(drawnView({ selected: "h1" }));
  assert.equal(h5.dataset.explore, undefined);
  assert.equal(h5.querySelector(".kw-explore-mark").textContent, "");
  assert.doesNotMatch(h5.getAttribute("aria-label"), /win/);
});

test("a move is played as clicks: its tower selected (unless it is), then its square; a pass by the Pass button", () => {
  assert.deepEqual(playIntents(MOVES[0], null), [{ type: "click", square: "h1" }, { type: "click", square: "h5" }]);
  assert.deepEqual(playIntents(MOVES[0], "h1"), [{ type: "click", square: "h5" }]);
  assert.deepEqual(playIntents(MOVES[0], "c1"), [{ type: "click", square: "h1" }, { type: "click", square: "h5" }]);
  assert.deepEqual(playIntents(move("e8", "e8", "loss", "L1", { kind: "pass" }), "e8"), [{ type: "pass", square: "e8" }]);
});

test("the toggle says whether explore mode is on and sends the other state", () => {
  const send = recorder();
  const explore = createExplore(send);
  const toggle = explore.toggle;
  explore.update(drawnView());
  assert.equal(toggle.textContent, WORDS.explore);
  assert.equal(toggle.getAttribute("aria-pressed"), "false");
  assert.equal(explore.el.querySelector(".kw-explore-panel").hidden, true);
  click(toggle);
  explore.update(exploring());
  assert.equal(toggle.getAttribute("aria-pressed"), "true");
  click(toggle);
  assert.deepEqual(send.calls, [{ type: "explore", on: true }, { type: "explore", on: false }]);
});

test("the list shows Python's heading and its moves in Python's order; a click plays the move", () => {
  const send = recorder();
  const explore = createExplore(send);
  explore.update(exploring());
  assert.equal(explore.el.querySelector(".kw-explore-heading").textContent, "Every move of Black's Orange tower.");
  const entries = [...explore.el.querySelectorAll(".kw-explore-move")];
  assert.deepEqual(entries.map((e) => e.dataset.move), ["h1-h5", "h1-h3", "h1-f3", "h1-h7"]);
  assert.deepEqual(entries.map((e) => e.querySelector(".kw-explore-label").textContent), ["W2", "…", "?", "L4"]);
  assert.equal(entries[0].dataset.best, "true");
  assert.equal(entries[0].querySelector(".kw-explore-text").textContent, "h1-h5: win W2.");
  assert.equal(explore.el.querySelector(".kw-explore-list").getAttribute("aria-label"), WORDS.explore_list);
  click(entries[3]);
  assert.deepEqual(send.calls, [{ type: "click", square: "h7" }]); // h1 is selected already
  explore.update(exploring({ selected: null }));
  click(explore.el.querySelector('[data-move="h1-h5"]'));
  assert.deepEqual(send.calls.slice(1), [{ type: "click", square: "h1" }, { type: "click", square: "h5" }]);
});

test("while the computer thinks, or in edit mode, a click on an entry plays nothing", () => {
  const send = recorder();
  const explore = createExplore(send, () => true);
  explore.update(exploring());
  click(explore.el.querySelector(".kw-explore-move"));
  const editing = createExplore(send);
  editing.update(exploring({ mode: "edit" }));
  click(editing.el.querySelector(".kw-explore-move"));
  assert.deepEqual(send.calls, []);
});

test("the toggle follows the computer's group: a first lesson's basic controls hide it", () => {
  const explore = createExplore(recorder());
  const basic = { ...drawnView().controls, computer: false, match: false };
  explore.update(drawnView({ controls: basic }));
  assert.equal(explore.toggle.hidden, true);
  assert.equal(explore.el.hidden, true);
  explore.update(drawnView());
  assert.equal(exploreOffered(drawnView()), true);
  assert.equal(explore.toggle.hidden, false);
  assert.equal(explore.el.hidden, true, "the list shows only while exploring");
  // Turned on from Python on such a board, the list still shows.
  explore.update(exploring({ controls: basic }));
  assert.equal(explore.el.hidden, false);
});
