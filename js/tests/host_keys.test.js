// Enter and Space on the page's controls are left to them, not to the host's listeners.
import assert from "node:assert/strict";
import { test } from "node:test";

import "./page.js";
import { activatedControl, letControlsHaveTheirKeys } from "../host_keys.js";

function page() {
  document.body.innerHTML = `<div class="jp-CodeConsole" id="console"><button id="hint">Hint</button>
    <a id="next" href="02_moving.ipynb"><b id="inner">Next</b></a><select id="level"></select><p id="text">text</p>
    <div class="cm-editor"><button id="in-editor"></button></div>
    <div class="kamisado-widget"><button id="undo">Undo</button><div role="grid"><div role="gridcell" id="a1">
    <span role="button" id="in-grid"></span></div></div></div></div>`;
  return (/** @type {string} */ id) => document.getElementById(id);
}

test("Enter and Space go to a button (the board's too), a link (from inside it) and a select; not other keys, places or the grid", () => {
  const byId = page();
  assert.equal(activatedControl({ key: "Enter", target: byId("hint") }), byId("hint"));
  assert.equal(activatedControl({ key: " ", target: byId("hint") }), byId("hint"));
  assert.equal(activatedControl({ key: "Enter", target: byId("inner") }), byId("next"));
  assert.equal(activatedControl({ key: "Enter", target: byId("level") }), byId("level"));
  assert.equal(activatedControl({ key: "a", target: byId("hint") }), null);
  assert.equal(activatedControl({ key: "Enter", target: byId("text") }), null);
  assert.equal(activatedControl({ key: "Enter", target: byId("in-editor") }), null, "a code editor's keys stay the host's");
  assert.equal(activatedControl({ key: "Enter", target: byId("undo") }), byId("undo"), "the offline console cancelled it");
  assert.equal(activatedControl({ key: "Enter", target: byId("a1") }), null, "the grid handles its own keys");
  assert.equal(activatedControl({ key: " ", target: byId("in-grid") }), null);
  assert.equal(activatedControl({ key: "Enter", target: null }), null);
});

test("the host's listeners, there before any board, do not hear Enter on a control; the browser's action stays", () => {
  const byId = page();
  /** @type {string[]} */
  const hostHeard = [];
  const host = (/** @type {string} */ where) => (/** @type {KeyboardEvent} */ event) => {
    hostHeard.push(`${where}:${/** @type {Element} */ (event.target).id}`);
    event.preventDefault(); // as the console does: "focus the prompt"
  };
  document.addEventListener("keydown", host("document"), true); // Lumino, as the key goes down
  byId("console").addEventListener("keydown", host("console")); // the console's own handler, as it comes back up
  letControlsHaveTheirKeys(document);
  letControlsHaveTheirKeys(document); // a second board on the page adds no second listener
  /** @type {boolean[]} */
  const actionLeft = [];
  for (const id of ["inner", "text", "undo", "a1"]) {
    const event = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    byId(id).dispatchEvent(event);
    actionLeft.push(!event.defaultPrevented);
  }
  // The board's Undo is a control like any other (the console cancelled Enter on it); the grid's keys are the board's.
  assert.deepEqual(hostHeard, ["document:text", "console:text", "document:a1", "console:a1"]);
  assert.deepEqual(actionLeft, [true, false, true, false]);
});
