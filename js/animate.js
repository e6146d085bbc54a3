// Animation of the event that made the shown state, one step forward from the view before:
//   step    the mover slides from its square to the new one;
//   push    the pushed line slides back together, then the pusher steps in (S2, S3);
//   refill  each tower travels to its home square, one after another in the engine's fill order
//           (the Defender's towers first, F4, F5), with a number badge of its order that goes when
//           the animation ends.
// The DOM already shows the final state (clicks work at once): the Web Animations API only draws
// each tower on its way there. A new board state finishes a running animation at once.
// Speeds come from kamisado_widget/protocol/motion.json, which Python reads too (Demo's autoplay interval).
// Under prefers-reduced-motion nothing slides: a refill's number badges still appear one after
// another (a fade, no motion), so the fill order stays visible.
import motion from "../kamisado_widget/protocol/motion.json" with { type: "json" };
import { make } from "./dom.js";

export const SPEEDS = Object.keys(motion.speeds);
export const DEFAULT_SPEED = motion.default;
const REDUCED = "(prefers-reduced-motion: reduce)";

/** @param {{ animation?: string }} view */
export function speedOf(view) {
  return view.animation && SPEEDS.includes(view.animation) ? view.animation : DEFAULT_SPEED;
}

// The trips of the view's last event: [{id, from, to, delay, duration, order}] (ms); [] for a
// pass or an event that moves nothing.
/**
 * @typedef {{ id: string, from: string, to: string, delay: number, duration: number, order?: number }} Trip
 * @param {Pick<import("./types.js").View, "towers"> & Partial<Pick<import("./types.js").View, "last_fill" | "last_move">>} view
 * @param {string} speed
 * @returns {Trip[]}
 */
export function tripsOf(view, speed) {
  const speeds = /** @type {Record<string, { step: number, fill: number }>} */ (motion.speeds);
  const ms = speeds[speed] ?? speeds[DEFAULT_SPEED];
  if (view.last_fill) {
    return view.last_fill.towers.map((t, i) => ({
      id: t.id, from: t.from, to: t.to, delay: i * ms.fill, duration: ms.fill, order: t.order,
    }));
  }
  const lm = view.last_move;
  if (!lm || lm.kind === "pass" || lm.from === lm.to) return [];
  const mover = view.towers.find((t) => t.square === lm.to);
  const pushed = lm.pushed ?? [];
  const trips = pushed.map((p) => ({ id: p.id, from: p.from, to: p.to, delay: 0, duration: ms.step }));
  if (mover) trips.push({ id: mover.id, from: lm.from, to: lm.to, delay: pushed.length ? ms.step : 0, duration: ms.step });
  return trips;
}

export function createAnimator() {
  /** @type {Animation[]} */
  let running = [];
  /** @type {HTMLElement[]} */
  let badges = [];
  let generation = 0;

  function clear() {
    for (const badge of badges) badge.remove();
    badges = [];
    running = [];
  }

  return {
    get running() {
      return running.length > 0;
    },
    // Jump to the end of whatever runs (the DOM is already there) and drop the badges.
    finish() {
      generation++;
      for (const animation of running) {
        try {
          animation.finish();
        } catch {
          animation.cancel();
        }
      }
      clear();
    },
    // Play `trips` on the tower nodes (`towers`: id -> node, already in their final cells).
    /**
     * @param {Trip[]} trips
     * @param {Map<string, HTMLElement>} towers
     * @param {Map<string, HTMLElement>} cells
     */
    play(trips, towers, cells) {
      this.finish();
      if (!trips.length || typeof Element.prototype.animate !== "function") return;
      const reduced = Boolean(window.matchMedia?.(REDUCED).matches);
      const end = Math.max(...trips.map((t) => t.delay + t.duration)); // the last tower arrives
      for (const trip of trips) {
        const node = towers.get(trip.id);
        const from = cells.get(trip.from);
        const to = cells.get(trip.to);
        if (!node || !from || !to) continue;
        const a = from.getBoundingClientRect();
        const b = to.getBoundingClientRect();
        const [dx, dy] = [a.left - b.left, a.top - b.top];
        /** @type {KeyframeAnimationOptions} */
        const timing = { duration: trip.duration, delay: trip.delay, easing: "ease-in-out", fill: "backwards" };
        if (!reduced && (dx || dy)) {
          const start = { transform: `translate(${dx}px, ${dy}px)` };
          running.push(node.animate([start, { transform: "none" }], { ...timing, id: "kw-trip" }));
          // Above the other towers while on its way (not while it waits on its old square).
          const lift = { duration: trip.duration, delay: trip.delay, id: "kw-lift" };
          running.push(node.animate([{ zIndex: 3 }, { zIndex: 3 }], lift));
        }
        if (trip.order) {
          const badge = make("span", "kw-order-badge", { "aria-hidden": "true", "data-order": String(trip.order) }, String(trip.order));
          node.append(badge);
          badges.push(badge);
          // Shown from the tower's turn until the last tower has arrived (then removed).
          const stay = Math.max(1, end - trip.delay);
          const frames = [{ opacity: 0 }, { opacity: 1, offset: Math.min(1, 120 / stay) }, { opacity: 1 }];
          running.push(badge.animate(frames, { duration: stay, delay: trip.delay, fill: "both", id: "kw-badge" }));
        }
      }
      // Once every one has ended (finished, or cancelled by anyone), the badges go.
      const mine = ++generation;
      Promise.all(running.map((x) => x.finished.catch(() => null))).then(() => mine === generation && clear());
    },
  };
}
