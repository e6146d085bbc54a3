// A page for the front end's unit tests: jsdom's document and window as globals (the modules in
// js/ use `document`, `window` and the DOM classes as a browser gives them), and a view to draw.
// Not a test file itself (node's runner picks only *.test.js here).
import { readFileSync } from "node:fs";

import { JSDOM } from "jsdom";

const dom = new JSDOM("<!doctype html><html><body></body></html>", { pretendToBeVisual: true });
const { window } = dom;
for (const name of ["window", "document", "Element", "HTMLElement", "Node", "Event", "KeyboardEvent", "MouseEvent", "FocusEvent", "getComputedStyle", "requestAnimationFrame", "cancelAnimationFrame"]) {
  globalThis[name] = name === "window" ? window : window[name];
}
// The move list keeps its current entry in sight when it is resized: jsdom lays nothing out.
globalThis.ResizeObserver ??= class {
  observe() {}
  disconnect() {}
};

// The page's words in English, as Python sends them in the `words` trait (tests/test_front_end_words.py
// checks this copy against kamisado_widget/protocol/page_words.py).
export const WORDS = JSON.parse(readFileSync(new URL("./words.json", import.meta.url), "utf8"));

const FILES = "abcdefgh";
const COLOURS = ["orange", "blue", "purple", "pink", "yellow", "red", "green", "brown"];
// The standard layout's colours (B3), rank 8 first, as the `board_layout` trait sends them.
const ROWS = [
  "orange blue purple pink yellow red green brown",
  "red orange pink green blue yellow brown purple",
  "green pink orange red purple brown yellow blue",
  "pink purple blue orange brown green red yellow",
  "yellow red green brown orange blue purple pink",
  "blue yellow brown purple red orange pink green",
  "purple brown yellow blue green pink orange red",
  "brown green red yellow pink purple blue orange",
].map((row) => row.split(" "));

export const SQUARES = ROWS.flatMap((colours, i) =>
  colours.map((colour, f) => ({ name: `${FILES[f]}${8 - i}`, colour, colour_name: colour[0].toUpperCase() + colour.slice(1), character: "" })),
);

const cap = (word) => word[0].toUpperCase() + word.slice(1);

// Each tower on its home square at the start of a round (B7): Black on rank 1, Gold on rank 8.
export function startingTowers() {
  const towers = [];
  for (const [player, rank] of [["black", "1"], ["gold", "8"]]) {
    for (const square of SQUARES.filter((s) => s.name[1] === rank)) {
      towers.push({ id: `${player}-${square.colour}`, player, colour: square.colour, square: square.name, rank: 0, rank_name: "tower", label: `${cap(player)}'s ${cap(square.colour)} tower` });
    }
  }
  return towers;
}

export const CHOICES = { targets: [[1, "Single round"], [3, "Standard (3 points)"]], layouts: [["standard", "Standard layout"], ["mirrored", "Mirrored layout (B4)"]] };

// A view as the page draws it (the `view` trait with the board's squares and the switches),
// at the start of a match; `changes` replace fields.
export function drawnView(changes = {}) {
  return {
    version: 1, ply: 0, layout: "standard", towers: startingTowers(), turn: "black", mover: null,
    movable: startingTowers().filter((t) => t.player === "black").map((t) => t.id), selected: null, targets: [],
    last_move: null, last_fill: null, status: "Black to move: any tower (T1).",
    message: { text: "", kind: "info", rule: null, serial: 0, repeat: 1 }, announce: "", chain: [],
    chain_head: "", pass: null,
    scoreboard: { target: 3, length: "Standard", round: 1, scores: { black: 0, gold: 0 }, names: { black: "Black", gold: "Gold" }, challenger: "black", defender: "gold", roles_shown: true, phase: "play", winner: null },
    round_end: null, match_end: null, fill: null, can_undo: false, can_redo: false, moves: [], move_words: [],
    movers: "", arrows: [], replay: null,
    controls: { match: true, undo: true, fill: true, edit: true, computer: true, moves: true, mover: true, targets: true },
    taught: "BTMSPRFD", position_text: "obupyrgn/8/8/8/8/8/8/NGRYPUBO b * - standard target=3 round=1 challenger=b score=0-0",
    computer: { side: null, level: 2, levels: { 1: "Beginner", 2: "Novice" }, thinking: false },
    hint: null, analysis: null, mode: "play", edit: null,
    squares: SQUARES, palette: Object.fromEntries(COLOURS.map((c) => [c, c])), choices: CHOICES, words: WORDS,
    flipped: false, colour_blind: false, animation: "off",
    ...changes,
  };
}


// A function that records each call's arguments (`calls`).
export function recorder() {
  const calls = [];
  const fn = (...args) => {
    calls.push(args.length === 1 ? args[0] : args);
  };
  fn.calls = calls;
  return fn;
}

export function press(target, key) {
  target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
}
