// The game review (js/review.js): the Review button, the progress bar, Python's chart imported only
// when it is a safe SVG picture, and the mistakes, each sending the replay's intent for its move.
import assert from "node:assert/strict";
import { test } from "node:test";

import { drawnView, recorder, WORDS } from "./page.js";
import { createReview, progressOf, safeSvg } from "../review.js";

const CHART = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><title>The result along the round</title>' +
  '<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs>' +
  '<rect width="100" height="40" fill="url(#g)"/><polyline points="0,20 50,10 100,30" stroke="#000" fill="none"/></svg>';

const click = (node) => node.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));

test("a chart of plain shapes is imported as an SVG element", () => {
  const node = safeSvg(CHART);
  assert.ok(node);
  assert.equal(node.localName, "svg");
  assert.equal(node.ownerDocument, document);
  assert.equal(node.querySelector("polyline").getAttribute("points"), "0,20 50,10 100,30");
});

test("anything that could run or fetch, or is not an SVG root, is refused", () => {
  const svg = (body, attrs = "") => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attrs}>${body}</svg>`;
  for (const bad of [
    svg("<script>alert(1)</script>"),
    svg('<rect onclick="alert(1)"/>'),
    svg("", ' onload="alert(1)"'),
    svg('<a href="https://example.org/"><rect/></a>'),
    svg('<a xlink:href="javascript:alert(1)"><rect/></a>'),
    svg('<image href="data:image/png;base64,AAAA"/>'),
    svg('<use href="other.svg#x"/>'),
    svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
    svg('<rect style="fill: url(https://example.org/x)"/>'),
    svg("<style>@import url(https://example.org/x.css);</style>"),
    '<div xmlns="http://www.w3.org/1999/xhtml"><svg/></div>',
    "<svg><rect></svg>", // not well-formed XML
    '<svg viewBox="0 0 1 1"/>', // no SVG namespace: not an SVG picture
    "", null, 42,
  ]) {
    assert.equal(safeSvg(bad), null, String(bad));
  }
  assert.ok(safeSvg(svg('<a href="#g"><rect/></a>'))); // a link inside the chart is fine
});

test("the progress is done of total, kept within the total", () => {
  assert.deepEqual(progressOf({ progress: { done: 3, total: 40 } }), { done: 3, total: 40 });
  assert.deepEqual(progressOf({ progress: { done: 50, total: 40 } }), { done: 40, total: 40 });
  assert.equal(progressOf({ progress: null }), null);
  assert.equal(progressOf({ progress: { done: 0, total: 0 } }), null);
  assert.equal(progressOf(null), null);
});

function reviewed(review, changes = {}) {
  return drawnView({ review, ...changes });
}

test("no review field: nothing shows; an offer: the Review button sends the review's intent", () => {
  const send = recorder();
  const review = createReview(send);
  review.update(drawnView());
  assert.equal(review.el.hidden, true);
  review.update(reviewed({ offer: true, progress: null, heading: null, svg: null, mistakes: [] }));
  assert.equal(review.el.hidden, false);
  const button = review.el.querySelector('[data-action="review"]');
  assert.equal(button.hidden, false);
  assert.equal(button.textContent, WORDS.review);
  click(button);
  assert.deepEqual(send.calls, [{ type: "review" }]);
  assert.equal(button.disabled, true);
  assert.equal(review.el.querySelector('[role="progressbar"]').hidden, true);
});

test("while the review works, a progress bar says how far it is", () => {
  const review = createReview(recorder());
  review.update(reviewed({ offer: true, progress: { done: 10, total: 40 }, heading: null, svg: null, mistakes: [] }));
  const bar = review.el.querySelector('[role="progressbar"]');
  assert.equal(bar.hidden, false);
  assert.equal(bar.getAttribute("aria-valuenow"), "10");
  assert.equal(bar.getAttribute("aria-valuemax"), "40");
  assert.equal(bar.getAttribute("aria-label"), WORDS.review_progress);
  assert.equal(bar.firstChild.style.width, "25%");
  assert.equal(review.el.querySelector('[data-action="review"]').hidden, true);
});

test("when done, Python's chart, its heading and the mistakes show; a mistake opens its move in replay", () => {
  const send = recorder();
  const review = createReview(send);
  const mistakes = [{ ply: 7, text: "Move 7: Gold threw the win away." }, { ply: 12, text: "Move 12: Black threw it back." }];
  review.update(reviewed({ offer: true, progress: null, heading: "Black won; two mistakes.", svg: CHART, mistakes }));
  assert.equal(review.el.querySelector(".kw-review-heading").textContent, "Black won; two mistakes.");
  const chart = review.el.querySelector(".kw-review-chart svg");
  assert.ok(chart);
  assert.equal(chart.getAttribute("role"), "img");
  const buttons = [...review.el.querySelectorAll(".kw-review-show")];
  assert.deepEqual(buttons.map((b) => b.textContent), mistakes.map((m) => m.text));
  click(buttons[1]);
  assert.deepEqual(send.calls, [{ type: "replay", action: "show", ply: 12 }]);
  // Shown in replay: that mistake is the current one.
  review.update(reviewed({ offer: true, progress: null, heading: "x", svg: CHART, mistakes }, { replay: { ply: 12 }, ply: 12 }));
  assert.equal(buttons[1].getAttribute("aria-current"), "true");
  assert.equal(buttons[0].getAttribute("aria-current"), null);
});

test("an unsafe chart is not drawn, the rest of the review still is", () => {
  const review = createReview(recorder());
  const evil = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
  review.update(reviewed({ offer: true, progress: null, heading: "Done.", svg: evil, mistakes: [] }));
  assert.equal(review.el.querySelector(".kw-review-chart").childElementCount, 0);
  assert.equal(review.el.querySelector(".kw-review-chart").hidden, true);
  assert.equal(review.el.querySelector(".kw-review-heading").textContent, "Done.");
});

test("once the round is reviewed, the Review button gives way to the chart", () => {
  const review = createReview(recorder());
  review.update(reviewed({ offer: true, progress: null, heading: "Done.", svg: CHART, mistakes: [] }));
  assert.equal(review.el.querySelector('[data-action="review"]').hidden, true);
  review.update(reviewed({ offer: true, progress: null, heading: null, svg: null, mistakes: [] }));
  assert.equal(review.el.querySelector('[data-action="review"]').hidden, false);
  assert.equal(review.el.querySelector(".kw-review-chart").hidden, true);
});

test("the Review button follows the computer's group: basic controls and exercises hide it, a review from Python shows", () => {
  const review = createReview(recorder());
  const basic = { ...drawnView().controls, computer: false, match: false };
  review.update(reviewed({ offer: true, progress: null, heading: null, svg: null, mistakes: [] }, { controls: basic }));
  assert.equal(review.el.hidden, true);
  review.update(reviewed({ offer: true, progress: { done: 1, total: 8 }, heading: null, svg: null, mistakes: [] }, { controls: basic }));
  assert.equal(review.el.hidden, false);
  assert.equal(review.el.querySelector('[role="progressbar"]').hidden, false);
  review.update(reviewed({ offer: true, progress: null, heading: "Done.", svg: CHART, mistakes: [] }, { controls: basic }));
  assert.equal(review.el.querySelector(".kw-review-chart").hidden, false);
  assert.equal(review.el.querySelector('[data-action="review"]').hidden, true);
});
