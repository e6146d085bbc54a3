// The move list with replay: the match's rounds, each with its numbered moves (whose move, and
// pushes and passes marked), its result and the fill choice that followed it. Clicking a move
// asks Python to show the position after it; the buttons and the keys ←/→ (Home/End) step
// through the match while the list has focus. While replaying, a click on the board does not
// play: Python asks first, and the two answers ("Play on from here", "Back to the game") appear
// here, under the feedback line that asks. Python owns the cursor (view.replay); the finished
// rounds come in the `history` trait, the current round's moves in view.moves and view.movers.
import { eventElement, make, setAttr, setText, show } from "./dom.js";
import { playerName, shortName, speaker, shortened } from "./text.js";

/** @type {Record<string, string>} */
const PLAYERS = { b: "black", g: "gold" };

// Move notation (docs/notation.md): "c1-c6" a step, "e4>e5" a push (S2), "d2=" a pass (M6).
/** @param {string} text */
export const moveKind = (text) => (text.endsWith("=") ? "pass" : text.includes(">") ? "push" : "step");

/** @typedef {import("./types.js").History} History The `history` trait (kamisado_widget/protocol/history.py). */

/**
 * A round as the list shows it: a finished one (`history.rounds`), or the current one with the view's moves and
 * no refill yet (`fill` null).
 * @typedef {Omit<import("./view").FinishedRound, "fill"> & { fill: import("./view").RoundFill | null }} ListedRound
 */

// Every round of the match, the current one last, with the state (ply) each entry shows.
/**
 * @param {Pick<import("./types.js").View, "moves" | "move_words" | "movers">} view
 * @param {History | null | undefined} history
 * @returns {ListedRound[]}
 */
export function roundsOf(view, history) {
  const finished = history?.rounds ?? [];
  const current = history?.current ?? { number: 1, challenger: "black", start: 0, result: null };
  return [...finished, { ...current, moves: view.moves ?? [], words: view.move_words ?? [], by: view.movers ?? "", fill: null }];
}

let lists = 0;

