// The offline site's lesson page: the lesson's still pictures cover it until its first live board answers.
import assert from "node:assert/strict";
import { test } from "node:test";

import { JSDOM } from "jsdom";

import { liveLessonShown, previewOf, showCover } from "../../kamisado_widget/teaching/course/cover/lesson_cover.js";

const PREVIEW = '<div class="kw-preview-lesson"><h1>1 · Which tower moves?</h1><figure><svg></svg></figure></div>';

function site(search, { status = 200 } = {}) {
  const dom = new JSDOM("<!doctype html><html><body><div id='app'></div></body></html>", {
    url: `http://site.test/repl/index.html${search}`,
    pretendToBeVisual: true,
  });
  const win = dom.window;
  const asked = [];
  win.fetch = async (url) => {
    asked.push(url);
    return { ok: status === 200, text: async () => PREVIEW };
  };
  return { win, doc: win.document, asked };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

test("the address names the lesson whose still pictures cover the page, or none", () => {
  assert.equal(previewOf("?kernel=python&lesson=01_which_tower"), "../lessons/01_which_tower.preview.html");
  assert.equal(previewOf("?lesson=de%2F04b_refilling"), "../lessons/de/04b_refilling.preview.html");
  assert.equal(previewOf("?kernel=python&code=1"), null);
  for (const hostile of ["../../etc/passwd", "01_which_tower/../x", "https://elsewhere/01_a", "01_Which", "de/"]) {
    assert.equal(previewOf(`?lesson=${encodeURIComponent(hostile)}`), null, hostile);
  }
});

test("the live lesson is shown once a board has been answered, or once the lesson's code failed", () => {
  const { doc } = site("");
  const app = doc.getElementById("app");
  app.innerHTML = '<div class="kamisado-widget" data-version="1" aria-busy="true"></div>';
  assert.equal(liveLessonShown(doc), false);
  app.firstElementChild.removeAttribute("aria-busy");
  assert.equal(liveLessonShown(doc), true);
  app.innerHTML = '<div class="kamisado-widget"></div>'; // drawn, not yet told its view
  assert.equal(liveLessonShown(doc), false);
  app.innerHTML = '<div class="jp-OutputArea-output" data-mime-type="application/vnd.jupyter.stderr">Error</div>';
  assert.equal(liveLessonShown(doc), true);
});

test("a lesson's address: the still pictures are on the page before the app starts, and go when its board answers", async () => {
  const { win, doc, asked } = site("?kernel=python&lesson=de%2F01_which_tower");
  await showCover(win);
  assert.deepEqual(asked, ["../lessons/de/01_which_tower.preview.html"]);
  assert.ok(doc.documentElement.classList.contains("kw-lesson-page"));
  const cover = doc.querySelector(".kw-cover");
  assert.ok(cover, "no cover");
  assert.equal(cover.querySelector("h1").textContent, "1 · Which tower moves?");
  const app = doc.getElementById("app");
  app.innerHTML = '<div class="jp-CodeConsole-content"><div class="kamisado-widget" data-version="1" aria-busy="true"></div></div>';
  await settled();
  assert.ok(doc.querySelector(".kw-cover"), "the cover went before the board was answered");
  const content = doc.querySelector(".jp-CodeConsole-content");
  let scrolled = null;
  content.scrollTo = (x, y) => (scrolled = [x, y]);
  doc.querySelector(".kamisado-widget").removeAttribute("aria-busy");
  await settled();
  assert.equal(doc.querySelector(".kw-cover"), null);
  assert.deepEqual(scrolled, [0, 0], "the lesson does not start at its top");
});

test("no lesson named, or its pictures missing: nothing is covered and the app starts as before", async () => {
  for (const [search, status] of [["?kernel=python", 200], ["?lesson=01_which_tower", 404]]) {
    const { win, doc } = site(search, { status });
    await showCover(win);
    assert.equal(doc.querySelector(".kw-cover"), null, search);
  }
});
