// Where each square is drawn, as Black sees the board and turned round (B2).
import assert from "node:assert/strict";
import { test } from "node:test";

import { place, squareAt } from "../board.js";

const SQUARES = [..."abcdefgh"].flatMap((f) => [1, 2, 3, 4, 5, 6, 7, 8].map((r) => `${f}${r}`));

test("a8 is top left and h1 bottom right as Black sees the board", () => {
  assert.deepEqual(place("a8", false), { row: 0, col: 0 });
  assert.deepEqual(place("h1", false), { row: 7, col: 7 });
  assert.deepEqual(place("a1", false), { row: 7, col: 0 });
});

test("turned round, h1 is top left and a8 bottom right", () => {
  assert.deepEqual(place("h1", true), { row: 0, col: 0 });
  assert.deepEqual(place("a8", true), { row: 7, col: 7 });
});

test("squareAt undoes place for every square, both ways round", () => {
  for (const flipped of [false, true]) {
    const seen = new Set();
    for (const name of SQUARES) {
      const { row, col } = place(name, flipped);
      assert.equal(squareAt(row, col, flipped), name);
      seen.add(`${row},${col}`);
    }
    assert.equal(seen.size, 64);
  }
});
