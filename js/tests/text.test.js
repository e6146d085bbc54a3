// The words the page builds from Python's data: names, tower and square labels, chains.
import assert from "node:assert/strict";
import { test } from "node:test";

import { cap, chainText, gridLabel, shortName, squareLabel, towerLabel, withShortNames } from "../text.js";

test("cap capitalises a word and leaves an empty one empty", () => {
  assert.equal(cap("gold"), "Gold");
  assert.equal(cap(""), "");
  assert.equal(cap(undefined), "");
});

test("shortName cuts long names with an ellipsis, never half of a character", () => {
  assert.equal(shortName("Ada"), "Ada");
  assert.equal(shortName("abcdefghij", 5), "abcd…");
  const emoji = "😀".repeat(30);
  const short = shortName(emoji);
  assert.equal(Array.from(short).length, 24);
  assert.ok(short.endsWith("…") && !short.includes("\uFFFD"));
});

test("withShortNames shortens each long player name inside Python's sentence", () => {
  const long = "Alexandra Konstantinopolous-Smythe";
  const view = { scoreboard: { names: { black: long, gold: "Bo" } } };
  const text = `${long} moves: Red (T2). Bo waits.`;
  assert.equal(withShortNames(view, text), `${shortName(long)} moves: Red (T2). Bo waits.`);
  assert.equal(withShortNames(view, null), "");
});

test("towerLabel prefers Python's label and otherwise names the owner, colour and rank", () => {
  assert.equal(towerLabel({ label: "Gold's Blue Sumo", player: "gold", colour: "blue", rank: 1 }), "Gold's Blue Sumo");
  assert.equal(towerLabel({ player: "black", colour: "red", rank: 0 }), "Black's Red tower");
  assert.equal(towerLabel({ player: "black", colour: "red", rank: 2, rank_name: "Double Sumo" }), "Black's Red Double Sumo");
});

test("squareLabel names the square, its colour, its tower and what the square means now", () => {
  const square = { name: "d4", colour: "brown" };
  assert.equal(squareLabel(square, null, {}), "d4, Brown square, empty");
  const tower = { player: "black", colour: "yellow", rank: 1, rank_name: "Sumo" };
  const label = squareLabel(square, tower, { mover: true, selected: true, target: { kind: "push" } });
  assert.equal(
    label,
    "d4, Brown square, Black's Yellow Sumo, rank 1, 1 ring, must move, selected, "
      + "legal push: the selected Sumo can push this tower back",
  );
  assert.match(squareLabel(square, null, { last: "to" }), /last move to here$/);
  assert.match(squareLabel(square, null, { last: "pass" }), /last move: a pass here$/);
});

test("chainText lists the blocked towers in order with arrows", () => {
  const chain = [
    { player: "black", colour: "red", square: "c1" },
    { label: "Gold's Blue on b8" },
  ];
  assert.equal(chainText(chain), "Black's Red on c1 → Gold's Blue on b8");
});

test("gridLabel says which way round the board is", () => {
  assert.match(gridLabel(false), /Black's home row \(rank 1\) at the bottom/);
  assert.match(gridLabel(true), /Gold's home row \(rank 8\) at the bottom/);
});
