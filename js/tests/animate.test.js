// What the page animates for the last event, at the speeds Python shares (motion.json).
import assert from "node:assert/strict";
import { test } from "node:test";

import motion from "../../kamisado_widget/protocol/motion.json" with { type: "json" };
import { DEFAULT_SPEED, SPEEDS, speedOf, tripsOf } from "../animate.js";

const normal = motion.speeds.normal;

test("the speeds are motion.json's, and an unknown one falls back to the default", () => {
  assert.deepEqual(SPEEDS, Object.keys(motion.speeds));
  assert.equal(speedOf({ animation: "fast" }), "fast");
  assert.equal(speedOf({ animation: "warp" }), DEFAULT_SPEED);
});

test("a step slides the mover once, at once", () => {
  const view = {
    last_move: { kind: "step", from: "c1", to: "c6", pushed: [] },
    towers: [{ id: "black-red", square: "c6" }],
  };
  assert.deepEqual(tripsOf(view, "normal"), [{ id: "black-red", from: "c1", to: "c6", delay: 0, duration: normal.step }]);
});

test("a push slides the pushed towers first, then the pusher steps in (S2)", () => {
  const view = {
    last_move: { kind: "push", from: "d4", to: "d5", pushed: [{ id: "gold-red", from: "d5", to: "d6" }] },
    towers: [{ id: "black-pink", square: "d5" }, { id: "gold-red", square: "d6" }],
  };
  const trips = tripsOf(view, "normal");
  assert.deepEqual(trips.map((t) => [t.id, t.delay]), [["gold-red", 0], ["black-pink", normal.step]]);
});

test("a pass moves nothing", () => {
  const view = { last_move: { kind: "pass", from: "d2", to: "d2", pushed: [] }, towers: [] };
  assert.deepEqual(tripsOf(view, "normal"), []);
});

test("a refill moves the towers one after another in the engine's order (F4, F5)", () => {
  const towers = [
    { id: "gold-red", from: "c6", to: "f8", order: 1 },
    { id: "gold-blue", from: "b7", to: "b8", order: 2 },
  ];
  const trips = tripsOf({ last_fill: { towers }, towers: [] }, "slow");
  const slow = motion.speeds.slow.fill;
  assert.deepEqual(trips.map((t) => [t.id, t.delay, t.duration, t.order]), [
    ["gold-red", 0, slow, 1],
    ["gold-blue", slow, slow, 2],
  ]);
});
