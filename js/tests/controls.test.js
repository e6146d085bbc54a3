// The controls around the board (js/controls.js): each shows what the view says and only sends an
// intent (or sets a view switch's trait); Python's next view shows what came of it.
import assert from "node:assert/strict";
import { test } from "node:test";

import { drawnView, recorder, WORDS } from "./page.js";
import { createControls } from "../controls.js";

function controls() {
  const send = recorder();
  const setOption = recorder();
  const made = createControls(send, setOption);
  const root = document.createElement("div");
  root.append(made.top, ...made.bottom);
  const $ = (selector) => root.querySelector(selector);
  return { ...made, send, setOption, root, $ };
}

const click = (node) => node.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));

test("the scoreboard shows the names, scores, roles and whose turn it is", () => {
  const c = controls();
  const view = drawnView();
  view.scoreboard = { ...view.scoreboard, names: { black: "Ann", gold: "Gold" }, scores: { black: 1, gold: 0 } };
  c.update(view);
  assert.equal(c.$('[data-name="black"]').textContent, "Ann");
  assert.equal(c.$('[data-score="black"]').textContent, "1");
  assert.equal(c.$('[data-score="black"]').getAttribute("aria-label"), "1 point of 3");
  assert.equal(c.$('[data-role="black"]').textContent, "Challenger");
  assert.equal(c.$('[data-role="gold"]').textContent, "Defender");
  assert.equal(c.$('.kw-player[data-player="black"]').dataset.turn, "true");
  assert.equal(c.$('.kw-player[data-player="gold"]').dataset.turn, undefined);
  assert.equal(c.$(".kw-match-info").textContent, "Standard match: first to 3 points · Round 1");
});

test("a board for a first lesson shows neither points nor match words (view.taught)", () => {
  const c = controls();
  c.update(drawnView({ taught: "BTM" }));
  assert.equal(c.$('[data-score="black"]').hidden, true);
  assert.equal(c.$(".kw-match-info").hidden, true);
  assert.equal(c.$('[data-role="black"]').textContent, "");
});

test("Undo and Redo follow can_undo and can_redo and send their intents", () => {
  const c = controls();
  c.update(drawnView());
  const undo = c.$('[data-action="undo"]');
  const redo = c.$('[data-action="redo"]');
  assert.equal(undo.disabled, true);
  assert.equal(redo.disabled, true);
  c.update(drawnView({ can_undo: true }));
  assert.equal(undo.disabled, false);
  click(undo);
  click(redo);
  assert.deepEqual(c.send.calls, [{ type: "undo" }, { type: "redo" }]);
  c.update(drawnView({ controls: { ...drawnView().controls, undo: false } }));
  assert.equal(c.$(".kw-history").hidden, true);
});

test("the fill choice (F1) shows Python's options and sends the chosen direction", () => {
  const c = controls();
  const fill = { label: "Fill", prompt: "Black fills the home row: choose a direction.", options: [{ direction: "left", label: "From the left" }, { direction: "right", label: "From the right" }] };
  c.update(drawnView({ fill }));
  const buttons = [...c.root.querySelectorAll("button[data-fill]")];
  assert.deepEqual(buttons.map((b) => b.textContent), ["From the left", "From the right"]);
  assert.equal(c.$(".kw-fill").hidden, false);
  click(buttons[1]);
  assert.deepEqual(c.send.calls, [{ type: "fill", direction: "right" }]);
  c.update(drawnView({ fill: null }));
  assert.equal(c.$(".kw-fill").hidden, true);
  assert.equal(c.root.querySelectorAll("button[data-fill]").length, 0);
});

test("a round's end is said once: the panel shows only what the status line does not (M7, R4)", () => {
  const c = controls();
  const headline = "Black wins round 1 (home row reached, M7): 1 point, and Black's Red is promoted to Sumo (P1, P2).";
  const roundEnd = { winner: "black", reason: "M7", text: "M7: Black's Red reached the home row.", headline, chain: [] };
  const fill = { label: "Fill", prompt: "Black chooses.", options: [{ direction: "left", label: "From the left" }] };
  const base = drawnView();
  // The round is over and the status says its headline: no panel, only the fill choice.
  c.update(drawnView({ status: headline, round_end: roundEnd, fill, scoreboard: { ...base.scoreboard, phase: "fill" } }));
  assert.equal(c.$(".kw-round-end").hidden, true);
  assert.equal(c.root.textContent.includes(headline), false);
  assert.equal(c.root.textContent.includes(roundEnd.text), false, "the move's message says how the round was won");
  // The match is over: the status says so, the panel says how its last round ended.
  const over = { ...base.scoreboard, phase: "over", winner: "black" };
  c.update(drawnView({ status: "Match over: Black wins 1–0 (target 1, R4).", round_end: roundEnd, scoreboard: over }));
  assert.equal(c.$(".kw-round-end").hidden, false);
  assert.equal(c.$(".kw-round-head").textContent, headline);
  assert.equal(c.$(".kw-match-winner").hidden, true);
  // A task's own status line: the panel says the round's headline and the match's end.
  c.update(drawnView({ status: "Well done.", round_end: roundEnd, match_end: "Black wins the match (R4).", scoreboard: over }));
  assert.equal(c.$(".kw-round-head").hidden, false);
  assert.equal(c.$(".kw-match-winner").textContent, "Black wins the match (R4).");
});

test("the view switches set their traits and show the traits' values", () => {
  const c = controls();
  c.update(drawnView({ flipped: true, animation: "slow" }));
  const flipped = c.$('[data-option="flipped"]');
  assert.equal(flipped.checked, true);
  assert.equal(c.$('[data-option="animation"]').value, "slow");
  flipped.checked = false;
  flipped.dispatchEvent(new Event("change"));
  const blind = c.$('[data-option="colour_blind"]');
  blind.checked = true;
  blind.dispatchEvent(new Event("change"));
  assert.deepEqual(c.setOption.calls, [["flipped", false], ["colour_blind", true]]);
  assert.deepEqual(c.send.calls, []);
});

