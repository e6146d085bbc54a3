// Enter and Space on the lesson page's own buttons, links and selects do what the browser makes them do.
// JupyterLab and the offline site bind Enter (and more) to their own commands for the whole page: Enter on a
// focused Hint button or "Next lesson" link went to the notebook instead (it entered edit mode) and did nothing
// a learner could see. Lumino leaves alone a key pressed in an element marked `data-lm-suppress-shortcuts`, as the
// board's root is; the page's other controls get the mark when a key comes to them.

const CONTROLS = "button, a[href], select, summary, [role='button'], [role='link'], input[type='checkbox'], input[type='radio']";
const ACTIVATING = new Set(["Enter", " "]);
const EDITORS = ".cm-editor, .jp-InputArea-editor, textarea";

/**
 * The control a key press goes to when that key is one that activates it (Enter or Space on a button, link or
 * select), else null: keys typed in a code editor stay the host's.
 * @param {{ key: string, target: EventTarget | null }} event
 * @returns {Element | null}
 */
export function activatedControl(event) {
  if (!ACTIVATING.has(event.key)) return null;
  const { target } = event;
  if (!(target instanceof Element) || target.closest(EDITORS)) return null;
  return target.closest(CONTROLS);
}

/**
 * Once per document: before the host hears Enter or Space on a control, mark the control so the host's shortcuts
 * leave the key to it.
 * @param {Document} doc
 */
export function letControlsHaveTheirKeys(doc) {
  const marked = /** @type {Document & { kwControlKeys?: boolean }} */ (doc);
  if (marked.kwControlKeys) return;
  marked.kwControlKeys = true;
  doc.addEventListener(
    "keydown",
    (event) => {
      activatedControl(event)?.setAttribute("data-lm-suppress-shortcuts", "true");
    },
    true,
  );
}
