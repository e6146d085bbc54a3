// The DOM helpers: the element an event happened in.
import assert from "node:assert/strict";
import { test } from "node:test";

import "./page.js";
import { eventElement } from "../dom.js";

test("eventElement finds the target or its nearest ancestor that matches, and nothing else", () => {
  const cell = document.createElement("div");
  cell.dataset.square = "d4";
  const inner = document.createElement("span");
  cell.append(inner, "text");
  document.body.append(cell);
  const at = (/** @type {EventTarget} */ node) => {
    let found;
    node.addEventListener("click", (event) => (found = eventElement(event, "[data-square]")), { once: true });
    node.dispatchEvent(new window.Event("click"));
    return found;
  };
  assert.equal(at(inner), cell);
  assert.equal(at(cell), cell);
  assert.equal(at(cell.lastChild), null); // a text node is no element
  assert.equal(at(document.body), null); // no ancestor matches
  assert.equal(at(window), null);
  cell.remove();
});