test("New match starts at once on a fresh board, and asks first when a game is in progress (R1)", () => {
  const c = controls();
  c.update(drawnView());
  const form = c.$(".kw-new-match");
  const submit = () => form.dispatchEvent(new Event("submit", { cancelable: true }));
  c.$('select[name="target"]').value = "1";
  submit();
  assert.deepEqual(c.send.calls, [{ type: "new_match", target: 1, layout: "standard" }]);

  c.update(drawnView({ version: 2, ply: 1, can_undo: true, moves: ["c1-c6"] }));
  submit();
  assert.equal(c.send.calls.length, 1);
  assert.equal(c.$(".kw-new-match-confirm").hidden, false);
  click(c.$('[data-action="keep"]'));
  assert.equal(c.$(".kw-new-match-confirm").hidden, true);
  submit();
  click(c.$('[data-action="discard"]'));
  assert.deepEqual(c.send.calls[1], { type: "new_match", target: 1, layout: "standard" });
});

test("the computer's group sends its side and level; Hint waits for the next view", () => {
  const c = controls();
  c.update(drawnView());
  const side = c.$('select[name="computer-side"]');
  side.value = "gold";
  side.dispatchEvent(new Event("change"));
  assert.deepEqual(c.send.calls, [{ type: "computer", side: "gold", level: 2 }]);
  const hint = c.$('[data-action="hint"]');
  click(hint);
  assert.deepEqual(c.send.calls[1], { type: "hint" });
  assert.equal(hint.disabled, true);
  assert.equal(hint.getAttribute("aria-busy"), "true");
  c.update(drawnView({ version: 2 }));
  assert.equal(hint.disabled, false);
  c.update(drawnView({ version: 3, computer: { ...drawnView().computer, side: "gold", thinking: true } }));
  assert.equal(hint.disabled, true);
  assert.equal(c.$('[data-computer="gold"]').textContent, "computer, Novice");
});

test("in edit mode the play controls are hidden (the editor has its own)", () => {
  const c = controls();
  c.update(drawnView({ mode: "edit" }));
  assert.equal(c.top.hidden, true);
  assert.equal(c.$(".kw-history").hidden, true);
  assert.equal(c.$(".kw-new-match").hidden, true);
});

// Another board's words, as a German board's `words` trait would bring them (only the keys changed here).
const OTHER = {
  ...WORDS, undo: "↶ Rückgängig", new_match: "Neue Partie", "speed.slow": "Langsam", "player.black": "Schwarz",
  "side.black": "(Schwarz)", "score.1": "1 Punkt von {target}", challenger: "Herausforderer",
};

test("every control speaks the board's words, and speaks them again when the words change", () => {
  const c = controls();
  const view = drawnView({ scoreboard: { ...drawnView().scoreboard, names: { black: "Ann", gold: "Gold" }, scores: { black: 1, gold: 0 } } });
  c.update({ ...view, animation: "slow" });
  assert.equal(c.$('[data-action="undo"]').textContent, "↶ Undo");
  assert.equal(c.$('[data-action="new-match"]').textContent, "New match");
  assert.equal(c.$('[data-option="animation"]').selectedOptions[0].textContent, "Slow");
  c.$('[name="target"]').value = "1"; // the learner's choice stays when the words change
  c.update({ ...view, animation: "slow", words: OTHER });
  assert.equal(c.$('[data-action="undo"]').textContent, "↶ Rückgängig");
  assert.equal(c.$('[data-action="new-match"]').textContent, "Neue Partie");
  assert.equal(c.$(".kw-new-match").getAttribute("aria-label"), null); // (a named form would be a landmark per board)
  assert.equal(c.$('[data-option="animation"]').selectedOptions[0].textContent, "Langsam");
  assert.equal(c.$('[data-option="animation"]').value, "slow");
  assert.equal(c.$('[name="target"]').value, "1");
  assert.equal(c.$('[data-score="black"]').getAttribute("aria-label"), "1 Punkt von 3");
  assert.equal(c.$('[data-role="black"]').textContent, "Herausforderer");
  assert.equal(c.$('.kw-side').textContent, "(Schwarz)");
  assert.equal(c.$('.kw-side').hidden, false); // "Ann (Schwarz)"
});

test("a player without a name of their own is not named twice: no \"Schwarz (Schwarz)\"", () => {
  const c = controls();
  c.update(drawnView({ words: OTHER, scoreboard: { ...drawnView().scoreboard, names: { black: "Schwarz", gold: "Gold" } } }));
  assert.equal(c.$('.kw-player[data-player="black"] .kw-side').hidden, true);
});

test("the computer's lists say Python's words: Nobody, the sides, each level with its number", () => {
  const c = controls();
  c.update(drawnView({ scoreboard: { ...drawnView().scoreboard, names: { black: "Ann", gold: "Gold" } } }));
  const sides = [...c.$('[name="computer-side"]').options].map((o) => o.textContent);
  assert.deepEqual(sides, ["Nobody", "Black (Ann)", "Gold"]);
  const levels = [...c.$('[name="computer-level"]').options].map((o) => o.textContent);
  assert.deepEqual(levels, ["Beginner (1)", "Novice (2)"]);
  c.update(drawnView({ words: { ...WORDS, nobody: "Niemand", level_option: "{level}: {name}" } }));
  assert.equal(c.$('[name="computer-side"]').options[0].textContent, "Niemand");
  assert.equal(c.$('[name="computer-level"]').options[0].textContent, "1: Beginner");
});