/** @param {import("./types.js").Send} send */
export function createMoveList(send) {
  const id = `kw-moves-${++lists}-${Math.random().toString(36).slice(2, 7)}`;
  const el = make("section", "kw-movelist", { role: "group" }); // (not a landmark: a page has many)

  // The answers to "play on from here?" (Python's question is the feedback line above).
  const ask = make("div", "kw-replay-ask", { role: "group" });
  const playOn = make("button", "kw-button kw-button--primary", { type: "button", "data-action": "play-on" });
  const backAsk = make("button", "kw-button", { type: "button", "data-action": "back-to-game" });
  ask.append(playOn, backAsk);
  playOn.addEventListener("click", () => send({ type: "replay", action: "play_on" }));
  backAsk.addEventListener("click", () => send({ type: "replay", action: "live" }));

  const bar = make("div", "kw-replay-bar", { role: "group" });
  // The step buttons show arrows; their names and tooltips are Python's words (in `update`).
  const button = (/** @type {string} */ text, /** @type {string} */ action) =>
    make("button", "kw-button kw-replay-step", { type: "button", "data-replay": action }, text);
  const first = button("|◀", "first");
  const back = button("◀", "back");
  const forward = button("▶", "forward");
  const live = make("button", "kw-button", { type: "button", "data-replay": "live" });
  const where = make("span", "kw-replay-where", { "aria-live": "off" });
  bar.append(first, back, forward, live, where);

  const list = make("div", "kw-moves", { role: "listbox", tabindex: "0", id });
  el.append(ask, bar, list);

  let state = { ply: 0, live: 0, replaying: false };
  const showPly = (/** @type {number} */ ply) => send({ type: "replay", action: "show", ply });
  const step = (/** @type {number} */ by) => send({ type: "replay", action: "step", by });
  first.addEventListener("click", () => showPly(0));
  back.addEventListener("click", () => step(-1));
  forward.addEventListener("click", () => step(1));
  live.addEventListener("click", () => send({ type: "replay", action: "live" }));
  list.addEventListener("click", (event) => {
    const option = eventElement(event, "[data-ply]");
    if (option && list.contains(option)) showPly(Number(option.dataset.ply));
  });
  list.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    /** @type {Record<string, () => void>} */
    const keys = {
      ArrowLeft: () => step(-1),
      ArrowUp: () => step(-1),
      ArrowRight: () => step(1),
      ArrowDown: () => step(1),
      Home: () => showPly(0),
      End: () => send({ type: "replay", action: "live" }),
    };
    const act = keys[event.key];
    if (!act) return;
    event.preventDefault();
    event.stopPropagation(); // the notebook's own shortcuts do not see these keys
    act();
  });

  // One entry of the list: the state `ply` it shows, its words and its accessible label.
  /**
   * @param {number} ply
   * @param {string} cls
   * @param {string} label
   * @param {HTMLElement[]} parts
   */
  const option = (ply, cls, label, ...parts) => {
    const node = make("div", `kw-move ${cls}`.trim(), { role: "option", "data-ply": String(ply), id: `${id}-${ply}`, "aria-label": label });
    node.append(...parts);
    return node;
  };

  /**
   * @param {import("./types.js").Drawn} view
   * @param {History | null | undefined} history
   */
  function build(view, history) {
    const rounds = roundsOf(view, history);
    const several = rounds.length > 1 || (rounds[0]?.number ?? 1) > 1;
    /** @type {HTMLElement[]} */
    const nodes = [];
    const t = speaker(view.words);
    const name = (/** @type {string} */ player) => shortName(playerName(view, player));
    rounds.forEach((round, r) => {
      const group = make("div", "kw-round", { role: "group", "aria-label": t("round_group", { round: round.number }) });
      if (several) {
        group.append(make("div", "kw-round-title", { "aria-hidden": "true" }, t("round_title", { round: round.number, player: name(round.challenger) })));
      }
      const moves = make("div", "kw-round-moves");
      if (r === 0) {
        moves.append(option(round.start, "kw-move--start", t("match_start"), make("span", "kw-move-text", {}, t("start"))));
      }
      round.moves.forEach((text, i) => {
        const player = PLAYERS[round.by[i]] ?? "black";
        const kind = moveKind(text);
        // Python's words for the move ("Gold's Orange on a7 is blocked and passes (M6).") say what "a7=" or
        // "d5>d6" means: the entry's accessible name and its tooltip.
        const words = shortened(view, round.words?.[i] ?? "");
        const said = { number: i + 1, player: playerName(view, player), move: text, words };
        const label = words ? t("move_words", said) : kind === "step" ? t("move", said) : t(`move_${kind}`, said);
        const parts = [
          make("span", "kw-move-no", { "aria-hidden": "true" }, `${i + 1}.`),
          make("span", `kw-swatch kw-swatch--${player}`, { "aria-hidden": "true", title: t(`player.${player}`) }),
          make("span", "kw-move-text", { "aria-hidden": "true" }, text),
        ];
        if (kind !== "step") parts.push(make("span", `kw-move-kind kw-move-kind--${kind}`, { "aria-hidden": "true" }, t(`kind_${kind}`)));
        const node = option(round.start + i + 1, `kw-move--${kind}`, label, ...parts);
        node.dataset.player = player;
        if (words) node.title = words;
        moves.append(node);
      });
      group.append(moves);
      if (round.result) {
        const res = round.result;
        // Points (P2) and rounds of a match (R) only on a board whose learner has met them (view.taught).
        const taught = view.taught ?? "PR";
        const said = { player: name(res.winner), round: round.number, reason: res.reason };
        const points = res.points && taught.includes("P");
        const won = taught.includes("R")
          ? points ? t(`round_won_points.${res.points}`, said) : t("round_won", said)
          : points ? t(`round_won_any_points.${res.points}`, said) : t("round_won_any", said);
        group.append(make("div", "kw-round-result", {}, won));
      }
      if (round.fill) {
        const ply = round.start + round.moves.length + 1;
        const { text, label } = round.fill;
        const fill = option(ply, "kw-move--fill", shortened(view, label), make("span", "kw-move-text", {}, shortened(view, text)));
        group.append(fill);
      }
      nodes.push(group);
    });
    list.replaceChildren(...nodes);
    const last = rounds[rounds.length - 1];
    return last.start + last.moves.length;
  }

  // Keep the current entry in sight by scrolling the list only (never the notebook page).
  /** @param {HTMLElement | null} node */
  function reveal(node) {
    if (!node || list.clientHeight === 0) return;
    const top = node.offsetTop - list.offsetTop;
    const bottom = top + node.offsetHeight;
    if (top < list.scrollTop) list.scrollTop = top - 4;
    else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight + 4;
  }

  let shownKey = "";
  /** @type {import("./text.js").Words | null} */
  let shownWords = null;
  let asking = false;
  /** @type {HTMLElement | null} */
  let current = null;
  // A narrower or wider page wraps the moves differently: keep the current one in sight.
  const resized = new ResizeObserver(() => reveal(current));
  resized.observe(list);
  return {
    el,
    destroy() {
      resized.disconnect();
    },
    /**
     * @param {import("./types.js").Drawn} view
     * @param {History | null | undefined} history
     * @param {boolean} visible
     */
    update(view, history, visible) {
      // Nothing to list before the first move or fill: the panel appears with the first one.
      const empty = !(history?.rounds?.length || view.moves?.length || view.replay);
      show(el, visible && !empty);
      if (!visible || empty) return;
      const t = speaker(view.words);
      setAttr(el, "aria-label", t("move_list"));
      setAttr(ask, "aria-label", t("replay_ask"));
      setText(playOn, t("play_on"));
      setText(backAsk, t("back_to_game"));
      setAttr(bar, "aria-label", t("replay"));
      for (const [node, word] of /** @type {[HTMLElement, string][]} */ ([[first, t("replay_first")], [back, t("replay_back")], [forward, t("replay_forward")]])) {
        setAttr(node, "aria-label", word);
        setAttr(node, "title", word);
      }
      setAttr(live, "title", t("replay_live"));
      setText(live, t("back_to_game"));
      setAttr(list, "aria-label", t("moves"));
      const key = JSON.stringify([history, view.moves, view.move_words, view.movers, view.scoreboard?.names, view.taught]);
      if (key !== shownKey || view.words !== shownWords) {
        shownKey = key;
        shownWords = view.words;
        state.live = build(view, history);
      }
      const replay = view.replay ?? null;
      state = { ...state, ply: replay ? replay.ply : state.live, replaying: Boolean(replay) };
      current = null;
      for (const node of /** @type {NodeListOf<HTMLElement>} */ (list.querySelectorAll("[data-ply]"))) {
        const on = Number(node.dataset.ply) === state.ply;
        setAttr(node, "aria-selected", on ? "true" : "false");
        if (on) current = node;
      }
      setAttr(list, "aria-activedescendant", current?.id ?? null);
      setAttr(el, "data-replaying", state.replaying ? "true" : null);
      reveal(current);
      first.disabled = state.ply === 0;
      back.disabled = state.ply === 0;
      forward.disabled = !state.replaying;
      live.disabled = !state.replaying;
      setText(where, state.replaying ? replay?.where ?? "" : "");
      const nowAsking = Boolean(replay?.asking);
      show(ask, nowAsking);
      if (nowAsking && !asking) playOn.focus({ preventScroll: true });
      asking = nowAsking;
    },
  };
}
