// A board takes no click until Python has answered its hello.
import assert from "node:assert/strict";
import { test } from "node:test";

import { createReadiness } from "../ready.js";

function fakeModel() {
  const listeners = new Map();
  return {
    sent: [],
    send(content) {
      this.sent.push(content);
    },
    on(event, fn) {
      listeners.set(event, [...(listeners.get(event) ?? []), fn]);
    },
    off(event, fn) {
      listeners.set(event, (listeners.get(event) ?? []).filter((f) => f !== fn));
    },
    message(content) {
      for (const fn of listeners.get("msg:custom") ?? []) fn(content, []);
    },
    listening: (event) => (listeners.get(event) ?? []).length,
  };
}

test("a board says hello once drawn and is loading until Python answers", () => {
  const model = fakeModel();
  let answered = 0;
  const readiness = createReadiness(model, () => answered++);
  assert.deepEqual(model.sent, [{ type: "hello" }]);
  assert.equal(readiness.ready, false);
  assert.equal(answered, 0);
});

test("the answer 'ready' makes it ready, once", () => {
  const model = fakeModel();
  let answered = 0;
  const readiness = createReadiness(model, () => answered++);
  model.message({ type: "ready" });
  assert.equal(readiness.ready, true);
  model.message({ type: "ready" });
  assert.equal(answered, 1);
  assert.equal(model.listening("msg:custom"), 0, "it stops listening once ready");
});

test("other custom messages do not make it ready", () => {
  const model = fakeModel();
  const readiness = createReadiness(model, () => {});
  model.message({ type: "something else" });
  model.message(null);
  model.message("ready");
  assert.equal(readiness.ready, false);
});

test("destroy stops listening", () => {
  const model = fakeModel();
  const readiness = createReadiness(model, () => assert.fail("answered after destroy"));
  readiness.destroy();
  model.message({ type: "ready" });
  assert.equal(readiness.ready, false);
  assert.equal(model.listening("msg:custom"), 0);
});

test("a board whose kernel connection is closed stays loading, without an error", () => {
  const model = fakeModel();
  model.send = () => {
    throw new Error("Cannot send");
  };
  const readiness = createReadiness(model, () => assert.fail("no kernel answered"));
  assert.equal(readiness.ready, false);
});
