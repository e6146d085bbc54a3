// Intents go one at a time, each stamped with the version of the view it was made on.
import assert from "node:assert/strict";
import { mock, test } from "node:test";

import { createSender } from "../intents.js";

function fakeModel(version) {
  const listeners = {};
  const model = {
    view: { version },
    sent: [],
    get: (name) => model[name],
    send: (content) => model.sent.push(content),
    on: (event, fn) => { listeners[event] = fn; },
    off: (event) => { delete listeners[event]; },
    newView(v) { model.view = { version: v }; listeners["change:view"]?.(); },
    listening: () => Object.keys(listeners),
  };
  return model;
}

test("the first intent goes at once with the view's version", () => {
  mock.timers.enable({ apis: ["setTimeout"] });
  const model = fakeModel(4);
  const sender = createSender(model);
  sender.send({ type: "click", square: "c1" });
  assert.deepEqual(model.sent, [{ type: "click", square: "c1", version: 4 }]);
  sender.destroy();
  mock.timers.reset();
});

test("a second intent waits for Python's answer and carries the new version", () => {
  mock.timers.enable({ apis: ["setTimeout"] });
  const model = fakeModel(4);
  const sender = createSender(model);
  sender.send({ type: "click", square: "c1" });
  sender.send({ type: "click", square: "c6" });
  assert.equal(model.sent.length, 1);
  model.newView(5);
  assert.deepEqual(model.sent[1], { type: "click", square: "c6", version: 5 });
  sender.destroy();
  mock.timers.reset();
});

test("an intent that changes nothing stops the wait after the patience runs out", () => {
  mock.timers.enable({ apis: ["setTimeout"] });
  const model = fakeModel(7);
  const sender = createSender(model);
  sender.send({ type: "cancel" });
  sender.send({ type: "undo" });
  assert.equal(model.sent.length, 1);
  mock.timers.tick(2500);
  assert.deepEqual(model.sent[1], { type: "undo", version: 7 });
  sender.destroy();
  assert.deepEqual(model.listening(), []);
  mock.timers.reset();
});

test("a double click's repeats are told apart from a first click or a key's", async () => {
  const { isRepeatClick } = await import("../intents.js");
  assert.equal(isRepeatClick({ detail: 1 }), false);
  assert.equal(isRepeatClick({ detail: 0 }), false, "Enter or Space on a button");
  assert.equal(isRepeatClick({ detail: 2 }), true);
  assert.equal(isRepeatClick({ detail: 3 }), true);
});

test("on the widget, only the first click of a double click reaches its parts", async () => {
  const { JSDOM } = await import("jsdom");
  const { ignoreRepeatClicks } = await import("../intents.js");
  const { window } = new JSDOM("<div id=root><button id=b></button></div>");
  const root = window.document.getElementById("root");
  const heard = [];
  window.document.getElementById("b").addEventListener("click", (event) => heard.push(event.detail));
  ignoreRepeatClicks(root);
  for (const detail of [1, 2, 0, 1, 2, 3]) {
    window.document.getElementById("b").dispatchEvent(new window.MouseEvent("click", { bubbles: true, detail }));
  }
  assert.deepEqual(heard, [1, 0, 1]);
});
