// A board just drawn takes no click until Python has answered it (kamisado_widget/protocol/ready.py).
// The board can be drawn while the kernel still runs other code (the rest of a lesson, the cells
// after it): a click sent then would wait in the kernel's queue and act much later. So each view
// says hello once drawn; Python answers only when the kernel is free, and from then on the board
// takes clicks. Until then it is loading.
/**
 * @param {import("./types.js").Model} model
 * @param {() => void} onReady
 */
export function createReadiness(model, onReady) {
  let ready = false;
  const onMessage = (/** @type {{ type?: string } | undefined} */ content) => {
    if (ready || content?.type !== "ready") return;
    ready = true;
    model.off("msg:custom", onMessage);
    onReady();
  };
  model.on("msg:custom", onMessage);
  try {
    model.send({ type: "hello" });
  } catch {
    // No kernel to answer (its connection is closed, e.g. the page is being left): the board stays loading.
  }
  return {
    get ready() {
      return ready;
    },
    destroy() {
      model.off("msg:custom", onMessage);
    },
  };
}
