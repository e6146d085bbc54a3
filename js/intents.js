// Sending intents: one at a time, each stamped with the version of the view it was made on.
// While Python has not answered the last intent, later ones wait in a queue and are sent with
// the version of the view that answers it, so a quick double click acts on the board the user
// sees next instead of being refused as stale. A view change made elsewhere (Python, another
// display) still makes an in-flight intent stale, and Python refuses it.
// An intent that changes nothing gets no new view: stop waiting then. A hint or an analysis
// keeps the kernel busy for up to a second, so wait well beyond that.
const PATIENCE_MS = 2500;

/** @param {import("./types.js").Model} model */
export function createSender(model) {
  /** @type {import("./types.js").Intent[]} */
  const queue = [];
  /** @type {number | null} */
  let waitingOn = null; // the view version the last intent was sent on
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;

  const version = () => model.get("view")?.version ?? 0;
  const flush = () => {
    while (queue.length && waitingOn !== version()) {
      waitingOn = version();
      model.send({ ...queue.shift(), version: waitingOn });
      clearTimeout(timer);
      timer = setTimeout(release, PATIENCE_MS);
    }
  };
  const release = () => {
    waitingOn = null;
    flush();
  };
  const onView = () => {
    if (waitingOn !== null && waitingOn !== version()) waitingOn = null;
    flush();
  };
  model.on("change:view", onView);

  return {
    /** @param {import("./types.js").Intent} intent */
    send(intent) {
      queue.push(intent);
      flush();
    },
    destroy() {
      clearTimeout(timer);
      model.off("change:view", onView);
    },
  };
}

/**
 * Whether a click is the second (or third) of a double click: the browser counts the clicks made quickly at one
 * spot in `detail` (a click by keyboard counts 0). A double click does what one click does, so the repeats are
 * not the user's second wish: clicking a tower twice would select it and at once drop it again.
 * @param {{ detail: number }} event
 */
export function isRepeatClick(event) {
  return event.detail > 1;
}

/**
 * Stop the repeats of a double click anywhere on the widget before any of its parts hears them.
 * @param {HTMLElement} root
 */
export function ignoreRepeatClicks(root) {
  root.addEventListener(
    "click",
    (event) => {
      if (isRepeatClick(event)) event.stopPropagation();
    },
    true,
  );
}
