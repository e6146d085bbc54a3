// The lines under the board (js/status.js): the headline, the message with its rule as a badge, the
// repeat count; every sentence is Python's as sent (the short form when a long name is cut).
import assert from "node:assert/strict";
import { test } from "node:test";

import { drawnView, WORDS } from "./page.js";
import { createStatus } from "../status.js";

function status(view) {
  const made = createStatus();
  made.update(view);
  return { ...made, $: (selector) => made.el.querySelector(selector) };
}

const refusal = (changes = {}) => ({
  text: "T2: Gold must move Orange.", sentence: "Gold must move Orange.", kind: "error", rule: "T2", serial: 3, repeat: 1,
  ...changes,
});

test("the message shows Python's sentence and its rule as a badge, without editing the text", () => {
  const s = status(drawnView({ message: refusal() }));
  assert.equal(s.$(".kw-rule").textContent, "T2");
  assert.equal(s.$(".kw-message-text").textContent, "Gold must move Orange.");
  assert.equal(s.$(".kw-message").dataset.kind, "error");
});

test("a long name is cut as Python cut it; the whole sentence is the tooltip", () => {
  const long = "Alexandra Konstantinopolous-Smythe";
  const sentence = `${long} must move Orange.`;
  const view = drawnView({
    message: refusal({ text: `T2: ${sentence}`, sentence }),
    short: { [sentence]: "Alexandra Konstantinopo… must move Orange." },
  });
  const text = status(view).$(".kw-message-text");
  assert.equal(text.textContent, "Alexandra Konstantinopo… must move Orange.");
  assert.equal(text.title, sentence);
  assert.equal(text.getAttribute("aria-label"), sentence);
});

test("a message said again shows ×N, with Python's words as its tooltip", () => {
  const s = status(drawnView({ message: refusal({ repeat: 3 }) }));
  assert.equal(s.$(".kw-message-repeat").textContent, "×3");
  assert.equal(s.$(".kw-message-repeat").title, "The same message again (×3 in a row)");
  const german = status(drawnView({ message: refusal({ repeat: 2 }), words: { ...WORDS, repeat_title: "Dieselbe Meldung (×{count})" } }));
  assert.equal(german.$(".kw-message-repeat").title, "Dieselbe Meldung (×2)");
});
