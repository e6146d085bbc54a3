// Enter and Space on the lesson page's own buttons, links and selects do what the browser makes them do.
// The hosts take Enter for themselves: the offline site's console (JupyterLab's CodeConsole) turns an Enter pressed
// anywhere in it into "focus the prompt" and cancels the key, so Enter on a focused Hint button or "Next lesson" link
// did nothing; JupyterLab binds Enter (and more) to notebook commands. The board's grid handles its own keys (Enter
// and Space on a square); for every control, the board's buttons, selects and its position text's summary included
// (the console cancelled Enter on New match too), the key is kept from every host listener as it goes down towards
// the page, and the browser's own action (a click, following the link, opening the list) is left as it is.

const CONTROLS = "button,a[href],select,summary,[role=button],[role=link],input[type=checkbox],input[type=radio]";
const ACTIVATING = new Set(["Enter", " "]);
const EDITORS = ".cm-editor,textarea"; // JupyterLab's code editors are CodeMirror's
const GRID = "[role=grid]"; // the board's squares: js/keyboard.js listens for their keys

/**
 * The control a key press goes to when that key is one that activates it (Enter or Space on a button, link or
 * select, the board's own included), else null: keys typed in a code editor stay the host's, and the grid's its own.
 * @param {{ key: string, target: EventTarget | null }} event
 * @returns {Element | null}
 */
export function activatedControl(event) {
  if (!ACTIVATING.has(event.key)) return null;
  const { target } = event;
  if (!(target instanceof Element) || target.closest(EDITORS) || target.closest(GRID)) return null;
  return target.closest(CONTROLS);
}

/**
 * Once per document: Enter or Space on a control (see activatedControl) reaches no listener of the host's (nor its
 * shortcuts, which listen on the document). Listened for on the window, as the key goes down
 * towards the page: the hosts listen on the document and on their panels, and started before any board was drawn.
 * @param {Document} doc
 */
export function letControlsHaveTheirKeys(doc) {
  const marked = /** @type {Document & { kwControlKeys?: boolean }} */ (doc);
  if (marked.kwControlKeys) return;
  marked.kwControlKeys = true;
  (doc.defaultView ?? doc).addEventListener(
    "keydown",
    (event) => {
      // not preventDefault: the browser still clicks the button or follows the link
      if (activatedControl(/** @type {KeyboardEvent} */ (event))) event.stopPropagation();
    },
    true,
  );
}
