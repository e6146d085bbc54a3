// Writing the drawn view's version back (`shown_version`) happens only in marimo, whose cells re-run
// only on a change the page makes; other hosts see Python's changes anyway (js/acknowledge.js).
import assert from "node:assert/strict";
import { test } from "node:test";

import "./page.js";
import { ANSWER_MS, createAcknowledger, inMarimo } from "../acknowledge.js";

function fakeModel() {
  const traits = { shown_version: 0 };
  const saved = [];
  return {
    traits,
    saved,
    get: (name) => traits[name],
    set: (name, value) => (traits[name] = value),
    save_changes: () => saved.push(traits.shown_version),
  };
}

test("a widget inside marimo's <marimo-anywidget> (across a shadow root) is in marimo; others are not", () => {
  const host = document.createElement("marimo-anywidget");
  const shadow = host.attachShadow({ mode: "open" });
  const inner = document.createElement("div");
  const el = document.createElement("div");
  inner.append(el);
  shadow.append(inner);
  document.body.append(host);
  assert.equal(inMarimo(el), true);
  const jupyter = document.createElement("div");
  jupyter.className = "jp-OutputArea-output";
  const other = document.createElement("div");
  jupyter.append(other);
  document.body.append(jupyter);
  assert.equal(inMarimo(other), false);
  assert.equal(inMarimo(document.createElement("div")), false); // not drawn yet
});

test("in marimo the view that answers an intent is written back once", () => {
  const model = fakeModel();
  let now = 1000;
  const ack = createAcknowledger(model, () => true, () => now);
  ack.drawn({ version: 1, computer: {} }); // drawn before any intent: not an answer
  assert.deepEqual(model.saved, []);
  ack.asked();
  now += 100;
  ack.drawn({ version: 2, computer: {} });
  ack.drawn({ version: 3, computer: {} }); // a later view (a move from Python) is no answer
  assert.deepEqual(model.saved, [2]);
});

test("in marimo the computer's reply is written back; an answer after the patience is not", () => {
  const model = fakeModel();
  let now = 0;
  const ack = createAcknowledger(model, () => true, () => now);
  ack.asked();
  ack.drawn({ version: 2, computer: { thinking: true } });
  ack.drawn({ version: 3, computer: { thinking: false } });
  assert.deepEqual(model.saved, [2, 3]);
  ack.asked();
  now += ANSWER_MS + 1;
  ack.drawn({ version: 4, computer: {} });
  assert.deepEqual(model.saved, [2, 3]);
});

test("outside marimo nothing is written back", () => {
  const model = fakeModel();
  const ack = createAcknowledger(model, () => false);
  ack.asked();
  ack.drawn({ version: 2, computer: { thinking: true } });
  ack.drawn({ version: 3, computer: {} });
  assert.deepEqual(model.saved, []);
  assert.equal(model.traits.shown_version, 0);
});
