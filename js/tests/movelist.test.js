// The move list's pure parts: the kind of a move from its notation, and the rounds to list.
import assert from "node:assert/strict";
import { test } from "node:test";

import { moveKind, roundsOf } from "../movelist.js";

test("moveKind reads steps, pushes and passes from the notation", () => {
  assert.equal(moveKind("c1-c6"), "step");
  assert.equal(moveKind("e4>e5"), "push");
  assert.equal(moveKind("d2="), "pass");
});

test("roundsOf lists the finished rounds, then the current one with the view's moves", () => {
  const history = {
    rounds: [{ number: 1, challenger: "black", start: 0, moves: ["c1-c6"], by: "b", fill: { direction: "left" } }],
    current: { number: 2, challenger: "gold", start: 2, result: null },
  };
  const rounds = roundsOf({ moves: ["a8-a7"], movers: "g" }, history);
  assert.equal(rounds.length, 2);
  assert.deepEqual(rounds[0].moves, ["c1-c6"]);
  assert.deepEqual(rounds[1], { number: 2, challenger: "gold", start: 2, result: null, moves: ["a8-a7"], words: [], by: "g", fill: null });
});

test("without a history the board is in its first round", () => {
  const [only] = roundsOf({}, undefined);
  assert.deepEqual(only, { number: 1, challenger: "black", start: 0, result: null, moves: [], words: [], by: "", fill: null });
});

test("the current round carries Python's words for its moves, a pass said in words (M6)", () => {
  const words = ["Black's Red moved from c1 to c6.", "Gold's Orange on a7 is blocked and passes (M6)."];
  const [only] = roundsOf({ moves: ["c1-c6", "a7="], move_words: words, movers: "bg" }, undefined);
  assert.deepEqual(only.words, words);
});
