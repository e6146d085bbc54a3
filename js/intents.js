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
