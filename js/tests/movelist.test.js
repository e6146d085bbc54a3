// The move list's pure parts: the kind of a move from its notation, and the rounds to list.
import assert from "node:assert/strict";
import { test } from "node:test";

import { drawnView, recorder, WORDS } from "./page.js";
import { createMoveList, moveKind, roundsOf } from "../movelist.js";

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

// A match of two rounds: Black won the first with a Sumo (2 points, P2); Gold opened the second.
const HISTORY = {
  rounds: [{ number: 1, challenger: "black", start: 0, moves: ["c1-c6"], by: "b", words: [],
    result: { winner: "black", reason: "home row (M7)", points: 2 }, fill: null }],
  current: { number: 2, challenger: "gold", start: 2, result: null },
};

function moveList(view, history = HISTORY) {
  const list = createMoveList(recorder());
  list.update(view, history, true);
  return { list, $: (selector) => list.el.querySelector(selector), $$: (selector) => [...list.el.querySelectorAll(selector)] };
}

test("the move list says Python's words: the rounds, each move's label, the result with its points", () => {
  const { $, $$ } = moveList(drawnView({ moves: ["a8-a7", "d2="], movers: "gb", move_words: ["", "Black's Pink on d2 is blocked and passes (M6)."] }));
  assert.equal($(".kw-round-result").textContent, "Black won round 1 (home row (M7), +2 points)");
  assert.deepEqual($$(".kw-round-title").map((n) => n.textContent), ["Round 1 · Black begins", "Round 2 · Gold begins"]);
  assert.equal($(".kw-round").getAttribute("aria-label"), "Round 1");
  const moves = $$(".kw-move").map((n) => n.getAttribute("aria-label"));
  assert.deepEqual(moves, [
    "The start of the match", "Move 1, Black: c1-c6", "Move 1, Gold: a8-a7",
    "Move 2, Black: d2=. Black's Pink on d2 is blocked and passes (M6).",
  ]);
  assert.equal($(".kw-move-kind--pass").textContent, "pass");
  assert.equal($(".kw-moves").getAttribute("aria-label"), WORDS.moves);
});

test("a round's result leaves out the points and the round's number a learner has not met (view.taught)", () => {
  const { $ } = moveList(drawnView({ taught: "BTMS", moves: ["a8-a7"], movers: "g" }));
  assert.equal($(".kw-round-result").textContent, "Black won the round (home row (M7))");
});

test("the move list speaks the board's words again when they change", () => {
  const view = drawnView({ moves: ["a8-a7"], movers: "g" });
  const { list, $ } = moveList(view);
  const german = { ...WORDS, "round_won_points.2": "{player} gewinnt Runde {round} ({reason}, +2 Punkte)", "player.black": "Schwarz", back_to_game: "Zurück zur Partie" };
  list.update({ ...view, words: german }, HISTORY, true);
  assert.equal($(".kw-round-result").textContent, "Black gewinnt Runde 1 (home row (M7), +2 Punkte)"); // the name is the players'
  assert.equal($('[data-replay="live"]').textContent, "Zurück zur Partie");
});
