// Front-ends that react only to trait changes made by the page (marimo's `mo.ui.anywidget`) do
// not see a move that Python made in answer to an intent. So in marimo, once a view that answers
// this page's intent (or brings the computer's reply) is drawn, the page writes its version back
// to the `shown_version` trait: one small state update per action (docs/widget-protocol.md,
// "In marimo"). Other hosts (JupyterLab, Notebook 7, Voilà, JupyterLite) see every trait change
// anyway: there the page writes nothing back.
// An intent that changes nothing gets no view: a later view (e.g. a move made from Python) is not
// its answer once the sender has stopped waiting for one.
export const ANSWER_MS = 2500;

// marimo draws each anywidget inside its own <marimo-anywidget> element.
const MARIMO_TAG = "MARIMO-ANYWIDGET";

/**
 * Whether `el` is drawn by marimo: a <marimo-anywidget> element holds it (across shadow roots).
 * @param {Element} el
 */
export function inMarimo(el) {
  /** @type {Element | null} */
  let node = el;
  while (node) {
    if (node.tagName === MARIMO_TAG) return true;
    node = node.parentElement ?? /** @type {ShadowRoot} */ (node.getRootNode?.())?.host ?? null;
  }
  return false;
}

/**
 * @param {import("./types.js").Model} model
 * @param {() => boolean} needed whether this page's host needs the write-back (asked when a view is drawn)
 * @param {() => number} [now]
 */
export function createAcknowledger(model, needed, now = Date.now) {
  /** @type {number | null} */
  let askedAt = null;
  let computerThinking = false;
  return {
    asked() {
      askedAt = now();
    },
    /** @param {import("./types.js").View} view */
    drawn(view) {
      const answering = askedAt !== null && now() - askedAt < ANSWER_MS;
      const due = answering || computerThinking;
      computerThinking = Boolean(view.computer?.thinking);
      if (!due || !(view.version > (model.get("shown_version") ?? 0)) || !needed()) return;
      askedAt = null;
      model.set("shown_version", view.version);
      model.save_changes();
    },
  };
}
