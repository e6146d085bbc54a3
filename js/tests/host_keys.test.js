// Enter and Space on the page's controls are left to them, not to the host's listeners.
import assert from "node:assert/strict";
import { test } from "node:test";

import "./page.js";
import { activatedControl, letControlsHaveTheirKeys } from "../host_keys.js";

function page() {
  document.body.innerHTML = `<div class="jp-CodeConsole" id="console"><button id="hint">Hint</button>
    <a id="next" href="02_moving.ipynb"><b id="inner">Next</b></a><select id="level"></select><p id="text">text</p>
    <div class="cm-editor"><button id="in-editor"></button></div>
    <div class="kamisado-widget"><button id="undo">Undo</button></div></div>`;
  return (/** @type {string} */ id) => document.getElementById(id);
}

test("Enter and Space go to a button, a link (from inside it) and a select; not other keys, places or the board", () => {
  const byId = page();
  assert.equal(activatedControl({ key: "Enter", target: byId("hint") }), byId("hint"));
  assert.equal(activatedControl({ key: " ", target: byId("hint") }), byId("hint"));
  assert.equal(activatedControl({ key: "Enter", target: byId("inner") }), byId("next"));
  assert.equal(activatedControl({ key: "Enter", target: byId("level") }), byId("level"));
  assert.equal(activatedControl({ key: "a", target: byId("hint") }), null);
  assert.equal(activatedControl({ key: "Enter", target: byId("text") }), null);
  assert.equal(activatedControl({ key: "Enter", target: byId("in-editor") }), null, "a code editor's keys stay the host's");
  assert.equal(activatedControl({ key: "Enter", target: byId("undo") }), null, "the board handles its own keys");
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
  for (const id of ["inner", "text", "undo"]) {
    const event = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    byId(id).dispatchEvent(event);
    actionLeft.push(!event.defaultPrevented);
  }
  assert.deepEqual(hostHeard, ["document:text", "console:text", "document:undo", "console:undo"]);
  assert.deepEqual(actionLeft, [true, false, false]);
});
