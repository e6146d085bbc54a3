// Edit mode and the position text (js/editor.js): the palette of towers, the picked tower's
// rank, the position's fields, and paste; every action is an `edit` or `paste` intent.
import assert from "node:assert/strict";
import { test } from "node:test";

import { drawnView, press, recorder, startingTowers } from "./page.js";
import { createEditing } from "../editor.js";

function editing() {
  const send = recorder();
  const made = createEditing(send);
  const root = document.createElement("div");
  root.append(...made.els);
  document.body.replaceChildren(root);
  return { ...made, send, root, $: (selector) => root.querySelector(selector) };
}

const click = (node) => node.dispatchEvent(new MouseEvent("click", { bubbles: true }));
const change = (node, value) => {
  node.value = value;
  node.dispatchEvent(new Event("change"));
};

function editView(edit = {}) {
  const towers = startingTowers().map((t) => (t.id === "gold-blue" ? { ...t, square: null } : t));
  return drawnView({
    mode: "edit",
    edit: {
      towers, picked: null, problem: "Gold has 7 towers on the board (B7).", turn: "black", to_move: null,
      state_text: "The position is not playable yet. Gold has 7 towers on the board (B7).",
      extra_turn: false, challenger: "black", round: 1, target: 3, layout: "standard", can_undo: false,
      scores_text: "Scores: 0-0", labels: { extra_turn: "Moves again after a push (S3)", free_choice: "Free choice (T1)" },
      ...edit,
    },
  });
}

test("in play the editor is hidden and the position text shows the view's text", () => {
  const e = editing();
  const view = drawnView();
  e.update(view);
  assert.equal(e.$(".kw-editor").hidden, true);
  assert.equal(e.$(".kw-position-text").value, view.position_text);
  click(e.$('[data-action="edit-start"]'));
  assert.deepEqual(e.send.calls, [{ type: "edit", action: "start" }]);
});

test("a pasted text is sent on Load and on Enter, trimmed; an empty one is not", () => {
  const e = editing();
  e.update(drawnView());
  const paste = e.$(".kw-paste-text");
  paste.value = "  8/8/8/8/8/8/8/8 b * -  ";
  click(e.$('[data-action="paste"]'));
  press(paste, "Enter");
  paste.value = "   ";
  click(e.$('[data-action="paste"]'));
  assert.deepEqual(e.send.calls, [{ type: "paste", text: "8/8/8/8/8/8/8/8 b * -" }, { type: "paste", text: "8/8/8/8/8/8/8/8 b * -" }]);
});

test("the palette has a chip per tower saying where it is; a chip click picks the tower", () => {
  const e = editing();
  e.update(editView());
  assert.equal(e.$(".kw-editor").hidden, false);
  assert.equal(e.root.querySelectorAll("[data-edit-tower]").length, 16);
  const blue = e.$('[data-edit-tower="gold-blue"]');
  assert.equal(blue.getAttribute("aria-label"), "Gold's Blue tower, off the board");
  assert.equal(blue.dataset.placed, undefined);
  assert.equal(e.$('[data-edit-tower="black-red"]').dataset.placed, "c1");
  assert.equal(e.$(".kw-editor-problem").textContent, "The position is not playable yet. Gold has 7 towers on the board (B7).");
  assert.equal(e.$(".kw-editor-problem").dataset.ok, "false");
  // The status line (the view's status) says the state: the panel does not say it a second time.
  assert.equal(e.$(".kw-editor-problem").hidden, false, "a task's own status: the panel says the state");
  const shownOnce = editView();
  e.update({ ...shownOnce, status: shownOnce.edit.state_text });
  assert.equal(e.$(".kw-editor-problem").hidden, true);
  click(blue);
  assert.deepEqual(e.send.calls, [{ type: "edit", action: "pick", tower: "gold-blue" }]);
});

test("a picked tower's rank and removal are sent for that tower", () => {
  const e = editing();
  e.update(editView({ picked: "black-red" }));
  assert.equal(e.$('[data-edit-tower="black-red"]').getAttribute("aria-pressed"), "true");
  assert.equal(e.$(".kw-picked").hidden, false);
  assert.equal(e.$(".kw-picked-text").textContent, "Picked: Black's Red tower, on c1.");
  change(e.$('select[name="rank"]'), "2");
  click(e.$('[data-action="edit-remove"]'));
  assert.deepEqual(e.send.calls, [
    { type: "edit", action: "rank", tower: "black-red", rank: 2 },
    { type: "edit", action: "remove", tower: "black-red" },
  ]);
});

test("the position's fields show the edit's values and send each change as a set", () => {
  const e = editing();
  e.update(editView({ turn: "gold", round: 2, target: 1 }));
  assert.equal(e.$('select[name="turn"]').value, "gold");
  assert.equal(e.$('input[name="round"]').value, "2");
  assert.equal(e.$('select[name="target"]').value, "1");
  // The tower to move: free choice, or one of the side to move's towers.
  const toMove = e.$('select[name="to_move"]');
  assert.equal(toMove.options.length, 9); // free choice and Gold's eight towers, none of Black's
  change(e.$('select[name="turn"]'), "black");
  change(toMove, "");
  change(e.$('input[name="round"]'), "3");
  change(e.$('input[name="round"]'), "2.5");
  assert.deepEqual(e.send.calls, [
    { type: "edit", action: "set", field: "turn", value: "black" },
    { type: "edit", action: "set", field: "to_move", value: null },
    { type: "edit", action: "set", field: "round", value: 3 },
  ]);
});

test("Done, Cancel, Undo and Clear send their actions; Undo follows can_undo", () => {
  const e = editing();
  e.update(editView({ problem: null }));
  assert.equal(e.$(".kw-editor-problem").dataset.ok, "true");
  assert.equal(e.$('[data-action="edit-undo"]').disabled, true);
  e.update(editView({ problem: null, can_undo: true }));
  assert.equal(e.$('[data-action="edit-undo"]').disabled, false);
  for (const action of ["edit-done", "edit-cancel", "edit-undo", "edit-clear"]) click(e.$(`[data-action="${action}"]`));
  assert.deepEqual(e.send.calls.map((c) => c.action), ["done", "cancel", "undo", "clear"]);
});
