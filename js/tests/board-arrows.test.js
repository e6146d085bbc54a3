// Which arrows the board draws for a view: the last move's, the push preview's (S2, S7) and those Python draws
// with its message (an opponent's answer, a refused try).
import assert from "node:assert/strict";
import { test } from "node:test";

import { boardArrows, headsFromBelow, squaresOn } from "../arrows.js";

test("squaresOn lists the squares a straight or diagonal line runs over", () => {
  assert.deepEqual(squaresOn("d8", "d6"), ["d8", "d7", "d6"]);
  assert.deepEqual(squaresOn("c1", "f4"), ["c1", "d2", "e3", "f4"]);
  assert.deepEqual(squaresOn("a7", "a7"), ["a7"]);
});

test("S2: a push target's preview draws an arrow from each tower it would move to where it would land", () => {
  const view = {
    targets: [
      { square: "d4", kind: "push", pushes: [{ from: "d4", to: "d5" }, { from: "d5", to: "d6" }] },
      { square: "c4", kind: "step" },
    ],
  };
  assert.deepEqual(boardArrows(view), [
    { from: "d4", to: "d5", kind: "preview" },
    { from: "d5", to: "d6", kind: "preview" },
  ]);
});

test("a last move that runs over the preview's squares the other way is not drawn while the push is previewed", () => {
  // Gold's Pink came d8-d6; Black's Sumo on d5 would push it back to d7: one arrow down, one up, through d7.
  const lastMove = { move: "d8-d6", kind: "step", from: "d8", to: "d6", pushed: [] };
  assert.deepEqual(boardArrows({ last_move: lastMove, targets: [] }), [{ from: "d8", to: "d6", kind: "step" }]);
  const previewing = { last_move: lastMove, targets: [{ square: "d6", kind: "push", pushes: [{ from: "d6", to: "d7" }] }] };
  assert.deepEqual(boardArrows(previewing), [{ from: "d6", to: "d7", kind: "preview" }]);
  // Elsewhere on the board the last move keeps its arrow.
  const apart = { last_move: { ...lastMove, from: "a8", to: "a6" }, targets: previewing.targets };
  assert.equal(boardArrows(apart)[0].kind, "step");
});

test("the arrows Python draws with its message: the opponent's answer and the refused try", () => {
  const view = { arrows: [{ from: "c2", to: "c5", kind: "tried" }, { from: "d2", to: "d8", kind: "answer" }, { from: "e4", to: "e4", kind: "answer" }] };
  assert.deepEqual(boardArrows(view).map((a) => `${a.kind} ${a.from}-${a.to}`), ["tried c2-c5", "answer d2-d8", "answer e4-e4"]);
});

test("M6: a square's label moves to its top when an arrow's head comes in from below, on either side of the board", () => {
  // 02's deadlock: Black's Orange f2-c5 lands blocked ("blocked 2" at the bottom of c5 would sit under the head).
  const up = [{ from: "f2", to: "c5", kind: "step" }];
  assert.deepEqual([...headsFromBelow(up, false)], ["c5"]);
  assert.deepEqual([...headsFromBelow(up, true)], [], "flipped, the arrow comes down from above");
  const down = [{ from: "e8", to: "c6", kind: "step" }, { from: "e4", to: "e4", kind: "answer" }, { from: "a2", to: "h2", kind: "tried" }];
  assert.deepEqual([...headsFromBelow(down, false)], [], "from above, a pass ring and a sideways arrow leave the label where it is");
  assert.deepEqual([...headsFromBelow(down, true)], ["c6"]);
});
