// A lesson page before its kernel answers: the lesson's still pictures over the page.
//
// Voilà's lesson page has them in its HTML (kamisado_widget/teaching/course/lesson_app.py's voila_hook) and calls
// watchCover on them. The offline site's lesson page is JupyterLite's console (repl/index.html) asked to run the lesson's code; Python itself is
// loaded into the page first, which takes seconds. The site's build patches the console page to call
// showCover(window) before JupyterLite starts: when the page's address names a lesson (?lesson=de/01_which_tower),
// the lesson's still pictures (lessons/<lesson>.preview.html, written by the build from
// kamisado_widget/teaching/course/lesson_preview.py) cover the page at once, each board saying it is getting
// ready, and JupyterLite starts once they are on screen. The cover goes when the lesson's first live board has
// been answered by the kernel, or when the lesson's code fails (its error must be seen).

const LESSON = /^(?:[a-z]{2}\/)?\d\d[a-z]?_[a-z0-9_]+$/;
const READY_BOARD = ".kamisado-widget[data-version]:not([aria-busy])";
const FAILED = '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]';

/**
 * The still page of the lesson a console address names, relative to the console page, or null.
 * @param {string} search the address's query (location.search)
 * @returns {string | null}
 */
export function previewOf(search) {
  const lesson = new URLSearchParams(search).get("lesson");
  return lesson && LESSON.test(lesson) ? `../lessons/${lesson}.preview.html` : null;
}

/**
 * Whether the live lesson can take the cover's place: a board the kernel answered, or the lesson's error.
 * @param {ParentNode} doc
 */
export function liveLessonShown(doc) {
  return doc.querySelector(READY_BOARD) !== null || doc.querySelector(FAILED) !== null;
}

/** @param {Document} doc */
function bodyOf(doc) {
  if (doc.body) return Promise.resolve(doc.body);
  return new Promise((resolve) => doc.addEventListener("DOMContentLoaded", () => resolve(doc.body), { once: true }));
}

/**
 * A frame drawn: two animation frames (or a short timer, in a tab that draws none).
 * @param {Window & typeof globalThis} win
 */
function painted(win) {
  return new Promise((resolve) => {
    win.requestAnimationFrame(() => win.requestAnimationFrame(() => resolve(undefined)));
    win.setTimeout(resolve, 200);
  });
}

/**
 * Take the cover away once the live lesson can take its place (liveLessonShown), and show the lesson from its top.
 * @param {Window & typeof globalThis} win
 * @param {Element} cover
 */
export function watchCover(win, cover) {
  const doc = win.document;
  const done = () => {
    if (!liveLessonShown(doc)) return;
    observer.disconnect();
    cover.remove();
    // The console followed its output down while the lesson was drawn under the cover: the lesson starts at its top.
    doc.querySelector(".jp-CodeConsole-content")?.scrollTo(0, 0);
  };
  const observer = new win.MutationObserver(done);
  observer.observe(doc.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["aria-busy", "data-version", "data-mime-type"],
  });
  done();
}

/**
 * Cover the page with the lesson's still pictures, if its address names a lesson; resolves once they are drawn.
 * @param {Window & typeof globalThis} win
 */
export async function showCover(win) {
  const doc = win.document;
  const preview = previewOf(win.location.search);
  if (preview === null) return;
  doc.documentElement.classList.add("kw-lesson-page");
  const response = await win.fetch(preview);
  if (!response.ok) return;
  const cover = doc.createElement("div");
  cover.className = "kw-cover";
  cover.innerHTML = await response.text(); // the site's own file
  (await bodyOf(doc)).prepend(cover);
  watchCover(win, cover);
  await painted(win);
}
