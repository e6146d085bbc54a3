// Explore mode (docs/widget-protocol.md: `explore`): every legal move of the tower to move with its
// proven result, as Python worked it out (the opening book, then the solver). The page draws what
// `view.explore` says: a mark on each move's target square (drawn by js/board.js from `exploreMarks`)
// and a list of the moves in Python's order, best first. A click on an entry plays its move with
// the intents a click on the board would send; the toggle sends {"type": "explore", "on": bool}.
import { eventElement, make, setAttr, setText, show } from "./dom.js";
import { speaker } from "./text.js";

/** @typedef {import("./view").ExploreMove} ExploreMove One move of `view.explore.moves` (js/view.d.ts). */

/** @typedef {import("./view").Explore} Explore What `view.explore` holds when on. */

/** @typedef {{ result: string, label: string, text: string, best: boolean, move: string }} ExploreMark */

// The results a mark is coloured by; anything else Python might send is drawn as not worked out.
export const RESULTS = ["win", "loss", "unknown", "pending"];

/**
 * The explore field of a view, or null when explore mode is off (or the field is not a list of moves).
 * @param {Partial<Pick<import("./types.js").View, "explore">> | null | undefined} view
 * @returns {Explore | null}
 */
export function exploreOf(view) {
  const explore = view?.explore;
  if (!explore || typeof explore !== "object" || !Array.isArray(explore.moves)) return null;
  return explore;
}

/**
 * The moves to draw, in Python's order (best first). With a tower selected, only its moves: on the first
 * move of a round every tower of the side may move (T1), and several of them may reach the same square.
 * @param {Partial<Pick<import("./types.js").View, "explore" | "mode" | "selected">> | null | undefined} view
 * @returns {ExploreMove[]}
 */
export function exploreMoves(view) {
  const explore = exploreOf(view);
  if (!explore || view?.mode === "edit") return explore?.moves ?? [];
  const selected = view?.selected;
  const own = selected ? explore.moves.filter((m) => m.from === selected) : [];
  return own.length ? own : explore.moves;
}

/**
 * Each target square's mark: the first (best) move that lands there gives its result and label; the
 * square's accessible name reads the sentence of every move that lands there, best first.
 * @param {Partial<Pick<import("./types.js").View, "explore" | "mode" | "selected">> | null | undefined} view
 * @returns {Map<string, ExploreMark>}
 */
export function exploreMarks(view) {
  /** @type {Map<string, ExploreMark>} */
  const marks = new Map();
  for (const m of exploreMoves(view)) {
    const was = marks.get(m.to);
    if (was) {
      was.text = `${was.text} ${m.text}`;
      continue;
    }
    const result = RESULTS.includes(m.result) ? m.result : "unknown";
    marks.set(m.to, { result, label: m.label ?? "", text: m.text ?? "", best: Boolean(m.best), move: m.move });
  }
  return marks;
}

/**
 * The intents that play `move` as clicks would: a pass by the Pass button (M6); else select its tower
 * (unless it is selected already: a click on the selected tower drops it) and click its target.
 * @param {ExploreMove} move
 * @param {string | null | undefined} selected the square selected now
 * @returns {import("./types.js").Intent[]}
 */
export function playIntents(move, selected) {
  if (move.kind === "pass" || move.from === move.to) return [{ type: "pass", square: move.from }];
  const click = (/** @type {string} */ square) => ({ type: "click", square });
  return selected === move.from ? [click(move.to)] : [click(move.from), click(move.to)];
}

/**
 * May the toggle show? It follows the computer's group (a first lesson's "basic" controls hide the computer,
 * Hint and Analyse, and this with them); until Python names that group, it follows the match group.
 * @param {Partial<Pick<import("./types.js").View, "controls">>} view
 */
export const exploreOffered = (view) => (view.controls?.computer ?? view.controls?.match) !== false;

/**
 * The toggle, the heading and the list of moves.
 * @param {import("./types.js").Send} send
 * @param {() => boolean} busy while the computer thinks, a click does not play
 */
export function createExplore(send, busy = () => false) {
  const el = make("section", "kw-explore", { role: "group" });
  const toggle = make("button", "kw-button kw-explore-toggle", { type: "button", "aria-pressed": "false", "data-action": "explore" });
  const panel = make("div", "kw-explore-panel");
  const heading = make("p", "kw-explore-heading", { role: "status" });
  const list = make("ol", "kw-explore-list");
  panel.append(heading, list);
  el.append(panel); // the toggle stands beside Hint and Analyse (js/widget.js puts it into their group)

  /** @type {import("./types.js").Drawn | null} */
  let shown = null; // the view drawn last: a click plays the move of the board the user sees
  /** @type {ExploreMove[]} */
  let moves = [];
  let listKey = "";
  toggle.addEventListener("click", () => send({ type: "explore", on: toggle.getAttribute("aria-pressed") !== "true" }));
  list.addEventListener("click", (event) => {
    const button = eventElement(event, "button[data-index]");
    const move = button ? moves[Number(button.dataset.index)] : undefined;
    if (!move || busy() || shown?.mode === "edit") return; // in edit mode a click places towers, it plays nothing
    for (const intent of playIntents(move, shown?.selected)) send(intent);
  });

  return {
    el,
    toggle,
    /** @param {import("./types.js").Drawn} view */
    update(view) {
      const t = speaker(view.words);
      const explore = exploreOf(view);
      shown = view;
      show(toggle, exploreOffered(view) || Boolean(explore));
      show(el, Boolean(explore));
      setAttr(el, "aria-label", t("explore_group"));
      setText(toggle, t("explore"));
      setAttr(toggle, "title", t("explore_title"));
      setAttr(toggle, "aria-pressed", explore ? "true" : "false");
      show(panel, Boolean(explore));
      setAttr(el, "data-pending", explore?.pending ? "true" : null);
      setAttr(list, "aria-label", t("explore_list"));
      setText(heading, explore?.heading ?? "");
      moves = exploreMoves(view);
      const key = JSON.stringify(moves);
      if (key === listKey) return;
      listKey = key;
      list.replaceChildren(
        ...moves.map((m, i) => {
          const result = RESULTS.includes(m.result) ? m.result : "unknown";
          const item = make("li", "kw-explore-item", { "data-result": result });
          const button = make("button", "kw-explore-move", { type: "button", "data-index": String(i), "data-move": m.move, "data-result": result });
          setAttr(button, "data-best", m.best ? "true" : null);
          setAttr(button, "data-source", m.source ?? null);
          button.append(
            make("span", "kw-explore-label", { "aria-hidden": "true" }, m.label ?? ""),
            make("span", "kw-explore-text", {}, m.text ?? ""), // Python's sentence names the move itself
          );
          item.append(button);
          return item;
        }),
      );
    },
  };
}
