// The page's words: Python's, looked up by key and filled in (say), and the labels the page lists
// from them (square labels, notes, the grid, chains); Python's short forms of its sentences.
import assert from "node:assert/strict";
import { test } from "node:test";

import { WORDS } from "./page.js";
import { chainText, gridLabel, playerName, say, shortened, shortName, speaker, squareLabel, squareNote } from "../text.js";

test("say looks a word up by its key and fills each named placeholder", () => {
  const words = { square: "{square}, {colour} square", plain: "Copy" };
  assert.equal(say(words, "plain"), "Copy");
  assert.equal(say(words, "square", { square: "d4", colour: "Brown" }), "d4, Brown square");
  assert.equal(say(words, "square", { square: 0, colour: "" }), "0,  square");
});

test("say leaves a placeholder without a value as it is, and shows a missing word as its key", () => {
  assert.equal(say({ w: "{a} and {b}" }, "w", { a: "x" }), "x and {b}");
  assert.equal(say({}, "no_such_word"), "no_such_word");
  assert.equal(say(undefined, "copy"), "copy");
});

test("say fills a value once: a value that looks like a placeholder is not filled again", () => {
  assert.equal(say({ w: "{a}, {b}" }, "w", { a: "{b}", b: "B" }), "{b}, B");
});

test("speaker is say for one board's words; another language is another board's words", () => {
  const german = { copy: "Kopieren" };
  assert.equal(speaker(WORDS)("copy"), "Copy");
  assert.equal(speaker(german)("copy"), "Kopieren");
});

test("a plural is Python's: the page picks the word for the count, never a form", () => {
  assert.equal(say(WORDS, "rings.1"), "rank 1, 1 ring");
  assert.equal(say(WORDS, "rings.3"), "rank 3, 3 rings");
  assert.equal(say(WORDS, "score.1", { target: 3 }), "1 point of 3");
  assert.equal(say(WORDS, "score.0", { target: 3 }), "0 points of 3");
});

test("playerName is the players' own name, else Python's word for the side", () => {
  assert.equal(playerName({ scoreboard: { names: { black: "Ada" } }, words: WORDS }, "black"), "Ada");
  assert.equal(playerName({ words: { "player.gold": "Gold" } }, "gold"), "Gold");
  assert.equal(playerName({ scoreboard: { names: { gold: "" } }, words: { "player.gold": "Gold" } }, "gold"), "Gold");
});

test("shortName cuts long names with an ellipsis, never half of a character", () => {
  assert.equal(shortName("Ada"), "Ada");
  assert.equal(shortName("abcdefghij", 5), "abcd…");
  const emoji = "😀".repeat(30);
  const short = shortName(emoji);
  assert.equal(Array.from(short).length, 24);
  assert.ok(short.endsWith("…") && !short.includes("\uFFFD"));
});

test("shortened is Python's short form of a sentence, or the sentence itself: the page edits none", () => {
  const long = "Alexandra Konstantinopolous-Smythe";
  const sentence = `${long} moves: Red (T2).`;
  const view = { short: { [sentence]: `${shortName(long)} moves: Red (T2).` } };
  assert.equal(shortened(view, sentence), "Alexandra Konstantinopo… moves: Red (T2).");
  assert.equal(shortened(view, "Bo waits."), "Bo waits.");
  assert.equal(shortened({}, sentence), sentence);
  assert.equal(shortened(view, null), "");
});

test("squareLabel lists Python's words: the square, its colour, its tower and what the square means now", () => {
  const square = { name: "d4", colour: "brown" };
  assert.equal(squareLabel(WORDS, square, undefined, {}), "d4, Brown square, empty");
  const tower = { player: "black", colour: "yellow", rank: 1, label: "Black's Yellow Sumo" };
  const label = squareLabel(WORDS, square, tower, { mover: true, selected: true, target: { kind: "push" } });
  assert.equal(
    label,
    "d4, Brown square, Black's Yellow Sumo, rank 1, 1 ring, must move, selected, "
      + "legal push: the selected Sumo can push this tower back",
  );
  assert.match(squareLabel(WORDS, square, undefined, { last: "to" }), /last move to here$/);
  assert.match(squareLabel(WORDS, square, undefined, { last: "pass" }), /last move: a pass here$/);
  assert.match(squareLabel(WORDS, square, undefined, { blocked: 2 }), /blocked, pass 2 in the chain$/);
  assert.match(squareLabel(WORDS, square, undefined, { hint: "from" }), /hint: move this tower$/);
});

test("squareLabel speaks the words it is given, with their separator", () => {
  const words = { ...WORDS, square: "{square} ({colour})", "colour.brown": "Braun", square_empty: "leer", label_separator: "; " };
  assert.equal(squareLabel(words, { name: "d4", colour: "brown" }, undefined, {}), "d4 (Braun); leer");
});

test("squareNote: a push's or a pass's word, or a blocked tower's place in the chain", () => {
  assert.equal(squareNote(WORDS, "push", undefined), "push");
  assert.equal(squareNote(WORDS, "pass", undefined), "pass");
  assert.equal(squareNote(WORDS, "step", undefined), "");
  assert.equal(squareNote(WORDS, undefined, 2), "blocked 2");
  assert.equal(squareNote({ note_blocked: "blockiert {order}" }, undefined, 1), "blockiert 1");
});

test("chainText lists Python's names of the blocked towers in order with arrows", () => {
  const chain = [{ label: "Black's Red on c1" }, { label: "Gold's Blue on b8" }];
  assert.equal(chainText(chain), "Black's Red on c1 → Gold's Blue on b8");
});

test("gridLabel says which way round the board is", () => {
  assert.match(gridLabel(WORDS, false), /Black's home row \(rank 1\) at the bottom/);
  assert.match(gridLabel(WORDS, true), /Gold's home row \(rank 8\) at the bottom/);
});
