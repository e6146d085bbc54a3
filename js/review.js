// The game review (docs/widget-protocol.md: `review`): a Review button once a round has ended (or a
// record is shown), a progress bar while Python grades the moves, then Python's chart of the proven
// result along the round and its list of mistakes, each a click away in replay. The page draws only
// what `view.review` says: the chart is Python's SVG, checked and imported as SVG nodes (never as
// HTML), and every word is Python's.
import { eventElement, make, setAttr, setText, show } from "./dom.js";
import { speaker } from "./text.js";

const SVG = "http://www.w3.org/2000/svg";
const XLINK = "http://www.w3.org/1999/xlink";
// Elements a chart never needs and that could run or fetch something.
const FORBIDDEN = new Set(["script", "foreignobject", "iframe", "object", "embed", "image", "use", "animate", "set", "animatemotion", "animatetransform", "handler", "audio", "video"]);

/** @typedef {import("./view").ReviewPanel} ReviewPanel What `view.review` holds (js/view.d.ts). */

/**
 * Is `href` a link into the chart itself ("#id")? Anything else (a file, a site, data:, javascript:) is not.
 * @param {string} href
 */
const internal = (href) => /^#[\w.:-]*$/.test(href.trim());

/**
 * Python's chart as an SVG element of `doc`, or null when it is not a safe picture: the markup must parse as XML
 * with an <svg> root in the SVG namespace, and hold no script, no foreign content, no event handler (on*), no
 * link out of the chart, and no style that fetches (url(...) other than "#id").
 * @param {unknown} markup
 * @param {Document} [doc] the document the chart goes into
 * @returns {SVGSVGElement | null}
 */
export function safeSvg(markup, doc = document) {
  if (typeof markup !== "string" || !markup.trim()) return null;
  const parsed = new (doc.defaultView ?? window).DOMParser().parseFromString(markup, "image/svg+xml");
  const root = parsed.documentElement;
  if (!root || root.namespaceURI !== SVG || root.localName !== "svg" || parsed.getElementsByTagName("parsererror").length) return null;
  for (const node of [root, ...root.querySelectorAll("*")]) {
    if (FORBIDDEN.has(node.localName.toLowerCase())) return null;
    if (node.namespaceURI !== SVG) return null;
    for (const attr of node.attributes) {
      const name = attr.localName.toLowerCase();
      if (name.startsWith("on")) return null;
      if ((name === "href" || attr.namespaceURI === XLINK) && !internal(attr.value)) return null;
      if (/url\s*\(\s*(?![\x22\x27]?#)/i.test(attr.value) || /@import|expression\s*\(/i.test(attr.value)) return null;
    }
    if (node.localName === "style" && /url\s*\(\s*(?![\x22\x27]?#)|@import/i.test(node.textContent ?? "")) return null;
  }
  return /** @type {SVGSVGElement} */ (/** @type {unknown} */ (doc.importNode(root, true)));
}

/**
 * The review field of a view, or null.
 * @param {Partial<Pick<import("./types.js").View, "review">> | null | undefined} view
 * @returns {ReviewPanel | null}
 */
export function reviewOf(view) {
  const review = view?.review;
  return review && typeof review === "object" ? review : null;
}

/**
 * The progress bar's numbers: done of total, within 0..total; null when the review is not working.
 * @param {ReviewPanel | null} review
 */
export function progressOf(review) {
  const p = review?.progress;
  if (!p || !Number.isFinite(p.total) || p.total <= 0) return null;
  return { done: Math.max(0, Math.min(p.total, Math.floor(p.done ?? 0))), total: Math.floor(p.total) };
}

/** @param {import("./types.js").Send} send */
export function createReview(send) {
  const el = make("section", "kw-review", { role: "group" });
  const start = make("button", "kw-button kw-review-start", { type: "button", "data-action": "review" });
  const bar = make("div", "kw-review-progress", { role: "progressbar", "aria-valuemin": "0" });
  const fill = make("div", "kw-review-progress-fill");
  bar.append(fill);
  const heading = make("p", "kw-review-heading", { role: "status" });
  const chart = make("div", "kw-review-chart");
  const title = make("p", "kw-review-mistakes-title");
  const list = make("ol", "kw-review-mistakes");
  el.append(start, bar, heading, chart, title, list);

  start.addEventListener("click", () => {
    start.disabled = true; // until the next view says the review works (or is done)
    send({ type: "review" });
  });
  list.addEventListener("click", (event) => {
    const button = eventElement(event, "button[data-ply]");
    if (button) send({ type: "replay", action: "show", ply: Number(button.dataset.ply) });
  });

  let svgKey = /** @type {string | null} */ (null);
  let listKey = "";
  return {
    el,
    /** @param {import("./types.js").Drawn} view */
    update(view) {
      const t = speaker(view.words);
      const review = reviewOf(view);
      // The button follows the computer's group, as Hint, Analyse and Explore do (a first lesson's "basic" controls
      // and an exercise hide it); a review Python started (w.review()) shows on any board.
      const offered = Boolean(review?.offer) && (view.controls?.computer ?? view.controls?.match) !== false;
      const shown = Boolean(review && (offered || review.progress || review.svg || review.heading));
      show(el, shown && view.mode !== "edit");
      setAttr(el, "aria-label", t("review_group"));
      setText(start, t("review"));
      const progress = progressOf(review);
      show(start, offered && !progress && !review?.svg); // once reviewed, the chart is the answer
      start.disabled = false;
      show(bar, Boolean(progress));
      setAttr(bar, "aria-label", t("review_progress"));
      setAttr(bar, "aria-valuemax", progress?.total);
      setAttr(bar, "aria-valuenow", progress?.done);
      fill.style.width = progress ? `${(100 * progress.done) / progress.total}%` : "0%";
      setText(heading, review?.heading ?? "");
      show(heading, Boolean(review?.heading));

      const markup = review?.svg ?? null;
      if (markup !== svgKey) {
        svgKey = markup;
        const picture = safeSvg(markup);
        if (picture) {
          setAttr(picture, "role", "img");
          if (review?.heading && !picture.querySelector("title")) setAttr(picture, "aria-label", review.heading);
        }
        chart.replaceChildren(...(picture ? [picture] : []));
      }
      show(chart, chart.childElementCount > 0);

      const mistakes = Array.isArray(review?.mistakes) ? review.mistakes : [];
      show(title, mistakes.length > 0);
      setText(title, t("review_mistakes"));
      setAttr(list, "aria-label", t("review_mistakes"));
      show(list, mistakes.length > 0);
      const key = JSON.stringify(mistakes);
      if (key !== listKey) {
        listKey = key;
        list.replaceChildren(
          ...mistakes.map((m) => {
            const item = make("li", "kw-review-mistake");
            item.append(make("button", "kw-review-show", { type: "button", "data-ply": String(m.ply) }, m.text ?? ""));
            return item;
          }),
        );
      }
      for (const button of list.querySelectorAll("button")) setAttr(button, "aria-current", view.replay && Number(/** @type {HTMLElement} */ (button).dataset.ply) === view.ply ? "true" : null);
    },
  };
}
