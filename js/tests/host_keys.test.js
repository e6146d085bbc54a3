// Enter and Space on the page's controls are left to them, not to the host's shortcuts.
import assert from "node:assert/strict";
import { test } from "node:test";

import "./page.js";
import { activatedControl, letControlsHaveTheirKeys } from "../host_keys.js";

function page() {
  document.body.innerHTML = `<div class="jp-OutputArea"><button id="hint">Hint</button>
    <a id="next" href="02_moving.ipynb"><b id="inner">Next</b></a><select id="level"></select><p id="text">text</p>
    <div class="cm-editor"><button id="in-editor"></button></div></div>`;
  return (/** @type {string} */ id) => document.getElementById(id);
}

test("Enter and Space go to a button, a link (from inside it) and a select; other keys and places do not", () => {
  const byId = page();
  assert.equal(activatedControl({ key: "Enter", target: byId("hint") }), byId("hint"));
  assert.equal(activatedControl({ key: " ", target: byId("hint") }), byId("hint"));
  assert.equal(activatedControl({ key: "Enter", target: byId("inner") }), byId("next"));
  assert.equal(activatedControl({ key: "Enter", target: byId("level") }), byId("level"));
  assert.equal(activatedControl({ key: "a", target: byId("hint") }), null);
  assert.equal(activatedControl({ key: "Enter", target: byId("text") }), null);
  assert.equal(activatedControl({ key: "Enter", target: byId("in-editor") }), null, "a code editor's keys stay the host's");
  assert.equal(activatedControl({ key: "Enter", target: null }), null);
});

test("a control that hears Enter is marked before the host's own listener hears it, once per document", () => {
  const byId = page();
  letControlsHaveTheirKeys(document);
  letControlsHaveTheirKeys(document); // a second board on the page adds no second listener
  /** @type {(string | null)[]} */
  const hostSaw = [];
  const host = (/** @type {KeyboardEvent} */ event) =>
    hostSaw.push(/** @type {Element} */ (event.target).closest("[data-lm-suppress-shortcuts]")?.id ?? null);
  document.addEventListener("keydown", host); // Lumino's listener (bubbling)
  byId("inner").dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
  byId("text").dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
  byId("hint").dispatchEvent(new KeyboardEvent("keydown", { key: "x", bubbles: true }));
  document.removeEventListener("keydown", host);
  assert.deepEqual(hostSaw, ["next", null, null]);
  assert.equal(byId("hint").hasAttribute("data-lm-suppress-shortcuts"), false);
});
